import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Any bytes in: findings or a clear note out, never a crash or a hang.
final class AdversarialTests: XCTestCase {
    let bad = "class A: UIViewController {\n    override func viewDidLoad() {\n    }\n}\n"

    func run(_ bytes: [UInt8], rules: [any Rule.Type] = RuleRegistry.all) -> LintResult {
        var o = LintOptions(rules: rules)
        o.jobs = 2
        o.fileTimeBudget = 3600 // debug builds are slow; the budget has its own test
        return Linter.run([LintInput(displayPath: "x.swift", bytes: bytes)], options: o)
    }

    func testHundredThousandDeepNesting() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("\"\\(", ")\"")] {
            let s = "let x = " + String(repeating: open, count: 100_000) + "1" + String(repeating: close, count: 100_000) + "\n" + bad
            let r = run(Array(s.utf8))
            XCTAssertTrue(r.notices.contains { $0.message.contains("nesting too deep") }, open)
            // the code after the deep part is still linted
            XCTAssertTrue(r.findings.contains { $0.ruleID == "missing_super_call" && $0.line == 3 }, open)
        }
    }

    /// 50 MB: realistic code at both ends of 48 MB of comments and string literals (every
    /// byte is lexed; debug builds would take minutes to parse 50 MB of dense code — the
    /// benchmark measures that in release mode).
    func testFiftyMegabyteFile() {
        let unit = bad + "struct V: View { var body: some View { Text(\"\\(1)\").padding() } }\n"
        var head = ""
        while head.utf8.count < 1_000_000 { head += unit }
        var filler = ""
        let comment = "// " + String(repeating: "lorem ipsum ", count: 20) + "\nlet s = \"" + String(repeating: "x", count: 200) + "\"\n"
        while filler.utf8.count < 48_000_000 { filler += comment }
        var bytes = Array(head.utf8)
        bytes += Array(filler.utf8)
        bytes += Array(head.utf8)
        XCTAssertGreaterThan(bytes.count, 50_000_000)
        let r = run(bytes, rules: [MissingSuperCallRule.self])
        let perHead = head.utf8.count / unit.utf8.count + (head.utf8.count % unit.utf8.count == 0 ? 0 : 1)
        XCTAssertEqual(r.findings.count, 2 * perHead)
        XCTAssertTrue(r.notices.isEmpty)
    }

    func testTenMegabyteSingleLine() {
        var s = "let a = ["
        while s.utf8.count < 200_000 { s += "foo(bar: \"x\", baz: { $0 + 1 }), " }
        s += "]; let b = \"" + String(repeating: "y", count: 10_000_000) + "\"; " + bad.replacingOccurrences(of: "\n", with: " ")
        let r = run(Array(s.utf8))
        XCTAssertEqual(r.filesLinted, 1)
        XCTAssertEqual(r.findings.filter { $0.ruleID == "missing_super_call" }.count, 1)
    }

    func testNulInvalidUTF8AndBinary() {
        var bytes = Array(bad.utf8)
        bytes.insert(0, at: 10)
        bytes.insert(contentsOf: [0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80], at: 30)
        XCTAssertEqual(run(bytes).filesLinted, 1)
        var rng = SystemRandomNumberGenerator()
        let binary = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        XCTAssertEqual(run(binary).filesLinted, 1)
    }

    func testUTF16WithBOMIsTranscoded() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for u in ("// é\n" + bad).utf16 { bytes.append(UInt8(u & 0xFF)); bytes.append(UInt8(u >> 8)) }
        let r = run(bytes, rules: [MissingSuperCallRule.self])
        XCTAssertEqual(r.findings.map { $0.line }, [3])
    }

    func testLineEndings() {
        let crlf = bad.replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(run(Array(crlf.utf8), rules: [MissingSuperCallRule.self]).findings.map { $0.line }, [2])
        let cr = bad.replacingOccurrences(of: "\n", with: "\r")
        XCTAssertEqual(run(Array(cr.utf8), rules: [MissingSuperCallRule.self]).findings.map { $0.line }, [2])
    }

    func testEmptyAndUnterminated() {
        XCTAssertEqual(run([]).findings.count, 0)
        XCTAssertEqual(run([]).filesLinted, 1)
        for s in ["let s = \"abc", "let s = \"\"\"\nabc \\(x", "/* open /* nested */", "let r = #/abc", "func f() {", "class A {",
                  "let s = #\"abc", "x.y(", "[1, 2", "@available(", "#if DEBUG", "let `abc", "let s = \"\\(", "switch x { case"] {
            XCTAssertEqual(run(Array(s.utf8)).filesLinted, 1, s)
        }
    }

    func testPerFileTimeBudget() {
        var o = LintOptions(rules: RuleRegistry.all)
        o.fileTimeBudget = 0
        var s = ""
        for _ in 0..<2000 { s += bad }
        let r = Linter.run([LintInput(displayPath: "slow.swift", text: s)], options: o)
        XCTAssertTrue(r.notices.contains { $0.path == "slow.swift" && $0.message.hasPrefix("internal: linting stopped") })
    }

    func testSymlinkCycleIsNotFollowed() throws {
        let dir = NSTemporaryDirectory() + "viewlint-cycle-\(getpid())"
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir + "/a", withIntermediateDirectories: true)
        try bad.write(toFile: dir + "/a/A.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/a/loop", withDestinationPath: dir)
        try FileManager.default.createSymbolicLink(atPath: dir + "/outside", withDestinationPath: "/usr")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var unreadable: [String] = []
        XCTAssertEqual(FileWalker.files(under: dir, unreadable: &unreadable), [dir + "/a/A.swift"])
    }
}

/// Inputs that once crashed a fuzz target, replayed through every rule.
final class FuzzRegressionTests: XCTestCase {
    func testEveryRecordedCrashInputLintsCleanly() {
        var unreadable: [String] = []
        let files = FileWalker.files(under: packageRoot + "/Tests/ViewLintCoreTests/Regressions", extensions: ["bin"], unreadable: &unreadable)
        XCTAssertFalse(files.isEmpty)
        for f in files {
            let bytes = FileWalker.read(f)!
            var o = LintOptions(rules: RuleRegistry.all)
            o.jobs = 1
            let r = Linter.run([LintInput(displayPath: f, bytes: bytes)], options: o)
            XCTAssertEqual(r.filesLinted, 1, f)
            XCTAssertEqual(treeInvariantViolations(Parser.parse(SourceFile(path: f, bytes: TextDecoding.utf8(bytes)))), [], f)
            // The fuzz target's bytes mode also lexes each input in two halves.
            let whole = bytes.withUnsafeBufferPointer { Lexer.lex($0) }
            let halves = bytes.withUnsafeBufferPointer { Lexer.lexInTwo($0) }
            XCTAssertEqual(halves.tokens.map { "\($0.kind) \($0.flags.rawValue) \($0.start) \($0.end)" },
                           whole.tokens.map { "\($0.kind) \($0.flags.rawValue) \($0.start) \($0.end)" }, f)
            // And, as the fuzz target checks, every fix the findings carry keeps the parse.
            let file = SourceFile(path: "fuzz.swift", bytes: bytes)
            let index = TypeIndex()
            DeclarationScanner.collect(from: file, into: index)
            let findings = Linter.lintTree(Parser.parse(file), index: index, options: LintOptions(rules: RuleRegistry.all, jobs: 1))
            XCTAssertNil(FixReparseCheck.problem(in: bytes, path: file.path, findings: findings), f)
        }
    }

    /// A capture list closed by another bracket (`{[)in`) read on to a later `]`, and the
    /// signature then rewound to its `in`; an `@` or `@unknown` as the last token stepped past
    /// the end. Found by parsing pieces of the fixtures glued to garbage.
    func testCaptureListAndTrailingAttributeStayInTheirTokens() {
        for s in ["{[)in", "f { [weak self) in }\n]", "var p { didSet {} @", "switch x { @unknown"] {
            XCTAssertEqual(treeInvariantViolations(Parser.parse(SourceFile(path: "t", text: s))), [], s)
        }
    }

    func testLabelAtEndOfFileInsideArguments() {
        for s in ["f(a:", "f(a: ", "x[a:", "\"\\(a:", "f(a:,", "@", "@x(", "f { [weak self", "case", "#if"] {
            let tree = Parser.parse(SourceFile(path: "t", text: s))
            XCTAssertEqual(treeInvariantViolations(tree), [], s)
            XCTAssertGreaterThan(tree.nodes.count, 1, s)
        }
    }
}
