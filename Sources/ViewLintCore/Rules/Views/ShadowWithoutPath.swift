/// A layer given a visible shadow whose shadowPath the type never sets.
public final class ShadowWithoutPath: Rule {
    public static let info = RuleInfo(
        id: "shadow_without_path", category: .views, severity: .info,
        summary: "A layer gets a shadow without a shadowPath, so Core Animation computes its shape offscreen every frame.")
    public static let visits: [NodeKind] = []
    public init() {}

    public func finish(_ ctx: LintContext) {
        let facts = FileFacts.of(ctx)
        for (_, g) in facts.types {
            for (_, o) in g.objects {
                guard let first = ViewLayerFacts.layerShadowOpacities(o, g, facts)
                    .filter({ LayoutSyntax.nonZero($0.value) }).min(by: { $0.node.index < $1.node.index }) else { continue }
                if ViewLayerFacts.isSet(o, g, facts, ["shadowPath"], { _ in true }) { continue }
                let name = o.key == "self" ? "this view's layer" : "'\(g.displayName(o))'"
                ctx.report(Self.info, token: first.nameToken,
                           "\(name) gets a shadow but never a shadowPath, so Core Animation renders the shadow offscreen every frame; set layer.shadowPath (for example in layoutSubviews)")
            }
        }
    }
}
