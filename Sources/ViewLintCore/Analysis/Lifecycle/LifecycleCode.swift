/// Helpers shared by the view controller lifecycle rules (`load_view_*`, `*_in_will_appear`,
/// `layout_loop`, `child_containment_order`, …). Everything here works on one node's
/// subtree or walks up its ancestors (bounded by the tree depth); nothing re-walks a file.
enum LifecycleCode {
    /// The appearance and disappearance callbacks, by name; each takes one argument.
    private static let appearanceNames: [StaticString] = ["viewWillAppear", "viewIsAppearing", "viewDidAppear"]
    private static let disappearanceNames: [StaticString] = ["viewWillDisappear", "viewDidDisappear"]
    private static let appearance = Set(appearanceNames.map { "\($0)(_:)" })
    private static let disappearance = Set(disappearanceNames.map { "\($0)(_:)" })

    /// An override of `viewWillAppear(_:)`, `viewIsAppearing(_:)` or `viewDidAppear(_:)`. The
    /// name is read from its bytes first: the signature (a string) is made only for these names,
    /// not for every override of a controller.
    static func isAppearance(_ f: Syntax) -> Bool {
        appearanceNames.contains(where: f.nameIs) && f.hasModifier(.override) && appearance.contains(f.functionSignature)
    }

    /// An override of `viewWillDisappear(_:)` or `viewDidDisappear(_:)`, read the same way.
    static func isDisappearance(_ f: Syntax) -> Bool {
        disappearanceNames.contains(where: f.nameIs) && f.hasModifier(.override) && disappearance.contains(f.functionSignature)
    }

    /// Calls of `self`'s own methods (`foo()`, `self.foo()`) inside `body`, resolved against
    /// `methods` (name → non-override member functions of the type).
    static func helperCalls(in body: Syntax, _ methods: [String: [Syntax]]) -> [(call: Syntax, fn: Syntax)] {
        var out: [(Syntax, Syntax)] = []
        for d in body.descendants(.call) {
            guard let c = d.callee else { continue }
            let nameNode: Syntax
            if c.kind == .identifier { nameNode = c }
            else if c.kind == .memberAccess, let b = c.firstChild, b.isSelf { nameNode = c }
            else { continue }
            guard let n = nameNode.name, let fns = methods[n] else { continue }
            for f in fns where f.body != nil && !f.hasModifier(.override) { out.append((d, f)) }
        }
        return out
    }

    /// Labels of a call's arguments (nil for unlabeled, trailing closures skipped).
    static func labels(_ call: Syntax) -> [String?] {
        call.arguments.filter { !$0.flags.contains(.trailing) }.map { $0.name }
    }

    /// NotificationCenter registration: `addObserver(_:selector:name:object:)` or
    /// `addObserver(forName:object:queue:using:)`.
    static func isNotificationAddObserver(_ call: Syntax) -> Bool {
        guard call.calleeNameIs("addObserver") else { return false }
        let l = labels(call)
        if l.first == "forName" { return true }
        if l.count >= 3, l[0] == nil, l[1] == "selector", l[2] == "name" { return true }
        return false
    }

    /// Whether `expr` creates constraints (`a.constraint(equalTo:)`, `NSLayoutConstraint(item:…)`,
    /// `constraints(withVisualFormat:…)`).
    static func createsConstraints(_ expr: Syntax) -> Bool {
        for d in [expr] + Array(expr.descendants(.call)) where d.kind == .call {
            guard let c = d.callee else { continue }
            if c.kind == .memberAccess, c.nameIs("constraint") || c.nameIs("constraints") { return true }
            if c.kind == .identifier, c.nameIs("NSLayoutConstraint") { return true }
        }
        return false
    }

    /// The key of the value an argument node carries.
    static func argumentKey(_ call: Syntax, _ i: Int = 0) -> String? {
        let args = call.arguments
        guard i < args.count, let v = args[i].argumentValue else { return nil }
        return v.comparisonKey
    }
}

/// A view controller type's appearance and disappearance overrides and its own methods, read
/// once: what the appearance callbacks set up is judged against what runs when the controller
/// disappears (the callbacks' bodies and those of the helpers they call). The one pairing the
/// `*_in_will_appear` rules share.
struct LifecyclePairing {
    /// `viewWillAppear(_:)`, `viewIsAppearing(_:)`, `viewDidAppear(_:)` overrides with a body.
    let appear: [Syntax]
    /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` overrides.
    let disappear: [Syntax]
    /// The type's functions by name, for following `self`'s helper calls.
    let methods: [String: [Syntax]]

    init(functions fns: [Syntax]) {
        appear = fns.filter { LifecycleCode.isAppearance($0) && $0.body != nil }
        disappear = fns.filter(LifecycleCode.isDisappearance)
        var methods: [String: [Syntax]] = [:]
        for f in fns where f.declKeyword == .func { if let n = f.name { methods[n, default: []].append(f) } }
        self.methods = methods
    }

    /// The bodies that run when the controller disappears, in source order: each disappearance
    /// override's (only `signature`'s, when given), then those of `self`'s helpers it calls,
    /// `helperDepth` levels deep (a helper calling itself is not followed again).
    func disappearanceBodies(signature: String? = nil, helperDepth: Int) -> [Syntax] {
        var out: [Syntax] = []
        for f in disappear {
            if let signature, f.functionSignature != signature { continue }
            guard let b = f.body else { continue }
            out.append(b)
            guard helperDepth > 0 else { continue }
            for h in LifecycleCode.helperCalls(in: b, methods) {
                guard let hb = h.fn.body else { continue }
                out.append(hb)
                guard helperDepth > 1 else { continue }
                for h2 in LifecycleCode.helperCalls(in: hb, methods) where h2.fn.index != h.fn.index {
                    if let b2 = h2.fn.body { out.append(b2) }
                }
            }
        }
        return out
    }
}
