/// A representable whose `update…` method is empty although `make…` reads its inputs.
public final class EmptyUpdateRepresentable: Rule {
    public static let info = RuleInfo(
        id: "empty_update_representable", category: .swiftui, severity: .error,
        summary: "A representable's update method is empty while make… reads inputs that can change.")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    /// update method → the make method it pairs with.
    static let pairs: [String: String] = [
        "updateUIView": "makeUIView",
        "updateUIViewController": "makeUIViewController",
        "updateNSView": "makeNSView",
        "updateNSViewController": "makeNSViewController",
    ]

    /// Wrappers whose values the parent does not pass in.
    static let nonInputWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "State", "StateObject", "FocusState", "GestureState",
        "AppStorage", "SceneStorage", "Namespace",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .func, let name = node.name, let makeName = Self.pairs[name],
              let body = node.body, body.firstChild == nil,
              let type = node.owningType, let typeName = type.typeName,
              SwiftUIState.conforms(typeName, toAnyOf: SwiftUIState.representableProtocols, ctx) else { return }
        let decls = SwiftUIState.declarations(named: typeName, in: ctx.tree)
        var inputs: Set<String> = []
        var makes: [Syntax] = []
        for d in decls {
            for m in SwiftUIState.members(of: d) {
                if m.kind == .varDecl { Self.collectInputs(m, into: &inputs) }
                else if m.kind == .funcDecl, m.declKeyword == .func, m.name == makeName { makes.append(m) }
            }
        }
        guard !inputs.isEmpty, !makes.isEmpty else { return }
        var readInput: String? = nil
        search: for mk in makes {
            guard let mb = mk.body else { continue }
            for d in mb.descendants {
                switch d.kind {
                case .identifier:
                    guard var n = d.name else { continue }
                    if n.hasPrefix("$") || n.hasPrefix("_") { n.removeFirst() }
                    if inputs.contains(n) { readInput = n; break search }
                case .memberAccess:
                    if let b = d.firstChild, b.isSelf, let n = d.name, inputs.contains(n) { readInput = n; break search }
                default: break
                }
            }
        }
        guard let input = readInput else { return }
        ctx.report(Self.info, token: node.auxToken ?? node.firstTokenIndex,
                   "\(node.functionSignature) is empty, so a new '\(input)' read only in \(makeName)(context:) never reaches the view; copy the inputs to the view here")
    }

    /// Stored properties the parent can set: not static, not environment/state wrappers,
    /// not constants or private properties with an initial value, not closures.
    static func collectInputs(_ v: Syntax, into out: inout Set<String>) {
        if v.hasModifier(.static) || v.hasModifier(.class) { return }
        if SwiftUIState.wrapper(of: v, in: nonInputWrappers) != nil { return }
        let isLet = v.declKeyword == .let
        let isPrivate = SwiftUIState.isPrivate(v)
        for b in v.children(.binding) where b.isStoredBinding {
            guard let n = b.name else { continue }
            let hasInit = b.initializer != nil
            if hasInit && (isLet || isPrivate) { continue }
            if let t = b.typeAnnotation, t.text.contains("->") { continue }
            out.insert(n)
        }
    }
}
