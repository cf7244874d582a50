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
    /// The file's lint context, kept for the local lookups of helpers that take no context;
    /// its bindings are built only when a lookup needs them (most files never do).
    private var fileContext: LintContext?
    private var typeCache: [Int: CapturingType] = [:]
    /// The property of self that directly stores the closure (`self.x`, `x`, `x[key]`), if any:
    /// when the type sets it back to nil, the cycle is managed on purpose.
    var directProperty: String?
    /// Where self stores the token or timer a keeping call returns (`token = center.addObserver…`,
    /// `tokens.append(…)`, `self.timer = Timer.scheduledTimer…`), if it is self's own property.
    var tokenStorage: String?

    struct CapturingType {
        /// The type's member names with those it inherits from the run's classes, and what its
        /// UIKit role says, read the first time a closure asks (most closures capture self
        /// weakly, never name it or are kept by nothing, and never do).
        let onDemand: CapturingTypeOnDemand
        var members: MemberNames { onDemand.members }
        var owned: Set<String> { onDemand.roleMembers.owned }
        /// Inherited UIKit members used without `self.` (with `members`: the implicit-self names).
        var inherited: Set<String> { onDemand.roleMembers.inherited }
        /// Its stored properties declared in this file.
        var declared: DeclaredProperties
        var weak: Set<String> { declared.sets.weak }
        /// Stored properties declared in this file without `weak`/`unowned`.
        var declaredStrong: Set<String> { declared.sets.strong }
    }

    /// What a type's facts need from the run's index, asked once per type on first use.
    final class CapturingTypeOnDemand {
        private let index: TypeIndex
        private let typeName: String
        private(set) lazy var members: MemberNames = index.members(of: typeName)
        /// The members UIKit gives the type's role: those it owns, and those used without `self.`.
        private(set) lazy var roleMembers: (owned: Set<String>, inherited: Set<String>) = {
            let role = index.role(of: typeName)
            return (UIKitOwnedMembers.ownedMembers(role), UIKitOwnedMembers.implicitMembers(role))
        }()

        init(index: TypeIndex, typeName: String) {
            self.index = index
            self.typeName = typeName
        }
    }

    /// A type's stored properties declared in this file (in all its declarations), weak or
    /// unowned apart from strong; read the first time an ownership question needs them.
    final class DeclaredProperties {
        private let tree: SyntaxTree
        private let typeName: String
        private var computed: (weak: Set<String>, strong: Set<String>)?

        init(tree: SyntaxTree, typeName: String) {
            self.tree = tree
            self.typeName = typeName
        }

        var sets: (weak: Set<String>, strong: Set<String>) {
            if let computed { return computed }
            var weak = Set<String>()
            var strong = Set<String>()
            for t in tree.typeDecls(named: typeName) {
                guard let block = t.child(.memberBlock) else { continue }
                for m in block.children where m.kind == .varDecl {
                    let isWeak = m.hasModifier(.weak) || m.hasModifier(.unowned)
                    for b in m.children(.binding) {
                        guard let n = b.name else { continue }
                        if isWeak { weak.insert(n) } else { strong.insert(n) }
                    }
                }
            }
            computed = (weak, strong)
            return (weak, strong)
        }
    }

    /// Per type declaration (node index): whether its instances leak nothing (see `isExempt`).
    private var exemptCache: [Int: Bool] = [:]

    private var testFile: Bool?

    /// What keeps a closure alive, as the message names it.
    enum Keeper {
        case stored(String)              // "`viewModel.onChange`"
        case timer
        case notification
        case subscription(String)        // storage of the cancellable
        case kvo(String)
        case timeObserver(String)
        case passed(String, String)      // (type created, what keeps it)

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

    // MARK: Visit

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        if fileContext == nil { fileContext = ctx }
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
        guard let binding = selfBinding(for: node) else { return }
        directProperty = nil
        tokenStorage = nil
        guard let keeper = keeper(ofClosure: node, ctx, facts) else { return }
        guard let tok = firstStrongReference(in: node, binding, ctx, facts) else { return }
        if cycleIsBroken(keeper, closure: node, ctx) { return }
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
        guard let binding = selfBinding(for: call), binding.explicitSelf else { return }
        guard let storage = chainStorage(from: call, ctx, facts, needsSubscriber: false) else { return }
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
        if let f = typeCache[type.index] { return (type, f) }
        let name = type.typeName ?? ""
        let f = CapturingType(onDemand: CapturingTypeOnDemand(index: ctx.index, typeName: name),
                          declared: DeclaredProperties(tree: ctx.tree, typeName: name))
        typeCache[type.index] = f
        return (type, f)
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

    func locals(_ node: Syntax) -> LocalDeclarations? {
        LocalDeclarations(around: node, in: fileContext!)
    }

    func lookupLocal(_ name: String, at node: Syntax) -> LocalDeclarations.Decl? {
        locals(node)?.lookup(name, at: node)
    }

    /// A member of self that names an object self owns (not a weak back reference).
    func isOwnedName(_ name: String, _ f: CapturingType) -> Bool {
        guard f.members.contains(name) || f.owned.contains(name) else { return false }
        if f.weak.contains(name) { return false }
        if f.declaredStrong.contains(name) { return true }
        // Delegates, parents, coordinators and routers point back up the ownership graph
        // (weak by convention, when declared in a file we cannot see).
        if name == "delegate" || name.hasSuffix("Delegate") || name == "parent" || name.hasPrefix("parent") { return false }
        let lower = name.lowercased()
        if lower.hasSuffix("coordinator") || lower.hasSuffix("router") || lower == "owner" { return false }
        return true
    }

    // MARK: Which `self` the closure sees

    struct SelfBinding {
        /// `self` tokens in the closure are the strong instance.
        var explicitSelf: Bool
        /// Names bound to the strong self (`guard let strongSelf = self`).
        var aliases: Set<String>
    }

    /// How `self` reads inside closure (or call) `c`: nil when it is weak/unowned there.
    func selfBinding(for c: Syntax) -> SelfBinding? {
        if c.declaresSelfParameter { return nil }
        if c.kind == .closure, let cap = c.selfCapture {
            if cap.specifier == .weak || cap.specifier == .unowned { return nil }
            return SelfBinding(explicitSelf: true, aliases: [])
        }
        for a in c.ancestors {
            switch a.kind {
            case .closure:
                if a.declaresSelfParameter { return nil }
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
                        if lookupLocal(name, at: n) == nil || (b.aliases.contains(name) && !declaredInside(c, name, n)) {
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
        guard let d = lookupLocal(name, at: use) else { return false }
        return d.token > c.firstTokenIndex
    }

    /// `foo` in `foo:` positions that the parser may keep as identifiers (defensive).
    func isArgumentLabelLike(_ n: Syntax) -> Bool {
        let toks = n.tree.file.tokens
        let t = n.firstTokenIndex
        return t + 1 < toks.count && toks[t + 1].kind == .colon && n.parent?.kind == .argument && n.parent?.nameToken == t
    }
}
