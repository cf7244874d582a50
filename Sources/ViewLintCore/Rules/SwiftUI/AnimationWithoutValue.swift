/// The deprecated single-argument `.animation(_:)` view modifier.
public final class AnimationWithoutValue: Rule {
    public static let info = RuleInfo(
        id: "animation_without_value", category: .swiftui, group: .suspicious, severity: .warning, framework: .swiftui,
        summary: "The .animation(_:) modifier without value: animates every change of the view.")
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard SwiftUITree.modifierNameIs(node, "animation"), SwiftUITree.isAppliedModifier(node) else { return }
        let args = node.arguments
        guard args.count == 1, args[0].name == nil, args[0].firstChild?.kind != .closure else { return }
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
        guard let tok = node.callee?.nameToken else { return }
        ctx.report(Self.info, token: tok,
                   ".animation(_:) without value: animates this view's reaction to every change, including unrelated ones; use .animation(_:value:) with the value that should animate, or withAnimation")
    }
}
