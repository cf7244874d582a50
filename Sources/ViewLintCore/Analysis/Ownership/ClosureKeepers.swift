/// Who keeps a closure that captures `self`: a stored property, a repeating timer, an observer
/// or subscription self stores, an owned control's action, an initializer whose result self
/// keeps; and whether the type breaks that cycle on purpose (`Teardown`'s table, in the index's
/// facts and inside the closure). One instance per file and per rule: it keeps the closure being
/// asked about (`keeper(of:)` notes where it is stored for `cycleIsBroken`), so rules do not
/// share one.
final class ClosureKeepers {
    /// The file's lint context, for the local lookups (its bindings are built only when a lookup
    /// needs them: most files never do).
    unowned let context: LintContext

    init(_ context: LintContext) {
        self.context = context
    }

    /// What keeps a closure alive (the rule's message names it).
    enum Keeper {
        case stored(String)              // "`viewModel.onChange`"
        case timer
        case notification
        case subscription(String)        // storage of the cancellable
        case kvo(String)
        case timeObserver(String)
        case passed(String, String)      // (type created, what keeps it)
    }

    /// The property of self that directly stores the closure (`self.x`, `x`, `x[key]`), if any:
    /// when the type sets it back to nil, the cycle is managed on purpose.
    private(set) var directProperty: String?
    /// Where self stores the token or timer a keeping call returns (`token = center.addObserver…`,
    /// `tokens.append(…)`, `self.timer = Timer.scheduledTimer…`), if it is self's own property.
    private(set) var tokenStorage: String?

    /// The facts of each capturing class (by type declaration node), made on first use.
    private var typeCache: [Int: CapturingType] = [:]

    /// What the class declared by `type` owns, as its closures see it.
    func capturingType(of type: Syntax) -> CapturingType {
        if let f = typeCache[type.index] { return f }
        let name = type.typeName ?? ""
        let f = CapturingType(onDemand: CapturingTypeOnDemand(index: context.index, typeName: name),
                              declared: DeclaredProperties(tree: context.tree, typeName: name))
        typeCache[type.index] = f
        return f
    }

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

    private func locals(_ node: Syntax) -> LocalDeclarations? {
        LocalDeclarations(around: node, in: context)
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

    // MARK: Keepers

    static let adopting: Set<String> = [
        "addAction", "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addChild",
        "addGestureRecognizer", "addInteraction", "append", "insert", "setRightBarButton", "setLeftBarButton",
        "setRightBarButtonItems", "setLeftBarButtonItems", "setToolbarItems", "setViewControllers",
    ]

    /// Initializers whose closures run once (or are covered by other rules).
    static let transientTypes: Set<String> = [
        "Task", "Timer", "UIViewPropertyAnimator", "BlockOperation", "Thread", "DispatchQueue",
        "AsyncStream", "AsyncThrowingStream", "Binding",
    ]

    /// Whether a closure's body is one expression whose root is an initializer of a type the
    /// linted code declares as a SwiftUI `View` (modifiers after it allowed).
    static func buildsOnlyAView(_ closure: Syntax, _ ctx: LintContext) -> Bool {
        let body = closure.children.filter { $0.kind != .closureSignature && $0.kind != .captureList }
        guard body.count == 1, let only = body.first, only.kind == .call,
              let root = SwiftUITree.chainRoot(of: only), root.kind == .call, root.isInitializerCall,
              let type = root.initializerTypeName else { return false }
        return ctx.index.conformances(of: type).contains("View")
    }

    /// What keeps closure `c`, written in a member of the class `f` describes: nil when nothing
    /// self owns (or that outlives self) does. Notes where the closure, or the token or timer
    /// that holds it, is stored, which the next `cycleIsBroken` reads.
    func keeper(of c: Syntax, _ f: CapturingType) -> Keeper? {
        directProperty = nil
        tokenStorage = nil
        return keeper(ofClosure: c, context, f)
    }

    /// Where the subscription of `call`'s chain (`.assign(to:on:)`, `.sink`) is kept, when self
    /// keeps it: "`cancellables`".
    func subscriptionStorage(of call: Syntax, _ f: CapturingType) -> String? {
        chainStorage(from: call, context, f, needsSubscriber: false)
    }

    private func keeper(ofClosure c: Syntax, _ ctx: LintContext, _ f: CapturingType) -> Keeper? {
        guard let p = c.valueParent else { return nil }
        switch p.kind {
        case .assignment:
            guard let lhs = p.firstChild, lhs.index != c.index else { return nil }
            return storeTarget(lhs, ctx, f, depth: 0).map { .stored($0) }
        case .binding:
            guard let vd = p.parent, vd.kind == .varDecl else { return nil }
            if isMemberDecl(vd) {
                guard vd.hasModifier(.lazy), let n = p.name else { return nil }
                return .stored("lazy var `\(n)`")
            }
            return valueKeeper(c, ctx, f, depth: 0).map { .stored($0) }
        case .argument:
            guard let call = p.parent, call.kind == .call, call.firstChild != p else { return nil }
            return keeper(ofArgument: c, call, ctx, f)
        default:
            return nil
        }
    }

    private func keeper(ofArgument c: Syntax, _ call: Syntax, _ ctx: LintContext, _ f: CapturingType) -> Keeper? {
        let callee = call.callee
        // Repeating timers: `Timer.scheduledTimer(…repeats: true) { }`, `Timer(…repeats: true) { }`.
        if call.calleeNameIs("scheduledTimer") || (call.isInitializerCall && call.initializerTypeName == "Timer") {
            if let r = call.argument(labeled: "repeats")?.argumentValue, r.isTrueLiteral {
                tokenStorage = ownStorage(ofValue: call)
                return .timer
            }
            return nil
        }
        if call.calleeNameIs("addObserver"), call.argument(labeled: "forName") != nil {
            tokenStorage = ownStorage(ofValue: call)
            return .notification
        }
        if call.calleeNameIs("addPeriodicTimeObserver") || call.calleeNameIs("addBoundaryTimeObserver") {
            guard let r = call.receiver, let owner = ownerOfReceiver(r, ctx, f, depth: 0) else { return nil }
            tokenStorage = ownStorage(ofValue: call)
            return .timeObserver(owner)
        }
        if call.calleeNameIs("observe"), let first = call.arguments.first, first.name == nil,
           first.argumentValue?.kind == .keyPath {
            return valueKeeper(call.chainTop, ctx, f, depth: 0).map { .kvo($0) }
        }
        if call.isInitializerCall {
            guard let t = call.initializerTypeName, !Self.transientTypes.contains(t) else { return nil }
            // `UIHostingConfiguration { Row(model: self) }`: a closure that only builds a SwiftUI
            // view is a view builder, run once to make the content; it is the view, not the
            // closure, that is kept (and `[weak self]` could not help it).
            if Self.buildsOnlyAView(c, ctx) { return nil }
            // An initializer of the linted files that only calls the closure keeps nothing.
            if let arg = c.parent, arg.kind == .argument {
                let label = arg.flags.contains(.trailing) ? nil : arg.name
                if ctx.index.initializerKeepsClosure(of: t, label: label) == false { return nil }
            }
            return valueKeeper(call, ctx, f, depth: 0).map { .passed(t, $0) }
        }
        if callee?.kind == .memberAccess, call.receiver != nil {
            if call.calleeNameIs("append") || call.calleeNameIs("insert"), let r = call.receiver {
                if let owner = ownerOfReceiver(r, ctx, f, depth: 0, allowLocals: false) { return .stored(owner) }
            }
            if let s = chainStorage(from: call, ctx, f, needsSubscriber: true) { return .subscription(s) }
        }
        return nil
    }

    /// For a call in a Combine (or Rx) chain: where the resulting subscription is kept.
    private func chainStorage(from call: Syntax, _ ctx: LintContext, _ f: CapturingType, needsSubscriber: Bool) -> String? {
        var cur = call
        var sawSubscriber = false
        var steps = 0
        while steps < Syntax.upwardWalkLimit {
            steps += 1
            if cur.calleeNameIs("sink") || cur.calleeNameIs("assign") || cur.calleeNameIs("subscribe") { sawSubscriber = true }
            if cur.calleeNameIs("store"), let a = cur.argument(labeled: "in")?.argumentValue {
                let target = a.kind == .prefixOperator ? (a.firstChild ?? a) : a
                if CombinePipelines.isFinite(chainTop: cur, locals: { [unowned self] n, at in self.lookupLocal(n, at: at) }) { return nil }
                let owner = ownerOfReceiver(target, ctx, f, depth: 0, allowLocals: false)
                if owner != nil { noteDirectProperty(target, target.expressionRoot) }
                return owner
            }
            if cur.calleeNameIs("disposed"), let a = cur.argument(labeled: "by")?.argumentValue {
                if CombinePipelines.isFinite(chainTop: cur, locals: { [unowned self] n, at in self.lookupLocal(n, at: at) }) { return nil }
                return ownerOfReceiver(a, ctx, f, depth: 0, allowLocals: false)
            }
            guard let p = cur.parent, p.kind == .memberAccess, p.firstChild == cur,
                  let gp = p.parent, gp.kind == .call, gp.firstChild == p else { break }
            cur = gp
        }
        guard sawSubscriber || !needsSubscriber else { return nil }
        guard sawSubscriber else { return nil }
        if CombinePipelines.isFinite(chainTop: cur, locals: { [unowned self] n, at in self.lookupLocal(n, at: at) }) { return nil }
        return valueKeeper(cur, ctx, f, depth: 0)
    }

    private func isMemberDecl(_ vd: Syntax) -> Bool {
        var cur = vd.parent
        while let c = cur {
            switch c.kind {
            case .memberBlock: return true
            case .ifConfigClause, .ifConfig: cur = c.parent
            default: return false
            }
        }
        return false
    }

    /// Where an assignment to `lhs` stores the value, when self keeps it: "`self.x`", "`viewModel.onChange`".
    private func storeTarget(_ lhs: Syntax, _ ctx: LintContext, _ f: CapturingType, depth: Int) -> String? {
        // `x.delegate = …`, `tableView.dataSource = …`: weak by convention, they keep nothing.
        // (`self.dataSource = …` is self's own property: weak only when declared so.)
        if lhs.kind == .memberAccess, let n = lhs.name, CaptureScope.isWeakByConvention(n),
           !(lhs.firstChild?.isSelf ?? true) { return nil }
        if lhs.kind == .memberAccess, let n = lhs.name, lhs.firstChild?.isSelf == true, f.weak.contains(n) { return nil }
        let root = lhs.expressionRoot
        if root.isSelf {
            if root.index == lhs.index { return nil }
            noteDirectProperty(lhs, root)
            return "`\(lhs.compactText)`"
        }
        guard root.kind == .identifier, let name = root.name, name != "_" else { return nil }
        if let d = lookupLocal(name, at: root) {
            if isSelfAlias(d, ctx) { return root.index == lhs.index ? nil : "`\(lhs.compactText)`" }
            guard depth < 5, let _ = localKeeper(d, ctx, f, depth: depth + 1) else { return nil }
            return "`\(lhs.compactText)`"
        }
        guard isOwnedName(name, f) else { return nil }
        noteDirectProperty(lhs, root)
        return "`\(lhs.compactText)`"
    }


    private func noteDirectProperty(_ lhs: Syntax, _ root: Syntax) {
        var cur = lhs
        if cur.kind == .subscriptCall, let c = cur.firstChild { cur = c }
        if cur.kind == .memberAccess, cur.firstChild?.isSelf == true { directProperty = cur.name; return }
        if cur.kind == .identifier, cur.index == root.index, !cur.isSelf { directProperty = cur.name }
    }


    /// Self's stored property that `value` is assigned or appended to: `x = value`,
    /// `self.x = value`, `self.x[key] = value`, `xs.append(value)`.
    private func ownStorage(ofValue value: Syntax) -> String? {
        guard let p = value.valueParent else { return nil }
        func own(_ e: Syntax) -> String? {
            var t = e
            if t.kind == .subscriptCall, let b = t.firstChild { t = b }
            if t.kind == .memberAccess, t.firstChild?.isSelf == true { return t.name }
            if t.kind == .identifier, let n = t.name, !t.isSelf, lookupLocal(n, at: t) == nil { return n }
            return nil
        }
        switch p.kind {
        case .assignment:
            guard let lhs = p.firstChild, lhs.index != value.index else { return nil }
            return own(lhs)
        case .argument:
            guard let call = p.parent, call.kind == .call, call.calleeNameIs("append") || call.calleeNameIs("insert"),
                  let r = call.receiver else { return nil }
            return own(r)
        default:
            return nil
        }
    }

    /// The name of the type's member whose body holds `node`: a function's base name, `init`,
    /// `deinit`, a property's name (the facts of the index name members the same way).
    private func memberName(of node: Syntax, _ ctx: LintContext) -> String? {
        guard let type = ctx.enclosingType, let m = CaptureScope.member(containing: node, in: type) else { return nil }
        switch m.declKeyword {
        case .`init`: return "init"
        case .deinit: return "deinit"
        case .subscript: return "subscript"
        default: break
        }
        if m.kind == .varDecl { return m.children(.binding).first?.name }
        return m.name
    }

    /// Whether the type breaks the cycle on purpose, in any of its files or superclasses, in a
    /// member other than `deinit` (which cannot run while the cycle holds) and other than the
    /// one that creates the closure (there a reset only replaces the previous one), or inside
    /// the closure itself:
    /// - a stored closure, a KVO observation or a helper holding the closure: set to nil or emptied;
    /// - a Combine subscription: cancelled, set to nil or its storage emptied;
    /// - a repeating timer: invalidated;
    /// - an AVPlayer time observer: removed with `removeTimeObserver`;
    /// - a NotificationCenter token: removed, and set to nil or its storage emptied (the token
    ///   itself holds the block).
    func cycleIsBroken(_ keeper: Keeper, closure c: Syntax, _ ctx: LintContext) -> Bool {
        let storage: String?
        var accepted: Set<StorageTeardown.Action> = [.setToNil, .emptied]
        var needsRemoval = false
        switch keeper {
        case .stored, .passed, .kvo:
            storage = directProperty
        case .subscription:
            storage = directProperty
            accepted.insert(.cancelled)
        case .timer:
            storage = tokenStorage
            accepted = [.invalidated]
        case .timeObserver:
            storage = tokenStorage
            accepted = [.observerRemoved]
        case .notification:
            storage = tokenStorage
            needsRemoval = true
        }
        guard let name = storage, let typeName = ctx.enclosingType?.typeName else { return false }
        let registering = memberName(of: c, ctx)
        var done = Set(ctx.index.teardowns(of: name, in: typeName)
            .filter { $0.member != "deinit" && $0.member != registering }.map(\.action))
        done.formUnion(Self.teardowns(of: name, inside: c))
        if needsRemoval { return done.contains(.observerRemoved) && !done.isDisjoint(with: accepted) }
        return !done.isDisjoint(with: accepted)
    }

    /// Teardowns of self's property `name` written inside the closure itself (a subscription
    /// that cancels itself, a completion that clears its own storage).
    static func teardowns(of name: String, inside c: Syntax) -> Set<StorageTeardown.Action> {
        var out: Set<StorageTeardown.Action> = []
        func target(_ e: Syntax) -> Bool {
            var cur = e
            if cur.kind == .subscriptCall, let b = cur.firstChild { cur = b }
            if cur.kind == .memberAccess, cur.firstChild?.isSelf == true { return cur.name == name }
            return cur.kind == .identifier && cur.name == name
        }
        for d in c.descendants {
            if d.kind == .assignment, let lhs = d.firstChild, let rhs = lhs.nextSibling, target(lhs),
               let a = Teardown.action(assigning: rhs) { out.insert(a) }
            if let td = Teardown.action(ofCall: d), target(td.target) { out.insert(td.action) }
        }
        return out
    }

    /// The object a method is called on, when self keeps it: "self", "`stackView`".
    private func ownerOfReceiver(_ r: Syntax, _ ctx: LintContext, _ f: CapturingType, depth: Int,
                                 allowLocals: Bool = true) -> String? {
        if r.isSelf { return "self" }
        let root = r.expressionRoot
        if root.isSelf { return "`\(r.compactText)`" }
        guard root.kind == .identifier, let name = root.name else { return nil }
        if let d = lookupLocal(name, at: root) {
            if isSelfAlias(d, ctx) { return "`\(r.compactText)`" }
            guard allowLocals || root.index != r.index, depth < 5, localKeeper(d, ctx, f, depth: depth + 1) != nil
            else { return nil }
            return "`\(r.compactText)`"
        }
        return isOwnedName(name, f) ? "`\(r.compactText)`" : nil
    }

    /// What keeps the value of expression `e` alive, following it into calls, collections,
    /// initializers and locals: nil when nothing self owns keeps it.
    private func valueKeeper(_ e: Syntax, _ ctx: LintContext, _ f: CapturingType, depth: Int) -> String? {
        guard depth < 6 else { return nil }
        var cur = e
        for _ in 0..<24 {
            guard let p = cur.valueParent else { return nil }
            switch p.kind {
            case .arrayLiteral, .dictionaryLiteral:
                cur = p
            case .argument:
                guard let call = p.parent, call.kind == .call, call.firstChild != p else { return nil }
                if call.isInitializerCall {
                    if let t = call.initializerTypeName, Self.transientTypes.contains(t) { return nil }
                    cur = call
                    continue
                }
                guard let callee = call.callee, let name = callee.name, Self.adopting.contains(name) else { return nil }
                guard let r = call.receiver else { return callee.kind == .identifier ? "self" : nil }
                // Collections are values: appending to a local copy keeps nothing.
                let collection = name == "append" || name == "insert"
                return ownerOfReceiver(r, ctx, f, depth: depth, allowLocals: !collection)
            case .assignment:
                guard let lhs = p.firstChild, lhs.index != cur.index else { return nil }
                return storeTarget(lhs, ctx, f, depth: depth)
            case .returnStmt:
                // `return button` at the end of `lazy var button: UIButton = { … }()`.
                return initializedMember(returning: p)
            case .binding:
                guard let vd = p.parent, vd.kind == .varDecl, let n = p.name else { return nil }
                if isMemberDecl(vd) { return "`\(n)`" }
                guard let decl = locals(p)?.declaration(of: n, madeBy: p) else { return nil }
                return localKeeper(decl, ctx, f, depth: depth + 1)
            default:
                return nil
            }
        }
        return nil
    }

    /// For a `return` inside an immediately invoked closure that initializes a stored
    /// property (`lazy var b: UIButton = { …; return b }()`): that property.
    private func initializedMember(returning ret: Syntax) -> String? {
        for a in ret.ancestors {
            switch a.kind {
            case .closure:
                guard let call = a.parent, call.kind == .call, call.firstChild == a,
                      let bd = call.valueParent, bd.kind == .binding, let vd = bd.parent, vd.kind == .varDecl,
                      isMemberDecl(vd), let n = bd.name else { return nil }
                return "`\(n)`"
            case .funcDecl, .accessor, .typeDecl: return nil
            default: continue
            }
        }
        return nil
    }

    /// What keeps the object held by a local: it aliases something self owns, or it is later
    /// stored/added into something self owns.
    private func localKeeper(_ d: LocalDeclarations.Decl, _ ctx: LintContext, _ f: CapturingType, depth: Int) -> String? {
        guard depth < 6 else { return nil }
        let tree = ctx.tree
        let dn = d.node
        switch dn.kind {
        case .binding:
            if let i = dn.initializer, isOwnedAlias(i, ctx, f) { return "`\(i.compactText)`" }
        case .optionalBinding:
            if let i = dn.firstChild {
                if isOwnedAlias(i, ctx, f) { return "`\(i.compactText)`" }
            } else if isOwnedName(d.name, f) {
                return "`\(d.name)`"
            }
        default:
            return nil
        }
        let nodes = tree.nodes
        let file = tree.file
        var j = max(d.scope.lowerBound, d.node.index + 1)
        while j < d.scope.upperBound {
            defer { j += 1 }
            guard nodes[j].kind == .identifier, Int(nodes[j].firstToken) > d.token else { continue }
            let nt = Int(nodes[j].name)
            guard nt >= 0, file.hasSameText(nt, d.token)
                    || (file.tokens[nt].flags.contains(.backticked) && file.identifierText(nt) == d.name) else { continue }
            let u = tree.node(j)
            var cand = u
            if let p = u.parent, p.kind == .memberAccess, p.firstChild == u {
                guard p.nameIs("view") else { continue }
                cand = p
            }
            if let r = valueKeeper(cand, ctx, f, depth: depth + 1) { return r }
        }
        return nil
    }

    /// `let strongSelf = self`, `guard let strongSelf = self`.
    private func isSelfAlias(_ d: LocalDeclarations.Decl, _ ctx: LintContext) -> Bool {
        let dn = d.node
        guard dn.kind == .binding || dn.kind == .optionalBinding else { return false }
        let v = dn.kind == .binding ? dn.initializer : dn.firstChild
        return v?.isSelf == true
    }

    /// `self.x`, `x` (a member self owns), `self`.
    private func isOwnedAlias(_ e: Syntax, _ ctx: LintContext, _ f: CapturingType) -> Bool {
        var e = e
        while e.kind == .tryExpr || e.kind == .awaitExpr, let c = e.firstChild { e = c }
        guard e.kind == .identifier || e.kind == .memberAccess || e.kind == .subscriptCall else { return false }
        let root = e.expressionRoot
        if root.isSelf { return root.index != e.index }
        guard root.kind == .identifier, let n = root.name else { return false }
        if lookupLocal(n, at: root) != nil { return false }
        return isOwnedName(n, f)
    }
}
