/// Navigation bars styled through the pre-iOS 13 properties instead of UINavigationBarAppearance.
public final class LegacyBarStylingRule: Rule {
    public static let info = RuleInfo(
        id: "legacy_bar_styling", category: .navigation, group: .modernization, severity: .info, framework: .uikit,
        summary: "A navigation bar is styled with barTintColor/isTranslucent/setBackgroundImage/shadowImage instead of UINavigationBarAppearance.")
    public static let visits: [NodeKind] = [.assignment, .call]
    public init() {}

    static let properties: Set<String> = ["barTintColor", "isTranslucent", "shadowImage"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        let target: Syntax
        let what: String
        if node.kind == .assignment {
            guard let lhs = node.firstChild, lhs.kind == .memberAccess, let n = lhs.name, Self.properties.contains(n),
                  let base = lhs.firstChild else { return }
            target = lhs; what = n
            guard isNavigationBar(base, ctx) else { return }
        } else {
            guard node.calleeNameIs("setBackgroundImage"), let c = node.callee, c.kind == .memberAccess,
                  let base = c.firstChild else { return }
            target = c; what = "setBackgroundImage(_:for:)"
            guard isNavigationBar(base, ctx) else { return }
        }
        guard ctx.targetSupports(Version(13)), !node.isInLegacyAvailabilityBranch(below: Version(13)) else { return }
        ctx.report(Self.info, token: target.nameToken ?? node.firstTokenIndex,
                   "\(what) styles the navigation bar through the legacy API; configure a UINavigationBarAppearance and assign it to all four appearance slots")
    }

    /// `navigationController?.navigationBar`, a navigation controller's own `navigationBar`,
    /// `UINavigationBar.appearance()`, or a local/property holding a `UINavigationBar`.
    func isNavigationBar(_ e: Syntax, _ ctx: LintContext) -> Bool {
        switch e.kind {
        case .memberAccess:
            guard e.nameIs("navigationBar"), let base = e.firstChild else { return false }
            if base.isSelf { return selfNavigationBar(e, ctx) }
            // `x.navigationBar`: a navigation controller's bar unless x is a project view.
            if let tn = ExpressionTypes.receiverTypeName(base, ctx.bindings), ctx.index.role(of: tn).isView { return false }
            return true
        case .identifier:
            guard let n = e.name else { return false }
            if n == "navigationBar" {
                if let d = ctx.bindings.declaration(of: n, at: e), d.kind != .storedProperty {
                    return declIsBar(d, ctx)
                }
                return selfNavigationBar(e, ctx)
            }
            guard let d = ctx.bindings.declaration(of: n, at: e) else { return false }
            return declIsBar(d, ctx)
        case .call:
            let p = e.calleePath
            return p.count == 2 && p[0] == "UINavigationBar" && p[1].hasPrefix("appearance")
        default:
            return false
        }
    }

    private func selfNavigationBar(_ e: Syntax, _ ctx: LintContext) -> Bool {
        guard let td = e.nearestAncestor(.typeDecl), let tn = td.typeName else { return false }
        if let d = ctx.bindings.member("navigationBar", ofTypeAt: td) { return declIsBar(d, ctx) }
        return ctx.index.inherits(tn, from: "UINavigationController")
            || (ctx.index.role(of: tn) == .viewController && tn.hasSuffix("NavigationController"))
    }

    private func declIsBar(_ d: Bindings.Declaration, _ ctx: LintContext) -> Bool {
        if let t = d.typeText, let n = ExpressionTypes.typeName(t) { return n == "UINavigationBar" || ctx.index.inherits(n, from: "UINavigationBar") }
        guard let v = d.value else { return false }
        if let n = ExpressionTypes.exprTypeName(v) { return n == "UINavigationBar" || ctx.index.inherits(n, from: "UINavigationBar") }
        var inner = v
        if inner.kind == .sequence, let f = inner.firstChild { inner = f }
        if inner.kind == .memberAccess && inner.nameIs("navigationBar") { return true }
        if inner.kind == .call {
            let p = inner.calleePath
            return p.count == 2 && p[0] == "UINavigationBar" && p[1].hasPrefix("appearance")
        }
        return false
    }
}
