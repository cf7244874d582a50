/// The Objective-C half of `ObserverInWillAppearRule` (`ObserverInWillAppear.swift`): run by `ObjCChecks` over
/// each `.m`/`.h` file, messages in Objective-C terms.
extension ObjCChecks {
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
}

extension ObserverInWillAppearRule: ObjectiveCChecked {
    static func checkObjC(_ checks: inout ObjCChecks, _ cls: ObjCChecks.ImplementedClass) {
        guard cls.role == .viewController, !cls.isAppKit else { return }
        checks.observerInWillAppear(cls.name, cls.methods)
    }
}
