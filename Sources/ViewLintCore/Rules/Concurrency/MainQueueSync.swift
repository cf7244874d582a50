/// `DispatchQueue.main.sync`: deadlocks on the main thread, blocks (and can deadlock) elsewhere.
///
/// Reported unless the code shows that the wait is what the function is built on (then
/// `async` would not be a drop-in fix and a reviewer would not ask for one) or that the call
/// can never run off the main thread:
/// - in an off-main branch (`if !Thread.isMainThread`, the `else` of `if Thread.isMainThread`,
///   or after `if Thread.isMainThread { …; return }`) of a function isolated to `@MainActor`:
///   the branch is unreachable;
/// - in such a branch, when the block schedules or invalidates a timer (a timer lives on the
///   run loop that scheduled it, and the caller goes on with the stored timer), when what
///   follows uses the block's work (assigns what it touches, clears the flag of an enclosing
///   `if`, returns what it assigned), or when the block is a non-escaping closure parameter
///   (async cannot take it);
/// - in `if flag { main.async(…) } else { main.sync(…) }` on a parameter: the caller opts in;
/// - when the code before the call reads a property of `self` that the block assigns, or
///   assigns one the block reads: a background producer handing state to the main thread,
///   which `async` would turn into a race.
/// A call made while holding a lock (or inside another queue's `sync`) gets its own message:
/// that is the lock-order deadlock.
public final class MainQueueSyncRule: Rule {
    public static let info = RuleInfo(
        id: "main_queue_sync", category: .concurrency, group: .suspicious, severity: .error, framework: .any,
        summary: "DispatchQueue.main.sync deadlocks on the main thread and blocks background threads.")
    public static let triggers: RuleTriggers = .allOf("main", "sync")
    public static let visits: [NodeKind] = [.call]
    public static let calleeNames: [String]? = ["sync"]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.calleeNameIs("sync"), let c = node.callee, c.kind == .memberAccess,
              let base = c.firstChild, let path = base.memberPath else { return }
        let isMain = path == ["DispatchQueue", "main"] || path == ["Dispatch", "DispatchQueue", "main"]
        guard isMain else { return }
        let token = c.nameToken ?? node.firstTokenIndex
        let function = ctx.enclosingFunction
        if let lock = Self.heldLock(around: node) {
            ctx.report(Self.info, token: token,
                       "DispatchQueue.main.sync while holding \(lock): if the main thread ever waits for it too, each thread waits for the other forever; release the lock before hopping to main, or use DispatchQueue.main.async")
            return
        }
        let block = Self.block(of: node)
        let offMain = Self.offMainBranch(node)
        if offMain {
            if let fn = function, Self.isMainActorIsolated(fn, around: node) { return }
            if let b = block, Self.managesTimer(b) { return }
            if Self.continuesAfter(node, block: block) { return }
            if let b = block, let fn = function, Self.isNonEscapingParameter(b, of: fn) { return }
        }
        if let fn = function, Self.isOptInBranch(node, fn) { return }
        if let b = block, b.kind == .closure, Self.sharesStateWithCaller(node, b, ctx) { return }
        if offMain {
            ctx.report(Self.info, token: token,
                       "This off-main branch blocks its background caller until the main thread has run the block, and deadlocks if the main thread is waiting for that caller; when the caller does not need the block's result, use DispatchQueue.main.async (or make the type @MainActor and drop the branch)")
        } else {
            ctx.report(Self.info, token: token,
                       "DispatchQueue.main.sync blocks this thread until the main thread has run the block, and deadlocks when it runs on the main thread or the main thread is waiting for this one; when nothing here needs the block's result, use DispatchQueue.main.async (or 'await MainActor.run')")
        }
    }

    // MARK: The block

    /// The work handed to `sync`: its trailing closure or its `execute:` argument.
    static func block(of call: Syntax) -> Syntax? {
        if let t = call.arguments.last(where: { $0.flags.contains(.trailing) }) { return t.argumentValue }
        return call.argument(labeled: "execute")?.argumentValue ?? call.arguments.first?.argumentValue
    }

    // MARK: Where the call runs

    /// `Thread.isMainThread` / `Thread.current.isMainThread`.
    static func isMainThreadCheck(_ e: Syntax) -> Bool {
        guard e.kind == .memberAccess, e.nameIs("isMainThread"), let p = e.memberPath else { return false }
        return p == ["Thread", "isMainThread"] || p == ["Thread", "current", "isMainThread"]
    }

    /// `true` for `isMainThread`, `false` for `!isMainThread`, nil for any other condition.
    static func mainThreadCondition(_ conditions: Syntax) -> Bool? {
        let parts = Array(conditions.children)
        guard parts.count == 1 else { return nil }
        let c = parts[0]
        if isMainThreadCheck(c) { return true }
        if c.kind == .prefixOperator, c.text.hasPrefix("!"), let operand = c.firstChild, isMainThreadCheck(operand) { return false }
        return nil
    }

    /// Whether the call sits where the function has already ruled out the main thread: the
    /// `then` of `if !isMainThread`, the `else` of `if isMainThread`, or after
    /// `if isMainThread { …; return }` / `guard !isMainThread else { … }`. Closures between
    /// the call and the check run elsewhere, so the search stops at the first one.
    static func offMainBranch(_ call: Syntax) -> Bool {
        var child = call
        for a in call.ancestors {
            if a.kind == .funcDecl { return false }
            if a.kind == .ifStmt, let conds = a.child(.conditionList), !conds.contains(child),
               let positive = mainThreadCondition(conds) {
                let isThen = a.children.first(where: { $0.kind == .codeBlock }) == child
                if isThen != positive { return true }
            }
            if a.kind == .codeBlock || a.kind == .closure {
                for s in a.children {
                    if s.index >= child.index { break }
                    if s.kind == .guardStmt, let conds = s.child(.conditionList), mainThreadCondition(conds) == false { return true }
                    if s.kind == .ifStmt, let conds = s.child(.conditionList), mainThreadCondition(conds) == true,
                       let then = s.child(.codeBlock), let last = Array(then.children).last, last.kind == .returnStmt { return true }
                }
            }
            if a.kind == .closure { return false }
            child = a
        }
        return false
    }

    /// The function (or its type, or the type an extension extends, declared in this file) is
    /// `@MainActor`, the function is not `nonisolated`, and no closure sits between it and the call.
    static func isMainActorIsolated(_ fn: Syntax, around call: Syntax) -> Bool {
        for a in call.ancestors {
            if a == fn { break }
            if a.kind == .closure { return false }
        }
        if fn.hasAttribute("MainActor") { return true }
        if fn.hasModifier(.nonisolated) { return false }
        guard let type = fn.owningType else { return false }
        if type.hasAttribute("MainActor") { return true }
        guard type.declKeyword == .extension, let name = type.typeName else { return false }
        return fn.tree.typeDecls(named: name).contains { $0.declKeyword != .extension && $0.hasAttribute("MainActor") }
    }

    // MARK: Waits the function is built on

    /// The block schedules or invalidates a timer (`Timer.scheduledTimer`, `RunLoop.main.add`,
    /// `invalidate()`): run-loop work that must happen on main before the caller goes on.
    static func managesTimer(_ block: Syntax) -> Bool {
        for d in [block] + Array(block.descendants(.call)) where d.kind == .call {
            if d.calleeNameIs("scheduledTimer") { return true }
            if d.calleeNameIs("invalidate"), d.hasNoArguments { return true }
            if d.calleeNameIs("add"), let c = d.callee, c.kind == .memberAccess, let p = c.firstChild?.memberPath,
               p.first == "RunLoop" { return true }
        }
        return false
    }

    /// After the call (at its level or the levels around it, up to the function or closure
    /// body), the function uses what the block did: it assigns something the block touches
    /// (`timer?.invalidate()` … `timer = nil`), clears the flag an enclosing `if` tests
    /// (`if needsLayout { …sync… ; needsLayout = false }`), or returns what the block
    /// assigned (`var value; sync { value = … }; return value`). `async` would reorder that.
    static func continuesAfter(_ call: Syntax, block: Syntax?) -> Bool {
        var touched: Set<String> = [], assigned: Set<String> = []
        if let b = block {
            for d in [b] + Array(b.descendants) {
                if (d.kind == .identifier || d.kind == .memberAccess), let n = d.name { touched.insert(n) }
                if d.kind == .assignment, let lhs = d.firstChild, let n = lhs.name { assigned.insert(n) }
            }
        }
        var flags: Set<String> = []
        for a in call.ancestors {
            if a.kind == .closure || a.kind == .funcDecl { break }
            guard a.kind == .ifStmt, let conds = a.child(.conditionList) else { continue }
            for d in [conds] + Array(conds.descendants) where d.kind == .identifier || d.kind == .memberAccess {
                if let n = d.name, n != "self" { flags.insert(n) }
            }
        }
        var child = call
        for a in call.ancestors {
            if a.kind == .codeBlock || a.kind == .closure {
                var after = false
                for s in a.children {
                    if s == child { after = true; continue }
                    guard after else { continue }
                    if s.kind == .assignment, let lhs = s.firstChild, let n = lhs.name,
                       touched.contains(n) || flags.contains(n) { return true }
                    if s.kind == .returnStmt, let v = s.firstChild,
                       ([v] + Array(v.descendants)).contains(where: { $0.kind == .identifier && $0.name.map(assigned.contains) == true }) {
                        return true
                    }
                }
            }
            if a.kind == .closure || a.kind == .funcDecl { return false }
            if a.kind == .codeBlock, a.parent?.kind == .funcDecl || a.parent?.kind == .accessor { return false }
            child = a
        }
        return false
    }

    /// `sync(execute: work)` or `sync { work() }` where `work` is a parameter of the function
    /// whose function type is not `@escaping`: `async` could not take it.
    static func isNonEscapingParameter(_ block: Syntax, of fn: Syntax) -> Bool {
        var name: String?
        if block.kind == .identifier { name = block.name }
        else if block.kind == .closure {
            let statements = Array(block.children).filter { $0.kind != .captureList && $0.kind != .closureSignature }
            if statements.count == 1, statements[0].kind == .call, let callee = statements[0].callee,
               callee.kind == .identifier, statements[0].hasNoArguments { name = callee.name }
        }
        guard let n = name, let params = fn.child(.parameterClause) else { return false }
        for p in params.children(.parameter) where p.name == n {
            guard let t = p.typeAnnotation?.text else { return false }
            return t.containsBytes("->") && !t.containsBytes("@escaping")
        }
        return false
    }

    /// `if flag { DispatchQueue.main.async(…) } else { DispatchQueue.main.sync(…) }` where
    /// `flag` is a parameter: the helper offers both, and the caller chooses to wait.
    static func isOptInBranch(_ call: Syntax, _ fn: Syntax) -> Bool {
        guard let branch = call.parent, branch.kind == .codeBlock, let ifStmt = branch.parent, ifStmt.kind == .ifStmt,
              let conds = ifStmt.child(.conditionList) else { return false }
        let parts = Array(conds.children)
        guard parts.count == 1 else { return false }
        var c = parts[0]
        if c.kind == .prefixOperator, let operand = c.firstChild { c = operand }
        guard c.kind == .identifier, let flag = c.name,
              fn.child(.parameterClause)?.children(.parameter).contains(where: { $0.name == flag }) == true else { return false }
        for other in ifStmt.children where other.kind == .codeBlock && other != branch {
            for d in other.descendants(.call) where d.calleeNameIs("async") {
                if let callee = d.callee, callee.kind == .memberAccess, let p = callee.firstChild?.memberPath,
                   p.suffix(2) == ["DispatchQueue", "main"] { return true }
            }
        }
        return false
    }

    /// The code before the call (in the closure or function it runs in) reads a property of
    /// `self` that the block assigns, or assigns one that the block reads: state handed
    /// between a background queue and the main thread, which the wait keeps in step.
    static func sharesStateWithCaller(_ call: Syntax, _ block: Syntax, _ ctx: LintContext) -> Bool {
        guard let scope = call.ancestors.first(where: { $0.kind == .closure || $0.kind == .funcDecl }) else { return false }
        var aliases: Set<String> = ["self"]
        // `guard let strongSelf = self`, before the call or inside the block.
        for d in scope.descendants(.optionalBinding) where (d.index < call.index || block.contains(d)) {
            if let v = d.firstChild, v.isSelf, let n = d.name { aliases.insert(n) }
        }
        var stored = MemberNames.none
        if let t = ctx.enclosingType?.typeName {
            stored = ctx.index.members(of: t)
        }
        var locals: Set<String> = []
        for d in scope.descendants where d.index < call.index {
            if d.kind == .binding || d.kind == .optionalBinding || d.kind == .parameter, let n = d.name { locals.insert(n) }
        }
        func key(_ e: Syntax) -> String? {
            guard let p = e.memberPath, !p.isEmpty else { return nil }
            if aliases.contains(p[0]) { return p.count > 1 ? p[1] : nil }
            if stored.contains(p[0]), !locals.contains(p[0]) { return p[0] }
            return nil
        }
        var readBefore: Set<String> = [], writtenBefore: Set<String> = []
        var readInside: Set<String> = [], writtenInside: Set<String> = []
        func collect(_ nodes: [Syntax], reads: inout Set<String>, writes: inout Set<String>) {
            var targets: [Syntax] = []
            for d in nodes where d.kind == .assignment {
                guard let lhs = d.firstChild else { continue }
                targets.append(lhs)
                // The property itself (`self.rows = …`), not a member of it (`self.table.isHidden`).
                guard let p = lhs.memberPath, p.count == (aliases.contains(p[0]) ? 2 : 1) else { continue }
                if let k = key(lhs) { writes.insert(k) }
            }
            for d in nodes where d.kind == .memberAccess || d.kind == .identifier {
                guard let p = d.memberPath, p.count == (aliases.contains(p[0]) ? 2 : 1) else { continue }
                // A method of self being called is not state.
                if let parent = d.parent, parent.kind == .call, parent.firstChild == d { continue }
                if targets.contains(where: { $0.contains(d) }) { continue }
                if let k = key(d) { reads.insert(k) }
            }
        }
        let before = scope.descendants.filter { $0.index < call.index && !$0.contains(call) }
        collect(Array(before), reads: &readBefore, writes: &writtenBefore)
        collect(Array(block.descendants), reads: &readInside, writes: &writtenInside)
        return !readBefore.isDisjoint(with: writtenInside) || !writtenBefore.isDisjoint(with: readInside)
    }

    // MARK: Locks

    /// The lock held where the call runs: the closure of `withLock`/`withCriticalRegion` or of
    /// another queue's `sync`, or an earlier `x.lock()` / `objc_sync_enter(x)` /
    /// `os_unfair_lock_lock(&x)` in an enclosing block that nothing has released before the
    /// call. Any other closure runs elsewhere, so the search stops there.
    static func heldLock(around call: Syntax) -> String? {
        var child = call
        for a in call.ancestors {
            if a.kind == .funcDecl { return nil }
            if a.kind == .codeBlock || a.kind == .closure {
                var held: [String: String] = [:]
                for s in a.children {
                    if s.index >= child.index { break }
                    guard s.kind == .call, let n = s.calleeName else { continue }
                    let target: String
                    switch n {
                    case "objc_sync_enter", "objc_sync_exit", "os_unfair_lock_lock", "os_unfair_lock_unlock",
                         "pthread_mutex_lock", "pthread_mutex_unlock":
                        guard s.callee?.kind == .identifier, let v = s.arguments.first?.argumentValue else { continue }
                        target = v.compactText.hasPrefix("&") ? String(v.compactText.dropFirst()) : v.compactText
                    case "lock", "unlock":
                        guard s.hasNoArguments, let callee = s.callee, callee.kind == .memberAccess, let b = callee.firstChild else { continue }
                        target = b.compactText
                    default: continue
                    }
                    if n.hasSuffix("unlock") || n.hasSuffix("exit") { held[target] = nil } else { held[target] = "'\(target)'" }
                }
                if let (_, description) = held.sorted(by: { $0.key < $1.key }).first { return description }
            }
            if a.kind == .closure {
                guard let arg = a.parent, arg.kind == .argument, let outer = arg.parent, outer.kind == .call,
                      let n = outer.calleeName, let callee = outer.callee, callee.kind == .memberAccess,
                      let r = callee.firstChild else { return nil }
                if n == "withLock" || n == "withCriticalRegion" { return "'\(r.compactText)'" }
                if n == "sync", r.memberPath.map({ Array($0.suffix(2)) != ["DispatchQueue", "main"] }) ?? true {
                    return "the queue '\(r.compactText)' (inside its sync)"
                }
                return nil
            }
            child = a
        }
        return nil
    }
}
