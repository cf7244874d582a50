/// The type an expression evidently has, read from the code around it: a type annotation, an
/// initializer call, a cast, the declaration a name refers to (`ctx.bindings`). Rules that
/// need "is this receiver a cell / a navigation bar" ask here instead of guessing from names.
enum ExpressionTypes {
    /// The simple type name written in a type annotation (`UITableViewCell?` → `UITableViewCell`).
    static func typeName(_ text: String) -> String? {
        var s = text.filter { !$0.isWhitespace }
        while let l = s.last, l == "?" || l == "!" { s.removeLast() }
        if s.hasPrefix("("), s.hasSuffix(")") { s = String(s.dropFirst().dropLast()) }
        if s.hasPrefix("[") || s.containsBytes("->") || s.isEmpty { return nil }
        let n = TypeIndex.baseTypeName(s)
        return n.isEmpty ? nil : n
    }

    /// `[UIViewController]` → `UIViewController`.
    static func elementTypeName(_ text: String) -> String? {
        var s = text.filter { !$0.isWhitespace }
        while let l = s.last, l == "?" || l == "!" { s.removeLast() }
        guard s.hasPrefix("["), s.hasSuffix("]"), !s.containsBytes(":") else { return nil }
        return typeName(String(s.dropFirst().dropLast()))
    }

    /// The type an expression evidently has: a cast (`as! T`), an initializer call (`T(…)`),
    /// `try`/`await` around one of those.
    static func exprTypeName(_ e: Syntax) -> String? {
        switch e.kind {
        case .sequence:
            if let c = e.child(.cast), let t = c.child(.typeRef) { return typeName(t.text) }
            return nil
        case .tryExpr, .awaitExpr:
            return e.firstChild.flatMap(exprTypeName)
        case .call:
            guard let c = e.callee else { return nil }
            if c.kind == .identifier, let n = c.name, n.startsUppercase { return n }
            if c.kind == .memberAccess, let n = c.name {
                if n.startsUppercase { return n }
                if n == "init", let base = c.firstChild, base.kind == .identifier, let bn = base.name { return bn }
            }
            return nil
        default:
            return nil
        }
    }

    static func declTypeName(_ d: Bindings.Declaration) -> String? {
        if let t = d.typeText, let n = typeName(t) { return n }
        if let v = d.value { return exprTypeName(v) }
        return nil
    }

    /// Best guess of the type of a receiver expression: `self`, a local, a parameter, a stored
    /// property (`x`, `self.x`), `array.first`/`.last`, `tableView.cellForRow(at:)`.
    static func receiverTypeName(_ e: Syntax, _ bindings: Bindings) -> String? {
        switch e.kind {
        case .identifier:
            if e.isSelf { return e.nearestAncestor(.typeDecl)?.typeName }
            guard let n = e.name else { return nil }
            if n.startsUppercase { return nil }
            return bindings.declaration(of: n, at: e).flatMap(declTypeName)
        case .memberAccess:
            guard let base = e.firstChild, let n = e.name else { return nil }
            if base.isSelf, let td = e.nearestAncestor(.typeDecl) {
                return bindings.member(n, ofTypeAt: td).flatMap(declTypeName)
            }
            if n == "first" || n == "last" {
                if base.kind == .identifier, let bn = base.name, !base.isSelf,
                   let d = bindings.declaration(of: bn, at: base), let t = d.typeText {
                    return elementTypeName(t)
                }
                if base.kind == .memberAccess, let bb = base.firstChild, bb.isSelf, let bn = base.name,
                   let td = e.nearestAncestor(.typeDecl), let d = bindings.member(bn, ofTypeAt: td), let t = d.typeText {
                    return elementTypeName(t)
                }
            }
            return nil
        case .call:
            if e.calleeNameIs("cellForRow") { return "UITableViewCell" }
            if e.calleeNameIs("cellForItem") { return "UICollectionViewCell" }
            return nil
        default:
            return nil
        }
    }
}

extension Syntax {
    /// Inside `#if os(macOS)` / `#elseif os(watchOS)` … — a compilation branch whose condition
    /// names platforms but not iOS, so the code never builds for iOS.
    var isInNonIOSBranch: Bool {
        let node = self
        let f = node.file
        let toks = f.tokens
        for anc in node.ancestors where anc.kind == .ifConfigClause {
            var i = anc.firstTokenIndex + 1
            var sawOS = false, sawIOS = false, negated = false
            var steps = 0
            while i < toks.count, steps < 64, !toks[i].flags.contains(.newlineBefore) {
                let t = toks[i]
                if t.kind == .operator || t.kind == .exclaimPostfix, f.text(t).hasPrefix("!") { negated = true }
                if t.kind == .identifier && f.tokenEquals(i, "os") { sawOS = true }
                if t.kind == .identifier && (f.tokenEquals(i, "iOS") || f.tokenEquals(i, "visionOS")) { sawIOS = true }
                i += 1; steps += 1
            }
            if sawOS && !sawIOS && !negated { return true }
        }
        return false
    }

    /// `self.a?.b!` → "a.b": the call path without `self.`, optional chaining and force unwraps.
    var pathKey: String {
        var parts = calleePath
        if parts.first == "self" { parts.removeFirst() }
        return parts.joined(separator: ".")
    }

    /// The nearest enclosing function-like scope: closure or function declaration.
    var nearestFunctionOrClosure: Syntax? { nearestAncestor(.closure, .funcDecl) }

    /// The first `await` token (or `for await`) inside the node, or nil.
    var firstAwaitToken: Int? {
        let toks = file.tokens
        for i in tokenRange where toks[i].keyword == .await { return i }
        return nil
    }
}
