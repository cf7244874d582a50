/// Animation blocks that change constraints but never run a layout pass inside the block.
public final class ConstraintAnimationWithoutLayoutRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "constraint_animation_without_layout", category: .autolayout, group: .correctness, severity: .warning, framework: .uikit,
        summary: "An animation block changes a constraint but never calls layoutIfNeeded() inside the block, so nothing animates.")
    public static let triggers: RuleTriggers = .anyOf("animate", "animateKeyframes", "UIViewPropertyAnimator", "addAnimations", "runningPropertyAnimator")
    public static let visits: [NodeKind] = [.call]
    /// The calls `animationKind` reads: `UIView.animate`, `UIViewPropertyAnimator(…)`,
    /// `UIViewPropertyAnimator.runningPropertyAnimator`, `addAnimations`.
    public static let calleeNames: [String]? = ["animate", "UIViewPropertyAnimator", "runningPropertyAnimator", "addAnimations"]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee, let kind = Self.animationKind(node, callee) else { return }
        guard let block = Self.animationsClosure(node, kind) else { return }
        if let opts = node.argument(labeled: "options"),
           opts.descendants(.memberAccess).contains(where: { $0.nameIs("flushUpdates") }) { return }
        guard Self.firstConstraintChange(block) != nil else { return }
        if Self.containsLayoutPass(block) { return }
        let facts = ctx.objects(for: self)
        if let g = facts.group(of: node) {
            var visited: Set<Int> = []
            if Self.helperLaysOut(block, g, &visited, depth: 0) { return }
        }
        ctx.report(Self.info, token: LayoutSyntax.callToken(node),
                   "this animation block changes a constraint but never calls layoutIfNeeded() inside it, so the change is not animated; call layoutIfNeeded() on the superview inside the block")
    }

    enum Kind { case uiViewAnimate, animatorInit, runningAnimator, addAnimations }

    static func animationKind(_ call: Syntax, _ callee: Syntax) -> Kind? {
        switch callee.kind {
        case .identifier:
            return callee.nameIs("UIViewPropertyAnimator") ? .animatorInit : nil
        case .memberAccess:
            if callee.nameIs("addAnimations") { return .addAnimations }
            guard let base = callee.firstChild, base.kind == .identifier else { return nil }
            if callee.nameIs("animate"), base.nameIs("UIView") { return .uiViewAnimate }
            if callee.nameIs("runningPropertyAnimator"), base.nameIs("UIViewPropertyAnimator") { return .runningAnimator }
            return nil
        default:
            return nil
        }
    }

    /// The closure that holds the animated changes.
    static func animationsClosure(_ call: Syntax, _ kind: Kind) -> Syntax? {
        let args = call.arguments
        if let a = args.first(where: { $0.nameIs("animations") }) {
            return a.argumentValue.flatMap { $0.kind == .closure ? $0 : nil }
        }
        if kind == .addAnimations {
            return args.first?.argumentValue.flatMap { $0.kind == .closure ? $0 : nil }
        }
        // The first trailing closure, when no `animations:` label is written.
        for a in args where a.flags.contains(.trailing) && a.name == nil {
            return a.argumentValue.flatMap { $0.kind == .closure ? $0 : nil }
        }
        return nil
    }

    /// An assignment to `constant`/`isActive`, or `NSLayoutConstraint.activate/deactivate`.
    static func firstConstraintChange(_ block: Syntax) -> Syntax? {
        for d in block.descendants {
            if d.kind == .assignment, let lhs = d.firstChild, lhs.kind == .memberAccess,
               lhs.firstChild != nil, lhs.nameIs("constant") || lhs.nameIs("isActive") { return d }
            if d.kind == .call, let c = d.callee, c.kind == .memberAccess, c.nameIs("activate") || c.nameIs("deactivate"),
               let b = c.firstChild, b.kind == .identifier, b.nameIs("NSLayoutConstraint") { return d }
        }
        return nil
    }

    static func containsLayoutPass(_ node: Syntax) -> Bool {
        // `layoutSubviews()` called directly also lays out (direct_lifecycle_call reports that).
        for d in node.descendants(.call) where (d.calleeNameIs("layoutIfNeeded") || d.calleeNameIs("layoutSubviews")) {
            return true
        }
        return false
    }

    /// The block calls one of its type's own methods that runs `layoutIfNeeded()`.
    static func helperLaysOut(_ node: Syntax, _ g: TypeObjects, _ visited: inout Set<Int>, depth: Int) -> Bool {
        guard depth < 3 else { return false }
        for d in node.descendants(.call) {
            guard let callee = d.callee, let n = d.calleeName else { continue }
            let onSelf = callee.kind == .identifier || (callee.kind == .memberAccess && callee.firstChild?.isSelf == true)
            guard onSelf, let methods = g.methods[n] else { continue }
            for m in methods where !visited.contains(m.index) {
                visited.insert(m.index)
                guard let body = m.body else { continue }
                if containsLayoutPass(body) || helperLaysOut(body, g, &visited, depth: depth + 1) { return true }
            }
        }
        return false
    }
}
