/// A layer given a visible shadow whose shadowPath the type never sets.
public final class ShadowWithoutPathRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "shadow_without_path", category: .views, group: .pedantic, severity: .info, framework: .uikit,
        summary: "A layer gets a shadow without a shadowPath, so Core Animation computes its shape offscreen every frame.")
    public static let triggers: RuleTriggers = .anyOf("shadowOpacity")
    public static let visits: [NodeKind] = []
    public init() {}

    public func finish(_ ctx: LintContext) {
        let facts = ctx.objects(for: self)
        // A reported object gets a shadow opacity: only the types that assign one are built.
        for g in facts.groups(spelling: ["shadowOpacity"]) {
            for o in g.objects {
                // `extension UIView { func dropShadow() }`: the helper cannot know the caller's shape.
                if g.isFrameworkExtension, !o.isRootedInBody { continue }
                guard let first = ViewLayerQueries.layerShadowOpacities(o, g, facts)
                    .filter({ LayoutSyntax.nonZero($0.value) }).min(by: { $0.node.index < $1.node.index }) else { continue }
                // A view handed in as a parameter: its shape and size belong to the caller.
                if g.isParameterRooted(o) { continue }
                if ViewLayerQueries.isSet(o, g, facts, ["shadowPath"], { _ in true }) { continue }
                // Rasterized layers render the shadow once and reuse the bitmap.
                if o.assignments("shouldRasterize").contains(where: { LayoutSyntax.notFalse($0.value) }) { continue }
                let type = ViewLayerQueries.type(of: o, in: g)
                // The shadow of an image or an icon follows its pixels; a path cannot describe it.
                if facts.isKind(type, of: "UIImageView") { continue }
                if facts.isKind(type, of: "UIButton"), !Self.hasBox(o) { continue }
                let name = o.isSelf ? "this view's layer" : "'\(g.displayName(o))'"
                if facts.isKind(type, of: "UILabel"), !Self.hasBox(o) {
                    ctx.report(Self.info, token: first.nameToken,
                               "\(name) gets a layer shadow that Core Animation traces from the text offscreen every frame; for a text shadow use an NSShadow in attributedText (or UILabel.shadowColor/shadowOffset)")
                    continue
                }
                ctx.report(Self.info, token: first.nameToken,
                           "\(name) gets a shadow but never a shadowPath, so Core Animation renders the shadow offscreen every frame; set layer.shadowPath (for example in layoutSubviews)")
            }
        }
    }

    /// The view has a filled or rounded box (a background colour or corner radius), so its
    /// shadow has a shape a path can describe.
    static func hasBox(_ o: TypeObjects.Object) -> Bool {
        for a in o.assignments("backgroundColor") {
            guard let v = a.value else { continue }
            if v.kind == .literal { continue } // nil
            if v.kind == .memberAccess, v.nameIs("clear") { continue }
            return true
        }
        return !o.assignments("cornerRadius").isEmpty
    }
}
