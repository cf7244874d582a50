/// `NavigationLink(value:)` and `.navigationDestination` in a view that the linted code only
/// ever shows outside a `NavigationStack`/`NavigationSplitView`/`NavigationView`.
public final class NavigationLinkOutsideStackRule: Rule, ReadsViewTree {
    public static let info = RuleInfo(
        id: "navigation_link_outside_stack", category: .swiftui, group: .nursery, severity: .warning, framework: .swiftui,
        summary: "A value-based NavigationLink or a navigationDestination in a view that is never shown inside a navigation stack does nothing.")
    public static let matchedCalls: [String]? = ["NavigationLink", "navigationDestination"]
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        let construct: String
        if SwiftUITree.constructorName(node) == "NavigationLink", node.argument(labeled: "value") != nil {
            construct = "NavigationLink(value:)"
        } else if SwiftUITree.modifierNameIs(node, "navigationDestination"), SwiftUITree.isAppliedModifier(node) {
            construct = ".navigationDestination"
        } else {
            return
        }
        // A view that builds a stack anywhere may hold the construct inside it.
        guard let view = ctx.enclosingType?.typeName, !ctx.index.buildsNavigationContainer(view, for: self),
              case .missing(let root) = ctx.index.navigationStackVerdict(view: view, for: self),
              let tok = node.callee?.nameToken else { return }
        let shown = root == view ? "is a root of the app" : "is only shown from `\(root)`"
        ctx.report(Self.info, token: tok,
                   "\(construct) in `\(view)` does nothing: the view \(shown) with no NavigationStack above it; wrap the content that presents it in a NavigationStack")
    }
}
