/// `reloadItems` on a diffable snapshot where `reconfigureItems` would keep the cell.
public final class ReloadItemsInSnapshotRule: Rule {
    public static let info = RuleInfo(
        id: "reload_items_in_snapshot", category: .collections, group: .performance, severity: .info, framework: .uikit,
        summary: "A diffable snapshot reloads items; reconfigureItems updates the existing cells.")
    public static let matchedCalls: [String]? = ["reloadItems"]
    public static let visits: [NodeKind] = [.call]
    public init() {}
    /// Type name → whether its cell provider picks among several registrations / reuse identifiers.
    private var variesCache: [String: Bool] = [:]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.calleeNameIs("reloadItems"), let callee = node.callee, callee.kind == .memberAccess,
              let base = callee.firstChild, node.arguments.count == 1, node.arguments[0].name == nil else { return }
        guard ctx.targetSupports(Version(15)), !node.isInLegacyAvailabilityBranch(below: Version(15)) else { return }
        guard isSnapshot(base, ctx) else { return }
        if Self.isForwardingWrapper(node, ctx) { return }
        if let td = node.nearestAncestor(.typeDecl), let tn = td.typeName, cellTypeVaries(tn, ctx) { return }
        ctx.report(Self.info, token: callee.nameToken ?? node.firstTokenIndex,
                   "reloadItems throws the cells away and dequeues new ones; use reconfigureItems to update them in place when the cell type does not change")
    }

    static let diffableTypes: Set<String> = [
        "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource", "NSDiffableDataSourceSnapshot",
    ]

    /// `extension UICollectionViewDiffableDataSource { func reloadItemsNow(_ items: …) { …
    /// snapshot.reloadItems(items) … } }`: a general-purpose wrapper that hands its parameter
    /// on. Whether a reload or a reconfigure is right is decided where it is called.
    static func isForwardingWrapper(_ call: Syntax, _ ctx: LintContext) -> Bool {
        guard let fn = ctx.enclosingFunction, let type = fn.owningType, type.declKeyword == .extension,
              let name = type.typeName, diffableTypes.contains(name),
              let arg = call.arguments.first?.argumentValue, arg.kind == .identifier, let argName = arg.name,
              let params = fn.child(.parameterClause) else { return false }
        return params.children(.parameter).contains { $0.name == argName }
    }

    private func isSnapshot(_ e: Syntax, _ ctx: LintContext) -> Bool {
        let d: Bindings.Declaration?
        if e.kind == .identifier, let n = e.name, !e.isSelf {
            d = ctx.bindings.declaration(of: n, at: e)
        } else if e.kind == .memberAccess, let b = e.firstChild, b.isSelf, let n = e.name, let td = e.nearestAncestor(.typeDecl) {
            d = ctx.bindings.member(n, ofTypeAt: td)
        } else { return false }
        guard let d else { return false }
        if let t = d.typeText { return t.containsBytes("NSDiffableDataSourceSnapshot") }
        guard var v = d.value else { return false }
        while v.kind == .tryExpr || v.kind == .awaitExpr, let f = v.firstChild { v = f }
        if v.kind == .call {
            if v.calleeNameIs("snapshot") { return true }
            if let c = v.callee, c.text.hasPrefix("NSDiffableDataSourceSnapshot") { return true }
        }
        return false
    }

    /// The type's cell providers dequeue with more than one registration or reuse identifier.
    private func cellTypeVaries(_ typeName: String, _ ctx: LintContext) -> Bool {
        if let v = variesCache[typeName] { return v }
        var seen: Set<String> = []
        for decl in ctx.tree.typeDecls(named: typeName) {
            for d in decl.descendants(.call) {
                guard let n = d.calleeName else { continue }
                let arg: Syntax?
                switch n {
                case "dequeueConfiguredReusableCell": arg = d.argument(labeled: "using")
                case "dequeueReusableCell": arg = d.argument(labeled: "withReuseIdentifier") ?? d.argument(labeled: "withIdentifier")
                default: arg = nil
                }
                if let a = arg { seen.insert(a.compactText) }
            }
        }
        let v = seen.count > 1
        variesCache[typeName] = v
        return v
    }
}
