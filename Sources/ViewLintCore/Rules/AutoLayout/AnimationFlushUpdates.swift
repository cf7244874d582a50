/// On iOS 26 and later: a `UIView.animate` block that changes constraints and lays out by hand
/// with `layoutIfNeeded()`, which the `.flushUpdates` option does for it.
public final class AnimationFlushUpdatesRule: Rule {
    public static let info = RuleInfo(
        id: "animation_flush_updates", category: .autolayout, group: .modernization, severity: .info, framework: .uikit,
        summary: "A UIView.animate block changes constraints and calls layoutIfNeeded() by hand; on iOS 26 use the .flushUpdates option.")
    public static let visits: [NodeKind] = [.call]
    public static let calleeNames: [String]? = ["animate"]
    public static var triggers: RuleTriggers { .allOf("animate", "layoutIfNeeded") }
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee, callee.kind == .memberAccess, callee.nameIs("animate"),
              let base = callee.firstChild, base.kind == .identifier, base.nameIs("UIView") else { return }
        guard ctx.targetSupports(Version(26)), !node.isInLegacyAvailabilityBranch(below: Version(26)) else { return }
        if let opts = node.argument(labeled: "options"),
           opts.descendants(.memberAccess).contains(where: { $0.nameIs("flushUpdates") }) { return }
        guard let block = Self.animationsClosure(node) else { return }
        guard Self.changesConstraint(block), let layout = Self.layoutCall(block) else { return }
        ctx.report(Self.info, token: callee.nameToken ?? node.firstTokenIndex,
                   "This animation changes constraints and then calls layoutIfNeeded() by hand (line \(layout.line)); on iOS 26 pass the .flushUpdates option and drop the call, and UIKit lays out the constraint changes (and changes to observed properties) inside the animation for you")
    }

    /// The `animations:` closure, or the first unlabeled trailing closure.
    static func animationsClosure(_ call: Syntax) -> Syntax? {
        let args = call.arguments
        if let a = args.first(where: { $0.nameIs("animations") }) {
            return a.argumentValue.flatMap { $0.kind == .closure ? $0 : nil }
        }
        for a in args where a.flags.contains(.trailing) && a.name == nil {
            return a.argumentValue.flatMap { $0.kind == .closure ? $0 : nil }
        }
        return nil
    }

    /// An assignment to a constraint's `constant`/`isActive`/`priority`, or
    /// `NSLayoutConstraint.activate`/`deactivate`, outside nested closures.
    static func changesConstraint(_ block: Syntax) -> Bool {
        for d in CodeFlow.directNodes(of: block) {
            if d.kind == .assignment, let lhs = d.firstChild, lhs.kind == .memberAccess, lhs.firstChild != nil,
               lhs.nameIs("constant") || lhs.nameIs("isActive") { return true }
            if d.kind == .call, let c = d.callee, c.kind == .memberAccess, c.nameIs("activate") || c.nameIs("deactivate"),
               let b = c.firstChild, b.kind == .identifier, b.nameIs("NSLayoutConstraint") { return true }
        }
        return false
    }

    static func layoutCall(_ block: Syntax) -> Syntax? {
        CodeFlow.directNodes(of: block).first { $0.kind == .call && $0.calleeNameIs("layoutIfNeeded") && $0.hasNoArguments }
    }
}
