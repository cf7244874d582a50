/// Styling the navigation bar shared by the whole stack from `viewWillAppear`.
public final class AppearanceInWillAppear: Rule {
    public static let info = RuleInfo(
        id: "appearance_in_will_appear", category: .lifecycle, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "viewWillAppear styles the shared navigation bar; use navigationItem appearances instead.")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    static let styleProperties: Set<String> = [
        "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance",
        "barTintColor", "tintColor", "titleTextAttributes", "largeTitleTextAttributes", "shadowImage",
        "backIndicatorImage", "backIndicatorTransitionMaskImage", "isTranslucent", "barStyle",
        "backgroundColor", "prefersLargeTitles",
    ]
    static let styleMethods: Set<String> = ["setBackgroundImage", "setTitleVerticalPositionAdjustment"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.lcOverrideSignature == "viewWillAppear(_:)", let body = node.body,
              LC.isViewController(node.owningType, ctx) else { return }
        // Locals bound to the shared bar: `guard let bar = navigationController?.navigationBar`.
        var aliases: Set<String> = []
        for d in body.descendants where d.kind == .binding || d.kind == .optionalBinding {
            if let v = d.children.first(where: { $0.kind != .typeRef && $0.kind != .attribute }),
               Self.isSharedBar(v.lcKey), let n = d.name { aliases.insert(n) }
        }
        for d in body.descendants {
            let target: Syntax
            let prop: String
            if d.kind == .assignment, let lhs = d.firstChild {
                guard let p = Self.styledProperty(lhs, aliases) else { continue }
                target = lhs; prop = p
            } else if d.kind == .call, let c = d.callee, c.kind == .memberAccess, let n = c.name,
                      Self.styleMethods.contains(n), let base = c.firstChild,
                      Self.isSharedBar(base.lcKey) || aliases.contains(base.lcKey) {
                target = d; prop = n + "(…)"
            } else { continue }
            ctx.report(Self.info, token: target.firstTokenIndex,
                       "viewWillAppear(_:) styles the navigation bar shared by every screen in the stack (\(prop)), so the style leaks and flickers on back swipes; configure navigationItem.standardAppearance/scrollEdgeAppearance in viewDidLoad instead")
        }
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
            let k = base.lcKey
            if isSharedBar(k) || aliases.contains(k) {
                guard let n = c.name, styleProperties.contains(n) else { return nil }
                return n
            }
        }
        return nil
    }
}
