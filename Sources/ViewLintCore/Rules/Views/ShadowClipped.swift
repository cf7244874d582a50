/// A view or layer that casts a shadow and also clips to its bounds.
public final class ShadowClippedRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "shadow_clipped", category: .views, group: .correctness, severity: .warning, framework: .uikit,
        summary: "A view or layer gets a shadow and also clips to its bounds, which cuts the shadow off.")
    public static let triggers: RuleTriggers = .anyOf("shadowOpacity")
    public static let visits: [NodeKind] = []
    public init() {}

    public func finish(_ ctx: LintContext) {
        let facts = ctx.objects(for: self)
        // A reported object gets a shadow opacity: only the types that assign one are built.
        for g in facts.groups(spelling: ["shadowOpacity"]) {
            for o in g.objects {
                let shadows = ViewLayerQueries.layerShadowOpacities(o, g, facts).filter { LayoutSyntax.nonZero($0.value) }
                guard !shadows.isEmpty else { continue }
                let clips = ViewLayerQueries.clipAssignments(o)
                // Clipping switched off somewhere too: the type toggles between the two looks
                // (or its helpers style different views), it does not combine them.
                if clips.contains(where: { LayoutSyntax.isFalse($0.value) }) { continue }
                for clip in clips where LayoutSyntax.isTrue(clip.value) {
                    // In `extension UIView` helpers, `self` is a different view per call.
                    if g.isFrameworkExtension, !shadows.contains(where: { $0.function == clip.function }) { continue }
                    let name = o.isSelf ? "this view" : "'\(g.displayName(o))'"
                    let what = ctx.file.text(ctx.file.tokens[clip.nameToken])
                    ctx.report(Self.info, token: clip.nameToken,
                               "\(name) gets a shadow but \(what) = true clips it off; put the shadow on an outer container view that does not clip and clip an inner view instead")
                }
            }
        }
    }
}
