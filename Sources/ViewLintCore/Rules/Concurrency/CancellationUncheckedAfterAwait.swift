/// A loop in a cancellable task that awaits on every pass and never checks for cancellation.
public final class CancellationUncheckedAfterAwaitRule: Rule {
    public static let info = RuleInfo(
        id: "cancellation_unchecked_after_await", category: .concurrency, group: .correctness, severity: .warning, framework: .any,
        summary: "A loop in a Task awaits on every pass but never checks for cancellation, so it outlives its cancelled task.")
    public static let visits: [NodeKind] = [.whileStmt, .repeatStmt, .forStmt]
    /// `Task { … }` or the `.task { … }` modifier, with an `await`.
    public static var triggers: RuleTriggers { RuleTriggers(alternatives: [["await", "Task"], ["await", "task"]]) }
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        if node.kind == .forStmt {
            // `for await` / `for try await`: the sequence ends when the task is cancelled.
            if node.isForAwait { return }
            if Self.hasSmallFixedBound(node) { return }
        }
        guard let task = Self.owningTask(node), let body = node.child(.codeBlock) else { return }
        guard Self.awaitsOnEveryPass(node, body: body) else { return }
        if Self.checksCancellation(node, ctx) { return }
        // `try? await Task.sleep` in the loop: swallowed_cancellation reports that line.
        if Self.swallowsSleep(node) { return }
        let kind = task.isModifier ? ".task" : "Task"
        ctx.report(Self.info, token: node.firstTokenIndex,
                   "This loop in a \(kind) awaits on every pass but never checks for cancellation, so once the task is cancelled it keeps running and updating state until it ends on its own; check Task.isCancelled (or call try Task.checkCancellation()) on each pass")
    }

    /// The `Task { }` / `Task.detached { }` (with a kept handle) or `.task { }` closure that
    /// directly holds the loop (no other closure or function in between).
    static func owningTask(_ loop: Syntax) -> (call: Syntax, isModifier: Bool)? {
        for a in loop.ancestors {
            switch a.kind {
            case .funcDecl, .typeDecl, .accessor: return nil
            case .closure:
                guard let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
                      let callee = call.callee else { return nil }
                if callee.kind == .memberAccess, callee.nameIs("task") { return (call, true) }
                let isTask = (callee.kind == .identifier && callee.nameIs("Task"))
                    || (callee.kind == .memberAccess && callee.nameIs("detached") && callee.firstChild?.nameIs("Task") == true)
                    || call.file.tokenEquals(call.firstTokenIndex, "Task") && callee.kind != .memberAccess
                guard isTask else { return nil }
                // Nothing can cancel a task whose handle is thrown away.
                return handleIsKept(call) ? (call, false) : nil
            default:
                break
            }
        }
        return nil
    }

    /// The task's handle is stored, returned or passed on (not a bare statement).
    static func handleIsKept(_ call: Syntax) -> Bool {
        var top = call
        while let p = top.parent, p.kind == .tryExpr || p.kind == .awaitExpr { top = p }
        guard let p = top.parent else { return false }
        switch p.kind {
        case .codeBlock, .closure, .sourceFile, .ifConfigClause, .switchCase:
            return false
        case .memberAccess:
            // `await Task.detached { … }.value`: awaited in place, never cancelled by anyone.
            return !(p.nameIs("value") || p.nameIs("result"))
        case .binding:
            return p.name != "_"
        case .assignment:
            return !(p.firstChild.map { $0.kind == .identifier && $0.nameIs("_") } ?? false)
        default:
            return true
        }
    }

    /// `for i in 0..<3`, `for x in [a, b]`, `for c in Kind.allCases`, `.prefix(4)`: at most ten passes.
    static func hasSmallFixedBound(_ loop: Syntax) -> Bool {
        guard let pattern = loop.child(.pattern), let seq = pattern.nextSibling else { return false }
        let limit = 10
        switch seq.kind {
        case .sequence:
            let parts = Array(seq.children)
            guard parts.count == 3, parts[1].kind == .binaryOperator,
                  let lo = Int(parts[0].text), let hi = Int(parts[2].text) else { return false }
            let op = parts[1].text
            return op == "..<" ? hi - lo <= limit : (op == "..." ? hi - lo + 1 <= limit : false)
        case .arrayLiteral:
            return Array(seq.children).count <= limit
        case .memberAccess:
            return seq.nameIs("allCases")
        case .call:
            if seq.calleeNameIs("prefix"), let a = seq.arguments.first?.argumentValue, let n = Int(a.text) { return n <= limit }
            if seq.calleeNameIs("stride") { return false }
            return false
        default:
            return false
        }
    }

    /// An `await` that runs on every pass: in a `while` condition, or in the loop body outside
    /// branches, nested loops and closures.
    static func awaitsOnEveryPass(_ loop: Syntax, body: Syntax) -> Bool {
        if loop.kind == .whileStmt, let cond = loop.child(.conditionList) {
            for d in cond.descendants(.awaitExpr) {
                // `while let x = await iterator.next()`: iterating an async sequence by hand.
                if let c = d.firstChild, c.calleeNameIs("next") { return false }
                return true
            }
        }
        for d in CodeFlow.directNodes(of: body) where d.kind == .awaitExpr {
            var onEveryPass = true
            var cur = d
            for a in d.ancestors {
                if a == body { break }
                switch a.kind {
                case .ifStmt, .guardStmt:
                    if cur.kind == .codeBlock || cur.kind == .ifStmt { onEveryPass = false }
                case .switchStmt, .catchClause, .whileStmt, .forStmt, .repeatStmt:
                    onEveryPass = false
                case .sequence:
                    // `a ?? await b`, `x && await y`: only sometimes.
                    if let first = a.firstChild, !first.contains(d) { onEveryPass = false }
                case .conditionList:
                    // `if flag, let x = await …`: runs only when the earlier conditions hold.
                    if let first = a.firstChild, !first.contains(d) { onEveryPass = false }
                default:
                    break
                }
                if !onEveryPass { break }
                cur = a
            }
            if onEveryPass { return true }
        }
        return false
    }

    /// The loop reads `isCancelled`, calls `checkCancellation()` or `withTaskCancellationHandler`,
    /// or has a `try await` whose error leaves the loop (a throwing `Task.sleep` or any other
    /// cancellation-aware call); or a method of the same type it calls does one of these.
    static func checksCancellation(_ loop: Syntax, _ ctx: LintContext) -> Bool {
        if directCheck(loop) { return true }
        let parts = CodeFlow.typeParts(around: loop)
        guard !parts.isEmpty else { return false }
        var seen: Set<String> = []
        for d in loop.descendants(.call) {
            guard let c = d.callee, let n = d.calleeName, !seen.contains(n) else { continue }
            let onSelf = c.kind == .identifier || (c.kind == .memberAccess && c.firstChild?.isSelf == true)
            guard onSelf else { continue }
            seen.insert(n)
            for m in CodeFlow.methods(named: n, in: parts) {
                if let b = m.body, mentionsCancellation(b) { return true }
            }
        }
        return false
    }

    static func swallowsSleep(_ loop: Syntax) -> Bool {
        for d in loop.descendants(.tryExpr) where d.flags.contains(.optionalTry) {
            guard let aw = d.firstChild, aw.kind == .awaitExpr, let call = aw.firstChild, call.kind == .call,
                  let c = call.callee, c.kind == .memberAccess, c.nameIs("sleep"),
                  c.firstChild?.kind == .identifier, c.firstChild?.nameIs("Task") == true else { continue }
            if !CodeFlow.isInClosure(d, below: loop) { return true }
        }
        return false
    }

    static func mentionsCancellation(_ n: Syntax) -> Bool {
        for d in n.descendants where d.kind == .memberAccess || d.kind == .identifier {
            if d.nameIs("isCancelled") || d.nameIs("checkCancellation") || d.nameIs("withTaskCancellationHandler") { return true }
        }
        return false
    }

    static func directCheck(_ loop: Syntax) -> Bool {
        if mentionsCancellation(loop) { return true }
        for d in loop.descendants(.tryExpr) {
            guard !d.flags.contains(.optionalTry), !d.flags.contains(.forceTry),
                  d.descendants(.awaitExpr).first != nil else { continue }
            if CodeFlow.isInClosure(d, below: loop) { continue }
            if errorLeavesLoop(d, loop) { return true }
        }
        return false
    }

    /// A thrown error leaves the loop: no `do` inside the loop catches it, or its catch leaves.
    static func errorLeavesLoop(_ t: Syntax, _ loop: Syntax) -> Bool {
        for a in t.ancestors {
            if a == loop { return true }
            guard a.kind == .doStmt else { continue }
            let catches = a.children(.catchClause)
            if catches.isEmpty { continue }
            let leaves = catches.allSatisfy { c in
                c.descendants.contains { [.returnStmt, .throwStmt, .breakStmt].contains($0.kind) }
            }
            return leaves
        }
        return true
    }
}
