/// Observers, targets, KVO observations and stored Combine subscriptions registered in an
/// appearance callback (or a helper it calls) and never undone when the screen disappears.
public final class ObserverInWillAppearRule: Rule {
    public static let info = RuleInfo(
        id: "observer_in_will_appear", category: .lifecycle, group: .correctness, severity: .warning, framework: .uikit,
        summary: "An appearance callback registers an observer, target or subscription that no disappear callback undoes.")
    public static let triggers: RuleTriggers = .anyOf("viewWillAppear", "viewIsAppearing", "viewDidAppear")
    public static let visits: [NodeKind] = []
    public init() {}

    /// Each type with all its declarations in the file (extensions included).
    public func finish(_ ctx: LintContext) {
        for name in ctx.tree.typeNames {
            let decls = ctx.tree.typeDecls(named: name)
            // The type's role (a question about its whole superclass chain) only for a type
            // with an appearance callback: `check` finds nothing in the others.
            guard !decls.isEmpty, Self.hasAppearanceCallback(decls), ctx.role(named: name) == .viewController else { continue }
            check(name, decls, ctx)
        }
    }

    /// Whether a member function of `decls` is an appearance callback with a body.
    static func hasAppearanceCallback(_ decls: [Syntax]) -> Bool {
        decls.contains { d in
            TypeMembers.firstMember(of: d) { $0.kind == .funcDecl && $0.body != nil && LifecycleCode.isAppearance($0) }
        }
    }

    enum Kind { case notification, target, kvo, combine }
    struct Registration { var node: Syntax; var token: Int; var kind: Kind; var storage: String? }

    private func check(_ name: String, _ decls: [Syntax], _ ctx: LintContext) {
        let pairing = LifecyclePairing(functions: TypeMembers.functions(of: decls))
        let appear = pairing.appear, methods = pairing.methods
        if appear.isEmpty { return }
        // A disappear callback declared in another file: we cannot see what it undoes.
        if pairing.disappear.isEmpty, ctx.index.declaresMember(anyOf: ["viewWillDisappear", "viewDidDisappear"], in: name) { return }

        var undo = Undo()
        for b in pairing.disappearanceBodies(helperDepth: 2) { undo.collect(b) }

        var reported: Set<Int> = []
        for f in appear {
            guard let body = f.body else { continue }
            scan(body, inFunction: f, calledFrom: nil, undo: undo, ctx, &reported)
            // The type's own helpers, up to two levels deep.
            for h in LifecycleCode.helperCalls(in: body, methods) where !Guards.isConditional(h.call, in: body) {
                guard let hb = h.fn.body, h.fn.index != f.index else { continue }
                scan(hb, inFunction: h.fn, calledFrom: f, undo: undo, ctx, &reported)
                for h2 in LifecycleCode.helperCalls(in: hb, methods) where !Guards.isConditional(h2.call, in: hb) {
                    guard let b2 = h2.fn.body, h2.fn.index != h.fn.index, h2.fn.index != f.index else { continue }
                    scan(b2, inFunction: h2.fn, calledFrom: f, undo: undo, ctx, &reported)
                }
            }
        }
    }

    /// `function` holds `body`; `appearance` is the callback that calls it, when it is a helper.
    /// (Their signatures are spelled only for a finding's message.)
    private func scan(_ body: Syntax, inFunction function: Syntax, calledFrom appearance: Syntax?, undo: Undo,
                      _ ctx: LintContext, _ reported: inout Set<Int>) {
        // The body's local names only once a call is named like a registration (most bodies
        // have none).
        var localNames: Set<String>?
        // Observers and targets on self are undone together (`removeObserver(self)`): one
        // finding per function for each of those kinds.
        var reportedKinds: Set<Int> = []
        for d in body.descendants(.call) {
            guard d.calleeNameIs(anyOf: Self.registrationNames) else { continue }
            let locals = localNames ?? ctx.bindings.localNames(in: body)
            localNames = locals
            guard let r = Self.registration(d, body, locals) else { continue }
            if reported.contains(r.token) { continue }
            let kindKey = r.kind == .notification ? 0 : r.kind == .target ? 1 : -1
            if kindKey >= 0 && reportedKinds.contains(kindKey) { continue }
            if Guards.isConditional(d, in: body) { continue }
            if undo.balances(r) { continue }
            // Reset earlier in the same function (`cancellables.removeAll()` before subscribing,
            // `removeObserver(self)` before adding).
            var earlier = Undo()
            earlier.collect(body, before: d)
            if earlier.balances(r) { continue }
            reported.insert(r.token)
            if kindKey >= 0 { reportedKinds.insert(kindKey) }
            let what: String, fix: String
            switch r.kind {
            case .notification:
                what = "adds a NotificationCenter observer"
                fix = "register once in viewDidLoad, or remove it in viewWillDisappear(_:)"
            case .target:
                what = "adds a target-action"
                fix = "add it once in viewDidLoad, or remove it with removeTarget in viewWillDisappear(_:)"
            case .kvo:
                what = "starts a KVO observation"
                fix = "observe once in viewDidLoad, or invalidate it in viewWillDisappear(_:)"
            case .combine:
                what = "stores a Combine subscription"
                fix = "subscribe once in viewDidLoad, or cancel it in viewWillDisappear(_:)"
            }
            let sig = function.functionSignature
            let who = appearance.map { "\(sig), called from \($0.functionSignature)," } ?? sig
            ctx.report(Self.info, token: r.token,
                       "\(who) \(what) on every appearance and never undoes it; \(fix)")
        }
    }

    /// What the disappear side undoes.
    struct Undo {
        var removesObservers = false
        var removesTargets = false
        /// Root keys of storages cancelled, invalidated, emptied or reassigned.
        var cleared: Set<String> = []

        mutating func collect(_ body: Syntax, before limit: Syntax? = nil) {
            for d in body.descendants {
                if let l = limit {
                    if d.index >= l.index { break }
                    if d.contains(l) { continue }
                }
                switch d.kind {
                case .call:
                    guard let c = d.callee, let n = c.name else { continue }
                    switch n {
                    case "removeObserver":
                        removesObservers = true
                        if let k = LifecycleCode.argumentKey(d) { cleared.insert(k) }
                    case "removeTarget": removesTargets = true
                    default:
                        guard c.kind == .memberAccess, let b = c.firstChild else { continue }
                        if let td = Teardown.action(ofCall: d), td.action != .observerRemoved {
                            cleared.insert(b.rootComparisonKey)
                        } else if Self.alsoResets.contains(n) {
                            cleared.insert(b.rootComparisonKey)
                        }
                    }
                case .assignment:
                    if let lhs = d.firstChild { cleared.insert(lhs.rootComparisonKey) }
                default: continue
                }
            }
        }

        /// Besides the teardown table's methods: calls that reset or shrink the storage, or walk
        /// it to undo each element (`tokens.forEach { center.removeObserver($0) }`). A
        /// registration on appear is balanced by any of them, which is wider than a teardown.
        static let alsoResets: Set<String> = ["forEach", "removeFirst", "removeLast", "dispose", "clear", "reset"]

        func balances(_ r: Registration) -> Bool {
            switch r.kind {
            case .notification: return removesObservers || (r.storage.map { cleared.contains($0) } ?? false)
            case .target: return removesTargets
            case .kvo, .combine: return r.storage.map { cleared.contains($0) } ?? false
            }
        }
    }

    /// A registration made by a call, if it is one.
    /// The callee names `registration` reads (tested on the callee's token before any text is made).
    static let registrationNames: [StaticString] = ["addObserver", "addTarget", "observe", "sink", "assign"]

    static func registration(_ d: Syntax, _ body: Syntax, _ locals: Set<String>) -> Registration? {
        guard let c = d.callee, let n = c.name else { return nil }
        let tok = c.nameToken ?? d.firstTokenIndex
        switch n {
        case "addObserver":
            guard LifecycleCode.isNotificationAddObserver(d) else { return nil }
            return Registration(node: d, token: tok, kind: .notification, storage: storage(of: d, locals))
        case "addTarget":
            guard LifecycleCode.labels(d) == [nil, "action", "for"], c.kind == .memberAccess, let b = c.firstChild,
                  !locals.contains(b.rootComparisonKey) else { return nil }
            return Registration(node: d, token: tok, kind: .target, storage: nil)
        case "observe":
            // KVO: `obj.observe(\.keyPath, options:…) { … }`, kept somewhere.
            guard c.kind == .memberAccess, let first = d.arguments.first?.argumentValue, first.kind == .keyPath,
                  let s = storage(of: d, locals), keptLocal(s, after: d, body, locals),
                  !replacesStoredValue(d, locals) else { return nil }
            return Registration(node: d, token: tok, kind: .kvo, storage: s)
        case "sink", "assign":
            guard c.kind == .memberAccess else { return nil }
            if n == "sink" && d.closureArguments.isEmpty { return nil }
            if n == "assign" && LifecycleCode.labels(d) != ["to", "on"] { return nil }
            guard let s = storage(of: d, locals), keptLocal(s, after: d, body, locals),
                  !replacesStoredValue(d, locals) else { return nil }
            return Registration(node: d, token: tok, kind: .combine, storage: s)
        default:
            return nil
        }
    }

    /// `observation = player.observe(…)`, `subscription = publisher.sink { … }`: the result is
    /// assigned (`=`) to a stored property, which releases the previous observation or
    /// cancellable, and releasing one stops it. Only one is alive at a time, so nothing piles
    /// up. (A NotificationCenter token is different: dropping it does not remove the observer.)
    static func replacesStoredValue(_ call: Syntax, _ locals: Set<String>) -> Bool {
        var cur = call
        while let p = cur.parent, p.kind == .tryExpr || p.kind == .cast || p.kind == .awaitExpr { cur = p }
        guard let a = cur.parent, a.kind == .assignment, let lhs = a.firstChild, lhs.index != cur.index,
              !locals.contains(lhs.rootComparisonKey), lhs.rootComparisonKey != "_" else { return false }
        let toks = a.file.tokens
        let op = lhs.lastTokenIndex + 1
        return op < toks.count && a.file.text(toks[op]) == "="
    }

    /// A result kept in a local only lives on if the local is used afterwards (appended,
    /// assigned to a property, returned).
    static func keptLocal(_ key: String, after d: Syntax, _ body: Syntax, _ locals: Set<String>) -> Bool {
        guard locals.contains(key) else { return true }
        let end = Int(d.raw.end)
        for x in body.descendants where x.index >= end && x.kind == .identifier {
            if x.name == key { return true }
        }
        return false
    }

    /// Where the result of a registration call is kept: `.store(in: &bag)` → `bag`,
    /// `token = …` → `token`, `list.append(…)` → `list`; nil when it is dropped.
    static func storage(of call: Syntax, _ locals: Set<String>) -> String? {
        var cur = call
        for p in call.ancestors(limit: 32) {
            switch p.kind {
            case .memberAccess:
                // `.store(in:)` on the result
                guard p.firstChild?.index == cur.index, let outer = p.parent, outer.kind == .call,
                      outer.firstChild?.index == p.index else { return nil }
                if p.nameIs("store") {
                    guard let v = outer.argument(labeled: "in")?.argumentValue else { return nil }
                    return v.rootComparisonKey
                }
                // operators that keep the publisher chain going (`.sink{}.store`) only
                return nil
            case .tryExpr, .cast, .awaitExpr:
                cur = p
            case .assignment:
                guard let lhs = p.firstChild, lhs.index != cur.index else { return nil }
                let k = lhs.rootComparisonKey
                return k == "_" ? nil : k
            case .binding:
                // `let token = …`: kept if the local is used afterwards (appended, stored).
                guard let n = p.name, n != "_" else { return nil }
                return n
            case .argument:
                guard let outer = p.parent, outer.kind == .call, let oc = outer.callee,
                      let on = oc.name else { return nil }
                switch on {
                case "append", "insert", "formUnion", "store":
                    if oc.kind == .memberAccess, let b = oc.firstChild { return b.rootComparisonKey }
                    return nil
                default:
                    return nil
                }
            default:
                return nil
            }
        }
        return nil
    }
}
