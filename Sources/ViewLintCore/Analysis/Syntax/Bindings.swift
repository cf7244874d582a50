/// Every name a file declares inside code — function and closure parameters, capture-list
/// items, `let`/`var` bindings, `if let`/`guard let` bindings, `for` and `case` patterns,
/// `catch`'s `error`, local functions — with where it is visible, found in one pass over the
/// file on first use and shared by every rule (`ctx.bindings`). `declaration(of:at:)` answers
/// "what does this name refer to here", falling back to the stored properties of the
/// enclosing type. `self` is left out (`guard let self` and `[weak self]` name the instance,
/// they do not shadow it), except a closure parameter spelled `` `self` ``, which does.
public final class Bindings {
    public struct Declaration {
        public enum Kind: Sendable { case parameter, closureParameter, capture, binding, optionalBinding, pattern, caseBinding, caughtError, localFunction, storedProperty }
        public var kind: Kind
        public var name: String
        /// The declaring token.
        public var token: Int
        /// The declaring node: parameter, closure (for closure parameters), capture item,
        /// binding, optional binding, pattern, case label, catch clause, funcDecl.
        public var node: Syntax
        /// Node index range in which the name is visible.
        public var scope: Range<Int>
        /// The written type annotation, if any.
        public var typeText: String? {
            switch kind {
            case .parameter, .binding, .optionalBinding, .storedProperty: return node.typeAnnotation?.text
            default: return nil
            }
        }
        /// The initial value (binding initializer, optional binding value, `for` sequence).
        public var value: Syntax? {
            switch kind {
            case .binding, .optionalBinding, .storedProperty: return Bindings.value(ofBinding: node)
            case .pattern: return node.parent?.kind == .forStmt ? node.nextSibling : nil
            default: return nil
            }
        }
        /// Position among a closure's parameters (for `.closureParameter`).
        public var parameterIndex = 0

        /// Whether `node` is inside this binding's own declaration: in `guard let x = x` the
        /// value names the outer `x`, since a name is not visible in its own initializer (a
        /// resolver that followed the value back to this binding would never stop).
        func encloses(_ node: Syntax) -> Bool {
            guard kind == .binding || kind == .optionalBinding else { return false }
            return node.index > self.node.index && node.index < Int(self.node.tree.nodes[self.node.index].end)
        }
    }

    let tree: SyntaxTree
    /// Built on the first question that needs it: `localNames(in:)` reads its body alone, and
    /// `local(_:at:inside:)` reads its function alone until those reads add up to the file, so
    /// a file whose only questions are those never builds the whole table.
    private var table: [String: [Declaration]]?
    private var byName: [String: [Declaration]] {
        if let table { return table }
        let t = build()
        table = t
        return t
    }
    /// Nodes `local(_:at:inside:)` has read without the table.
    private var nodesReadAlone = 0

    init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The declaration `name` refers to at `node`: the latest visible one declared before it
    /// (locals shadow outer locals), else a stored property of the enclosing type (in any of
    /// its declarations in this file, through `#if`), else nil.
    public func declaration(of name: String, at node: Syntax) -> Declaration? {
        if let list = byName[name] {
            let tok = node.firstTokenIndex
            var best: Declaration?
            for d in list where d.scope.contains(node.index) && d.token < tok && !Self.crossesType(d, node) && !d.encloses(node) {
                if best == nil || d.token > best!.token { best = d }
            }
            if let best { return best }
        }
        guard let type = node.ancestors.first(where: { $0.kind == .typeDecl }) else { return nil }
        return member(name, ofTypeAt: type)
    }

    /// Every declaration of `name` in the file, in source order.
    public func declarations(of name: String) -> [Declaration] { byName[name] ?? [] }

    /// The local `name` refers to at `node` among the declarations made inside `root` (a
    /// function-like scope): the latest visible one declared before `node`, else nil.
    public func local(_ name: String, at node: Syntax, inside root: Syntax) -> Declaration? {
        let tok = node.firstTokenIndex
        let inside = (root.index + 1)..<Int(tree.nodes[root.index].end)
        var best: Declaration?
        func consider(_ d: Declaration) {
            if inside.contains(d.node.index) && d.scope.contains(node.index) && d.token < tok && !d.encloses(node)
                && (best == nil || d.token > best!.token) {
                best = d
            }
        }
        if table == nil && nodesReadAlone + inside.count <= tree.nodes.count {
            // The declarations made by the root's own nodes, as the table would record them
            // (every declaration inside the root is made by a node inside it).
            nodesReadAlone += inside.count
            declarations(madeBy: inside) { d in if d.name == name { consider(d) } }
            return best
        }
        for d in byName[name] ?? [] { consider(d) }
        return best
    }

    /// A stored (or computed) property `name` of the type declared by `typeDecl`, in any of its
    /// declarations in this file (through `#if`).
    public func member(_ name: String, ofTypeAt typeDecl: Syntax) -> Declaration? {
        let decls = typeDecl.typeName.map { tree.typeDecls(named: $0) } ?? [typeDecl]
        for decl in decls {
            for m in TypeMembers.members(of: decl) where m.kind == .varDecl {
                for b in m.children(.binding) where b.name == name {
                    return Declaration(kind: .storedProperty, name: name, token: b.nameToken ?? b.firstTokenIndex, node: b,
                                       scope: decl.index..<Int(tree.nodes[decl.index].end))
                }
            }
        }
        return nil
    }

    /// The parameter named `` `self` `` that closure `c` declares, if any: inside the closure
    /// `self` is that parameter, not the instance the closure sits in. Reads the closure's
    /// signature alone (a question asked of most closures, which must not build the table).
    public func selfParameter(of c: Syntax) -> Declaration? {
        guard c.kind == .closure, let sig = c.child(.closureSignature) else { return nil }
        var found: Declaration?
        declarations(madeBy: sig.index..<(sig.index + 1)) { d in
            if found == nil, d.kind == .closureParameter, d.name == "self" { found = d }
        }
        return found
    }

    /// Names of the `let`/`var`, `if let` and `guard let` bindings declared inside `body`:
    /// the declarations `build()` records as `.binding` and `.optionalBinding`, read from the
    /// body's own nodes (a body's subtree is a contiguous run of node indices).
    public func localNames(in body: Syntax) -> Set<String> {
        let nodes = tree.nodes
        let end = Int(nodes[body.index].end)
        var out: Set<String> = []
        var i = body.index + 1
        while i < end {
            switch nodes[i].kind {
            case .binding:
                if Self.bindingScope(Syntax(tree: tree, index: i)) != nil {
                    localBindingNames(Syntax(tree: tree, index: i)) { name, _ in out.insert(name) }
                }
            case .optionalBinding:
                if let n = Syntax(tree: tree, index: i).nameToken {
                    let name = tree.file.identifierText(n)
                    if Self.isDeclaredName(name) { out.insert(name) }
                }
            default: break
            }
            i += 1
        }
        return out
    }

    /// A name that declares something: not empty, not `_`, not `self`.
    @inline(__always) static func isDeclaredName(_ name: String) -> Bool {
        !name.isEmpty && name != "_" && name != "self"
    }

    /// The node a `let`/`var` binding is visible in (the code around its declaration), or nil
    /// for a property or global (the declaration sits in a type's members, directly or in an
    /// `#if` clause among them, or at file level).
    static func bindingScope(_ s: Syntax) -> Syntax? {
        guard let vd = s.parent, vd.kind == .varDecl, let scope = vd.parent, scope.kind != .memberBlock,
              scope.kind != .sourceFile, !(scope.kind == .ifConfigClause && scope.ancestors.contains { $0.kind == .memberBlock }) else { return nil }
        return scope
    }

    /// The names a local `let`/`var` binding declares, with their tokens: its name, or the
    /// identifiers of its pattern (`let (a, b) = …`) except members after `.`.
    private func localBindingNames(_ s: Syntax, _ body: (String, Int) -> Void) {
        let file = tree.file
        if let n = s.nameToken {
            let name = file.identifierText(n)
            if Self.isDeclaredName(name) { body(name, n) }
            return
        }
        let toks = file.tokens
        let stop = s.firstChild?.firstTokenIndex ?? (s.lastTokenIndex + 1)
        for t in s.firstTokenIndex..<max(s.firstTokenIndex, stop) where t < toks.count && toks[t].kind == .identifier {
            if t > 0, toks[t - 1].kind == .period { continue }
            let name = file.identifierText(t)
            if Self.isDeclaredName(name) { body(name, t) }
        }
    }

    /// Whether `name` at `node` is a local of the code around it (not a property or global).
    public func isLocal(_ name: String, at node: Syntax) -> Bool {
        guard let d = declaration(of: name, at: node) else { return false }
        return d.kind != .storedProperty
    }

    /// A local of an enclosing function is not visible inside a type declared in it.
    static func crossesType(_ d: Declaration, _ node: Syntax) -> Bool {
        for a in node.ancestors {
            if a.index <= d.scope.lowerBound { return false }
            if a.kind == .typeDecl { return true }
        }
        return false
    }

    /// A binding's value: its initializer expression.
    public static func value(ofBinding b: Syntax) -> Syntax? {
        b.children.first { $0.kind != .typeRef && $0.kind != .accessorBlock && $0.kind != .attribute && $0.kind != .pattern }
    }

    private func build() -> [String: [Declaration]] {
        var byName: [String: [Declaration]] = [:]
        // Up to one declared name per 8 nodes: sized once instead of regrown (and rehashed)
        // five or six times a file.
        byName.reserveCapacity(tree.nodes.count / 8)
        declarations(madeBy: 0..<tree.nodes.count) { d in byName[d.name, default: []].append(d) }
        return byName
    }

    /// The declarations the nodes in `range` make, in node order.
    private func declarations(madeBy range: Range<Int>, _ found: (Declaration) -> Void) {
        let nodes = tree.nodes
        let toks = tree.file.tokens
        let file = tree.file
        func add(_ kind: Declaration.Kind, _ name: String, _ tok: Int, _ node: Int, scope: Int, index: Int = 0) {
            // `` { `self`, value in … } `` (RxSwift's `subscribe(with: self, onNext:)`, helpers
            // that pass a weakly held object in): inside it `self` is that parameter.
            guard Self.isDeclaredName(name)
                    || (kind == .closureParameter && toks[tok].kind == .identifier && name == "self") else { return }
            var d = Declaration(kind: kind, name: name, token: tok, node: Syntax(tree: tree, index: node),
                                scope: scope..<Int(nodes[scope].end))
            d.parameterIndex = index
            found(d)
        }
        /// Identifier tokens of a pattern-like token range, except members after `.`.
        func addPattern(_ kind: Declaration.Kind, _ range: Range<Int>, _ node: Int, scope: Int) {
            for t in range where t < toks.count && toks[t].kind == .identifier {
                if t > 0, toks[t - 1].kind == .period { continue }
                add(kind, file.identifierText(t), t, node, scope: scope)
            }
        }
        /// Where a condition's bindings are visible: the statement (if/while/for), or the
        /// block around a guard.
        func conditionScope(_ i: Int) -> Int {
            var cur = Int(nodes[i].parent)
            while cur >= 0 {
                switch nodes[cur].kind {
                case .ifStmt, .whileStmt, .forStmt, .switchCase, .catchClause, .closure, .codeBlock, .repeatStmt:
                    return cur
                case .guardStmt:
                    let p = Int(nodes[cur].parent)
                    return p >= 0 ? p : cur
                default:
                    cur = Int(nodes[cur].parent)
                }
            }
            return 0
        }
        for i in range {
            let s = Syntax(tree: tree, index: i)
            switch nodes[i].kind {
            case .parameter:
                // Function parameters (parameter → parameterClause → funcDecl).
                if let n = s.nameToken, let fn = s.parent?.parent, fn.kind == .funcDecl {
                    add(.parameter, file.identifierText(n), n, i, scope: fn.index)
                }
            case .closureSignature:
                // `a, b in` and `(a: T, b) in`: the first name of each comma-separated item,
                // up to `->` or `in`.
                guard let closure = s.parent else { continue }
                var depth = 0, index = 0, expectingName = true
                var t = s.firstTokenIndex
                while t <= s.lastTokenIndex, t < toks.count {
                    let tok = toks[t]
                    if tok.keyword == .in && depth == 0 { break }
                    if tok.kind == .arrow { break }
                    switch tok.kind {
                    case .lParen, .lBracket: depth += 1
                    case .rParen, .rBracket: depth -= 1
                    case .comma where depth <= 1: index += 1; expectingName = true
                    case .at: t += 1
                    case .identifier, .keyword:
                        if expectingName {
                            add(.closureParameter, file.identifierText(t), t, closure.index, scope: closure.index, index: index)
                            expectingName = false
                        }
                    default: break
                    }
                    t += 1
                }
            case .captureItem:
                if let n = s.nameToken, let closure = s.parent?.parent {
                    add(.capture, file.identifierText(n), n, i, scope: closure.index)
                }
            case .binding:
                guard let scope = Self.bindingScope(s) else { continue }
                localBindingNames(s) { name, t in add(.binding, name, t, i, scope: scope.index) }
            case .optionalBinding:
                if let n = s.nameToken { add(.optionalBinding, file.identifierText(n), n, i, scope: conditionScope(i)) }
            case .pattern:
                addPattern(.pattern, s.tokenRange, i, scope: conditionScope(i))
            case .caseLabel:
                if let sc = s.parent { addPattern(.caseBinding, s.tokenRange, i, scope: sc.index) }
            case .catchClause:
                add(.caughtError, "error", s.firstTokenIndex, i, scope: i)
            case .funcDecl:
                if let n = s.nameToken, let p = s.parent, p.kind != .memberBlock, p.kind != .sourceFile {
                    add(.localFunction, file.identifierText(n), n, i, scope: p.index)
                }
            default:
                break
            }
        }
    }
}

/// The members of a type declaration, looking through `#if` clauses (every clause counts:
/// a rule cannot know which one is built).
public enum TypeMembers {
    public static func members(of decl: Syntax) -> [Syntax] {
        var out: [Syntax] = []
        _ = firstMember(of: decl) { out.append($0); return false }
        return out
    }

    /// Hands each member of `decl` to `stop`, in source order and through `#if` clauses,
    /// until `stop` returns true; whether it did. (Asks "does the type have such a member"
    /// without listing the members.)
    public static func firstMember(of decl: Syntax, where stop: (Syntax) -> Bool) -> Bool {
        func scan(_ container: Syntax) -> Bool {
            for m in container.children {
                switch m.kind {
                case .ifConfig: for clause in m.children where clause.kind == .ifConfigClause && scan(clause) { return true }
                case .ifConfigClause: if scan(m) { return true }
                default: if stop(m) { return true }
                }
            }
            return false
        }
        guard let block = decl.child(.memberBlock) else { return false }
        return scan(block)
    }

    /// Members of several declarations (a type and its extensions), in source order.
    public static func members(of decls: [Syntax]) -> [Syntax] {
        decls.flatMap { members(of: $0) }
    }

    /// The functions among the members of `decls`.
    public static func functions(of decls: [Syntax]) -> [Syntax] {
        members(of: decls).filter { $0.kind == .funcDecl }
    }

    /// Members of every declaration of the type (the declaration and its extensions) in the file.
    public static func members(ofType name: String, in tree: SyntaxTree) -> [Syntax] {
        tree.typeDecls(named: name).flatMap { members(of: $0) }
    }

    /// The functions among them.
    public static func functions(ofType name: String, in tree: SyntaxTree) -> [Syntax] {
        members(ofType: name, in: tree).filter { $0.kind == .funcDecl }
    }
}
