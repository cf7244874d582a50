/// `CADisplayLink(target: self, …)`: the link retains its target until invalidated.
public final class DisplayLinkStrongTarget: Rule {
    public static let info = RuleInfo(
        id: "display_link_strong_target", category: .memory, severity: .warning,
        summary: "CADisplayLink retains its target; use a weak proxy instead of self.")
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let c = node.callee else { return }
        let isLink: Bool
        switch c.kind {
        case .identifier: isLink = c.nameIs("CADisplayLink")
        case .memberAccess:
            // `CADisplayLink.init(target:…)`, `QuartzCore.CADisplayLink(…)`
            if c.nameIs("init"), let b = c.firstChild { isLink = b.memberPath?.last == "CADisplayLink" }
            else { isLink = c.nameIs("CADisplayLink") && c.firstChild?.memberPath == ["QuartzCore"] }
        default: isLink = false
        }
        guard isLink, let target = node.argument(labeled: "target")?.argumentValue, target.isSelf else { return }
        ctx.report(Self.info, token: c.firstTokenIndex,
                   "CADisplayLink retains its target, so 'self' stays alive until the link is invalidated (deinit never runs); pass a weak proxy object as the target")
    }
}
