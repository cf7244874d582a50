/// Helpers shared by the UIKit API rules (collections, navigation, view API rules): finding
/// the declaration a name refers to, guessing the type of simple receivers, and small
/// tree queries. Every lookup walks the ancestors of one node and the statements before it,
/// so it is linear in the enclosing function at most.
enum UIKitAPI {
    /// A declaration found for a name used in code.
    struct Decl {
        enum Kind { case binding, optionalBinding, parameter, closureParameter, forPattern, storedProperty }
        var kind: Kind
        /// binding / optionalBinding / parameter / closure (for closure parameters) / forStmt.
        var node: Syntax
        /// The written type annotation, if any.
        var typeText: String?
        /// The initial value (binding initializer, optional binding value, for-in sequence).
        var value: Syntax?
        /// Position among a closure's parameters.
        var closureParamIndex: Int = 0
    }

    // MARK: Declarations

    /// The declaration `name` refers to at `node`: locals declared before it in enclosing
    /// blocks, `if let`/`guard let` bindings, `for` patterns, closure and function
    /// parameters, then stored properties of the enclosing type (declared in this file).
    static func lookup(_ name: String, at node: Syntax, types: FileTypes? = nil) -> Decl? {
        var cur = node
        for anc in node.ancestors {
            switch anc.kind {
            case .codeBlock, .closure, .switchCase, .sourceFile:
                var found: Decl?
                for st in anc.children {
                    if st.index >= cur.index { break }
                    if st.kind == .varDecl {
                        for b in st.children(.binding) where b.name == name {
                            found = Decl(kind: .binding, node: b, typeText: b.typeAnnotation?.text, value: bindingValue(b))
                        }
                    } else if st.kind == .guardStmt, let cl = st.child(.conditionList) {
                        for ob in cl.children(.optionalBinding) where ob.name == name {
                            found = Decl(kind: .optionalBinding, node: ob, typeText: ob.typeAnnotation?.text, value: bindingValue(ob))
                        }
                    }
                }
                if let f = found { return f }
                if anc.kind == .closure, let sig = anc.child(.closureSignature), let i = closureParamIndex(sig, name) {
                    return Decl(kind: .closureParameter, node: anc, typeText: nil, value: nil, closureParamIndex: i)
                }
            case .ifStmt, .whileStmt:
                if let cl = anc.child(.conditionList) {
                    let inBody = cur.kind == .codeBlock && anc.children(.codeBlock).first == cur
                    let inCond = cur == cl
                    if inBody || inCond {
                        var found: Decl?
                        for ob in cl.children(.optionalBinding) where ob.name == name {
                            if inCond && ob.index >= node.index { break }
                            found = Decl(kind: .optionalBinding, node: ob, typeText: ob.typeAnnotation?.text, value: bindingValue(ob))
                        }
                        if let f = found { return f }
                    }
                }
            case .forStmt:
                if let p = anc.child(.pattern), !p.contains(node), p.text == name {
                    return Decl(kind: .forPattern, node: anc, typeText: nil, value: p.nextSibling)
                }
            case .funcDecl:
                if let params = anc.child(.parameterClause) {
                    for p in params.children(.parameter) where p.name == name {
                        return Decl(kind: .parameter, node: p, typeText: p.typeAnnotation?.text, value: nil)
                    }
                }
                // A local function still sees the type's members.
            case .typeDecl:
                return member(name, ofTypeAt: anc, types: types)
            default:
                break
            }
            cur = anc
        }
        return nil
    }

    /// A stored (or computed) property `name` of the type declared by `typeDecl`, searched in
    /// every declaration of that type in this file.
    static func member(_ name: String, ofTypeAt typeDecl: Syntax, types: FileTypes?) -> Decl? {
        let decls: [Syntax]
        if let types, let tn = typeDecl.typeName { decls = types.decls(named: tn) } else { decls = [typeDecl] }
        for d in decls {
            guard let block = d.child(.memberBlock) else { continue }
            if let f = memberIn(block, name) { return f }
        }
        return nil
    }

    private static func memberIn(_ block: Syntax, _ name: String) -> Decl? {
        for m in block.children {
            if m.kind == .varDecl {
                for b in m.children(.binding) where b.name == name {
                    return Decl(kind: .storedProperty, node: b, typeText: b.typeAnnotation?.text, value: bindingValue(b))
                }
            } else if m.kind == .ifConfig {
                for c in m.children(.ifConfigClause) { if let f = memberIn(c, name) { return f } }
            }
        }
        return nil
    }

    static func bindingValue(_ b: Syntax) -> Syntax? {
        b.children.first { $0.kind != .typeRef && $0.kind != .accessorBlock && $0.kind != .attribute && $0.kind != .pattern }
    }

    /// Index of `name` among a closure signature's parameters (`a, b in`, `(a: T, b) in`).
    static func closureParamIndex(_ sig: Syntax, _ name: String) -> Int? {
        let file = sig.file
        let toks = file.tokens
        var depth = 0
        var index = 0
        var expectingName = true
        var i = sig.firstTokenIndex
        let end = sig.lastTokenIndex
        while i <= end, i < toks.count {
            let t = toks[i]
            if t.keyword == .in && depth == 0 { break }
            switch t.kind {
            case .lParen: depth += 1
            case .rParen: depth -= 1
            case .lBracket: depth += 1
            case .rBracket: depth -= 1
            case .comma where depth <= 1: index += 1; expectingName = true
            case .arrow: return nil
            case .at: i += 1 // attribute name
            case .identifier, .keyword:
                if expectingName {
                    if file.identifierText(i) == name { return index }
                    expectingName = false
                }
            default: break
            }
            i += 1
        }
        return nil
    }

    // MARK: Types of simple expressions

    /// The simple type name written in a type annotation (`UITableViewCell?` → `UITableViewCell`).
    static func typeName(_ text: String) -> String? {
        var s = text.filter { !$0.isWhitespace }
        while let l = s.last, l == "?" || l == "!" { s.removeLast() }
        if s.hasPrefix("("), s.hasSuffix(")") { s = String(s.dropFirst().dropLast()) }
        if s.hasPrefix("[") || s.contains("->") || s.isEmpty { return nil }
        let n = TypeIndex.baseTypeName(s)
        return n.isEmpty ? nil : n
    }

    /// `[UIViewController]` → `UIViewController`.
    static func elementTypeName(_ text: String) -> String? {
        var s = text.filter { !$0.isWhitespace }
        while let l = s.last, l == "?" || l == "!" { s.removeLast() }
        guard s.hasPrefix("["), s.hasSuffix("]"), !s.contains(":") else { return nil }
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
            if c.kind == .identifier, let n = c.name, n.first?.isUppercase == true { return n }
            if c.kind == .memberAccess, let n = c.name {
                if n.first?.isUppercase == true { return n }
                if n == "init", let base = c.firstChild, base.kind == .identifier, let bn = base.name { return bn }
            }
            return nil
        default:
            return nil
        }
    }

    static func declTypeName(_ d: Decl) -> String? {
        if let t = d.typeText, let n = typeName(t) { return n }
        if let v = d.value { return exprTypeName(v) }
        return nil
    }

    /// Best guess of the type of a receiver expression: `self`, a local, a parameter, a stored
    /// property (`x`, `self.x`), `array.first`/`.last`, `tableView.cellForRow(at:)`.
    static func receiverTypeName(_ e: Syntax, types: FileTypes?) -> String? {
        switch e.kind {
        case .identifier:
            if e.isSelf { return e.nearestAncestor(.typeDecl)?.typeName }
            guard let n = e.name else { return nil }
            if n.first?.isUppercase == true { return nil }
            return lookup(n, at: e, types: types).flatMap(declTypeName)
        case .memberAccess:
            guard let base = e.firstChild, let n = e.name else { return nil }
            if base.isSelf, let td = e.nearestAncestor(.typeDecl) {
                return member(n, ofTypeAt: td, types: types).flatMap(declTypeName)
            }
            if n == "first" || n == "last" {
                if base.kind == .identifier, let bn = base.name, !base.isSelf,
                   let d = lookup(bn, at: base, types: types), let t = d.typeText {
                    return elementTypeName(t)
                }
                if base.kind == .memberAccess, let bb = base.firstChild, bb.isSelf, let bn = base.name,
                   let td = e.nearestAncestor(.typeDecl), let d = member(bn, ofTypeAt: td, types: types), let t = d.typeText {
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

    // MARK: Small queries

    /// Inside `#if os(macOS)` / `#elseif os(watchOS)` … — a compilation branch whose condition
    /// names platforms but not iOS, so the code never builds for iOS.
    static func isInNonIOSBranch(_ node: Syntax) -> Bool {
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

    /// `self.a?.b!` → "a.b"; drops `self.`, optional chaining and force unwraps. Nil for
    /// anything that is not a plain chain of names and calls.
    static func receiverKey(_ e: Syntax) -> String {
        var parts = e.calleePath
        if parts.first == "self" { parts.removeFirst() }
        return parts.joined(separator: ".")
    }

    /// The nearest enclosing function-like scope: closure or function declaration.
    static func nearestScope(_ n: Syntax) -> Syntax? { n.nearestAncestor(.closure, .funcDecl) }

    /// First descendant position of an `await` (or `for await`) in a node, or nil.
    static func firstAwait(in n: Syntax) -> Int? {
        let toks = n.file.tokens
        for i in n.tokenRange where toks[i].keyword == .await { return i }
        return nil
    }

    /// Whether a token range contains a token with the given text (code tokens only).
    static func tokens(of n: Syntax, contain s: StaticString) -> Bool {
        let f = n.file
        for i in n.tokenRange where f.tokens[i].kind == .identifier && f.tokenEquals(i, s) { return true }
        return false
    }
}

/// Type declarations of one file by simple name (built once, on first use).
final class FileTypes {
    let tree: SyntaxTree
    private var map: [String: [Syntax]]?
    init(_ tree: SyntaxTree) { self.tree = tree }

    func decls(named name: String) -> [Syntax] {
        if map == nil {
            var m: [String: [Syntax]] = [:]
            for i in 0..<tree.nodes.count where tree.nodes[i].kind == .typeDecl {
                let s = tree.node(i)
                if let n = s.typeName { m[n, default: []].append(s) }
            }
            map = m
        }
        return map?[name] ?? []
    }
}
