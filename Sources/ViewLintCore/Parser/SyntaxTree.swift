/// Node kinds of the structural tree. The tree is "lightweight": declarations and
/// statements are fully structured, expressions are structured down to calls, member
/// access, closures, literals and operator sequences; types and patterns are token ranges.
public enum NodeKind: UInt8, Sendable, BitwiseCopyable {
    case sourceFile
    // Declarations
    case importDecl, typeDecl, funcDecl, varDecl, binding, accessorBlock, accessor, enumCaseDecl,
         typealiasDecl, associatedTypeDecl, operatorDecl, macroDecl
    case memberBlock, parameterClause, parameter, genericClause, inheritance, typeRef, attribute, whereClause
    // Conditional compilation
    case ifConfig, ifConfigClause, postfixIfConfig
    // Statements
    case codeBlock, ifStmt, guardStmt, whileStmt, repeatStmt, forStmt, switchStmt, switchCase, caseLabel,
         doStmt, catchClause, deferStmt, returnStmt, throwStmt, breakStmt, continueStmt, fallthroughStmt,
         conditionList, optionalBinding, casePattern, pattern
    // Expressions
    case identifier, literal, stringLiteral, memberAccess, call, subscriptCall, argument, closure,
         captureList, captureItem, closureSignature, tuple, arrayLiteral, dictionaryLiteral, sequence,
         binaryOperator, assignment, ternary, prefixOperator, postfixOperator, tryExpr, awaitExpr, keyPath,
         macroExpansion, cast
    case unknown
}

public struct NodeFlags: OptionSet, Sendable, BitwiseCopyable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `x?` directly after this expression (optional chaining on it).
    public static let optionalChained = NodeFlags(rawValue: 1 << 0)
    /// `x!` directly after this expression.
    public static let forceUnwrapped = NodeFlags(rawValue: 1 << 1)
    /// An argument given as a trailing closure.
    public static let trailing = NodeFlags(rawValue: 1 << 2)
    /// A construct cut short by missing tokens or the nesting limit.
    public static let incomplete = NodeFlags(rawValue: 1 << 3)
    /// `try?` / `try!` (on tryExpr nodes).
    public static let optionalTry = NodeFlags(rawValue: 1 << 4)
    public static let forceTry = NodeFlags(rawValue: 1 << 5)
    /// `for await` / `for try await` (on forStmt nodes).
    public static let forAwait = NodeFlags(rawValue: 1 << 6)
}

/// One node, stored by value in a flat array in pre-order: the subtree of node `i`
/// is exactly the index range `i..<end`, so "does this body contain X" is a linear scan.
public struct Node: Sendable {
    public var kind: NodeKind
    public var flags: NodeFlags
    /// First and last token (inclusive); `lastToken < firstToken` for an empty node.
    public var firstToken: Int32
    public var lastToken: Int32
    public var parent: Int32
    public var nextSibling: Int32
    public var end: Int32
    /// Kind-specific name token (declared name, member name, argument label…) or -1.
    public var name: Int32
    /// Kind-specific extra token (declaration keyword, operator, capture specifier…) or -1.
    public var aux: Int32
}

extension RandomAccessCollection where Element == Node, Index == Int {
    /// Node `i`'s first child, -1 when it has none: in pre-order a node's first child is the
    /// next node, when its subtree holds more than itself. (The index form of
    /// `Syntax.firstChild`, for passes that step through nodes without handles.)
    @inline(__always) public func firstChild(of i: Int) -> Int { Int(self[i].end) > i + 1 ? i + 1 : -1 }
}

/// A parsed file: tokens plus a flat pre-order node array.
public final class SyntaxTree: @unchecked Sendable {
    public let file: SourceFile
    public let nodes: [Node]
    /// Set when the nesting limit was reached somewhere; the deep part is kept as `unknown`.
    public let nestingTooDeep: Bool

    /// The type declarations (and extensions) and the `#if` blocks, in pre-order: noted as the
    /// tree is built, so a per-file fact about types or platforms reads a few nodes, not all.
    public let typeDeclNodes: [Int32]
    public let ifConfigNodes: [Int32]

    init(file: SourceFile, nodes: [Node], nestingTooDeep: Bool, typeDeclNodes: [Int32], ifConfigNodes: [Int32]) {
        self.file = file
        self.nodes = nodes
        self.nestingTooDeep = nestingTooDeep
        self.typeDeclNodes = typeDeclNodes
        self.ifConfigNodes = ifConfigNodes
    }

    public var root: Syntax { Syntax(tree: self, index: 0) }

    /// Type declarations and extensions by simple declared name (`TypeIndex.declaredName`),
    /// in source order; built on first use. Rules that look for "every declaration of this
    /// type in the file" use it instead of scanning the whole tree per type, which made a
    /// file with thousands of types quadratic. A tree is walked by one thread at a time.
    private var typeDeclMap: [String: [Int32]]? = nil
    private var typeNameOrder: [String] = []

    private func buildTypeDeclMap() {
        guard typeDeclMap == nil else { return }
        var m: [String: [Int32]] = [:]
        m.reserveCapacity(typeDeclNodes.count)
        for i in typeDeclNodes {
            if let n = TypeIndex.declaredName(Syntax(tree: self, index: Int(i))) {
                if m[n] == nil { typeNameOrder.append(n) }
                m[n, default: []].append(i)
            }
        }
        typeDeclMap = m
    }

    /// Builds the lazy tables of the tree and its file, so that several threads can read
    /// them at once (rules of one big file split across threads).
    public func prepareForConcurrentReaders() {
        buildTypeDeclMap()
        file.prepareForConcurrentReaders()
    }

    /// The node indices of `typeDecls(named:)`.
    func typeDeclIndices(named name: String) -> [Int32] {
        buildTypeDeclMap()
        return typeDeclMap?[name] ?? []
    }

    public func typeDecls(named name: String) -> [Syntax] {
        buildTypeDeclMap()
        guard let list = typeDeclMap?[name] else { return [] }
        return list.map { Syntax(tree: self, index: Int($0)) }
    }

    /// Every declared type name of the file (declarations and extensions), in order of first
    /// appearance; with `typeDecls(named:)`, a rule can check each type with all its parts.
    public var typeNames: [String] {
        buildTypeDeclMap()
        return typeNameOrder
    }

    @inline(__always) public func node(_ i: Int) -> Syntax { Syntax(tree: self, index: i) }
}

/// A cheap handle on one node: the tree plus an index.
public struct Syntax: Hashable, @unchecked Sendable {
    public let tree: SyntaxTree
    public let index: Int

    public static func == (a: Syntax, b: Syntax) -> Bool { a.index == b.index && a.tree === b.tree }
    public func hash(into h: inout Hasher) { h.combine(index) }

    @inline(__always) public var raw: Node { tree.nodes[index] }
    @inline(__always) public var kind: NodeKind { tree.nodes[index].kind }
    @inline(__always) public var flags: NodeFlags { tree.nodes[index].flags }
    public var file: SourceFile { tree.file }

    public var parent: Syntax? {
        let p = tree.nodes[index].parent
        return p < 0 ? nil : Syntax(tree: tree, index: Int(p))
    }

    public var firstChild: Syntax? {
        let c = tree.nodes.firstChild(of: index)
        return c < 0 ? nil : Syntax(tree: tree, index: c)
    }

    public var nextSibling: Syntax? {
        let s = tree.nodes[index].nextSibling
        return s < 0 ? nil : Syntax(tree: tree, index: Int(s))
    }

    public var children: ChildSequence { ChildSequence(tree: tree, first: tree.nodes.firstChild(of: index)) }

    /// The nodes below this one in source order, without entering (or returning) nodes of
    /// the `skipped` kinds: `descendants(skipping: [.closure, .funcDecl, .typeDecl])` is the
    /// code that runs as part of this node.
    public func descendants(skipping skipped: Set<NodeKind>) -> [Syntax] {
        var out: [Syntax] = []
        let nodes = tree.nodes
        var i = index + 1
        let end = Int(nodes[index].end)
        // The kinds as bits, asked at every node (a `Set` would hash each kind).
        var skip = ByteSet()
        for k in skipped { skip.insert(k.rawValue) }
        while i < end {
            if skip.contains(nodes[i].kind.rawValue) { i = Int(nodes[i].end); continue }
            out.append(Syntax(tree: tree, index: i))
            i += 1
        }
        return out
    }

    /// The nodes of one kind below this one, in source order: `for c in body.descendants(.call)`.
    /// Other nodes are passed over in the node array without making a `Syntax` for each.
    public func descendants(_ kind: NodeKind) -> KindSequence {
        KindSequence(tree: tree, nodes: tree.nodes, kind: kind, cursor: index + 1, end: Int(tree.nodes[index].end))
    }

    /// All nodes below this one, in source order (pre-order).
    public var descendants: LazyMapSequence<Range<Int>, Syntax> {
        let t = tree
        return ((index + 1)..<Int(tree.nodes[index].end)).lazy.map { Syntax(tree: t, index: $0) }
    }

    public func child(_ k: NodeKind) -> Syntax? { children.first { $0.kind == k } }
    public func children(_ k: NodeKind) -> [Syntax] { children.filter { $0.kind == k } }

    /// Whether `other` lies inside this node's subtree (or is this node).
    @inline(__always) public func contains(_ other: Syntax) -> Bool {
        other.index >= index && other.index < Int(tree.nodes[index].end)
    }

    public var ancestors: AncestorSequence { AncestorSequence(tree: tree, current: Int(tree.nodes[index].parent)) }

    /// The nearest `limit` ancestors, nearest first: for a question about the next few levels
    /// up (a value wrapped in `try`/`await`, where a call's result goes), so that no walk up
    /// keeps its own step counter.
    public func ancestors(limit: Int) -> AncestorSequence {
        AncestorSequence(tree: tree, current: Int(tree.nodes[index].parent), remaining: limit)
    }

    /// A bound for walks up that follow the tree's structure and jump more than one level at a
    /// time (from a closure to the call it is an argument of): deeper than any tree the parser
    /// builds (`Parser.maxDepth` nested constructs), so it only bounds malformed input.
    public static let upwardWalkLimit = 512

    public func nearestAncestor(_ kinds: NodeKind...) -> Syntax? { ancestors.first { kinds.contains($0.kind) } }

    // MARK: Tokens and text

    public var firstTokenIndex: Int { Int(tree.nodes[index].firstToken) }
    public var lastTokenIndex: Int { Int(tree.nodes[index].lastToken) }
    public var tokenRange: Range<Int> {
        let n = tree.nodes[index]
        return Int(n.firstToken)..<max(Int(n.firstToken), Int(n.lastToken) + 1)
    }

    public var nameToken: Int? { let n = tree.nodes[index].name; return n < 0 ? nil : Int(n) }
    public var auxToken: Int? { let n = tree.nodes[index].aux; return n < 0 ? nil : Int(n) }

    /// Text of the name token (declared name, member name, label), without backticks.
    public var name: String? {
        guard let t = nameToken else { return nil }
        return tree.file.identifierText(t)
    }

    /// Compares the name token's text without allocating.
    public func nameIs(_ s: StaticString) -> Bool {
        guard let t = nameToken else { return false }
        return tree.file.tokenEquals(t, s)
    }

    /// Whether the name ends with an ASCII suffix (`topAnchor` with `Anchor`), without allocating.
    public func nameEnds(with s: StaticString) -> Bool {
        guard let t = nameToken else { return false }
        return tree.file.identifierHasSuffix(t, s)
    }

    /// Source text of the whole node.
    public var text: String {
        let r = tokenRange
        if r.isEmpty { return "" }
        let toks = tree.file.tokens
        return tree.file.text(from: Int(toks[r.lowerBound].start), to: Int(toks[r.upperBound - 1].end))
    }

    public var startOffset: Int {
        let t = firstTokenIndex
        return t < tree.file.tokens.count ? Int(tree.file.tokens[t].start) : tree.file.bytes.count
    }

    public var endOffset: Int {
        let t = lastTokenIndex
        return t >= 0 && t < tree.file.tokens.count ? Int(tree.file.tokens[t].end) : startOffset
    }

    public var line: Int { tree.file.line(of: startOffset) }
}

public struct ChildSequence: Sequence, IteratorProtocol {
    let tree: SyntaxTree
    var cursor: Int
    init(tree: SyntaxTree, first: Int) { self.tree = tree; self.cursor = first }
    public mutating func next() -> Syntax? {
        guard cursor >= 0 else { return nil }
        let s = Syntax(tree: tree, index: cursor)
        cursor = Int(tree.nodes[cursor].nextSibling)
        return s
    }
}

/// `Syntax.descendants(_:)`: the nodes of `kind` in `cursor..<end`.
public struct KindSequence: Sequence, IteratorProtocol {
    let tree: SyntaxTree
    let nodes: [Node]
    let kind: NodeKind
    var cursor: Int
    let end: Int
    /// The first such node, if any.
    public var first: Syntax? {
        var copy = self
        return copy.next()
    }
    public mutating func next() -> Syntax? {
        while cursor < end {
            let i = cursor
            cursor += 1
            if nodes[i].kind == kind { return Syntax(tree: tree, index: i) }
        }
        return nil
    }
}

public struct AncestorSequence: Sequence, IteratorProtocol {
    let tree: SyntaxTree
    var current: Int
    var remaining = Int.max
    public mutating func next() -> Syntax? {
        guard current >= 0, remaining > 0 else { return nil }
        remaining -= 1
        let s = Syntax(tree: tree, index: current)
        current = Int(tree.nodes[current].parent)
        return s
    }
}

extension SourceFile {
    /// Identifier text without surrounding backticks.
    public func identifierText(_ i: Int) -> String {
        let r = tokens[i].nameRange
        return text(from: r.lowerBound, to: r.upperBound)
    }

    public func identifierText(_ t: Token) -> String { text(t) }
}
