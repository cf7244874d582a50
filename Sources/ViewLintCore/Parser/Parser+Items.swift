/// The parser, part: Items: the dispatch between declarations and statements in a block, with recovery.
extension Parser {
    // MARK: - Items (declarations and statements)

    enum ItemContext { case topLevel, members, statements, switchBody }

    /// Parses items until `}` (not consumed), `#else/#elseif/#endif` (not consumed) or end of file.
    mutating func parseItems(_ ctx: ItemContext, into parent: Int32, recoveryIndent: Int) {
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

    var inIfConfig: Bool { ifConfigDepth > 0 }

    mutating func parseIfConfig(_ ctx: ItemContext, recoveryIndent: Int) -> Int32 {
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

    mutating func skipToEndOfLine() {
        while p < n, !newlineBefore(p) {
            if toks[p].kind == .lParen { skipBalanced() } else { p += 1 }
        }
    }

    static let modifierKeywords: ByteSet = [
        Keyword.private.rawValue, Keyword.fileprivate.rawValue, Keyword.internal.rawValue, Keyword.public.rawValue,
        Keyword.open.rawValue, Keyword.static.rawValue, Keyword.override.rawValue, Keyword.final.rawValue,
        Keyword.required.rawValue, Keyword.convenience.rawValue, Keyword.mutating.rawValue,
        Keyword.nonmutating.rawValue, Keyword.lazy.rawValue, Keyword.weak.rawValue, Keyword.unowned.rawValue,
        Keyword.dynamic.rawValue, Keyword.optional.rawValue, Keyword.indirect.rawValue, Keyword.nonisolated.rawValue,
        Keyword.package.rawValue, Keyword.consuming.rawValue, Keyword.borrowing.rawValue,
        Keyword.distributed.rawValue, Keyword.prefix.rawValue, Keyword.postfix.rawValue, Keyword.infix.rawValue,
    ]

    static let declKeywords: ByteSet = [
        Keyword.class.rawValue, Keyword.struct.rawValue, Keyword.enum.rawValue, Keyword.protocol.rawValue,
        Keyword.extension.rawValue, Keyword.func.rawValue, Keyword.`init`.rawValue, Keyword.deinit.rawValue,
        Keyword.subscript.rawValue, Keyword.var.rawValue, Keyword.let.rawValue, Keyword.typealias.rawValue,
        Keyword.associatedtype.rawValue, Keyword.import.rawValue, Keyword.operator.rawValue,
        Keyword.precedencegroup.rawValue,
    ]

    /// Index of the declaration keyword after attributes and modifiers at `i`, or nil if none.
    func declKeywordIndex(_ start: Int) -> Int? {
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
    func isModifierArgument(_ i: Int) -> Bool {
        i + 2 < n && toks[i].kind == .lParen && toks[i + 1].kind == .identifier && toks[i + 2].kind == .rParen
            && (file.tokenEquals(i + 1, "set") || file.tokenEquals(i + 1, "unsafe") || file.tokenEquals(i + 1, "safe"))
    }

    /// Index just past the attribute at `i` (`@`): `@Name`, `@A.B`, `@Name<T, U>`, `@Name(…)`.
    func attributeEnd(_ start: Int) -> Int {
        var i = start + 1
        // A stray `@` before `class`/`final`/… names no attribute: the keyword starts the
        // declaration (as after `@ @Attr`), whatever the `@` stood next to.
        if i < n, toks[i].kind == .identifier || (toks[i].kind == .keyword && !isModifierOrDeclKeyword(i)) { i += 1 }
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
    func attributedMacroStart(_ start: Int) -> Int? {
        var i = start, count = 0
        while i < n, toks[i].kind == .at, count < 64 { i = attributeEnd(i); count += 1 }
        guard i < n, toks[i].kind == .poundKeyword, !isPound(i, "#if"), !isPound(i, "#else"),
              !isPound(i, "#elseif"), !isPound(i, "#endif") else { return nil }
        return i
    }

    /// The attribute's name is the last component of its dotted path: `@SwiftUI.State` is a
    /// `State` attribute, as the compiler reads it.
    mutating func parseAttribute() -> Int32 {
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

    func isModifierOrDeclKeyword(_ i: Int) -> Bool {
        guard i < n else { return false }
        let k = toks[i].keyword
        if k == .none { return false }
        if Self.declKeywords.contains(k.rawValue) || Self.modifierKeywords.contains(k.rawValue) { return true }
        return k == .actor || k == .macro
    }

    func skipBalancedFrom(_ start: Int) -> Int {
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

    func isDeclStart(_ i: Int, inMembers: Bool) -> Bool {
        guard let k = declKeywordIndex(i) else {
            return false
        }
        // `case` only makes an enum case inside a member block (handled in parseDecl).
        return toks[k].keyword != .none
    }

    func startsMemberDecl(_ i: Int) -> Bool {
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
}
