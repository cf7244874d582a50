/// The deprecated single-argument `.animation(_:)` view modifier.
public final class AnimationWithoutValueRule: Rule {
    public static let info = RuleInfo(
        id: "animation_without_value", category: .swiftui, group: .suspicious, severity: .warning, framework: .swiftui,
        summary: "The .animation(_:) modifier without value: animates every change of the view.")
    public static let matchedCalls: [String]? = ["animation"]
    public static let visits: [NodeKind] = [.call]
    public init() {}

    /// `animation(_:value:)`, the replacement, is available since iOS 13, macOS 10.15,
    /// tvOS 13 and watchOS 6 (Apple's documentation); only the one-argument form was
    /// deprecated, in iOS 15.
    static let replacementNeeds = Version(13)

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard SwiftUITree.modifierNameIs(node, "animation"), SwiftUITree.isAppliedModifier(node) else { return }
        let args = node.arguments
        guard args.count == 1, args[0].name == nil, let value = args[0].firstChild, value.kind != .closure else { return }
        // `.animation(nil)` / `.animation(.none)` switch animation off on purpose: nothing
        // animates by accident (the deprecated spelling is deprecated_swiftui_api's business).
        if Self.turnsAnimationOff(value) { return }
        // Binding.animation(_:) on `$flag`, AnyTransition.animation(_:) and methods of
        // objects used as values: the chain is an argument or a stored value, not a view.
        if let b = SwiftUITree.base(of: node) {
            if b.kind == .identifier, b.name?.hasPrefix("$") == true { return }
            if let path = b.memberPath, path.first?.hasPrefix("$") == true { return }
        }
        if let top = SwiftUITree.chainTop(node), let p = top.parent {
            switch p.kind {
            case .argument, .binding, .assignment, .arrayLiteral, .dictionaryLiteral: return
            default: break
            }
        }
        // Previews and widgets: a preview never ships, and a widget renders timeline
        // snapshots, where an implicit animation has nothing to animate.
        if ctx.scope.isWidget || PreviewCode.contains(node, index: ctx.index) { return }
        // Last: the targets read the file's project the first time a file asks.
        guard let tok = node.callee?.nameToken, ctx.targetSupports(Self.replacementNeeds) else { return }
        ctx.report(Self.info, token: tok,
                   ".animation(_:) without value: animates this view's reaction to every change, including unrelated ones; use .animation(_:value:) with the value that should animate, or withAnimation")
    }

    /// The literal `nil` or `.none` (`Animation?.none`).
    static func turnsAnimationOff(_ value: Syntax) -> Bool {
        if value.kind == .literal, value.text == "nil" { return true }
        if value.kind == .memberAccess, value.firstChild == nil, value.nameIs("none") { return true }
        return false
    }
}
