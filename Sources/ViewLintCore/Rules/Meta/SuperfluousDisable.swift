/// A `// viewlint:disable…` comment that silences nothing, names an unknown rule or is
/// misspelled. The work happens in `Suppressions.apply`, after every rule ran on the file,
/// because only then is it known what a comment silenced.
public final class SuperfluousDisableRule: ConfigurableRule {
    public static let info = RuleInfo(
        id: "superfluous_disable", category: .meta, group: .suspicious, severity: .info, framework: .any, runsInTests: true, fix: .safe,
        summary: "A viewlint:disable comment that silences nothing, names an unknown rule or is misspelled.",
        swiftLintTwin: "superfluous_disable_command")
    public static let visits: [NodeKind] = []
    public static let optionSpecs = [
        RuleOptionSpec("report_unknown_rules", .bool,
                       "Report disable comments naming rule ids this viewlint does not know (default true)."),
    ]
    public init() {}
}
