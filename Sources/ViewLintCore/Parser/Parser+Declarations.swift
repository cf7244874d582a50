/// The parser, part: Declarations: types, functions, variables, enum cases, imports, attributes and modifiers.
extension Parser {
    // MARK: - Declarations

    mutating func parseDecl(_ ctx: ItemContext, recoveryIndent: Int) -> Int32? {
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
            // `import [kind] A.B.C` and no more: a name after the path on the same line starts
            // another statement (a missing `;`, or a fix that removed what stood between).
            if p < n, !newlineBefore(p), toks[p].kind == .keyword, isImportKind(p) { p += 1 }
            var expectsName = true
            while p < n, !newlineBefore(p) {
                if expectsName, toks[p].kind == .identifier || toks[p].kind == .keyword {
                    if toks[p].kind == .identifier { bn[Int(node)].name = Int32(p) }
                    expectsName = false
                } else if !expectsName, toks[p].kind == .period {
                    expectsName = true
                } else {
                    break
                }
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

    mutating func parseEnumCase(_ start: Int, attributes: [Int32] = []) -> Int32 {
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

    mutating func skipGenericAngles() { p = genericAnglesEnd(p) }

    /// At `<`: the index past the matching `>` (operators made only of `>` close several levels).
    func genericAnglesEnd(_ from: Int) -> Int {
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

    mutating func parseTypeDecl(_ start: Int, recoveryIndent: Int) -> Int32 {
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
            if depth > depthLimit {
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

    mutating func parseFuncDecl(_ start: Int) -> Int32 {
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

    mutating func parseParameterClause() -> Int32 {
        let node = make(.parameterClause, p, p)
        p += 1
        depth += 1
        defer { depth -= 1 }
        if depth > depthLimit { p -= 1; let u = skipTooDeep(); add(node, u); setLast(node, p - 1); return node }
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
    mutating func skipType(stopAtComma: Bool) {
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

    mutating func parseVarDecl(_ start: Int) -> Int32 {
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

    func isAccessorKeyword(_ i: Int) -> Bool {
        guard i < n, toks[i].kind == .identifier || toks[i].kind == .keyword else { return false }
        switch toks[i].keyword {
        case .get, .set, .willSet, .didSet, ._read, ._modify: return true
        case .`init`: return true
        default:
            return file.tokenEquals(i, "unsafeAddress") || file.tokenEquals(i, "unsafeMutableAddress")
        }
    }

    /// `{` at p: either accessors (`get`/`set`/`willSet`/`didSet`…) or an implicit getter body.
    func isAccessorList(_ brace: Int) -> Bool {
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

    mutating func parseAccessorBlock(recoveryIndent: Int) -> Int32 {
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
            // An `@` as the file's last token has no name after it: stop at the end.
            while at(.at) { p = min(p + 2, n); if at(.lParen) { skipBalanced() } }
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
}
