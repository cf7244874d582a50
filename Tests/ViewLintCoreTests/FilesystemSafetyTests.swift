import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks stay inside the lint roots and terminate; anything unreadable is a note and the run
/// goes on; reports are written atomically and only where asked; output paths are relative.
/// Tests run as root in CI, so "unreadable" is simulated with dangling symlinks, FIFOs and
/// files removed between the walk and the read.
final class FilesystemSafetyTests: XCTestCase {
    let badVC = "import UIKit\nclass A: UIViewController {\n    override func viewDidLoad() {\n        title = \"x\"\n    }\n}\n"
    let fm = FileManager.default
    var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "viewlint-fs-\(getpid())-\(name.filter { $0.isLetter })"
        try? fm.removeItem(atPath: dir)
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? fm.removeItem(atPath: dir)
    }

    func write(_ rel: String, _ text: String) throws {
        let path = dir + "/" + rel
        try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    func listing(_ d: String) -> [String] { ((try? fm.contentsOfDirectory(atPath: d)) ?? []).sorted() }

    // MARK: walks

    func testWalkDoesNotFollowSymlinksOutOfTheRoot() throws {
        try write("root/In.swift", badVC)
        try write("outside/Out.swift", badVC)
        try fm.createSymbolicLink(atPath: dir + "/root/dirlink", withDestinationPath: dir + "/outside")
        try fm.createSymbolicLink(atPath: dir + "/root/Link.swift", withDestinationPath: dir + "/outside/Out.swift")
        try fm.createSymbolicLink(atPath: dir + "/root/up", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: dir + "/root/self", withDestinationPath: ".")
        var unreadable: [String] = []
        XCTAssertEqual(FileWalker.files(under: dir + "/root", unreadable: &unreadable), [dir + "/root/In.swift"])
        XCTAssertEqual(unreadable, [])
        let r = runCLI(["root", "--format", "json", "-q"], cwd: dir)
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.out.contains("\"path\": \"root/In.swift\"") || r.out.contains("\"path\":\"root/In.swift\""), r.out)
        XCTAssertFalse(r.out.contains("Out.swift"))
        XCTAssertFalse(r.out.contains("Link.swift"))
    }

    func testExplicitlyNamedSymlinkToADirectoryIsFollowedOnce() throws {
        try write("real/A.swift", badVC)
        try fm.createSymbolicLink(atPath: dir + "/named", withDestinationPath: dir + "/real")
        try fm.createSymbolicLink(atPath: dir + "/real/back", withDestinationPath: dir + "/named")
        var unreadable: [String] = []
        XCTAssertEqual(FileWalker.files(under: dir + "/named", unreadable: &unreadable), [dir + "/named/A.swift"])
    }

    func testDeepDirectoryTreeAndManyEntries() throws {
        // 200 levels: the walk is iterative, and every level is listed once.
        var rel = "deep"
        for i in 0..<200 { rel += "/d\(i)" }
        try write(rel + "/Leaf.swift", badVC)
        for i in 0..<300 { try write("deep/F\(i).swift", "let x\(i) = \(i)\n") }
        var unreadable: [String] = []
        let files = FileWalker.files(under: dir + "/deep", unreadable: &unreadable)
        XCTAssertEqual(files.count, 301)
        XCTAssertTrue(files.contains(dir + "/" + rel + "/Leaf.swift"))
    }

    func testMissingWalkRootIsReportedUnreadable() {
        var unreadable: [String] = []
        XCTAssertEqual(FileWalker.files(under: dir + "/gone", unreadable: &unreadable), [])
        XCTAssertEqual(unreadable, [dir + "/gone"])
    }

    func testUnreadableDirectoryIsANoteAndTheRunGoesOn() throws {
        try XCTSkipIf(geteuid() == 0, "root reads every directory; covered by testMissingWalkRootIsReportedUnreadable")
        try write("src/A.swift", badVC)
        try write("src/locked/B.swift", badVC)
        chmod(dir + "/src/locked", 0)
        defer { chmod(dir + "/src/locked", 0o755) }
        let r = runCLI(["src"], cwd: dir)
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.err.contains("viewlint: note: src/locked: directory could not be read; skipped\n"), r.err)
    }

    // MARK: unreadable files

    func testDanglingSymlinkNamedExplicitlyIsANoteAndTheRunGoesOn() throws {
        try write("A.swift", badVC)
        try fm.createSymbolicLink(atPath: dir + "/Gone.swift", withDestinationPath: dir + "/nowhere.swift")
        let r = runCLI(["Gone.swift", "A.swift"], cwd: dir)
        XCTAssertEqual(r.code, 1, r.err) // findings decide
        XCTAssertTrue(r.out.hasPrefix("A.swift:3:"), r.out)
        XCTAssertTrue(r.err.contains("viewlint: note: Gone.swift: could not read file; check that it exists and is a readable regular file\n"), r.err)
        XCTAssertTrue(r.err.contains("in 1 file; 1 more with --unsafe-fixes\n"), r.err) // missing_super_call's fix is unsafe
        // Nothing could be linted: 2.
        let only = runCLI(["Gone.swift"], cwd: dir)
        XCTAssertEqual(only.code, 2)
        XCTAssertTrue(only.err.contains("viewlint: note: Gone.swift: could not read file"), only.err)
    }

    func testFIFONamedExplicitlyIsANoteNotAHang() throws {
        try write("A.swift", badVC)
        XCTAssertEqual(mkfifo(dir + "/Pipe.swift", 0o644), 0)
        let start = Date()
        XCTAssertNil(FileWalker.read(dir + "/Pipe.swift")) // no writer: must not block
        let r = runCLI(["Pipe.swift", "A.swift"], cwd: dir)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertTrue(r.err.contains("viewlint: note: Pipe.swift: could not read file"), r.err)
        XCTAssertEqual(runCLI(["Pipe.swift", "-q"], cwd: dir).code, 2)
        // In a walk, a FIFO is not a regular file and is not listed at all.
        var unreadable: [String] = []
        XCTAssertEqual(FileWalker.files(under: dir, unreadable: &unreadable), [dir + "/A.swift"])
    }

    func testFileRemovedOrReplacedBetweenWalkAndRead() throws {
        try write("A.swift", badVC)
        try write("B.swift", badVC)
        try write("C.swift", badVC)
        var unreadable: [String] = []
        let files = FileWalker.files(under: dir, unreadable: &unreadable)
        XCTAssertEqual(files.count, 3)
        try fm.removeItem(atPath: dir + "/B.swift")
        try fm.removeItem(atPath: dir + "/C.swift")
        XCTAssertEqual(mkfifo(dir + "/C.swift", 0o644), 0)
        for jobs in [1, 4] {
            var o = LintOptions(rules: [MissingSuperCallRule.self])
            o.jobs = jobs
            let r = Linter.run(files.map { LintInput(displayPath: String($0.dropFirst(dir.count + 1)), diskPath: $0) }, options: o)
            XCTAssertEqual(r.filesLinted, 1)
            XCTAssertEqual(r.findings.map { $0.path }, ["A.swift"])
            XCTAssertEqual(r.notices.map { $0.path }, ["B.swift", "C.swift"])
            XCTAssertTrue(r.notices.allSatisfy { $0.message.hasPrefix("could not read file") })
        }
    }

    /// The read asks for one byte more than `fstat` reports and stops at the short read: every
    /// size, empty and page-sized included, comes back whole, and a file whose `fstat` size is
    /// 0 but which has content (`/proc`) is read to its end.
    func testReadReturnsEveryByteWhateverTheSize() throws {
        for size in [0, 1, 2, 4095, 4096, 4097, 65535, 65536, 65537, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
            let path = dir + "/S\(size).swift"
            XCTAssertTrue(fm.createFile(atPath: path, contents: Data(bytes)))
            var stamp = FileStamp.none
            XCTAssertEqual(FileWalker.read(path, stamp: &stamp), bytes, "size \(size)")
        }
        #if os(Linux)
        let status = FileWalker.read("/proc/self/status") ?? []
        XCTAssertGreaterThan(status.count, 100)
        XCTAssertTrue(String(decoding: status, as: UTF8.self).hasSuffix("\n"))
        #endif
    }

    /// The walk sorts its paths by bytes when all are ASCII: the order must be String's, for
    /// every mix of case, digits, punctuation and shared prefixes; other paths take String's
    /// own sort.
    func testWalkSortMatchesStringOrder() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("aAbBzZ09_-./ ~+Module File.swift")
        for round in 0..<50 {
            var paths: [String] = []
            for _ in 0..<(round * 7 + 1) {
                let n = Int.random(in: 0...24, using: &rng)
                var p = String((0..<n).map { _ in alphabet.randomElement(using: &rng)! })
                if Bool.random(using: &rng), let other = paths.randomElement(using: &rng) { p = other + p } // shared prefixes
                paths.append(p)
            }
            XCTAssertEqual(FileWalker.sortedPaths(paths), paths.sorted())
        }
        let unicode = ["b/e\u{301}.swift", "b/\u{e9}.swift", "a/Z.swift", "a/z.swift", "🎉/x.swift", "b/f.swift"]
        XCTAssertEqual(FileWalker.sortedPaths(unicode), unicode.sorted())
        XCTAssertEqual(FileWalker.sortedPaths([]), [])
        XCTAssertEqual(FileWalker.sortedPaths(["", "a", ""]), ["", "", "a"])
    }

    func testDirectoryNamedAsAFileIsNotReadAsOne() throws {
        try fm.createDirectory(atPath: dir + "/Dir.swift", withIntermediateDirectories: true)
        XCTAssertNil(FileWalker.read(dir + "/Dir.swift"))
    }

    // MARK: reports

    func testReportIsWrittenAtomicallyAndOnlyWhereAsked() throws {
        try write("src/A.swift", badVC)
        try fm.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let before = listing(dir + "/src")
        let r = runCLI(["src", "--report", "json:out/r.json", "--report", "sarif:out/r.sarif", "-q"], cwd: dir)
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(listing(dir + "/out"), ["r.json", "r.sarif"]) // no temporary files left
        XCTAssertEqual(listing(dir + "/src"), before)
        XCTAssertEqual(listing(dir), ["out", "src"])
        let json = try String(contentsOfFile: dir + "/out/r.json", encoding: .utf8)
        XCTAssertTrue(json.contains("src/A.swift"))
        XCTAssertFalse(json.contains(dir), "absolute path leaked into the report")
    }

    func testReportWriteDoesNotFollowAPlantedSymlink() throws {
        try write("A.swift", badVC)
        try write("victim.txt", "keep me")
        // The first temporary name AtomicFile tries (same process: tests run in-process).
        try fm.createSymbolicLink(atPath: dir + "/r.json.tmp-\(getpid())-0", withDestinationPath: dir + "/victim.txt")
        let r = runCLI(["A.swift", "--report", "json:r.json", "-q"], cwd: dir)
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertEqual(try String(contentsOfFile: dir + "/victim.txt", encoding: .utf8), "keep me")
        XCTAssertTrue(try String(contentsOfFile: dir + "/r.json", encoding: .utf8).contains("missing_super_call"))
    }

    func testUnwritableReportIsOneLineExitTwoAndLeavesNothingBehind() throws {
        try write("A.swift", badVC)
        try write("old.json", "previous")
        let r = runCLI(["A.swift", "--report", "json:old.json", "--report", "sarif:no/such/dir/r.sarif"], cwd: dir)
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.out, "")
        XCTAssertEqual(r.err, "viewlint: error: cannot write 'no/such/dir/r.sarif': No such file or directory; check that the directory exists and is writable\n")
        XCTAssertEqual(try String(contentsOfFile: dir + "/old.json", encoding: .utf8), "previous") // all or nothing
        XCTAssertEqual(listing(dir), ["A.swift", "old.json"])
        let isDir = runCLI(["A.swift", "--report", "json:."], cwd: dir)
        XCTAssertEqual(isDir.code, 2)
        XCTAssertTrue(isDir.err.hasPrefix("viewlint: error: cannot write '.': "), isDir.err)
        XCTAssertEqual(isDir.err.filter { $0 == "\n" }.count, 1)
    }

    // MARK: paths in output

    func testPathsInOutputAreRelativeUnlessGivenAbsoluteOutsideTheWorkingDirectory() throws {
        try write("work/Sources/A.swift", badVC)
        try write("elsewhere/B.swift", badVC)
        let cwd = dir + "/work"
        for arg in [cwd + "/Sources", "./Sources", "Sources", "Sources/", cwd + "/Sources/A.swift", cwd] {
            for format in ["text", "json", "sarif", "github", "checkstyle", "junit", "codeclimate"] {
                let r = runCLI([arg, "--format", format, "-q"], cwd: cwd)
                XCTAssertEqual(r.code, 1, "\(arg) \(format)")
                XCTAssertTrue(r.out.contains("Sources/A.swift"), "\(arg) \(format)")
                XCTAssertFalse(r.out.contains(dir + "/work/Sources"), "absolute path leaked: \(arg) \(format)")
                XCTAssertFalse(r.out.contains("./Sources"), "\(arg) \(format)")
            }
        }
        XCTAssertTrue(runCLI(["Sources"], cwd: cwd).out.hasPrefix("Sources/A.swift:3:"))
        // Absolute input outside the working directory stays absolute (there is no relative form).
        XCTAssertTrue(runCLI([dir + "/elsewhere", "-q"], cwd: cwd).out.hasPrefix(dir + "/elsewhere/B.swift:3:"))
        // Notes use the same relative paths.
        try fm.createSymbolicLink(atPath: cwd + "/Sources/Gone.swift", withDestinationPath: "nowhere")
        let note = runCLI([cwd + "/Sources/Gone.swift", "Sources/A.swift", "-q"], cwd: cwd)
        XCTAssertTrue(note.err.contains("viewlint: note: Sources/Gone.swift: could not read file"), note.err)
        XCTAssertFalse(note.err.contains(dir))
    }

    // MARK: command-line errors: one line each, what / where / how to fix, exit 2

    func testCommandLineErrorsAreOneClearLineWithExitTwo() {
        let cases: [([String], String)] = [
            (["--formt", "json"], "viewlint: error: unknown option '--formt'; did you mean '--format'?\n"),
            (["--zzzzzzzzzz"], "viewlint: error: unknown option '--zzzzzzzzzz'; see 'viewlint --help'\n"),
            (["--format", "yaml", "-"], "viewlint: error: unknown format 'yaml'; use one of: text, json, sarif, github, checkstyle, junit, codeclimate\n"),
            (["--format"], "viewlint: error: --format needs a value\n"),
            (["--only", "missing_super_cal", "-"], "viewlint: error: unknown rule or group 'missing_super_cal'; did you mean 'missing_super_call'? ('viewlint rules' lists them all)\n"),
            (["--disable", "qqqqqqqqqqqqqqqq", "-"], "viewlint: error: unknown rule or group 'qqqqqqqqqqqqqqqq'; 'viewlint rules' lists them all\n"),
            (["/no/such/path"], "viewlint: error: no such file or directory: '/no/such/path'\n"),
            (["--jobs", "0", "-"], "viewlint: error: --jobs needs a positive number, got '0'\n"),
            (["--jobs=many", "-"], "viewlint: error: --jobs needs a positive number, got 'many'\n"),
            (["--jobs"], "viewlint: error: --jobs needs a value\n"),
            (["--deployment-target", "fifteen", "-"], "viewlint: error: --deployment-target needs a version like 15.0, got 'fifteen'\n"),
            (["--report", "sarif", "-"], "viewlint: error: --report needs FORMAT:PATH, e.g. --report sarif:viewlint.sarif; got 'sarif'\n"),
            (["--report", "pdf:x.pdf", "-"], "viewlint: error: unknown report format 'pdf' in --report; use one of: text, json, sarif, github, checkstyle, junit, codeclimate\n"),
            (["--fail-on", "sometimes", "-"], "viewlint: error: --fail-on needs one of: error, warning, info, never; got 'sometimes'\n"),
            (["explain"], "viewlint: error: 'explain' needs a rule id, e.g. 'viewlint explain missing_super_call'\n"),
        ]
        for (args, expected) in cases {
            let r = runCLI(args, stdin: badVC)
            XCTAssertEqual(r.code, 2, args.joined(separator: " "))
            XCTAssertEqual(r.err, expected, args.joined(separator: " "))
            XCTAssertEqual(r.out, "", args.joined(separator: " "))
        }
    }

    func testHugeJobCountDoesNotAllocatePerWorkerStateForEachJob() {
        let r = runCLI(["-", "--jobs", "1000000000", "-q"], stdin: badVC)
        XCTAssertEqual(r.code, 1, r.err)
        var o = LintOptions(rules: [MissingSuperCallRule.self])
        o.jobs = Int.max
        XCTAssertEqual(Linter.run([LintInput(displayPath: "a.swift", text: badVC)], options: o).findings.count, 1)
        XCTAssertEqual(Linter.run([], options: o).filesLinted, 0)
    }
}
