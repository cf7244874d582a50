import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

final class ChangedLinesTests: XCTestCase {
    func git(_ args: [String], _ dir: String, file: StaticString = #filePath, line: UInt = #line) {
        ViewLintCoreTests.git(args, in: dir, file: file, line: line)
    }

    let proto = "import UIKit\nprotocol FeedDelegate: AnyObject {}\n"
    /// The screens' finding is weak_delegate, which is opt-in (group pedantic): the projects
    /// opt in, as a user would.
    let optIn = "opt_in_rules: [weak_delegate]\n"
    func screen(_ name: String) -> String {
        "final class \(name): UIViewController {\n    var delegate: FeedDelegate?\n}\n"
    }

    /// A repository with two commits: .viewlint.yml, Protocol.swift and Old.swift unchanged
    /// since the first, Feed.swift extended by the second.
    func makeRepo() -> TempDir {
        let t = TempDir()
        t.write(".viewlint.yml", optIn)
        t.write("Sources/Protocol.swift", proto)
        t.write("Sources/Old.swift", screen("OldViewController"))
        t.write("Sources/Feed.swift", screen("FeedViewController"))
        git(["init", "-q"], t.path)
        git(["add", "."], t.path)
        git(["commit", "-q", "-m", "first"], t.path)
        t.write("Sources/Feed.swift", screen("FeedViewController") + "\n" + screen("NewViewController"))
        git(["commit", "-q", "-am", "second"], t.path)
        return t
    }

    func lines(_ out: String) -> [String] {
        out.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
    }

    func testOnlyChangedFilesAndLinesAreReported() {
        let t = makeRepo()
        // Everything: three findings.
        XCTAssertEqual(lines(runCLI(["-q"], cwd: t.path).out).count, 3)
        // Since HEAD~1: only the new class in Feed.swift; the protocol in an unchanged file
        // still comes from the type index.
        let r = runCLI(["--changed-since", "HEAD~1"], cwd: t.path)
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertEqual(lines(r.out), ["Sources/Feed.swift:6:9:"])
        XCTAssertTrue(r.err.contains("in 1 file"), r.err)
        // Uncommitted (unstaged) edits and untracked files count too.
        t.write("Sources/Old.swift", screen("OldViewController") + screen("OtherViewController"))
        t.write("Sources/Brand.swift", screen("BrandNewViewController"))
        XCTAssertEqual(lines(runCLI(["-q", "--changed-since", "HEAD~1"], cwd: t.path).out),
                       ["Sources/Brand.swift:2:9:", "Sources/Feed.swift:6:9:", "Sources/Old.swift:5:9:"])
        XCTAssertEqual(lines(runCLI(["-q", "--changed-since", "HEAD"], cwd: t.path).out),
                       ["Sources/Brand.swift:2:9:", "Sources/Old.swift:5:9:"])
        // From a subdirectory with an explicit path.
        XCTAssertEqual(lines(runCLI(["-q", "--changed-since", "HEAD", t.path + "/Sources"], cwd: t.path + "/Sources").out),
                       ["Brand.swift:2:9:", "Old.swift:5:9:"])
        // --staged: only what is staged, read from the index.
        XCTAssertEqual(runCLI(["-q", "--staged"], cwd: t.path).out, "")
        git(["add", "Sources/Brand.swift"], t.path)
        t.write("Sources/Brand.swift", "// unstaged line\n" + screen("BrandNewViewController"))
        XCTAssertEqual(lines(runCLI(["-q", "--staged"], cwd: t.path).out), ["Sources/Brand.swift:2:9:"])
    }

    func testFindingSpanningAChangedLineCounts() {
        let ch = ChangedLines(root: "/r", files: ["/r/A.swift": .some([7]), "/r/New.swift": Set<Int>?.none], staged: false)
        XCTAssertTrue(ch.touches("/r/A.swift", 5...9))
        XCTAssertTrue(ch.touches("/r/A.swift", 7...7))
        XCTAssertFalse(ch.touches("/r/A.swift", 8...12))
        XCTAssertTrue(ch.touches("/r/New.swift", 100...100))
        XCTAssertFalse(ch.touches("/r/B.swift", 1...1000))
    }

    func testDiffParsing() {
        let diff = """
        diff --git a/Sources/A.swift b/Sources/A.swift
        --- a/Sources/A.swift
        +++ b/Sources/A.swift
        @@ -3 +3 @@ class A {
        -    var x = 1
        +    var x = 2
        @@ -10,0 +11,2 @@ func f() {
        +    a()
        +    b()
        @@ -20,3 +22,0 @@
        -    c()
        diff --git a/gone.swift b/gone.swift
        --- a/gone.swift
        +++ /dev/null
        diff --git "a/With \\"quote\\".swift" "b/With \\"quote\\".swift"
        --- "a/With \\"quote\\".swift"
        +++ "b/With \\"quote\\".swift"
        @@ -1 +1 @@
        """
        let p = GitChanges.parseDiff(diff)
        XCTAssertEqual(p["Sources/A.swift"], [3, 11, 12, 22, 23])
        XCTAssertNil(p["gone.swift"])
        XCTAssertEqual(p["With \"quote\".swift"], [1])
        XCTAssertEqual(GitChanges.unquote("\"b/caf\\303\\251.swift\""), "b/café.swift")
    }

    func testOutsideARepositoryOrWithAnUnknownRefExitsTwo() {
        let t = TempDir()
        t.write("A.swift", "let x = 1\n")
        let outside = runCLI(["--changed-since", "HEAD~1"], cwd: t.path)
        XCTAssertEqual(outside.code, 2)
        XCTAssertEqual(outside.err, "viewlint: error: --changed-since: '\(t.path)' is not inside a git repository; run viewlint from a git checkout or drop --changed-since\n")
        let repo = makeRepo()
        let unknown = runCLI(["--changed-since", "no-such-branch"], cwd: repo.path)
        XCTAssertEqual(unknown.code, 2)
        XCTAssertEqual(unknown.err, "viewlint: error: --changed-since: unknown git revision 'no-such-branch'; use a branch, tag or commit such as HEAD~1 or origin/main\n")
    }

    func testThisRepository() {
        // `viewlint --changed-since HEAD~1` works in viewlint's own checkout (when it is one).
        guard FileManager.default.fileExists(atPath: packageRoot + "/.git") else { return }
        let r = runCLI(["--changed-since", "HEAD~1", "-q", "--fail-on", "never"], cwd: packageRoot)
        XCTAssertEqual(r.code, 0, r.err)
    }

    func testFilesOnlyLintsNothingWithoutFiles() {
        let t = TempDir()
        t.write("A.swift", "let x = 1\n")
        let none = runCLI(["--files-only"], cwd: t.path)
        XCTAssertEqual(none.code, 0)
        XCTAssertEqual(none.out, "")
        XCTAssertEqual(none.err, "viewlint: 0 findings (0 errors, 0 warnings, 0 info) in 0 files\n")
        XCTAssertEqual(runCLI(["--files-only", "-q", t.path + "/A.swift"], cwd: t.path).code, 0)
        // Config exclusions apply to named files too (pre-commit passes every staged file).
        t.write(".viewlint.yml", optIn)
        t.write("Gen/G.swift", proto + screen("G"))
        XCTAssertEqual(runCLI(["--files-only", "-q", t.path + "/Gen/G.swift"], cwd: t.path).code, 1)
        t.write(".viewlint.yml", optIn + "excluded: [Gen]\n")
        let excluded = runCLI(["--files-only", "-q", t.path + "/Gen/G.swift"], cwd: t.path)
        XCTAssertEqual(excluded.code, 0)
        XCTAssertEqual(excluded.err, "")
        // Named without --files-only, an excluded file gets a note; when nothing is left to
        // lint that is an error (exit 2) naming the entry instead.
        let both = runCLI(["-q", t.path + "/Gen/G.swift", t.path + "/A.swift"], cwd: t.path)
        XCTAssertEqual(both.code, 0)
        XCTAssertEqual(both.err, "viewlint: note: Gen/G.swift: left out by 'included'/'excluded' in .viewlint.yml; --no-config lints it anyway\n")
        let named = runCLI(["-q", t.path + "/Gen/G.swift"], cwd: t.path)
        XCTAssertEqual(named.code, 2)
        XCTAssertEqual(named.err, "viewlint: error: no files left to lint: the 1 source file in 'Gen/G.swift' was left out — 1 by 'excluded: Gen' in .viewlint.yml; fix those entries, lint other paths, or pass --allow-zero-files\n")
        // Plain viewlint with no paths still lints the current directory (the exclusion dropped).
        t.write(".viewlint.yml", optIn)
        t.write("A.swift", screen("A"))
        XCTAssertEqual(runCLI(["-q"], cwd: t.path).code, 1)
    }
}
