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
}
