/// A `// viewlint:disable…` comment that silences nothing, names an unknown rule or is
/// misspelled. The work happens in `Suppressions.apply`, after every rule ran on the file,
/// because only then is it known what a comment silenced.
public final class SuperfluousDisableRule: ConfigurableRule {
    public static let info = RuleInfo(
        id: "superfluous_disable", category: .meta, group: .suspicious, severity: .info, framework: .any, runsInTests: true, fix: .safe,
        summary: "A viewlint:disable comment that silences nothing, names an unknown rule or is misspelled.",
        swiftLintTwin: "superfluous_disable_command")
    public static let visits: [NodeKind] = []
    /// Its work is done in `Suppressions.apply`, from the file's comments and the other rules'
    /// findings: a test file, where it is often the only rule, is then not parsed.
    public static let readsSyntaxTree = false
    public static let optionSpecs = [
        RuleOptionSpec("report_unknown_rules", .bool,
                       "Report disable comments naming rule ids this viewlint does not know (default true)."),
    ]
    public init() {}
}
