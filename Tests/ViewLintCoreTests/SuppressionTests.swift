import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

final class SuppressionTests: XCTestCase {
    let wd = rule("weak_delegate"), msc = rule("missing_super_call"), sd = rule("superfluous_disable")

    /// A class with a strong delegate on line 4 and overrides missing super on lines 5 and 6.
    func source(_ comments: [Int: String], prefix: String = "viewlint") -> String {
        var lines = [
            "import UIKit",
            "protocol FeedDelegate: AnyObject {}",
            "final class FeedViewController: UIViewController {",
            "    var delegate: FeedDelegate?",
            "    override func viewDidLoad() {}",
            "    override func viewWillAppear(_ animated: Bool) {}",
            "}",
        ]
        // Insert from the bottom so line numbers refer to the original layout.
        for (line, text) in comments.sorted(by: { $0.key > $1.key }) {
            let t = text.replacingOccurrences(of: "PFX", with: prefix)
            if t.hasPrefix("+") { lines[line - 1] += " " + t.dropFirst() } else { lines.insert(t, at: line - 1) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Unsuppressed findings as "line:rule".
    func active(_ text: String, rules: [any Rule.Type]? = nil) -> [String] {
        lint(text, rules: rules ?? [wd, msc]).filter { $0.suppression == nil }.map { "\($0.line):\($0.ruleID)" }
    }

    func testBaseline() {
        XCTAssertEqual(active(source([:])), ["4:weak_delegate", "5:missing_super_call", "6:missing_super_call"])
    }

    func testEachFormWithBothPrefixes() {
        for p in ["viewlint", "swiftlint"] {
            let msc = p == "viewlint" ? "missing_super_call" : "overridden_super_call"
            // :next
            XCTAssertEqual(active(source([4: "    // PFX:disable:next weak_delegate"], prefix: p)),
                           ["6:missing_super_call", "7:missing_super_call"], p)
            // :this (a trailing comment)
            XCTAssertEqual(active(source([5: "+// PFX:disable:this \(msc)"], prefix: p)),
                           ["4:weak_delegate", "6:missing_super_call"], p)
            // :previous
            XCTAssertEqual(active(source([6: "    // PFX:disable:previous \(msc)"], prefix: p)),
                           ["4:weak_delegate", "7:missing_super_call"], p)
            // region with enable
            XCTAssertEqual(active(source([5: "    // PFX:disable \(msc)", 6: "    // PFX:enable \(msc)"], prefix: p)),
                           ["4:weak_delegate", "8:missing_super_call"], p)
            // disable without enable covers the rest of the file
            XCTAssertEqual(active(source([4: "    // PFX:disable weak_delegate \(msc)"], prefix: p)), [], p)
            // several ids, block comment
            XCTAssertEqual(active(source([4: "    /* PFX:disable:next weak_delegate */"], prefix: p)),
                           ["6:missing_super_call", "7:missing_super_call"], p)
        }
    }

    func testAllCoversEveryViewlintRuleButOnlyMappedRulesForSwiftLint() {
        XCTAssertEqual(active(source([1: "// viewlint:disable all"])), [])
        // swiftlint:disable all silences the viewlint rules that have a SwiftLint twin.
        XCTAssertEqual(active(source([1: "// swiftlint:disable all"])), [])
        XCTAssertEqual(active(source([4: "    // viewlint:disable:next all - reviewed"])), ["6:missing_super_call", "7:missing_super_call"])
        // enable of one rule after disable all re-enables just that rule.
        XCTAssertEqual(active(source([1: "// viewlint:disable all", 5: "    // viewlint:enable missing_super_call"])),
                       ["7:missing_super_call", "8:missing_super_call"])
        // A line-scoped enable wins over a region disable.
        XCTAssertEqual(active(source([1: "// viewlint:disable all", 4: "+// viewlint:enable:this weak_delegate"])),
                       ["5:weak_delegate"])
    }

    func testUnmappedSwiftLintIdsAndOtherCommentsDoNothing() {
        XCTAssertEqual(active(source([4: "    // swiftlint:disable:next missing_super_call force_cast"])).count, 3)
        XCTAssertEqual(active(source([4: "    // TODO: viewlint:disable:next weak_delegate"])).count, 3)
        XCTAssertEqual(active(source([4: "    // viewlintdisable:next weak_delegate"])).count, 3)
    }

    func testDisableInsideStringLiteralsDoesNothing() {
        let cases = [
            "    let a = \"// viewlint:disable all\"",
            "    let b = #\"/* viewlint:disable all */\"#",
            "    let c = \"\"\"\n    // viewlint:disable all\n    \"\"\"",
            "    let d = \"x \\(1) // swiftlint:disable all\"",
        ]
        for c in cases {
            let lines = c.split(separator: "\n").count
            let expected = ["4:weak_delegate", "5:missing_super_call", "6:missing_super_call"].map { s -> String in
                let n = Int(s.prefix { $0 != ":" })! + lines
                return "\(n)" + s.drop { $0 != ":" }
            }
            XCTAssertEqual(active(source([4: c])), expected, c)
        }
    }

    func testReasonBecomesTheJustification() throws {
        let text = source([4: "    // viewlint:disable:next weak_delegate - owned by the coordinator"])
        let f = try XCTUnwrap(lint(text, rules: [wd]).first)
        XCTAssertEqual(f.suppression, "owned by the coordinator")
        let plain = try XCTUnwrap(lint(source([4: "    // viewlint:disable:next weak_delegate"]), rules: [wd]).first)
        XCTAssertEqual(plain.suppression, "")
        // SARIF keeps it as a suppressed result; text, JSON and the exit code drop it.
        let sarif = runCLI(["-", "--only", "weak_delegate", "--format", "sarif", "--no-config"], stdin: text)
        XCTAssertEqual(sarif.code, 0)
        XCTAssertTrue(sarif.out.contains("\"justification\": \"owned by the coordinator\"") || sarif.out.contains("\"justification\":\"owned by the coordinator\""), sarif.out)
        let txt = runCLI(["-", "--only", "weak_delegate", "--no-config"], stdin: text)
        XCTAssertEqual(txt.code, 0)
        XCTAssertEqual(txt.out, "")
    }

    func testSuperfluousDisablesAreReported() {
        let text = source([
            1: "// viewlint:disable:next missing_super_call",                 // line 1: nothing on line 2
            4: "    // viewlint:disable:next weak_delegate missing_super_call", // silences weak_delegate only
            6: "    // viewlint:disable:next missing_super_call - fine",       // used
        ])
        let found = lint(text, rules: [wd, msc, sd]).filter { $0.ruleID == "superfluous_disable" && $0.suppression == nil }
        XCTAssertEqual(found.map { "\($0.line): \($0.message)" }, [
            "1: 'viewlint:disable:next missing_super_call' silences nothing for missing_super_call; remove it",
            "5: 'viewlint:disable:next weak_delegate missing_super_call' silences nothing for missing_super_call; remove 'missing_super_call' from it",
        ])
        XCTAssertEqual(found.first?.severity, .info)
        XCTAssertEqual(found.first?.column, 1)
        // A rule that did not run is not judged.
        XCTAssertEqual(lint(source([1: "// viewlint:disable:next weak_delegate"]), rules: [msc, sd]).filter { $0.ruleID == "superfluous_disable" }.count, 0)
        // SwiftLint comments are never judged.
        XCTAssertEqual(lint(source([1: "// swiftlint:disable:next weak_delegate"]), rules: [wd, msc, sd]).filter { $0.ruleID == "superfluous_disable" }.count, 0)
        // A region disable that silences something is not superfluous.
        XCTAssertEqual(lint(source([1: "// viewlint:disable weak_delegate"]), rules: [wd, msc, sd]).filter { $0.ruleID == "superfluous_disable" }.count, 0)
        // The findings can be silenced by naming superfluous_disable, and unknown ids can be let through.
        let silenced = source([1: "// viewlint:disable:next superfluous_disable\n// viewlint:disable:next weak_delegat"])
        XCTAssertEqual(lint(silenced, rules: [wd, sd]).filter { $0.ruleID == "superfluous_disable" && $0.suppression == nil }.count, 0)
        var options = LintOptions(rules: [wd, sd])
        options.ruleOptions = ["superfluous_disable": ["report_unknown_rules": YAMLNode(value: .scalar("false"), line: 1)]]
        let r = Linter.run([LintInput(displayPath: "a.swift", text: source([1: "// viewlint:disable:next weak_delegat"]))], options: options)
        XCTAssertEqual(r.findings.filter { $0.ruleID == "superfluous_disable" }.count, 0)
    }

    func testSuperfluousDisableIsOnByDefaultAndDoesNotFailTheRun() {
        // The comment names a rule that is on by default too (a disable of a rule that is not
        // running is not judged).
        let r = runCLI(["-", "--no-config"], stdin: "// viewlint:disable:next missing_super_call\nlet x = 1\n")
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.out, "<stdin>:1:1: note: 'viewlint:disable:next missing_super_call' silences nothing for missing_super_call; remove it [*] [superfluous_disable]\n")
    }
}
