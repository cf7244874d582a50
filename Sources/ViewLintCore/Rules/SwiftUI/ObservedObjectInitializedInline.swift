/// `@ObservedObject var model = Model()`: a new object on every rebuild of the view.
public final class ObservedObjectInitializedInline: Rule {
    public static let info = RuleInfo(
        id: "observed_object_initialized_inline", category: .swiftui, group: .correctness, severity: .error, framework: .swiftui,
        summary: "An @ObservedObject created inline is recreated on every parent update; use @StateObject.")
    public static let visits: [NodeKind] = [.varDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        // Only value types are rebuilt by their parent; in a class the object lives as long as it does.
        guard SwiftUIState.wrapper(of: node, in: ["ObservedObject"]) != nil, let type = node.owningType,
              type.declKeyword == .struct else { return }
        for b in node.children(.binding) {
            guard let v = b.initializer, Self.createsObject(v) else { continue }
            ctx.report(Self.info, token: node.auxToken ?? node.firstTokenIndex,
                       "@ObservedObject '\(b.name ?? "")' creates its object inline, so every update of the parent replaces it with a new one; own it with @StateObject (or @State with @Observable), or pass it in")
            return
        }
    }

    /// `Model()`, `Model(api: .live)`, `Model.init()`, `.init()`, `Model<T>()`.
    static func createsObject(_ e: Syntax) -> Bool {
        guard e.kind == .call, let c = e.callee else { return false }
        let file = e.file
        switch c.kind {
        case .identifier:
            guard let n = c.name, let f = n.first else { return false }
            return f.isUppercase
        case .memberAccess:
            guard c.nameIs("init") else { return false }
            guard let b = c.firstChild else { return true } // .init(…)
            return b.kind == .identifier && (b.name?.first?.isUppercase ?? false)
        default:
            // generic type `Model<T>()`
            let t = file.identifierText(c.firstTokenIndex)
            return t.first?.isUppercase == true && c.text.contains("<")
        }
    }
}
