import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// The CLI's incremental cache: replayed findings equal fresh ones, and a change to a
/// declaration in another file (the type index) or to the configuration invalidates them.
final class CacheTests: XCTestCase {
    var dir = ""

    override func setUp() {
        dir = NSTemporaryDirectory() + "viewlint-cache-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: dir + "/src", withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ name: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: dir + "/src/" + name, contents: Data(text.utf8))
    }

    func lintRun(_ options: LintOptions = LintOptions(jobs: 2), cache: Bool = true) -> [Finding] {
        let inputs = ["A.swift", "B.swift"].map { LintInput(displayPath: $0, diskPath: dir + "/src/" + $0) }
        let c = cache ? LintCache(directory: dir + "/cache", scope: dir, options: options) : nil
        return Linter.run(inputs, options: options, cache: c).findings
    }

    func testReplayAndInvalidation() {
        write("A.swift", "import UIKit\nclass Base: UIViewController {}\n")
        write("B.swift", "import UIKit\nclass Child: Base {\n    override func viewDidLoad() {\n        print(1)\n    }\n}\n")
        let fresh = lintRun(cache: false)
        XCTAssertEqual(fresh.map { $0.ruleID }, ["missing_super_call"])
        XCTAssertEqual(lintRun(), fresh)          // fills the cache
        XCTAssertEqual(lintRun(), fresh)          // replays it
        // B is unchanged, but A no longer makes Child a view controller.
        write("A.swift", "import UIKit\nclass Base: NSObject {}\n")
        XCTAssertEqual(lintRun(), lintRun(cache: false))
        XCTAssertTrue(lintRun().isEmpty)
        write("A.swift", "import UIKit\nclass Base: UIViewController {}\n")
        XCTAssertEqual(lintRun(), fresh)
        // Another rule set is another configuration.
        XCTAssertTrue(lintRun(LintOptions(rules: [rule("weak_delegate")], jobs: 2)).isEmpty)
        XCTAssertEqual(lintRun(), fresh)
    }

    /// Summaries cached by a run that left out the view-tree facts (no rule of it reads them)
    /// are not trusted by a run whose rules do, nor the reverse: the view-tree rule finds
    /// what it finds without the cache.
    func testViewTreeFactsAreNotReplayedAcrossRuleSets() {
        write("A.swift", "import SwiftUI\n@main\nstruct ShelfApp: App {\n    var body: some Scene {\n        WindowGroup { ShelfList() }\n    }\n}\n")
        write("B.swift", "import SwiftUI\nstruct ShelfList: View {\n    var body: some View {\n        List {\n            NavigationLink(value: 1) { Text(\"One\") }\n        }\n    }\n}\n")
        let viewTree = LintOptions(rules: [rule("navigation_link_outside_stack")], jobs: 2)
        let withoutViewTree = LintOptions(rules: [rule("missing_super_call")], jobs: 2)
        XCTAssertTrue(viewTree.gathersViewTree)
        XCTAssertFalse(withoutViewTree.gathersViewTree)
        let fresh = lintRun(viewTree, cache: false)
        XCTAssertEqual(fresh.map { $0.ruleID }, ["navigation_link_outside_stack"])
        XCTAssertTrue(lintRun(withoutViewTree).isEmpty) // fills the cache without view-tree facts
        XCTAssertEqual(lintRun(viewTree), fresh)
        XCTAssertTrue(lintRun(withoutViewTree).isEmpty)
        XCTAssertEqual(lintRun(viewTree), fresh)
    }

    /// A generated file is replayed as skipped (so an unchanged run needs no index), and is
    /// linted again once its header no longer marks it generated.
    func testGeneratedFilesReplayAsSkipped() {
        let body = "import UIKit\nclass Child: UIViewController {\n    override func viewDidLoad() {\n        print(1)\n    }\n}\n"
        write("A.swift", "// This file was automatically generated. Do not edit.\n" + body)
        write("B.swift", "import UIKit\nclass Other: UIViewController {}\n")
        let options = LintOptions(jobs: 2)
        let inputs = ["A.swift", "B.swift"].map { LintInput(displayPath: $0, diskPath: dir + "/src/" + $0) }
        func run() -> LintResult {
            Linter.run(inputs, options: options, cache: LintCache(directory: dir + "/cache", scope: dir, options: options))
        }
        for _ in 0..<3 {
            let r = run()
            XCTAssertEqual(r.generatedSkipped, 1)
            XCTAssertTrue(r.findings.isEmpty)
        }
        write("A.swift", body)
        let r = run()
        XCTAssertEqual(r.generatedSkipped, 0)
        XCTAssertEqual(r.findings.map { $0.ruleID }, ["missing_super_call"])
    }

    func testCorruptCacheIsIgnored() throws {
        write("A.swift", "import UIKit\nclass Base: UIViewController {}\n")
        write("B.swift", "import UIKit\nclass Child: Base {\n    override func viewDidLoad() {\n    }\n}\n")
        let fresh = lintRun(cache: false)
        _ = lintRun()
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/cache")
        XCTAssertEqual(files.count, 1)
        let path = dir + "/cache/" + files[0]
        var data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        data = data.prefix(data.count / 2)
        _ = FileManager.default.createFile(atPath: path, contents: data)
        XCTAssertEqual(lintRun(), fresh)
    }

    func testCLIDefaultsOffInTestsAndCI() throws {
        let c = try LintCommand.parse(["x"])
        let io = CLIOutput(out: { _ in }, err: { _ in }, readStdin: { [] }, cwd: dir)
        XCTAssertNil(c.cache(options: LintOptions(), paths: ["x"], io: io))
        var real = io
        real.cacheByDefault = true
        real.env = { $0 == "HOME" ? self.dir : nil }
        XCTAssertNotNil(c.cache(options: LintOptions(), paths: ["x"], io: real))
        real.env = { $0 == "CI" ? "true" : ($0 == "HOME" ? self.dir : nil) }
        XCTAssertNil(c.cache(options: LintOptions(), paths: ["x"], io: real))
        XCTAssertNil(try LintCommand.parse(["x", "--no-cache"]).cache(options: LintOptions(), paths: ["x"], io: real))
        XCTAssertNotNil(try LintCommand.parse(["x", "--cache-path", dir + "/c"]).cache(options: LintOptions(), paths: ["x"], io: real))
    }
}
