/// The rules that make sense in Objective-C, run over one `.m`/`.h` file: same ids and
/// severities as the Swift rules, messages in Objective-C terms. Method bodies are read from
/// clang's tokens (message sends `[r sel:arg]`, blocks `^{ }`), see `ObjCFile`.
struct ObjCChecks {
    static let ruleIDs: Set<String> = [
        MissingSuperCallRule.info.id, LoadViewCallsSuperRule.info.id, ObserverInWillAppearRule.info.id,
        ChildContainmentOrderRule.info.id, WeakDelegateRule.info.id, StrongSelfInEscapingClosureRule.info.id,
        MainQueueSyncRule.info.id,
    ]

    let file: ObjCFile
    let index: TypeIndex
    let options: LintOptions
    let enabled: Set<String>
    private var findings: [Finding] = []

    init(file: ObjCFile, index: TypeIndex, options: LintOptions, enabled: Set<String>) {
        self.file = file
        self.index = index
        self.options = options
        self.enabled = enabled
    }

    /// Implementation methods grouped by class (categories merged). Categories on UIKit's
    /// own classes are left out: their methods replace UIKit's, they do not override them.
    private var classes: [(name: String, methods: [ObjCFile.Method])] {
        var order: [String] = []
        var by: [String: [ObjCFile.Method]] = [:]
        for c in file.containers where c.kind == .implementation {
            if c.isCategory, KnownTypes.superclass[c.name] != nil || KnownTypes.rootClasses.contains(c.name) { continue }
            if by[c.name] == nil { order.append(c.name) }
            by[c.name, default: []].append(contentsOf: c.methods)
        }
        return order.map { ($0, by[$0]!) }
    }

    mutating func run() -> [Finding] {
        let classes = self.classes
        for (name, methods) in classes {
            let role = Self.role(name, index)
            let appKit = isAppKit(name)
            if enabled.contains(MissingSuperCallRule.info.id), !appKit { missingSuper(name, role, methods) }
            if enabled.contains(LoadViewCallsSuperRule.info.id), role == .viewController { loadViewCallsSuper(name, methods) }
            if enabled.contains(ObserverInWillAppearRule.info.id), role == .viewController, !appKit { observerInWillAppear(name, methods) }
            if enabled.contains(ChildContainmentOrderRule.info.id), role == .viewController, !appKit { childContainment(name, methods) }
            if enabled.contains(StrongSelfInEscapingClosureRule.info.id) { strongSelf(name, methods) }
        }
        if enabled.contains(WeakDelegateRule.info.id) { weakDelegate() }
        if enabled.contains(MainQueueSyncRule.info.id) { mainQueueSync() }
        return findings
    }

    // MARK: Support

    static func role(_ name: String, _ index: TypeIndex) -> TypeIndex.Role {
        let r = index.role(of: name)
        if r == .other, !index.isKnownOrDeclared(name), !name.hasPrefix("NS") { return TypeIndex.roleByName(name) }
        return r
    }

    func isAppKit(_ name: String) -> Bool {
        index.superclassChain(of: name).contains { ["NSViewController", "NSView", "NSWindowController", "NSResponder", "NSWindow"].contains($0) }
    }

    mutating func report(_ info: RuleInfo, token: Int, _ message: String) {
        guard token >= 0, token < file.tokens.count else { return }
        let t = file.tokens[token]
        let s = file.location(of: Int(t.start)), e = file.location(of: Int(t.end))
        let sev = options.severityOverrides[info.id] ?? info.severity
        findings.append(Finding(ruleID: info.id, severity: sev, message: message, path: file.path,
                                line: s.line, column: s.column, endLine: e.line, endColumn: e.column,
                                startOffset: Int(t.start), endOffset: Int(t.end)))
    }

    func receiver(_ s: ObjCFile.Send) -> String { file.text(s.receiver) }

    /// `self.child` / `_child` / `child` → `child`: one key for a property and its ivar.
    static func key(_ text: String, _ aliases: Set<String> = []) -> String {
        var t = Substring(text)
        if let dot = t.firstIndex(of: "."), aliases.contains(String(t[..<dot])) { t = t[t.index(after: dot)...] }
        if t.hasPrefix("self.") { t = t.dropFirst(5) }
        if t.hasPrefix("self->") { t = t.dropFirst(6) }
        if t.hasPrefix("_"), t.count > 1 { t = t.dropFirst() }
        return String(t)
    }

    /// Token ranges governed by `if`/`else`/`switch`/`while`/`for` inside `body`.
    func conditionalRanges(_ body: Range<Int>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var k = body.lowerBound
        while k < body.upperBound {
            if file.tok(k, "if") || file.tok(k, "else") || file.tok(k, "switch") || file.tok(k, "while") || file.tok(k, "for") {
                var j = k + 1
                if file.tok(j, "(") { j = file.matching(j) + 1 }
                if file.tok(j, "{") {
                    out.append(j..<file.matching(j))
                } else {
                    var e = j
                    var depth = 0
                    while e < body.upperBound {
                        if file.tok(e, "(") || file.tok(e, "[") || file.tok(e, "{") { depth += 1 }
                        else if file.tok(e, ")") || file.tok(e, "]") || file.tok(e, "}") { depth -= 1 }
                        else if depth <= 0, file.tok(e, ";") { break }
                        e += 1
                    }
                    out.append(j..<e)
                }
            }
            k += 1
        }
        return out
    }

    /// Which tokens of `body` sit under a condition (indexed from `body.lowerBound`).
    struct Conditional {
        var base: Int
        var mask: [Bool]
        func contains(_ tok: Int) -> Bool { tok >= base && tok - base < mask.count && mask[tok - base] }
    }

    func conditional(_ body: Range<Int>) -> Conditional {
        var mask = [Bool](repeating: false, count: body.count)
        for r in conditionalRanges(body) {
            for t in r where t >= body.lowerBound && t < body.upperBound {
                if mask[t - body.lowerBound] { continue }
                mask[t - body.lowerBound] = true
            }
        }
        return Conditional(base: body.lowerBound, mask: mask)
    }

    /// `[self helper…]` calls to the class's own methods in `body`.
    func helperCalls(_ body: Range<Int>, _ methods: [String: ObjCFile.Method]) -> [(send: ObjCFile.Send, method: ObjCFile.Method)] {
        file.sends(in: body).compactMap { s in
            guard receiver(s) == "self", let m = methods[s.selector], m.body != nil else { return nil }
            return (s, m)
        }
    }

    // MARK: missing_super_call

    static let lifecycle: [String: String] = [
        "viewDidLoad": "viewDidLoad()", "viewWillAppear:": "viewWillAppear(_:)", "viewIsAppearing:": "viewIsAppearing(_:)",
        "viewDidAppear:": "viewDidAppear(_:)", "viewWillDisappear:": "viewWillDisappear(_:)",
        "viewDidDisappear:": "viewDidDisappear(_:)", "viewWillLayoutSubviews": "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews": "viewDidLayoutSubviews()", "didReceiveMemoryWarning": "didReceiveMemoryWarning()",
        "willMoveToParentViewController:": "willMove(toParent:)", "didMoveToParentViewController:": "didMove(toParent:)",
        "viewWillTransitionToSize:withTransitionCoordinator:": "viewWillTransition(to:with:)",
        "setEditing:animated:": "setEditing(_:animated:)", "traitCollectionDidChange:": "traitCollectionDidChange(_:)",
        "prepareForReuse": "prepareForReuse()", "awakeFromNib": "awakeFromNib()", "layoutSubviews": "layoutSubviews()",
        "updateConstraints": "updateConstraints()", "encodeRestorableStateWithCoder:": "encodeRestorableState(with:)",
        "decodeRestorableStateWithCoder:": "decodeRestorableState(with:)",
    ]

    mutating func missingSuper(_ cls: String, _ role: TypeIndex.Role, _ methods: [ObjCFile.Method]) {
        let info = MissingSuperCallRule.info
        for m in methods where m.isInstance {
            guard let body = m.body else { continue }
            let superSends = file.sends(in: body).filter { receiver($0) == "super" }
            let own = ObjCNames.call(m)
            if let sig = Self.lifecycle[m.selector], let entry = MissingSuperCallRule.methods[sig] {
                let applies: Bool
                switch entry.owner {
                case .controller: applies = role == .viewController
                case .view: applies = role.isView
                case .cell: applies = role.isCell || role == .reusableView
                case .controllerOrView: applies = role == .viewController || role.isView
                }
                guard applies else { continue }
                let same = superSends.contains { $0.selector == m.selector }
                let others = superSends.filter { $0.selector != m.selector && Self.lifecycle[$0.selector] != nil }
                if same {
                    for o in others {
                        report(info, token: o.receiver.lowerBound,
                               "\(m.selector) also calls [super \(o.selector)] — the super method of a different lifecycle callback; remove it")
                    }
                } else if let o = others.first {
                    report(info, token: m.startToken, "\(m.selector) calls [super \(o.selector)] instead of its own super method; call [super \(own)]")
                } else {
                    // UIViewController's own layout callbacks are empty: a direct subclass loses nothing.
                    if MissingSuperCallRule.emptyInUIViewController.contains(sig), index.superclassChain(of: cls).first == "UIViewController" { continue }
                    report(info, token: m.startToken, "\(m.selector) overrides a UIKit lifecycle method without calling super; call [super \(own)]")
                }
                continue
            }
            // A method a superclass marks NS_REQUIRES_SUPER.
            guard let origin = index.requiredSuper(above: cls, { $0 == m.selector }) else { continue }
            if superSends.contains(where: { $0.selector == m.selector }) { continue }
            report(info, token: m.startToken,
                   "\(m.selector) overrides -[\(origin.type) \(origin.selector)], which is marked NS_REQUIRES_SUPER, without calling super; call [super \(own)]")
        }
    }

    // MARK: load_view_calls_super

    mutating func loadViewCallsSuper(_ cls: String, _ methods: [ObjCFile.Method]) {
        for m in methods where m.isInstance && m.selector == "loadView" {
            guard let body = m.body else { continue }
            let sends = file.sends(in: body)
            let calls = sends.filter { receiver($0) == "super" && $0.selector == "loadView" }
            // `self.view = …` or `[self setView:…]`: the override builds its own root view.
            var assignments = sends.filter { receiver($0) == "self" && $0.selector == "setView:" }.map { $0.open }
            var k = body.lowerBound
            while k + 3 < body.upperBound {
                if file.tok(k, "self"), file.tok(k + 1, "."), file.tok(k + 2, "view"), file.tok(k + 3, "=") { assignments.append(k) }
                k += 1
            }
            // Keeping super's view and adding to it is what super is for.
            guard !calls.isEmpty, !assignments.isEmpty, LoadViewCallsSuperRule.superIsPlainUIViewController(cls, index) else { continue }
            for c in calls {
                if assignments.allSatisfy({ $0 < c.open }) {
                    report(LoadViewCallsSuperRule.info, token: c.receiver.lowerBound,
                           "[super loadView] runs after this override assigns self.view and replaces it with UIKit's default root view; remove the call")
                } else {
                    report(LoadViewCallsSuperRule.info, token: c.receiver.lowerBound,
                           "[super loadView] builds UIKit's default root view (or loads the nib) that this override then replaces by assigning self.view; remove the call")
                }
            }
        }
    }

    // MARK: observer_in_will_appear

    enum Registration { case notification, target, kvo }

    static func registration(_ selector: String) -> Registration? {
        if selector == "addObserver:selector:name:object:" || selector.hasPrefix("addObserverForName:") { return .notification }
        if selector == "addObserver:forKeyPath:options:context:" { return .kvo }
        if selector == "addTarget:action:forControlEvents:" { return .target }
        return nil
    }

    struct Undo {
        var observers = false, targets = false
        mutating func collect(_ sends: [ObjCFile.Send]) {
            for s in sends {
                if s.selector.hasPrefix("removeObserver:") { observers = true }
                if s.selector.hasPrefix("removeTarget:") { targets = true }
            }
        }
        func balances(_ r: Registration) -> Bool { r == .target ? targets : observers }
    }

    mutating func observerInWillAppear(_ cls: String, _ methods: [ObjCFile.Method]) {
        let appear = methods.filter { $0.isInstance && $0.body != nil && ["viewWillAppear:", "viewIsAppearing:", "viewDidAppear:"].contains($0.selector) }
        if appear.isEmpty { return }
        let disappear = methods.filter { $0.isInstance && ["viewWillDisappear:", "viewDidDisappear:"].contains($0.selector) }
        if disappear.isEmpty, let members = index.memberNames(of: cls),
           members.contains("viewWillDisappear") || members.contains("viewDidDisappear") { return }
        var byName: [String: ObjCFile.Method] = [:]
        for m in methods where m.isInstance { byName[m.selector] = m }

        var undo = Undo()
        for d in disappear {
            guard let b = d.body else { continue }
            undo.collect(file.sends(in: b))
            for h in helperCalls(b, byName) {
                undo.collect(file.sends(in: h.method.body!))
                for h2 in helperCalls(h.method.body!, byName) { undo.collect(file.sends(in: h2.method.body!)) }
            }
        }
        var reported: Set<Int> = []
        for a in appear {
            let body = a.body!
            scan(body, a.selector, calledFrom: nil, undo, &reported)
            let conditional = self.conditional(body)
            for h in helperCalls(body, byName) where !conditional.contains(h.send.open) && h.method.startToken != a.startToken {
                let hb = h.method.body!
                scan(hb, h.method.selector, calledFrom: a.selector, undo, &reported)
                let hc = self.conditional(hb)
                for h2 in helperCalls(hb, byName) where !hc.contains(h2.send.open)
                    && h2.method.startToken != h.method.startToken && h2.method.startToken != a.startToken {
                    scan(h2.method.body!, h2.method.selector, calledFrom: a.selector, undo, &reported)
                }
            }
        }
    }

    private mutating func scan(_ body: Range<Int>, _ sel: String, calledFrom appearance: String?, _ undo: Undo,
                               _ reported: inout Set<Int>) {
        var kinds: Set<Int> = []
        let sends = file.sends(in: body)
        var conditional: Conditional? = nil
        for (i, s) in sends.enumerated() {
            guard let r = Self.registration(s.selector), !reported.contains(s.selectorToken) else { continue }
            let kindKey = r == .notification ? 0 : r == .target ? 1 : 2
            if kindKey < 2, kinds.contains(kindKey) { continue }
            if conditional == nil { conditional = self.conditional(body) }
            if conditional!.contains(s.open) || undo.balances(r) { continue }
            var earlier = Undo()
            earlier.collect(Array(sends[..<i]))
            if earlier.balances(r) { continue }
            reported.insert(s.selectorToken)
            kinds.insert(kindKey)
            let what: String, fix: String
            switch r {
            case .notification:
                what = "adds a NotificationCenter observer"
                fix = "register once in viewDidLoad, or remove it in viewWillDisappear:"
            case .target:
                what = "adds a target-action"
                fix = "add it once in viewDidLoad, or remove it with removeTarget:action:forControlEvents: in viewWillDisappear:"
            case .kvo:
                what = "starts a KVO observation"
                fix = "observe once in viewDidLoad, or remove the observer in viewWillDisappear:"
            }
            let who = appearance.map { "\(sel), called from \($0)," } ?? sel
            report(ObserverInWillAppearRule.info, token: s.selectorToken, "\(who) \(what) on every appearance and never undoes it; \(fix)")
        }
    }

    // MARK: child_containment_order

    enum Event { case addChild, addView, didMove, willMoveNil, removeFromParent, removeView }

    static let addViewSelectors: Set<String> = [
        "addSubview:", "insertSubview:atIndex:", "insertSubview:aboveSubview:", "insertSubview:belowSubview:",
        "addArrangedSubview:", "insertArrangedSubview:atIndex:",
    ]

    mutating func childContainment(_ cls: String, _ methods: [ObjCFile.Method]) {
        struct E { var kind: Event; var key: String; var shown: String; var token: Int; var context: Int }
        // Keys the class adds as children anywhere, and controllers presented or pushed.
        var addsChild: Set<String> = []
        var presented: Set<String> = []
        for m in methods { guard let b = m.body else { continue }
            for s in file.sends(in: b) {
                if s.selector == "addChildViewController:", let a = s.arguments.first { addsChild.insert(Self.key(file.text(a))) }
                if s.selector.hasPrefix("presentViewController:") || s.selector.hasPrefix("pushViewController:")
                    || s.selector.hasPrefix("showViewController:"), let a = s.arguments.first { presented.insert(Self.key(file.text(a))) }
            }
        }
        for m in methods {
            guard let body = m.body else { continue }
            let blocks = file.blocks(in: body)
            func context(_ t: Int) -> Int {
                var best = -1, size = Int.max
                for b in blocks where b.body.contains(t) && b.body.count < size { best = b.caret; size = b.body.count }
                return best
            }
            var events: [E] = []
            for s in file.sends(in: body) {
                let recv = receiver(s)
                let arg0 = s.arguments.first.map { file.text($0) } ?? ""
                var e: (Event, String)? = nil
                switch s.selector {
                case "addChildViewController:" where recv == "self": e = (.addChild, arg0)
                case "didMoveToParentViewController:": e = (.didMove, recv)
                case "willMoveToParentViewController:" where arg0 == "nil": e = (.willMoveNil, recv)
                case "removeFromParentViewController": e = (.removeFromParent, recv)
                case "removeFromSuperview" where recv.hasSuffix(".view"): e = (.removeView, String(recv.dropLast(5)))
                default:
                    if Self.addViewSelectors.contains(s.selector), arg0.hasSuffix(".view") { e = (.addView, String(arg0.dropLast(5))) }
                }
                if let (k, shown) = e {
                    events.append(E(kind: k, key: Self.key(shown), shown: shown, token: s.selectorToken, context: context(s.open)))
                }
            }
            if events.isEmpty { continue }
            let locals = localControllers(body)
            func isController(_ key: String) -> Bool {
                if events.contains(where: { $0.key == key && $0.kind != .addView && $0.kind != .removeView }) { return true }
                if addsChild.contains(key) || locals.contains(key) { return true }
                let last = key.split(separator: ".").last.map(String.init) ?? key
                return last.hasSuffix("Controller") || last.hasSuffix("VC") || last.hasSuffix("controller")
            }
            let info = ChildContainmentOrderRule.info
            let tabBarParent = cls == "UITabBarController" || index.superclassChain(of: cls).contains("UITabBarController")
            for (i, e) in events.enumerated() {
                let before = events[..<i].filter { $0.context == e.context }
                let after = events[(i + 1)...].filter { $0.context == e.context }
                let elsewhere = events.enumerated().filter { $0.offset != i && $0.element.context != e.context }.map { $0.element }
                let k = e.shown
                switch e.kind {
                case .addView:
                    guard e.key != "self", isController(e.key) else { continue }
                    if before.contains(where: { $0.kind == .addChild && $0.key == e.key }) { continue }
                    if elsewhere.contains(where: { $0.kind == .addChild && $0.key == e.key }) { continue }
                    // A tab bar controller turns every child into a tab.
                    if tabBarParent { continue }
                    if let addChild = after.first(where: { $0.kind == .addChild && $0.key == e.key }) {
                        let didMove = after.contains { $0.kind == .didMove && $0.key == e.key && $0.token > addChild.token }
                        // Order only, while the view is not in a window yet: no callback is lost.
                        if didMove, e.context == -1, addChild.context == -1, runsBeforeTheViewIsShown(m, methods) { continue }
                        let rest = didMove ? "" : ", and [\(k) didMoveToParentViewController:self] is never sent"
                        report(info, token: e.token, "\(k).view is added before [self addChildViewController:\(k)]\(rest), so the child can miss its appearance callbacks; call addChildViewController: first, then add the view, then [\(k) didMoveToParentViewController:self]")
                        continue
                    }
                    if addsChild.contains(e.key) || presented.contains(e.key) { continue }
                    report(info, token: e.token, "\(k).view is added without [self addChildViewController:\(k)], so the child gets no appearance, trait or safe-area callbacks; call addChildViewController: first and [\(k) didMoveToParentViewController:self] after adding the view")
                case .addChild:
                    guard after.contains(where: { $0.kind == .addView && $0.key == e.key }) else { continue }
                    if events.contains(where: { $0.kind == .didMove && $0.key == e.key }) { continue }
                    report(info, token: e.token, "[self addChildViewController:\(k)] is never followed by [\(k) didMoveToParentViewController:self] after its view is added; call it once the view is in place")
                case .didMove:
                    // addChildViewController: → didMoveToParentViewController: → add the view is
                    // right too; only a didMove sent before addChildViewController: is out of order.
                    guard after.contains(where: { $0.kind == .addChild && $0.key == e.key }),
                          !before.contains(where: { $0.kind == .addChild && $0.key == e.key }),
                          !elsewhere.contains(where: { $0.kind == .addChild && $0.key == e.key }) else { continue }
                    report(info, token: e.token, "[\(k) didMoveToParentViewController:self] is sent before [self addChildViewController:\(k)]; call addChildViewController: first, then add the view, then didMoveToParentViewController:")
                case .removeFromParent:
                    guard isController(e.key) || e.key == "self" else { continue }
                    if after.contains(where: { $0.kind == .addChild && $0.key == e.key }) { continue }
                    if elsewhere.contains(where: { $0.kind == .willMoveNil && $0.key == e.key }) { continue }
                    if !before.contains(where: { $0.kind == .willMoveNil && $0.key == e.key }) {
                        // One finding per removal: a view removed afterwards is the same fix.
                        let late = after.contains { $0.kind == .removeView && $0.key == e.key } ? " (and \(k).view is removed only after it)" : ""
                        report(info, token: e.token, "[\(k) removeFromParentViewController] is not preceded by [\(k) willMoveToParentViewController:nil]\(late); call willMoveToParentViewController:nil first, then remove the view, then removeFromParentViewController")
                    }
                case .removeView, .willMoveNil:
                    // With willMoveToParentViewController:nil sent, removing the view after
                    // removeFromParentViewController loses no callback.
                    continue
                }
            }
        }
    }

    /// The method runs only before the view is in a window: `viewDidLoad`, `loadView`, an
    /// `init…` method, or a helper that only those (and such helpers) send to `self`.
    func runsBeforeTheViewIsShown(_ m: ObjCFile.Method, _ methods: [ObjCFile.Method], depth: Int = 0) -> Bool {
        if m.selector == "viewDidLoad" || m.selector == "loadView" || m.firstPiece.hasPrefix("init") { return true }
        guard depth < 3 else { return false }
        var callers = 0
        for other in methods where other.startToken != m.startToken {
            guard let b = other.body else { continue }
            let calls = file.sends(in: b).filter { receiver($0) == "self" && $0.selector == m.selector }
            if calls.isEmpty { continue }
            let blocks = file.blocks(in: b)
            // A send inside a block may run later, when the view is on screen.
            if calls.contains(where: { c in blocks.contains { $0.body.contains(c.open) } }) { return false }
            guard runsBeforeTheViewIsShown(other, methods, depth: depth + 1) else { return false }
            callers += 1
        }
        return callers > 0
    }

    /// Locals declared with a view controller type: `DetailViewController *detail = …`.
    func localControllers(_ body: Range<Int>) -> Set<String> {
        var out: Set<String> = []
        var k = body.lowerBound
        while k + 2 < body.upperBound {
            if file.tokens[k].kind == .identifier, file.tok(k + 1, "*"), file.tokens[k + 2].kind == .identifier,
               Self.role(file.text(k), index) == .viewController {
                out.insert(file.text(k + 2))
            }
            k += 1
        }
        return out
    }

    // MARK: weak_delegate

    mutating func weakDelegate() {
        for c in file.containers where c.kind == .interface || c.kind == .category {
            for p in c.properties where !p.isBlock {
                let lower = p.name.lowercased()
                guard p.name == "delegate" || p.name == "dataSource" || p.name.hasSuffix("Delegate") || p.name.hasSuffix("DataSource")
                    || lower == "datasource" else { continue }
                if p.attributes.contains(where: { ["weak", "assign", "unsafe_unretained"].contains($0) }) { continue }
                // A readonly property whose getter this file implements has no storage of its own.
                if p.attributes.contains("readonly"), implementsGetter(p.name, of: c.name) { continue }
                // A protocol type: `id<P>` or `NSObject<P> *`.
                let r = p.type
                guard r.count >= 2 else { continue }
                var isProtocolType = false
                var k = r.lowerBound
                while k < r.upperBound {
                    if (file.tok(k, "id") || file.tok(k, "NSObject")) && file.tok(k + 1, "<") { isProtocolType = true; break }
                    k += 1
                }
                guard isProtocolType else { continue }
                let what = lower.hasSuffix("datasource") ? "data source" : "delegate"
                report(WeakDelegateRule.info, token: p.nameToken,
                       "'\(p.name)' holds its \(what) strongly and can form a retain cycle; declare it (nonatomic, weak)")
            }
        }
    }

    /// Whether an `@implementation` of `cls` in this file defines the instance method `name`.
    func implementsGetter(_ name: String, of cls: String) -> Bool {
        file.containers.contains { c in
            c.kind == .implementation && c.name == cls && c.methods.contains { $0.isInstance && $0.selector == name && $0.body != nil }
        }
    }

    // MARK: main_queue_sync

    /// `dispatch_sync(dispatch_get_main_queue(), …)`, with the same exemptions as the Swift
    /// rule (see `MainQueueSync`): a guarded fallback after which the method uses the block's
    /// work, and state handed between a background block and the main thread. A call inside `@synchronized` or between `[x lock]` and `[x unlock]` gets
    /// the lock-order message.
    mutating func mainQueueSync() {
        let n = file.tokens.count
        var state: Set<String>? = nil
        var k = 0
        while k + 3 < n {
            defer { k += 1 }
            guard file.tok(k, "dispatch_sync"), file.tok(k + 1, "("), file.tok(k + 2, "dispatch_get_main_queue"), file.tok(k + 3, "(") else { continue }
            let braces = enclosingBraces(k)
            if let lock = heldLock(k, braces) {
                report(MainQueueSyncRule.info, token: k,
                       "dispatch_sync on the main queue while holding \(lock): if the main thread ever waits for it too, each thread waits for the other forever; release the lock before dispatching, or use dispatch_async(dispatch_get_main_queue(), …)")
                continue
            }
            let callEnd = file.matching(k + 1)
            let offMain = offMainBranch(k, braces)
            if offMain, continuesAfter(k, callEnd, braces) { continue }
            if state == nil { state = instanceState() }
            if sharesState(k, callEnd, braces, state!) { continue }
            if offMain {
                report(MainQueueSyncRule.info, token: k,
                       "This off-main branch blocks its background caller until the main thread has run the block, and deadlocks if the main thread is waiting for that caller; when the caller does not need the block's result, use dispatch_async(dispatch_get_main_queue(), …)")
            } else {
                report(MainQueueSyncRule.info, token: k,
                       "dispatch_sync on the main queue blocks this thread until the main thread has run the block, and deadlocks when it runs on the main thread or the main thread is waiting for this one; when nothing here needs the block's result, use dispatch_async(dispatch_get_main_queue(), …)")
            }
        }
    }

    /// The `{` tokens around `at`, innermost first.
    func enclosingBraces(_ at: Int) -> [Int] {
        var out: [Int] = []
        var depth = 0
        var i = at - 1
        while i >= 0 {
            if file.tok(i, "}") { depth += 1 } else if file.tok(i, "{") {
                if depth == 0 { out.append(i) } else { depth -= 1 }
            }
            i -= 1
        }
        return out
    }

    /// A `{` opening a block literal (`^{`, `^(…){`, `^Type(…){`).
    func opensBlock(_ brace: Int) -> Bool {
        var j = brace - 1
        var steps = 0
        while j >= 0, steps < 8 {
            if file.tok(j, "^") { return true }
            if file.tok(j, ")") { j = matchingOpen(j) - 1; steps += 1; continue }
            if file.tokens[j].kind == .identifier || file.tok(j, "*") { j -= 1; steps += 1; continue }
            return false
        }
        return false
    }

    /// The `(` that the `)` at `close` closes.
    func matchingOpen(_ close: Int) -> Int {
        var depth = 0
        var i = close
        while i >= 0 {
            if file.tok(i, ")") { depth += 1 } else if file.tok(i, "(") { depth -= 1; if depth == 0 { return i } }
            i -= 1
        }
        return 0
    }

    /// `keyword (…) {` before `brace`: the parenthesised range, when the keyword matches.
    func parenthesised(before brace: Int, _ keyword: String) -> Range<Int>? {
        guard file.tok(brace - 1, ")") else { return nil }
        let open = matchingOpen(brace - 1)
        guard open > 0, file.tok(open - 1, keyword) else { return nil }
        return (open + 1)..<(brace - 1)
    }

    /// `true` for a main-thread test, `false` for its negation, nil for anything else.
    func mainThreadCondition(_ r: Range<Int>) -> Bool? {
        let t = file.text(r).filter { $0 != " " }
        if t.contains("&&") || t.contains("||") { return nil }
        if t.contains("!="), t.contains("currentThread"), t.contains("mainThread") { return false }
        if t.contains("=="), t.contains("currentThread"), t.contains("mainThread") { return true }
        guard t.contains("isMainThread") else { return nil }
        return !t.hasPrefix("!")
    }

    /// The call sits in the `then` of `if (!isMainThread)`, the `else` of `if (isMainThread)`,
    /// or after `if (isMainThread) { …; return; }`, with no block literal in between.
    func offMainBranch(_ at: Int, _ braces: [Int]) -> Bool {
        for b in braces {
            if let cond = parenthesised(before: b, "if"), mainThreadCondition(cond) == false { return true }
            if file.tok(b - 1, "else"), file.tok(b - 2, "}") {
                let thenOpen = matchingBrace(b - 2)
                if let cond = parenthesised(before: thenOpen, "if"), mainThreadCondition(cond) == true { return true }
            }
            // An earlier `if (isMainThread) { …; return; }` at this level.
            var i = b + 1
            while i < at {
                if file.tok(i, "{") {
                    let close = file.matching(i)
                    if close > at { break }
                    if let cond = parenthesised(before: i, "if"), mainThreadCondition(cond) == true,
                       file.tok(close - 1, ";"), file.tok(close - 2, "return") || file.tok(close - 3, "return") { return true }
                    i = close
                }
                i += 1
            }
            if opensBlock(b) { return false }
        }
        return false
    }

    /// The `{` that the `}` at `close` closes.
    func matchingBrace(_ close: Int) -> Int {
        var depth = 0
        var i = close
        while i >= 0 {
            if file.tok(i, "}") { depth += 1 } else if file.tok(i, "{") { depth -= 1; if depth == 0 { return i } }
            i -= 1
        }
        return 0
    }

    /// After the call, up to the end of the method (or of the block literal it runs in), the
    /// method uses what the block did: it assigns something the block touches, clears the
    /// flag an enclosing `if` tests (`if (needsHeight) { …sync…; needsHeight = NO; }`), or
    /// returns what the block assigned.
    func continuesAfter(_ at: Int, _ callEnd: Int, _ braces: [Int]) -> Bool {
        guard let scope = braces.first(where: { opensBlock($0) }) ?? braces.last else { return false }
        var touched: Set<String> = [], assigned: Set<String> = []
        if let inner = file.blocks(in: at..<callEnd).first?.body {
            for t in inner where file.tokens[t].kind == .identifier {
                let k = Self.key(file.text(t))
                touched.insert(k)
                if file.tok(t + 1, "=") { assigned.insert(k) }
            }
        }
        var flags: Set<String> = []
        for b in braces {
            if b == scope { break }
            guard let cond = parenthesised(before: b, "if") else { continue }
            for t in cond where file.tokens[t].kind == .identifier { flags.insert(Self.key(file.text(t))) }
        }
        flags.remove("self")
        let end = file.matching(scope)
        var i = callEnd + 1
        while i < end {
            if file.tok(i, "^") {
                // A block literal after the call runs later; skip it.
                var j = i + 1
                while j < end, !file.tok(j, "{"), !file.tok(j, ";") { j += 1 }
                if file.tok(j, "{") { i = file.matching(j) + 1; continue }
            }
            if file.tok(i, "="), file.tokens[i - 1].kind == .identifier {
                let k = Self.key(file.text(i - 1))
                if touched.contains(k) || flags.contains(k) { return true }
            }
            if file.tok(i, "return") {
                var j = i + 1
                while j < end, !file.tok(j, ";") {
                    if file.tokens[j].kind == .identifier, assigned.contains(Self.key(file.text(j))) { return true }
                    j += 1
                }
            }
            i += 1
        }
        return false
    }

    /// Instance variables (`@implementation X { … }`, `@interface X () { … }`) and properties
    /// of the file's classes, by `key` (`self.name`, `_name` and `name` are one).
    func instanceState() -> Set<String> {
        var out: Set<String> = []
        for c in file.containers {
            for p in c.properties { out.insert(p.name) }
        }
        let n = file.tokens.count
        var i = 0
        while i + 2 < n {
            defer { i += 1 }
            guard file.tok(i, "@"), file.tok(i + 1, "implementation") || file.tok(i + 1, "interface") else { continue }
            var j = i + 2
            while j < n, !file.tok(j, "{"), !file.tok(j, "@"), !file.tok(j, ";"), !file.tok(j, "-"), !file.tok(j, "+") { j += 1 }
            guard file.tok(j, "{") else { continue }
            let close = file.matching(j)
            for t in (j + 1)..<min(close, n) where file.tokens[t].kind == .identifier && (file.tok(t + 1, ";") || file.tok(t + 1, ",")) {
                out.insert(Self.key(file.text(t)))
            }
            i = close
        }
        return out
    }

    /// Inside a block literal, the code before the call assigns instance state that the main
    /// block reads, or reads state the main block assigns: a background queue handing its
    /// results to the main thread, which the wait keeps in step with the queue's next task.
    func sharesState(_ at: Int, _ callEnd: Int, _ braces: [Int], _ state: Set<String>) -> Bool {
        guard !state.isEmpty, let outer = braces.first(where: { opensBlock($0) }) else { return false }
        guard let inner = file.blocks(in: at..<callEnd).first?.body else { return false }
        let before = (outer + 1)..<at
        var readBefore: Set<String> = [], writtenBefore: Set<String> = []
        var readInside: Set<String> = [], writtenInside: Set<String> = []
        collectState(before, state, reads: &readBefore, writes: &writtenBefore)
        collectState(inner, state, reads: &readInside, writes: &writtenInside)
        return !readBefore.isDisjoint(with: writtenInside) || !writtenBefore.isDisjoint(with: readInside)
    }

    /// Instance state read and assigned in `r`: `name`, `_name`, `self.name`, `self->name`.
    func collectState(_ r: Range<Int>, _ state: Set<String>, reads: inout Set<String>, writes: inout Set<String>) {
        for t in r where file.tokens[t].kind == .identifier {
            let viaSelf = (file.tok(t - 1, ".") || file.tok(t - 1, "->")) && file.tok(t - 2, "self")
            if !viaSelf, file.tok(t - 1, ".") || file.tok(t - 1, "->") { continue }
            // Selector pieces (`removeObjectAtIndex:`, `[x count]`) and calls are not state.
            if file.tok(t + 1, ":") || file.tok(t + 1, "(") { continue }
            if !viaSelf, t > 0, file.tokens[t - 1].kind == .identifier || file.tok(t - 1, "]") || file.tok(t - 1, "*") { continue }
            let k = Self.key(file.text(t))
            guard state.contains(k) else { continue }
            if file.tok(t + 1, "=") { writes.insert(k) } else { reads.insert(k) }
        }
    }

    /// The lock held where the call runs: an enclosing `@synchronized (x) { … }`, or an earlier
    /// `[x lock]` / `pthread_mutex_lock(&x)` / `os_unfair_lock_lock(&x)` in an enclosing
    /// brace with no unlock before the call. Block literals run elsewhere: the search stops.
    func heldLock(_ at: Int, _ braces: [Int]) -> String? {
        for b in braces {
            if let r = parenthesised(before: b, "synchronized") { return "@synchronized(\(file.text(r)))" }
            var held: [String: String] = [:]
            for s in file.sends(in: (b + 1)..<at) where s.selector == "lock" || s.selector == "unlock" {
                let r = receiver(s)
                held[r] = s.selector == "lock" ? "'\(r)'" : nil
            }
            var i = b + 1
            while i < at {
                let name = file.text(i)
                if ["pthread_mutex_lock", "pthread_mutex_unlock", "os_unfair_lock_lock", "os_unfair_lock_unlock"].contains(name),
                   file.tok(i + 1, "(") {
                    let close = file.matching(i + 1)
                    var target = file.text((i + 2)..<close)
                    if target.hasPrefix("&") { target = String(target.dropFirst()).trimmingCharacters(in: .whitespaces) }
                    held[target] = name.hasSuffix("unlock") ? nil : "'\(target)'"
                }
                i += 1
            }
            if let (_, d) = held.sorted(by: { $0.key < $1.key }).first { return d }
            if opensBlock(b) { return nil }
        }
        return nil
    }

    // MARK: strong_self_in_escaping_closure

    /// Stored-property names of a class, for implicit `self` through `_ivar`.
    func propertyNames(_ cls: String) -> Set<String> {
        var out: Set<String> = []
        for c in file.containers where c.name == cls && (c.kind == .interface || c.kind == .category) {
            for p in c.properties { out.insert(p.name) }
        }
        return out
    }

    mutating func strongSelf(_ cls: String, _ methods: [ObjCFile.Method]) {
        // The app delegate and singletons live as long as the app: their cycles free nothing.
        if Self.livesForTheApp(cls, methods, index, file) { return }
        let ivars = Set(propertyNames(cls).map { "_" + $0 })
        var reported: Set<Int> = []
        for m in methods where m.isInstance {
            guard let body = m.body else { continue }
            let sends = file.sends(in: body)
            for b in file.blocks(in: body) {
                guard let keeper = keeper(ofBlock: b.caret, body, sends) else { continue }
                if let storage = keeper.storage,
                   cycleIsBroken(storage, keeper.kind, methods, registering: m, block: b.body) { continue }
                guard let tok = strongSelfToken(b.body, ivars), reported.insert(tok).inserted else { continue }
                report(StrongSelfInEscapingClosureRule.info, token: tok,
                       "Block \(keeper.phrase) captures `self` strongly, \(keeper.consequence); capture a weak reference (__weak typeof(self) weakSelf = self) instead")
            }
        }
    }

    /// An app delegate (by conformance or name, as in Swift), a class the Swift code only
    /// builds where the app keeps it, or a class with a `+shared…`-style factory that keeps
    /// one instance in a `static` (`static X *s; … s = [[self alloc] init];`).
    static func livesForTheApp(_ cls: String, _ methods: [ObjCFile.Method], _ index: TypeIndex, _ file: ObjCFile) -> Bool {
        if cls.hasSuffix("AppDelegate") { return true }
        let conf = index.conformances(of: cls)
        if conf.contains("UIApplicationDelegate") || conf.contains("NSApplicationDelegate") { return true }
        if index.livesAsLongAsTheApp(cls) { return true }
        for m in methods where !m.isInstance && !m.selector.contains(":") {
            guard let body = m.body else { continue }
            var hasStatic = false, allocatesSelf = false
            for k in body {
                if file.tok(k, "static") { hasStatic = true }
                if file.tok(k, "alloc") || file.tok(k, "new"), file.tok(k - 1, "self") || file.tok(k - 1, cls) { allocatesSelf = true }
            }
            if hasStatic && allocatesSelf { return true }
        }
        return false
    }

    /// Whether the class releases what keeps the block in a method other than `dealloc` and
    /// the one that registers it, or inside the block itself: a stored block set to nil, a
    /// timer invalidated, a block observer's token removed and set to nil.
    func cycleIsBroken(_ storage: String, _ kind: Keeper.Kind, _ methods: [ObjCFile.Method], registering: ObjCFile.Method,
                       block: Range<Int>) -> Bool {
        var nilled = false, removed = false, invalidated = false
        func scan(_ r: Range<Int>, aliasesFrom scope: Range<Int>? = nil) {
            let aliases = selfAliases(in: scope ?? r)
            for k in r where file.tok(k, "nil") && file.tok(k - 1, "=") && (file.tok(k + 1, ";") || file.tok(k + 1, "}")) {
                if let lhs = assignedTo(k, r), Self.key(lhs, aliases) == storage { nilled = true }
            }
            // Locals copied from the storage: `id<NSObject> token = self.observer;`.
            var copies: Set<String> = []
            for k in r where file.tok(k, "=") && file.tokens[k - 1].kind == .identifier {
                var j = k + 1
                while j < r.upperBound, !file.tok(j, ";"), j < k + 8 { j += 1 }
                if j > k + 1, Self.key(file.text((k + 1)..<j), aliases) == storage { copies.insert(file.text(k - 1)) }
            }
            for s in file.sends(in: r) {
                if s.selector.hasPrefix("removeObserver:"), let a = s.arguments.first {
                    let argument = file.text(a)
                    if Self.key(argument, aliases) == storage || copies.contains(argument) { removed = true }
                }
                if s.selector == "invalidate", Self.key(receiver(s), aliases) == storage { invalidated = true }
            }
        }
        for m in methods where m.isInstance && m.selector != "dealloc" && m.startToken != registering.startToken {
            if let b = m.body { scan(b) }
        }
        // The block's own aliases may start outside it (`__weak typeof(self) weakSelf = self;`).
        scan(block, aliasesFrom: registering.body ?? block)
        switch kind {
        case .stored: return nilled
        case .timer: return invalidated
        // Removing the observer releases its block; a token self keeps strongly still holds
        // the block until it is set to nil, a weak one does not.
        case .notification: return removed && (nilled || isWeakStorage(storage))
        }
    }

    /// Locals that stand for `self` in a range: `__weak typeof(self) weakSelf = self;` and
    /// `__strong typeof(weakSelf) strongSelf = weakSelf;` (any names).
    func selfAliases(in r: Range<Int>) -> Set<String> {
        var out: Set<String> = []
        for k in r where file.tok(k + 1, "=") && file.tokens[k].kind == .identifier && (file.tok(k + 3, ";")) {
            guard file.tok(k - 1, ")") || file.tok(k - 1, "*") else { continue }
            let rhs = file.text(k + 2)
            if rhs == "self" || out.contains(rhs) { out.insert(file.text(k)) }
        }
        return out
    }

    /// Whether `name` is declared `weak` (a property) or `__weak` (an instance variable) in this file.
    func isWeakStorage(_ name: String) -> Bool {
        for c in file.containers where c.kind == .interface || c.kind == .category || c.kind == .implementation {
            if c.properties.contains(where: { $0.name == name && $0.attributes.contains("weak") }) { return true }
        }
        let ivar = "_" + name
        for k in file.tokens.indices where file.tok(k, "__weak") {
            var j = k + 1
            while j < file.tokens.count, j < k + 6, !file.tok(j, ";") {
                if file.tok(j, name) || file.tok(j, ivar) { return file.tok(j + 1, ";") }
                j += 1
            }
        }
        return false
    }

    /// The first `self` (or `_ivar`) in a block body that the block captures.
    func strongSelfToken(_ body: Range<Int>, _ ivars: Set<String>) -> Int? {
        for k in body {
            // libextobjc's `@strongify(self)` and its look-alikes (`MXStrongifyAndReturnIfNil(self)`)
            // declare a local `self` from the weak copy their `weakify` twin made outside the
            // block: every later `self` is that local.
            if file.tokens[k].kind == .identifier, file.tok(k + 1, "("), file.tok(k + 2, "self"),
               file.text(k).lowercased().contains("strongify") { return nil }
            if file.tok(k, "self") {
                // `typeof(self)` is not evaluated; `weakSelf` is another token.
                if file.tok(k - 1, "("), file.tok(k - 2, "typeof") || file.tok(k - 2, "__typeof") || file.tok(k - 2, "__typeof__") { continue }
                return k
            }
            if file.tokens[k].kind == .identifier, !ivars.isEmpty, ivars.contains(file.text(k)),
               !file.tok(k - 1, "."), !file.tok(k - 1, "->") { return k }
        }
        return nil
    }

    struct Keeper {
        enum Kind { case stored, timer, notification }
        var phrase: String
        var consequence: String
        var kind: Kind = .stored
        /// Self's storage that keeps the block (a property, ivar or token), when there is one.
        var storage: String?
    }

    /// Who keeps a block alive: a property of self it is assigned to, a repeating timer,
    /// a block-based NotificationCenter observer, or a call whose result self stores.
    func keeper(ofBlock caret: Int, _ body: Range<Int>, _ sends: [ObjCFile.Send]) -> Keeper? {
        let cycle = "and self keeps the block alive (retain cycle)"
        // `self.onSave = ^{ … }` / `_onSave = ^{ … }`
        if let lhs = assignedTo(caret, body), Self.isSelfStorage(lhs) {
            return Keeper(phrase: "stored in \(lhs)", consequence: cycle, storage: Self.key(lhs))
        }
        // The innermost send the block is an argument of.
        var inner: ObjCFile.Send? = nil
        for s in sends where s.arguments.contains(where: { $0.contains(caret) }) {
            if inner == nil || s.open > inner!.open { inner = s }
        }
        guard let s = inner else { return nil }
        if s.selector.hasPrefix("addObserverForName:") {
            return Keeper(phrase: "of a NotificationCenter block observer",
                          consequence: "so NotificationCenter keeps self alive until the observer is removed",
                          kind: .notification, storage: assignedTo(s.open, body).map { Self.key($0) })
        }
        if s.selector.contains("TimeInterval:repeats:block:"),
           let i = s.selector.split(separator: ":").firstIndex(of: "repeats"), i < s.arguments.count {
            // A one-shot timer lets go of its block once it fires.
            guard ["YES", "true"].contains(file.text(s.arguments[i])) else { return nil }
            return Keeper(phrase: "of a repeating NSTimer", consequence: "so the run loop keeps self alive until the timer is invalidated",
                          kind: .timer, storage: assignedTo(s.open, body).map { Self.key($0) })
        }
        // A setter on self: `[self setOnSave:^{ … }]`.
        if receiver(s) == "self", s.arguments.count == 1, s.selector.hasPrefix("set"),
           let c = s.selector.dropFirst(3).first, c.isUppercase {
            let property = c.lowercased() + s.selector.dropFirst(4).dropLast()
            return Keeper(phrase: "passed to [self \(s.selector)]", consequence: cycle, storage: property)
        }
        // An object created with the block and stored by self:
        // `self.manager = [[Manager alloc] initWithCompletion:^{ … }]`. (Other calls whose
        // result is stored, such as `beginBackgroundTaskWithExpirationHandler:`, return a
        // value that does not hold the block.)
        if s.selector.hasPrefix("init"), file.text(s.receiver).hasSuffix(" alloc]"),
           let lhs = assignedTo(s.open, body), Self.isSelfStorage(lhs) {
            return Keeper(phrase: "passed to `\(s.selector)` kept by \(lhs)", consequence: cycle, storage: Self.key(lhs))
        }
        return nil
    }

    static func isSelfStorage(_ lhs: String) -> Bool {
        (lhs.hasPrefix("self.") || lhs.hasPrefix("self->") || lhs.hasPrefix("_")) && !lhs.contains("[")
    }

    /// The left side of `lhs = <expr starting at start>;`, if the expression is directly assigned.
    func assignedTo(_ start: Int, _ body: Range<Int>) -> String? {
        guard file.tok(start - 1, "=") else { return nil }
        var k = start - 2
        while k >= body.lowerBound, !file.tok(k, ";"), !file.tok(k, "{"), !file.tok(k, "}") { k -= 1 }
        let lhs = (k + 1)..<(start - 1)
        return lhs.isEmpty ? nil : file.text(lhs)
    }
}
