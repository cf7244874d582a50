/// Closures inside classes that capture `self` strongly while something self owns (or
/// something that outlives it) keeps them: stored closure properties, repeating timers,
/// block observers, stored Combine subscriptions and KVO observations, UIActions on owned
/// controls, closures handed to initializers whose result self keeps.
public final class StrongSelfInEscapingClosureRule: Rule {
    public static let info = RuleInfo(
        id: "strong_self_in_escaping_closure", category: .memory, group: .suspicious, severity: .warning, framework: .any, fix: .unsafe,
        summary: "A closure kept alive by self (or by something that outlives it) captures self strongly.")
    public static let visits: [NodeKind] = [.closure, .call]
    /// Calls only for `.assign(to:on: self)`; closures whatever their callee.
    public static let calleeNames: [String]? = ["assign"]
    public init() {}

    /// Tokens already reported (one finding per token, even when nested kept closures share it).
    private var reported = Set<Int>()
    /// What keeps each closure (Analysis/Ownership), made on the first visit of the file.
    private var keepers: ClosureKeepers!
    /// Per type declaration (node index): whether its instances leak nothing (see `isExempt`).
    private var exemptCache: [Int: Bool] = [:]

    private var testFile: Bool?

    typealias Keeper = ClosureKeepers.Keeper
    typealias CapturingType = ClosureKeepers.CapturingType

    // MARK: Visit

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        if keepers == nil { keepers = ClosureKeepers(ctx) }
        if node.kind == .call {
            visitAssign(node, ctx)
            return
        }
        guard let (type, facts) = instanceContext(node, ctx) else { return }
        // How the closure holds self first (most hold it weakly), then what keeps it (most are
        // kept by nothing: a call runs them and lets go), and only then the closure's first
        // strong reference: telling a member from a local or a global takes the type's member
        // names, which the first two questions seldom need. (Each check only reads, apart from
        // the keeper's storage noted for `cycleIsBroken`; the order changes no finding.)
        guard let binding = selfBinding(for: node, ctx) else { return }
        guard let keeper = keepers.keeper(of: node, facts) else { return }
        guard let tok = firstStrongReference(in: node, binding, ctx, facts) else { return }
        if keepers.cycleIsBroken(keeper, closure: node, ctx) { return }
        if isExempt(type, ctx) { return }
        guard reported.insert(tok).inserted else { return }
        ctx.report(Self.info, token: tok,
                   "Closure \(keeper.phrase) captures `self` strongly, \(keeper.consequence); capture `[weak self]` instead",
                   fix: binding.aliases.isEmpty ? Self.makeWeakSelfFix(node, keeper, ctx) : nil)
    }

    func visitAssign(_ call: Syntax, _ ctx: LintContext) {
        guard call.calleeNameIs("assign"), call.receiver != nil, let on = call.argument(labeled: "on"),
              let v = on.argumentValue, v.isSelf else { return }
        guard let (type, facts) = instanceContext(call, ctx) else { return }
        guard let binding = selfBinding(for: call, ctx), binding.explicitSelf else { return }
        guard let storage = keepers.subscriptionStorage(of: call, facts) else { return }
        if isExempt(type, ctx) { return }
        let tok = v.firstTokenIndex
        guard reported.insert(tok).inserted else { return }
        ctx.report(Self.info, token: tok,
                   "`assign(to:on: self)` retains `self` in a subscription stored in \(storage), a retain cycle; use `.sink { [weak self] … }` or `assign(to: &$property)` instead")
    }

    // MARK: Context

    func instanceContext(_ node: Syntax, _ ctx: LintContext) -> (Syntax, CapturingType)? {
        guard let type = ctx.enclosingType, CaptureScope.isReferenceType(type, ctx.index),
              let member = CaptureScope.member(containing: node, in: type), !CaptureScope.isStaticMember(member)
        else { return nil }
        // A plain stored property's initializer runs before self exists: no instance to capture.
        if member.kind == .varDecl, !member.hasModifier(.lazy),
           !member.children(.binding).contains(where: { $0.child(.accessorBlock) != nil }) { return nil }
        if testFile == nil { testFile = CaptureScope.isTestSupportPath(ctx.file.path, scope: ctx.scope) }
        if testFile == true { return nil }
        return (type, keepers.capturingType(of: type))
    }

    /// Instances that live as long as the app (app delegates, singletons, what only they
    /// keep) leak nothing, nor do test cases; a type only ever built as a temporary
    /// (`Flow(…).start()`) is kept alive by its own closures on purpose. Asked only once a
    /// closure would be reported: these are the costliest questions about a type (its
    /// conformances, every place the run constructs it), and most types never get that far.
    func isExempt(_ type: Syntax, _ ctx: LintContext) -> Bool {
        if let known = exemptCache[type.index] { return known }
        let name = type.typeName ?? ""
        let exempt = CaptureScope.livesForever(name, ctx) || CaptureScope.isTestType(name, ctx.index)
            || ctx.index.livesAsLongAsTheApp(name) || ctx.index.isOnlyBuiltAsTemporary(name)
        exemptCache[type.index] = exempt
        return exempt
    }

    // MARK: Which `self` the closure sees

    struct SelfBinding {
        /// `self` tokens in the closure are the strong instance.
        var explicitSelf: Bool
        /// Names bound to the strong self (`guard let strongSelf = self`).
        var aliases: Set<String>
    }

    /// How `self` reads inside closure (or call) `c`: nil when it is weak/unowned there.
    func selfBinding(for c: Syntax, _ ctx: LintContext) -> SelfBinding? {
        if ctx.bindings.selfParameter(of: c) != nil { return nil }
        if c.kind == .closure, let cap = c.selfCapture {
            if cap.specifier == .weak || cap.specifier == .unowned { return nil }
            return SelfBinding(explicitSelf: true, aliases: [])
        }
        for a in c.ancestors {
            switch a.kind {
            case .closure:
                if ctx.bindings.selfParameter(of: a) != nil { return nil }
                guard let cap = a.selfCapture else { continue }
                if cap.specifier == .unowned { return nil }
                if cap.specifier != .weak { return SelfBinding(explicitSelf: true, aliases: []) }
                let names = rebindings(of: c, inside: a)
                if names.isEmpty { return nil }
                var aliases = names
                let explicit = aliases.remove("self") != nil
                return SelfBinding(explicitSelf: explicit, aliases: aliases)
            case .typeDecl:
                return SelfBinding(explicitSelf: true, aliases: [])
            default:
                continue
            }
        }
        return SelfBinding(explicitSelf: true, aliases: [])
    }

    /// Names bound to an unwrapped `self` (`guard let self`, `if let strongSelf = self`) in
    /// scope at `c`, between `c` and the weakly capturing closure `w`.
    func rebindings(of c: Syntax, inside w: Syntax) -> Set<String> {
        var names = Set<String>()
        func bound(_ ob: Syntax) -> String? {
            guard let n = ob.name else { return nil }
            if let v = ob.firstChild { return v.isSelf ? n : nil }
            return n == "self" ? n : nil
        }
        var child = c
        var cur = c.parent
        while let a = cur {
            switch a.kind {
            case .codeBlock, .closure, .switchCase, .ifConfigClause:
                for stmt in a.children {
                    if stmt.index >= child.index { break }
                    if stmt.kind == .guardStmt, let cl = stmt.child(.conditionList) {
                        for ob in cl.children where ob.kind == .optionalBinding { if let n = bound(ob) { names.insert(n) } }
                    }
                }
            case .ifStmt, .whileStmt:
                if child.kind == .codeBlock, a.child(.codeBlock) == child, let cl = a.child(.conditionList) {
                    for ob in cl.children where ob.kind == .optionalBinding { if let n = bound(ob) { names.insert(n) } }
                }
            default: break
            }
            if a.index == w.index { break }
            child = a
            cur = a.parent
        }
        return names
    }

    // MARK: The first strong reference

    func firstStrongReference(in c: Syntax, _ b: SelfBinding, _ ctx: LintContext, _ f: CapturingType) -> Int? {
        if let cap = c.selfCapture, cap.specifier == .none { return b.explicitSelf ? cap.token : nil }
        let tree = ctx.tree
        let nodes = tree.nodes
        let file = tree.file
        let end = Int(nodes[c.index].end)
        var i = c.index + 1
        if i < end, nodes[i].kind == .captureList { i = Int(nodes[i].end) } // evaluated outside the closure
        while i < end {
            let k = nodes[i].kind
            switch k {
            case .closure:
                let n = tree.node(i)
                if let cap = n.selfCapture {
                    guard b.explicitSelf else { i = Int(nodes[i].end); continue }
                    // The nested capture list reads self from this closure: a strong capture here.
                    if let list = n.firstChild {
                        var j = list.index + 1
                        let le = Int(nodes[list.index].end)
                        while j < le {
                            if nodes[j].kind == .identifier, tree.node(j).isSelf { return Int(nodes[j].firstToken) }
                            if nodes[j].kind == .captureItem, j == cap.item.index { return cap.token }
                            j += 1
                        }
                    }
                    return cap.token
                }
                i += 1
            case .typeDecl, .keyPath:
                i = Int(nodes[i].end)
            case .identifier:
                let n = tree.node(i)
                if n.isSelf {
                    if b.explicitSelf { return n.firstTokenIndex }
                } else if b.explicitSelf || !b.aliases.isEmpty, let nt = n.nameToken, file.tokens[nt].kind == .identifier {
                    // (Without an alias or an implicit self, only `self` itself can be a strong
                    // reference: the name is not read.)
                    let name = file.identifierText(nt)
                    if b.aliases.contains(name) || (b.explicitSelf && (f.members.contains(name) || f.inherited.contains(name))) {
                        if keepers.lookupLocal(name, at: n) == nil || (b.aliases.contains(name) && !declaredInside(c, name, n)) {
                            if !isArgumentLabelLike(n) { return n.firstTokenIndex }
                        }
                    }
                }
                i += 1
            default:
                i += 1
            }
        }
        return nil
    }

    /// Whether `name` is (re)declared inside closure `c` before `use`.
    func declaredInside(_ c: Syntax, _ name: String, _ use: Syntax) -> Bool {
        guard let d = keepers.lookupLocal(name, at: use) else { return false }
        return d.token > c.firstTokenIndex
    }

    /// `foo` in `foo:` positions that the parser may keep as identifiers (defensive).
    func isArgumentLabelLike(_ n: Syntax) -> Bool {
        let toks = n.tree.file.tokens
        let t = n.firstTokenIndex
        return t + 1 < toks.count && toks[t + 1].kind == .colon && n.parent?.kind == .argument && n.parent?.nameToken == t
    }
}

/// How the message names what keeps a closure.
extension ClosureKeepers.Keeper {
    var phrase: String {
        switch self {
        case .stored(let s): return "stored in \(s)"
        case .timer: return "of a repeating Timer"
        case .notification: return "of a NotificationCenter block observer"
        case .subscription(let s): return "of a Combine subscription stored in \(s)"
        case .kvo(let s): return "of a KVO observation stored in \(s)"
        case .timeObserver(let s): return "of a time observer added to \(s)"
        case .passed(let t, let s): return "passed to a `\(t)` kept by \(s)"
        }
    }

    var consequence: String {
        switch self {
        case .timer: return "so the run loop keeps self alive until the timer is invalidated"
        case .notification: return "so NotificationCenter keeps self alive until the observer is removed"
        default: return "and self keeps the closure alive (retain cycle)"
        }
    }
}
