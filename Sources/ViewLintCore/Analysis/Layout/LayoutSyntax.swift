/// Expression helpers shared by the Auto Layout and layer rules.
public enum LayoutSyntax {
    /// A boolean literal's value, nil for anything else.
    public static func boolLiteral(_ e: Syntax?) -> Bool? { e?.boolLiteral }

    /// A numeric literal's value, nil for anything else.
    public static func numberLiteral(_ e: Syntax?) -> Double? {
        guard let e else { return nil }
        if e.kind == .literal {
            let t = e.file.tokens[e.firstTokenIndex]
            guard t.kind == .integerLiteral || t.kind == .floatLiteral else { return nil }
            return Double(String(e.file.text(t).filter { $0 != "_" }))
        }
        // `Float(0)`, `CGFloat(0.2)`
        if e.kind == .call, let c = e.callee, c.kind == .identifier, let n = c.name,
           n == "Float" || n == "CGFloat" || n == "Double", e.arguments.count == 1 {
            return numberLiteral(e.arguments[0].argumentValue)
        }
        return nil
    }

    /// The value is not the literal `false` (a flag set on, or set from a condition we cannot read).
    public static func notFalse(_ e: Syntax?) -> Bool { boolLiteral(e) != false }
    public static func isTrue(_ e: Syntax?) -> Bool { boolLiteral(e) == true }
    public static func isFalse(_ e: Syntax?) -> Bool { boolLiteral(e) == false }

    /// A value that is not the literal zero.
    public static func nonZero(_ e: Syntax?) -> Bool {
        guard let e else { return false }
        if let n = numberLiteral(e) { return n != 0 }
        return true
    }

    /// The alternatives of a conditional expression (`c ? a : b` → [a, b]); the expression itself
    /// otherwise.
    public static func branches(_ e: Syntax) -> [Syntax] {
        guard e.kind == .ternary else { return [e] }
        let parts = Array(e.children)
        guard parts.count == 3 else { return [e] }
        return branches(parts[1]) + branches(parts[2])
    }

    /// `x.topAnchor.constraint(…)` (any `constraint…` method on an anchor), `NSLayoutConstraint(item:…)`.
    public static func isConstraintCreationCall(_ c: Syntax) -> Bool {
        guard c.kind == .call, let callee = c.callee else { return false }
        if callee.kind == .identifier { return callee.nameIs("NSLayoutConstraint") && c.argument(labeled: "item") != nil }
        guard callee.kind == .memberAccess, let n = callee.name, n.hasPrefix("constraint"),
              let anchor = callee.firstChild else { return false }
        if n == "constraints" { return false }
        return anchor.nameEnds(with: "Anchor")
    }

    /// An expression that evaluates to a newly created constraint: a creation call, possibly
    /// followed by calls on it (`.withPriority(…)`), optional chaining or force unwraps.
    public static func createsConstraint(_ e: Syntax?) -> Bool {
        var cur = e
        var steps = 0
        while let c = cur, steps < 64 {
            steps += 1
            switch c.kind {
            case .call:
                if isConstraintCreationCall(c) { return true }
                guard let callee = c.callee, callee.kind == .memberAccess else { return false }
                cur = callee.firstChild
            case .memberAccess:
                cur = c.firstChild
            case .tryExpr, .awaitExpr:
                cur = c.firstChild
            default:
                return false
            }
        }
        return false
    }

    /// Whether a subtree contains a constraint creation call.
    public static func containsConstraintCreation(_ node: Syntax) -> Syntax? {
        if node.kind == .call, isConstraintCreationCall(node) { return node }
        for d in node.descendants(.call) where isConstraintCreationCall(d) { return d }
        return nil
    }

    /// The token a finding on a call should point at: the called name.
    public static func callToken(_ c: Syntax) -> Int {
        if let callee = c.callee {
            if callee.kind == .memberAccess, let t = callee.nameToken { return t }
            return callee.firstTokenIndex
        }
        return c.firstTokenIndex
    }

    /// Whether `node` sits inside `outer`'s subtree.
    public static func inside(_ node: Syntax, _ outer: Syntax?) -> Bool {
        guard let o = outer else { return false }
        return o.contains(node)
    }
}
