/// A long-running unstructured `Task` in a view controller or view that nothing cancels
/// (not stored, or cancelled only in `deinit` while it holds `self`).
public final class TaskNotCancelledRule: Rule {
    public static let info = RuleInfo(
        id: "task_not_cancelled", category: .memory, group: .correctness, severity: .warning, framework: .any,
        summary: "A long-running Task in a view controller or view is never cancelled when the screen goes away.")
    public static let visits: [NodeKind] = [.call]
    /// `Task { }`, `Task.detached { }`, `Task.init { }` (see `isTaskCreation`).
    public static let calleeNames: [String]? = ["Task", "detached", "init"]
    public init() {}

    private var codeByType: [String: TypeCode] = [:]
    private var cancelsByType: [String: [(name: String, inDeinit: Bool)]] = [:]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee, Self.isTaskCreation(callee),
              let body = node.argument(labeled: "operation")?.argumentValue ?? node.arguments.last?.argumentValue,
              body.kind == .closure else { return }
        guard let type = ctx.enclosingType, let typeName = type.typeName else { return }
        let role = ctx.index.role(of: typeName)
        guard role == .viewController || role.isView else { return }
        guard let loop = Self.longLoop(in: body) else { return }

        var use = Ownership.use(of: node)
        if case .local(let b) = use { use = Ownership.followLocal(b) }
        let tok = callee.firstTokenIndex
        let kind = role == .viewController ? "screen" : "view"
        switch use {
        case .discarded:
            ctx.report(Self.info, token: tok,
                       "This Task runs \(loop) but is never stored, so nothing can cancel it and it outlives the \(kind); store it and call cancel() in \(Self.stopPlace(role))")
        case .stored(let storage):
            let code = codeByType[typeName] ?? TypeCode(name: typeName, tree: ctx.tree)
            codeByType[typeName] = code
            let cancels: [(name: String, inDeinit: Bool)]
            if let c = cancelsByType[typeName] { cancels = c } else {
                cancels = code.receivers(ofCall: "cancel")
                cancelsByType[typeName] = cancels
            }
            if cancels.contains(where: { $0.name == storage && !$0.inDeinit }) { return }
            if !code.declaredMembers.contains(storage) || code.hasCodeElsewhere(ctx.index) { return }
            if cancels.contains(where: { $0.name == storage }) {
                // Cancelled in deinit: fine when the task does not keep self alive.
                guard Self.holdsSelf(body, before: loop.node) else { return }
                let why = Self.referencesSelf(body, ctx.index.members(of: typeName))
                    ? "which never runs while the task holds self"
                    : "so it keeps running after the \(kind) disappears"
                ctx.report(Self.info, token: tok,
                           "This Task runs \(loop) and '\(storage)' is cancelled only in deinit, \(why); cancel it in \(Self.stopPlace(role)) instead")
            } else {
                ctx.report(Self.info, token: tok,
                           "This Task runs \(loop) but '\(storage)' is never cancelled, so it outlives the \(kind); cancel it in \(Self.stopPlace(role))")
            }
        case .local, .returned, .other:
            return
        }
    }

    static func stopPlace(_ role: TypeIndex.Role) -> String {
        switch role {
        case .viewController: return "viewWillDisappear(_:) or viewDidDisappear(_:)"
        case .tableViewCell, .collectionViewCell, .reusableView: return "prepareForReuse()"
        default: return "didMoveToWindow() when window is nil"
        }
    }

    /// `Task { }`, `Task(priority:) { }`, `Task.detached { }`, `Task.init { }`.
    static func isTaskCreation(_ callee: Syntax) -> Bool {
        switch callee.kind {
        case .identifier: return callee.nameIs("Task")
        case .memberAccess:
            guard callee.nameIs("detached") || callee.nameIs("init") else { return false }
            return callee.firstChild?.memberPath == ["Task"]
        default: return false
        }
    }

    struct Loop: CustomStringConvertible {
        let node: Syntax
        let description: String
    }

    /// The first loop in the task body (outside nested closures) that runs forever or until
    /// cancelled: `while true`, `while !Task.isCancelled`, `repeat … while …` of those, `for await`.
    static func longLoop(in closure: Syntax) -> Loop? {
        let tree = closure.tree
        var i = closure.index + 1
        let end = Int(tree.nodes[closure.index].end)
        while i < end {
            let k = tree.nodes[i].kind
            if k == .closure || k == .typeDecl || k == .funcDecl { i = Int(tree.nodes[i].end); continue }
            let s = Syntax(tree: tree, index: i)
            switch k {
            case .forStmt:
                if s.isForAwait, !isFiniteSequence(s) {
                    return Loop(node: s, description: "a 'for await' loop over a sequence that may never end")
                }
            case .whileStmt:
                if let cond = s.child(.conditionList), let c = cond.firstChild, cond.children.reduce(0, { n, _ in n + 1 }) == 1,
                   let what = endlessCondition(c), !exits(s) {
                    return Loop(node: s, description: what)
                }
            case .repeatStmt:
                if let c = s.children.first(where: { $0.kind != .codeBlock }), let what = endlessCondition(c), !exits(s) {
                    return Loop(node: s, description: what.replacing("a 'while", with: "a 'repeat … while"))
                }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// `for try await line in url.lines`, `… in bytes(from:)`: sequences that end by themselves.
    static func isFiniteSequence(_ forStmt: Syntax) -> Bool {
        guard let pat = forStmt.child(.pattern), let seq = pat.nextSibling else { return false }
        let last = seq.kind == .call ? seq.calleeName : seq.name
        guard let l = last else { return false }
        return l == "lines" || l == "bytes" || l == "characters" || l == "unicodeScalars"
    }

    /// `true` / `!Task.isCancelled`.
    static func endlessCondition(_ c: Syntax) -> String? {
        if c.kind == .literal, c.file.tokenEquals(c.firstTokenIndex, "true") { return "a 'while true' loop" }
        if c.kind == .prefixOperator, c.compactText == "!Task.isCancelled" { return "a 'while !Task.isCancelled' loop" }
        return nil
    }

    /// A `break` or `return` in the loop body (outside nested closures and loops): it can end.
    static func exits(_ loop: Syntax) -> Bool {
        let tree = loop.tree
        var i = loop.index + 1
        let end = Int(tree.nodes[loop.index].end)
        while i < end {
            let k = tree.nodes[i].kind
            if k == .closure || k == .funcDecl || k == .whileStmt || k == .forStmt || k == .repeatStmt || k == .switchStmt {
                i = Int(tree.nodes[i].end); continue
            }
            if k == .breakStmt || k == .returnStmt { return true }
            i += 1
        }
        return false
    }

    /// Whether the closure uses `self`, explicitly or through a member name of the type.
    static func referencesSelf(_ closure: Syntax, _ members: MemberNames) -> Bool {
        for d in closure.descendants(.identifier) {
            if d.isSelf { return true }
            if let n = d.name, members.contains(n) { return true }
        }
        return false
    }

    /// Whether the task keeps `self` for the whole loop: no weak/unowned capture of self, or a
    /// strong re-binding (`guard let self`, `let strongSelf = self`) before the loop.
    static func holdsSelf(_ closure: Syntax, before loop: Syntax) -> Bool {
        let weak = closure.captureItems.contains { item in
            guard let spec = item.auxToken, let n = item.nameToken else { return false }
            let k = closure.file.tokens[spec].keyword
            return (k == .weak || k == .unowned) && closure.file.tokens[n].keyword == .`self`
        }
        if !weak { return true }
        for d in closure.descendants where d.index < loop.index && d.kind == .optionalBinding {
            if d.nameIs("self") { return true }
            if let v = d.firstChild, v.isSelf { return true }
        }
        return false
    }
}
