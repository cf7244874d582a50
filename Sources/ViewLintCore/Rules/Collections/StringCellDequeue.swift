/// Collection view cells dequeued by string reuse identifier (opt-in).
public final class StringCellDequeueRule: Rule {
    public static let info = RuleInfo(
        id: "string_cell_dequeue", category: .collections, group: .modernization, severity: .info, framework: .uikit,
        summary: "A collection view cell is dequeued by string reuse identifier instead of a CellRegistration.")
    public static let matchedCalls: [String]? = ["dequeueReusableCell"]
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.calleeNameIs("dequeueReusableCell"), node.argument(labeled: "withReuseIdentifier") != nil,
              let callee = node.callee, callee.kind == .memberAccess,
              ctx.targetSupports(Version(14)), !node.isInLegacyAvailabilityBranch(below: Version(14)) else { return }
        ctx.report(Self.info, token: callee.nameToken ?? node.firstTokenIndex,
                   "dequeueReusableCell(withReuseIdentifier:for:) relies on a string identifier and a cast; create a UICollectionView.CellRegistration once and dequeue with dequeueConfiguredReusableCell(using:for:item:)")
    }
}
