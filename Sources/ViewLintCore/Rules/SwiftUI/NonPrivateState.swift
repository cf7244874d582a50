/// `@State`/`@StateObject` properties that are not private.
public final class NonPrivateStateRule: Rule {
    public static let info = RuleInfo(
        id: "non_private_state", category: .swiftui, group: .style, severity: .warning, framework: .swiftui, fix: .unsafe,
        summary: "@State and @StateObject properties should be private.",
        swiftLintTwin: "private_swiftui_state")
    public static let triggers: RuleTriggers = .anyOf("State", "StateObject")
    public static let visits: [NodeKind] = [.varDecl]
    public init() {}

    static let wrappers: Set<String> = ["State", "StateObject"]

    private var viewLike: [String: Bool] = [:]

    private func isViewLike(_ name: String, _ ctx: LintContext) -> Bool {
        if let v = viewLike[name] { return v }
        let v = SwiftUIState.conforms(name, toAnyOf: SwiftUIState.viewProtocols, ctx)
        viewLike[name] = v
        return v
    }

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let w = SwiftUIState.wrapper(of: node, in: Self.wrappers), !node.hasModifier(.static),
              !SwiftUIState.isPrivate(node),
              let type = node.owningType, let typeName = type.typeName, isViewLike(typeName, ctx) else { return }
        let name = node.children(.binding).first?.name ?? "property"
        let inputs = w == "State" ? "take inputs as a plain property or a @Binding" : "take an object the parent owns as @ObservedObject"
        // Unsafe: a caller may pass the value through the memberwise initializer, which a
        // private property removes from it.
        let fix = node.makePrivateEdit().map { Fix(.unsafe, "Make '\(name)' private", [$0]) }
        ctx.report(Self.info, token: node.auxToken ?? node.firstTokenIndex,
                   "@\(w) property '\(name)' is not private, so a caller can pass a value that SwiftUI uses only the first time and then ignores; make it private (\(inputs))",
                   fix: fix)
    }
}
