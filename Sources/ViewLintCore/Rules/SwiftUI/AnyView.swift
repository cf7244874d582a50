/// `AnyView(…)` constructions and `.eraseToAnyView()` calls.
public final class AnyView: Rule {
    public static let info = RuleInfo(
        id: "any_view", category: .swiftui, severity: .info,
        summary: "AnyView erases the view type and hides the structure SwiftUI diffs.")
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let c = node.callee, let tok = c.nameToken else { return }
        if SwiftUITree.constructorName(node) == "AnyView" {
            ctx.report(Self.info, token: tok,
                       "AnyView erases the view's type, so SwiftUI cannot diff the subtree and rebuilds it (losing state) when the wrapped type changes; use a @ViewBuilder helper, Group or a generic Content parameter")
        } else if c.kind == .memberAccess, c.nameIs("eraseToAnyView"), c.firstChild != nil || SwiftUITree.isAppliedModifier(node) {
            ctx.report(Self.info, token: tok,
                       "eraseToAnyView() wraps the view in AnyView, so SwiftUI cannot diff the subtree and rebuilds it (losing state) when the wrapped type changes; use a @ViewBuilder helper, Group or a generic Content parameter")
        }
    }
}
