/// The Objective-C half of `ChildContainmentOrderRule` (`ChildContainmentOrder.swift`): run by `ObjCChecks` over
/// each `.m`/`.h` file, messages in Objective-C terms.
extension ObjCChecks {
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
}

extension ChildContainmentOrderRule: ObjectiveCChecked {
    static func checkObjC(_ checks: inout ObjCChecks, _ cls: ObjCChecks.ImplementedClass) {
        guard cls.role == .viewController, !cls.isAppKit else { return }
        checks.childContainment(cls.name, cls.methods)
    }
}
