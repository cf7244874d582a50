/// The parser, part: Expressions: operator sequences, ternaries, unary and postfix chains, calls, closures, literals.
extension Parser {
    // MARK: - Expressions

    mutating func parseExpr(noTrailingClosure: Bool = false) -> Int32? {
        guard let firstOperand = parseUnary(noTrailingClosure) else { return nil }
        // Most expressions are a single operand: no operand lists unless the sequence goes on.
        guard p < n, continuesSequence(p) else { return firstOperand }
        // This sequence's entries on the parser's stacks: operand i at `base + i`, and the
        // token of the operator between operands i and i + 1 at `opBase + i`.
        let base = sequences.pointee.operands.count, opBase = sequences.pointee.operators.count
        defer {
            sequences.pointee.operands.truncate(to: base)
            sequences.pointee.operators.truncate(to: opBase)
        }
        sequences.pointee.operands.append(firstOperand)
        while p < n {
            let t = toks[p]
            if t.kind == .keyword, t.keyword == .as || t.keyword == .is {
                let opTok = p
                p += 1
                if at(.questionPostfix) || at(.exclaimPostfix) || isOp(p, "?") || isOp(p, "!") { p += 1 }
                let ts = p
                skipType(stopAtComma: true)
                let c = make(.cast, opTok, p - 1, aux: opTok)
                if p > ts { add(c, make(.typeRef, ts, p - 1)) }
                sequences.pointee.operators.append(Int32(opTok))
                sequences.pointee.operands.append(c)
                continue
            }
            if !continuesSequence(p) { break }
            let opTok = p
            p += 1
            if t.kind == .operator, file.tokenEquals(opTok, "?") {
                // `cond ? a : b`: a ternary node (children: condition, true branch, false
                // branch; aux = `?`, name = `:`). The condition is every operand since the last
                // assignment operator; the false branch runs to the end of the expression
                // (the ternary binds loosest but for assignment, and nests to the right).
                let operandCount = sequences.pointee.operands.count - base
                var condStart = operandCount - 1
                while condStart > 0, condStart - 1 < sequences.pointee.operators.count - opBase,
                      !isAssignmentOp(Int(sequences.pointee.operators[opBase + condStart - 1])) { condStart -= 1 }
                let cond = buildPlain(base, opBase, condStart, operandCount)
                guard let mid = parseExpr(noTrailingClosure: noTrailingClosure) else {
                    sequences.pointee.operators.append(Int32(opTok))
                    break
                }
                var colon = -1
                var falseBranch: Int32? = nil
                if at(.colon) {
                    colon = p
                    p += 1
                    falseBranch = parseExpr(noTrailingClosure: noTrailingClosure)
                }
                let last = falseBranch.map { Int(bn[Int($0)].last) } ?? (colon >= 0 ? colon : Int(bn[Int(mid)].last))
                let node = make(.ternary, Int(bn[Int(cond)].first), last, name: colon, aux: opTok)
                add(node, cond)
                add(node, mid)
                if let falseBranch { add(node, falseBranch) }
                sequences.pointee.operands.truncate(to: base + condStart)
                if opBase + condStart < sequences.pointee.operators.count { sequences.pointee.operators.truncate(to: opBase + condStart) }
                sequences.pointee.operands.append(node)
                continue
            }
            guard let rhs = parseUnary(noTrailingClosure) else {
                sequences.pointee.operators.append(Int32(opTok))
                break
            }
            sequences.pointee.operators.append(Int32(opTok))
            sequences.pointee.operands.append(rhs)
        }
        let operandCount = sequences.pointee.operands.count - base
        if operandCount == 1 && sequences.pointee.operators.count == opBase { return sequences.pointee.operands[base] }
        return buildSequence(base, opBase, 0, operandCount)
    }

    /// Whether the token after an operand carries the expression on: an assignment, a binary
    /// operator (spaced on both sides or neither, or glued before a parenthesis), or a cast.
    func continuesSequence(_ p: Int) -> Bool {
        let t = toks[p]
        switch t.kind {
        case .equal:
            return true
        case .operator:
            let sb = t.flags.contains(.spaceBefore), sa = t.flags.contains(.spaceAfter)
            if sb && !sa { return false }
            return sb == sa || (p + 1 < n && toks[p + 1].kind == .lParen && !sb && !sa)
        case .keyword:
            return t.keyword == .as || t.keyword == .is
        default:
            return false
        }
    }

    func isAssignmentOp(_ i: Int) -> Bool {
        let t = toks[i]
        if t.kind == .equal { return true }
        guard t.kind == .operator, t.length >= 2, file.bytes[Int(t.end) - 1] == UInt8(ascii: "=") else { return false }
        return !(file.tokenEquals(i, "==") || file.tokenEquals(i, "!=") || file.tokenEquals(i, "<=")
                 || file.tokenEquals(i, ">=") || file.tokenEquals(i, "===") || file.tokenEquals(i, "!=="))
    }

    /// operands[lo..<hi] with ops between them; splits at the first assignment operator.
    /// The sequence's operands `lo..<hi` as a tree; `base` and `opBase` are where its
    /// operands and operators start on the parser's stacks (see `parseExpr`).
    mutating func buildSequence(_ base: Int, _ opBase: Int, _ lo: Int, _ hi: Int) -> Int32 {
        if hi - lo == 1 { return sequences.pointee.operands[base + lo] }
        let opCount = sequences.pointee.operators.count - opBase
        for i in lo..<(hi - 1) where i < opCount && isAssignmentOp(Int(sequences.pointee.operators[opBase + i])) {
            let op = Int(sequences.pointee.operators[opBase + i])
            let lhs = buildPlain(base, opBase, lo, i + 1)
            let rhs = i + 1 < hi ? buildSequence(base, opBase, i + 1, hi) : -1
            let node = make(.assignment, Int(bn[Int(lhs)].first), rhs >= 0 ? Int(bn[Int(rhs)].last) : op, aux: op)
            add(node, lhs)
            if rhs >= 0 { add(node, rhs) }
            return node
        }
        return buildPlain(base, opBase, lo, hi)
    }

    mutating func buildPlain(_ base: Int, _ opBase: Int, _ lo: Int, _ hi: Int) -> Int32 {
        if hi - lo == 1 {
            // a dangling operator after the last operand is kept in the sequence range
            return sequences.pointee.operands[base + lo]
        }
        let opCount = sequences.pointee.operators.count - opBase
        let endTok = Int(bn[Int(sequences.pointee.operands[base + hi - 1])].last)
        let node = make(.sequence, Int(bn[Int(sequences.pointee.operands[base + lo])].first), endTok)
        for i in lo..<hi {
            add(node, sequences.pointee.operands[base + i])
            // A cast node begins at its own `as`/`is`: a binary operator node for that token
            // would overlap it.
            if i < hi - 1, i < opCount, bn[Int(sequences.pointee.operands[base + i + 1])].kind != .cast {
                let op = Int(sequences.pointee.operators[opBase + i])
                add(node, make(.binaryOperator, op, op, aux: op))
            }
        }
        return node
    }

    mutating func parseUnary(_ noTrailing: Bool) -> Int32? {
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
            if depth > depthLimit { return node }
            if let e = parseUnary(noTrailing) { add(node, e); setLast(node, Int(bn[Int(e)].last)) }
            return node
        }
        if t.kind == .identifier, t.keyword == .await || t.keyword == .consume || t.keyword == .copy || t.keyword == .unsafe,
           p + 1 < n, !newlineBefore(p + 1), startsExpression(p + 1) {
            p += 1
            let node = make(t.keyword == .await ? .awaitExpr : .prefixOperator, s, s, aux: s)
            depth += 1
            defer { depth -= 1 }
            if depth > depthLimit { return node }
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
            if depth > depthLimit { return node }
            if let e = parseUnary(noTrailing) { add(node, e); setLast(node, Int(bn[Int(e)].last)) }
            return node
        }
        guard let prim = parsePrimary(noTrailing) else { return nil }
        return parsePostfix(prim, noTrailing)
    }

    func startsExpression(_ i: Int) -> Bool {
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

    mutating func parsePrimary(_ noTrailing: Bool) -> Int32? {
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
    mutating func maybeGenericArgs(_ node: Int32) {
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

    mutating func parseStringLiteral() -> Int32 {
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
                if depth > depthLimit {
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

    mutating func parseTupleOrParen() -> Int32 {
        let node = make(.tuple, p, p)
        parseArgumentList(into: node, closer: .rParen)
        setLast(node, p - 1)
        return node
    }

    /// At an opener (`(`, `[`, `\(`): parses `label: expr` items until the closer; consumes both.
    mutating func parseArgumentList(into parent: Int32, closer: TokenKind) {
        depth += 1
        defer { depth -= 1 }
        if depth > depthLimit { add(parent, skipTooDeep()); return }
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

    mutating func parseCollectionLiteral() -> Int32 {
        let s = p
        depth += 1
        defer { depth -= 1 }
        if depth > depthLimit { return skipTooDeep() }
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

    mutating func parseKeyPath() -> Int32 {
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

    mutating func maybeSkipGenericTokens() {
        if p < n, toks[p].kind == .operator, !toks[p].flags.contains(.spaceBefore), file.tokenEquals(p, "<") {
            let save = p
            skipGenericAngles()
            if !(p < n && toks[p].kind == .period) { p = save }
        }
    }

    /// Looks ahead from just after `{` for a closure signature ending in `in`.
    func closureSignatureEnd(_ brace: Int) -> (capture: Int?, inTok: Int)? {
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

    mutating func parseClosure() -> Int32 {
        let s = p
        depth += 1
        defer { depth -= 1 }
        if depth > depthLimit { return skipTooDeep() }
        let node = make(.closure, s, s)
        let sig = closureSignatureEnd(p)
        p += 1
        if let sig {
            if let c = sig.capture {
                // attributes before the capture list are part of the signature
                p = c
                let list = make(.captureList, p, p)
                p += 1
                // The list ends by `in` at the latest: the lookahead balanced `[` with any
                // closer (`{[)in`), and reading on to a later `]` would run past the signature.
                while p < sig.inTok, !at(.rBracket) {
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
    mutating func parseTrailingClosures(into call: Int32) {
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

    func isTrailingClosureStart(_ noTrailing: Bool) -> Bool {
        guard !noTrailing, at(.lBrace) else { return false }
        // `var x = 0 { didSet {…} }` — accessors, not a closure
        if isAccessorList(p), let k = (p + 1 < n ? toks[p + 1].keyword : nil), k == .willSet || k == .didSet || k == .get || k == .set {
            return false
        }
        return true
    }

    mutating func parsePostfix(_ start: Int32, _ noTrailing: Bool) -> Int32? {
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

    func isClosingPunct(_ i: Int) -> Bool {
        guard i < n else { return true }
        switch toks[i].kind {
        case .rParen, .rBracket, .rBrace, .comma, .semicolon, .colon: return true
        default: return false
        }
    }

    func postfixIfConfigFollows(_ i: Int) -> Bool {
        var j = i + 1
        while j < n, !newlineBefore(j) { j += 1 }
        return j < n && toks[j].kind == .period
    }

    mutating func parsePostfixIfConfig(_ base: Int32, _ noTrailing: Bool) -> Int32 {
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
