/// An image-only control with no accessibility label: a `UIButton` given an image and never a
/// title or label, or a SwiftUI `Button` whose label is only an `Image`.
public final class MissingAccessibilityLabelRule: Rule {
    public static let info = RuleInfo(
        id: "missing_accessibility_label", category: .views, group: .accessibility, severity: .warning, framework: .any,
        summary: "A button shows only an image and has no accessibility label, so VoiceOver cannot say what it does.")
    public static let visits: [NodeKind] = [.call]
    public static var triggers: RuleTriggers { .anyOf("Button", "UIButton") }
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee else { return }
        if callee.kind == .identifier, callee.nameIs("Button") {
            checkSwiftUI(node, ctx)
        } else if Self.isUIButtonConstruction(node) {
            checkUIKit(node, ctx)
        }
    }

    // MARK: SwiftUI

    /// Modifiers that give a view (or the element around it) a label, or hide it.
    static let labelling: Set<String> = [
        "accessibilityLabel", "accessibilityHidden", "accessibilityRepresentation", "accessibilityElement",
        "accessibilityChildren",
    ]

    /// Whether the modifier call `call`, named `name`, labels or hides the view. The deprecated
    /// `.accessibility(…)` does so only with its `label:` or `hidden:` argument: the parser
    /// knows the labels, and `.accessibility(identifier:)` names nothing for VoiceOver.
    static func labels(_ call: Syntax, named name: String) -> Bool {
        if labelling.contains(name) { return true }
        guard name == "accessibility" else { return false }
        return call.argument(labeled: "label") != nil || call.argument(labeled: "hidden") != nil
    }

    private func checkSwiftUI(_ button: Syntax, _ ctx: LintContext) {
        let args = button.arguments
        // `Button("Save") { … }`, `Button(title, systemImage:)`, `Button(action:) { Text(…) }`.
        if let first = args.first, first.name == nil, first.argumentValue?.kind != .closure { return }
        guard let label = Self.labelClosure(args) else { return }
        let stmts = SwiftUITree.statements(label)
        guard stmts.count == 1, let only = stmts.first, only.kind == .call else { return }
        guard let image = SwiftUITree.chainRoot(of: only), image.kind == .call,
              SwiftUITree.constructorName(image) == "Image" else { return }
        // `Image(decorative:)` is hidden from VoiceOver on purpose.
        if image.argument(labeled: "decorative") != nil { return }
        // SF Symbols for standard actions come with a built-in VoiceOver label that names
        // the action ("xmark" is read "Close", "trash" "Delete").
        if Self.hasStandardSymbolLabel(image) { return }
        // A button style that draws its own title (`.buttonStyle(CardStyle(title: "Share"))`).
        if Self.styleDrawsTitle(from: button) { return }
        if Self.hasLabellingModifier(from: image, upTo: only) { return }
        if Self.labelledAround(button) { return }
        if Self.isInPreview(button) { return }
        ctx.report(Self.info, token: button.firstTokenIndex,
                   "This Button's label is only an Image, so VoiceOver reads the image's name (or just 'button') instead of what it does; use Label(\"…\", systemImage:) with .labelStyle(.iconOnly), or add .accessibilityLabel(…)")
    }

    /// The closure that builds the label: `label:`, or the trailing closure after `action:`.
    static func labelClosure(_ args: [Syntax]) -> Syntax? {
        if let l = args.first(where: { $0.nameIs("label") }) { return l.argumentValue.flatMap { $0.kind == .closure ? $0 : nil } }
        guard args.contains(where: { $0.nameIs("action") }) else { return nil }
        let trailing = args.filter { $0.flags.contains(.trailing) && $0.name == nil }
        guard trailing.count == 1 else { return nil }
        return trailing[0].argumentValue.flatMap { $0.kind == .closure ? $0 : nil }
    }

    /// Base names of SF Symbols whose built-in accessibility label names a standard action.
    static let standardSymbols: Set<String> = [
        "xmark", "plus", "minus", "trash", "square.and.arrow.up", "gear", "gearshape", "pencil", "info",
        "questionmark", "arrow.clockwise", "play", "pause", "forward", "backward", "ellipsis", "magnifyingglass",
        "chevron.left", "chevron.backward", "delete.backward",
    ]

    /// `Image(systemName: "xmark.circle.fill")`, `Image(systemSymbol: .trash)`, or a ternary
    /// between two such names.
    static func hasStandardSymbolLabel(_ image: Syntax) -> Bool {
        guard let arg = image.argument(labeled: "systemName") ?? image.argument(labeled: "systemSymbol"),
              let v = arg.argumentValue else { return false }
        var names: [String] = []
        func collect(_ e: Syntax) -> Bool {
            if let s = CodeFlow.stringValue(e) { names.append(s); return true }
            if e.kind == .memberAccess, e.firstChild == nil, let n = e.name { names.append(dotted(n)); return true }
            return false
        }
        if v.kind == .ternary {
            // `cond ? "a" : "b"`: both branches.
            let parts = Array(v.children)
            guard parts.count == 3, collect(parts[1]), collect(parts[2]) else { return false }
        } else if !collect(v) {
            return false
        }
        return !names.isEmpty && names.allSatisfy { standardSymbols.contains(baseSymbol($0)) }
    }

    /// `xmarkCircleFill` (SFSafeSymbols) → `xmark.circle.fill`.
    static func dotted(_ camel: String) -> String {
        var out = ""
        for ch in camel {
            if ch.isUppercase { out.append("."); out.append(contentsOf: ch.lowercased()) } else { out.append(ch) }
        }
        return out
    }

    /// `xmark.circle.fill` → `xmark`: drops the shape and fill variants.
    static func baseSymbol(_ name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        while parts.count > 1, let last = parts.last, ["fill", "circle", "square"].contains(last) { parts.removeLast() }
        return parts.joined(separator: ".")
    }

    /// `.buttonStyle(S(title: …))` or `.buttonStyle(S("…"))` on the button: the style draws a
    /// text label of its own.
    static func styleDrawsTitle(from button: Syntax) -> Bool {
        var cur = button
        var steps = 0
        while steps < SwiftUITree.chainWalkLimit, let next = SwiftUITree.nextModifier(after: cur) {
            steps += 1
            if SwiftUITree.modifierNameIs(next, "buttonStyle"), let style = next.arguments.first?.argumentValue,
               style.kind == .call {
                for a in style.arguments {
                    if a.nameIs("title") || a.nameIs("label") || a.nameIs("text") { return true }
                    if a.name == nil, a.argumentValue?.kind == .stringLiteral { return true }
                }
            }
            cur = next
        }
        return false
    }

    /// `#Preview { … }` or a `PreviewProvider`: sample UI, never shipped.
    static func isInPreview(_ node: Syntax) -> Bool {
        for a in node.ancestors {
            if a.kind == .macroExpansion, a.nameIs("#Preview") { return true }
            if a.kind == .typeDecl, a.inheritedNames.contains("PreviewProvider") { return true }
        }
        return false
    }

    /// A labelling modifier in the chain from `inner` up to `outer` (inclusive).
    static func hasLabellingModifier(from inner: Syntax, upTo outer: Syntax) -> Bool {
        var cur = inner
        var steps = 0
        while cur != outer, steps < SwiftUITree.chainWalkLimit, let next = SwiftUITree.nextModifier(after: cur) {
            steps += 1
            if let n = SwiftUITree.modifierName(next), labels(next, named: n) || n == "help" { return true }
            cur = next
        }
        return false
    }

    /// The button itself, or a view around it in the same body, gets a label or is hidden.
    static func labelledAround(_ button: Syntax) -> Bool {
        var steps = 0
        for a in button.ancestors {
            steps += 1
            if steps > SwiftUITree.ancestorWalkLimit || a.kind == .funcDecl || a.kind == .typeDecl || a.kind == .accessor { break }
            guard a.kind == .call, let c = a.callee, c.kind == .memberAccess, let base = c.firstChild, base.contains(button),
                  let n = c.name else { continue }
            if labels(a, named: n) { return true }
            // `.help("…")` on the button itself: its text is the accessibility hint.
            if n == "help", SwiftUITree.chainRoot(of: a) == button { return true }
        }
        return false
    }

    // MARK: UIKit

    static func isUIButtonConstruction(_ call: Syntax) -> Bool {
        guard let c = call.callee else { return false }
        if c.kind == .identifier { return c.nameIs("UIButton") }
        if c.kind == .memberAccess, let b = c.firstChild, b.kind == .identifier, b.nameIs("UIButton") {
            return c.nameIs("init") || c.nameIs("systemButton")
        }
        return false
    }

    /// Member names that give the button a title or a label, or take it out of VoiceOver.
    static let titled: Set<String> = [
        "setTitle", "setAttributedTitle", "title", "attributedTitle", "titleLabel", "accessibilityLabel",
        "accessibilityAttributedLabel", "isAccessibilityElement", "accessibilityElementsHidden", "accessibilityUserInputLabels",
        "subtitle", "attributedSubtitle", "setAccessibilityLabel",
    ]
    /// Button types that come with their own label.
    static let labelledTypes: Set<String> = ["close", "infoLight", "infoDark", "detailDisclosure", "contactAdd"]

    private func checkUIKit(_ call: Syntax, _ ctx: LintContext) {
        let labels = call.arguments.map { $0.name }
        if labels.contains("primaryAction") { return }
        if let t = call.argument(labeled: "type")?.argumentValue, let n = t.name, Self.labelledTypes.contains(n) { return }
        let factoryImage = call.calleeNameIs("systemButton") && call.argument(labeled: "with") != nil
        // Where the button is kept: `let b = UIButton(…)` (local or property) or a lazy
        // property whose closure builds and returns it.
        var top = call
        while let p = top.parent, p.kind == .tryExpr { top = p }
        guard let binding = top.parent, binding.kind == .binding, let local = binding.name else { return }
        var scopes: [(name: String, root: Syntax, viaSelf: Bool)] = []
        let isProperty = binding.parent?.parent?.kind == .memberBlock
        if isProperty {
            for part in CodeFlow.typeParts(around: binding) { scopes.append((local, part, true)) }
        } else {
            let root = CodeFlow.functionRoot(of: binding)
            scopes.append((local, root, false))
            // `lazy var b: UIButton = { let b = UIButton(); …; return b }()`.
            if root.kind == .binding, let property = root.name,
               let closure = root.initializer.flatMap({ $0.kind == .call ? $0.callee : nil }), closure.kind == .closure,
               closure.descendants(.returnStmt).contains(where: { $0.firstChild?.name == local }) {
                for part in CodeFlow.typeParts(around: root) { scopes.append((property, part, true)) }
            }
        }
        // The view around it is the accessibility element (an adjustable stepper), so VoiceOver
        // never visits the button.
        if Self.typeIsAccessibilityElement(CodeFlow.typeParts(around: call)) { return }
        let isLazyBuilder = scopes.count > 1
        var image = factoryImage
        var configurations: [String] = []
        if let cfg = call.argument(labeled: "configuration")?.argumentValue, cfg.kind == .identifier, let n = cfg.name { configurations.append(n) }
        for s in scopes {
            for d in s.root.descendants(.identifier) where d.name == s.name {
                // `button.member…`; any other use hands the button on (added to the
                // hierarchy is fine, anything else may label it elsewhere).
                guard let p = d.parent, p.kind == .memberAccess, p.firstChild == d, let member = p.name else {
                    if Self.isHierarchyArgument(d) || Self.isBindingName(d) { continue }
                    // `return button` from the closure that builds a lazy property.
                    if isLazyBuilder, d.parent?.kind == .returnStmt { continue }
                    return
                }
                if Self.titled.contains(member) { return }
                if member == "setImage" || member == "setBackgroundImage" { image = true }
                if member == "configuration" {
                    // `button.configuration = cfg` / `button.configuration?.image = …`.
                    if let outer = p.parent, outer.kind == .memberAccess, outer.firstChild == p, let m = outer.name {
                        if Self.titled.contains(m) { return }
                        if m == "image" || m == "background" { image = true }
                    }
                    if let a = p.parent, a.kind == .assignment, a.firstChild == p, let v = CodeFlow.assignedValue(a),
                       v.kind == .identifier, let n = v.name { configurations.append(n) }
                }
            }
            // `self.button` uses.
            if s.viaSelf {
                for d in s.root.descendants(.memberAccess) where d.name == s.name && d.firstChild?.isSelf == true {
                    guard let p = d.parent, p.kind == .memberAccess, p.firstChild == d, let member = p.name else {
                        if Self.isHierarchyArgument(d) { continue }
                        return
                    }
                    if Self.titled.contains(member) { return }
                    if member == "setImage" || member == "setBackgroundImage" { image = true }
                }
            }
        }
        // Configurations built in the same function: their title or image.
        let roots = [CodeFlow.functionRoot(of: call)] + scopes.map { $0.root }
        for cfg in configurations {
            for root in roots {
                for (path, _) in CodeFlow.assignments(in: root) where path.count == 2 && path[0] == cfg {
                    if Self.titled.contains(path[1]) { return }
                    if path[1] == "image" { image = true }
                }
            }
        }
        guard image else { return }
        ctx.report(Self.info, token: call.firstTokenIndex,
                   "This UIButton shows only an image and never gets a title or an accessibilityLabel, so VoiceOver reads it as 'button' or the image's name; set accessibilityLabel to what the button does")
    }

    /// `view.addSubview(button)`, `stack.addArrangedSubview(button)`, `insertSubview(button, …)`.
    static func isHierarchyArgument(_ e: Syntax) -> Bool {
        guard let arg = e.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
              let n = call.calleeName else { return false }
        return ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "bringSubviewToFront"].contains(n)
    }

    /// The name of a declaration or a capture.
    static func isBindingName(_ e: Syntax) -> Bool {
        guard let p = e.parent else { return false }
        return p.kind == .binding || p.kind == .captureItem
    }

    /// The type sets `isAccessibilityElement = true` or `accessibilityElements` on itself.
    static func typeIsAccessibilityElement(_ parts: [Syntax]) -> Bool {
        for p in parts {
            for (path, a) in CodeFlow.assignments(in: p) {
                let onSelf = path.count == 1 || (path.count == 2 && path[0] == "self")
                guard onSelf, let last = path.last else { continue }
                if last == "accessibilityElements" { return true }
                if last == "isAccessibilityElement", CodeFlow.assignedValue(a)?.text == "true" { return true }
            }
        }
        return false
    }
}
