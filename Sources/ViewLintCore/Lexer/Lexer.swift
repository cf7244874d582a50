/// A cursor over UTF-8 bytes producing tokens and comment trivia. It never fails:
/// anything it cannot make sense of becomes an `.unknown` token and lexing goes on.
/// String interpolation and nested literals use an explicit mode stack, so
/// 100,000 nested interpolations cost memory, not stack.
public struct Lexer {
    let buf: UnsafeBufferPointer<UInt8>
    let count: Int
    var pos: Int = 0
    var tokens: TokenBuffer
    let keywords = KeywordTable.table
    /// The identifier-byte table, read once per lexer run: each access to a static goes through
    /// its lazy-initialisation check.
    let identifierBytes = Lexer.identifierBytes
    var trivia: [Trivia] = []
    var modes: [Mode] = []
    var pending: TokenFlags = [.newlineBefore]
    /// A line start where this run stops if it gets there between tokens at the top level
    /// (`lexInTwo`'s first half); `stopped` says it did.
    var stopAt = Int.max
    var stopped = false
    /// A run that starts mid-file (`lexInTwo`'s second half) has no token before its first one.
    /// If a decision asked for it (`previousToken`), the run may differ from the whole file's
    /// and the halves are not joined.
    var startsMidFile = false
    var askedBeforeStart = false

    enum Mode {
        case string(hashes: Int, multiline: Bool)
        case interpolation(parenDepth: Int)
    }

    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: [Token], trivia: [Trivia]) {
        var l = Lexer(buf: bytes)
        l.run()
        return (l.tokens.finish(), l.trivia)
    }

    /// Files at least this big are lexed in two halves when a spare thread is offered.
    public static var splitAboveBytes = 1 << 20

    /// The same tokens and trivia as `lex`, from two threads for a big file: the second half
    /// is lexed from the line start nearest the middle (`splitAt`, for tests) on a background
    /// thread, assuming that line starts between tokens at the top level. The first half checks
    /// the assumption when it gets there: it stops only if it consumes the line break before
    /// the split with no literal or interpolation open (then its state is the state the
    /// second half started from, so the rest is the same, unless a decision in the second half
    /// read the token before its first one). Otherwise it lexes on to
    /// the end and the second half is dropped: never a different answer, at worst no gain.
    public static func lexInTwo(_ bytes: UnsafeBufferPointer<UInt8>, splitAt: Int? = nil)
        -> (tokens: [Token], trivia: [Trivia]) {
        let r = lexInTwoNotingJoin(bytes, splitAt: splitAt)
        return (r.tokens, r.trivia)
    }

    /// `lexInTwo`, and whether the halves were joined (tests check both outcomes happen).
    static func lexInTwoNotingJoin(_ bytes: UnsafeBufferPointer<UInt8>, splitAt: Int?)
        -> (tokens: [Token], trivia: [Trivia], joined: Bool) {
        let n = bytes.count
        var split = splitAt ?? n / 2
        if splitAt == nil {
            while split < n, bytes[split] != 10 { split += 1 }
            split += 1
        }
        guard split > 0, split < n, bytes[split - 1] == 10 else {
            let r = lex(bytes)
            return (r.tokens, r.trivia, false)
        }
        let second = Parallel.background { () -> Lexer in
            var l = Lexer(buf: bytes, capacity: (n - split) / 4 + 16)
            l.pos = split
            l.pending = [.spaceBefore, .newlineBefore]
            l.startsMidFile = true
            l.loop()
            return l
        }
        var first = Lexer(buf: bytes, capacity: split / 4 + 16)
        first.stopAt = split
        first.run()
        // Always waited for, even when dropped: the second half reads `bytes`, which the caller owns.
        let rest = second.take()
        // The second half's first token read the token before it (a bare `/`, regex or operator
        // by what precedes it): the first half lexes on from where it stopped instead.
        if first.stopped, rest.askedBeforeStart {
            first.stopped = false
            first.stopAt = Int.max
            first.loop()
        }
        guard first.stopped else {
            rest.tokens.discard()
            return (first.tokens.finish(), first.trivia, false)
        }
        // The whole run would mark the last token before the split when it emitted the
        // first one after it (whitespace came between them).
        if !first.tokens.isEmpty, !rest.tokens.isEmpty { first.tokens.markLast(.spaceAfter) }
        return (TokenBuffer.joined(first.tokens, rest.tokens), first.trivia + rest.trivia, true)
    }

    private init(buf: UnsafeBufferPointer<UInt8>, capacity: Int? = nil) {
        self.buf = buf
        self.count = buf.count
        tokens = TokenBuffer(capacity: capacity ?? buf.count / 4 + 16)
    }

    // MARK: - Driver

    mutating func run() {
        // UTF-8 byte-order mark.
        if count >= 3, buf[0] == 0xEF, buf[1] == 0xBB, buf[2] == 0xBF {
            trivia.append(Trivia(kind: .whitespace, start: 0, end: 3))
            pos = 3
        }
        if pos + 1 < count, buf[pos] == UInt8(ascii: "#"), buf[pos + 1] == UInt8(ascii: "!") {
            let s = pos
            while pos < count, buf[pos] != 10, buf[pos] != 13 { pos += 1 }
            trivia.append(Trivia(kind: .shebang, start: UInt32(s), end: UInt32(pos)))
        }
        loop()
    }

    mutating func loop() {
        while true {
            if case .string(let h, let ml)? = modes.last {
                lexStringBody(hashes: h, multiline: ml)
                continue
            }
            skipTrivia()
            if pos >= count || stopped { break }
            lexToken()
        }
    }

    @inline(__always) func peek(_ off: Int = 0) -> UInt8 {
        let p = pos + off
        return p < count ? buf[p] : 0
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ kw: Keyword = .none, extra: TokenFlags = []) {
        if !pending.isEmpty, pending.contains(.spaceBefore) { tokens.markLast(.spaceAfter) }
        tokens.append(Token(kind: kind, keyword: kw, flags: pending.union(extra), start: UInt32(start), end: UInt32(pos)))
        pending = []
    }

    // MARK: - Trivia

    @inline(__always) mutating func skipTrivia() {
        while pos < count {
            let c = buf[pos]
            switch c {
            case 32, 9, 11, 12, 0:
                pending.insert(.spaceBefore); pos += 1
                while pos < count, buf[pos] == 32 { pos += 1 } // indentation, in one tight loop
            case 10:
                pending.formUnion([.spaceBefore, .newlineBefore]); pos += 1
                if pos == stopAt, modes.isEmpty { stopped = true; return }
            case 13:
                pending.formUnion([.spaceBefore, .newlineBefore]); pos += 1
            case UInt8(ascii: "/"):
                let n = peek(1)
                if n == UInt8(ascii: "/") {
                    let s = pos
                    pos = lineEnd(from: pos)
                    let doc = pos - s >= 3 && buf[s + 2] == UInt8(ascii: "/") && !(pos - s >= 4 && buf[s + 3] == UInt8(ascii: "/"))
                    trivia.append(Trivia(kind: doc ? .docLineComment : .lineComment, start: UInt32(s), end: UInt32(pos)))
                    pending.insert(.spaceBefore)
                } else if n == UInt8(ascii: "*") {
                    let s = pos
                    pos += 2
                    var depth = 1
                    while pos < count, depth > 0 {
                        let b = buf[pos]
                        if b == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") { depth -= 1; pos += 2; continue }
                        if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { depth += 1; pos += 2; continue }
                        if b == 10 || b == 13 { pending.insert(.newlineBefore) }
                        pos += 1
                    }
                    let doc = pos - s >= 5 && buf[s + 2] == UInt8(ascii: "*") && buf[s + 3] != UInt8(ascii: "/")
                    trivia.append(Trivia(kind: doc ? .docBlockComment : .blockComment, start: UInt32(s), end: UInt32(pos)))
                    pending.insert(.spaceBefore)
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    /// The first index at or after `from` holding a line break (LF or CR), or `count`. Eight
    /// bytes at a time: most of a licence header is comment text. The loads stay inside the
    /// buffer (`p + 8 <= count`).
    @inline(__always) func lineEnd(from: Int) -> Int {
        var p = from
        if let base = buf.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while p + 8 <= count {
                let w = raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)
                // A zero byte in w ^ pattern is a byte equal to the pattern's.
                let lf = w ^ (ones &* 10), cr = w ^ (ones &* 13)
                if (((lf &- ones) & ~lf) | ((cr &- ones) & ~cr)) & highs != 0 { break }
                p += 8
            }
        }
        while p < count, buf[p] != 10, buf[p] != 13 { p += 1 }
        return p
    }

    // MARK: - Tokens

    @inline(__always) mutating func lexToken() {
        let s = pos
        let c = buf[pos]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexStringStart(hashStart: s, hashes: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "$"):
            pos += 1
            while pos < count, Self.isIdentContinue(buf[pos]) { pos += 1 }
            emit(.identifier, s)
        case UInt8(ascii: "`"):
            var p = pos + 1
            while p < count, buf[p] != UInt8(ascii: "`"), buf[p] != 10, buf[p] != 13 { p += 1 }
            if p < count, buf[p] == UInt8(ascii: "`"), p > pos + 1 {
                pos = p + 1
                emit(.identifier, s, extra: .backticked)
            } else {
                pos += 1
                emit(.unknown, s)
            }
        case UInt8(ascii: "("):
            pos += 1
            if case .interpolation(let d)? = modes.last { modes[modes.count - 1] = .interpolation(parenDepth: d + 1) }
            emit(.lParen, s)
        case UInt8(ascii: ")"):
            pos += 1
            if case .interpolation(let d)? = modes.last {
                if d == 0 {
                    modes.removeLast()
                    emit(.interpolationEnd, s)
                    return
                }
                modes[modes.count - 1] = .interpolation(parenDepth: d - 1)
            }
            emit(.rParen, s)
        case UInt8(ascii: "{"): pos += 1; emit(.lBrace, s)
        case UInt8(ascii: "}"): pos += 1; emit(.rBrace, s)
        case UInt8(ascii: "["): pos += 1; emit(.lBracket, s)
        case UInt8(ascii: "]"): pos += 1; emit(.rBracket, s)
        case UInt8(ascii: ","): pos += 1; emit(.comma, s)
        case UInt8(ascii: ":"): pos += 1; emit(.colon, s)
        case UInt8(ascii: ";"): pos += 1; emit(.semicolon, s)
        case UInt8(ascii: "@"): pos += 1; emit(.at, s)
        case UInt8(ascii: "\\"): pos += 1; emit(.backslash, s)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                lexOperator()
            } else {
                pos += 1
                emit(.period, s)
            }
        case UInt8(ascii: "/"):
            if regexAllowedHere(), lexBareRegex() { return }
            lexOperator()
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            lexOperator()
        default:
            if c >= 0x80 {
                let (scalar, len) = decodeScalar(at: pos)
                if len == 0 { pos += 1; emit(.unknown, s); return }
                if isOperatorHead(scalar) { lexOperator(); return }
                lexIdentifier()
            } else {
                pos += 1
                emit(.unknown, s)
            }
        }
    }

    /// `[0-9A-Za-z_]`. (The identifier loop reads `identifierBytes`, a byte table made from
    /// this; a 128-bit mask lookup measured slower than both.)
    @inline(__always) static func isIdentContinue(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// One byte per byte value, 1 where `isIdentContinue` holds: the identifier loop's test
    /// is one load instead of three range tests. Never freed: a lookup touches no reference
    /// counts and no lazy-initialisation check.
    static let identifierBytes: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for v in 0..<256 { t[v] = isIdentContinue(UInt8(v)) ? 1 : 0 }
        return UnsafePointer(t)
    }()

    mutating func lexIdentifier() {
        let s = pos
        // The position in a local while scanning: the stored one is written back once.
        var p = pos
        let n = count, b = buf, ident = identifierBytes
        while true {
            // Eight bytes at a time while all are `[0-9A-Za-z_]` (an identifier is 9 bytes on
            // average in real apps), then byte by byte to its end. The loads stay inside the
            // buffer: `p + 8 <= n`.
            if let base = b.baseAddress {
                let raw = UnsafeRawPointer(base)
                while p + 8 <= n {
                    let m = Self.identifierByteMask(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)))
                    if m == 0x8080_8080_8080_8080 { p += 8; continue }
                    p += (~m & 0x8080_8080_8080_8080).trailingZeroBitCount >> 3
                    break
                }
            }
            while p < n, ident[Int(b[p])] != 0 { p += 1 }
            // A non-ASCII letter goes on the identifier; the rare case is out of line.
            if p < n, b[p] >= 0x80, case let len = Self.nonASCIIIdentifierLength(b, at: p), len > 0 {
                p += len
                continue
            }
            break
        }
        pos = p
        if pos == s { pos += 1; emit(.unknown, s); return }
        let kw = KeywordTable.lookup(keywords, buf, s, pos)
        if kw.rawValue != 0 && kw.rawValue <= Keyword.try.rawValue {
            emit(.keyword, s, kw)
        } else {
            emit(.identifier, s, kw)
        }
    }

    /// Bit 7 set in each byte of `x` (eight source bytes, the first in the low byte) that is
    /// `[0-9A-Za-z_]`, clear in all others. Each range test adds to bytes below 0x80, so no sum
    /// carries into the next byte; bytes from 0x80 up are cleared at the end.
    @inline(__always) static func identifierByteMask(_ x: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        let y = x & ~high
        let folded = y | (ones &* 0x20) // `A`-`Z` onto `a`-`z`; nothing else lands there
        let letter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x80 - 0x7B))
        let digit = (y &+ ones &* (0x80 - 0x30)) & ~(y &+ ones &* (0x80 - 0x3A))
        let v = y ^ (ones &* 0x5F)
        let underscore = ~((v &+ ones &* 0x7F) | v)
        return (letter | digit | underscore) & ~x & high
    }

    /// The length of the non-ASCII scalar at `p` if it continues an identifier, else 0. Static
    /// and out of line: the identifier loop then neither copies the lexer nor sets up this
    /// rare case's constants on every call.
    @inline(never) private static func nonASCIIIdentifierLength(_ buf: UnsafeBufferPointer<UInt8>, at p: Int) -> Int {
        let (scalar, len) = decodeScalar(buf, at: p)
        return len == 0 || isOperatorHead(scalar) ? 0 : len
    }

    mutating func lexNumber() {
        let s = pos
        let afterPeriod = previousToken()?.kind == .period && !pending.contains(.spaceBefore)
        if buf[pos] == UInt8(ascii: "0"), pos + 1 < count,
           buf[pos + 1] == UInt8(ascii: "x") || buf[pos + 1] == UInt8(ascii: "b") || buf[pos + 1] == UInt8(ascii: "o") {
            let radix = buf[pos + 1]
            pos += 2
            var isFloat = false
            while pos < count, Self.isIdentContinue(buf[pos]) {
                // hex float exponent sign: 0x1p-3
                if radix == UInt8(ascii: "x"), buf[pos] == UInt8(ascii: "p") || buf[pos] == UInt8(ascii: "P") {
                    isFloat = true
                    pos += 1
                    if pos < count, buf[pos] == UInt8(ascii: "-") || buf[pos] == UInt8(ascii: "+") { pos += 1 }
                    continue
                }
                pos += 1
            }
            if radix == UInt8(ascii: "x"), !afterPeriod, peek() == UInt8(ascii: "."), isHexDigit(peek(1)) {
                pos += 1
                isFloat = true
                while pos < count, Self.isIdentContinue(buf[pos]) {
                    if buf[pos] == UInt8(ascii: "p") || buf[pos] == UInt8(ascii: "P") {
                        pos += 1
                        if pos < count, buf[pos] == UInt8(ascii: "-") || buf[pos] == UInt8(ascii: "+") { pos += 1 }
                        continue
                    }
                    pos += 1
                }
            }
            emit(isFloat ? .floatLiteral : .integerLiteral, s)
            return
        }
        var isFloat = false
        while pos < count, isDigitOrUnderscore(buf[pos]) { pos += 1 }
        if !afterPeriod, peek() == UInt8(ascii: "."), isDigit(peek(1)) {
            isFloat = true
            pos += 1
            while pos < count, isDigitOrUnderscore(buf[pos]) { pos += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            let n = peek(1)
            if isDigit(n) || ((n == UInt8(ascii: "-") || n == UInt8(ascii: "+")) && isDigit(peek(2))) {
                isFloat = true
                pos += 2
                while pos < count, isDigitOrUnderscore(buf[pos]) { pos += 1 }
            }
        }
        // Trailing identifier characters are an invalid literal suffix; keep them in the token.
        while pos < count, Self.isIdentContinue(buf[pos]) { pos += 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, s)
    }

    @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
    @inline(__always) func isDigitOrUnderscore(_ b: UInt8) -> Bool { (b >= 48 && b <= 57) || b == 95 }
    @inline(__always) func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 97 && b <= 102) || (b >= 65 && b <= 70)
    }

    mutating func lexPound() {
        let s = pos
        var h = 0
        while pos + h < count, buf[pos + h] == UInt8(ascii: "#") { h += 1 }
        let next = peek(h)
        if next == UInt8(ascii: "\"") {
            pos += h
            lexStringStart(hashStart: s, hashes: h)
            return
        }
        if next == UInt8(ascii: "/"), lexExtendedRegex(hashes: h) { return }
        if h == 1 {
            var p = pos + 1
            while p < count, Self.isIdentContinue(buf[p]) || buf[p] >= 0x80 { p += 1 }
            if p > pos + 1 {
                pos = p
                emit(.poundKeyword, s)
                return
            }
        }
        pos += 1
        emit(.unknown, s)
    }
}
