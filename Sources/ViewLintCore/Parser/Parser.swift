/// A recursive-descent parser over the token array. It never fails: a construct it
/// cannot read becomes an `unknown` node and parsing resumes at the next token. Nesting
/// deeper than `maxDepth` is skipped as one `unknown` node (iteratively), so input depth
/// cannot exhaust the stack. Nodes are built with child links, then renumbered into a
/// flat pre-order array.
public struct Parser {
    public static var maxDepth = 160
    static let maxChain = 2000

    let file: SourceFile
    let toks: TokenView
    let n: Int
    var p = 0
    var depth = 0
    var tooDeep = false
    /// `#if` clauses open around the current token.
    var ifConfigDepth = 0

    // Node storage during construction.
    // One array of records (one append per node, not nine).
    struct BNode {
        var kind: NodeKind
        var flags: NodeFlags
        var first: Int32
        var last: Int32
        var name: Int32
        var aux: Int32
        var firstChild: Int32
        var lastChild: Int32
        var nextSib: Int32
    }
    /// The nodes under construction, owned by this parse: `parse` frees them once the tree is
    /// made. (A parser that is not copyable and frees them in its `deinit` made the compiler's
    /// unoptimised ThreadSanitizer build of the parser take over half an hour.)
    var bn: GrowingBuffer<BNode>
    /// The operands and operators of the binary-operator sequences being parsed, as two
    /// stacks: each `parseExpr` uses the entries above the heights it found and pops back to
    /// them (a nested expression's entries sit above its parent's). Two arrays per sequence
    /// cost about 40 M instructions of allocating and freeing in `real14`.
    struct SequenceStacks {
        var operands = GrowingBuffer<Int32>(capacity: 64)
        var operators = GrowingBuffer<Int32>(capacity: 64)
    }
    /// Behind a pointer, owned by this parse like `bn`: the parser is copied whenever one of its
    /// non-mutating methods is called, and past 128 bytes each copy is a `memcpy` call.
    let sequences: UnsafeMutablePointer<SequenceStacks>

    public static func parse(_ file: SourceFile) -> SyntaxTree {
        var ps = Parser(file: file)
        let root = ps.make(.sourceFile, 0, file.tokens.count - 1)
        ps.parseItems(.topLevel, into: root, recoveryIndent: -1)
        let tree = ps.finish()
        ps.bn.discard()
        ps.sequences.pointee.operands.discard()
        ps.sequences.pointee.operators.discard()
        ps.sequences.deinitialize(count: 1)
        ps.sequences.deallocate()
        return tree
    }

    /// `maxDepth`, read once: a mutable static is an access-checked global read, and the
    /// parser tests the depth at every nested construct.
    let depthLimit = Parser.maxDepth

    init(file: SourceFile) {
        self.file = file
        self.toks = TokenView(file)
        self.n = file.tokens.count
        // Files have about 0.6–0.7 nodes a token: room for 3/4 makes a regrowth (a copy of
        // every node built so far) rare.
        bn = GrowingBuffer(capacity: n * 3 / 4 + 8)
        sequences = .allocate(capacity: 1)
        sequences.initialize(to: SequenceStacks())
    }

    /// The file's tokens as the parser reads them: past the end, a lookahead that steps over
    /// the last token reads an `.unknown` token (which matches nothing) instead of trapping.
    /// A view, not a copy with sentinels appended: every parse used to copy the token array.
    struct TokenView {
        let tokens: [Token]
        let sentinel: Token

        init(_ file: SourceFile) {
            tokens = file.tokens
            sentinel = Token(kind: .unknown, keyword: .none, flags: [.newlineBefore],
                             start: UInt32(file.bytes.count), end: UInt32(file.bytes.count))
        }

        @inline(__always) subscript(i: Int) -> Token { i < tokens.count ? tokens[i] : sentinel }
    }

    // MARK: - Node construction

    @discardableResult
    mutating func make(_ k: NodeKind, _ f: Int, _ l: Int, name: Int = -1, aux: Int = -1) -> Int32 {
        bn.append(BNode(kind: k, flags: [], first: Int32(f), last: Int32(l), name: Int32(name), aux: Int32(aux),
                        firstChild: -1, lastChild: -1, nextSib: -1))
        return Int32(bn.count - 1)
    }

    mutating func add(_ parent: Int32, _ child: Int32) {
        let pi = Int(parent)
        if bn[pi].lastChild < 0 { bn[pi].firstChild = child } else { bn[Int(bn[pi].lastChild)].nextSib = child }
        bn[pi].lastChild = child
    }

    mutating func setLast(_ node: Int32, _ l: Int) { bn[Int(node)].last = Int32(l) }

    /// Renumbers to pre-order (iteratively) and computes parents and subtree ends.
    func finish() -> SyntaxTree {
        // Written in place: every node is reached once from the root, so the output has at most
        // `bn.count` entries (the guard keeps that true even for a malformed link).
        var typeDecls: [Int32] = [], ifConfigs: [Int32] = []
        let nodes = [Node](unsafeUninitializedCapacity: bn.count) { out, written in
            bn.withUnsafeBufferPointer { b in
                // Pre-order along the child and sibling links: down to a node's first child,
                // else on to its next sibling, else up to the nearest ancestor that has one.
                // Only the ancestors are on the stack (old index, new index), not every child.
                // A subtree is numbered contiguously, so a node's end is the count when the walk
                // leaves it, and its next sibling (if any) is numbered right then: both are
                // written as the walk goes, with no pass over the output afterwards. Every index
                // written through `o0` is a node already numbered, below `count`.
                var ancestors: [(node: Int32, new: Int32)] = []
                ancestors.reserveCapacity(64)
                var count = 0
                var cur: Int32 = b.isEmpty ? -1 : 0
                let o0 = out.baseAddress!
                walk: while cur >= 0, count < out.count {
                    let o = b[Int(cur)]
                    let me = Int32(count)
                    (o0 + count).initialize(to: Node(kind: o.kind, flags: o.flags, firstToken: o.first, lastToken: o.last,
                                                     parent: ancestors.last?.new ?? -1, nextSibling: -1, end: me + 1,
                                                     name: o.name, aux: o.aux))
                    if o.kind == .typeDecl { typeDecls.append(me) } else if o.kind == .ifConfig { ifConfigs.append(me) }
                    count += 1
                    if o.firstChild >= 0 {
                        ancestors.append((cur, me))
                        cur = o.firstChild
                        continue
                    }
                    // The root has no siblings to visit: the walk ends when it is back there.
                    var done = cur, doneNew = me
                    while let up = ancestors.last {
                        let next = b[Int(done)].nextSib
                        if next >= 0 {
                            o0[Int(doneNew)].nextSibling = Int32(count)
                            cur = next
                            continue walk
                        }
                        ancestors.removeLast()
                        o0[Int(up.new)].end = Int32(count)
                        done = up.node
                        doneNew = up.new
                    }
                    break
                }
                // A walk cut short by the guard leaves its open ancestors ending where it stopped.
                for a in ancestors { o0[Int(a.new)].end = Int32(count) }
                written = count
            }
        }
        return SyntaxTree(file: file, nodes: nodes, nestingTooDeep: tooDeep, typeDeclNodes: typeDecls, ifConfigNodes: ifConfigs)
    }

    // MARK: - Token helpers

    @inline(__always) var atEnd: Bool { p >= n }
    @inline(__always) func kind(_ i: Int) -> TokenKind? { i < n ? toks[i].kind : nil }
    @inline(__always) func at(_ k: TokenKind) -> Bool { p < n && toks[p].kind == k }
    @inline(__always) func atKeyword(_ k: Keyword) -> Bool { p < n && toks[p].keyword == k && toks[p].kind != .stringSegment }
    @inline(__always) func kw(_ i: Int) -> Keyword { i < n ? toks[i].keyword : .none }
    @inline(__always) func newlineBefore(_ i: Int) -> Bool { i >= n || toks[i].flags.contains(.newlineBefore) }
    @inline(__always) func isPound(_ i: Int, _ s: StaticString) -> Bool {
        i < n && toks[i].kind == .poundKeyword && file.tokenEquals(i, s)
    }
    @inline(__always) func isOp(_ i: Int, _ s: StaticString) -> Bool {
        i < n && toks[i].kind == .operator && file.tokenEquals(i, s)
    }
    /// The declaration kinds of `import struct A.B` and friends.
    func isImportKind(_ i: Int) -> Bool {
        for kind: StaticString in ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"] where file.tokenEquals(i, kind) {
            return true
        }
        return false
    }
    @inline(__always) func isNameToken(_ i: Int) -> Bool {
        guard i < n else { return false }
        return toks[i].kind == .identifier || toks[i].kind == .keyword
    }

    /// Skips a balanced bracket group starting at `p` (which must be an opener); iterative.
    mutating func skipBalanced() {
        var d = 0
        while p < n {
            switch toks[p].kind {
            case .lParen, .lBracket, .lBrace, .interpolationStart: d += 1
            case .rParen, .rBracket, .rBrace, .interpolationEnd: d -= 1
            default: break
            }
            p += 1
            if d <= 0 { return }
        }
    }

    mutating func skipTooDeep() -> Int32 {
        tooDeep = true
        let s = p
        skipBalanced()
        let node = make(.unknown, s, max(s, p - 1))
        bn[Int(node)].flags.insert(.incomplete)
        return node
    }

    /// Leading whitespace of the line holding token `i` (for brace recovery): its width,
    /// plus bit 20 when it has tabs and bit 21 when it has spaces.
    func indent(ofLineAt i: Int) -> Int {
        guard i < n else { return 0 }
        let b = file.bytes
        // The line's first token is a few tokens back; its blanks start at the line break.
        // On a very long line (or after a comment on the same line), the line table: O(log
        // lines), but building it costs a pass over the file, which most files never need.
        var j = i, steps = 0
        while j > 0, !toks[j].flags.contains(.newlineBefore), steps < 64 { j -= 1; steps += 1 }
        var s = Int(toks[j].start)
        while s > 0, b[s - 1] == 32 || b[s - 1] == 9 { s -= 1 }
        let end = Int(toks[i].start)
        var sameLine = (s == 0 || b[s - 1] == 10 || b[s - 1] == 13) && (j == 0 || toks[j].flags.contains(.newlineBefore))
            && end - s <= 4096
        if sameLine {
            var k = s
            while k < end { if b[k] == 10 || b[k] == 13 { sameLine = false; break }; k += 1 }
        }
        if !sameLine { s = file.lineStarts[file.line(of: end) - 1] }
        var e = s, kinds = 0
        while e < b.count, b[e] == 32 || b[e] == 9 { kinds |= b[e] == 9 ? 1 << 20 : 1 << 21; e += 1 }
        return min(e - s, (1 << 20) - 1) | kinds
    }

    /// Whether indentation `a` is at most `b`. Tabs and spaces cannot be compared (a file
    /// may mix a tab-indented member with a space-indented one): then it is not.
    func indentNotDeeper(_ a: Int, than b: Int) -> Bool {
        let width = (1 << 20) - 1
        if a & width == 0 { return true }
        let ka = a >> 20, kb = b >> 20
        guard ka == kb, ka != 3 else { return false }
        return a & width <= b & width
    }
}
