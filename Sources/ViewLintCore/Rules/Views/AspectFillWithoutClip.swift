/// `.scaleAspectFill` on an image view that the type never clips.
public final class AspectFillWithoutClipRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "aspect_fill_without_clip", category: .views, group: .pedantic, severity: .warning, framework: .uikit,
        summary: "An image view uses .scaleAspectFill but never clips to its bounds, so the image draws outside its frame.")
    public static let triggers: RuleTriggers = .anyOf("scaleAspectFill")
    public static let visits: [NodeKind] = []
    public init() {}

    public func finish(_ ctx: LintContext) {
        let facts = ctx.objects(for: self)
        // A reported view gets a content mode: only the types that assign one are built.
        for g in facts.groups(spelling: ["contentMode"]) {
            for o in g.objects {
                // `extension UIImageView { … }` helpers: `self` (and what hangs off it) is
                // whichever view a caller styles; locals the helper creates are its own.
                if g.isFrameworkExtension, !o.isRootedInBody { continue }
                let modes = o.assignments("contentMode").filter { !$0.viaLayer && Self.fills($0.value) }
                guard !modes.isEmpty, !o.isOutlet, !g.isParameterRooted(o), let t = ViewLayerQueries.type(of: o, in: g),
                      facts.isKind(t, of: "UIImageView") else { continue }
                if ViewLayerQueries.isSet(o, g, facts, ["clipsToBounds", "masksToBounds"], LayoutSyntax.notFalse) { continue }
                if Self.superviewClips(o) { continue }
                if Self.isIcon(o) { continue }
                if Self.isHandedToContainer(o) { continue }
                if Self.showsOnlyFixedAsset(o, g) { continue }
                let name = o.isSelf ? "this image view" : "'\(g.displayName(o))'"
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
    static func isIcon(_ o: TypeObjects.Object) -> Bool {
        if !o.assignments("preferredSymbolConfiguration").isEmpty || !o.assignments("tintColor").isEmpty { return true }
        var images = o.assignments("image").compactMap { $0.value }
        for v in o.values { if let val = v.value { images.append(val) } }
        for img in images {
            for d in [img] + Array(img.descendants(.call)) where d.kind == .call {
                if d.argument(labeled: "systemName") != nil { return true }
            }
        }
        return false
    }

    /// Never added to a view here, but handed to a method of another object
    /// (`zoomableView.replaceContentView(imageView)`): that object places and sizes it.
    static func isHandedToContainer(_ o: TypeObjects.Object) -> Bool {
        guard o.addedAsSubview.isEmpty, o.arranged.isEmpty else { return false }
        for call in o.passedTo {
            guard let callee = call.callee, callee.kind == .memberAccess, let receiver = callee.firstChild,
                  let path = receiver.memberPath, let first = path.first else { continue }
            // A type's API (`UIView.transition(with:)`) does not lay the view out; nor does self.
            if first.first?.isUppercase == true { continue }
            if path == ["self"] { continue }
            return true
        }
        return false
    }

    /// Every image the type gives the view is a fixed bundled asset (`UIImage(named: "…")`,
    /// `UIImage(resource:)`, `#imageLiteral`, a static constant such as SwiftGen's
    /// `Asset.Onboarding.hills.image`), and nothing loads another one into it: the artwork and
    /// its frame are what the designer sees on every run, so a spill is deliberate or absent.
    /// Not for rounded views (`cornerRadius`), whose corners need the clip.
    static func showsOnlyFixedAsset(_ o: TypeObjects.Object, _ g: TypeObjects) -> Bool {
        // A rounded image view relies on clipping for its corners: not a matter of artwork.
        if !o.assignments("cornerRadius").isEmpty { return false }
        var images: [Syntax] = o.assignments("image").compactMap { $0.value }
        for v in o.values {
            guard let val = v.value else { continue }
            var e = val
            if e.kind == .postfixOperator, let f = e.firstChild { e = f }
            guard e.kind == .call else { return false }
            if let img = e.argument(labeled: "image")?.argumentValue { images.append(img) }
        }
        guard !images.isEmpty, images.allSatisfy(isFixedAsset) else { return false }
        // Someone else may set the image (`loader.load(into: imageView)`), or a loader on it
        // may (`imageView.sd_setImage(with:)`, `imageView.af.setImage(withURL:)`).
        if !o.passedTo.isEmpty { return false }
        func loads(_ name: String) -> Bool {
            let n = name.lowercased()
            return n.containsBytes("image") || n.hasPrefix("load")
        }
        if o.calledMethods.contains(where: loads) { return false }
        for other in g.objects where other.isPath(below: o) && other.calledMethods.contains(where: loads) { return false }
        return true
    }

    static func isFixedAsset(_ e: Syntax) -> Bool {
        var e = e
        while e.kind == .postfixOperator || e.kind == .tryExpr, let f = e.firstChild { e = f }
        switch e.kind {
        case .memberAccess:
            // A static constant: `Asset.Welcome.cloud.image`, `UIImage.logo`.
            guard let p = e.memberPath, p.count >= 2, let first = p.first?.first, first.isUppercase else { return false }
            return true
        case .call:
            guard let callee = e.callee, callee.kind == .identifier, callee.nameIs("UIImage") else { return false }
            if let named = e.argument(labeled: "named")?.argumentValue { return named.kind == .stringLiteral }
            if e.argument(labeled: "resource") != nil { return true }
            if let n = e.argument(labeled: "imageLiteralResourceName")?.argumentValue { return n.kind == .stringLiteral }
            return false
        case .macroExpansion:
            return e.text.hasPrefix("#imageLiteral")
        default:
            return false
        }
    }

    /// Added to a superview that the same type clips.
    static func superviewClips(_ o: TypeObjects.Object) -> Bool {
        for (_, parent) in o.addedAsSubview {
            guard let po = parent else { continue }
            if ViewLayerQueries.clipAssignments(po).contains(where: { LayoutSyntax.isTrue($0.value) }) { return true }
        }
        return false
    }
}
