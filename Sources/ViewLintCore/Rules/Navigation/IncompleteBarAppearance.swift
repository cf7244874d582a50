/// A function that fills some, but not all, appearance slots of one navigation item or bar.
public final class IncompleteBarAppearance: Rule {
    public static let info = RuleInfo(
        id: "incomplete_bar_appearance", category: .navigation, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "Only some of the four navigation bar appearance slots are set.")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}
    private let bar = LegacyBarStyling()

    static let slots = ["standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let body = node.body else { return }
        // receiver key → (first slot token, slots set)
        var order: [String] = []
        var groups: [String: (token: Int, slots: Set<String>)] = [:]
        let nodes = ctx.tree.nodes
        var i = body.index + 1
        let end = Int(nodes[body.index].end)
        while i < end {
            let k = nodes[i].kind
            if k == .funcDecl || k == .typeDecl { i = Int(nodes[i].end); continue }
            if k == .assignment {
                let a = ctx.tree.node(i)
                if let lhs = a.firstChild, lhs.kind == .memberAccess, let n = lhs.name, Self.slots.contains(n),
                   let base = lhs.firstChild, isNavigationItemOrBar(base, ctx) {
                    let key = receiverKey(base)
                    if groups[key] == nil { order.append(key); groups[key] = (lhs.nameToken ?? a.firstTokenIndex, []) }
                    groups[key]!.slots.insert(n)
                }
            }
            i += 1
        }
        guard !order.isEmpty else { return }
        let required = ctx.targetSupports(Version(15)) ? Self.slots : Array(Self.slots.dropLast())
        for key in order {
            let g = groups[key]!
            let missing = required.filter { !g.slots.contains($0) }
            guard !missing.isEmpty else { continue }
            let what = key.isEmpty ? "the bar" : key
            ctx.report(Self.info, token: g.token,
                       "\(what) gets only \(g.slots.count) of its \(required.count) appearance slots (missing \(missing.joined(separator: ", "))); assign the same appearance (or copies) to all of them so the bar looks the same when scrolled to the edge and in compact height")
        }
    }

    /// `navigationController?.navigationBar`, and a local alias of it, give the same key.
    private func receiverKey(_ base: Syntax) -> String {
        if base.kind == .identifier, !base.isSelf, let n = base.name, let d = UIKitAPI.lookup(n, at: base),
           d.kind == .binding || d.kind == .optionalBinding, var v = d.value {
            if v.kind == .sequence, let f = v.firstChild { v = f }
            if v.kind == .memberAccess || v.kind == .call { return UIKitAPI.receiverKey(v) }
        }
        return UIKitAPI.receiverKey(base)
    }

    private func isNavigationItemOrBar(_ e: Syntax, _ ctx: LintContext) -> Bool {
        if bar.isNavigationBar(e, ctx) { return true }
        switch e.kind {
        case .memberAccess:
            return e.nameIs("navigationItem")
        case .identifier:
            guard let n = e.name else { return false }
            if n == "navigationItem" { return true }
            guard let d = UIKitAPI.lookup(n, at: e) else { return false }
            if let t = d.typeText, let tn = UIKitAPI.typeName(t) { return tn == "UINavigationItem" }
            if let v = d.value {
                var inner = v
                if inner.kind == .sequence, let f = inner.firstChild { inner = f }
                if inner.kind == .memberAccess && inner.nameIs("navigationItem") { return true }
                if UIKitAPI.exprTypeName(v) == "UINavigationItem" { return true }
            }
            return false
        default:
            return false
        }
    }
}
