/// Whether code runs under a condition, and once-only guards (`if !didSetUp { …; didSetUp = true }`):
/// the control-flow facts the lifecycle, memory and observer rules share.
enum Guards {
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
            if prefix.containsBytes("."), keys.contains(prefix) { return true }
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
}
