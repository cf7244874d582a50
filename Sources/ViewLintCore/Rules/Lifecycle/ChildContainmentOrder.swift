/// The child view controller containment sequence: `addChild → add the view →
/// didMove(toParent:)` and `willMove(toParent: nil) → remove the view → removeFromParent()`.
public final class ChildContainmentOrderRule: Rule {
    public static let info = RuleInfo(
        id: "child_containment_order", category: .lifecycle, group: .correctness, severity: .error, framework: .uikit,
        summary: "A child view controller is added or removed out of the containment order.")
    public static let triggers: RuleTriggers = .anyOf("addChild", "removeFromParent", "didMove", "willMove", "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview")
    /// Functions as they open and close; calls only for the event names (the walk turns the
    /// rest away by their callee before a handle is made): the events are gathered as the one
    /// walk passes them, and a function is judged when it closes.
    public static let visits: [NodeKind] = [.funcDecl, .call]
    public static let leaves: [NodeKind] = [.funcDecl]
    public static let calleeNames: [String]? = eventNames.map { $0.description }
    public init() {}


    enum Kind { case addChild, addView, didMove, willMoveNil, removeFromParent, removeView }
    struct Event {
        var kind: Kind; var key: String; var node: Syntax; var token: Int
        /// The receiver of `addChild` (`self` when none): the parent the child joins.
        public var parent = "self"
        /// The innermost closure around the event inside the function (-1: none). Source order
        /// only says what runs first when two events share it: a closure may run later.
        var context = -1
    }

    /// An open function with a body: the node range of its body and the events found in it so
    /// far, in source order (a nested function's events are its enclosing functions' too).
    private struct OpenFunction {
        let node: Int
        let body: Int
        let bodyEnd: Int
        var events: [Event] = []
    }
    private var open: [OpenFunction] = []

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        if node.kind == .funcDecl {
            if let body = node.body {
                open.append(OpenFunction(node: node.index, body: body.index, bodyEnd: Int(body.raw.end)))
            }
            return
        }
        // A call (named like an event): an event of each open function whose body holds it.
        let call = node
        var found: Event?
        for f in open.indices where call.index > open[f].body && call.index < open[f].bodyEnd {
            if found == nil {
                guard let e = Self.event(call) else { return }
                found = e
            }
            var event = found!
            // The walk's open closures are the call's closure ancestors: the innermost one inside
            // this function's body, if any, is the event's context.
            if let c = ctx.closureStack.last, c.index > open[f].body { event.context = c.index }
            open[f].events.append(event)
        }
    }

    public func leave(_ node: Syntax, _ ctx: LintContext) {
        guard let last = open.last, last.node == node.index else { return }
        open.removeLast()
        let events = last.events
        guard !events.isEmpty, let body = node.body else { return }
        judge(node, body, events, ctx)
    }

    private func judge(_ node: Syntax, _ body: Syntax, _ events: [Event], _ ctx: LintContext) {
        // `transition(from:to:duration:…)` adds and removes the views itself.
        var transitioned: Set<String> = []
        for d in body.descendants(.call) where d.calleeNameIs("transition") && d.isCallOnSelf {
            if let to = d.argument(labeled: "to")?.argumentValue { transitioned.insert(to.comparisonKey) }
            if let from = d.argument(labeled: "from")?.argumentValue { transitioned.insert(from.comparisonKey) }
        }
        let type = node.owningType ?? ctx.enclosingType
        let inController = ctx.isViewController(type)
        var resolver = ControllerResolver(function: node, body: body, type: type, ctx: ctx, events: events)

        for (i, e) in events.enumerated() {
            if transitioned.contains(e.key) { continue }
            // Events that surely ran before / after this one; events in another closure context
            // count as "before" for requirements and are ignored for order violations.
            let before = events[..<i].filter { $0.context == e.context }
            let after = events[(i + 1)...].filter { $0.context == e.context }
            let elsewhere = events.enumerated().filter { $0.offset != i && $0.element.context != e.context }.map { $0.element }
            switch e.kind {
            case .addView:
                // A controller's view added with no addChild before it.
                guard inController, resolver.isController(e.key) else { continue }
                if before.contains(where: { $0.kind == .addChild && $0.key == e.key }) { continue }
                if elsewhere.contains(where: { $0.kind == .addChild && $0.key == e.key }) { continue }
                // A tab bar controller turns every child into a tab: its extra views are not
                // added as children on purpose.
                if resolver.isTabBarController("self") { continue }
                if let addChild = after.first(where: { $0.kind == .addChild && $0.key == e.key }) {
                    if resolver.isTabBarController(addChild.parent) { continue }
                    let didMove = after.contains { $0.kind == .didMove && $0.key == e.key && $0.token > addChild.token }
                    // Order only, while the view is not in a window yet: no callback is lost.
                    if didMove, e.context == -1, addChild.context == -1, resolver.runsBeforeTheViewIsShown(node) { continue }
                    let rest = didMove ? "" : ", and \(e.key).didMove(toParent:) is never called"
                    report(ctx, e, "\(e.key).view is added before addChild(\(e.key))\(rest), so the child can miss its appearance callbacks; call addChild first, then add the view, then \(e.key).didMove(toParent: self)")
                    continue
                }
                if resolver.typeAddsChild(e.key) || resolver.isPresentedOrPushed(e.key) { continue }
                report(ctx, e, "\(e.key).view is added without addChild(\(e.key)), so the child gets no appearance, trait or safe-area callbacks; call addChild(\(e.key)) first and \(e.key).didMove(toParent: self) after adding the view")
            case .addChild:
                // addChild, the view added, and never didMove(toParent:).
                guard after.contains(where: { $0.kind == .addView && $0.key == e.key }) else { continue }
                if events.contains(where: { $0.kind == .didMove && $0.key == e.key }) { continue }
                if resolver.isTabBarController(e.parent) { continue }
                report(ctx, e, "addChild(\(e.key)) is never followed by \(e.key).didMove(toParent:) after its view is added; call it once the view is in place")
            case .didMove:
                // `addChild → didMove → add the view` is right too: with no transition,
                // didMove(toParent:) belongs right after addChild. Only a didMove that comes
                // before addChild itself is out of order.
                guard after.contains(where: { $0.kind == .addChild && $0.key == e.key }),
                      !before.contains(where: { $0.kind == .addChild && $0.key == e.key }),
                      !elsewhere.contains(where: { $0.kind == .addChild && $0.key == e.key }) else { continue }
                report(ctx, e, "\(e.key).didMove(toParent:) is called before addChild(\(e.key)); call addChild first, then add the view, then didMove(toParent: self)")
            case .removeFromParent:
                guard resolver.isController(e.key) || e.key == "self" && inController else { continue }
                // Re-parenting: `x.removeFromParent(); other.addChild(x)` (addChild sends willMove itself).
                if after.contains(where: { $0.kind == .addChild && $0.key == e.key }) { continue }
                if elsewhere.contains(where: { $0.kind == .willMoveNil && $0.key == e.key }) { continue }
                if before.contains(where: { $0.kind == .willMoveNil && $0.key == e.key }) { continue }
                if e.key != "self", resolver.isChildOfTabBarController(e.key) { continue }
                // One finding per removal: a view removed after removeFromParent() is the same fix.
                let who = e.key == "self" ? "" : "\(e.key)."
                let late = after.contains { $0.kind == .removeView && $0.key == e.key }
                    ? " (and \(who)view is removed only after it)" : ""
                report(ctx, e, "\(who)removeFromParent() is not preceded by \(who)willMove(toParent: nil)\(late); call willMove(toParent: nil) first, then remove the view, then removeFromParent()")
            case .removeView, .willMoveNil:
                // With willMove(toParent: nil) sent, removing the view after removeFromParent()
                // loses no callback; without it, the removeFromParent() finding covers both.
                continue
            }
        }
    }

    private func report(_ ctx: LintContext, _ e: Event, _ message: String) {
        ctx.report(Self.info, token: e.token, message)
    }

    /// The callee names `event` reads (the walk hands the rule only calls of these names).
    static let eventNames: [StaticString] = ["addChild", "didMove", "willMove", "removeFromParent", "removeFromSuperview",
                                             "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]

    /// A containment event of a call, keyed by the child controller expression.
    static func event(_ d: Syntax) -> Event? {
        // The walk's callee filter (`calleeNames`) already turned other names away; the name is
        // tested again for runs that hand every call to every rule (`ignoreTriggers`).
        guard let c = d.callee, c.kind == .identifier || c.kind == .memberAccess,
              eventNames.contains(where: c.nameIs),
              let n = c.name else { return nil }
        let base = c.kind == .memberAccess ? c.firstChild : nil
        if c.kind == .memberAccess && base == nil { return nil }
        if let b = base, b.isSuper { return nil }
        let tok = c.nameToken ?? d.firstTokenIndex
        let recv = base.map { $0.comparisonKey } ?? "self"
        switch n {
        case "addChild":
            guard d.arguments.count == 1, let k = LifecycleCode.argumentKey(d) else { return nil }
            return Event(kind: .addChild, key: k, node: d, token: tok, parent: base.map { $0.isSelf ? "self" : $0.comparisonKey } ?? "self")
        case "didMove":
            guard d.arguments.count == 1, d.arguments[0].nameIs("toParent"), base != nil else { return nil }
            // `didMove(toParent: nil)` after `removeFromParent()` belongs to a removal (redundant:
            // removeFromParent sends it), never to an add.
            if d.arguments[0].argumentValue?.isNilLiteral == true { return nil }
            return Event(kind: .didMove, key: recv, node: d, token: tok)
        case "willMove":
            guard d.arguments.count == 1, d.arguments[0].nameIs("toParent"),
                  d.arguments[0].argumentValue?.isNilLiteral == true else { return nil }
            return Event(kind: .willMoveNil, key: recv, node: d, token: tok)
        case "removeFromParent":
            guard d.hasNoArguments else { return nil }
            return Event(kind: .removeFromParent, key: recv, node: d, token: tok)
        case "removeFromSuperview":
            guard d.hasNoArguments, let b = base else { return nil }
            if b.kind == .identifier, b.nameIs("view") { return Event(kind: .removeView, key: "self", node: d, token: tok) }
            guard b.kind == .memberAccess, b.nameIs("view"), let owner = b.firstChild else { return nil }
            return Event(kind: .removeView, key: owner.isSelf ? "self" : owner.comparisonKey, node: d, token: tok)
        default:
            // addSubview, insertSubview, addArrangedSubview, insertArrangedSubview (the rest of
            // `eventNames`).
            guard let v = d.arguments.first?.argumentValue, v.kind == .memberAccess,
                  v.nameIs("view"), d.arguments.first?.name == nil else { return nil }
            guard let owner = v.firstChild else { return nil }
            return Event(kind: .addView, key: owner.comparisonKey, node: d, token: tok)
        }
    }

    /// Tells whether a key names a view controller.
    struct ControllerResolver {
        let function: Syntax
        let body: Syntax
        let type: Syntax?
        let ctx: LintContext
        let events: [Event]
        private var cache: [String: Bool] = [:]
        private var typeMembers: [Syntax]?
        private var allDecls: [Syntax]?

        init(function: Syntax, body: Syntax, type: Syntax?, ctx: LintContext, events: [Event]) {
            self.function = function; self.body = body; self.type = type; self.ctx = ctx; self.events = events
        }

        static let notChildren: Set<String> = [
            "presentedViewController", "presentingViewController", "toViewController", "fromViewController",
        ]

        mutating func isController(_ key: String) -> Bool {
            if let c = cache[key] { return c }
            let r = resolve(key)
            cache[key] = r
            return r
        }

        private mutating func resolve(_ key: String) -> Bool {
            if Self.notChildren.contains(key) { return false }
            if events.contains(where: { ($0.kind == .addChild || $0.kind == .didMove || $0.kind == .willMoveNil) && $0.key == key }) {
                return true
            }
            // A local or loop variable of this function.
            for d in body.descendants {
                switch d.kind {
                case .binding, .optionalBinding:
                    guard d.name == key else { continue }
                    if let t = d.typeAnnotation { return isControllerType(t.text) }
                    guard let v = d.initializer else { return false }
                    // A local alias of another controller (`let previous = current`).
                    if v.kind == .identifier || v.kind == .memberAccess, v.comparisonKey != key {
                        cache[key] = false   // no cycles through aliases
                        return isController(v.comparisonKey)
                    }
                    return isControllerValue(v)
                case .forStmt:
                    guard let p = d.child(.pattern), p.comparisonKey == key, let seq = p.nextSibling else { continue }
                    // `for child in children`: the controller's own children (an SKScene has
                    // `children` too, of nodes).
                    return seq.comparisonKey == "children" && ctx.isViewController(type)
                default:
                    continue
                }
            }
            if key == "$0" {
                // `children.forEach { $0… }`
                for d in body.descendants(.call) where d.calleeNameIs("forEach") {
                    if let r = d.receiver, r.comparisonKey == "children" { return ctx.isViewController(type) }
                }
                return false
            }
            // A parameter.
            if let params = function.child(.parameterClause) {
                for p in params.children(.parameter) where p.name == key {
                    if let t = p.typeAnnotation { return isControllerType(t.text) }
                    return false
                }
            }
            // A stored property of the type.
            if key.containsBytes(".") || key.containsBytes("(") { return false }
            for m in members() where m.kind == .varDecl {
                for b in m.children(.binding) where b.name == key {
                    if let t = b.typeAnnotation { return isControllerType(t.text) }
                    if let v = b.initializer { return isControllerValue(v) }
                    return false
                }
            }
            return false
        }

        private mutating func members() -> [Syntax] {
            if let m = typeMembers { return m }
            var decls: [Syntax] = []
            if let t = type { decls = [t] }
            let m = TypeMembers.members(of: decls)
            typeMembers = m
            return m
        }

        private func isControllerType(_ text: String) -> Bool {
            let n = TypeIndex.baseTypeName(text)
            if n == "UIViewController" || n.hasSuffix("ViewController") && ctx.index.types[n] == nil { return true }
            return ctx.index.role(of: n) == .viewController && !n.hasPrefix("NS")
        }

        private func isControllerValue(_ v: Syntax) -> Bool {
            var e = v
            if e.kind == .tryExpr, let f = e.firstChild { e = f }
            guard e.kind == .call, let c = e.callee else { return false }
            let text: String
            if c.kind == .identifier, let n = c.name { text = n }
            else if c.kind == .memberAccess, c.nameIs("init"), let b = c.firstChild { text = b.text } // `T.init(…)`
            else if c.kind == .subscriptCall || c.kind == .unknown { text = c.text }
            else { text = c.text.split(separator: "(").first.map(String.init) ?? "" }
            let n = TypeIndex.baseTypeName(text)
            guard let f = n.first, f.isUppercase else { return false }
            return isControllerType(n)
        }

        /// `addChild(key)` anywhere in the type (e.g. in `init`, with the view added in viewDidLoad).
        mutating func typeAddsChild(_ key: String) -> Bool {
            for m in members() where m.kind == .funcDecl && m.index != function.index {
                guard let b = m.body else { continue }
                for d in b.descendants(.call) where d.calleeNameIs("addChild") {
                    if LifecycleCode.argumentKey(d) == key { return true }
                }
            }
            return false
        }

        /// Every declaration of the type in this file (extensions included).
        private mutating func typeDecls() -> [Syntax] {
            if let d = allDecls { return d }
            var decls: [Syntax] = []
            if let t = type {
                decls = [t]
                if let n = t.typeName { decls += ctx.tree.typeDecls(named: n).filter { $0.index != t.index } }
            }
            allDecls = decls
            return decls
        }

        /// Whether `key` (`self`, a local, a parameter or a stored property of this function's
        /// type) is declared as a `UITabBarController` or a subclass of one. A tab bar
        /// controller makes every child a tab, so containment calls on it are not the usual
        /// child sequence.
        mutating func isTabBarController(_ key: String, in fn: Syntax? = nil) -> Bool {
            guard let name = declaredTypeName(of: key, in: fn ?? function) else { return false }
            return name == "UITabBarController" || ctx.index.superclassChain(of: name).contains("UITabBarController")
        }

        /// The type's every `addChild(key)` adds the child to a tab bar controller.
        mutating func isChildOfTabBarController(_ key: String) -> Bool {
            var found = false
            for f in TypeMembers.functions(of: typeDecls()) {
                guard let b = f.body else { continue }
                for d in b.descendants(.call) where d.calleeNameIs("addChild") && LifecycleCode.argumentKey(d) == key {
                    guard let e = ChildContainmentOrderRule.event(d), isTabBarController(e.parent, in: f) else { return false }
                    found = true
                }
            }
            return found
        }

        private mutating func declaredTypeName(of key: String, in fn: Syntax) -> String? {
            if key == "self" { return type?.typeName }
            if let b = fn.body {
                for d in b.descendants where (d.kind == .binding || d.kind == .optionalBinding) && d.name == key {
                    if let t = d.typeAnnotation { return TypeIndex.baseTypeName(t.text) }
                    return d.initializer.flatMap { valueTypeName($0) }
                }
            }
            if let params = fn.child(.parameterClause) {
                for p in params.children(.parameter) where p.name == key {
                    return p.typeAnnotation.map { TypeIndex.baseTypeName($0.text) }
                }
            }
            if key.containsBytes(".") || key.containsBytes("(") { return nil }
            for m in TypeMembers.members(of: typeDecls()) where m.kind == .varDecl {
                for b in m.children(.binding) where b.name == key {
                    if let t = b.typeAnnotation { return TypeIndex.baseTypeName(t.text) }
                    return b.initializer.flatMap { valueTypeName($0) }
                }
            }
            return nil
        }

        /// The type of a value: `T(…)`, `x as? T`, or a call of the type's own method with a
        /// declared return type (`rootViewController()` → `MainTabBarController?`).
        private mutating func valueTypeName(_ v: Syntax) -> String? {
            var e = v
            if e.kind == .tryExpr, let f = e.firstChild { e = f }
            if e.kind == .sequence, let cast = e.children.first(where: { $0.kind == .cast }),
               let t = cast.child(.typeRef) { return TypeIndex.baseTypeName(t.text) }
            guard e.kind == .call, let c = e.callee, let n = c.name else { return nil }
            if c.kind == .identifier, let f = n.first, f.isUppercase { return n }
            guard e.isCallOnSelf else { return nil }
            for f in TypeMembers.functions(of: typeDecls()) where f.name == n {
                if let t = f.child(.typeRef) { return TypeIndex.baseTypeName(t.text) }
            }
            return nil
        }

        /// The function runs only while the controller's view is not in a window yet: `init`,
        /// `loadView`, `viewDidLoad`, or a private helper whose every call in this file is made
        /// directly (not from a closure) by one of those.
        mutating func runsBeforeTheViewIsShown(_ fn: Syntax, depth: Int = 0) -> Bool {
            if fn.declKeyword == .`init` { return true }
            if let sig = fn.overrideSignature, sig == "viewDidLoad()" || sig == "loadView()" { return true }
            guard depth < 3, fn.declKeyword == .func, fn.hasModifier(.private) || fn.hasModifier(.fileprivate),
                  let name = fn.name else { return false }
            var callers = 0
            for decl in typeDecls() {
                for d in decl.descendants(.call) where d.calleeName == name && d.isCallOnSelf {
                    guard let caller = d.ancestors.first(where: { $0.kind == .funcDecl || $0.kind == .closure }),
                          caller.kind == .funcDecl, caller.index != fn.index,
                          runsBeforeTheViewIsShown(caller, depth: depth + 1) else { return false }
                    callers += 1
                }
            }
            return callers > 0
        }

        /// The function presents or pushes the controller: its view is not a child's.
        func isPresentedOrPushed(_ key: String) -> Bool {
            for d in body.descendants(.call) {
                guard let n = d.calleeName else { continue }
                switch n {
                case "present", "pushViewController", "show", "showDetailViewController", "setViewControllers":
                    if let k = LifecycleCode.argumentKey(d), k == key || k.containsBytes(key) { return true }
                default: continue
                }
            }
            return false
        }
    }
}
