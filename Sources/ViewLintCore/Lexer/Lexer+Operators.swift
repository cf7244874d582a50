/// Operators and punctuation.
extension Lexer {
    mutating func lexOperator() {
        let s = pos
        let dotOperator = buf[pos] == UInt8(ascii: ".")
        while pos < count {
            let b = buf[pos]
            if b == UInt8(ascii: "/"), pos > s, peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
            if isASCIIOperatorChar(b) { pos += 1; continue }
            if b == UInt8(ascii: "."), dotOperator { pos += 1; continue }
            if b >= 0x80 {
                let (scalar, len) = decodeScalar(at: pos)
                if len > 0, isOperatorHead(scalar) || isOperatorContinuation(scalar) { pos += len; continue }
            }
            break
        }
        if pos == s { pos += 1 }
        let len = pos - s
        let first = buf[s]
        let spaceBefore = pending.contains(.spaceBefore) || tokens.isEmpty
        let spaceAfter = pos >= count || isSpaceLike(buf[pos])
        if len == 1 {
            switch first {
            case UInt8(ascii: "="): emit(.equal, s); return
            case UInt8(ascii: "?"):
                emit(spaceBefore ? .operator : .questionPostfix, s); return
            case UInt8(ascii: "!"):
                if !spaceBefore, prevIsOperand() { emit(.exclaimPostfix, s); return }
            case UInt8(ascii: "&"):
                if !spaceAfter { emit(.ampersandPrefix, s); return }
            default: break
            }
        } else if len == 2, first == UInt8(ascii: "-"), buf[s + 1] == UInt8(ascii: ">") {
            emit(.arrow, s); return
        } else if first == UInt8(ascii: "?") || first == UInt8(ascii: "!"), !spaceBefore, prevIsOperand(),
                  !(len >= 2 && (buf[s + 1] == UInt8(ascii: "?") || buf[s + 1] == UInt8(ascii: "="))) {
            // `x?.y` is lexed as `?` + `.`; `x!==y` stays an operator. Split a leading postfix `?`/`!`.
            pos = s + 1
            emit(first == UInt8(ascii: "?") ? .questionPostfix : .exclaimPostfix, s)
            return
        }
        emit(.operator, s)
    }

    @inline(__always) func isASCIIOperatorChar(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    @inline(__always) func isSpaceLike(_ b: UInt8) -> Bool {
        b == 32 || b == 9 || b == 10 || b == 13 || b == 0 || b == 11 || b == 12
    }

    /// The token before the one being lexed (see `startsMidFile`).
    @inline(__always) mutating func previousToken() -> Token? {
        if startsMidFile, tokens.isEmpty { askedBeforeStart = true }
        return tokens.last
    }

    mutating func prevIsOperand() -> Bool {
        guard let t = previousToken() else { return false }
        switch t.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringEnd, .rParen, .rBracket, .rBrace,
             .questionPostfix, .exclaimPostfix, .regexLiteral:
            return true
        case .keyword:
            return t.keyword == .`self` || t.keyword == .`Self` || t.keyword == .super || t.keyword == .true
                || t.keyword == .false || t.keyword == .nil || t.keyword == .`init`
        default:
            return false
        }
    }
}
