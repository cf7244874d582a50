import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools
@testable import ViewLintLSP

/// The server's pieces on their own: framing, JSON, messages, positions.
final class LSPFramingTests: XCTestCase {
    func bodies(_ input: [UInt8], chunk: Int) -> [FrameDecoder.Event] {
        var d = FrameDecoder()
        var out: [FrameDecoder.Event] = []
        var i = 0
        while i < input.count {
            d.feed(Array(input[i..<min(input.count, i + chunk)]))
            i += chunk
            while let e = d.next() { out.append(e) }
        }
        return out
    }

    func testFramesSplitAnywhereAndJoined() {
        let a = FrameDecoder.encode("{\"a\":1}"), b = FrameDecoder.encode("{\"b\":\"é\"}")
        let all = a + b + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2\r\n\r\n{}".utf8)
        for chunk in [1, 2, 3, 7, 1000] {
            XCTAssertEqual(bodies(all, chunk: chunk), [.body(Array("{\"a\":1}".utf8)), .body(Array("{\"b\":\"é\"}".utf8)), .body(Array("{}".utf8))], "chunk \(chunk)")
        }
    }

    func testMalformedHeadersAreReportedAndTheStreamRecovers() {
        let input = Array("garbage line\r\nContent-Length: 2\r\n\r\n{}".utf8)
            + Array("Content-Length: x\r\n\r\nContent-Length: 3\r\n\r\n[1]".utf8)
            + Array("Content-Type: text/plain\r\n\r\nContent-Length: 4\r\n\r\nnull".utf8)
        for chunk in [1, 5, 4096] {
            let events = bodies(input, chunk: chunk)
            let good = events.compactMap { e -> String? in if case .body(let b) = e { return String(decoding: b, as: UTF8.self) }; return nil }
            XCTAssertEqual(good, ["{}", "[1]", "null"], "chunk \(chunk): \(events)")
            XCTAssertGreaterThanOrEqual(events.count - good.count, 3, "chunk \(chunk): \(events)")
        }
    }

    func testOversizedBodiesAreSkipped() {
        let saved = FrameDecoder.maxBodyBytes
        FrameDecoder.maxBodyBytes = 10
        defer { FrameDecoder.maxBodyBytes = saved }
        let input = Array("Content-Length: 20\r\n\r\n01234567890123456789".utf8) + FrameDecoder.encode("{}")
        for chunk in [1, 3, 100] {
            let events = bodies(input, chunk: chunk)
            XCTAssertEqual(events.count, 2, "\(events)")
            XCTAssertEqual(events.last, .body(Array("{}".utf8)))
        }
    }

    func testRandomBytesNeverCrashTheDecoder() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var d = FrameDecoder()
            let n = Int.random(in: 0..<400, using: &rng)
            var bytes = (0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if Bool.random() { bytes = Array("Content-Length: \(Int.random(in: 0..<50))\r\n\r\n".utf8) + bytes }
            d.feed(bytes)
            var k = 0
            while let e = d.next(), k < 1000 {
                if case .body(let b) = e { _ = MessageReader.item(b) }
                k += 1
            }
        }
    }
}

final class LSPJSONTests: XCTestCase {
    func testParsesAndSerialises() throws {
        let text = #"{"a":[1,-2.5,true,false,null,"x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"],"b":{},"c":1e3,"d":-0,"e":12345678901234567890}"#
        let v = try JSONParser.parse(text).get()
        XCTAssertEqual(v["a"]?.array?.count, 6)
        XCTAssertEqual(v["a"]?.array?[1], JSONNode.double(-2.5))
        XCTAssertEqual(v["a"]?.array?[5].string, "x\"\\/\u{8}\u{c}\n\r\té😀")
        XCTAssertEqual(v["c"], .double(1000))
        XCTAssertEqual(v["c"]?.int, 1000)
        XCTAssertEqual(v["e"]?.int, nil)
        let again = try JSONParser.parse(v.serialized()).get()
        XCTAssertEqual(again.serialized(), v.serialized())
        XCTAssertEqual(v.serialized(), #"{"a":[1,-2.5,true,false,null,"x\"\\/\u0008\u000c\n\r\té😀"],"b":{},"c":1000,"d":0,"e":1.2345678901234567e+19}"#)
    }

    func testRejectsInvalidJSON() {
        for bad in ["", " ", "{", "}", "[1,]", "{\"a\"}", "{\"a\":}", "{a:1}", "01", "1.", "-", "1e", "tru", "nul",
                    "\"abc", "\"\\x\"", "\"\\u12\"", "[1 2]", "{\"a\":1,}", "\"a\u{1}\"", "1 2", "NaN", "[\"\\", "\u{feff}{}"] {
            if case .success(let v) = JSONParser.parse(bad) { XCTFail("accepted \(bad.debugDescription) as \(v)") }
        }
    }

    func testSurvivesDeepNestingAndBadBytes() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .failure(let f) = JSONParser.parse(deep) else { return XCTFail("accepted nesting deeper than the limit") }
        XCTAssertTrue(f.message.contains("nesting"), f.message)
        // Invalid UTF-8 inside a string is replaced, lone surrogates too.
        let v = try? JSONParser.parse([0x22, 0xFF, 0xC3, 0x22]).get()
        XCTAssertEqual(v?.string, "\u{FFFD}\u{FFFD}")
        XCTAssertEqual(try? JSONParser.parse(#""\ud800x\udc00""#).get().string, "\u{FFFD}x\u{FFFD}")
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("{}[],:\"\\u0123456789.eE+-truefalsn \t\r\n".utf8) + [0x00, 0x80, 0xFF, 0xE2]
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0..<60, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            _ = JSONParser.parse(bytes)
        }
    }

    func testClassifiesMessages() {
        func c(_ s: String) -> Incoming { Incoming.classify(try! JSONParser.parse(s).get()) }
        XCTAssertEqual(c(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#), .request(id: .int(1), method: "m", params: [:]))
        XCTAssertEqual(c(#"{"jsonrpc":"2.0","id":"x","method":"m"}"#), .request(id: .string("x"), method: "m", params: .null))
        XCTAssertEqual(c(#"{"jsonrpc":"2.0","method":"n"}"#), .notification(method: "n", params: .null))
        XCTAssertEqual(c(#"{"jsonrpc":"2.0","id":3,"result":null}"#), .response(id: .int(3)))
        guard case .invalid(nil, _) = c("[1]") else { return XCTFail() }
        guard case .invalid(.int(1), _) = c(#"{"id":1,"method":"m"}"#) else { return XCTFail("jsonrpc is required") }
        guard case .invalid(nil, _) = c(#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#) else { return XCTFail() }
        guard case .invalid(.int(2), _) = c(#"{"jsonrpc":"2.0","id":2,"method":3}"#) else { return XCTFail() }
        guard case .invalid(.int(2), _) = c(#"{"jsonrpc":"2.0","id":2,"method":"m","params":7}"#) else { return XCTFail() }
        guard case .invalid = c(#"{"jsonrpc":"2.0","id":null,"method":"m"}"#) else { return XCTFail() }
    }
}

final class LSPDocumentTests: XCTestCase {
    func testUTF16PositionsAndLineBreaks() {
        // "é" is 2 bytes / 1 unit, "😀" 4 bytes / 2 units; lines end with CRLF, CR and LF.
        let d = TextDocument(uri: "file:///t.swift", languageID: "swift", version: 1, text: "aé😀b\r\nx\ry\nlast")
        XCTAssertEqual(d.lineCount, 4)
        XCTAssertEqual(d.position(of: 0), Position(line: 0, character: 0))
        XCTAssertEqual(d.position(of: 3), Position(line: 0, character: 2))   // after é
        XCTAssertEqual(d.position(of: 7), Position(line: 0, character: 4))   // after 😀
        XCTAssertEqual(d.position(of: 8), Position(line: 0, character: 5))   // after b
        XCTAssertEqual(d.position(of: 10), Position(line: 1, character: 0))
        XCTAssertEqual(d.position(of: 12), Position(line: 2, character: 0))
        XCTAssertEqual(d.offset(of: Position(line: 0, character: 4)), 7)
        XCTAssertEqual(d.offset(of: Position(line: 0, character: 3)), 3, "inside a surrogate pair: before the scalar")
        XCTAssertEqual(d.offset(of: Position(line: 0, character: 99)), 8, "past the end of the line: the line's end")
        XCTAssertEqual(d.offset(of: Position(line: 3, character: 2)), 16)
        XCTAssertNil(d.offset(of: Position(line: 4, character: 0)))
        XCTAssertEqual(d.lineBreak(after: 0), "\r\n")
        XCTAssertEqual(d.lineBreak(after: 1), "\r")
        XCTAssertEqual(String(decoding: d.lineText(0), as: UTF8.self), "aé😀b")
    }

    func testIncrementalEdits() {
        var d = TextDocument(uri: "u", languageID: "swift", version: 1, text: "let a = 1\nlet 😀 = 2\n")
        d.replace(TextRange(start: Position(line: 1, character: 4), end: Position(line: 1, character: 6)), with: "b")
        XCTAssertEqual(d.text, "let a = 1\nlet b = 2\n")
        d.replace(TextRange(start: Position(line: 0, character: 9), end: Position(line: 1, character: 0)), with: "; ")
        XCTAssertEqual(d.text, "let a = 1; let b = 2\n")
        d.replace(TextRange(start: Position(line: 1, character: 0), end: Position(line: 5, character: 0)), with: "x")
        XCTAssertEqual(d.text, "let a = 1; let b = 2\nx")
        XCTAssertEqual(d.lineCount, 2)
    }

    func testFileURIs() {
        XCTAssertEqual(FileURI.path("file:///a%20b/c%C3%A9.swift"), "/a b/cé.swift")
        XCTAssertEqual(FileURI.path("file://localhost/x"), "/x")
        XCTAssertNil(FileURI.path("untitled:Untitled-1"))
        XCTAssertNil(FileURI.path("file://server/share"))
        XCTAssertEqual(FileURI.uri("/a b/cé.swift"), "file:///a%20b/c%C3%A9.swift")
        XCTAssertEqual(FileURI.path(FileURI.uri("/tmp/x+y#z.swift")), "/tmp/x+y#z.swift")
    }

    func testDisableEditKeepsIndentationAndExtendsAnExistingComment() {
        let d = TextDocument(uri: "u", languageID: "swift", version: 1,
                             text: "class A {\n\t  var x = 1\r\n    // viewlint:disable:next weak_delegate\n    var delegate: D?\n}\n")
        XCTAssertEqual(CodeActions.disableEdit(rule: "r1", line: 1, in: d),
                       ByteEdit(range: 10..<10, newText: "\t  // viewlint:disable:next r1\r\n"))
        let e = CodeActions.disableEdit(rule: "class_delegate", line: 3, in: d)
        XCTAssertEqual(e.newText, " class_delegate")
        XCTAssertEqual(String(decoding: d.bytes[..<e.range.lowerBound].suffix(13), as: UTF8.self), "weak_delegate")
    }
}

final class LSPWorkspaceSetupTests: XCTestCase {
    func testSelectsLikeTheCLI() throws {
        let t = TempDir()
        t.write(".viewlint.yml", "excluded: [Sources/Legacy]\n")
        t.write("Sources/A.swift", "class A {}\n")
        t.write("Sources/Legacy/B.swift", "class B {}\n")
        t.write("Pods/P/C.swift", "class C {}\n")
        t.write(".hidden/D.swift", "class D {}\n")
        let s = try WorkspaceSetup.resolve(root: t.path)
        XCTAssertEqual(s.files.map { $0.displayPath }, ["Sources/A.swift"])
        XCTAssertTrue(s.selects(t.path + "/Sources/New.swift"))
        XCTAssertFalse(s.selects(t.path + "/Sources/Legacy/New.swift"))
        XCTAssertFalse(s.selects(t.path + "/Pods/P/New.swift"))
        XCTAssertFalse(s.selects(t.path + "/.hidden/New.swift"))
        XCTAssertFalse(s.selects("/elsewhere/New.swift"))
        XCTAssertEqual(s.displayPath(t.path + "/Sources/A.swift"), "Sources/A.swift")
        XCTAssertEqual(s.configFiles, [PathUtil.normalize(t.path + "/.viewlint.yml")])
    }

    func testIndexRebuildsOnlyWhenDeclarationsChange() {
        let idx = WorkspaceIndex()
        let a = DeclarationScanner.summarize(SourceFile(path: "A.swift", text: "protocol P: AnyObject {}\nclass A { func f() {} }\n"))
        XCTAssertTrue(idx.update("A.swift", a))
        let gen = idx.generation
        let same = DeclarationScanner.summarize(SourceFile(path: "A.swift", text: "protocol P: AnyObject {}\n\nclass A { func f() { print(1) } }\n"))
        XCTAssertFalse(idx.update("A.swift", same))
        XCTAssertEqual(idx.generation, gen)
        XCTAssertTrue(idx.index.isClassBound(protocol: "P"))
        XCTAssertTrue(idx.update("A.swift", DeclarationScanner.summarize(SourceFile(path: "A.swift", text: "protocol P {}\n"))))
        XCTAssertFalse(idx.index.isClassBound(protocol: "P"))
        XCTAssertTrue(idx.update("A.swift", nil))
        XCTAssertFalse(idx.index.isProtocol("P"))
    }

    func testSpareIndexServesTheEditedFileAndIsDroppedWhenAnotherChanges() {
        func summary(_ path: String, _ text: String) -> DeclSummary { DeclarationScanner.summarize(SourceFile(path: path, text: text)) }
        let idx = WorkspaceIndex(["A.swift": summary("A.swift", "protocol P: AnyObject {}\n"),
                                  "B.swift": summary("B.swift", "class Base: UIViewController {}\n"),
                                  "C.swift": summary("C.swift", "class Screen: Base { func a() {} }\n")])
        XCTAssertTrue(idx.index.isClassBound(protocol: "P"))
        // A spare without A, while A is edited (its own changes since the snapshot do not matter).
        let snap = idx.snapshot(excluding: "A.swift")
        XCTAssertEqual(snap.count, 2)
        idx.update("A.swift", summary("A.swift", "protocol P: AnyObject {}\nclass Other {}\n"))
        XCTAssertTrue(idx.installSpare(WorkspaceIndex.build(snap), excluding: "A.swift"))
        let full = idx.fullRebuilds
        idx.update("A.swift", summary("A.swift", "protocol P {}\nclass Screen: NSObject {}\n"))
        XCTAssertEqual(idx.fastUpdates, 1)
        XCTAssertEqual(idx.fullRebuilds, full)
        XCTAssertFalse(idx.index.isClassBound(protocol: "P"))
        XCTAssertEqual(idx.index.types["Screen"]?.map { $0.path }, ["A.swift", "C.swift"], "records in path order, as a rebuild has them")
        XCTAssertEqual(idx.index.types["Base"]?.count, 1)
        // A snapshot is void when another file changes before it is installed.
        let snap2 = idx.snapshot(excluding: "A.swift")
        idx.update("B.swift", summary("B.swift", "class Base: UITableViewCell {}\n"))
        XCTAssertFalse(idx.installSpare(WorkspaceIndex.build(snap2), excluding: "A.swift"))
        XCTAssertFalse(idx.hasSpare(for: "A.swift"))
        idx.update("A.swift", summary("A.swift", "protocol P: AnyObject {}\n"))
        XCTAssertEqual(idx.fastUpdates, 1)
        XCTAssertEqual(idx.fullRebuilds, full + 2)
        XCTAssertEqual(idx.takeRetired().count, 5, "the first empty index and one per change")
    }
}

final class LSPDocsTests: XCTestCase {
    /// The JSON snippets of the README's language-server section parse.
    func testREADMELanguageServerSnippetsAreValidJSON() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "## Editors: language server"))
        let end = try XCTUnwrap(readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex))
        let section = readme[start.upperBound..<end.lowerBound]
        let blocks = section.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        XCTAssertGreaterThanOrEqual(blocks.count, 2)
        for b in blocks {
            guard case .success = JSONParser.parse(b) else { return XCTFail("README snippet is not JSON:\n\(b)") }
        }
        XCTAssertTrue(readme.contains("viewlint lsp "), "the usage list names `viewlint lsp`")
    }
}
