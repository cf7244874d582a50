#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif


/// One file's bytes plus everything derived from them by the lexer. Line/column
/// lookups use a table of line starts; columns count Unicode scalars, 1-based, as Xcode shows them.
public final class SourceFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let trivia: [Trivia]
    public private(set) lazy var lineStarts: [Int] = {
        lineStartsComputed = true
        return Self.computeLineStarts(bytes)
    }()
    private(set) var lineStartsComputed = false

    /// The number of lines, from the line table when it exists, else by one count.
    public var lineCount: Int { lineStartsComputed ? lineStarts.count : FastText.lineCount(bytes) }
    /// Lines that hold a byte >= 0x80; on all others a column is a byte offset (fast path,
    /// so a long one-line file with many findings stays linear).
    private lazy var nonASCIILines: Set<Int> = {
        var out: Set<Int> = []
        var line = 0
        let starts = lineStarts
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                // Eight ASCII bytes at a time: most text has no byte to look at.
                if i + 8 <= p.count,
                   UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080808080808080 == 0 {
                    i += 8
                    continue
                }
                if p[i] >= 0x80 {
                    while line + 1 < starts.count, starts[line + 1] <= i { line += 1 }
                    out.insert(line)
                }
                i += 1
            }
        }
        return out
    }()

    /// Builds the line table and the non-ASCII line set now, for readers on several threads.
    public func prepareForConcurrentReaders() {
        _ = lineStarts
        _ = nonASCIILines
    }

    /// The trigger words of a run's rules found in the tokens as the file was lexed (nil when
    /// lexed without a table: the engine then scans the tokens itself).
    public let triggerWords: TriggerWords?

    /// `spareThread`: a big file may be lexed in two halves (`Lexer.lexInTwo`). `triggers`:
    /// the run's trigger words are looked up in the tokens as they come out of the lexer, so
    /// the rules phase starts with the file's rules chosen.
    public init(path: String, bytes: [UInt8], spareThread: Bool = false, triggers: TriggerTable? = nil) {
        self.path = path
        self.bytes = bytes
        let split = spareThread && bytes.count >= Lexer.splitAboveBytes
        let r = bytes.withUnsafeBufferPointer { split ? Lexer.lexInTwo($0) : Lexer.lex($0) }
        self.tokens = r.tokens
        self.trivia = r.trivia
        triggerWords = triggers.map { $0.words(tokens: r.tokens, bytes: bytes) }
    }

    /// A file whose tokens and comments were lexed before (`PackedLexing`), with the trigger
    /// words found then.
    init(path: String, bytes: [UInt8], tokens: [Token], trivia: [Trivia], triggerWords: TriggerWords? = nil) {
        self.path = path
        self.bytes = bytes
        self.tokens = tokens
        self.trivia = trivia
        self.triggerWords = triggerWords
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Byte offsets where each line starts (after `\n`, `\r\n` or a lone `\r`); shared with
    /// the language server's documents.
    public static func computeLineStarts(_ b: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(b.count / 30 + 1)
        b.withUnsafeBufferPointer { p in
            var i = 0
            let n = p.count
            guard let base = p.baseAddress, n > 0 else { return }
            if memchr(base, 13, n) == nil {
                // Line feeds only: jump from one to the next with the library's vectorised search.
                while i < n, let hit = memchr(base + i, 10, n - i) {
                    i = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
                    starts.append(i)
                }
                return
            }
            while i < n {
                let c = p[i]
                if c == 10 {
                    starts.append(i + 1)
                } else if c == 13 {
                    if i + 1 < n, p[i + 1] == 10 { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        return starts
    }

    /// 0-based index of the line holding `offset` in a table from `computeLineStarts`.
    public static func lineIndex(of offset: Int, in starts: [Int]) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// 1-based line of a byte offset.
    public func line(of offset: Int) -> Int { Self.lineIndex(of: offset, in: lineStarts) + 1 }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        let start = lineStarts[line - 1]
        if !nonASCIILines.contains(line - 1) { return (line, max(0, min(offset, bytes.count) - start) + 1) }
        var col = 1
        var i = start
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { col += 1 }
            i += 1
        }
        return (line, col)
    }

    @inline(__always) public func text(_ t: Token) -> String {
        String(decoding: bytes[Int(t.start)..<Int(t.end)], as: UTF8.self)
    }

    public func text(from start: Int, to end: Int) -> String {
        let r = byteRange(from: start, to: end)
        // Through a buffer pointer: the decoder's contiguous path, with no slice in between.
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[r]), as: UTF8.self) }
    }

    /// `start..<end` clamped to the file's bytes (empty where it lies past them): what every
    /// read of a piece of text takes, whatever offsets a damaged tree hands it.
    @inline(__always) public func byteRange(from start: Int, to end: Int) -> Range<Int> {
        let s = max(0, min(start, bytes.count)), e = max(s, min(end, bytes.count))
        return s..<e
    }

    /// Compares a token's bytes with an ASCII string without allocating.
    @inline(__always) public func tokenEquals(_ i: Int, _ s: StaticString) -> Bool {
        let t = tokens[i]
        let n = s.utf8CodeUnitCount
        if t.length != n { return false }
        let p = s.utf8Start
        var k = 0
        let st = Int(t.start)
        while k < n {
            if bytes[st + k] != p[k] { return false }
            k += 1
        }
        return true
    }

    /// Whether an identifier token's text (inside backticks, if any) is an ASCII string,
    /// without allocating.
    @inline(__always) public func identifierEquals(_ i: Int, _ s: StaticString) -> Bool {
        let r = tokens[i].nameRange
        return r.count == s.utf8CodeUnitCount && identifierHasSuffix(i, s)
    }

    /// Whether an identifier token's text (inside backticks, if any) ends with an ASCII
    /// string, without allocating.
    @inline(__always) public func identifierHasSuffix(_ i: Int, _ s: StaticString) -> Bool {
        let r = tokens[i].nameRange
        let start = r.lowerBound, end = r.upperBound
        let n = s.utf8CodeUnitCount
        if end - start < n { return false }
        let p = s.utf8Start
        var k = 0
        let from = end - n
        while k < n {
            if bytes[from + k] != p[k] { return false }
            k += 1
        }
        return true
    }

    /// The text of one source line (1-based), without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let s = lineStarts[line - 1]
        var e = line < lineStarts.count ? lineStarts[line] : bytes.count
        while e > s, bytes[e - 1] == 10 || bytes[e - 1] == 13 { e -= 1 }
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }

    public enum Piece: Equatable {
        case token(Int)
        case trivia(Int)
        case whitespace(Range<Int>)
    }

    /// Every byte of the file in order, as tokens, comment trivia and the whitespace gaps between them.
    public func allPieces() -> [(Piece, Range<Int>)] {
        var out: [(Piece, Range<Int>)] = []
        var ti = 0, ci = 0, pos = 0
        while ti < tokens.count || ci < trivia.count {
            let useToken: Bool
            if ti >= tokens.count { useToken = false } else if ci >= trivia.count { useToken = true } else {
                useToken = tokens[ti].start <= trivia[ci].start
            }
            let r: Range<Int>
            let piece: Piece
            if useToken { r = Int(tokens[ti].start)..<Int(tokens[ti].end); piece = .token(ti); ti += 1 }
            else { r = Int(trivia[ci].start)..<Int(trivia[ci].end); piece = .trivia(ci); ci += 1 }
            if r.lowerBound > pos { out.append((.whitespace(pos..<r.lowerBound), pos..<r.lowerBound)) }
            out.append((piece, r))
            pos = max(pos, r.upperBound)
        }
        if pos < bytes.count { out.append((.whitespace(pos..<bytes.count), pos..<bytes.count)) }
        return out
    }
}
