/// A recursive-descent parser over the token array. It never fails: a construct it
/// cannot read becomes an `unknown` node and parsing resumes at the next token. Nesting
/// deeper than `maxDepth` is skipped as one `unknown` node (iteratively), so input depth
/// cannot exhaust the stack. Nodes are built with child links, then renumbered into a
/// flat pre-order array.
public struct Parser {
    public static var maxDepth = 160
    static let maxChain = 2000

    private let file: SourceFile
    private let toks: [Token]
    private let n: Int
    private var p = 0
    private var depth = 0
    private var tooDeep = false

    // Node storage during construction.
    // One array of records (one append per node, not nine).
    private struct BNode {
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
    private var bn: [BNode] = []

    public static func parse(_ file: SourceFile) -> SyntaxTree {
        var ps = Parser(file: file)
        let root = ps.make(.sourceFile, 0, file.tokens.count - 1)
        ps.parseItems(.topLevel, into: root, recoveryIndent: -1)
        return ps.finish()
    }

    private init(file: SourceFile) {
        self.file = file
        // Sentinels past the end: a lookahead that steps over the last token reads an
        // `.unknown` token (which matches nothing) instead of trapping.
        let sentinel = Token(kind: .unknown, keyword: .none, flags: [.newlineBefore],
                             start: UInt32(file.bytes.count), end: UInt32(file.bytes.count))
        self.toks = file.tokens + [sentinel, sentinel, sentinel, sentinel]
        self.n = file.tokens.count
        let cap = n / 2 + 8
        bn.reserveCapacity(cap)
    }

    // MARK: - Node construction

    @discardableResult
    private mutating func make(_ k: NodeKind, _ f: Int, _ l: Int, name: Int = -1, aux: Int = -1) -> Int32 {
        bn.append(BNode(kind: k, flags: [], first: Int32(f), last: Int32(l), name: Int32(name), aux: Int32(aux),
                        firstChild: -1, lastChild: -1, nextSib: -1))
        return Int32(bn.count - 1)
    }

    private mutating func add(_ parent: Int32, _ child: Int32) {
        let pi = Int(parent)
        if bn[pi].lastChild < 0 { bn[pi].firstChild = child } else { bn[Int(bn[pi].lastChild)].nextSib = child }
        bn[pi].lastChild = child
    }

    private mutating func setLast(_ node: Int32, _ l: Int) { bn[Int(node)].last = Int32(l) }

    /// Renumbers to pre-order (iteratively) and computes parents and subtree ends.
    private func finish() -> SyntaxTree {
        let count = bn.count
        var order = [Int32](repeating: -1, count: count) // old -> new
        var seq = [Int32](repeating: 0, count: count)    // new -> old
        var nodes = [Node]()
        nodes.reserveCapacity(count)
        bn.withUnsafeBufferPointer { b in
            order.withUnsafeMutableBufferPointer { ord in
                seq.withUnsafeMutableBufferPointer { sq in
                    // Pre-order numbering with an explicit stack: push the children, then
                    // reverse the pushed run so the first child is popped first.
                    var stack: [Int32] = [0]
                    stack.reserveCapacity(256)
                    var next = 0
                    while let cur = stack.popLast() {
                        ord[Int(cur)] = Int32(next)
                        sq[next] = cur
                        next += 1
                        let base = stack.count
                        var c = b[Int(cur)].firstChild
                        while c >= 0 { stack.append(c); c = b[Int(c)].nextSib }
                        var x = base, y = stack.count - 1
                        while x < y { stack.swapAt(x, y); x += 1; y -= 1 }
                    }
                    for j in 0..<next {
                        let o = b[Int(sq[j])]
                        let sib = o.nextSib
                        nodes.append(Node(kind: o.kind, flags: o.flags, firstToken: o.first, lastToken: o.last,
                                          parent: -1, nextSibling: sib >= 0 ? ord[Int(sib)] : -1, end: 0,
                                          name: o.name, aux: o.aux))
                    }
                    // Parents and subtree ends: walk in reverse pre-order.
                    nodes.withUnsafeMutableBufferPointer { nb in
                        for i in stride(from: nb.count - 1, through: 0, by: -1) {
                            let old = Int(sq[i])
                            var endIdx = Int32(i + 1)
                            var c = b[old].firstChild
                            while c >= 0 {
                                let ci = Int(ord[Int(c)])
                                nb[ci].parent = Int32(i)
                                if nb[ci].end > endIdx { endIdx = nb[ci].end }
                                c = b[Int(c)].nextSib
                            }
                            nb[i].end = endIdx
                        }
                    }
                }
            }
        }
        return SyntaxTree(file: file, nodes: nodes, nestingTooDeep: tooDeep)
    }

    // MARK: - Token helpers

    @inline(__always) private var atEnd: Bool { p >= n }
    @inline(__always) private func kind(_ i: Int) -> TokenKind? { i < n ? toks[i].kind : nil }
    @inline(__always) private func at(_ k: TokenKind) -> Bool { p < n && toks[p].kind == k }
    @inline(__always) private func atKeyword(_ k: Keyword) -> Bool { p < n && toks[p].keyword == k && toks[p].kind != .stringSegment }
    @inline(__always) private func kw(_ i: Int) -> Keyword { i < n ? toks[i].keyword : .none }
    @inline(__always) private func newlineBefore(_ i: Int) -> Bool { i >= n || toks[i].flags.contains(.newlineBefore) }
    @inline(__always) private func isPound(_ i: Int, _ s: StaticString) -> Bool {
        i < n && toks[i].kind == .poundKeyword && file.tokenEquals(i, s)
    }
    @inline(__always) private func isOp(_ i: Int, _ s: StaticString) -> Bool {
        i < n && toks[i].kind == .operator && file.tokenEquals(i, s)
    }
    @inline(__always) private func isNameToken(_ i: Int) -> Bool {
        guard i < n else { return false }
        return toks[i].kind == .identifier || toks[i].kind == .keyword
    }

    /// Skips a balanced bracket group starting at `p` (which must be an opener); iterative.
    private mutating func skipBalanced() {
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

    private mutating func skipTooDeep() -> Int32 {
        tooDeep = true
        let s = p
        skipBalanced()
        let node = make(.unknown, s, max(s, p - 1))
        bn[Int(node)].flags.insert(.incomplete)
        return node
    }

    /// Leading whitespace of the line holding token `i` (for brace recovery): its width,
    /// plus bit 20 when it has tabs and bit 21 when it has spaces.
    private func indent(ofLineAt i: Int) -> Int {
        guard i < n else { return 0 }
        // The line table makes this O(log lines) even on one very long line.
        let off = Int(toks[i].start)
        let s = file.lineStarts[file.line(of: off) - 1]
        let b = file.bytes
        var e = s, kinds = 0
        while e < b.count, b[e] == 32 || b[e] == 9 { kinds |= b[e] == 9 ? 1 << 20 : 1 << 21; e += 1 }
        return min(e - s, (1 << 20) - 1) | kinds
    }

    /// Whether indentation `a` is at most `b`. Tabs and spaces cannot be compared (a file
    /// may mix a tab-indented member with a space-indented one): then it is not.
    private func indentNotDeeper(_ a: Int, than b: Int) -> Bool {
        let width = (1 << 20) - 1
        if a & width == 0 { return true }
        let ka = a >> 20, kb = b >> 20
        guard ka == kb, ka != 3 else { return false }
        return a & width <= b & width
    }

    // MARK: - Items (declarations and statements)

    private enum ItemContext { case topLevel, members, statements, switchBody }

    /// Parses items until `}` (not consumed), `#else/#elseif/#endif` (not consumed) or end of file.
    private mutating func parseItems(_ ctx: ItemContext, into parent: Int32, recoveryIndent: Int) {
        while p < n {
            let t = toks[p]
            if t.kind == .rBrace {
                if ctx == .topLevel { add(parent, make(.unknown, p, p)); p += 1; continue }
                return
            }
            if t.kind == .poundKeyword {
                if isPound(p, "#else") || isPound(p, "#elseif") || isPound(p, "#endif") {
                    if ctx == .topLevel && depth == 0 && !inIfConfig { add(parent, make(.unknown, p, p)); p += 1; continue }
                    return
                }
                if isPound(p, "#if") { add(parent, parseIfConfig(ctx, recoveryIndent: recoveryIndent)); continue }
            }
            if t.kind == .semicolon { p += 1; continue }
            if ctx == .switchBody {
                if atKeyword(.case) || atKeyword(.default) || (at(.at) && p + 1 < n && file.tokenEquals(p + 1, "unknown")) {
                    add(parent, parseSwitchCase(recoveryIndent: recoveryIndent))
                    continue
                }
            }
            if recoveryIndent >= 0, t.flags.contains(.newlineBefore), ctx == .statements || ctx == .switchBody,
               startsMemberDecl(p), indentNotDeeper(indent(ofLineAt: p), than: recoveryIndent) {
                return // unbalanced `{` above: give this declaration back to the enclosing member block
            }
            let before = p
            let item: Int32?
            if t.kind == .at, declKeywordIndex(p) == nil, let m = attributedMacroStart(p) {
                // `@available(…) #Preview { … }`: the attributes, then the expansion.
                while p < m { add(parent, parseAttribute()) }
                continue
            }
            if ctx == .members || isDeclStart(p, inMembers: ctx == .members) {
                item = parseDecl(ctx, recoveryIndent: recoveryIndent)
            } else {
                item = parseStatement(recoveryIndent: recoveryIndent)
            }
            if let item { add(parent, item) }
            if p == before { add(parent, make(.unknown, p, p)); p += 1 }
        }
    }

    private var ifConfigDepth = 0
    private var inIfConfig: Bool { ifConfigDepth > 0 }

    private mutating func parseIfConfig(_ ctx: ItemContext, recoveryIndent: Int) -> Int32 {
        let node = make(.ifConfig, p, p)
        ifConfigDepth += 1
        defer { ifConfigDepth -= 1 }
        while p < n, toks[p].kind == .poundKeyword {
            if isPound(p, "#endif") { setLast(node, p); p += 1; return node }
            guard isPound(p, "#if") || isPound(p, "#elseif") || isPound(p, "#else") else { break }
            let clause = make(.ifConfigClause, p, p, aux: p)
            let isElse = isPound(p, "#else")
            p += 1
            if !isElse { skipToEndOfLine() }
            parseItems(ctx, into: clause, recoveryIndent: recoveryIndent)
            setLast(clause, p - 1)
            add(node, clause)
            if !(isPound(p, "#elseif") || isPound(p, "#else") || isPound(p, "#endif")) { break }
        }
        setLast(node, p - 1)
        bn[Int(node)].flags.insert(.incomplete)
        return node
    }

    private mutating func skipToEndOfLine() {
        while p < n, !newlineBefore(p) {
            if toks[p].kind == .lParen { skipBalanced() } else { p += 1 }
        }
    }

    private static let modifierKeywords: Set<UInt8> = [
        Keyword.private.rawValue, Keyword.fileprivate.rawValue, Keyword.internal.rawValue, Keyword.public.rawValue,
        Keyword.open.rawValue, Keyword.static.rawValue, Keyword.override.rawValue, Keyword.final.rawValue,
        Keyword.required.rawValue, Keyword.convenience.rawValue, Keyword.mutating.rawValue,
        Keyword.nonmutating.rawValue, Keyword.lazy.rawValue, Keyword.weak.rawValue, Keyword.unowned.rawValue,
        Keyword.dynamic.rawValue, Keyword.optional.rawValue, Keyword.indirect.rawValue, Keyword.nonisolated.rawValue,
        Keyword.package.rawValue, Keyword.consuming.rawValue, Keyword.borrowing.rawValue,
        Keyword.distributed.rawValue, Keyword.prefix.rawValue, Keyword.postfix.rawValue, Keyword.infix.rawValue,
    ]

    private static let declKeywords: Set<UInt8> = [
        Keyword.class.rawValue, Keyword.struct.rawValue, Keyword.enum.rawValue, Keyword.protocol.rawValue,
        Keyword.extension.rawValue, Keyword.func.rawValue, Keyword.`init`.rawValue, Keyword.deinit.rawValue,
        Keyword.subscript.rawValue, Keyword.var.rawValue, Keyword.let.rawValue, Keyword.typealias.rawValue,
        Keyword.associatedtype.rawValue, Keyword.import.rawValue, Keyword.operator.rawValue,
        Keyword.precedencegroup.rawValue,
    ]

    /// Index of the declaration keyword after attributes and modifiers at `i`, or nil if none.
    private func declKeywordIndex(_ start: Int) -> Int? {
        var i = start
        var guardCount = 0
        while i < n, guardCount < 64 {
            guardCount += 1
            let t = toks[i]
            if t.kind == .at {
                i = attributeEnd(i)
                continue
            }
            if t.keyword != .none, Self.declKeywords.contains(t.keyword.rawValue), t.kind != .stringSegment {
                if t.keyword == .class, i + 1 < n, isModifierOrDeclKeyword(i + 1) { i += 1; continue }
                if t.keyword == .`init`, i > 0, toks[i - 1].kind == .period { return nil }
                return i
            }
            if t.kind == .identifier, t.keyword == .actor || t.keyword == .macro,
               i + 1 < n, toks[i + 1].kind == .identifier, !newlineBefore(i + 1) {
                return i
            }
            if t.keyword != .none, Self.modifierKeywords.contains(t.keyword.rawValue),
               i + 1 < n, isModifierOrDeclKeyword(i + 1) || isModifierArgument(i + 1) || toks[i + 1].kind == .at {
                i += 1
                if i < n, toks[i].kind == .lParen {
                    // `private(set)`, `unowned(unsafe)`
                    i = skipBalancedFrom(i)
                }
                continue
            }
            return nil
        }
        return nil
    }

    /// `(set)`, `(unsafe)`, `(safe)` after a modifier — not a call of a function named like one
    /// (`open(url)`).
    private func isModifierArgument(_ i: Int) -> Bool {
        i + 2 < n && toks[i].kind == .lParen && toks[i + 1].kind == .identifier && toks[i + 2].kind == .rParen
            && (file.tokenEquals(i + 1, "set") || file.tokenEquals(i + 1, "unsafe") || file.tokenEquals(i + 1, "safe"))
    }

    /// Index just past the attribute at `i` (`@`): `@Name`, `@A.B`, `@Name<T, U>`, `@Name(…)`.
    private func attributeEnd(_ start: Int) -> Int {
        var i = start + 1
        if i < n, toks[i].kind == .identifier || toks[i].kind == .keyword { i += 1 }
        while i + 1 < n, toks[i].kind == .period, isNameToken(i + 1) { i += 2 }
        if i < n, toks[i].kind == .operator, !toks[i].flags.contains(.spaceBefore), file.tokenEquals(i, "<") {
            let e = genericAnglesEnd(i)
            if e - 1 > i, toks[e - 1].kind == .operator, file.bytes[Int(toks[e - 1].end) - 1] == UInt8(ascii: ">") { i = e }
            while i + 1 < n, toks[i].kind == .period, isNameToken(i + 1) { i += 2 } // `@FocusState<T>.Binding`
        }
        if i < n, toks[i].kind == .lParen, !toks[i].flags.contains(.spaceBefore) { i = skipBalancedFrom(i) }
        return i
    }

    /// Attributes at `i` followed by a freestanding macro expansion (`#Preview`): the
    /// index of the `#` token.
    private func attributedMacroStart(_ start: Int) -> Int? {
        var i = start, count = 0
        while i < n, toks[i].kind == .at, count < 64 { i = attributeEnd(i); count += 1 }
        guard i < n, toks[i].kind == .poundKeyword, !isPound(i, "#if"), !isPound(i, "#else"),
              !isPound(i, "#elseif"), !isPound(i, "#endif") else { return nil }
        return i
    }

    /// The attribute's name is the last component of its dotted path: `@SwiftUI.State` is a
    /// `State` attribute, as the compiler reads it.
    private mutating func parseAttribute() -> Int32 {
        let a = p
        let e = max(attributeEnd(p), p + 1)
        p = e
        var name = a + 1 < e ? a + 1 : -1
        if name >= 0 {
            var i = name + 1
            while i + 1 < e, toks[i].kind == .period, isNameToken(i + 1) { name = i + 1; i += 2 }
        }
        return make(.attribute, a, e - 1, name: name)
    }

    private func isModifierOrDeclKeyword(_ i: Int) -> Bool {
        guard i < n else { return false }
        let k = toks[i].keyword
        if k == .none { return false }
        if Self.declKeywords.contains(k.rawValue) || Self.modifierKeywords.contains(k.rawValue) { return true }
        return k == .actor || k == .macro
    }

    private func skipBalancedFrom(_ start: Int) -> Int {
        var i = start, d = 0
        while i < n {
            switch toks[i].kind {
            case .lParen, .lBracket, .lBrace, .interpolationStart: d += 1
            case .rParen, .rBracket, .rBrace, .interpolationEnd: d -= 1
            default: break
            }
            i += 1
            if d <= 0 { break }
        }
        return i
    }

    private func isDeclStart(_ i: Int, inMembers: Bool) -> Bool {
        guard let k = declKeywordIndex(i) else {
            return false
        }
        // `case` only makes an enum case inside a member block (handled in parseDecl).
        return toks[k].keyword != .none
    }

    private func startsMemberDecl(_ i: Int) -> Bool {
        let t = toks[i]
        if t.kind == .at { return declKeywordIndex(i) != nil }
        switch t.keyword {
        case .func, .`init`, .deinit, .subscript, .override, .private, .fileprivate, .public, .internal, .open,
             .static, .class, .struct, .enum, .protocol, .extension, .typealias:
            return declKeywordIndex(i) != nil
        default:
            return false
        }
    }

    // MARK: - Declarations

    private mutating func parseDecl(_ ctx: ItemContext, recoveryIndent: Int) -> Int32? {
        let start = p
        if ctx == .members, atKeyword(.case) { return parseEnumCase(start) }
        if ctx == .members, at(.at) {
            // `@Attribute case x` in an enum
            var i = p, count = 0
            while i < n, toks[i].kind == .at, count < 64 { i = attributeEnd(i); count += 1 }
            if i < n, toks[i].kind == .keyword, toks[i].keyword == .case {
                var attrs: [Int32] = []
                while p < i { attrs.append(parseAttribute()) }
                return parseEnumCase(start, attributes: attrs)
            }
        }
        guard let ki = declKeywordIndex(p) else {
            if ctx == .members {
                // Not a declaration inside a type body: read it as a statement to stay in sync.
                return parseStatement(recoveryIndent: recoveryIndent)
            }
            return parseStatement(recoveryIndent: recoveryIndent)
        }
        // Attributes become children; modifiers are read from the token range.
        var attrs: [Int32] = []
        while p < ki {
            if at(.at) {
                attrs.append(parseAttribute())
            } else {
                p += 1
            }
        }
        p = ki
        let k = toks[ki].keyword
        let node: Int32
        switch k {
        case .class, .struct, .enum, .protocol, .extension, .actor:
            node = parseTypeDecl(start, recoveryIndent: recoveryIndent)
        case .func, .`init`, .deinit, .subscript:
            node = parseFuncDecl(start)
        case .var, .let:
            node = parseVarDecl(start)
        case .typealias, .associatedtype:
            node = make(k == .typealias ? .typealiasDecl : .associatedTypeDecl, start, p, name: p + 1, aux: p)
            p += 1
            if p < n, isNameToken(p) { p += 1 }
            if p < n, toks[p].kind == .operator, file.tokenEquals(p, "<") { skipGenericAngles() }
            if at(.colon) { p += 1; skipType(stopAtComma: false) }
            // The aliased type may start or continue on the next lines (`=` ⏎ `@Sendable (…)`, `& P`, `-> R`).
            if at(.equal) { p += 1; skipType(stopAtComma: false) }
            while p < n, !newlineBefore(p), toks[p].kind != .rBrace, toks[p].kind != .semicolon {
                if toks[p].kind == .lBrace { break }
                if toks[p].kind == .lParen || toks[p].kind == .lBracket { skipBalanced() } else { p += 1 }
            }
            setLast(node, p - 1)
        case .import:
            node = make(.importDecl, start, p, aux: p)
            p += 1
            while p < n, !newlineBefore(p), toks[p].kind == .identifier || toks[p].kind == .keyword || toks[p].kind == .period {
                if toks[p].kind == .identifier, bn[Int(node)].name < 0 || toks[p - 1].kind == .period { bn[Int(node)].name = Int32(p) }
                p += 1
            }
            setLast(node, p - 1)
        case .macro:
            node = make(.macroDecl, start, p, name: p + 1, aux: p)
            p += 2
            if p < n, isOp(p, "<") { skipGenericAngles() }
            if at(.lParen) { add(node, parseParameterClause()) }
            while p < n, !newlineBefore(p), toks[p].kind != .rBrace {
                if toks[p].kind == .equal { p += 1; if let e = parseExpr() { add(node, e) }; break }
                if toks[p].kind == .lParen || toks[p].kind == .lBracket { skipBalanced() } else { p += 1 }
            }
            setLast(node, p - 1)
        default: // operator, precedencegroup
            node = make(.operatorDecl, start, p, aux: p)
            p += 1
            while p < n, !newlineBefore(p), toks[p].kind != .lBrace, toks[p].kind != .rBrace { p += 1 }
            if at(.lBrace) { skipBalanced() }
            setLast(node, p - 1)
        }
        // Attach attributes first so they precede the declaration's own children.
        if !attrs.isEmpty {
            let oldFirst = bn[Int(node)].firstChild
            var prev: Int32 = -1
            for a in attrs {
                if prev < 0 { bn[Int(node)].firstChild = a } else { bn[Int(prev)].nextSib = a }
                prev = a
            }
            bn[Int(prev)].nextSib = oldFirst
            if oldFirst < 0 { bn[Int(node)].lastChild = prev }
        }
        return node
    }

    private mutating func parseEnumCase(_ start: Int, attributes: [Int32] = []) -> Int32 {
        let node = make(.enumCaseDecl, start, p, name: p + 1, aux: p)
        for a in attributes { add(node, a) }
        p += 1
        while p < n {
            if isNameToken(p) { p += 1 } else { break }
            if at(.lParen) { add(node, parseParameterClause()) }
            if at(.equal) { p += 1; if let e = parseExpr() { add(node, e) } }
            if at(.comma) { p += 1; continue }
            break
        }
        setLast(node, p - 1)
        return node
    }

    private mutating func skipGenericAngles() { p = genericAnglesEnd(p) }

    /// At `<`: the index past the matching `>` (operators made only of `>` close several levels).
    private func genericAnglesEnd(_ from: Int) -> Int {
        var d = 0
        var p = from
        while p < n {
            let t = toks[p]
            if t.kind == .operator {
                let s = Int(t.start)
                var opens = 0, closes = 0
                for i in s..<Int(t.end) {
                    if file.bytes[i] == UInt8(ascii: "<") { opens += 1 } else if file.bytes[i] == UInt8(ascii: ">") { closes += 1 }
                }
                d += opens - closes
                p += 1
                if d <= 0 { return p }
                continue
            }
            if t.kind == .lBrace || t.kind == .rBrace || t.kind == .semicolon { return p }
            if t.kind == .lParen || t.kind == .lBracket { p = skipBalancedFrom(p); continue }
            p += 1
            if p - from > 256 { return p }
        }
        return p
    }

    private mutating func parseTypeDecl(_ start: Int, recoveryIndent: Int) -> Int32 {
        let kwTok = p
        p += 1
        let nameTok = p < n && isNameToken(p) ? p : -1
        let node = make(.typeDecl, start, p, name: nameTok, aux: kwTok)
        if nameTok >= 0 {
            p += 1
            // Dotted extension names: `extension Foo.Bar`
            while p + 1 < n, toks[p].kind == .period, isNameToken(p + 1) { p += 2 }
            // `extension Bool? {`
            while at(.questionPostfix) || at(.exclaimPostfix) { p += 1 }
        }
        if p < n, isOp(p, "<") || (toks[p].kind == .operator && file.bytes[Int(toks[p].start)] == UInt8(ascii: "<")) {
            let g = make(.genericClause, p, p)
            skipGenericAngles()
            setLast(g, p - 1)
            add(node, g)
        }
        if at(.colon) {
            p += 1
            while p < n {
                if at(.lBrace) || atKeyword(.where) { break }
                let tStart = p
                // `protocol P: class` — the legacy class constraint is a keyword, not a type
                if atKeyword(.class) { p += 1 } else { skipType(stopAtComma: true) }
                if p == tStart { break }
                add(node, make(.inheritance, tStart, p - 1))
                if at(.comma) { p += 1; continue }
                break
            }
        }
        if atKeyword(.where) {
            let w = make(.whereClause, p, p)
            while p < n, !at(.lBrace), !(newlineBefore(p) && startsMemberDecl(p)) {
                if toks[p].kind == .lParen || toks[p].kind == .lBracket { skipBalanced() } else { p += 1 }
            }
            setLast(w, p - 1)
            add(node, w)
        }
        if at(.lBrace) {
            let block = make(.memberBlock, p, p)
            p += 1
            depth += 1
            if depth > Self.maxDepth {
                p -= 1
                depth -= 1
                add(node, skipTooDeep())
                setLast(node, p - 1)
                return node
            }
            parseItems(.members, into: block, recoveryIndent: -1)
            depth -= 1
            if at(.rBrace) { p += 1 } else { bn[Int(block)].flags.insert(.incomplete) }
            setLast(block, p - 1)
            add(node, block)
        }
        setLast(node, p - 1)
        return node
    }

    private mutating func parseFuncDecl(_ start: Int) -> Int32 {
        let kwTok = p
        let k = toks[p].keyword
        p += 1
        var nameTok = kwTok
        if k == .func {
            if p < n, toks[p].kind == .identifier || toks[p].kind == .keyword || toks[p].kind == .operator
                || toks[p].kind == .exclaimPostfix || toks[p].kind == .questionPostfix {
                nameTok = p
                p += 1
            }
        } else if k == .`init` {
            if at(.questionPostfix) || at(.exclaimPostfix) || isOp(p, "?") || isOp(p, "!") { p += 1 }
        }
        let node = make(.funcDecl, start, p, name: nameTok, aux: kwTok)
        if p < n, toks[p].kind == .operator, file.bytes[Int(toks[p].start)] == UInt8(ascii: "<") {
            let g = make(.genericClause, p, p)
            skipGenericAngles()
            setLast(g, p - 1)
            add(node, g)
        }
        if at(.lParen) { add(node, parseParameterClause()) }
        // Effects, result type, where clause: read as tokens up to the body.
        while p < n {
            let t = toks[p]
            if t.kind == .lBrace || t.kind == .rBrace || t.kind == .semicolon { break }
            if newlineBefore(p), t.kind != .arrow, t.keyword != .where, t.keyword != .throws, t.keyword != .rethrows,
               t.keyword != .async, !(t.kind == .operator && p > 0 && toks[p - 1].kind == .arrow) {
                if p > 0, toks[p - 1].kind == .arrow || toks[p - 1].kind == .comma || toks[p - 1].kind == .colon { } else { break }
            }
            if t.kind == .arrow {
                p += 1
                let r = p
                skipType(stopAtComma: false)
                if p > r { add(node, make(.typeRef, r, p - 1)) }
                continue
            }
            if t.keyword == .where {
                let w = make(.whereClause, p, p)
                p += 1
                while p < n, !at(.lBrace), !(newlineBefore(p) && startsMemberDecl(p)) {
                    if toks[p].kind == .lParen || toks[p].kind == .lBracket { skipBalanced() } else { p += 1 }
                }
                setLast(w, p - 1)
                add(node, w)
                continue
            }
            if t.kind == .lParen { skipBalanced(); continue }
            p += 1
        }
        if at(.lBrace) {
            if k == .subscript {
                add(node, parseAccessorBlock(recoveryIndent: indent(ofLineAt: start)))
            } else {
                add(node, parseCodeBlock(recoveryIndent: indent(ofLineAt: start)))
            }
        }
        setLast(node, p - 1)
        return node
    }

    private mutating func parseParameterClause() -> Int32 {
        let node = make(.parameterClause, p, p)
        p += 1
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth { p -= 1; let u = skipTooDeep(); add(node, u); setLast(node, p - 1); return node }
        while p < n, !at(.rParen) {
            if at(.rBrace) || at(.lBrace) { break }
            let s = p
            // attributes on parameters
            while at(.at) { p += 1; if p < n { p += 1 }; if at(.lParen) { skipBalanced() } }
            var label = -1, name = -1
            if isNameToken(p) {
                label = p; p += 1
                if isNameToken(p), !at(.colon) { name = p; p += 1 } else { name = label }
            }
            let param = make(.parameter, s, p, name: name, aux: label)
            if at(.colon) {
                p += 1
                let ts = p
                skipType(stopAtComma: true)
                if p > ts { add(param, make(.typeRef, ts, p - 1)) }
            }
            if at(.equal) {
                p += 1
                if let e = parseExpr() { add(param, e) }
            }
            setLast(param, p - 1)
            add(node, param)
            if at(.comma) { p += 1; continue }
            if !at(.rParen) {
                // recover: skip to the next comma or closing paren at this level
                while p < n, !at(.comma), !at(.rParen), !at(.lBrace), !at(.rBrace) {
                    if toks[p].kind == .lParen || toks[p].kind == .lBracket { skipBalanced() } else { p += 1 }
                }
                if at(.comma) { p += 1 }
            }
        }
        if at(.rParen) { p += 1 } else { bn[Int(node)].flags.insert(.incomplete) }
        setLast(node, p - 1)
        return node
    }

    /// Skips a type: identifiers, dots, generic arguments, tuples, arrays, dictionaries,
    /// function types, sugar, `some`/`any`/`~Copyable`, attributes. Stops before `,` at depth 0
    /// when asked, before `=`, `{`, `where`, and at a line break after a complete type.
    private mutating func skipType(stopAtComma: Bool) {
        var needOperand = true
        var guardSteps = 0
        while p < n, guardSteps < 4096 {
            guardSteps += 1
            let t = toks[p]
            if !needOperand && newlineBefore(p) && t.kind != .arrow && t.kind != .period
                && !(t.kind == .operator && file.bytes[Int(t.start)] == UInt8(ascii: "&")) {
                // `Foo` ⏎ `<A, B>`: generic arguments on the next line (`<` then a name, no space)
                guard t.kind == .operator, file.tokenEquals(p, "<"), !t.flags.contains(.spaceAfter),
                      p > 0, toks[p - 1].kind == .identifier else { return }
                skipGenericAngles()
                continue
            }
            switch t.kind {
            case .identifier, .keyword:
                if t.kind == .keyword, t.keyword != .`Self`, t.keyword != .inout, t.keyword != .throws,
                   t.keyword != .rethrows, t.keyword != .Self, t.keyword != .`init`, t.keyword != .class {
                    return
                }
                if !needOperand && t.keyword != .throws && t.keyword != .async && t.keyword != .rethrows {
                    return
                }
                if t.keyword == .some || t.keyword == .any || t.keyword == .inout || t.keyword == .each
                    || t.keyword == .sending || t.keyword == .borrowing || t.keyword == .consuming {
                    p += 1; needOperand = true; continue
                }
                if t.keyword == .throws || t.keyword == .rethrows || t.keyword == .async {
                    p += 1
                    if at(.lParen), !toks[p].flags.contains(.spaceBefore) { skipBalanced() }
                    needOperand = false
                    continue
                }
                p += 1
                needOperand = false
                if p < n, toks[p].kind == .operator, !toks[p].flags.contains(.spaceBefore),
                   file.bytes[Int(toks[p].start)] == UInt8(ascii: "<") {
                    skipGenericAngles()
                }
            case .period:
                p += 1
                if p < n, isNameToken(p) { needOperand = true } else { return }
            case .lParen, .lBracket:
                if !needOperand { return }
                skipBalanced()
                needOperand = false
            case .questionPostfix, .exclaimPostfix:
                p += 1
            case .arrow:
                p += 1; needOperand = true
            case .at:
                p += 1
                if p < n { p += 1 }
                if at(.lParen), !toks[p].flags.contains(.spaceBefore) { skipBalanced() }
                needOperand = true
            case .operator:
                let b = file.bytes[Int(t.start)]
                if b == UInt8(ascii: "&") && t.length == 1 { p += 1; needOperand = true; continue }
                if b == UInt8(ascii: "~") && t.length == 1 { p += 1; needOperand = true; continue }
                if b == UInt8(ascii: "?") || b == UInt8(ascii: "!") {
                    if !needOperand, !t.flags.contains(.spaceBefore) { p += 1; continue }
                    return
                }
                if b == UInt8(ascii: ".") && t.length == 3 { p += 1; continue } // variadic `...`
                return
            case .ampersandPrefix:
                p += 1; needOperand = true
            case .comma:
                if stopAtComma { return }
                return
            case .poundKeyword:
                return
            default:
                return
            }
        }
    }

    private mutating func parseVarDecl(_ start: Int) -> Int32 {
        let kwTok = p
        p += 1
        let node = make(.varDecl, start, p, aux: kwTok)
        while p < n {
            let bs = p
            var nameTok = -1
            if isNameToken(p), toks[p].kind == .identifier || toks[p].keyword == .`self` {
                nameTok = p; p += 1
            } else if at(.lParen) {
                skipBalanced()
            } else {
                break
            }
            let binding = make(.binding, bs, p - 1, name: nameTok)
            if at(.colon) {
                p += 1
                let ts = p
                skipType(stopAtComma: true)
                if p > ts { add(binding, make(.typeRef, ts, p - 1)) }
            }
            if at(.equal) {
                p += 1
                if let e = parseExpr() { add(binding, e) }
            }
            if at(.lBrace) {
                add(binding, parseAccessorBlock(recoveryIndent: indent(ofLineAt: start)))
            }
            setLast(binding, p - 1)
            add(node, binding)
            if at(.comma) { p += 1; continue }
            break
        }
        setLast(node, p - 1)
        return node
    }

    private func isAccessorKeyword(_ i: Int) -> Bool {
        guard i < n, toks[i].kind == .identifier || toks[i].kind == .keyword else { return false }
        switch toks[i].keyword {
        case .get, .set, .willSet, .didSet, ._read, ._modify: return true
        case .`init`: return true
        default:
            return file.tokenEquals(i, "unsafeAddress") || file.tokenEquals(i, "unsafeMutableAddress")
        }
    }

    /// `{` at p: either accessors (`get`/`set`/`willSet`/`didSet`…) or an implicit getter body.
    private func isAccessorList(_ brace: Int) -> Bool {
        var i = brace + 1
        while i < n, toks[i].kind == .at { i += 2; if i < n, toks[i].kind == .lParen { i = skipBalancedFrom(i) } }
        while i < n, toks[i].keyword == .mutating || toks[i].keyword == .nonmutating || toks[i].keyword == .private
            || toks[i].keyword == .fileprivate || toks[i].keyword == .internal || toks[i].keyword == .public
            || toks[i].keyword == .package { i += 1 }
        guard isAccessorKeyword(i) else { return false }
        guard i + 1 < n else { return true }
        let nk = toks[i + 1].kind
        if toks[i].keyword == .`init` { return nk == .lBrace || nk == .lParen }
        return nk == .lBrace || nk == .rBrace || nk == .lParen || isAccessorKeyword(i + 1)
            || toks[i + 1].keyword == .async || toks[i + 1].keyword == .throws
            || toks[i + 1].keyword == .mutating || toks[i + 1].keyword == .nonmutating
    }

    private mutating func parseAccessorBlock(recoveryIndent: Int) -> Int32 {
        let node = make(.accessorBlock, p, p)
        if !isAccessorList(p) {
            // Implicit getter: the block is a code block.
            add(node, parseCodeBlock(recoveryIndent: recoveryIndent))
            setLast(node, p - 1)
            return node
        }
        p += 1
        depth += 1
        defer { depth -= 1 }
        while p < n, !at(.rBrace) {
            if isPound(p, "#if") || isPound(p, "#else") || isPound(p, "#elseif") || isPound(p, "#endif") {
                if isPound(p, "#if") || isPound(p, "#elseif") { p += 1; skipToEndOfLine() } else { p += 1 }
                continue
            }
            let s = p
            while at(.at) { p += 2; if at(.lParen) { skipBalanced() } }
            while p < n, !isAccessorKeyword(p), toks[p].kind == .identifier || toks[p].kind == .keyword { p += 1 }
            guard isAccessorKeyword(p) else { p = max(p, s + 1); continue }
            let acc = make(.accessor, s, p, name: p)
            p += 1
            if at(.lParen) { skipBalanced() }
            while p < n, toks[p].keyword == .async || toks[p].keyword == .throws { p += 1; if at(.lParen) { skipBalanced() } }
            if at(.lBrace) { add(acc, parseCodeBlock(recoveryIndent: recoveryIndent)) }
            setLast(acc, p - 1)
            add(node, acc)
        }
        if at(.rBrace) { p += 1 }
        setLast(node, p - 1)
        return node
    }

    // MARK: - Statements

    private mutating func parseCodeBlock(recoveryIndent: Int) -> Int32 {
        // at `{`
        let node = make(.codeBlock, p, p)
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth { return skipTooDeep() }
        p += 1
        parseItems(.statements, into: node, recoveryIndent: recoveryIndent)
        if at(.rBrace) { p += 1 } else { bn[Int(node)].flags.insert(.incomplete) }
        setLast(node, p - 1)
        return node
    }

    private mutating func parseBlockOrRecover(_ parent: Int32, recoveryIndent: Int) {
        if at(.lBrace) { add(parent, parseCodeBlock(recoveryIndent: recoveryIndent)) } else { bn[Int(parent)].flags.insert(.incomplete) }
    }

    private mutating func parseStatement(recoveryIndent: Int) -> Int32? {
        guard p < n else { return nil }
        let t = toks[p]
        let s = p
        // labeled statement `outer: for …`
        if t.kind == .identifier, p + 1 < n, toks[p + 1].kind == .colon, p + 2 < n,
           [Keyword.for, .while, .repeat, .do, .if, .switch].contains(toks[p + 2].keyword) {
            p += 2
        }
        switch toks[p].keyword {
        case .if:
            return parseIf(recoveryIndent: recoveryIndent)
        case .guard:
            let node = make(.guardStmt, s, p, aux: p)
            p += 1
            add(node, parseConditions())
            if atKeyword(.else) { p += 1 }
            parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
            setLast(node, p - 1)
            return node
        case .while:
            let node = make(.whileStmt, s, p, aux: p)
            p += 1
            add(node, parseConditions())
            parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
            setLast(node, p - 1)
            return node
        case .repeat:
            let node = make(.repeatStmt, s, p, aux: p)
            p += 1
            parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
            if atKeyword(.while) {
                p += 1
                if let e = parseExpr(noTrailingClosure: false) { add(node, e) }
            }
            setLast(node, p - 1)
            return node
        case .for:
            let node = make(.forStmt, s, p, aux: p)
            p += 1
            while p < n, toks[p].keyword == .try || toks[p].keyword == .await || toks[p].keyword == .case { p += 1 }
            let ps = p
            while p < n, !atKeyword(.in), !at(.lBrace), !at(.rBrace) {
                if at(.lParen) || at(.lBracket) { skipBalanced() } else { p += 1 }
            }
            if p > ps { add(node, make(.pattern, ps, p - 1)) }
            if atKeyword(.in) {
                p += 1
                if let e = parseExpr(noTrailingClosure: true) { add(node, e) }
            }
            if atKeyword(.where) {
                let w = make(.whereClause, p, p)
                p += 1
                if let e = parseExpr(noTrailingClosure: true) { add(w, e) }
                setLast(w, p - 1)
                add(node, w)
            }
            parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
            setLast(node, p - 1)
            return node
        case .switch:
            return parseSwitch(s, recoveryIndent: recoveryIndent)
        case .do:
            let node = make(.doStmt, s, p, aux: p)
            p += 1
            if atKeyword(.throws) { p += 1; if at(.lParen) { skipBalanced() } }
            parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
            while atKeyword(.catch) {
                let c = make(.catchClause, p, p, aux: p)
                p += 1
                let ps = p
                while p < n, !at(.lBrace), !at(.rBrace) {
                    if at(.lParen) || at(.lBracket) { skipBalanced() } else { p += 1 }
                }
                if p > ps { add(c, make(.pattern, ps, p - 1)) }
                parseBlockOrRecover(c, recoveryIndent: recoveryIndent)
                setLast(c, p - 1)
                add(node, c)
            }
            setLast(node, p - 1)
            return node
        case .defer:
            let node = make(.deferStmt, s, p, aux: p)
            p += 1
            parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
            setLast(node, p - 1)
            return node
        case .return, .throw:
            let node = make(toks[p].keyword == .return ? .returnStmt : .throwStmt, s, p, aux: p)
            p += 1
            if p < n, !at(.rBrace), !at(.semicolon), !atKeyword(.case), !atKeyword(.default),
               !(toks[p].kind == .poundKeyword && (isPound(p, "#endif") || isPound(p, "#else") || isPound(p, "#elseif"))) {
                if let e = parseExpr() { add(node, e) }
            }
            setLast(node, p - 1)
            return node
        case .break, .continue:
            let node = make(toks[p].keyword == .break ? .breakStmt : .continueStmt, s, p, aux: p)
            p += 1
            if p < n, toks[p].kind == .identifier, !newlineBefore(p) { p += 1 }
            setLast(node, p - 1)
            return node
        case .fallthrough:
            let node = make(.fallthroughStmt, s, p, aux: p)
            p += 1
            return node
        default:
            break
        }
        if isDeclStart(p, inMembers: false) { return parseDecl(.statements, recoveryIndent: recoveryIndent) }
        return parseExpr()
    }

    private mutating func parseIf(recoveryIndent: Int) -> Int32 {
        let node = make(.ifStmt, p, p, aux: p)
        p += 1
        add(node, parseConditions())
        parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
        if atKeyword(.else) {
            p += 1
            if atKeyword(.if) {
                depth += 1
                if depth > Self.maxDepth { add(node, skipTooDeep()) } else { add(node, parseIf(recoveryIndent: recoveryIndent)) }
                depth -= 1
            } else {
                parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
            }
        }
        setLast(node, p - 1)
        return node
    }

    /// `if`/`guard`/`while` conditions: expressions, `let`/`var` bindings, `case` patterns, `#available`.
    private mutating func parseConditions() -> Int32 {
        let node = make(.conditionList, p, p)
        while p < n {
            if at(.lBrace) || atKeyword(.else) { break }
            let s = p
            if atKeyword(.let) || atKeyword(.var) {
                p += 1
                let nameTok = isNameToken(p) ? p : -1
                let b = make(.optionalBinding, s, p, name: nameTok, aux: s)
                if at(.lParen) { skipBalanced() } else if nameTok >= 0 { p += 1 }
                if at(.colon) { p += 1; let ts = p; skipType(stopAtComma: true); if p > ts { add(b, make(.typeRef, ts, p - 1)) } }
                if at(.equal) { p += 1; if let e = parseExpr(noTrailingClosure: true) { add(b, e) } }
                setLast(b, p - 1)
                add(node, b)
            } else if atKeyword(.case) {
                let c = make(.casePattern, s, p, aux: s)
                p += 1
                let ps = p
                while p < n, !at(.equal), !at(.lBrace), !at(.comma) {
                    if at(.lParen) || at(.lBracket) { skipBalanced() } else { p += 1 }
                }
                if p > ps { add(c, make(.pattern, ps, p - 1)) }
                if at(.equal) { p += 1; if let e = parseExpr(noTrailingClosure: true) { add(c, e) } }
                setLast(c, p - 1)
                add(node, c)
            } else if let e = parseExpr(noTrailingClosure: true) {
                add(node, e)
            } else {
                break
            }
            if at(.comma) { p += 1; continue }
            break
        }
        setLast(node, p - 1)
        return node
    }

    private mutating func parseSwitch(_ s: Int, recoveryIndent: Int) -> Int32 {
        let node = make(.switchStmt, s, p, aux: p)
        p += 1
        if let e = parseExpr(noTrailingClosure: true) { add(node, e) }
        if at(.lBrace) {
            depth += 1
            if depth > Self.maxDepth {
                add(node, skipTooDeep())
            } else {
                p += 1
                parseItems(.switchBody, into: node, recoveryIndent: recoveryIndent)
                if at(.rBrace) { p += 1 }
            }
            depth -= 1
        }
        setLast(node, p - 1)
        return node
    }

    private mutating func parseSwitchCase(recoveryIndent: Int) -> Int32 {
        let node = make(.switchCase, p, p, aux: p)
        if at(.at) { p += 2 } // @unknown
        let ls = p
        p += 1 // case / default
        while p < n, !at(.colon), !at(.rBrace) {
            if at(.lParen) || at(.lBracket) || at(.lBrace) { skipBalanced() } else { p += 1 }
        }
        add(node, make(.caseLabel, ls, p - 1))
        if at(.colon) { p += 1 }
        // statements until the next case/default/`}`/#else…
        while p < n {
            if at(.rBrace) || atKeyword(.case) || atKeyword(.default) { break }
            if at(.at), p + 1 < n, file.tokenEquals(p + 1, "unknown") { break }
            if toks[p].kind == .poundKeyword, isPound(p, "#else") || isPound(p, "#elseif") || isPound(p, "#endif") { break }
            if isPound(p, "#if") {
                // `#if` inside a case body holds statements; inside the switch body it holds cases.
                if isCaseAfterIfConfigCondition(p) { break }
                add(node, parseIfConfig(.statements, recoveryIndent: recoveryIndent))
                continue
            }
            if at(.semicolon) { p += 1; continue }
            let before = p
            if let st = parseStatement(recoveryIndent: recoveryIndent) { add(node, st) }
            if p == before { add(node, make(.unknown, p, p)); p += 1 }
        }
        setLast(node, p - 1)
        return node
    }

    private func isCaseAfterIfConfigCondition(_ i: Int) -> Bool {
        var j = i + 1
        while j < n, !newlineBefore(j) { j += 1 }
        return j < n && (toks[j].keyword == .case || toks[j].keyword == .default
                         || (toks[j].kind == .at && j + 1 < n && file.tokenEquals(j + 1, "unknown")))
    }

    // MARK: - Expressions

    private mutating func parseExpr(noTrailingClosure: Bool = false) -> Int32? {
        var operands: [Int32] = []
        var ops: [Int] = [] // token index of the operator between operands[i] and operands[i+1]
        guard let firstOperand = parseUnary(noTrailingClosure) else { return nil }
        operands.append(firstOperand)
        while p < n {
            let t = toks[p]
            var isBinary = false
            switch t.kind {
            case .equal:
                isBinary = true
            case .operator:
                let sb = t.flags.contains(.spaceBefore), sa = t.flags.contains(.spaceAfter)
                isBinary = sb == sa || (p + 1 < n && toks[p + 1].kind == .lParen && !sb && !sa)
                if sb && !sa && t.flags.contains(.newlineBefore) { isBinary = false }
                if sb && !sa && !t.flags.contains(.newlineBefore) { isBinary = false }
            case .keyword:
                if t.keyword == .as || t.keyword == .is {
                    let opTok = p
                    p += 1
                    if at(.questionPostfix) || at(.exclaimPostfix) || isOp(p, "?") || isOp(p, "!") { p += 1 }
                    let ts = p
                    skipType(stopAtComma: true)
                    let c = make(.cast, opTok, p - 1, aux: opTok)
                    if p > ts { add(c, make(.typeRef, ts, p - 1)) }
                    ops.append(opTok)
                    operands.append(c)
                    continue
                }
            default:
                break
            }
            if !isBinary { break }
            let opTok = p
            p += 1
            if t.kind == .operator, file.tokenEquals(opTok, "?") {
                // ternary: cond ? a : b
                ops.append(opTok)
                guard let mid = parseExpr(noTrailingClosure: noTrailingClosure) else { break }
                operands.append(mid)
                if at(.colon) {
                    ops.append(p)
                    p += 1
                    guard let rhs = parseUnary(noTrailingClosure) else { break }
                    operands.append(rhs)
                }
                continue
            }
            guard let rhs = parseUnary(noTrailingClosure) else {
                ops.append(opTok)
                break
            }
            ops.append(opTok)
            operands.append(rhs)
        }
        if operands.count == 1 && ops.isEmpty { return operands[0] }
        return buildSequence(operands, ops, 0, operands.count)
    }

    private func isAssignmentOp(_ i: Int) -> Bool {
        let t = toks[i]
        if t.kind == .equal { return true }
        guard t.kind == .operator, t.length >= 2, file.bytes[Int(t.end) - 1] == UInt8(ascii: "=") else { return false }
        return !(file.tokenEquals(i, "==") || file.tokenEquals(i, "!=") || file.tokenEquals(i, "<=")
                 || file.tokenEquals(i, ">=") || file.tokenEquals(i, "===") || file.tokenEquals(i, "!=="))
    }

    /// operands[lo..<hi] with ops between them; splits at the first assignment operator.
    private mutating func buildSequence(_ operands: [Int32], _ ops: [Int], _ lo: Int, _ hi: Int) -> Int32 {
        if hi - lo == 1 && (lo >= ops.count || hi - 1 >= ops.count || true) {
            if hi - lo == 1 { return operands[lo] }
        }
        for i in lo..<(hi - 1) where i < ops.count && isAssignmentOp(ops[i]) {
            let lhs = buildPlain(operands, ops, lo, i + 1)
            let rhs = i + 1 < hi ? buildSequence(operands, ops, i + 1, hi) : -1
            let node = make(.assignment, Int(bn[Int(lhs)].first), rhs >= 0 ? Int(bn[Int(rhs)].last) : ops[i], aux: ops[i])
            add(node, lhs)
            if rhs >= 0 { add(node, rhs) }
            return node
        }
        return buildPlain(operands, ops, lo, hi)
    }

    private mutating func buildPlain(_ operands: [Int32], _ ops: [Int], _ lo: Int, _ hi: Int) -> Int32 {
        if hi - lo == 1 {
            // a dangling operator after the last operand is kept in the sequence range
            return operands[lo]
        }
        let endTok = max(Int(bn[Int(operands[hi - 1])].last), hi - 1 < ops.count ? 0 : 0)
        let node = make(.sequence, Int(bn[Int(operands[lo])].first), endTok)
        for i in lo..<hi {
            add(node, operands[i])
            if i < hi - 1, i < ops.count { add(node, make(.binaryOperator, ops[i], ops[i], aux: ops[i])) }
        }
        return node
    }

    private mutating func parseUnary(_ noTrailing: Bool) -> Int32? {
        guard p < n else { return nil }
        let t = toks[p]
        let s = p
        if t.kind == .keyword && t.keyword == .try {
            p += 1
            var fl: NodeFlags = []
            if at(.questionPostfix) || isOp(p, "?") { fl.insert(.optionalTry); p += 1 }
            else if at(.exclaimPostfix) || isOp(p, "!") { fl.insert(.forceTry); p += 1 }
            let node = make(.tryExpr, s, s, aux: s)
            bn[Int(node)].flags = fl
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maxDepth { return node }
            if let e = parseUnary(noTrailing) { add(node, e); setLast(node, Int(bn[Int(e)].last)) }
            return node
        }
        if t.kind == .identifier, t.keyword == .await || t.keyword == .consume || t.keyword == .copy || t.keyword == .unsafe,
           p + 1 < n, !newlineBefore(p + 1), startsExpression(p + 1) {
            p += 1
            let node = make(t.keyword == .await ? .awaitExpr : .prefixOperator, s, s, aux: s)
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maxDepth { return node }
            if let e = parseUnary(noTrailing) { add(node, e); setLast(node, Int(bn[Int(e)].last)) }
            return node
        }
        if t.kind == .ampersandPrefix || (t.kind == .operator && !(t.flags.contains(.spaceAfter))) {
            // prefix operator (`!flag`, `-x`, `&value`, `...x`)
            if t.kind == .operator, file.tokenEquals(p, "?") { return nil }
            p += 1
            let node = make(.prefixOperator, s, s, aux: s)
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maxDepth { return node }
            if let e = parseUnary(noTrailing) { add(node, e); setLast(node, Int(bn[Int(e)].last)) }
            return node
        }
        guard let prim = parsePrimary(noTrailing) else { return nil }
        return parsePostfix(prim, noTrailing)
    }

    private func startsExpression(_ i: Int) -> Bool {
        guard i < n else { return false }
        switch toks[i].kind {
        case .identifier, .keyword, .integerLiteral, .floatLiteral, .stringStart, .regexLiteral, .poundKeyword,
             .lParen, .lBracket, .lBrace, .period, .backslash, .ampersandPrefix:
            return true
        case .operator:
            return !toks[i].flags.contains(.spaceAfter)
        default:
            return false
        }
    }

    private mutating func parsePrimary(_ noTrailing: Bool) -> Int32? {
        guard p < n else { return nil }
        let t = toks[p]
        let s = p
        switch t.kind {
        case .identifier:
            p += 1
            let node = make(.identifier, s, s, name: s)
            maybeGenericArgs(node)
            return node
        case .keyword:
            switch t.keyword {
            case .`self`, .`Self`, .super, .`init`:
                p += 1
                return make(.identifier, s, s, name: s)
            case .true, .false, .nil:
                p += 1
                return make(.literal, s, s)
            case .if:
                return parseIf(recoveryIndent: -1)
            case .switch:
                return parseSwitch(s, recoveryIndent: -1)
            case .do:
                return parseStatement(recoveryIndent: -1)
            case .inout, .as, .is:
                return nil
            default:
                // `Any`, keywords used as names in odd places: treat as an identifier only when
                // followed by `(` or `.` on the same line; otherwise no expression here.
                return nil
            }
        case .integerLiteral, .floatLiteral, .regexLiteral:
            p += 1
            return make(.literal, s, s)
        case .stringStart:
            return parseStringLiteral()
        case .lParen:
            return parseTupleOrParen()
        case .lBracket:
            return parseCollectionLiteral()
        case .lBrace:
            return parseClosure()
        case .period:
            if p + 1 < n, isNameToken(p + 1) || toks[p + 1].kind == .integerLiteral {
                p += 2
                let node = make(.memberAccess, s, s + 1, name: s + 1)
                maybeGenericArgs(node)
                return node
            }
            p += 1
            return make(.unknown, s, s)
        case .backslash:
            return parseKeyPath()
        case .poundKeyword:
            if isPound(p, "#if") || isPound(p, "#else") || isPound(p, "#elseif") || isPound(p, "#endif") { return nil }
            p += 1
            let node = make(.macroExpansion, s, s, name: s)
            maybeGenericArgs(node)
            if at(.lParen), !newlineBefore(p) { parseArgumentList(into: node, closer: .rParen) }
            if at(.lBrace), !noTrailing { parseTrailingClosures(into: node) }
            setLast(node, p - 1)
            return node
        case .stringSegment, .stringEnd, .interpolationStart:
            // Stray string pieces (recovery): consume as a literal.
            p += 1
            return make(.literal, s, s)
        default:
            return nil
        }
    }

    /// `Foo<Bar>(…)`: generic arguments directly after a name, accepted when followed by
    /// a token that can follow a type in an expression.
    private mutating func maybeGenericArgs(_ node: Int32) {
        guard p < n, toks[p].kind == .operator, !toks[p].flags.contains(.spaceBefore),
              file.bytes[Int(toks[p].start)] == UInt8(ascii: "<"), toks[p].length == 1 else { return }
        let save = p
        skipGenericAngles()
        let closeOK: Bool
        if p > save, p - 1 < n, toks[p - 1].kind == .operator, file.bytes[Int(toks[p - 1].end) - 1] == UInt8(ascii: ">") {
            if p >= n { closeOK = true } else {
                switch toks[p].kind {
                case .lParen, .period, .rParen, .comma, .rBracket, .lBrace, .colon, .questionPostfix,
                     .exclaimPostfix, .rBrace, .semicolon, .equal:
                    closeOK = true
                default:
                    closeOK = newlineBefore(p)
                }
            }
        } else {
            closeOK = false
        }
        if closeOK { setLast(node, p - 1) } else { p = save }
    }

    private mutating func parseStringLiteral() -> Int32 {
        let node = make(.stringLiteral, p, p)
        p += 1
        var guardDepth = 0
        while p < n {
            let k = toks[p].kind
            if k == .stringSegment { p += 1; continue }
            if k == .stringEnd { p += 1; break }
            if k == .interpolationStart {
                guardDepth += 1
                depth += 1
                if depth > Self.maxDepth {
                    depth -= 1
                    // skip to the matching interpolationEnd iteratively
                    tooDeep = true
                    var d = 0
                    while p < n {
                        if toks[p].kind == .interpolationStart { d += 1 }
                        if toks[p].kind == .interpolationEnd { d -= 1; if d == 0 { p += 1; break } }
                        p += 1
                    }
                    bn[Int(node)].flags.insert(.incomplete)
                    continue
                }
                let interp = make(.tuple, p, p)
                parseArgumentList(into: interp, closer: .interpolationEnd)
                setLast(interp, p - 1)
                add(node, interp)
                depth -= 1
                continue
            }
            break
        }
        setLast(node, p - 1)
        return node
    }

    private mutating func parseTupleOrParen() -> Int32 {
        let node = make(.tuple, p, p)
        parseArgumentList(into: node, closer: .rParen)
        setLast(node, p - 1)
        return node
    }

    /// At an opener (`(`, `[`, `\(`): parses `label: expr` items until the closer; consumes both.
    private mutating func parseArgumentList(into parent: Int32, closer: TokenKind) {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth { add(parent, skipTooDeep()); return }
        p += 1
        while p < n {
            if toks[p].kind == closer { p += 1; return }
            if at(.rBrace) || (closer != .rParen && closer != .interpolationEnd && at(.rParen)) || (closer != .rBracket && at(.rBracket)) {
                bn[Int(parent)].flags.insert(.incomplete)
                return
            }
            if closer == .interpolationEnd, at(.rParen) { p += 1; continue }
            let s = p
            var label = -1
            if p + 1 < n, isNameToken(p) || toks[p].kind == .operator, toks[p + 1].kind == .colon {
                label = p
                p += 2
            }
            let arg = make(.argument, s, p, name: label)
            if !at(.comma), p < n, toks[p].kind != closer, let e = parseExpr() {
                add(arg, e)
            }
            setLast(arg, p - 1)
            add(parent, arg)
            if at(.comma) { p += 1; continue }
            if p < n, toks[p].kind == closer { p += 1; return }
            if p == s { p += 1 } // no progress: skip a stray token
            else if p < n, !at(.rBrace) {
                // garbage inside the list: skip one token and go on
                if toks[p].kind != closer { p += 1 }
            }
        }
        bn[Int(parent)].flags.insert(.incomplete)
    }

    private mutating func parseCollectionLiteral() -> Int32 {
        let s = p
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth { return skipTooDeep() }
        p += 1
        var isDict = false
        let node = make(.arrayLiteral, s, s)
        if at(.colon), p + 1 < n, toks[p + 1].kind == .rBracket {
            bn[Int(node)].kind = .dictionaryLiteral
            p += 2
            setLast(node, p - 1)
            return node
        }
        while p < n, !at(.rBracket) {
            if at(.rBrace) || at(.rParen) { bn[Int(node)].flags.insert(.incomplete); break }
            let before = p
            if let e = parseExpr() { add(node, e) }
            if at(.colon) {
                isDict = true
                p += 1
                if let v = parseExpr() { add(node, v) }
            }
            if at(.comma) { p += 1; continue }
            if p == before { p += 1 }
            if !at(.rBracket) && !at(.comma) && p < n && !at(.rBrace) && !at(.rParen) {
                continue
            }
        }
        if at(.rBracket) { p += 1 }
        if isDict { bn[Int(node)].kind = .dictionaryLiteral }
        setLast(node, p - 1)
        return node
    }

    private mutating func parseKeyPath() -> Int32 {
        let s = p
        p += 1
        if p < n, toks[p].kind == .identifier || toks[p].keyword == .`Self` { p += 1; maybeSkipGenericTokens() }
        while p < n {
            if at(.period), p + 1 < n, isNameToken(p + 1) || toks[p + 1].kind == .integerLiteral { p += 2; continue }
            if at(.period), p + 1 < n, toks[p + 1].kind == .lBracket { p += 1; skipBalanced(); continue }
            if at(.questionPostfix) || at(.exclaimPostfix) { p += 1; continue }
            if at(.lBracket), !newlineBefore(p) { skipBalanced(); continue }
            break
        }
        return make(.keyPath, s, p - 1)
    }

    private mutating func maybeSkipGenericTokens() {
        if p < n, toks[p].kind == .operator, !toks[p].flags.contains(.spaceBefore), file.tokenEquals(p, "<") {
            let save = p
            skipGenericAngles()
            if !(p < n && toks[p].kind == .period) { p = save }
        }
    }

    /// Looks ahead from just after `{` for a closure signature ending in `in`.
    private func closureSignatureEnd(_ brace: Int) -> (capture: Int?, inTok: Int)? {
        var i = brace + 1
        var capture: Int? = nil
        var steps = 0
        while i < n, toks[i].kind == .at {
            i += 1
            if i < n { i += 1 }
            if i < n, toks[i].kind == .lParen, !toks[i].flags.contains(.spaceBefore) { i = skipBalancedFrom(i) }
        }
        if i < n, toks[i].kind == .lBracket {
            capture = i
            i = skipBalancedFrom(i)
        }
        while i < n, steps < 256 {
            steps += 1
            let t = toks[i]
            switch t.kind {
            case .keyword:
                if t.keyword == .in { return (capture, i) }
                if t.keyword == .throws || t.keyword == .rethrows || t.keyword == .`Self` || t.keyword == .inout { i += 1; continue }
                return nil
            case .identifier, .comma, .colon, .period, .arrow, .questionPostfix, .exclaimPostfix:
                i += 1
            case .lParen, .lBracket:
                i = skipBalancedFrom(i)
            case .at:
                i += 2
            case .operator:
                // generic brackets and `&` in a result type
                let b = file.bytes[Int(t.start)]
                if b == UInt8(ascii: "<") || b == UInt8(ascii: ">") || b == UInt8(ascii: "&") || b == UInt8(ascii: "~") { i += 1 } else { return nil }
            default:
                return nil
            }
        }
        return nil
    }

    private mutating func parseClosure() -> Int32 {
        let s = p
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth { return skipTooDeep() }
        let node = make(.closure, s, s)
        let sig = closureSignatureEnd(p)
        p += 1
        if let sig {
            if let c = sig.capture {
                // attributes before the capture list are part of the signature
                p = c
                let list = make(.captureList, p, p)
                p += 1
                while p < n, !at(.rBracket) {
                    let is0 = p
                    var spec = -1
                    if p < n, toks[p].keyword == .weak || toks[p].keyword == .unowned {
                        spec = p
                        p += 1
                        if at(.lParen) { skipBalanced() }
                    }
                    let nameTok = isNameToken(p) ? p : -1
                    let item = make(.captureItem, is0, p, name: nameTok, aux: spec)
                    if nameTok >= 0 { p += 1 }
                    if at(.equal) { p += 1; if let e = parseExpr() { add(item, e) } }
                    setLast(item, p - 1)
                    add(list, item)
                    if at(.comma) { p += 1; continue }
                    if !at(.rBracket) { p += 1 }
                }
                if at(.rBracket) { p += 1 }
                setLast(list, p - 1)
                add(node, list)
            }
            let sigStart = p
            p = sig.inTok + 1
            add(node, make(.closureSignature, sigStart, sig.inTok, aux: sig.inTok))
        }
        parseItems(.statements, into: node, recoveryIndent: -1)
        if at(.rBrace) { p += 1 } else { bn[Int(node)].flags.insert(.incomplete) }
        setLast(node, p - 1)
        return node
    }

    /// Trailing closures after a call: `{ … }` then `label: { … }`…
    private mutating func parseTrailingClosures(into call: Int32) {
        while p < n, at(.lBrace) {
            let arg = make(.argument, p, p)
            bn[Int(arg)].flags.insert(.trailing)
            let c = parseClosure()
            add(arg, c)
            setLast(arg, p - 1)
            add(call, arg)
            // labeled trailing closures: `label: {` (any number of them)
            while p + 2 < n, isNameToken(p), toks[p + 1].kind == .colon, toks[p + 2].kind == .lBrace,
               !(toks[p].keyword == .case || toks[p].keyword == .default) {
                let lab = p
                p += 2
                let arg2 = make(.argument, lab, p, name: lab)
                bn[Int(arg2)].flags.insert(.trailing)
                add(arg2, parseClosure())
                setLast(arg2, p - 1)
                add(call, arg2)
            }
            break
        }
        setLast(call, p - 1)
    }

    private func isTrailingClosureStart(_ noTrailing: Bool) -> Bool {
        guard !noTrailing, at(.lBrace) else { return false }
        // `var x = 0 { didSet {…} }` — accessors, not a closure
        if isAccessorList(p), let k = (p + 1 < n ? toks[p + 1].keyword : nil), k == .willSet || k == .didSet || k == .get || k == .set {
            return false
        }
        return true
    }

    private mutating func parsePostfix(_ start: Int32, _ noTrailing: Bool) -> Int32? {
        var base = start
        var links = 0
        while p < n, links < Self.maxChain {
            links += 1
            let t = toks[p]
            switch t.kind {
            case .period:
                guard p + 1 < n else { p += 1; return base }
                let nameTok = p + 1
                if isNameToken(nameTok) || toks[nameTok].kind == .integerLiteral {
                    p += 2
                    let m = make(.memberAccess, Int(bn[Int(base)].first), nameTok, name: nameTok)
                    add(m, base)
                    maybeGenericArgs(m)
                    base = m
                    continue
                }
                if toks[nameTok].kind == .poundKeyword { // `.#selector`? recover
                    p += 1
                    continue
                }
                return base
            case .lParen:
                if newlineBefore(p) { return base }
                let c = make(.call, Int(bn[Int(base)].first), p)
                add(c, base)
                parseArgumentList(into: c, closer: .rParen)
                setLast(c, p - 1)
                if isTrailingClosureStart(noTrailing) { parseTrailingClosures(into: c) }
                base = c
                continue
            case .lBracket:
                if newlineBefore(p) { return base }
                let c = make(.subscriptCall, Int(bn[Int(base)].first), p)
                add(c, base)
                parseArgumentList(into: c, closer: .rBracket)
                setLast(c, p - 1)
                base = c
                continue
            case .lBrace:
                guard isTrailingClosureStart(noTrailing) else { return base }
                // A closure on its own line after a complete statement is usually a new
                // statement only in invalid code; Swift reads it as a trailing closure too.
                let c = make(.call, Int(bn[Int(base)].first), p)
                add(c, base)
                parseTrailingClosures(into: c)
                base = c
                continue
            case .questionPostfix:
                bn[Int(base)].flags.insert(.optionalChained)
                setLast(base, p)
                p += 1
                continue
            case .exclaimPostfix:
                bn[Int(base)].flags.insert(.forceUnwrapped)
                setLast(base, p)
                p += 1
                continue
            case .operator:
                if !t.flags.contains(.spaceBefore), t.flags.contains(.spaceAfter) || isClosingPunct(p + 1) {
                    let po = make(.postfixOperator, Int(bn[Int(base)].first), p, aux: p)
                    add(po, base)
                    p += 1
                    base = po
                    continue
                }
                return base
            case .poundKeyword:
                // `#if` inside a modifier chain
                if isPound(p, "#if"), postfixIfConfigFollows(p) {
                    base = parsePostfixIfConfig(base, noTrailing)
                    continue
                }
                return base
            default:
                return base
            }
        }
        return base
    }

    private func isClosingPunct(_ i: Int) -> Bool {
        guard i < n else { return true }
        switch toks[i].kind {
        case .rParen, .rBracket, .rBrace, .comma, .semicolon, .colon: return true
        default: return false
        }
    }

    private func postfixIfConfigFollows(_ i: Int) -> Bool {
        var j = i + 1
        while j < n, !newlineBefore(j) { j += 1 }
        return j < n && toks[j].kind == .period
    }

    private mutating func parsePostfixIfConfig(_ base: Int32, _ noTrailing: Bool) -> Int32 {
        let node = make(.postfixIfConfig, Int(bn[Int(base)].first), p)
        add(node, base)
        while p < n, toks[p].kind == .poundKeyword {
            if isPound(p, "#endif") { p += 1; break }
            guard isPound(p, "#if") || isPound(p, "#elseif") || isPound(p, "#else") else { break }
            let clause = make(.ifConfigClause, p, p, aux: p)
            let isElse = isPound(p, "#else")
            p += 1
            if !isElse { skipToEndOfLine() }
            if at(.period), let e = parseUnary(noTrailing) { add(clause, e) }
            setLast(clause, p - 1)
            add(node, clause)
        }
        setLast(node, p - 1)
        return node
    }
}
