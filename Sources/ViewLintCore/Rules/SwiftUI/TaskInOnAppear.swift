/// An unstructured `Task` started from an `.onAppear` closure: nothing cancels it on disappear.
public final class TaskInOnAppearRule: Rule {
    public static let info = RuleInfo(
        id: "task_in_on_appear", category: .swiftui, group: .pedantic, severity: .warning, framework: .swiftui,
        summary: "An unstructured Task started in .onAppear is never cancelled; use .task.")
    public static let triggers: RuleTriggers = .allOf("onAppear", "Task")
    public static let visits: [NodeKind] = [.call]
    public init() {}
    private var functionsByName: [String: [Syntax]]?

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard SwiftUIState.isUnstructuredTask(node), ctx.targetSupports(Version(15)),
              let onAppear = SwiftUIState.enclosingOnAppear(node),
              !node.isInLegacyAvailabilityBranch(below: Version(15)) else { return }
        // A handle kept in a property that the view cancels (on disappear, on hover, before
        // restarting it) is a task the view manages itself.
        if let p = node.parent, p.kind == .assignment, p.firstChild != node, let lhs = p.firstChild,
           let stored = lhs.name, let type = node.nearestAncestor(.typeDecl), Self.cancels(stored, in: type) { return }
        let f = ctx.swiftUI
        // Menu and context-menu content appears when the menu opens; cancelling its load
        // when the menu closes gains nothing.
        if Self.isMenuContent(onAppear) { return }
        // A comment right above the Task that weighs it against `.task`: a deliberate choice.
        if Self.commentAbove(node)?.containsBytes(".task") == true { return }
        guard let body = node.closureArguments.first else { return }
        let callees = awaitedCallees(in: body, ctx)
        // Every awaited call is a function of this file that never suspends: nothing runs
        // long enough to be worth cancelling.
        if !callees.isEmpty, callees.allSatisfy({ $0.resolved.map { fs in fs.allSatisfy { !Self.suspends($0) } } ?? false }) { return }
        // `guard isFirstLoad else { return }; isFirstLoad = false`: runs once, not on every
        // appearance.
        if Self.isOnceGuarded(node, onAppear) { return }
        // An in-flight flag: the called function sets `flag = true` before it first
        // suspends, and `!flag` guards the call (in the function, around the Task, or on
        // the view that carries `.onAppear`). Loads do not pile up, and a `.task` on a
        // trigger view that the flag removes would cancel its own load.
        if isInFlightGuarded(node, onAppear, callees, f, ctx) { return }
        let detached = node.callee?.kind == .memberAccess
        ctx.report(Self.info, token: node.firstTokenIndex,
                   "\(detached ? "Task.detached" : "Task") started in .onAppear is not cancelled when the view disappears and starts again on every appearance; move the work into .task { }")
    }

    /// Whether the type calls `name.cancel()` / `name?.cancel()` anywhere.
    static func cancels(_ name: String, in type: Syntax) -> Bool {
        for d in type.descendants(.call) where d.calleeNameIs("cancel") {
            guard let r = d.receiver else { continue }
            if r.name == name { return true }
            if r.kind == .postfixOperator, let x = r.firstChild, x.name == name { return true }
        }
        return false
    }

    // MARK: Where it runs

    /// The `.onAppear` sits in the content of a `Menu { }` or of a `.contextMenu { }`.
    static func isMenuContent(_ onAppear: Syntax) -> Bool {
        SwiftUITree.isInContent(of: onAppear, constructors: ["Menu"], modifiers: ["contextMenu"])
    }

    /// The text of the comment lines directly above the statement that holds `node`.
    static func commentAbove(_ node: Syntax) -> String? {
        var stmt = node
        while let p = stmt.parent, p.kind != .closure, p.kind != .codeBlock { stmt = p }
        let file = node.file
        let first = stmt.firstTokenIndex
        guard first > 0 else { return nil }
        let from = Int(file.tokens[first - 1].end), to = Int(file.tokens[first].start)
        guard to > from else { return nil }
        let gap = file.text(from: from, to: to)
        guard gap.containsBytes("//") || gap.containsBytes("/*") else { return nil }
        return gap
    }

    // MARK: What it awaits

    struct Callee {
        let call: Syntax
        let name: String
        /// The functions of this file with that name (nil: not declared here).
        let resolved: [Syntax]?
    }

    /// The calls the Task awaits, with the functions of this file they name.
    func awaitedCallees(in closure: Syntax, _ ctx: LintContext) -> [Callee] {
        var out: [Callee] = []
        for d in closure.descendants(.awaitExpr) {
            guard let e = d.firstChild else { continue }
            guard e.kind == .call, let name = e.calleeName else {
                out.append(Callee(call: e, name: "", resolved: nil))
                continue
            }
            out.append(Callee(call: e, name: name, resolved: functions(named: name, ctx)))
        }
        return out
    }

    func functions(named name: String, _ ctx: LintContext) -> [Syntax]? {
        if functionsByName == nil {
            var m: [String: [Syntax]] = [:]
            let tree = ctx.tree
            for i in 0..<tree.nodes.count where tree.nodes[i].kind == .funcDecl {
                let fn = Syntax(tree: tree, index: i)
                if fn.declKeyword == .func, let n = fn.name, fn.body != nil { m[n, default: []].append(fn) }
            }
            functionsByName = m
        }
        return functionsByName?[name]
    }

    /// Whether a function's body awaits anything.
    static func suspends(_ function: Syntax) -> Bool {
        guard let b = function.body else { return true }
        return b.descendants(.awaitExpr).first != nil
    }

    // MARK: Guards

    /// Properties read by the conditions of `if`/`guard` statements around `node` inside
    /// `closure` and by `guard`s that precede it there.
    static func guardingConditions(of node: Syntax, in closure: Syntax) -> [Syntax] {
        var out: [Syntax] = []
        var child = node
        for a in node.ancestors {
            if a == closure || a.kind == .funcDecl || a.kind == .typeDecl { break }
            switch a.kind {
            case .ifStmt:
                if let c = a.child(.conditionList), let first = a.child(.codeBlock), first.contains(child) { out.append(c) }
            case .codeBlock, .closure:
                for s in a.children where s.index < child.index && s.kind == .guardStmt {
                    if let c = s.child(.conditionList) { out.append(c) }
                }
            default:
                break
            }
            child = a
        }
        for s in closure.children where s.index < child.index && s.kind == .guardStmt {
            if let c = s.child(.conditionList) { out.append(c) }
        }
        return out
    }

    /// Member paths read in a condition (`isLoaded`, `self.state`, `model.didLoad`).
    static func paths(in condition: Syntax) -> [[String]] {
        var out: [[String]] = []
        for d in condition.descendants where d.kind == .identifier || d.kind == .memberAccess {
            if let p = d.parent, p.kind == .memberAccess, p.firstChild == d { continue }   // part of a longer path
            if let p = d.parent, p.kind == .call, p.firstChild == d { continue }           // a call
            guard var path = d.memberPath, !path.contains("") else { continue }
            if path.first == "self" { path.removeFirst() }
            if !path.isEmpty { out.append(path) }
        }
        return out
    }

    /// A guard or `if` around the Task reads a property that the same `.onAppear` closure
    /// assigns: the work runs once.
    static func isOnceGuarded(_ task: Syntax, _ onAppear: Syntax) -> Bool {
        guard let closure = onAppear.closureArguments.first else { return false }
        let read = Set(guardingConditions(of: task, in: closure).flatMap { paths(in: $0) })
        guard !read.isEmpty else { return false }
        return assignments(in: closure).contains { read.contains($0.path) }
    }

    /// Assignments inside `node` with their target path (`self.` dropped): a scan of the
    /// subtree, so the cost stays with the closure or function, not the file.
    static func assignments(in node: Syntax, before limit: Int = Int.max) -> [(node: Syntax, path: [String])] {
        var out: [(Syntax, [String])] = []
        for d in node.descendants(.assignment) {
            if d.index >= limit { break }
            guard var p = d.firstChild?.memberPath else { continue }
            if p.first == "self" { p.removeFirst() }
            out.append((d, p))
        }
        return out
    }

    /// What a condition requires of the view's state before the work starts: a Bool that
    /// is false (`!isLoadingMore`), or a state equal to a case (`commentsState == .loaded`).
    /// Matched by the property's name (`model.isLoading` and `isLoading` alike).
    struct StateTest: Hashable {
        let name: String
        /// The case the state must equal; nil for a Bool that must be false.
        let equals: String?
    }

    /// Conditions around the Task in its closure, and around the view that carries
    /// `.onAppear` (`if hasMore && !isLoadingMore { trigger.onAppear { … } }`).
    static func conditions(around task: Syntax, _ onAppear: Syntax) -> [Syntax] {
        var conditions: [Syntax] = []
        if let closure = onAppear.closureArguments.first { conditions += guardingConditions(of: task, in: closure) }
        var child: Syntax = onAppear
        for (n, a) in onAppear.ancestors.enumerated() {
            if n > SwiftUITree.ancestorWalkLimit || a.kind == .funcDecl || a.kind == .typeDecl || a.kind == .accessorBlock { break }
            if a.kind == .ifStmt, let c = a.child(.conditionList), let first = a.child(.codeBlock), first.contains(child) {
                conditions.append(c)
            }
            child = a
        }
        return conditions
    }

    /// The state tests of a condition; a bare name of a computed property of this file
    /// (`canLoadMore`) stands for the tests of its getter, one level deep.
    static func stateTests(in condition: Syntax, _ f: SwiftUIFileIndex, depth: Int = 0) -> Set<StateTest> {
        var out: Set<StateTest> = []
        for d in condition.descendants {
            switch d.kind {
            case .prefixOperator:
                guard d.file.tokenEquals(d.firstTokenIndex, "!"), let operand = d.firstChild,
                      let name = operand.memberPath?.last, !name.isEmpty else { continue }
                out.insert(StateTest(name: name, equals: nil))
            case .sequence:
                let parts = Array(d.children)
                for (k, op) in parts.enumerated() where op.kind == .binaryOperator && k > 0 && k + 1 < parts.count {
                    guard op.file.tokenEquals(op.firstTokenIndex, "==") else { continue }
                    let l = parts[k - 1], r = parts[k + 1]
                    if let name = l.memberPath?.last, !name.isEmpty, r.kind == .memberAccess, r.firstChild == nil, let c = r.name {
                        out.insert(StateTest(name: name, equals: c))
                    }
                }
            case .identifier:
                guard depth == 0, let name = d.name, let p = d.parent,
                      p.kind == .conditionList || p.kind == .sequence,
                      let type = SwiftUITree.enclosingTypeName(condition),
                      let b = f.property(named: name, inTypeNamed: type), !b.isStoredBinding,
                      let getter = b.child(.accessorBlock) else { continue }
                out.formUnion(stateTests(in: getter, f, depth: depth + 1))
            default:
                continue
            }
        }
        return out
    }

    func isInFlightGuarded(_ task: Syntax, _ onAppear: Syntax, _ callees: [Callee], _ f: SwiftUIFileIndex, _ ctx: LintContext) -> Bool {
        var outside: Set<StateTest> = []
        for c in Self.conditions(around: task, onAppear) { outside.formUnion(Self.stateTests(in: c, f)) }
        for c in callees {
            for fn in c.resolved ?? [] {
                guard let body = fn.body else { continue }
                let firstAwait = body.descendants(.awaitExpr).first?.index ?? Int.max
                var tests = outside
                for d in body.descendants where d.index < firstAwait && d.kind == .conditionList {
                    tests.formUnion(Self.stateTests(in: d, f))
                }
                if !tests.isEmpty, leavesStateBeforeSuspending(fn, tests, ctx, depth: 0) { return true }
            }
        }
        return false
    }

    /// Before its first `await`, the function makes one of the tests false (`flag = true`,
    /// `state = .loadingMore`), or its first `await` calls a function of this file that
    /// does (two calls deep).
    func leavesStateBeforeSuspending(_ fn: Syntax, _ tests: Set<StateTest>, _ ctx: LintContext, depth: Int) -> Bool {
        guard let body = fn.body else { return false }
        let firstAwait = body.descendants(.awaitExpr).first
        let limit = firstAwait?.index ?? Int.max
        for a in Self.assignments(in: body, before: limit) {
            guard let name = a.path.last, let rhs = a.node.firstChild?.nextSibling else { continue }
            for t in tests where t.name == name {
                if let c = t.equals {
                    if rhs.kind == .memberAccess, rhs.firstChild == nil, rhs.name != c { return true }
                } else if rhs.text == "true" {
                    return true
                }
            }
        }
        guard depth < 2, let aw = firstAwait, let call = aw.firstChild, call.kind == .call, let name = call.calleeName,
              call.receiver == nil || call.receiver?.isSelf == true else { return false }
        for next in functions(named: name, ctx) ?? [] where next != fn {
            if leavesStateBeforeSuspending(next, tests, ctx, depth: depth + 1) { return true }
        }
        return false
    }
}
