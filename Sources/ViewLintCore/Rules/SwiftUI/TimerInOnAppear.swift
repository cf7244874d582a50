/// A repeating timer started in `.onAppear` that `.onDisappear` never stops.
public final class TimerInOnAppearRule: Rule {
    public static let info = RuleInfo(
        id: "timer_in_on_appear", category: .swiftui, group: .correctness, severity: .warning, framework: .swiftui,
        summary: "A repeating timer started in .onAppear is never stopped in .onDisappear.")
    public static let triggers: RuleTriggers = .anyOf("Timer")
    public static let visits: [NodeKind] = [.call]
    /// `Timer(…)`, `Timer.scheduledTimer(…)`, `Timer.publish(…)`.
    public static let calleeNames: [String]? = ["Timer", "scheduledTimer", "publish"]
    public init() {}

    /// Per type declaration (node index): names that its `.onDisappear` code stops or clears.
    private var stoppedByType: [Int: Set<String>] = [:]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee else { return }
        let isPublish: Bool
        switch callee.kind {
        case .identifier:
            // Timer(timeInterval:repeats:block:), Timer(fire:interval:repeats:block:)
            guard callee.nameIs("Timer"), Self.repeats(node) else { return }
            isPublish = false
        case .memberAccess:
            guard let base = callee.firstChild, base.kind == .identifier, base.nameIs("Timer") else { return }
            if callee.nameIs("scheduledTimer") {
                guard Self.repeats(node) else { return }
                isPublish = false
            } else if callee.nameIs("publish") {
                isPublish = true
            } else { return }
        default: return
        }
        // Walk up the chain `Timer.publish(…).autoconnect().sink { … }.store(in: &bag)`.
        var top = node
        var chain: [String] = []
        while let m = top.parent, m.kind == .memberAccess, m.firstChild == top, let c = m.parent, c.kind == .call,
              c.callee == m, chain.count < 32 {
            chain.append(m.name ?? "")
            top = c
        }
        if isPublish {
            guard chain.contains("autoconnect"), chain.contains("sink") || chain.contains("assign") else { return }
        }
        guard let anchor = SwiftUIState.enclosingOnAppear(node) ?? startedByOnAppearHelper(node) else { return }
        // A block timer that invalidates itself stops on its own.
        if !isPublish, node.closureArguments.contains(where: { c in
            c.descendants(.call).contains { $0.isTeardownCall(.invalidated) }
        }) { return }

        var storage: String? = nil
        if chain.last == "store", let arg = top.argument(labeled: "in")?.argumentValue {
            storage = Self.lastName(arg)
        } else if let p = top.parent {
            if p.kind == .assignment, p.firstChild != top, let lhs = p.firstChild { storage = Self.lastName(lhs) }
            else if p.kind == .binding { storage = p.name }
        }
        if let s = storage, let type = anchor.nearestAncestor(.typeDecl) {
            if stoppedByType[type.index] == nil { stoppedByType[type.index] = Self.stoppedNames(in: type) }
            if stoppedByType[type.index]!.contains(s) { return }
        }
        let what = isPublish ? "Timer.publish(…).autoconnect() subscription" : "repeating Timer"
        let fix = isPublish ? "cancel it in .onDisappear or use .onReceive" : "invalidate it in .onDisappear"
        ctx.report(Self.info, token: node.firstTokenIndex,
                   "This \(what) started in .onAppear keeps firing after the view disappears and adds another one on each appearance; \(fix)")
    }

    /// Per type declaration: names of its methods that its `.onAppear` closures call.
    private var appearHelpers: [Int: Set<String>] = [:]

    /// The method of a view that starts `node` directly, when the view's `.onAppear` calls it
    /// (`.onAppear { startTicking() }`).
    private func startedByOnAppearHelper(_ node: Syntax) -> Syntax? {
        var fn: Syntax? = nil
        var cur = node
        var steps = 0
        while let p = cur.parent, steps < Syntax.upwardWalkLimit {
            steps += 1
            if p.kind == .funcDecl { fn = p; break }
            if p.kind == .typeDecl || p.kind == .accessorBlock { return nil }
            if p.kind == .closure {
                guard let arg = p.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
                      let cn = call.calleeName, SwiftUIState.immediateClosureCallees.contains(cn) else { return nil }
                cur = call
                continue
            }
            cur = p
        }
        guard let f = fn, f.declKeyword == .func, let name = f.name, let type = f.owningType else { return nil }
        if appearHelpers[type.index] == nil {
            var names: Set<String> = []
            for d in type.descendants(.call) where d.calleeNameIs("onAppear") {
                for c in d.closureArguments {
                    for x in c.descendants(.call) {
                        guard let callee = x.callee else { continue }
                        if callee.kind == .identifier, let n = callee.name { names.insert(n) }
                        else if callee.kind == .memberAccess, let b = callee.firstChild, b.isSelf, let n = callee.name { names.insert(n) }
                    }
                }
            }
            appearHelpers[type.index] = names
        }
        return appearHelpers[type.index]!.contains(name) ? f : nil
    }

    /// `repeats: true` written as the literal.
    static func repeats(_ call: Syntax) -> Bool {
        guard let v = call.argument(labeled: "repeats")?.argumentValue, v.kind == .literal else { return false }
        return call.file.tokens[v.firstTokenIndex].keyword == .true
    }

    /// `self.timer`, `timer`, `&bag`, `model.ticker` → the last name.
    static func lastName(_ e: Syntax) -> String? {
        var cur = e
        var steps = 0
        while steps < 8 {
            steps += 1
            switch cur.kind {
            case .identifier, .memberAccess: return cur.name
            case .prefixOperator, .postfixOperator:
                guard let c = cur.firstChild else { return nil }
                cur = c
            default: return nil
            }
        }
        return nil
    }

    /// Names stopped in the type's `.onDisappear` closures, directly or in the type's own
    /// methods they call (two levels): receivers of the teardown table's methods
    /// (`invalidate()`, `cancel()`, `removeAll()`, …), and properties set to `nil` or emptied.
    static func stoppedNames(in type: Syntax) -> Set<String> {
        var out: Set<String> = []
        var calledMethods: Set<String> = []
        var methods: [String: [Syntax]] = [:]
        for m in TypeMembers.members(of: type) where m.kind == .funcDecl && m.declKeyword == .func {
            if let n = m.name { methods[n, default: []].append(m) }
        }
        func scan(_ root: Syntax) {
            for d in root.descendants {
                switch d.kind {
                case .call:
                    guard let c = d.callee else { continue }
                    if c.kind == .memberAccess, let td = Teardown.action(ofCall: d), td.action != .observerRemoved {
                        var r = c.firstChild
                        var steps = 0
                        while let x = r, steps < 16 {
                            steps += 1
                            if let nm = x.name { out.insert(nm) }
                            r = x.kind == .memberAccess || x.kind == .postfixOperator ? x.firstChild : nil
                        }
                    } else if c.kind == .identifier, let n = c.name, methods[n] != nil {
                        calledMethods.insert(n)
                    } else if c.kind == .memberAccess, let b = c.firstChild, b.isSelf, let n = c.name, methods[n] != nil {
                        calledMethods.insert(n)
                    }
                case .assignment:
                    guard let lhs = d.firstChild, let rhs = lhs.nextSibling else { continue }
                    if Teardown.action(assigning: rhs) != nil, let n = lastName(lhs) { out.insert(n) }
                default: break
                }
            }
        }
        for d in type.descendants(.call) where d.calleeNameIs("onDisappear") {
            for c in d.closureArguments { scan(c) }
        }
        var done: Set<String> = []
        for _ in 0..<2 {
            let todo = calledMethods.subtracting(done)
            if todo.isEmpty { break }
            for n in todo {
                done.insert(n)
                for f in methods[n] ?? [] { if let b = f.body { scan(b) } }
            }
        }
        return out
    }
}
