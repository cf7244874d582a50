/// Helpers shared by the view controller lifecycle rules (`load_view_*`, `*_in_will_appear`,
/// `layout_loop`, `child_containment_order`, …). Everything here works on one node's
/// subtree or walks up its ancestors (bounded by the tree depth); nothing re-walks a file.
enum LifecycleCode {
    static let appearance: Set<String> = ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"]
    static let disappear: Set<String> = ["viewWillDisappear(_:)", "viewDidDisappear(_:)"]

    /// Calls of `self`'s own methods (`foo()`, `self.foo()`) inside `body`, resolved against
    /// `methods` (name → non-override member functions of the type).
    static func helperCalls(in body: Syntax, _ methods: [String: [Syntax]]) -> [(call: Syntax, fn: Syntax)] {
        var out: [(Syntax, Syntax)] = []
        for d in body.descendants where d.kind == .call {
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

    /// Whether `node` runs only under a condition inside `body`: within an `if`, `switch`,
    /// `while`, a `guard`'s else, or after a `guard` earlier in an enclosing statement list.
    static func isConditional(_ node: Syntax, in body: Syntax) -> Bool {
        var child = node
        var cur = node.parent
        while let c = cur, body.contains(c) {
            switch c.kind {
            case .ifStmt, .switchStmt, .whileStmt, .guardStmt, .repeatStmt:
                return true
            case .codeBlock, .switchCase, .closure:
                var s = c.firstChild
                while let x = s, x.index != child.index {
                    if x.kind == .guardStmt { return true }
                    s = x.nextSibling
                }
            default: break
            }
            if c.index == body.index { break }
            child = c
            cur = c.parent
        }
        return false
    }

    /// Keys of the identifiers and member paths a condition list reads.
    static func conditionKeys(_ stmt: Syntax) -> Set<String> {
        var keys: Set<String> = []
        guard let conds = stmt.child(.conditionList) else { return keys }
        for d in conds.descendants where d.kind == .identifier || d.kind == .memberAccess {
            if d.kind == .memberAccess && d.firstChild == nil { continue }
            keys.insert(d.comparisonKey)
        }
        return keys
    }

    /// Whether `range` (a node) assigns one of `keys` (`x = …`, `x += …`, `x.toggle()`).
    static func assigns(_ keys: Set<String>, in node: Syntax, from start: Int = 0) -> Bool {
        if keys.isEmpty { return false }
        for d in node.descendants where d.index >= start {
            if d.kind == .assignment, let lhs = d.firstChild, matches(lhs.comparisonKey, keys) { return true }
            if d.kind == .call, d.calleeNameIs("toggle"), let r = d.receiver, matches(r.comparisonKey, keys) { return true }
        }
        return false
    }

    /// An assigned key settles a condition key when they are equal, or when it writes inside
    /// a property the condition reads (`header.frame.size.height = …` for `header.frame.height`).
    static func matches(_ assigned: String, _ keys: Set<String>) -> Bool {
        if keys.contains(assigned) { return true }
        var i = assigned.endIndex
        while let dot = assigned[..<i].lastIndex(of: ".") {
            let prefix = String(assigned[..<dot])
            if prefix.contains("."), keys.contains(prefix) { return true }
            i = dot
        }
        return false
    }

    /// Whether `node` sits under a condition that the guarded code itself settles, so the
    /// next pass does not enter it again: `if w != lastWidth { lastWidth = w; … }`,
    /// `guard !didX else { return }; didX = true`.
    static func isSettled(_ node: Syntax, in body: Syntax) -> Bool {
        isUnderCondition(node, in: body, loops: true, keys: conditionKeys) { keys, n in
            if n.kind == .assignment, let lhs = n.firstChild, matches(lhs.comparisonKey, keys) { return true }
            return assigns(keys, in: n)
        }
    }

    /// Whether `node` is inside a once-flag: `if !didX { didX = true; … }` or
    /// `guard !didX else { return }; didX = true` (also `if isFirst { isFirst = false }`).
    static func isInOnceFlag(_ node: Syntax, in body: Syntax) -> Bool {
        func flagKeys(_ stmt: Syntax) -> Set<String> {
            var keys: Set<String> = []
            guard let conds = stmt.child(.conditionList) else { return keys }
            for c in conds.children {
                var e = c
                if e.kind == .prefixOperator, let o = e.firstChild { e = o }
                if e.kind == .sequence, let first = e.firstChild { e = first }
                if e.kind == .identifier || e.kind == .memberAccess { keys.insert(e.comparisonKey) }
            }
            return keys
        }
        func setsFlag(_ keys: Set<String>, _ n: Syntax) -> Bool {
            if keys.isEmpty { return false }
            let nodes = n.kind == .assignment ? [n] + Array(n.descendants) : Array(n.descendants)
            for d in nodes where d.kind == .assignment {
                guard let lhs = d.firstChild, keys.contains(lhs.comparisonKey), let rhs = lhs.nextSibling,
                      rhs.kind == .literal else { continue }
                let k = rhs.file.tokens[rhs.firstTokenIndex].keyword
                if k == .true || k == .false { return true }
            }
            return false
        }
        return isUnderCondition(node, in: body, loops: false, keys: flagKeys, settles: setsFlag)
    }

    /// The walk both checks share: every enclosing `if` (and `while`, when `loops`) whose
    /// branch holds `node` and settles its own condition keys, and every `guard` before
    /// `node` in an enclosing statement list whose keys a later statement settles.
    static func isUnderCondition(_ node: Syntax, in body: Syntax, loops: Bool,
                                 keys: (Syntax) -> Set<String>,
                                 settles: (Set<String>, Syntax) -> Bool) -> Bool {
        var child = node
        var cur = node.parent
        while let c = cur, body.contains(c) {
            switch c.kind {
            case .ifStmt, .whileStmt:
                if c.kind == .whileStmt && !loops { break }
                let k = keys(c)
                for b in c.children where b.kind == .codeBlock && b.contains(node) && settles(k, b) { return true }
            case .codeBlock, .switchCase, .closure:
                var s = c.firstChild
                while let x = s, x.index != child.index {
                    if x.kind == .guardStmt {
                        let k = keys(x)
                        var after = x.nextSibling
                        while let y = after {
                            if settles(k, y) { return true }
                            after = y.nextSibling
                        }
                    }
                    s = x.nextSibling
                }
            default: break
            }
            if c.index == body.index { break }
            child = c
            cur = c.parent
        }
        return false
    }

    /// Whether `node` lies inside a closure that is itself inside `body`.
    static func isInClosure(_ node: Syntax, in body: Syntax) -> Bool {
        var cur = node.parent
        while let c = cur, c.index != body.index, body.contains(c) {
            if c.kind == .closure { return true }
            cur = c.parent
        }
        return false
    }

    /// Whether `node` is (inside) the left-hand side of an assignment.
    static func isAssignmentTarget(_ node: Syntax) -> Bool {
        var child = node
        var cur = node.parent
        while let c = cur {
            switch c.kind {
            case .assignment:
                return c.firstChild?.index == child.index
            case .memberAccess, .subscriptCall, .postfixOperator:
                break
            default:
                return false
            }
            child = c
            cur = c.parent
        }
        return false
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
        for d in [expr] + Array(expr.descendants) where d.kind == .call {
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

extension Syntax {
    /// `override func` signature, or nil.
    var overrideSignature: String? {
        guard kind == .funcDecl, declKeyword == .func, hasModifier(.override) else { return nil }
        return functionSignature
    }

    /// A comparison key for an expression: its tokens without whitespace, `?`, `!`, `&`,
    /// and a leading `self.` (`self.current?.view` → `current.view`).
    var comparisonKey: String {
        let toks = tree.file.tokens
        var out = ""
        for i in tokenRange {
            let t = toks[i]
            if t.kind == .questionPostfix || t.kind == .exclaimPostfix || t.kind == .ampersandPrefix { continue }
            out += tree.file.text(t)
        }
        while out.hasPrefix("self.") { out.removeFirst(5) }
        return out
    }

    /// The first component of `comparisonKey` (`bag` for `self.bag[key]`, `token` for `token?.x`).
    var rootComparisonKey: String {
        let k = comparisonKey
        if let i = k.firstIndex(where: { $0 == "." || $0 == "[" || $0 == "(" }) { return String(k[..<i]) }
        return k
    }

    /// The receiver is `self` or absent (`foo()`, `self.foo()`).
    var isCallOnSelf: Bool {
        guard let c = callee else { return false }
        if c.kind == .identifier { return true }
        if c.kind == .memberAccess, let b = c.firstChild, b.isSelf { return true }
        return false
    }

    /// The token of the called name (`addObserver` in `center.addObserver(…)`).
    var calledNameToken: Int {
        if let c = callee, let t = c.nameToken { return t }
        return firstTokenIndex
    }
}
