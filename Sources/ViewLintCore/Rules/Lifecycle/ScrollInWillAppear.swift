/// Scrolling in `viewWillAppear`, or behind a once-flag in `viewDidLayoutSubviews`.
public final class ScrollInWillAppearRule: Rule {
    public static let info = RuleInfo(
        id: "scroll_in_will_appear", category: .lifecycle, group: .modernization, severity: .info, framework: .uikit,
        summary: "Scrolling in viewWillAppear or behind a once-flag in viewDidLayoutSubviews; use viewIsAppearing.")
    public static let triggers: RuleTriggers = .anyOf("scrollToRow", "scrollToItem", "setContentOffset", "scrollRectToVisible")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    static let scrollCalls: Set<String> = ["scrollToRow", "scrollToItem", "setContentOffset", "scrollRectToVisible"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let sig = node.overrideSignature, sig == "viewWillAppear(_:)" || sig == "viewDidLayoutSubviews()",
              let body = node.body, ctx.isViewController(node.owningType) else { return }
        // viewIsAppearing(_:) is back-deployed to iOS 13.
        guard ctx.targetSupports(Version(13)) else { return }
        for d in body.descendants(.call) {
            guard let c = d.callee, c.kind == .memberAccess || c.kind == .identifier, let name = c.name,
                  Self.scrollCalls.contains(name), !d.hasNoArguments else { continue }
            if sig == "viewDidLayoutSubviews()" {
                guard Guards.isInOnceFlag(d, in: body) else { continue }
                ctx.report(Self.info, token: c.nameToken ?? d.firstTokenIndex,
                           "\(name) behind a once-flag in viewDidLayoutSubviews() works around stale geometry; scroll in viewIsAppearing(_:) instead, where size and insets are final")
            } else {
                ctx.report(Self.info, token: c.nameToken ?? d.firstTokenIndex,
                           "\(name) in viewWillAppear(_:) runs before the view has its final size and insets, so it can land in the wrong place; scroll in viewIsAppearing(_:) instead")
            }
        }
    }
}
