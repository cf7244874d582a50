/// A repeating Foundation `Timer` (target `self` or a block) that its type never invalidates.
public final class TimerNotInvalidatedRule: Rule {
    public static let info = RuleInfo(
        id: "timer_not_invalidated", category: .memory, group: .correctness, severity: .warning, framework: .any,
        summary: "A repeating Timer is never invalidated, so it keeps firing and retains its target.")
    public static let visits: [NodeKind] = [.call]
    /// `Timer(…)`, `Timer.scheduledTimer(…)`, `Timer.init(…)` (see `timerCreation`).
    public static let calleeNames: [String]? = ["Timer", "scheduledTimer", "init"]
    public init() {}

    private var codeByType: [String: TypeCode] = [:]
    private var invalidatedByType: [String: Set<String>] = [:]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee, let nameTok = Self.timerCreation(callee) else { return }
        guard let rep = node.argument(labeled: "repeats")?.argumentValue, rep.kind == .literal,
              ctx.file.tokenEquals(rep.firstTokenIndex, "true") else { return }
        var block: Syntax? = nil
        if let target = node.argument(labeled: "target")?.argumentValue {
            guard target.isSelf else { return } // a proxy or another object
        } else if let b = node.argument(labeled: "block")?.argumentValue ?? node.arguments.last?.argumentValue {
            block = b
        } else {
            return
        }
        // A block that invalidates its own timer parameter stops itself.
        if let b = block, b.kind == .closure {
            let param = Ownership.firstClosureParameter(b)
            for d in b.descendants(.call) where d.isTeardownCall(.invalidated) {
                if let r = d.receiver, r.memberPath == [param] { return }
            }
        }
        guard let type = ctx.enclosingType, let typeName = type.typeName else { return }
        let code = codeByType[typeName] ?? TypeCode(name: typeName, tree: ctx.tree)
        codeByType[typeName] = code
        let invalidated: Set<String>
        if let cached = invalidatedByType[typeName] { invalidated = cached } else {
            invalidated = Set(code.receivers(ofCall: "invalidate").map { $0.name })
            invalidatedByType[typeName] = invalidated
        }

        var use = Ownership.use(of: node)
        var localName: String? = nil
        if case .local(let b) = use {
            localName = b.name
            use = Ownership.followLocal(b)
        }
        if let l = localName, invalidated.contains(l) { return }
        let message: String
        switch use {
        case .discarded:
            // A target-action timer whose selector method invalidates the timer it is handed.
            if block == nil, Self.selectorInvalidatesTimer(node, code, invalidated) { return }
            message = "This repeating Timer is never stored, so nothing can invalidate it and it fires forever\(block == nil ? " and retains self" : ""); keep it in a property and call invalidate() on it when done"
        case .stored(let storage):
            if invalidated.contains(storage) { return }
            // Storage inherited or code in other files: we cannot see every invalidation.
            if !code.declaredMembers.contains(storage) || code.hasCodeElsewhere(ctx.index) { return }
            let retains = block == nil ? " and retains self" : ""
            message = "This repeating Timer is never invalidated ('\(storage)' never gets invalidate(); setting it to nil does not stop it), so it keeps firing\(retains) until the app quits; invalidate '\(storage)' in viewWillDisappear(_:), deinit or a stop method"
        case .local, .returned, .other:
            return
        }
        ctx.report(Self.info, token: nameTok, message)
    }

    /// `Timer(…)`, `Timer.init(…)`, `Timer.scheduledTimer(…)`, `.scheduledTimer(…)`: the token to report.
    static func timerCreation(_ callee: Syntax) -> Int? {
        switch callee.kind {
        case .identifier:
            return callee.nameIs("Timer") ? callee.firstTokenIndex : nil
        case .memberAccess:
            guard callee.nameIs("scheduledTimer") || callee.nameIs("init") else { return nil }
            guard let base = callee.firstChild else {
                return callee.nameIs("scheduledTimer") ? callee.nameToken : nil
            }
            guard let p = base.memberPath, p == ["Timer"] || p == ["Foundation", "Timer"] else { return nil }
            return callee.nameIs("init") ? base.firstTokenIndex : callee.nameToken
        default:
            return nil
        }
    }

    /// `#selector(tick(_:))` where the type has a method taking a `Timer` it invalidates.
    static func selectorInvalidatesTimer(_ call: Syntax, _ code: TypeCode, _ invalidated: Set<String>) -> Bool {
        var found = false
        code.forEachNode { n in
            guard !found, n.kind == .parameter, let t = n.typeAnnotation,
                  TypeIndex.baseTypeName(t.text) == "Timer" else { return }
            let toks = n.file.tokens
            // parameter: [label] name: Type — the internal name is the identifier before the colon
            for i in n.tokenRange where toks[i].kind == .colon {
                if i > n.firstTokenIndex, invalidated.contains(n.file.identifierText(i - 1)) { found = true }
                break
            }
        }
        return found
    }
}
