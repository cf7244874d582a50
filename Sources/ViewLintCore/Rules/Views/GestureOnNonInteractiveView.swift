/// Gesture recognizers on labels and image views that never enable user interaction.
public final class GestureOnNonInteractiveViewRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "gesture_on_non_interactive_view", category: .views, group: .correctness, severity: .warning, framework: .uikit,
        summary: "A gesture recognizer is added to a UILabel or UIImageView whose user interaction is never enabled, so it never fires.")
    public static let triggers: RuleTriggers = .anyOf("addGestureRecognizer")
    public static let visits: [NodeKind] = []
    public init() {}

    public func finish(_ ctx: LintContext) {
        let facts = ctx.objects(for: self)
        // A reported view gets a gesture recognizer: only the types that add one are built.
        for g in facts.groups(spelling: ["addGestureRecognizer"]) {
            for o in g.objects {
                // `extension UIImageView { … }` helpers: `self` (and what hangs off it) is
                // whichever view a caller styles; locals the helper creates are its own.
                if g.isFrameworkExtension, !o.isRootedInBody { continue }
                let adds = o.uses("addGestureRecognizer").filter { !$0.viaLayer }
                guard !adds.isEmpty, !o.isOutlet, !g.isParameterRooted(o), let t = ViewLayerQueries.type(of: o, in: g) else { continue }
                let kind: String
                if facts.isKind(t, of: "UILabel") { kind = "UILabel" }
                else if facts.isKind(t, of: "UIImageView") { kind = "UIImageView" }
                else { continue }
                if ViewLayerQueries.isSet(o, g, facts, ["isUserInteractionEnabled"], LayoutSyntax.notFalse) { continue }
                let name = o.isSelf ? "this \(kind)" : "'\(g.displayName(o))' (a \(kind))"
                for a in adds {
                    ctx.report(Self.info, token: LayoutSyntax.callToken(a.node),
                               "\(name) gets a gesture recognizer but isUserInteractionEnabled is never set to true, so it never receives touches; set isUserInteractionEnabled = true")
                }
            }
        }
    }
}
