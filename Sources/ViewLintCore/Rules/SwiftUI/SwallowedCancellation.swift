/// `try? await Task.sleep(…)` in a loop: the CancellationError is swallowed and the loop spins.
public final class SwallowedCancellation: Rule {
    public static let info = RuleInfo(
        id: "swallowed_cancellation", category: .swiftui, severity: .warning,
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
        for a in node.ancestors {
            let k = a.kind
            if k == .closure || k == .funcDecl || k == .accessor || k == .accessorBlock || k == .typeDecl { break }
            if (k == .whileStmt || k == .repeatStmt || k == .forStmt) && child.kind == .codeBlock { loops.append(a) }
            child = a
        }
        guard !loops.isEmpty else { return }
        for l in loops where Self.checksCancellation(l) { return }
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
}
