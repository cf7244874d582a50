/// `try? await Task.sleep(…)` in a loop: the CancellationError is swallowed and the loop spins.
public final class SwallowedCancellation: Rule {
    public static let info = RuleInfo(
        id: "swallowed_cancellation", category: .swiftui, group: .correctness, severity: .warning, framework: .swiftui,
        summary: "try? on Task.sleep inside a loop swallows cancellation, so a cancelled loop spins without waiting.")
    public static let visits: [NodeKind] = [.tryExpr]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.flags.contains(.optionalTry), let aw = node.firstChild, aw.kind == .awaitExpr,
              let call = aw.firstChild, call.kind == .call, let callee = call.callee, callee.kind == .memberAccess,
              callee.nameIs("sleep"), let base = callee.firstChild, base.kind == .identifier, base.nameIs("Task")
        else { return }
        // Loops of the same function or closure whose body holds the sleep.
        var loops: [Syntax] = []
        var child = node
        var boundary: Syntax? = nil
        for a in node.ancestors {
            let k = a.kind
            if k == .closure || k == .funcDecl || k == .accessor || k == .accessorBlock || k == .typeDecl { boundary = a; break }
            if (k == .whileStmt || k == .repeatStmt || k == .forStmt) && child.kind == .codeBlock { loops.append(a) }
            child = a
        }
        guard !loops.isEmpty else { return }
        for l in loops where Self.checksCancellation(l) { return }
        // A loop in a fire-and-forget Task that nothing can cancel (its handle is dropped or
        // kept in a static) never sees a cancellation, unless the task is started from
        // .onAppear, where the fix is to move it into .task.
        if let c = boundary, c.kind == .closure, let task = Self.owningTask(c), Self.isUncancellable(task),
           SwiftUIState.enclosingOnAppear(task) == nil { return }
        // Polling helpers in XCTestCase subclasses.
        if let t = ctx.enclosingType, let n = t.typeName, ctx.index.inherits(n, from: "XCTestCase") { return }
        ctx.report(Self.info, token: node.firstTokenIndex,
                   "try? swallows the CancellationError thrown by Task.sleep, so once the task is cancelled this loop spins without waiting; use try inside do/catch, or leave the loop on Task.isCancelled")
    }

    /// The loop (condition or body) reads `isCancelled` or calls `checkCancellation()`.
    static func checksCancellation(_ loop: Syntax) -> Bool {
        for d in loop.descendants {
            switch d.kind {
            case .memberAccess, .identifier:
                if d.nameIs("isCancelled") || d.nameIs("checkCancellation") { return true }
            default: break
            }
        }
        return false
    }

    /// The `Task { … }` call whose trailing/argument closure is `closure`.
    static func owningTask(_ closure: Syntax) -> Syntax? {
        guard let arg = closure.parent, arg.kind == .argument, let call = arg.parent,
              SwiftUIState.isUnstructuredTask(call) else { return nil }
        return call
    }

    /// A task whose handle is discarded, or stored only in a static property.
    static func isUncancellable(_ task: Syntax) -> Bool {
        guard let p = task.parent else { return true }
        switch p.kind {
        case .codeBlock, .closure, .sourceFile, .ifConfigClause:
            return true
        case .binding:
            guard let v = p.parent, v.kind == .varDecl else { return false }
            return v.hasModifier(.static) || p.name == "_"
        case .assignment:
            return p.firstChild.map { $0.kind == .identifier && $0.nameIs("_") } ?? false
        default:
            return false
        }
    }
}
