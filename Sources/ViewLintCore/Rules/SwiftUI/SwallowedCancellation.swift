/// `try? await Task.sleep(…)` in a loop: the CancellationError is swallowed and the loop spins.
public final class SwallowedCancellationRule: Rule {
    public static let info = RuleInfo(
        id: "swallowed_cancellation", category: .swiftui, group: .pedantic, severity: .warning, framework: .swiftui,
        summary: "try? on Task.sleep inside a loop swallows cancellation, so a cancelled loop spins without waiting.")
    public static let triggers: RuleTriggers = .anyOf("try")
    public static let visits: [NodeKind] = [.tryExpr]
    public init() {}
    private var callsByName: [String: [Syntax]]?

    /// Calls of the file by called name, built once per file.
    func calls(_ tree: SyntaxTree) -> [String: [Syntax]] {
        if let c = callsByName { return c }
        var m: [String: [Syntax]] = [:]
        for i in 0..<tree.nodes.count where tree.nodes[i].kind == .call {
            let call = Syntax(tree: tree, index: i)
            if let n = call.calleeName { m[n, default: []].append(call) }
        }
        callsByName = m
        return m
    }

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
        // Loops that end by themselves: `for x in items` over a collection (a cancelled
        // pacing loop just finishes sooner), `while tries < 30 { …; tries += 1 }`.
        if loops.allSatisfy({ Self.endsByItself($0) }) { return }
        // A loop in a fire-and-forget Task that nothing can cancel (its handle is dropped or
        // kept in a static) never sees a cancellation, unless the task is started from
        // .onAppear, where the fix is to move it into .task.
        if let c = boundary, c.kind == .closure, let task = Self.owningTask(c), Self.isUncancellable(task),
           SwiftUIState.enclosingOnAppear(task) == nil { return }
        // The same one call level out: a private function whose every call in this file is
        // in such a task (or in another private function that is).
        if let fn = Self.enclosingFunction(of: node), Self.isOnlyCalledFromUncancellableTasks(fn, calls(ctx.tree), depth: 0) { return }
        // Polling helpers in XCTestCase subclasses.
        if let t = ctx.enclosingType, let n = t.typeName, ctx.index.inherits(n, from: "XCTestCase") { return }
        ctx.report(Self.info, token: node.firstTokenIndex,
                   "try? swallows the CancellationError thrown by Task.sleep, so once the task is cancelled this loop spins without waiting; use try inside do/catch, or leave the loop on Task.isCancelled")
    }

    /// A loop that stops after a bounded number of passes even when every sleep returns at
    /// once: `for … in` over a collection (not `for await`, not a range of attempts), or a
    /// `while`/`repeat` whose condition compares a local counter that the body steps.
    static func endsByItself(_ loop: Syntax) -> Bool {
        let file = loop.file
        switch loop.kind {
        case .forStmt:
            guard loop.child(.codeBlock) != nil, !loop.isForAwait else { return false }
            // Over a range or `stride`, the loop counts attempts (a retry with backoff): after a
            // cancel, every remaining attempt fires at once. Over a collection, it paces work
            // per element, which then just finishes sooner.
            for c in loop.children where c.kind != .pattern && c.kind != .codeBlock && c.kind != .whereClause {
                if c.kind == .postfixOperator || c.kind == .prefixOperator { return false }
                if c.kind == .sequence, c.children.contains(where: { $0.kind == .binaryOperator && ($0.text == "..." || $0.text == "..<") }) { return false }
                if c.kind == .call, c.calleeNameIs("stride") { return false }
            }
            return true
        case .whileStmt, .repeatStmt:
            guard let body = loop.child(.codeBlock) else { return false }
            let condition = loop.children.first { $0.kind != .codeBlock }
            guard let cond = condition else { return false }
            var counters: Set<String> = []
            for d in cond.descendants(.sequence) {
                let parts = Array(d.children)
                for (k, op) in parts.enumerated() where op.kind == .binaryOperator && k > 0 && k + 1 < parts.count {
                    let t = file.text(file.tokens[op.firstTokenIndex])
                    guard t == "<" || t == "<=" || t == ">" || t == ">=" else { continue }
                    for side in [parts[k - 1], parts[k + 1]] where side.kind == .identifier {
                        if let n = side.name { counters.insert(n) }
                    }
                }
            }
            guard !counters.isEmpty else { return false }
            for d in body.descendants(.assignment) {
                guard let l = d.firstChild, l.kind == .identifier, let n = l.name, counters.contains(n), let op = d.auxToken,
                      file.tokenEquals(op, "+=") || file.tokenEquals(op, "-=") else { continue }
                // Stepped in the loop itself, not in a closure it hands out.
                if !d.ancestors.prefix(while: { $0 != body }).contains(where: { $0.kind == .closure }),
                   isLocalVariable(n, declaredBefore: loop) { return true }
            }
            return false
        default:
            return false
        }
    }

    /// A `var` declared earlier in a block around the loop, inside the same function.
    static func isLocalVariable(_ name: String, declaredBefore loop: Syntax) -> Bool {
        guard let decl = ForEachData.local(named: name, before: loop), decl.kind == .binding else { return false }
        return decl.parent?.declKeyword == .var
    }

    /// The function whose body runs the loop: out through closures handed to calls (an
    /// `onError:` callback it awaits), but not through a `Task`'s closure or a stored one.
    static func enclosingFunction(of node: Syntax) -> Syntax? {
        for a in node.ancestors {
            switch a.kind {
            case .funcDecl:
                return a.declKeyword == .func ? a : nil
            case .closure:
                guard let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
                      !SwiftUIState.isUnstructuredTask(call) else { return nil }
            case .typeDecl, .accessor, .accessorBlock:
                return nil
            default:
                break
            }
        }
        return nil
    }

    /// A `private`/`fileprivate` function (so every call is in this file) called at least
    /// once, and only from closures of fire-and-forget tasks not started in `.onAppear`, or
    /// from other private functions that are (two levels).
    static func isOnlyCalledFromUncancellableTasks(_ fn: Syntax, _ calls: [String: [Syntax]], depth: Int) -> Bool {
        guard depth < 3, fn.hasModifier(.private) || fn.hasModifier(.fileprivate), let name = fn.name else { return false }
        var count = 0
        for call in calls[name] ?? [] where !fn.contains(call) {
            if let r = call.receiver, !r.isSelf { continue }   // another object's method of that name
            count += 1
            guard callerIsUncancellable(call, calls, depth: depth) else { return false }
        }
        return count > 0
    }

    static func callerIsUncancellable(_ call: Syntax, _ calls: [String: [Syntax]], depth: Int) -> Bool {
        for a in call.ancestors {
            switch a.kind {
            case .closure:
                if let task = owningTask(a) {
                    return isUncancellable(task) && SwiftUIState.enclosingOnAppear(task) == nil
                }
            case .funcDecl:
                return a.declKeyword == .func && isOnlyCalledFromUncancellableTasks(a, calls, depth: depth + 1)
            case .typeDecl, .accessor, .accessorBlock:
                return false
            default:
                break
            }
        }
        return false
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
