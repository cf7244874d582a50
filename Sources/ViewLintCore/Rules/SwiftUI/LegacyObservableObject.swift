/// `class …: ObservableObject` with `@Published` properties: consider `@Observable`.
public final class LegacyObservableObjectRule: Rule {
    public static let info = RuleInfo(
        id: "legacy_observable_object", category: .swiftui, group: .modernization, severity: .info, framework: .swiftui,
        summary: "An ObservableObject class with @Published properties could use the @Observable macro (iOS 17).")
    public static let triggers: RuleTriggers = .anyOf("ObservableObject")
    public static let visits: [NodeKind] = [.typeDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .class, ctx.targetSupports(Version(17)) else { return }
        let inh = node.children(.inheritance)
        guard let conf = inh.first(where: { TypeIndex.baseTypeName($0.text) == "ObservableObject" }) else { return }
        guard TypeMembers.members(of: node).contains(where: {
            $0.kind == .varDecl && SwiftUIState.wrapper(of: $0, in: ["Published"]) != nil
        }) else { return }
        // `conf` sits inside the class, so the class's own @available counts too.
        guard !conf.isInLegacyAvailabilityBranch(below: Version(17)) else { return }
        ctx.report(Self.info, token: node.auxToken ?? node.firstTokenIndex,
                   "'\(node.typeName ?? "class")' is an ObservableObject with @Published properties, which invalidates every observing view on any change; consider the @Observable macro (iOS 17), which updates only views that read the changed property")
    }
}
