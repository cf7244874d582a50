/// Who keeps what a type creates or registers (a stored property, a collection self owns, a
/// token or subscription self stores), shared by the memory and concurrency rules.
enum Ownership {
    // MARK: Protocols

    /// Standard-library and SDK protocols that value types adopt: not class constraints.
    static let valueProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "CaseIterable",
        "RawRepresentable", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "IteratorProtocol", "AsyncSequence",
        "AsyncIteratorProtocol", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
        "TextOutputStreamable", "CustomReflectable", "Numeric", "BinaryInteger", "FloatingPoint", "Strideable",
        "View", "ViewModifier", "Shape", "DynamicProperty", "Animatable", "App", "Scene", "PreviewProvider",
        "Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype", "CustomNSError", "Transferable",
        "EnvironmentKey", "PreferenceKey", "ButtonStyle", "ToggleStyle", "LabelStyle", "Layout",
        "UIContentConfiguration", "UIViewRepresentable", "UIViewControllerRepresentable",
    ]

    /// Whether a struct or enum of the linted files adopts the protocol, directly, through an
    /// extension, or through a protocol that inherits it.
    static func hasValueTypeConformer(_ proto: String, _ index: TypeIndex) -> Bool {
        var protos: Set<String> = [proto]
        func adopts(_ inherited: [String]) -> Bool {
            for i in inherited {
                if protos.contains(i) { return true }
                if i.utf8.contains(UInt8(ascii: "&")), protocolParts(i).contains(where: protos.contains) { return true }
            }
            return false
        }
        let types = index.types
        let ext = index.extensionConformances
        // One pass per generation of refining protocols (usually one pass in all).
        var rounds = 0
        while rounds < 8 {
            rounds += 1
            var refining: [String] = []
            for recs in types.values {
                for r in recs {
                    switch r.kind {
                    case .struct, .enum:
                        if adopts(r.inherited) { return true }
                        if let e = ext[r.name], adopts(e) { return true }
                    case .protocol:
                        if !protos.contains(r.name), adopts(r.inherited) { refining.append(r.name) }
                    default: break
                    }
                }
            }
            if refining.isEmpty { return false }
            protos.formUnion(refining)
        }
        return false
    }

    /// `A & B` → ["A", "B"], each reduced to its simple name.
    static func protocolParts(_ text: String) -> [String] {
        text.split(separator: "&").map { TypeIndex.baseTypeName(String($0)) }.filter { !$0.isEmpty }
    }

    /// Whether an inherited name makes a protocol class-bound: `AnyObject`, `class`, a class
    /// (superclass constraint), a class-bound protocol, or a protocol from outside the linted
    /// files that is not a known value protocol (assumed class-bound).
    static func isClassConstraint(_ start: String, _ index: TypeIndex) -> Bool {
        var seen: Set<String> = []
        var work = [start]
        while let p = work.popLast(), seen.count < 256 {
            if seen.contains(p) { continue }
            seen.insert(p)
            if p == "AnyObject" || p == "class" || p == "NSObjectProtocol" || p == "Actor" { return true }
            if let recs = index.types[p] {
                for r in recs {
                    switch r.kind {
                    case .class: return true
                    case .protocol:
                        if r.isObjC { return true }
                        for i in r.inherited { work.append(contentsOf: protocolParts(i)) }
                    default: break
                    }
                }
                continue
            }
            if valueProtocols.contains(p) { continue }
            if KnownTypes.protocols.contains(p) {
                if KnownTypes.classBoundProtocols.contains(p) { return true }
                work.append(contentsOf: KnownTypes.protocolParents[p] ?? [])
                continue
            }
            // A class from the SDKs, or a protocol of a dependency: cannot be proven unbound.
            return true
        }
        return false
    }
}

// MARK: Where a value goes

extension Ownership {
    /// What happens to the value of an expression (a `Timer`, `Task` or observer token).
    enum Use {
        /// A statement of its own, or assigned to `_`.
        case discarded
        /// Assigned to a property or variable (`x = …`, `self.x = …`, `xs[k] = …`): its name.
        case stored(String)
        /// Bound to a local constant or variable: the binding node.
        case local(Syntax)
        /// Returned, or the implicit result of a single-expression body.
        case returned
        /// Anything else (passed to a call, used as a receiver, part of a larger expression).
        case other
    }

    /// Statement-like containers: a node whose parent is one of these is a statement.
    static func isStatementContainer(_ k: NodeKind) -> Bool {
        k == .codeBlock || k == .closure || k == .ifConfigClause || k == .switchCase || k == .sourceFile
    }

    /// Number of statements in a block or closure (closure capture lists/signatures excluded).
    static func statementCount(_ block: Syntax) -> Int {
        var n = 0
        for c in block.children where c.kind != .captureList && c.kind != .closureSignature && c.kind != .attribute { n += 1 }
        return n
    }

    /// Follows `try`/`await`/parentheses up from an expression, then classifies its use.
    static func use(of expr: Syntax) -> Use {
        var cur = expr
        for p in expr.ancestors(limit: 16) {
            guard p.kind == .tryExpr || p.kind == .awaitExpr || (p.kind == .tuple && p.firstChild?.nextSibling == nil && p.firstChild?.kind != .argument) else { break }
            cur = p
        }
        guard let p = cur.parent else { return .other }
        switch p.kind {
        case .codeBlock, .closure, .ifConfigClause, .switchCase:
            if statementCount(p) == 1 {
                if p.kind == .closure { return closureResultIsUsed(p) ? .returned : .discarded }
                if p.kind == .codeBlock, let owner = p.parent {
                    if owner.kind == .funcDecl, owner.child(.typeRef) != nil { return .returned }
                    if owner.kind == .accessorBlock || owner.kind == .accessor { return .returned }
                }
            }
            return .discarded
        case .assignment:
            guard p.firstChild != cur, let lhs = p.firstChild else { return .other }
            if lhs.kind == .identifier, lhs.nameIs("_") { return .discarded }
            if let n = storageName(lhs) { return .stored(n) }
            return .other
        case .binding:
            if p.nameIs("_") { return .discarded }
            if let vd = p.parent, vd.kind == .varDecl, vd.owningType != nil, let n = p.name { return .stored(n) }
            return .local(p)
        case .returnStmt:
            return .returned
        case .argument:
            // `xs.append(value)`, `xs.insert(value, at: 0)`, `xs.insert(value)` (sets)
            if let call = p.parent, call.kind == .call, call.calleeNameIs("append") || call.calleeNameIs("insert"),
               let r = call.receiver, let n = storageName(r) { return .stored(n) }
            // `RunLoop.main.add(Timer(…), forMode: …)`: only the run loop keeps it.
            if let call = p.parent, call.kind == .call, call.calleeNameIs("add"), p.name == nil,
               let r = call.receiver, let path = r.memberPath, path.first == "RunLoop" { return .discarded }
            return .other
        default:
            return .other
        }
    }

    /// Whether the value of a single-expression closure is used: a transform
    /// (`names.map { … }`), a closure called on the spot (`lazy var x = { … }()`), or a closure
    /// stored or returned. Closures run for their effect (`onAppear`, `async`, `forEach`,
    /// `UIAction`) discard it.
    static func closureResultIsUsed(_ closure: Syntax) -> Bool {
        guard let p = closure.parent else { return false }
        switch p.kind {
        case .call: return p.firstChild == closure // `{ … }()`
        case .binding, .assignment, .returnStmt: return true
        case .argument:
            guard let call = p.parent, call.kind == .call, let n = call.calleeName else { return false }
            return n == "map" || n == "compactMap" || n == "flatMap"
        default: return false
        }
    }

    /// `x`, `self.x`, `self.x?`, `xs[k]`, `a.b.x` → the last stored name; nil for other forms.
    static func storageName(_ e: Syntax) -> String? {
        var cur = e
        if cur.kind == .subscriptCall, let b = cur.firstChild { cur = b }
        guard let path = cur.memberPath, let last = path.last, !last.isEmpty, last != "self" else { return nil }
        return last
    }

    /// For `let t = value` in a function: where `t` ends up in the rest of the enclosing body —
    /// a stored name (`self.x = t`, `xs.append(t)`), `.returned` (returned or passed on), or
    /// `.discarded` (only used as a receiver or handed to the run loop).
    static func followLocal(_ binding: Syntax) -> Use {
        guard let name = binding.name else { return .other }
        // The enclosing body: nearest code block or closure around the declaration.
        guard let vd = binding.parent, let scope = vd.parent else { return .other }
        var result: Use = .discarded
        for d in scope.descendants where d.index > vd.index && d.kind == .identifier && d.name == name {
            guard let p = d.parent else { continue }
            switch use(of: d) {
            case .stored(let n): return .stored(n)
            case .returned: result = .returned
            case .local(let b): if case .stored(let n) = followLocalOnce(b) { return .stored(n) }
            default:
                // Passed to a call other than the run loop's `add(_:forMode:)`: kept by someone else.
                if p.kind == .argument, let call = p.parent, call.kind == .call, !call.calleeNameIs("add") {
                    result = .returned
                }
            }
        }
        return result
    }

    private static func followLocalOnce(_ binding: Syntax) -> Use {
        guard let name = binding.name, let vd = binding.parent, let scope = vd.parent else { return .other }
        for d in scope.descendants where d.index > vd.index && d.kind == .identifier && d.name == name {
            if case .stored(let n) = use(of: d) { return .stored(n) }
        }
        return .other
    }

    /// The first parameter name of a closure (`{ timer in }`, `{ (t: Timer) in }`), or `$0`.
    static func firstClosureParameter(_ closure: Syntax) -> String {
        guard let sig = closure.child(.closureSignature) else { return "$0" }
        let toks = closure.file.tokens
        for i in sig.tokenRange {
            let t = toks[i]
            if t.kind == .identifier { return closure.file.identifierText(i) }
            if t.kind == .lParen { continue }
            break
        }
        return "$0"
    }
}

// MARK: A type's code in this file

/// All declarations of one type in the current file (the type and its extensions), for
/// "does the type ever call X on Y" questions.
struct TypeCode {
    let name: String
    let decls: [Syntax]
    /// Member names declared directly in these declarations.
    let declaredMembers: Set<String>

    init(name: String, tree: SyntaxTree) {
        self.name = name
        let ds = tree.typeDecls(named: name)
        decls = ds
        var names: Set<String> = []
        for d in ds { if let b = d.child(.memberBlock) { names.formUnion(TypeIndex.memberNames(in: b)) } }
        declaredMembers = names
    }

    /// Whether some of the type's members are declared outside this file (another file's
    /// extension, or the declaration itself elsewhere): code we cannot see.
    func hasCodeElsewhere(_ index: TypeIndex) -> Bool {
        guard let all = index.memberNames(of: name) else { return false }
        return !all.isSubset(of: declaredMembers)
    }

    /// Visits every node of the declarations, skipping nested type declarations.
    func forEachNode(_ body: (Syntax) -> Void) {
        for d in decls {
            guard let block = d.child(.memberBlock) else { continue }
            let tree = d.tree
            var i = block.index + 1
            let end = Int(tree.nodes[block.index].end)
            while i < end {
                if tree.nodes[i].kind == .typeDecl { i = Int(tree.nodes[i].end); continue }
                body(Syntax(tree: tree, index: i))
                i += 1
            }
        }
    }

    /// Names on which `method()` (no arguments) is called anywhere in the type, resolved
    /// through `xs.forEach { $0.m() }`, `for x in xs { x.m() }` and `if let x = self.y { x.m() }`.
    /// `inDeinit` tells whether a call sits in `deinit`.
    func receivers(ofCall method: StaticString) -> [(name: String, inDeinit: Bool)] {
        var out: [(String, Bool)] = []
        forEachNode { n in
            guard n.kind == .call, n.calleeNameIs(method), n.hasNoArguments, let r = n.receiver else { return }
            let inDeinit = n.ancestors.contains { $0.kind == .funcDecl && $0.declKeyword == .deinit }
            for name in TypeCode.resolve(r) { out.append((name, inDeinit)) }
        }
        return out
    }

    /// The storage names a receiver expression may stand for.
    static func resolve(_ r: Syntax) -> [String] {
        guard let direct = Ownership.storageName(r) else { return [] }
        var names = [direct]
        guard r.memberPath?.count == 1 || r.kind == .subscriptCall else { return names }
        // A closure parameter or loop variable: find what it iterates over.
        var steps = 0
        for anc in r.ancestors {
            steps += 1
            if steps > 64 { break }
            switch anc.kind {
            case .closure:
                let param = Ownership.firstClosureParameter(anc)
                if param == direct, let arg = anc.parent, arg.kind == .argument, let call = arg.parent,
                   call.kind == .call, let base = call.receiver {
                    var b = base
                    if (b.nameIs("values") || b.nameIs("keys")) && b.kind == .memberAccess, let inner = b.firstChild { b = inner }
                    if let n = Ownership.storageName(b) { names.append(n) }
                    return names
                }
            case .forStmt:
                if let pat = anc.child(.pattern), pat.text == direct, let seq = pat.nextSibling {
                    var b = seq
                    if (b.nameIs("values") || b.nameIs("keys")) && b.kind == .memberAccess, let inner = b.firstChild { b = inner }
                    if let n = Ownership.storageName(b) { names.append(n) }
                    return names
                }
            case .funcDecl:
                // `if let t = self.timer`, `guard let t = timer`, `let t = self.timer`
                for d in anc.descendants where (d.kind == .optionalBinding || d.kind == .binding) && d.name == direct {
                    if let v = d.kind == .binding ? d.initializer : d.firstChild, let n = Ownership.storageName(v), n != direct {
                        names.append(n)
                    }
                }
                return names
            case .typeDecl:
                return names
            default: break
            }
        }
        return names
    }
}
