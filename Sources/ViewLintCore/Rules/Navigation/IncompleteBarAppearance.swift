/// Navigation bar appearance slots that UIKit's fallbacks do not cover: a scroll-edge slot
/// set with no standard appearance, and a slot left stale when another function of the file
/// refreshes the slot it would otherwise follow.
///
/// UIKit falls back from `compactAppearance` to `standardAppearance`, from
/// `compactScrollEdgeAppearance` to `scrollEdgeAppearance`, and from `scrollEdgeAppearance`
/// to `standardAppearance` (made transparent), so standard + scroll-edge is a complete set.
public final class IncompleteBarAppearanceRule: Rule {
    public static let info = RuleInfo(
        id: "incomplete_bar_appearance", category: .navigation, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "A navigation bar appearance slot is set without the slot it falls back to, or left stale by a refresh.")
    public static let triggers: RuleTriggers = .anyOf("*Appearance")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}
    private let bar = LegacyBarStylingRule()

    static let slots = ["standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance"]
    /// The slots each slot falls back to when it is nil, nearest first.
    static let fallbacks: [String: [String]] = [
        "standardAppearance": [],
        "scrollEdgeAppearance": ["standardAppearance"],
        "compactAppearance": ["standardAppearance"],
        "compactScrollEdgeAppearance": ["scrollEdgeAppearance", "standardAppearance"],
    ]

    /// The slots one function assigns on one navigation item or bar.
    struct Group {
        var function: Int
        var functionName: String
        /// The receiver as written (`navigationItem`, `navigationController.navigationBar`).
        var key: String
        /// The receiver's identity in the file: the key qualified by the owning type, and by
        /// the function when it starts at one of the function's locals or parameters.
        var identity: String
        var token: Int
        var slots: Set<String>
        var isItem: Bool
    }

    private var groups: [Group] = []
    /// Receivers whose standard appearance the file assigns or reads (`bar.scrollEdgeAppearance
    /// = bar.standardAppearance` copies a standard slot that exists).
    private var hasStandard: Set<String> = []

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let body = node.body else { return }
        let typeName = (node.owningType ?? ctx.enclosingType)?.typeName ?? ""
        // The function's locals and parameters, read the first time a receiver needs its
        // identity (most functions touch no appearance slot at all).
        var locals: Set<String>?
        func identity(_ key: String) -> String {
            if key.hasPrefix("UINavigationBar.appearance") { return key }
            let root = String(key.prefix { $0 != "." && $0 != "(" && $0 != "[" })
            if locals == nil {
                var names = ctx.bindings.localNames(in: body)
                if let params = node.child(.parameterClause) { for p in params.children(.parameter) { if let n = p.name { names.insert(n) } } }
                locals = names
            }
            return locals!.contains(root) ? "\(typeName)#\(node.index)|\(key)" : "\(typeName)|\(key)"
        }
        var order: [String] = []
        var byKey: [String: Group] = [:]
        let nodes = ctx.tree.nodes
        var i = body.index + 1
        let end = Int(nodes[body.index].end)
        while i < end {
            let k = nodes[i].kind
            if k == .funcDecl || k == .typeDecl { i = Int(nodes[i].end); continue }
            if k == .memberAccess {
                let m = ctx.tree.node(i)
                if m.nameIs("standardAppearance"), let base = m.firstChild, isNavigationItemOrBar(base, ctx) {
                    hasStandard.insert(identity(receiverKey(base, ctx)))
                }
            }
            if k == .assignment {
                let a = ctx.tree.node(i)
                if let lhs = a.firstChild, lhs.kind == .memberAccess, let n = lhs.name, Self.slots.contains(n),
                   let base = lhs.firstChild, isNavigationItemOrBar(base, ctx) {
                    let key = receiverKey(base, ctx)
                    if byKey[key] == nil {
                        order.append(key)
                        byKey[key] = Group(function: node.index, functionName: node.functionSignature, key: key,
                                           identity: identity(key), token: lhs.nameToken ?? a.firstTokenIndex, slots: [], isItem: isItem(base, ctx))
                    }
                    byKey[key]!.slots.insert(n)
                }
            }
            i += 1
        }
        for key in order { groups.append(byKey[key]!) }
    }

    public func finish(_ ctx: LintContext) {
        for g in groups {
            let what = g.key.isEmpty ? "the bar" : g.key
            // A scroll-edge slot with no standard appearance anywhere in the file.
            if !hasStandard.contains(g.identity),
               let edge = ["scrollEdgeAppearance", "compactScrollEdgeAppearance"].first(where: g.slots.contains) {
                let falls = g.isItem ? "the navigation bar's own standard appearance" : "UIKit's default appearance"
                ctx.report(Self.info, token: g.token,
                           "\(what) gets \(edge) but no standardAppearance, so the bar switches to \(falls) as soon as content scrolls under it; set standardAppearance as well")
                continue
            }
            // A refresh of some slots that leaves a slot another function set at its old value:
            // without that other assignment it would follow the refreshed slot.
            var stale: [(slot: String, setter: String)] = []
            for x in Self.slots where !g.slots.contains(x) {
                let chain = Self.fallbacks[x]!
                guard chain.contains(where: g.slots.contains) else { continue }
                if let setter = groups.first(where: { o in
                    o.function != g.function && o.identity == g.identity && o.slots.contains(x) && chain.contains(where: o.slots.contains)
                }) {
                    stale.append((x, setter.functionName))
                }
            }
            guard !stale.isEmpty else { continue }
            let names = stale.map(\.slot).joined(separator: ", ")
            let setters = Array(Set(stale.map(\.setter))).sorted().joined(separator: ", ")
            ctx.report(Self.info, token: g.token,
                       "\(g.functionName) updates \(g.slots.sorted().joined(separator: ", ")) of \(what) but leaves \(names), which \(setters) sets, at its old value; assign \(stale.count == 1 ? "it" : "them") here too, or stop setting \(stale.count == 1 ? "it" : "them") so \(stale.count == 1 ? "it follows" : "they follow") the slots refreshed here")
        }
    }

    /// `navigationController?.navigationBar`, and a local alias of it, give the same key.
    private func receiverKey(_ base: Syntax, _ ctx: LintContext) -> String {
        if base.kind == .identifier, !base.isSelf, let n = base.name, let d = ctx.bindings.declaration(of: n, at: base),
           d.kind == .binding || d.kind == .optionalBinding, var v = d.value {
            if v.kind == .sequence, let f = v.firstChild { v = f }
            if v.kind == .memberAccess || v.kind == .call { return v.pathKey }
        }
        return base.pathKey
    }

    private func isItem(_ e: Syntax, _ ctx: LintContext) -> Bool {
        if e.kind == .memberAccess || e.kind == .identifier, e.nameIs("navigationItem") { return true }
        return receiverKey(e, ctx).hasSuffix("navigationItem")
    }

    private func isNavigationItemOrBar(_ e: Syntax, _ ctx: LintContext) -> Bool {
        if bar.isNavigationBar(e, ctx) { return true }
        switch e.kind {
        case .memberAccess:
            return e.nameIs("navigationItem")
        case .identifier:
            guard let n = e.name else { return false }
            if n == "navigationItem" { return true }
            guard let d = ctx.bindings.declaration(of: n, at: e) else { return false }
            if let t = d.typeText, let tn = ExpressionTypes.typeName(t) { return tn == "UINavigationItem" }
            if let v = d.value {
                var inner = v
                if inner.kind == .sequence, let f = inner.firstChild { inner = f }
                if inner.kind == .memberAccess && inner.nameIs("navigationItem") { return true }
                if ExpressionTypes.exprTypeName(v) == "UINavigationItem" { return true }
            }
            return false
        default:
            return false
        }
    }
}
