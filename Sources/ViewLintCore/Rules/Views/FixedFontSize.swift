/// Fixed-size fonts on labels that never scale with Dynamic Type.
public final class FixedFontSizeRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "fixed_font_size", category: .views, group: .accessibility, severity: .info, framework: .uikit,
        summary: "A label gets a fixed-size font and never scales with Dynamic Type.")
    public static let triggers: RuleTriggers = .anyOf("font")
    public static let visits: [NodeKind] = []
    public init() {}

    static let fixedSizeMethods: Set<String> = ["systemFont", "boldSystemFont", "italicSystemFont",
                                                "monospacedDigitSystemFont", "monospacedSystemFont"]

    public func finish(_ ctx: LintContext) {
        let facts = ctx.objects(for: self)
        // A reported label gets a font: only the types that assign one are built.
        for g in facts.groups(spelling: ["font"]) {
            for o in g.objects {
                // `extension UIImageView { … }` helpers: `self` (and what hangs off it) is
                // whichever view a caller styles; locals the helper creates are its own.
                if g.isFrameworkExtension, !o.isRootedInBody { continue }
                let fonts = o.assignments("font").filter { !$0.viaLayer && !$0.isCompound }
                guard !fonts.isEmpty, !o.isOutlet, !g.isParameterRooted(o), let t = ViewLayerQueries.type(of: o, in: g),
                      facts.isKind(t, of: "UILabel") else { continue }
                if ViewLayerQueries.isSet(o, g, facts, ["adjustsFontForContentSizeCategory"], LayoutSyntax.notFalse) { continue }
                let name = o.isSelf ? "this label" : "'\(g.displayName(o))'"
                for a in fonts {
                    guard let v = a.value, let call = Self.firstFixedFont(v) else { continue }
                    if Self.sizeFollowsTextStyle(call, facts) { continue }
                    if let fn = a.function, Self.rendersIntoImage(o, in: fn, facts) { continue }
                    ctx.report(Self.info, token: LayoutSyntax.callToken(call),
                               "\(name) gets a fixed-size font and never adjusts for the user's text size; use UIFont.preferredFont(forTextStyle:) or UIFontMetrics.scaledFont(for:) with adjustsFontForContentSizeCategory = true")
                }
            }
        }
    }

    /// `systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize * 1.1)`, or a
    /// size taken from a local font descriptor of a text style: the size follows Dynamic Type.
    static func sizeFollowsTextStyle(_ call: Syntax, _ facts: ObjectModel) -> Bool {
        guard let size = (call.argument(labeled: "ofSize") ?? call.argument(labeled: "size"))?.argumentValue else { return false }
        var exprs = [size]
        for d in [size] + Array(size.descendants(.identifier)) where d.kind == .identifier {
            if let o = facts.object(of: d), o.isLocal {
                exprs.append(contentsOf: o.values.compactMap { $0.value })
            }
        }
        for e in exprs {
            for d in [e] + Array(e.descendants) where d.kind == .memberAccess || d.kind == .identifier {
                if let n = d.name, n.hasPrefix("preferredFont") { return true }
            }
        }
        return false
    }

    /// A label drawn into an image (`label.layer.render(in:)` / `draw(in:)`) in the same
    /// function: its size is part of the picture, not text for reading.
    static func rendersIntoImage(_ o: TypeObjects.Object, in fn: Syntax, _ facts: ObjectModel) -> Bool {
        guard let body = fn.body else { return false }
        for d in body.descendants(.memberAccess) where (d.nameIs("render") || d.nameIs("draw")) {
            guard let base = d.firstChild else { continue }
            let r = facts.keys(of: base)
            if r.viaLayer, r.keys.contains(o.key) { return true }
        }
        return false
    }

    /// The first fixed-size font call in a value, unless the value scales it with UIFontMetrics.
    static func firstFixedFont(_ v: Syntax) -> Syntax? {
        var first: Syntax?
        for d in [v] + Array(v.descendants(.call)) where d.kind == .call {
            guard let c = d.callee else { continue }
            if c.kind == .memberAccess, c.nameIs("scaledFont") { return nil }
            if first != nil { continue }
            if c.kind == .memberAccess, let n = c.name, fixedSizeMethods.contains(n), d.argument(labeled: "ofSize") != nil {
                if let b = c.firstChild, !(b.kind == .identifier && b.nameIs("UIFont")) { continue }
                first = d
            } else if c.kind == .identifier, c.nameIs("UIFont"), d.argument(labeled: "size") != nil, d.argument(labeled: "name") != nil {
                first = d
            }
        }
        return first
    }
}
