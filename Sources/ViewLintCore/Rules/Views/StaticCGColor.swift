/// Layer colours taken once from a dynamic UIColor in a type that never refreshes them.
public final class StaticCGColorRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "static_cgcolor", category: .views, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "A layer colour is set from a dynamic UIColor's cgColor in a type that never re-applies it when the appearance changes.")
    public static let triggers: RuleTriggers = .anyOf("cgColor")
    public static let visits: [NodeKind] = [.assignment]
    public init() {}

    static let layerColorProperties: Set<String> = ["borderColor", "shadowColor", "backgroundColor", "strokeColor", "fillColor", "colors"]

    /// Semantic system colours whose light and dark variants differ (accent colours such as
    /// `.systemBlue` are left out on purpose).
    static let semantic: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "placeholderText", "separator", "opaqueSeparator",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ]

    /// Callbacks UIKit runs again when the appearance changes (since iOS 13, with the new
    /// traits as `UITraitCollection.current`, so a dynamic colour read there resolves anew).
    /// `layoutSublayers(of:)` is the view's layer delegate hook that leads to `layoutSubviews`.
    static let appearanceCallbacks: Set<String> = [
        "layoutSubviews()", "draw(_:)", "updateConstraints()", "tintColorDidChange()", "layoutSublayers(of:)",
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "updateViewConstraints()",
    ]

    private var handledByType: [String: Bool] = [:]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let lhs = node.firstChild, let rhs = lhs.nextSibling,
              lhs.nameIs("borderColor") || lhs.nameIs("shadowColor") || lhs.nameIs("backgroundColor")
                || lhs.nameIs("strokeColor") || lhs.nameIs("fillColor") || lhs.nameIs("colors"),
              let name = lhs.name, let tok = lhs.nameToken else { return }
        guard lhs.kind == .memberAccess || lhs.kind == .identifier else { return }
        guard rhs.nameIs("cgColor") || rhs.descendants(.memberAccess).contains(where: { $0.nameIs("cgColor") })
        else { return }
        let facts = ctx.objects(for: self)
        var dynamic = false
        for d in [rhs] + Array(rhs.descendants(.memberAccess)) where d.kind == .memberAccess && d.nameIs("cgColor") {
            if let base = d.firstChild, Self.isDynamic(base, facts, depth: 0) { dynamic = true; break }
        }
        guard dynamic else { return }
        let g = facts.group(of: node)
        let typeName = g?.typeName ?? ""
        if let g {
            let handled: Bool
            if let h = handledByType[typeName] { handled = h } else {
                handled = Self.handlesTraitChanges(g)
                handledByType[typeName] = handled
            }
            if handled { return }
        }
        if let fn = ctx.enclosingFunction, Self.runsOnAppearanceChange(fn, g) { return }
        if Self.rerunsOnTraitChange(node, ctx) { return }
        // An override of a method of your own base class: the base decides when it runs,
        // typically from its own trait-change handler.
        if let fn = ctx.enclosingFunction, fn.hasModifier(.override), !typeName.isEmpty,
           let sup = ctx.index.superclass(of: typeName), KnownTypes.superclass[sup] == nil,
           ctx.index.isDeclaredClass(sup) { return }
        let handler = ctx.targetSupports(Version(17)) ? "a registerForTraitChanges handler" : "traitCollectionDidChange(_:)"
        ctx.report(Self.info, token: tok,
                   "\(name) is set from a dynamic colour's cgColor, which is resolved once and will not follow dark mode; re-apply it in \(handler) (or use a fixed colour)")
    }

    /// `registerForTraitChanges`, a `traitCollectionDidChange` override, or a style pinned with
    /// `overrideUserInterfaceStyle = .dark/.light`.
    static func handlesTraitChanges(_ g: TypeObjects) -> Bool {
        if g.methods["traitCollectionDidChange"] != nil { return true }
        for o in g.objects {
            if !o.uses("registerForTraitChanges").isEmpty { return true }
            for a in o.assignments("overrideUserInterfaceStyle") {
                if let v = a.value, v.kind == .memberAccess, v.nameIs("dark") || v.nameIs("light") { return true }
            }
        }
        return false
    }

    /// Code UIKit or SwiftUI re-runs when the appearance changes: `updateConfiguration(using:)`
    /// and `configurationUpdateHandler` closures (the configuration state carries the traits),
    /// and a representable's `updateUIView`/`updateUIViewController` (the environment's colour
    /// scheme is an input).
    static func rerunsOnTraitChange(_ node: Syntax, _ ctx: LintContext) -> Bool {
        if let fn = ctx.enclosingFunction,
           fn.nameIs("updateConfiguration") || fn.nameIs("updateUIView") || fn.nameIs("updateUIViewController") { return true }
        for c in ctx.closureStack {
            if let p = c.parent, p.kind == .assignment, let lhs = p.firstChild, lhs.nameIs("configurationUpdateHandler") { return true }
        }
        return false
    }

    /// The function is one of the callbacks UIKit re-runs on appearance changes, or one of the
    /// type's methods that such a callback calls.
    static func runsOnAppearanceChange(_ fn: Syntax, _ g: TypeObjects?) -> Bool {
        guard let name = fn.name else { return false }
        if fn.hasModifier(.override), appearanceCallbacks.contains(fn.functionSignature) { return true }
        guard let g else { return false }
        for methods in g.methods.values {
            for m in methods where m.hasModifier(.override) && appearanceCallbacks.contains(m.functionSignature) {
                guard let body = m.body else { continue }
                for d in body.descendants(.call) where d.calleeName == name {
                    if let c = d.callee, c.kind == .identifier || c.firstChild?.isSelf == true { return true }
                }
            }
        }
        return false
    }

    /// A semantic system colour, an asset colour, a dynamic provider, or a constant or local
    /// defined from one.
    static func isDynamic(_ e: Syntax, _ facts: ObjectModel, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        for n in [e] + Array(e.descendants) {
            switch n.kind {
            case .memberAccess:
                guard let name = n.name else { continue }
                let base = n.firstChild
                let onUIColor = base == nil || (base!.kind == .identifier && base!.nameIs("UIColor"))
                guard onUIColor else { continue }
                if semantic.contains(name) { return true }
                if let o = facts.group("UIColor")?[name], o.isStatic, let d = o.declaration,
                   isDynamic(d, facts, depth: depth + 1) { return true }
            case .call:
                guard let c = n.callee, c.kind == .identifier, c.nameIs("UIColor") else { continue }
                if n.argument(labeled: "named") != nil || n.argument(labeled: "dynamicProvider") != nil { return true }
                if n.arguments.contains(where: { $0.flags.contains(.trailing) }) { return true }
            case .identifier:
                guard let o = facts.object(of: n), !o.isSelf else { continue }
                for v in o.values {
                    if let val = v.value, isDynamic(val, facts, depth: depth + 1) { return true }
                }
            default:
                continue
            }
        }
        return false
    }
}
