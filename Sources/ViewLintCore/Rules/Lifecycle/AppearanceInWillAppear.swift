/// Styling the navigation bar shared by the whole stack from `viewWillAppear`, without
/// restoring it when the screen goes away.
public final class AppearanceInWillAppearRule: Rule {
    public static let info = RuleInfo(
        id: "appearance_in_will_appear", category: .lifecycle, group: .pedantic, severity: .warning, framework: .uikit,
        summary: "viewWillAppear styles the shared navigation bar; use navigationItem appearances instead.")
    public static let triggers: RuleTriggers = RuleTriggers(alternatives: [["viewWillAppear", "navigationBar"], ["viewWillAppear", "UINavigationBar"]])
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    static let styleProperties: Set<String> = [
        "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance",
        "barTintColor", "tintColor", "titleTextAttributes", "largeTitleTextAttributes", "shadowImage",
        "backIndicatorImage", "backIndicatorTransitionMaskImage", "isTranslucent", "barStyle",
        "backgroundColor", "prefersLargeTitles",
    ]
    static let styleMethods: Set<String> = ["setBackgroundImage", "setTitleVerticalPositionAdjustment"]

    /// Types this file hands to SwiftUI from `makeUIViewController`: such a controller is a
    /// child of SwiftUI's hosting controller, so its own navigationItem is never shown.
    private var representedControllers: Set<String>?

    struct Write { var node: Syntax; var property: String }

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.overrideSignature == "viewWillAppear(_:)", let body = node.body,
              let type = node.owningType, ctx.isViewController(type), let typeName = type.typeName else { return }
        if representedControllers == nil { representedControllers = Self.representedControllers(ctx.tree) }
        if representedControllers!.contains(typeName) { return }
        let writes = Self.barWrites(in: body)
        if writes.isEmpty { return }
        let setsLargeTitleMode = body.descendants.contains { d in
            d.kind == .assignment && d.firstChild?.kind == .memberAccess && d.firstChild!.nameIs("largeTitleDisplayMode")
        }
        let restored = Self.restoredProperties(typeName, ctx, in: "viewWillDisappear(_:)")
        let restoredLate = Self.restoredProperties(typeName, ctx, in: "viewDidDisappear(_:)")
        var kept: [Write] = []
        for w in writes {
            if restored.contains(w.property) { continue }
            if w.node.kind == .assignment, let rhs = w.node.firstChild?.nextSibling {
                // `= nil` puts UIKit's default back: it undoes another screen's change.
                if Self.isLiteral(rhs, .nil) { continue }
                // `prefersLargeTitles = true` beside this screen's own largeTitleDisplayMode:
                // the screen chooses per item, the flag only re-enables large titles.
                if w.property == "prefersLargeTitles", setsLargeTitleMode, Self.isLiteral(rhs, .true) { continue }
            }
            kept.append(w)
        }
        guard let first = kept.first else { return }
        var names: [String] = []
        for w in kept where !names.contains(w.property) { names.append(w.property) }
        // Restored in viewDidDisappear(_:): the next screen's viewWillAppear and the whole
        // transition run before it, so the next screen shows the change, then it snaps back.
        if names.allSatisfy(restoredLate.contains) {
            ctx.report(Self.info, token: first.node.firstTokenIndex,
                       "viewWillAppear(_:) changes the navigation bar shared by every screen in the stack (\(names.joined(separator: ", "))) and restores it only in viewDidDisappear(_:), after the next screen has appeared with it; restore it in viewWillDisappear(_:), or give this screen its own navigationItem.standardAppearance/scrollEdgeAppearance in viewDidLoad")
            return
        }
        let fix = names == ["prefersLargeTitles"]
            ? "set this screen's navigationItem.largeTitleDisplayMode in viewDidLoad instead"
            : "give this screen its own navigationItem.standardAppearance/scrollEdgeAppearance in viewDidLoad instead, or restore the bar in viewWillDisappear(_:)"
        ctx.report(Self.info, token: first.node.firstTokenIndex,
                   "viewWillAppear(_:) changes the navigation bar shared by every screen in the stack (\(names.joined(separator: ", "))) and never restores it, so the change leaks into the screens shown after this one; \(fix)")
    }

    static func isLiteral(_ e: Syntax, _ k: Keyword) -> Bool {
        e.kind == .literal && e.file.tokens[e.firstTokenIndex].keyword == k
    }

    /// Writes to the shared bar in `body`: `navigationController?.navigationBar.<style> = …`,
    /// through a local alias of the bar, and the style setters (`setBackgroundImage(…)`).
    static func barWrites(in body: Syntax) -> [Write] {
        // Locals bound to the shared bar: `guard let bar = navigationController?.navigationBar`.
        var aliases: Set<String> = []
        for d in body.descendants where d.kind == .binding || d.kind == .optionalBinding {
            if let v = d.children.first(where: { $0.kind != .typeRef && $0.kind != .attribute }),
               isSharedBar(v.comparisonKey), let n = d.name { aliases.insert(n) }
        }
        var out: [Write] = []
        for d in body.descendants {
            if d.kind == .assignment, let lhs = d.firstChild {
                if let p = styledProperty(lhs, aliases) { out.append(Write(node: d, property: p)) }
            } else if d.kind == .call, let c = d.callee, c.kind == .memberAccess, let n = c.name,
                      styleMethods.contains(n), let base = c.firstChild,
                      isSharedBar(base.comparisonKey) || aliases.contains(base.comparisonKey) {
                out.append(Write(node: d, property: n + "(…)"))
            }
        }
        return out
    }

    /// The bar properties the type's `callback` (and the helpers it calls) sets again: a
    /// set-on-appear, reset-on-disappear pair does not leak.
    static func restoredProperties(_ typeName: String, _ ctx: LintContext, in callback: String) -> Set<String> {
        let pairing = LifecyclePairing(functions: TypeMembers.functions(of: ctx.tree.typeDecls(named: typeName)))
        var out: Set<String> = []
        for b in pairing.disappearanceBodies(signature: callback, helperDepth: 1) {
            for w in barWrites(in: b) { out.insert(w.property) }
        }
        return out
    }

    static func representedControllers(_ tree: SyntaxTree) -> Set<String> {
        var out: Set<String> = []
        for i in 0..<tree.nodes.count where tree.nodes[i].kind == .funcDecl {
            let f = tree.node(i)
            guard f.nameIs("makeUIViewController") else { continue }
            if let t = f.child(.typeRef) { out.insert(TypeIndex.baseTypeName(t.text)) }
            if let b = f.body {
                for d in b.descendants(.call) {
                    if let c = d.callee, c.kind == .identifier, let n = c.name, n.first?.isUppercase == true { out.insert(n) }
                }
            }
        }
        return out
    }

    static func isSharedBar(_ key: String) -> Bool {
        key == "navigationController.navigationBar"
    }

    /// The styled property if `lhs` is `navigationController?.navigationBar.<style>…` or `<alias>.<style>…`.
    static func styledProperty(_ lhs: Syntax, _ aliases: Set<String>) -> String? {
        // Walk down to the member right after the bar.
        var chain: [Syntax] = []
        var cur: Syntax? = lhs
        while let c = cur, chain.count < 32 {
            chain.append(c)
            if c.kind == .memberAccess || c.kind == .subscriptCall { cur = c.firstChild } else { break }
        }
        for c in chain where c.kind == .memberAccess {
            guard let base = c.firstChild else { continue }
            let k = base.comparisonKey
            if isSharedBar(k) || aliases.contains(k) {
                guard let n = c.name, styleProperties.contains(n) else { return nil }
                return n
            }
        }
        return nil
    }
}
