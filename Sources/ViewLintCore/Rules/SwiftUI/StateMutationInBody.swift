/// An assignment to a `@State`/`@Binding` property while `body` is computed.
public final class StateMutationInBodyRule: Rule {
    public static let info = RuleInfo(
        id: "state_mutation_in_body", category: .swiftui, group: .correctness, severity: .error, framework: .swiftui,
        summary: "body assigns a @State or @Binding property while the view is being computed.")
    public static let triggers: RuleTriggers = .anyOf("body")
    public static let visits: [NodeKind] = [.assignment]
    public init() {}

    /// Per type name: its @State/@Binding property names (from this file's declarations).
    private var stateNames: [String: Set<String>] = [:]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let lhs = node.firstChild else { return }
        let name: String
        switch lhs.kind {
        case .identifier:
            guard let n = lhs.name else { return }
            name = n
        case .memberAccess:
            guard let b = lhs.firstChild, b.isSelf, let n = lhs.name else { return }
            name = n
        default: return
        }
        // Directly in body: no closure or nested function between the assignment and body.
        var bodyBlock: Syntax? = nil
        var owner: Syntax? = nil
        for a in node.ancestors {
            switch a.kind {
            case .closure, .typeDecl: return
            case .funcDecl:
                guard a.declKeyword == .func, a.nameIs("body") else { return }
                bodyBlock = a.body
                owner = a
            case .binding:
                guard a.nameIs("body"), a.child(.accessorBlock) != nil, let v = a.parent, v.kind == .varDecl else {
                    if a.child(.accessorBlock) != nil { return }
                    continue
                }
                bodyBlock = a.child(.accessorBlock)
                owner = v
            default: continue
            }
            break
        }
        guard let block = bodyBlock, let decl = owner, let type = decl.owningType, let typeName = type.typeName,
              SwiftUIState.conforms(typeName, toAnyOf: SwiftUIState.viewProtocols, ctx) else { return }
        if stateNames[typeName] == nil {
            var names: Set<String> = []
            for d in ctx.tree.typeDecls(named: typeName) {
                for m in TypeMembers.members(of: d) where m.kind == .varDecl {
                    guard SwiftUIState.wrapper(of: m, in: ["State", "Binding"]) != nil else { continue }
                    for b in m.children(.binding) { if let n = b.name { names.insert(n) } }
                }
            }
            stateNames[typeName] = names
        }
        guard stateNames[typeName]!.contains(name) else { return }
        // A local of the same name declared in body shadows the property.
        if lhs.kind == .identifier {
            for d in block.descendants(.binding) where d.index < node.index {
                if d.name == name { return }
            }
        }
        ctx.report(Self.info, token: node.firstTokenIndex,
                   "body assigns '\(name)' while the view is being computed, which changes state during the view update and schedules another one; move the write into an action, .task, .onAppear or .onChange")
    }
}
