/// Network, dispatch and service work started in a `View`'s `init`.
public final class WorkInViewInitRule: Rule {
    public static let info = RuleInfo(
        id: "work_in_view_init", category: .swiftui, group: .pedantic, severity: .warning, framework: .swiftui,
        summary: "A view's init starts work (Task, DispatchQueue, URLSession, load/fetch calls); start it in .task.")
    public static let triggers: RuleTriggers = .anyOf("init")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .`init`, let body = node.body, body.firstChild != nil,
              let type = node.owningType, let typeName = type.typeName,
              SwiftUIState.conforms(typeName, toAnyOf: ["View", "ViewModifier"], ctx) else { return }
        // Iterative pre-order walk that skips reported calls and closures init only stores.
        var stack: [Syntax] = Array(body.children).reversed()
        var visited = 0
        while let n = stack.popLast(), visited < 100_000 {
            visited += 1
            if n.kind == .closure {
                guard let arg = n.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
                      let cn = call.calleeName, SwiftUIState.immediateClosureCallees.contains(cn) else { continue }
            } else if n.kind == .funcDecl || n.kind == .typeDecl {
                continue
            } else if n.kind == .call, let what = Self.work(n) {
                ctx.report(Self.info, token: what.token,
                           "\(what.label) in a view's init runs every time a parent rebuilds the view, not once per appearance; start the work in .task { }")
                continue
            }
            stack.append(contentsOf: Array(n.children).reversed())
        }
    }

    /// The call's kind of work and the token to report, or nil.
    static func work(_ call: Syntax) -> (label: String, token: Int)? {
        if SwiftUIState.isUnstructuredTask(call) { return ("Task", call.firstTokenIndex) }
        guard let callee = call.callee else { return nil }
        let path = call.calleePath
        // `DispatchQueue.main.async {…}`, `URLSession.shared.dataTask(…)`; creating a queue or a
        // session (`DispatchQueue(label:)`, `URLSession(configuration:)`) starts nothing.
        if let first = path.first, path.count >= 2 {
            if first == "DispatchQueue" || first.hasPrefix("DispatchQueue(") { return ("DispatchQueue work", call.firstTokenIndex) }
            if first == "URLSession" || first.hasPrefix("URLSession(") { return ("A URLSession request", call.firstTokenIndex) }
        }
        guard callee.kind == .memberAccess, let recv = callee.firstChild, !recv.isSelf, let n = callee.name,
              let tok = callee.nameToken else { return nil }
        if n == "load" { return ("Calling load(…)", tok) }
        // `Trip.fetchRequest()` only builds a Core Data request description.
        if n.hasPrefix("fetch"), n != "fetchRequest" {
            let rest = n.dropFirst(5)
            if rest.isEmpty || rest.first!.isUppercase { return ("Calling \(n)(…)", tok) }
        }
        return nil
    }
}
