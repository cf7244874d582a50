/// `.navigationDestination` declared on a row (or inside a row) of a lazy container.
public final class NavigationDestinationInLazyContainerRule: Rule {
    public static let info = RuleInfo(
        id: "navigation_destination_in_lazy_container", category: .swiftui, group: .correctness, severity: .error, framework: .swiftui,
        summary: "A navigationDestination declared inside the content of a List, ForEach or lazy stack may never be registered.")
    public static let matchedCalls: [String]? = ["navigationDestination"]
    public static let visits: [NodeKind] = [.call]
    public init() {}
    /// A destination inside its own `NavigationStack` (one per tab of a `ForEach` in a
    /// `TabView`) belongs to that stack, whatever builds the stack.
    private let finder = SwiftUITree.ContainerFinder(lazyContainers, stopAt: ["NavigationStack", "NavigationSplitView"])

    static let lazyContainers: Set<String> = [
        "List", "Form", "ForEach", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "OutlineGroup",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard SwiftUITree.modifierNameIs(node, "navigationDestination"), SwiftUITree.isAppliedModifier(node),
              !node.closureArguments.isEmpty || node.arguments.contains(where: { $0.nameIs("destination") }),
              let container = finder.find(node, ctx.swiftUI),
              let name = SwiftUITree.constructorName(container), let tok = node.callee?.nameToken else { return }
        ctx.report(Self.info, token: tok,
                   "navigationDestination is declared inside the content of \(name), which builds its rows lazily, so the destination may not be registered when the link fires; move it onto the \(name == "ForEach" ? "container" : name) or a non-lazy ancestor inside the NavigationStack")
    }

}
