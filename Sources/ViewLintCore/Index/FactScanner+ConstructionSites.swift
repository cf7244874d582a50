/// Construction sites `T(…)`: where an instance is made and what is done with it (kept, returned,
/// passed on, dropped).
extension FactScanner {
    mutating func construction(at i: Int, typeName: String? = nil) {
        var k = i + 1
        guard k < n else { return }
        if toks[k].kind == .operator, !toks[k].flags.contains(.spaceBefore), firstByte(k) == UInt8(ascii: "<") {
            k = DeclarationScanner.skipAngles(file, k)
        }
        if k + 1 < n, toks[k].kind == .period, toks[k + 1].keyword == .`init` { k += 2 }
        guard k < n, !toks[k].flags.contains(.newlineBefore) else { return }
        if toks[k].kind == .lBrace {
            // `Card { … }`: not a construction site, but a view built with only a trailing closure
            // is a path into the view tree all the same.
            if viewTree, typeName == nil, inMember, previewCount == 0, i > 0, startsViewExpression(i),
               !FrameworkNames.isFramework(bytes, toks[i]) {
                viewConstruction(typeToken: i, start: i, callOpen: k, use: use(ofExpressionAt: i, callOpen: k, level: 0))
            }
            return
        }
        guard toks[k].kind == .lParen else { return }
        // `Module.Type(…)`, `Outer.Inner(…)`; never `value.Method(…)` or `.Case(…)`.
        var start = i
        if i > 0, toks[i - 1].kind == .period {
            var j = i - 1
            while j >= 1, toks[j].kind == .period, toks[j - 1].kind == .identifier, toks[j - 1].keyword == .none, isUpper(j - 1) {
                start = j - 1
                j -= 2
            }
            if start == i { return }
            if j >= 0, toks[j].kind == .period { return }
        }
        if start > 0 {
            let p = toks[start - 1]
            if p.kind == .at { return }
            switch p.keyword {
            case .func, .case, .enum, .struct, .class, .protocol, .extension, .typealias, .import, .actor, .macro: return
            default: break
            }
        }
        // Dedup key: the type's bytes, the context counter, the use and its name (FNV-1a).
        var h = FastText.fnvOffset
        @inline(__always) func mix(_ b: UInt8) { h = (h ^ UInt64(b)) &* FastText.fnvPrime }
        if typeName == nil {
            for b in Int(toks[i].start)..<Int(toks[i].end) { mix(bytes[b]) }
            // Framework types never have sites worth keeping (see `FrameworkNames`).
            if FrameworkNames.hashes.contains(h) { return }
        } else {
            mix(0xFF)
        }
        let use = use(ofExpressionAt: start, callOpen: k, level: 0)
        if viewTree, typeName == nil, previewCount == 0 { viewConstruction(typeToken: i, start: start, callOpen: k, use: use) }
        let (code, useName) = LintCache.useCode(use)
        mix(code | (previewCount > 0 ? 0x80 : 0) | (closureCount > 0 ? 0x40 : 0))
        if let u = useName { for b in u.utf8 { mix(b) } }
        h ^= Hash64.mix(context)
        guard seenSites.insert(h).inserted else { return }
        let type = typeName ?? file.identifierText(i)
        let member = memberName ?? (atMemberLevel ? name(of: lastMember) : nil)
        facts.constructions.append(ConstructionSite(type: type, path: path, enclosingType: typeNames.last,
                                                    enclosingMember: member, use: use, inPreview: previewCount > 0,
                                                    inClosure: closureCount > 0))
        if !factoryReturnTypes.isEmpty, closureCount == 0, inMember, let m = member, factoryReturnTypes[m] == type {
            switch use {
            case .returned: factoryProducts.append((facts.constructions.count - 1, m, nil))
            case .localVariable(let local): factoryProducts.append((facts.constructions.count - 1, m, local))
            default: break
            }
        }
    }

    /// How the value of the expression starting at `s` is used; `callOpen` is the `(` of its
    /// call when it is a construction (for the statement check), else the token after it.
    func use(ofExpressionAt s: Int, callOpen: Int, level: Int) -> ConstructionUse {
        var p = s - 1
        while p >= 0 {
            let u = toks[p]
            if u.keyword == .await || u.keyword == .try { p -= 1; continue }
            if (u.kind == .questionPostfix || u.kind == .exclaimPostfix || u.kind == .operator), p > 0, toks[p - 1].keyword == .try {
                p -= 2
                continue
            }
            break
        }
        guard p >= 0 else { return statement(callOpen, afterOpening: true) }
        let pt = toks[p]
        switch pt.kind {
        case .equal:
            return assignmentUse(p)
        case .lParen:
            return callee(before: p).map { .argument($0) } ?? .other
        case .comma, .colon, .lBracket:
            guard let opener = unmatchedOpener(from: p) else { return .other }
            if toks[opener].kind == .lParen { return callee(before: opener).map { .argument($0) } ?? .other }
            if toks[opener].kind == .lBracket, level < 4 {
                // An element of a collection literal is used as the literal is.
                let after = matchForward(opener).map { $0 + 1 } ?? opener + 1
                return use(ofExpressionAt: opener, callOpen: after, level: level + 1)
            }
            return .other
        case .lBrace, .semicolon:
            return statement(callOpen, afterOpening: pt.kind == .lBrace)
        case .rBrace:
            return statement(callOpen, afterOpening: false)
        case .keyword:
            switch pt.keyword {
            case .return: return .returned
            case .in: return statement(callOpen, afterOpening: true)
            case .else, .do, .defer, .repeat: return statement(callOpen, afterOpening: false)
            default: break
            }
        default:
            break
        }
        if toks[s].flags.contains(.newlineBefore) {
            switch pt.kind {
            case .identifier, .keyword, .rParen, .rBracket, .integerLiteral, .floatLiteral, .stringEnd,
                 .questionPostfix, .exclaimPostfix:
                if pt.keyword == .await || pt.keyword == .try { return .other }
                return statement(callOpen, afterOpening: false)
            default: break
            }
        }
        return .other
    }

    /// A construction that begins a statement: `T(…)` alone, `T(…).start()`, or the single
    /// expression of a closure (its value is the closure's result).
    func statement(_ callOpen: Int, afterOpening: Bool) -> ConstructionUse {
        guard callOpen < n, toks[callOpen].kind == .lParen || toks[callOpen].kind == .lBracket,
              var k = matchForward(callOpen).map({ $0 + 1 }) else { return .other }
        var chain = 0
        var steps = 0
        while k < n, steps < 256 {
            steps += 1
            let u = toks[k]
            if u.kind == .lBrace, !u.flags.contains(.newlineBefore) {
                guard let e = matchForward(k) else { return .other }
                k = e + 1
                continue
            }
            if u.kind == .questionPostfix || u.kind == .exclaimPostfix { k += 1; continue }
            if u.kind == .period, k + 1 < n, toks[k + 1].kind == .identifier {
                chain += 1
                k += 2
                if k < n, toks[k].kind == .lParen, !toks[k].flags.contains(.newlineBefore) {
                    guard let e = matchForward(k) else { return .other }
                    k = e + 1
                }
                continue
            }
            break
        }
        let ends = k >= n || toks[k].kind == .rBrace || toks[k].kind == .semicolon
            || (toks[k].flags.contains(.newlineBefore) && toks[k].kind != .period && toks[k].kind != .operator)
        guard ends else { return .other }
        if chain > 0 { return .receiverOfStatement }
        if afterOpening, k < n, toks[k].kind == .rBrace { return .returned }
        return .statement
    }

    /// `lhs = <value>`: a binding (`let x =`), an assignment to self's storage or to another
    /// object's property.
    func assignmentUse(_ eq: Int) -> ConstructionUse {
        if let b = bindingName(beforeEqual: eq) {
            guard let name = b.name else { return .other }
            if !inMember {
                if let t = typeDepths.last, depth == t {
                    return b.isStatic ? .staticProperty(name) : .propertyInitializer(name)
                }
                if typeNames.isEmpty, depth == 0 { return .globalVariable(name) }
            }
            return .localVariable(name)
        }
        guard let lhs = assignedName(beforeEqual: eq) else { return .other }
        return lhs.own ? .selfAssignment(lhs.name) : .memberAssignment(lhs.name)
    }

    /// `let x = …`, `static var x: T = …`, `if let x = …`: the bound name (nil for patterns).
    func bindingName(beforeEqual eq: Int) -> (name: String?, isStatic: Bool)? {
        var j = eq - 1
        var bracket = 0
        var steps = 0
        while j >= 0, steps < 48 {
            steps += 1
            let u = toks[j]
            switch u.kind {
            case .rParen, .rBracket: bracket += 1
            case .lParen, .lBracket: bracket -= 1
            case .operator:
                for b in Int(u.start)..<Int(u.end) {
                    let c = bytes[b]
                    if c == UInt8(ascii: ">") { bracket += 1 } else if c == UInt8(ascii: "<") { bracket -= 1 }
                }
            case .lBrace, .rBrace, .semicolon, .equal: return nil
            case .keyword:
                if bracket == 0, u.keyword == .let || u.keyword == .var {
                    let name: String? = j + 1 < n && toks[j + 1].kind == .identifier ? file.identifierText(j + 1) : nil
                    var isStatic = false
                    var m = j - 1
                    var back = 0
                    while m >= 0, back < 8, toks[m].kind == .keyword || (toks[m].kind == .identifier && toks[m].keyword != .none)
                            || toks[m].kind == .rParen || toks[m].kind == .lParen {
                        if toks[m].keyword == .static || toks[m].keyword == .class { isStatic = true }
                        m -= 1
                        back += 1
                    }
                    return (name, isStatic)
                }
                if bracket == 0, u.keyword == .case || u.keyword == .if || u.keyword == .guard || u.keyword == .while {
                    return nil
                }
            default: break
            }
            if bracket < 0 { return nil }
            if u.flags.contains(.newlineBefore), bracket == 0 { return nil }
            j -= 1
        }
        return nil
    }

    /// The property an assignment targets: `x`, `self.x` (own storage) or `a.b?.x` (another
    /// object's), subscripts included (`handlers[id]`).
    func assignedName(beforeEqual eq: Int) -> (name: String, own: Bool)? {
        var q = eq - 1
        guard q >= 0 else { return nil }
        if toks[q].kind == .rBracket {
            // `x[key] = …`: the name before the `[`.
            let j = Int(partner[q])
            guard j > 0, j < q, toks[j].kind == .lBracket else { return nil }
            q = j - 1
        }
        while q > 0, toks[q].kind == .questionPostfix || toks[q].kind == .exclaimPostfix { q -= 1 }
        guard toks[q].kind == .identifier, toks[q].keyword == .none || toks[q].flags.contains(.backticked) else { return nil }
        let name = file.identifierText(q)
        if q > 0, toks[q - 1].kind == .period {
            let own = q >= 2 && toks[q - 2].keyword == .`self` && !(q >= 3 && toks[q - 3].kind == .period)
            return (name, own)
        }
        if q > 0, toks[q - 1].keyword == .let || toks[q - 1].keyword == .var { return nil }
        return (name, true)
    }

    /// The name of the function called by the `(` at `open`: `f`, `register`, `init`; "" for
    /// a call of an expression; nil when the parenthesis is not a call.
    func callee(before open: Int) -> String? {
        guard open > 0 else { return nil }
        let u = toks[open - 1]
        if u.flags.contains(.newlineBefore) == false, toks[open].flags.contains(.newlineBefore) { return nil }
        switch u.kind {
        case .identifier: return u.keyword == .none || u.flags.contains(.backticked) ? file.identifierText(open - 1) : nil
        case .keyword:
            if u.keyword == .`init` { return "init" }
            if u.keyword == .`Self` { return typeNames.last ?? "" }
            return nil
        case .rParen, .rBracket, .questionPostfix, .exclaimPostfix: return ""
        case .operator: return firstByte(open - 1) == UInt8(ascii: ">") ? "" : nil
        default: return nil
        }
    }

    /// The nearest `(`, `[` or `{` that is open at `from` (which may be one itself).
    func unmatchedOpener(from: Int) -> Int? {
        var j = from
        var steps = 0
        while j >= 0, steps < 512 {
            steps += 1
            switch toks[j].kind {
            case .rParen, .rBracket, .rBrace, .interpolationEnd:
                let o = Int(partner[j])
                guard o >= 0, o < j else { return nil }
                j = o
            case .lParen, .lBracket:
                return j
            case .lBrace, .interpolationStart, .semicolon:
                return nil
            default: break
            }
            j -= 1
        }
        return nil
    }
}
