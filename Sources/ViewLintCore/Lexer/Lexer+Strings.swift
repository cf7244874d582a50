/// String literals: plain, multi-line, raw, and interpolations, which nest.
extension Lexer {
    mutating func lexStringStart(hashStart: Int, hashes: Int) {
        // pos is at the first quote
        var multiline = false
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
            multiline = true
            pos += 3
        } else {
            pos += 1
        }
        emit(.stringStart, hashStart, extra: multiline ? .multiline : [])
        modes.append(.string(hashes: hashes, multiline: multiline))
    }

    /// Lexes literal text up to the closing delimiter, an interpolation or (single-line) a line break.
    mutating func lexStringBody(hashes h: Int, multiline ml: Bool) {
        let s = pos
        let extra: TokenFlags = ml ? .multiline : []
        while pos < count {
            let b = buf[pos]
            if b == UInt8(ascii: "\\") {
                var k = 0
                while k < h, pos + 1 + k < count, buf[pos + 1 + k] == UInt8(ascii: "#") { k += 1 }
                if k == h {
                    let afterHashes = pos + 1 + h
                    if afterHashes < count, buf[afterHashes] == UInt8(ascii: "(") {
                        if pos > s { let save = pos; pos = save; emitSegment(s, extra) }
                        let i = pos
                        pos = afterHashes + 1
                        emit(.interpolationStart, i)
                        modes.append(.interpolation(parenDepth: 0))
                        return
                    }
                    // An escape: skip the escaped byte (a line break only in multi-line strings).
                    if afterHashes < count, buf[afterHashes] == 10 || buf[afterHashes] == 13, !ml {
                        pos = afterHashes
                        continue
                    }
                    pos = min(afterHashes + 1, count)
                    continue
                }
                pos += 1
                continue
            }
            if b == UInt8(ascii: "\"") {
                if ml {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hashesFollow(pos + 3, h) {
                        if pos > s { emitSegment(s, extra) }
                        let e = pos
                        pos += 3 + h
                        emit(.stringEnd, e, extra: extra)
                        modes.removeLast()
                        return
                    }
                } else if hashesFollow(pos + 1, h) {
                    if pos > s { emitSegment(s, extra) }
                    let e = pos
                    pos += 1 + h
                    emit(.stringEnd, e)
                    modes.removeLast()
                    return
                }
                pos += 1
                continue
            }
            if (b == 10 || b == 13) && !ml {
                // Unterminated single-line string: it ends at the line break.
                if pos > s { emitSegment(s, extra.union(.unterminated)) } else { tokens.markLast(.unterminated) }
                modes.removeLast()
                return
            }
            pos += 1
        }
        // End of file inside a string: close every open literal.
        if pos > s { emitSegment(s, extra.union(.unterminated)) } else { tokens.markLast(.unterminated) }
        modes.removeAll()
    }

    @inline(__always) mutating func emitSegment(_ s: Int, _ extra: TokenFlags) {
        // Segments are part of the literal: they carry no whitespace flags of their own.
        pending = []
        tokens.append(Token(kind: .stringSegment, keyword: .none, flags: extra, start: UInt32(s), end: UInt32(pos)))
    }

    @inline(__always) func hashesFollow(_ p: Int, _ h: Int) -> Bool {
        if h == 0 { return true }
        if p + h > count { return false }
        for k in 0..<h where buf[p + k] != UInt8(ascii: "#") { return false }
        return true
    }
}
