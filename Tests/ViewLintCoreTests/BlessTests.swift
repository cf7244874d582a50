import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// `viewlint-dev bless` rewrites every derived file, and only the stale ones; on this tree it
/// would change nothing (so after `bless`, `git status` is clean).
final class BlessTests: XCTestCase {
    /// What `bless` would write is what is committed: after `bless`, `git status` is clean.
    func testBlessWouldChangeNothing() throws {
        let stale = try Bless.outputs(root: packageRoot).filter { !$0.isCurrent }.map { String($0.path.dropFirst(packageRoot.count + 1)) }
        XCTAssertEqual(stale, [], "stale derived files: run `swift run viewlint-dev bless`")
    }

    /// The parts of the package bless reads and writes, copied, with three derived files made
    /// stale: bless rewrites exactly those, back to what is committed.
    func testBlessRewritesTheStaleFilesAndOnlyThose() throws {
        let root = NSTemporaryDirectory() + "viewlint-bless-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        for part in ["Rules", "Fixtures", DocsGenerator.ruleSources, "Sources/ViewLintCore/Generated", ".swiftlint-compat",
                     RealCodeSummary.file, Bless.catalogSnapshot] {
            try fm.createDirectory(atPath: PathUtil.parent(root + "/" + part), withIntermediateDirectories: true)
            try fm.copyItem(atPath: packageRoot + "/" + part, toPath: root + "/" + part)
        }
        let expected = "Fixtures/layout_loop/expected.txt", doc = "Rules/layout_loop.md"
        let original = try [expected, doc, FixtureRuns.ruleTestsOutput].map { try String(contentsOfFile: packageRoot + "/" + $0, encoding: .utf8) }
        try "stale\n".write(toFile: root + "/" + expected, atomically: true, encoding: .utf8)
        XCTAssertTrue(original[1].contains(" | lifecycle | "), "the metadata table names the category")
        try original[1].replacingOccurrences(of: " | lifecycle | ", with: " | memory | ")
            .write(toFile: root + "/" + doc, atomically: true, encoding: .utf8)

        var logged = ""
        let written = try DerivedFile.writeChanged(try Bless.outputs(root: root), log: { logged += $0 })
        XCTAssertEqual(written, 3, logged)
        for (path, text) in zip([expected, doc, FixtureRuns.ruleTestsOutput], original) {
            XCTAssertEqual(try String(contentsOfFile: root + "/" + path, encoding: .utf8), text, path)
            XCTAssertTrue(logged.contains("wrote \(root)/\(path)\n"), logged)
        }
        XCTAssertEqual(try DerivedFile.writeChanged(try Bless.outputs(root: root), log: { _ in }), 0, "a second bless changes nothing")
    }

    /// `expected.txt`: findings by line number (9 before 10), each with its source line,
    /// carets under its columns (a tab kept, so they line up) and its fix as a diff.
    func testExpectedFileShowsTheLineTheCaretsAndTheFix() {
        let source = (1...8).map { "// line \($0)" }.joined(separator: "\n") + "\n\tlet a = b.loadView()\n\tlet c = 1\n"
        let offset = source.utf8.count - "loadView()\n\tlet c = 1\n".utf8.count
        var withFix = Finding(ruleID: "r", severity: .warning, message: "called", path: "Fixtures/r/a.swift", line: 9, column: 12,
                              endLine: 9, endColumn: 20, startOffset: offset, endOffset: offset + 8)
        withFix.fix = Fix(.unsafe, "Call loadViewIfNeeded()", [TextEdit(start: offset, end: offset + 8, replacement: "loadViewIfNeeded")])
        let later = Finding(ruleID: "r", severity: .warning, message: "constant", path: "Fixtures/r/a.swift", line: 10, column: 6,
                            endLine: 11, endColumn: 1)
        let linted = FixtureRuns.Linted(paths: ["Fixtures/r/a.swift"], texts: [source], findings: [later, withFix])
        XCTAssertEqual(ExpectedFindings.text(ExpectedFindings.entries(linted, rule: "r")), """
        a.swift:9:12: called
          |
        9 | \tlet a = b.loadView()
          | \t          ^^^^^^^^
          = fix (unsafe): Call loadViewIfNeeded()
          | @@ -8,3 +8,3 @@
          |  // line 8
          | -\tlet a = b.loadView()
          | +\tlet a = b.loadViewIfNeeded()
          |  \tlet c = 1

        a.swift:10:6: constant
           |
        10 | \tlet c = 1
           | \t    ^^^^^

        """)
    }
}
