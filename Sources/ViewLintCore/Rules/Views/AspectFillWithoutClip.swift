/// `.scaleAspectFill` on an image view that the type never clips.
public final class AspectFillWithoutClip: Rule {
    public static let info = RuleInfo(
        id: "aspect_fill_without_clip", category: .views, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "An image view uses .scaleAspectFill but never clips to its bounds, so the image draws outside its frame.")
    public static let visits: [NodeKind] = []
    public init() {}

    public func finish(_ ctx: LintContext) {
        guard FileFacts.mentions(ctx, .scaleAspectFill) else { return }
        let facts = FileFacts.of(ctx)
        for (_, g) in facts.types {
            for (_, o) in g.objects {
                // `extension UIImageView { … }` helpers: `self` (and what hangs off it) is
                // whichever view a caller styles; locals the helper creates are its own.
                if g.isFrameworkExtension, !o.key.hasPrefix("@") { continue }
                let modes = o.assignments("contentMode").filter { !$0.viaLayer && Self.fills($0.value) }
                guard !modes.isEmpty, !o.isOutlet, !g.isParameterRooted(o.key), let t = ViewLayerFacts.type(of: o, in: g),
                      facts.isKind(t, of: "UIImageView") else { continue }
                if ViewLayerFacts.isSet(o, g, facts, ["clipsToBounds", "masksToBounds"], LayoutSyntax.notFalse) { continue }
                if Self.superviewClips(o, g, facts) { continue }
                if Self.isIcon(o) { continue }
                let name = o.key == "self" ? "this image view" : "'\(g.displayName(o))'"
                for m in modes {
                    ctx.report(Self.info, token: m.nameToken,
                               "\(name) uses .scaleAspectFill but never clips, so the image spills outside its frame; set clipsToBounds = true")
                }
            }
        }
    }

    static func fills(_ v: Syntax?) -> Bool {
        guard let v else { return false }
        for b in LayoutSyntax.branches(v) where b.kind == .memberAccess && b.nameIs("scaleAspectFill") { return true }
        return false
    }

    /// A symbol or tinted template image: sized by its glyph, not cropped photo content.
    static func isIcon(_ o: ObjectFacts.Object) -> Bool {
        if !o.assignments("preferredSymbolConfiguration").isEmpty || !o.assignments("tintColor").isEmpty { return true }
        var images = o.assignments("image").compactMap { $0.value }
        for v in o.values { if let val = v.value { images.append(val) } }
        for img in images {
            for d in [img] + Array(img.descendants) where d.kind == .call {
                if d.argument(labeled: "systemName") != nil { return true }
            }
        }
        return false
    }

    /// Added to a superview that the same type clips.
    static func superviewClips(_ o: ObjectFacts.Object, _ g: ObjectFacts, _ facts: FileFacts) -> Bool {
        for (_, parent) in o.addedAsSubview {
            guard let p = parent, let po = g[p] else { continue }
            if ViewLayerFacts.clipAssignments(po).contains(where: { LayoutSyntax.isTrue($0.value) }) { return true }
        }
        return false
    }
}
