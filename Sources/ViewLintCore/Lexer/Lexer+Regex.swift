/// Regex literals (`/…/`, `#/…/#`): told apart from division by what precedes the slash.
extension Lexer {
    /// Swift's rule: a bare `/` starts a regex only where an expression may begin.
    mutating func regexAllowedHere() -> Bool {
        guard let t = previousToken() else { return true }
        switch t.kind {
        case .lParen, .lBracket, .lBrace, .comma, .colon, .semicolon, .equal, .arrow, .interpolationStart,
             .ampersandPrefix:
            return true
        case .operator:
            return true
        case .keyword:
            switch t.keyword {
            case .return, .in, .case, .where, .if, .guard, .while, .else, .throw, .try, .is, .as, .switch, .repeat:
                return true
            default: return false
            }
        case .identifier:
            return t.keyword == .await || t.keyword == .some || t.keyword == .any
        default:
            return false
        }
    }

    mutating func lexBareRegex() -> Bool {
        let n = peek(1)
        if n == 32 || n == 9 || n == 10 || n == 13 || n == 0 || n == UInt8(ascii: "=") { return false }
        var p = pos + 1
        var inClass = 0
        while p < count {
            let b = buf[p]
            if b == 10 || b == 13 { return false }
            if b == UInt8(ascii: "\\") { p += 2; continue }
            if b == UInt8(ascii: "[") { inClass += 1 } else if b == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            else if b == UInt8(ascii: "/"), inClass == 0 {
                let prev = buf[p - 1]
                if prev == 32 || prev == 9 { return false }
                let s = pos
                pos = p + 1
                emit(.regexLiteral, s)
                return true
            }
            p += 1
        }
        return false
    }

    mutating func lexExtendedRegex(hashes h: Int) -> Bool {
        var p = pos + h + 1
        while p < count {
            if buf[p] == UInt8(ascii: "\\") { p += 2; continue }
            if buf[p] == UInt8(ascii: "/") {
                var k = 0
                while k < h, p + 1 + k < count, buf[p + 1 + k] == UInt8(ascii: "#") { k += 1 }
                if k == h {
                    let s = pos
                    pos = p + 1 + h
                    emit(.regexLiteral, s)
                    return true
                }
            }
            // A single-line extended regex may not span lines unless it opens with a newline.
            if (buf[p] == 10 || buf[p] == 13), !(buf[pos + h + 1] == 10 || buf[pos + h + 1] == 13) { return false }
            p += 1
        }
        return false
    }
}
