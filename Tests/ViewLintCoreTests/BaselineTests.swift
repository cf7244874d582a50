import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

final class BaselineTests: XCTestCase {
    let feed = """
    import UIKit
    protocol FeedDelegate: AnyObject {}
    final class FeedViewController: UIViewController {
        var delegate: FeedDelegate?
        override func viewDidLoad() {}
    }

    """
    let second = """
    final class SearchViewController: UIViewController {
            var delegate:   FeedDelegate?
    }

    """
    /// weak_delegate is opt-in (group pedantic): the project opts in, as a user would.
    let optIn = "opt_in_rules: [weak_delegate]\n"

    func testWriteThenEditAboveKeepsOldFindingsHidden() throws {
        let t = TempDir()
        t.write(".viewlint.yml", optIn)
        t.write("Sources/Feed.swift", feed)
        let w = runCLI(["--write-baseline", "viewlint-baseline.json"], cwd: t.path)
        XCTAssertEqual(w.code, 0, w.err)
        XCTAssertEqual(w.out, "")
        XCTAssertTrue(w.err.contains("viewlint: wrote baseline 'viewlint-baseline.json' with 2 findings"), w.err)
        XCTAssertEqual(t.read("viewlint-baseline.json"), """
        {
          "version": 1,
          "tool": "viewlint",
          "findings": [
            {"path": "Sources/Feed.swift", "rule": "missing_super_call", "line": "override func viewDidLoad() {}", "count": 1},
            {"path": "Sources/Feed.swift", "rule": "weak_delegate", "line": "var delegate: FeedDelegate?", "count": 1}
          ]
        }

        """)
        // Without the baseline both findings are reported.
        XCTAssertEqual(runCLI(["-q"], cwd: t.path).code, 1)
        // Lines inserted above, and re-indentation: still hidden.
        t.write("Sources/Feed.swift", "// a header\n// more header\n\n" + feed.replacingOccurrences(of: "    var delegate", with: "\tvar  delegate"))
        let r = runCLI(["-q", "--baseline", "viewlint-baseline.json"], cwd: t.path)
        XCTAssertEqual(r.code, 0, r.out)
        XCTAssertEqual(r.out, "")
        // The same from a subdirectory (paths are stored relative to the baseline file).
        let sub = runCLI(["-q", t.path, "--baseline", "../viewlint-baseline.json"], cwd: t.path + "/Sources")
        XCTAssertEqual(sub.code, 0, sub.out)
        // And through the config file.
        t.write(".viewlint.yml", optIn + "baseline: viewlint-baseline.json\n")
        XCTAssertEqual(runCLI(["-q"], cwd: t.path).out, "")
    }

    func testAGrownCountReportsOnlyTheExtraFinding() throws {
        let t = TempDir()
        t.write(".viewlint.yml", optIn)
        t.write("Sources/Feed.swift", feed)
        XCTAssertEqual(runCLI(["--write-baseline", "b.json", "-q"], cwd: t.path).code, 0)
        t.write("Sources/Feed.swift", feed + second)
        let r = runCLI(["-q", "--baseline", "b.json"], cwd: t.path)
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.out, "Sources/Feed.swift:8:13: warning: 'delegate' holds its delegate strongly and can form a retain cycle; declare it 'weak var' [*] [weak_delegate]\n")
    }

    func testStrictBaselineFailsWhenEntriesNoLongerOccur() throws {
        let t = TempDir()
        t.write(".viewlint.yml", optIn)
        t.write("Sources/Feed.swift", feed)
        t.write("Sources/Other.swift", "import UIKit\nfinal class O: UIViewController { override func viewDidLoad() {} }\n")
        XCTAssertEqual(runCLI(["--write-baseline", "b.json", "-q"], cwd: t.path).code, 0)
        t.write("Sources/Feed.swift", feed.replacingOccurrences(of: "var delegate", with: "weak var delegate"))
        XCTAssertEqual(runCLI(["-q", "--baseline", "b.json"], cwd: t.path).code, 0)
        let strict = runCLI(["-q", "--baseline", "b.json", "--strict-baseline"], cwd: t.path)
        XCTAssertEqual(strict.code, 1)
        XCTAssertEqual(strict.out, "")
        XCTAssertEqual(strict.err, """
        viewlint: baseline entry no longer occurs: Sources/Feed.swift [weak_delegate] 'var delegate: FeedDelegate?'
        viewlint: --strict-baseline: 1 baseline entry is stale; rewrite it with --write-baseline b.json

        """)
        // Files and rules outside the run are not judged stale.
        XCTAssertEqual(runCLI(["-q", t.path + "/Sources/Other.swift", "--baseline", "b.json", "--strict-baseline"], cwd: t.path).code, 0)
        XCTAssertEqual(runCLI(["-q", "--only", "missing_super_call", "--baseline", "b.json", "--strict-baseline"], cwd: t.path).code, 0)
    }

    func testBadBaselineFilesExitTwo() {
        let t = TempDir()
        t.write("A.swift", "let x = 1\n")
        let missing = runCLI(["-q", "--baseline", "nope.json"], cwd: t.path)
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.err, "viewlint: error: baseline 'nope.json' not found or not readable; create it with --write-baseline nope.json\n")
        t.write("bad.json", "{\"findings\": 3}")
        let bad = runCLI(["-q", "--baseline", "bad.json"], cwd: t.path)
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.hasPrefix("viewlint: error: baseline 'bad.json' is not a viewlint baseline"), bad.err)
        let combo = runCLI(["-q", "--write-baseline", "b.json", "--changed-since", "HEAD"], cwd: t.path)
        XCTAssertEqual(combo.code, 2)
    }

    func testMatchingIgnoresLineNumbersAndSuppressedFindings() {
        func f(_ line: Int, _ rule: String = "weak_delegate", suppressed: Bool = false) -> Finding {
            var x = Finding(ruleID: rule, severity: .warning, message: "m", path: "A.swift", line: line, column: 1,
                            endLine: line, endColumn: 2, startOffset: line * 10, endOffset: line * 10 + 1)
            if suppressed { x.suppression = "" }
            return x
        }
        let text: (Finding) -> String = { _ in "  var delegate:  D?" }
        let b = Baseline.make([f(1), f(2, suppressed: true)], path: { $0 }, lineText: text)
        XCTAssertEqual(b.counts.values.reduce(0, +), 1)
        let r = b.filter([f(40), f(50)], path: { $0 }, lineText: text, lintedPaths: ["A.swift"], rules: ["weak_delegate"])
        XCTAssertEqual(r.kept.map { $0.line }, [50])
        XCTAssertTrue(r.stale.isEmpty)
        XCTAssertEqual(Baseline.normalise("\t a  b\t c "), "a b c")
    }
}
