import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

final class LexerTests: XCTestCase {
    func kinds(_ s: String) -> [TokenKind] { SourceFile(path: "t", text: s).tokens.map { $0.kind } }
    func texts(_ s: String) -> [String] { let f = SourceFile(path: "t", text: s); return f.tokens.map { f.text($0) } }

    /// Every byte is in exactly one token, comment or whitespace gap, in order.
    static func assertLossless(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let f = SourceFile(path: "t", bytes: bytes)
        var pos = 0
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(bytes.count)
        for (piece, r) in f.allPieces() {
            XCTAssertEqual(r.lowerBound, pos, "gap or overlap at \(pos)", file: file, line: line)
            if case .whitespace = piece {
                for b in bytes[r] where !(b == 32 || b == 9 || b == 10 || b == 13 || b == 11 || b == 12 || b == 0) {
                    XCTFail("non-whitespace byte \(b) left outside tokens at \(r)", file: file, line: line)
                    return
                }
            }
            rebuilt.append(contentsOf: bytes[r])
            pos = r.upperBound
        }
        XCTAssertEqual(pos, bytes.count, file: file, line: line)
        XCTAssertTrue(rebuilt == bytes, "round trip differs", file: file, line: line)
    }

    func testRoundTripOnEveryFixture() {
        var unreadable: [String] = []
        let files = FileWalker.files(under: packageRoot + "/Fixtures", unreadable: &unreadable)
        XCTAssertGreaterThan(files.count, 50)
        for f in files { Self.assertLossless(FileWalker.read(f)!) }
    }

    func testRoundTripOnStressInput() {
        var cases: [[UInt8]] = []
        cases.append(Array(("let x = " + String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)).utf8))
        cases.append(Array(("func f() " + String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)).utf8))
        var interp = "let s = "
        for _ in 0..<3000 { interp += "\"\\(" }
        interp += "x"
        for _ in 0..<3000 { interp += ")\"" }
        cases.append(Array(interp.utf8))
        cases.append(Array("let a = \"unterminated\nlet b = \"\"\"\nmulti \\(open".utf8))
        cases.append(Array("/* never closed /* nested */ still open".utf8))
        cases.append(Array("let r = #/never closed".utf8))
        cases.append([0xFF, 0xFE, 0x41, 0x00, 0xC3, 0x28, 0x22, 0x5C, 0x28, 0xE2, 0x82])
        cases.append([0xEF, 0xBB, 0xBF] + Array("import UIKit\r\nlet a = 1\rlet b = 2".utf8))
        cases.append(Array("#!/usr/bin/env swift\nprint(1)".utf8))
        var rng = SystemRandomNumberGenerator()
        cases.append((0..<200_000).map { _ in UInt8.random(in: 0...255, using: &rng) })
        for c in cases { Self.assertLossless(c) }
    }

    func testLargeFileRoundTrip() {
        let unit = "final class A: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); label.text = \"\\(count) items\" }\n}\n"
        var s = ""
        while s.utf8.count < 20_000_000 { s += unit }
        let bytes = Array(s.utf8)
        Self.assertLossless(bytes)
        let tree = Parser.parse(SourceFile(path: "big", bytes: Array(bytes.prefix(4_000_000))))
        XCTAssertGreaterThan(tree.nodes.count, 100_000)
    }

    /// More tokens than the buffer's first guess (a quarter of the bytes): the buffer grows and
    /// keeps every token, its flags included.
    func testDenseTokensOutgrowTheFirstCapacity() {
        let s = String(repeating: "a;", count: 50_000) + "b \"x"
        let f = SourceFile(path: "t", text: s)
        XCTAssertEqual(f.tokens.count, 100_000 + 3)
        XCTAssertEqual(f.text(f.tokens[99_998]), "a")
        XCTAssertEqual(f.text(f.tokens[100_000]), "b")
        XCTAssertTrue(f.tokens[100_000].flags.contains(.spaceAfter))
        XCTAssertTrue(f.tokens.last!.flags.contains(.unterminated))
        Self.assertLossless(Array(s.utf8))
    }

    /// The word-at-a-time line count agrees with a byte-by-byte one (`\n`, `\r`, `\r\n` each end
    /// a line), at every length around the eight-byte step.
    func testLineCountMatchesAByteByByteCount() {
        func slow(_ b: [UInt8]) -> Int {
            var lines = 1, i = 0
            while i < b.count {
                if b[i] == 10 { lines += 1 } else if b[i] == 13 { if i + 1 < b.count, b[i + 1] == 10 { i += 1 }; lines += 1 }
                i += 1
            }
            return lines
        }
        var g = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [10, 13, 32, 65, 0x8A, 0x0A | 0x80, 0xFF, 0]
        for length in 0..<80 {
            for withCR in [false, true] {
                let bytes = (0..<length).map { _ -> UInt8 in
                    let b = alphabet.randomElement(using: &g)!
                    return !withCR && b == 13 ? 10 : b
                }
                XCTAssertEqual(FastText.lineCount(bytes), slow(bytes), "\(bytes)")
            }
        }
        XCTAssertEqual(FastText.lineCount(Array(String(repeating: "line\n", count: 10_000).utf8)), 10_001)
        // Every byte a line feed, past the 255 steps a lane counts before it is summed, at
        // lengths around that boundary and with a tail that is not a whole vector.
        for count in [16 * 255 - 1, 16 * 255, 16 * 255 + 1, 16 * 256 + 7, 16 * 1000 + 15] {
            XCTAssertEqual(FastText.lineCount([UInt8](repeating: 10, count: count)), count + 1, "\(count)")
        }
        // Long random text: the vector path against the byte loop.
        var long = [UInt8](repeating: 0, count: 100_003)
        for k in long.indices { long[k] = [10, 32, 65, 0x8A, 0xFF][Int.random(in: 0..<5, using: &g)] }
        XCTAssertEqual(FastText.lineCount(long), slow(long))
        XCTAssertEqual(FastText.lineCount(Array(long.dropFirst(3))), slow(Array(long.dropFirst(3))))
    }

    /// Line starts (the library search when a file has no `\r`, the byte loop when it has) and
    /// columns (word-at-a-time skipping of ASCII) agree with a byte-by-byte reference.
    func testLineStartsAndColumnsMatchAByteByByteReference() {
        var g = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [10, 13, 32, 65, 66, 0xC3, 0xA9, 0xE2, 0x82, 0xAC]
        for length in [0, 1, 7, 8, 9, 40, 200] {
            for withCR in [false, true] {
                let bytes = (0..<length).map { _ -> UInt8 in
                    let b = alphabet.randomElement(using: &g)!
                    return !withCR && b == 13 ? 10 : b
                }
                var starts = [0], i = 0
                while i < bytes.count {
                    if bytes[i] == 10 { starts.append(i + 1) } else if bytes[i] == 13 {
                        if i + 1 < bytes.count, bytes[i + 1] == 10 { i += 1 }
                        starts.append(i + 1)
                    }
                    i += 1
                }
                XCTAssertEqual(SourceFile.computeLineStarts(bytes), starts, "\(bytes)")
                let f = SourceFile(path: "t", bytes: bytes)
                for offset in 0...bytes.count {
                    let line = starts.lastIndex { $0 <= offset }!
                    let column = bytes[starts[line]..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
                    XCTAssertTrue(f.location(of: offset) == (line + 1, column), "offset \(offset) of \(bytes)")
                }
            }
        }
    }

    func testComments() {
        let f = SourceFile(path: "t", text: "/* a /* b */ c */ x /// doc\n/** block doc */ y // line\n/**/ z")
        XCTAssertEqual(f.tokens.map { f.text($0) }, ["x", "y", "z"])
        XCTAssertEqual(f.trivia.map { $0.kind }, [.blockComment, .docLineComment, .docBlockComment, .lineComment, .blockComment])
        XCTAssertEqual(f.text(from: Int(f.trivia[0].start), to: Int(f.trivia[0].end)), "/* a /* b */ c */")
    }

    func testStringInterpolationWithNestedStringsAndClosures() {
        let s = #"let s = "a \(f("b \(x)")) c \(items.map { "\($0)" }.joined()) d""#
        let k = kinds(s)
        XCTAssertEqual(k.filter { $0 == .stringStart }.count, 3)
        XCTAssertEqual(k.filter { $0 == .stringEnd }.count, 3)
        XCTAssertEqual(k.filter { $0 == .interpolationStart }.count, 4)
        XCTAssertEqual(k.filter { $0 == .interpolationEnd }.count, 4)
        XCTAssertTrue(texts(s).contains("map"))
        XCTAssertEqual(texts(s).last, "\"")
    }

    func testMultilineAndRawStrings() {
        let s = "let m = \"\"\"\n  line \"quoted\" \\(v)\n  \"\"\"\nlet r = ##\"raw \"# \\(not) \\##(yes)\"##\nlet t = 1"
        let f = SourceFile(path: "t", text: s)
        let tx = f.tokens.map { f.text($0) }
        XCTAssertEqual(tx.filter { $0 == "\\(" }.count, 1)
        XCTAssertEqual(tx.filter { $0 == "\\##(" }.count, 1)
        XCTAssertTrue(tx.contains("\"##"))
        XCTAssertTrue(tx.contains("yes"))
        XCTAssertFalse(tx.contains("not"))
        XCTAssertEqual(tx.suffix(4), ["let", "t", "=", "1"])
        XCTAssertTrue(f.tokens.first { $0.kind == .stringStart }!.flags.contains(.multiline))
    }

    func testRegexVersusDivision() {
        XCTAssertEqual(kinds("a / b / c"), [.identifier, .operator, .identifier, .operator, .identifier])
        XCTAssertEqual(kinds("x = /re/"), [.identifier, .equal, .regexLiteral])
        XCTAssertEqual(kinds("foo(/re/)"), [.identifier, .lParen, .regexLiteral, .rParen])
        XCTAssertEqual(kinds("x = / +"), [.identifier, .equal, .operator, .operator])
        XCTAssertEqual(kinds("let r = #/a/b/#"), [.keyword, .identifier, .equal, .regexLiteral])
        XCTAssertEqual(kinds("let r = ##/a/#b/##"), [.keyword, .identifier, .equal, .regexLiteral])
        XCTAssertEqual(kinds("n = count / 2"), [.identifier, .equal, .identifier, .operator, .integerLiteral])
        XCTAssertEqual(kinds("x /= 2"), [.identifier, .operator, .integerLiteral])
        XCTAssertEqual(kinds("if s.contains(/[a-z]+/) {}").filter { $0 == .regexLiteral }.count, 1)
    }

    func testNumbers() {
        let f = SourceFile(path: "t", text: "0x1.8p3 1_000_000 0b1010 0o17 3.14e-2 1e10 0xFF t.0.1 5.description")
        let k = f.tokens.map { $0.kind }
        XCTAssertEqual(k[0], .floatLiteral)
        XCTAssertEqual(Array(k[1...6]), [.integerLiteral, .integerLiteral, .integerLiteral, .floatLiteral, .floatLiteral, .integerLiteral])
        // tuple access `t.0.1` is two integer members, not a float
        XCTAssertEqual(Array(f.tokens[7...11].map { f.text($0) }), ["t", ".", "0", ".", "1"])
        XCTAssertEqual(f.text(f.tokens[12]), "5")
        XCTAssertEqual(f.tokens[13].kind, .period)
    }

    func testIdentifiersAndOperators() {
        let f = SourceFile(path: "t", text: "let `class` = $0 + $name; let café = π ≥ 2; a ..< b; x?.y!.z; inout &v; a ??= b; c <> d")
        let tx = f.tokens.map { f.text($0) }
        XCTAssertTrue(tx.contains("`class`"))
        XCTAssertEqual(f.identifierText(1), "class")
        XCTAssertTrue(tx.contains("$0") && tx.contains("$name") && tx.contains("café") && tx.contains("π"))
        XCTAssertEqual(f.tokens[tx.firstIndex(of: "≥")!].kind, .operator)
        XCTAssertEqual(f.tokens[tx.firstIndex(of: "..<")!].kind, .operator)
        XCTAssertEqual(f.tokens[tx.firstIndex(of: "?")!].kind, .questionPostfix)
        XCTAssertEqual(f.tokens[tx.firstIndex(of: "!")!].kind, .exclaimPostfix)
        XCTAssertEqual(f.tokens[tx.firstIndex(of: "&")!].kind, .ampersandPrefix)
        XCTAssertEqual(f.tokens[tx.firstIndex(of: "??=")!].kind, .operator)
        XCTAssertEqual(f.tokens[tx.firstIndex(of: "<>")!].kind, .operator)
    }

    func testPoundKeywordsAttributesShebang() {
        let f = SourceFile(path: "t", text: "#!/usr/bin/swift\n#if DEBUG\n@available(iOS 15, *) @MainActor\nlet s = #selector(tap)\n#Preview { V() }\n#elseif os(iOS)\n#endif")
        XCTAssertEqual(f.trivia.first?.kind, .shebang)
        let pounds = f.tokens.filter { $0.kind == .poundKeyword }.map { f.text($0) }
        XCTAssertEqual(pounds, ["#if", "#selector", "#Preview", "#elseif", "#endif"])
        XCTAssertEqual(f.tokens.filter { $0.kind == .at }.count, 2)
    }

    func testKeywordsAndContextualKeywords() {
        let f = SourceFile(path: "t", text: "override func x() { weak var d = self }")
        XCTAssertEqual(f.tokens[0].kind, .identifier)
        XCTAssertEqual(f.tokens[0].keyword, .override)
        XCTAssertEqual(f.tokens[1].kind, .keyword)
        XCTAssertEqual(f.tokens[1].keyword, .func)
        XCTAssertEqual(f.tokens.first { f.text($0) == "weak" }?.keyword, .weak)
        XCTAssertEqual(f.tokens.first { f.text($0) == "self" }?.keyword, .`self`)
    }

    func testLinesAndUnicodeColumns() {
        let f = SourceFile(path: "t", text: "a\r\nb\rc\n  let é = \"ü\"; x")
        let x = f.tokens.last!
        XCTAssertEqual(f.location(of: Int(x.start)).line, 4)
        // columns count Unicode scalars: `  let é = "ü"; x` → x is the 16th scalar
        XCTAssertEqual(f.location(of: Int(x.start)).column, 16)
        let c = f.tokens[2]
        XCTAssertEqual(f.text(c), "c")
        XCTAssertEqual(f.location(of: Int(c.start)).line, 3)
        XCTAssertEqual(f.lineText(4), "  let é = \"ü\"; x")
    }

    func testInvalidUTF8BecomesUnknownTokens() {
        let f = SourceFile(path: "t", bytes: [0x6C, 0x65, 0x74, 0x20, 0xFF, 0x20, 0x61])
        XCTAssertEqual(f.tokens.map { $0.kind }, [.keyword, .unknown, .identifier])
    }

    /// The identifier-byte test, and the table the identifier loop reads, agree with
    /// `[0-9A-Za-z_]` on every byte.
    func testIdentifierContinueBytes() {
        for b in 0...255 {
            let c = UInt8(b)
            let expected = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
            XCTAssertEqual(Lexer.isIdentContinue(c), expected, "byte \(b)")
            XCTAssertEqual(Lexer.identifierBytes[b] != 0, expected, "table byte \(b)")
        }
        // The eight-byte test: every byte value in every lane, beside random neighbours
        // (a neighbour's value must not leak into a lane's answer).
        var generator = SystemRandomNumberGenerator()
        var wrong: [String] = []
        for lane in 0..<8 {
            for b in 0...255 {
                for _ in 0..<4 {
                    var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
                    bytes[lane] = UInt8(b)
                    let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                    let mask = Lexer.identifierByteMask(word)
                    for k in 0..<8 where ((mask >> (8 * UInt64(k) + 7)) & 1 == 1) != Lexer.isIdentContinue(bytes[k]) {
                        wrong.append("byte \(bytes[k]) in lane \(k) of \(bytes)")
                    }
                    if mask & ~0x8080_8080_8080_8080 != 0 { wrong.append("bits outside bit 7 for \(bytes)") }
                }
            }
        }
        XCTAssertEqual(wrong, [])
    }

    /// Identifiers of every length up to 40, cut at each end by every kind of byte the lexer
    /// meets (the eight-byte scan's last lane, the byte loop, a non-ASCII letter or operator).
    func testIdentifierEndsWhereItsBytesEnd() {
        for length in 1...40 {
            let name = String((0..<length).map { Array("aZ_9bY8x")[$0 % 8] })
            // The tails as bytes: 0xFF is not UTF-8; `é` continues the name, `→` does not.
            let tails: [([UInt8], Int)] = [([], 0), ([32], 0), ([46], 0), ([40], 0), (Array("é".utf8), 2),
                                           (Array("é1".utf8), 3), (Array("→".utf8), 0), ([0xFF], 0), ([35], 0), ([96], 0)]
            for (tail, continues) in tails {
                let bytes = [UInt8(ascii: "_")] + Array(name.utf8) + tail
                let f = SourceFile(path: "t", bytes: bytes)
                XCTAssertEqual(f.tokens.first.map { Int($0.end) }, 1 + length + continues, "\(bytes)")
            }
        }
    }

    /// The byte search: the first hit inside the range only, `to` for none, an empty range or
    /// one out of bounds.
    func testByteIndexStaysInItsRange() {
        let b = Array("a*b*c".utf8)
        XCTAssertEqual(FastText.index(of: 42, in: b, from: 0, to: 5), 1)
        XCTAssertEqual(FastText.index(of: 42, in: b, from: 2, to: 5), 3)
        XCTAssertEqual(FastText.index(of: 42, in: b, from: 2, to: 3), 3)
        XCTAssertEqual(FastText.index(of: 42, in: b, from: 4, to: 5), 5)
        XCTAssertEqual(FastText.index(of: 42, in: b, from: 3, to: 3), 3)
        XCTAssertEqual(FastText.index(of: 42, in: b, from: 0, to: 9), 9)
    }

    /// The substring search against a naive one, on every needle cut from a text with repeats,
    /// near misses and the needle at both ends.
    func testFirstOffsetMatchesANaiveSearch() {
        let hay = Array("*/ a**/b */*c*//* ends */".utf8)
        for lo in 0..<hay.count {
            for hi in lo...min(hay.count, lo + 4) {
                let needle = Array(hay[lo..<hi])
                var naive: Int? = needle.isEmpty ? 0 : nil
                if !needle.isEmpty {
                    for start in 0...(hay.count - needle.count) where Array(hay[start..<(start + needle.count)]) == needle { naive = start; break }
                }
                let fast = hay.withUnsafeBufferPointer { h in needle.withUnsafeBufferPointer { FastText.firstOffset(h, $0) } }
                XCTAssertEqual(fast, naive, "\(needle)")
            }
        }
        XCTAssertNil(Array("ab".utf8).withUnsafeBufferPointer { h in Array("abc".utf8).withUnsafeBufferPointer { FastText.firstOffset(h, $0) } })
    }
}
