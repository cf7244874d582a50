import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// The same input gives the same findings whatever the number of workers and however the
/// scheduler spreads files over them (found on NetNewsWire, whose Mac and iOS targets each
/// declare `FeedInspectorViewController`: missing_super_call came and went between runs).
final class DeterminismTests: XCTestCase {
    func record(_ name: String, _ sup: String, _ path: String) -> TypeIndex.TypeRecord {
        TypeIndex.TypeRecord(name: name, kind: .class, inherited: [sup], path: path, isObjC: false)
    }

    func testMergeOrderDoesNotChangeTheIndex() {
        func merged(_ first: TypeIndex.TypeRecord, _ second: TypeIndex.TypeRecord) -> TypeIndex {
            let a = TypeIndex(), b = TypeIndex()
            a.add(first); b.add(second)
            a.merge(b)
            a.sortRecords()
            return a
        }
        let mac = record("FeedInspectorViewController", "NSViewController", "Mac/FeedInspectorViewController.swift")
        let ios = record("FeedInspectorViewController", "UIViewController", "iOS/FeedInspectorViewController.swift")
        let x = merged(mac, ios), y = merged(ios, mac)
        XCTAssertEqual(x.superclass(of: "FeedInspectorViewController"), y.superclass(of: "FeedInspectorViewController"))
        XCTAssertEqual(x.types["FeedInspectorViewController"]!.map { $0.path }, y.types["FeedInspectorViewController"]!.map { $0.path })
    }

    func testFindingsDoNotDependOnScheduling() {
        let mac = "import AppKit\nclass FeedInspectorViewController: NSViewController {\n    override func viewDidLoad() {\n        load()\n    }\n}\n"
        let ios = "import UIKit\nclass FeedInspectorViewController: UIViewController {\n    override func viewDidLoad() {\n        load()\n    }\n}\n"
        var inputs = [LintInput(displayPath: "Mac/FeedInspectorViewController.swift", text: mac),
                      LintInput(displayPath: "iOS/FeedInspectorViewController.swift", text: ios)]
        // Files of different sizes so that workers pick up the two declarations in varying order.
        for i in 0..<40 {
            inputs.append(LintInput(displayPath: "Other/F\(i).swift", text: String(repeating: "let v\(i) = [1, 2, 3].map { $0 + 1 }\n", count: (i * 37) % 200 + 1)))
        }
        inputs.shuffle()
        func run(_ jobs: Int) -> [String] {
            var o = LintOptions(rules: RuleRegistry.all)
            o.jobs = jobs
            return Linter.run(inputs, options: o).findings.map { "\($0.path):\($0.line) \($0.ruleID)" }
        }
        let reference = run(1)
        for _ in 0..<25 { XCTAssertEqual(run(4), reference) }
    }

    /// The CLI's allocator settings (arenas grown in one step on Linux, `AllocatorTuning`) change no
    /// finding: every fixture linted on four workers before and after they are turned on, and
    /// once more so that the workers take arenas prepared by the run before.
    func testAllocatorTuningChangesNoFinding() throws {
        let inputs = try fixtureFiles().map { LintInput(displayPath: $0.name, diskPath: $0.path) }
        XCTAssertGreaterThan(inputs.count, 100)
        func run() -> [String] {
            var o = LintOptions(rules: RuleRegistry.all)
            o.jobs = 4
            return Linter.run(inputs, options: o).findings.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }
        }
        let before = run()
        XCTAssertFalse(before.isEmpty)
        AllocatorTuning.enable()
        XCTAssertEqual(run(), before)
        XCTAssertEqual(run(), before)
    }

    /// A big file's rules split across two threads (object-model rules on one, the rest on the
    /// other) find exactly what one thread finds, suppressions and superfluous disables included.
    func testSplittingOneFilesRulesAcrossThreadsFindsTheSame() throws {
        var text = "// viewlint:disable:next direct_lifecycle_call\n"
        for id in ["missing_translates_autoresizing", "shadow_without_path", "strong_self_in_escaping_closure",
                   "missing_super_call", "direct_lifecycle_call", "fixed_font_size"] {
            let dir = packageRoot + "/Fixtures/\(id)"
            for f in try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
                where f.hasSuffix(".swift") && (f.hasPrefix("triggering") || f.hasPrefix("support")) {
                text += try String(contentsOfFile: dir + "/" + f, encoding: .utf8) + "\n"
            }
        }
        text += "// viewlint:disable:next missing_super_call\nlet unused = 1\n"
        func run(splitAbove: Int) -> [String] {
            let saved = Linter.splitRulesAboveNodes
            defer { Linter.splitRulesAboveNodes = saved }
            Linter.splitRulesAboveNodes = splitAbove
            var options = LintOptions(rules: RuleRegistry.defaultRules + [rule("superfluous_disable")])
            options.jobs = 2
            return Linter.run([LintInput(displayPath: "Big.swift", text: text)], options: options).findings
                .map { "\($0.line):\($0.column) \($0.ruleID) \($0.suppression ?? "-") \($0.message)" }
        }
        let split = run(splitAbove: 0), whole = run(splitAbove: Int.max)
        XCTAssertGreaterThan(Set(whole.map { $0.split(separator: " ")[1] }).count, 3, "several rules fire")
        XCTAssertEqual(split, whole)
    }

    /// A big file lexed in two halves gives the tokens and trivia of one run, wherever the
    /// split falls: between declarations (the halves are joined), or inside a block comment,
    /// a multi-line string or an interpolation, or before a `/` that the token before it makes
    /// an operator or a regex (the first half lexes on alone; the fuzzer found the last one). Runs under
    /// ThreadSanitizer in `.ci/run`: the second half is lexed on another thread.
    func testLexingInTwoHalvesGivesTheTokensOfOneRun() throws {
        var fixtures = ""
        for id in ["strong_self_in_escaping_closure", "missing_super_call", "missing_translates_autoresizing"] {
            let dir = packageRoot + "/Fixtures/\(id)"
            for f in try FileManager.default.contentsOfDirectory(atPath: dir).sorted() where f.hasSuffix(".swift") {
                fixtures += try String(contentsOfFile: dir + "/" + f, encoding: .utf8) + "\n"
            }
        }
        let tricky = "let a = 1\n/* a block\ncomment /* nested\n */ still\n*/\nlet s = \"\"\"\n  two\n  lines\n  \"\"\"\n"
            + "let i = \"x\\(f(\n  1,\n  2))y\"\r\nlet r = #\"\"\"\nraw \\#(v)\n\"\"\"#\n// note\n  func g() {}\nlet q = b\n/2/ 1\nlet w = (\n/x/)\nlet u = \"open\n"
        var joined = 0, alone = 0
        for text in [tricky, fixtures] {
            let bytes = Array(text.utf8)
            let whole = bytes.withUnsafeBufferPointer { lexingShape(Lexer.lex($0)) }
            let starts = bytes.indices.filter { $0 > 0 && bytes[$0 - 1] == 10 }
            let step = max(1, starts.count / 60)
            for s in stride(from: 0, to: starts.count, by: step).map({ starts[$0] }) {
                let r = bytes.withUnsafeBufferPointer { Lexer.lexInTwoNotingJoin($0, splitAt: s) }
                XCTAssertEqual(lexingShape((r.tokens, r.trivia)), whole, "split at byte \(s)")
                if r.joined { joined += 1 } else { alone += 1 }
            }
        }
        XCTAssertGreaterThan(joined, 40, "most splits fall between tokens")
        XCTAssertGreaterThan(alone, 5, "splits inside comments, strings and interpolations are refused")
        // The engine's entry point takes the split for a big file with a spare thread.
        let saved = Lexer.splitAboveBytes
        defer { Lexer.splitAboveBytes = saved }
        Lexer.splitAboveBytes = 1
        let file = SourceFile(path: "Big.swift", bytes: Array(fixtures.utf8), spareThread: true)
        XCTAssertEqual(lexingShape((file.tokens, file.trivia)), Array(fixtures.utf8).withUnsafeBufferPointer { lexingShape(Lexer.lex($0)) })
    }

    /// `Parallel.twoPasses`: every index once in each pass, `between` after every first pass and
    /// before any second, and in the second pass each worker takes its own indices in order
    /// and the others' from their end.
    func testTwoPassesRunEachIndexOnceInEachPassWithTheIndexBetween() {
        for (count, jobs) in [(0, 2), (1, 4), (7, 2), (500, 3)] {
            let firsts = Slots<Int>(count: count, initial: 0), seconds = Slots<Int>(count: count, initial: 0)
            let secondWorker = Slots<Int>(count: count, initial: -1)
            let firstDone = Slots<Bool>(count: 1, initial: false)
            let sawBetween = Slots<Int>(count: count, initial: 0)
            let order = Slots<[Int]>(count: max(jobs, 1), initial: [])
            var betweenRuns = 0
            Parallel.twoPasses(count: count, jobs: jobs, first: { i, _ in firsts[i] += 1 }, between: {
                betweenRuns += 1
                XCTAssertTrue((0..<count).allSatisfy { firsts[$0] == 1 && seconds[$0] == 0 }, "\(count) \(jobs)")
                firstDone[0] = true
            }, owner: { $0 % jobs }, second: { i, w in
                seconds[i] += 1
                secondWorker[i] = w
                sawBetween[i] = firstDone[0] ? 1 : 0
                order[w].append(i)
            })
            XCTAssertEqual(betweenRuns, 1)
            for i in 0..<count {
                XCTAssertEqual(firsts[i], 1)
                XCTAssertEqual(seconds[i], 1)
                XCTAssertEqual(sawBetween[i], 1)
            }
            for w in 0..<order.count {
                let own = order[w].filter { $0 % jobs == w }, stolen = order[w].filter { $0 % jobs != w }
                XCTAssertEqual(own, own.sorted(), "own indices in order")
                for q in 0..<jobs where q != w {
                    let fromQ = stolen.filter { $0 % jobs == q }
                    XCTAssertEqual(fromQ, fromQ.sorted(by: >), "another's indices from its end")
                }
            }
        }
    }

    /// `Slots.take` moves a value out once: the slot is empty after it, and other slots keep theirs.
    func testSlotsTakeMovesOut() {
        let slots = Slots<[String]?>(count: 3, initial: nil)
        slots[0] = ["a", "b"]
        slots[2] = ["c"]
        XCTAssertEqual(slots.take(0), ["a", "b"])
        XCTAssertNil(slots.take(0))
        XCTAssertNil(slots[0])
        XCTAssertNil(slots.take(1))
        XCTAssertEqual(slots[2], ["c"])
    }
}
