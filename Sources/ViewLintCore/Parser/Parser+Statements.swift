/// The parser, part: Statements: if/guard/while/for/switch/do, conditions and patterns.
extension Parser {
    // MARK: - Statements

    mutating func parseCodeBlock(recoveryIndent: Int) -> Int32 {
        // at `{`
        let node = make(.codeBlock, p, p)
        depth += 1
        defer { depth -= 1 }
        if depth > depthLimit { return skipTooDeep() }
        p += 1
        parseItems(.statements, into: node, recoveryIndent: recoveryIndent)
        if at(.rBrace) { p += 1 } else { bn[Int(node)].flags.insert(.incomplete) }
        setLast(node, p - 1)
        return node
    }

    mutating func parseBlockOrRecover(_ parent: Int32, recoveryIndent: Int) {
        if at(.lBrace) { add(parent, parseCodeBlock(recoveryIndent: recoveryIndent)) } else { bn[Int(parent)].flags.insert(.incomplete) }
    }

    mutating func parseStatement(recoveryIndent: Int) -> Int32? {
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
            while p < n, toks[p].keyword == .try || toks[p].keyword == .await || toks[p].keyword == .case {
                if toks[p].keyword == .await { bn[Int(node)].flags.insert(.forAwait) }
                p += 1
            }
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

    mutating func parseIf(recoveryIndent: Int) -> Int32 {
        let node = make(.ifStmt, p, p, aux: p)
        p += 1
        add(node, parseConditions())
        parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
        if atKeyword(.else) {
            p += 1
            if atKeyword(.if) {
                depth += 1
                if depth > depthLimit { add(node, skipTooDeep()) } else { add(node, parseIf(recoveryIndent: recoveryIndent)) }
                depth -= 1
            } else {
                parseBlockOrRecover(node, recoveryIndent: recoveryIndent)
            }
        }
        setLast(node, p - 1)
        return node
    }

    /// `if`/`guard`/`while` conditions: expressions, `let`/`var` bindings, `case` patterns, `#available`.
    mutating func parseConditions() -> Int32 {
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

    mutating func parseSwitch(_ s: Int, recoveryIndent: Int) -> Int32 {
        let node = make(.switchStmt, s, p, aux: p)
        p += 1
        if let e = parseExpr(noTrailingClosure: true) { add(node, e) }
        if at(.lBrace) {
            depth += 1
            if depth > depthLimit {
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

    mutating func parseSwitchCase(recoveryIndent: Int) -> Int32 {
        let node = make(.switchCase, p, p, aux: p)
        if at(.at) { p += 2 } // @unknown
        let ls = p
        if p < n { p += 1 } // case / default; none after an `@unknown` that ends the file
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

    func isCaseAfterIfConfigCondition(_ i: Int) -> Bool {
        var j = i + 1
        while j < n, !newlineBefore(j) { j += 1 }
        return j < n && (toks[j].keyword == .case || toks[j].keyword == .default
                         || (toks[j].kind == .at && j + 1 < n && file.tokenEquals(j + 1, "unknown")))
    }
}
