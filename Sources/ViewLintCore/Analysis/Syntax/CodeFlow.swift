/// Small facts about the code of one function, shared by rules that ask "does the same
/// function also do X", "can these two statements both run in one pass", "is this inside a
/// closure". Every query walks the ancestors of a node or the nodes of one function, so it is
/// linear in the function at most.
enum CodeFlow {
    /// The declaration whose body counts as "the same function" for `node`: the nearest
    /// function, initializer, accessor or property binding (a computed property or a
    /// closure-initialized one) around it, or the file for top-level code.
    static func functionRoot(of node: Syntax) -> Syntax {
        for a in node.ancestors {
            switch a.kind {
            case .funcDecl, .accessor: return a
            case .binding:
                if a.parent?.parent?.kind == .memberBlock || a.parent?.parent?.kind == .ifConfigClause { return a }
            default: break
            }
        }
        return node.tree.root
    }

    /// Whether `node` sits inside a closure that is itself inside `root` (so it may run later,
    /// elsewhere, or not at all).
    static func isInClosure(_ node: Syntax, below root: Syntax) -> Bool {
        for a in node.ancestors {
            if a == root { return false }
            if a.kind == .closure { return true }
        }
        return false
    }

    /// The nodes of `root` that are not inside a nested closure, function or type.
    static func directNodes(of root: Syntax) -> [Syntax] {
        root.descendants(skipping: [.closure, .funcDecl, .typeDecl])
    }

    /// The text of a string literal without interpolation (`"opacity"` → `opacity`).
    static func stringValue(_ e: Syntax) -> String? {
        guard e.kind == .stringLiteral, e.firstChild == nil else { return nil }
        var t = e.text
        guard t.hasPrefix("\""), t.hasSuffix("\""), t.count >= 2, !t.hasPrefix("\"\"\"") else { return nil }
        t.removeFirst(); t.removeLast()
        return t.containsBytes("\\") ? nil : t
    }

    /// `try`, `await`, `try?` and parentheses stripped from an expression.
    static func unwrapped(_ e: Syntax) -> Syntax {
        var cur = e
        var steps = 0
        while steps < 16, cur.kind == .tryExpr || cur.kind == .awaitExpr || (cur.kind == .tuple && Array(cur.children).count == 1),
              let f = cur.firstChild {
            cur = f.kind == .argument ? (f.firstChild ?? f) : f
            steps += 1
        }
        return cur
    }

    /// `x.a = …` assignments in `root` (closures included), as (path, node).
    static func assignments(in root: Syntax) -> [(path: [String], node: Syntax)] {
        var out: [(path: [String], node: Syntax)] = []
        for d in root.descendants(.assignment) {
            guard let lhs = d.firstChild, let p = lhs.memberPath else { continue }
            out.append((p, d))
        }
        return out
    }

    /// The right-hand side of an assignment.
    static func assignedValue(_ assignment: Syntax) -> Syntax? { assignment.firstChild?.nextSibling }

    /// Whether `a` and `b` (in source order) can both run, one after the other, in one pass of
    /// their common code: they are not in different branches of an `if`/`switch`, and the
    /// block around `a` does not leave (return, throw, break, continue, a guard's else) before
    /// `b` is reached.
    static func canRunInSequence(_ a: Syntax, _ b: Syntax) -> Bool {
        guard let lca = a.ancestors.first(where: { $0.contains(b) }) else { return false }
        if lca.kind == .ifStmt || lca.kind == .switchStmt {
            let ca = lca.children.first { $0.contains(a) }
            let cb = lca.children.first { $0.contains(b) }
            let branches: Set<NodeKind> = [.codeBlock, .ifStmt, .switchCase]
            if let ca, let cb, ca != cb, branches.contains(ca.kind), branches.contains(cb.kind) { return false }
        }
        var cur = a
        for anc in a.ancestors {
            if anc == lca { break }
            if anc.kind == .guardStmt { return false }
            if anc.kind == .codeBlock || anc.kind == .switchCase {
                var s = cur.nextSibling
                while let st = s {
                    switch st.kind {
                    case .returnStmt, .throwStmt, .breakStmt, .continueStmt: return false
                    default: break
                    }
                    s = st.nextSibling
                }
            }
            cur = anc
        }
        return true
    }

    /// Whether an `await` keyword sits between the end of `a` and the start of `b`.
    static func awaitsBetween(_ a: Syntax, _ b: Syntax) -> Bool {
        let toks = a.file.tokens
        var t = a.lastTokenIndex + 1
        while t < b.firstTokenIndex, t < toks.count {
            if toks[t].keyword == .await { return true }
            t += 1
        }
        return false
    }

    /// The stored-type declarations of the type around `node` (every part of it in this file).
    static func typeParts(around node: Syntax) -> [Syntax] {
        guard let td = node.ancestors.first(where: { $0.kind == .typeDecl }) else { return [] }
        guard let name = td.typeName else { return [td] }
        let parts = node.tree.typeDecls(named: name)
        return parts.isEmpty ? [td] : parts
    }

    /// Methods named `name` declared directly in the given type parts.
    static func methods(named name: String, in parts: [Syntax]) -> [Syntax] {
        var out: [Syntax] = []
        for p in parts {
            guard let block = p.child(.memberBlock) else { continue }
            for m in block.children where m.kind == .funcDecl && m.name == name { out.append(m) }
        }
        return out
    }
}
