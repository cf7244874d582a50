/// Fixed-size fonts on labels that never scale with Dynamic Type.
public final class FixedFontSize: Rule {
    public static let info = RuleInfo(
        id: "fixed_font_size", category: .views, severity: .info, enabledByDefault: false,
        summary: "A label gets a fixed-size font and never scales with Dynamic Type.")
    public static let visits: [NodeKind] = []
    public init() {}

    static let fixedSizeMethods: Set<String> = ["systemFont", "boldSystemFont", "italicSystemFont",
                                                "monospacedDigitSystemFont", "monospacedSystemFont"]

    public func finish(_ ctx: LintContext) {
        let facts = FileFacts.of(ctx)
        for (_, g) in facts.types {
            for (_, o) in g.objects {
                let fonts = o.assignments("font").filter { !$0.viaLayer && !$0.isCompound }
                guard !fonts.isEmpty, !o.isOutlet, let t = ViewLayerFacts.type(of: o, in: g),
                      facts.isKind(t, of: "UILabel") else { continue }
                if ViewLayerFacts.isSet(o, g, facts, ["adjustsFontForContentSizeCategory"], LayoutSyntax.notFalse) { continue }
                let name = o.key == "self" ? "this label" : "'\(g.displayName(o))'"
                for a in fonts {
                    guard let v = a.value, let call = Self.firstFixedFont(v) else { continue }
                    ctx.report(Self.info, token: LayoutSyntax.callToken(call),
                               "\(name) gets a fixed-size font and never adjusts for the user's text size; use UIFont.preferredFont(forTextStyle:) or UIFontMetrics.scaledFont(for:) with adjustsFontForContentSizeCategory = true")
                }
            }
        }
    }

    /// The first fixed-size font call in a value, unless the value scales it with UIFontMetrics.
    static func firstFixedFont(_ v: Syntax) -> Syntax? {
        var first: Syntax?
        for d in [v] + Array(v.descendants) where d.kind == .call {
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
