import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

final class CLITests: XCTestCase {
    let badVC = "import UIKit\nclass A: UIViewController {\n    override func viewDidLoad() {\n        title = \"x\"\n    }\n}\n"

    func testTextFormatLineShapeAndExitCode() {
        let r = runCLI(["-", "--stdin-path", "Sources/A.swift"], stdin: badVC)
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.out, "Sources/A.swift:3:14: error: viewDidLoad() overrides a UIKit lifecycle method without calling super; call super.viewDidLoad() [missing_super_call]\n")
        XCTAssertTrue(r.err.contains("1 finding (1 error, 0 warnings, 0 info) in 1 file"), r.err)
    }

    func testCleanInputExitsZero() {
        let r = runCLI(["lint", "-", "--quiet"], stdin: "class A: UIViewController { override func viewDidLoad() { super.viewDidLoad() } }")
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.out, "")
        XCTAssertEqual(r.err, "")
    }

    func testJSONShape() throws {
        let r = runCLI(["--format", "json", "-", "--stdin-path", "A.swift"], stdin: badVC)
        XCTAssertEqual(r.code, 1)
        let obj = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        XCTAssertEqual(obj["version"] as? Int, 1)
        XCTAssertEqual((obj["tool"] as? [String: Any])?["name"] as? String, "viewlint")
        let f = (obj["findings"] as! [[String: Any]])[0]
        XCTAssertEqual(f["rule"] as? String, "missing_super_call")
        XCTAssertEqual(f["severity"] as? String, "error")
        XCTAssertEqual(f["path"] as? String, "A.swift")
        XCTAssertEqual(f["line"] as? Int, 3)
        XCTAssertEqual(f["column"] as? Int, 14)
        XCTAssertEqual(f["endLine"] as? Int, 3)
        XCTAssertEqual(f["endColumn"] as? Int, 18)
        let s = obj["summary"] as! [String: Any]
        XCTAssertEqual(s["files"] as? Int, 1)
        XCTAssertEqual(s["findings"] as? Int, 1)
        XCTAssertEqual(s["errors"] as? Int, 1)
        XCTAssertEqual(s["warnings"] as? Int, 0)
        XCTAssertEqual(s["infos"] as? Int, 0)
    }

    func testUsageErrorsExitTwoWithOneLine() {
        let unknown = runCLI(["--only", "missing_super_cal", "-"])
        XCTAssertEqual(unknown.code, 2)
        XCTAssertEqual(unknown.err, "viewlint: error: unknown rule or group 'missing_super_cal'; did you mean 'missing_super_call'? ('viewlint rules' lists them all)\n")
        let missing = runCLI(["/no/such/path"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.err, "viewlint: error: no such file or directory: '/no/such/path'\n")
        let badFormat = runCLI(["--format", "yaml", "-"])
        XCTAssertEqual(badFormat.code, 2)
        XCTAssertTrue(badFormat.err.hasPrefix("viewlint: error: unknown format 'yaml'"))
        let badFlag = runCLI(["--formt", "json"])
        XCTAssertEqual(badFlag.code, 2)
        XCTAssertEqual(badFlag.err, "viewlint: error: unknown option '--formt'; did you mean '--format'?\n")
    }

    func testRulesAndExplain() {
        let rules = runCLI(["rules"])
        XCTAssertEqual(rules.code, 0)
        XCTAssertTrue(rules.out.contains("missing_super_call"))
        // One line per rule, then the scopes under their heading.
        XCTAssertEqual(rules.out.split(separator: "\n").count, RuleRegistry.all.count + 1 + CodeScope.allCases.count)
        XCTAssertTrue(rules.out.contains("\ndead_code "))
        let explain = runCLI(["explain", "weak_delegate"])
        XCTAssertEqual(explain.code, 0)
        XCTAssertTrue(explain.out.hasPrefix("# weak_delegate\n"))
        XCTAssertEqual(runCLI(["explain", "nope"]).code, 2)
        XCTAssertEqual(runCLI(["--version"]).out, viewlintVersion + "\n")
    }

    /// The developer tools live in `viewlint-dev`; `viewlint` names the command that runs them
    /// instead of linting a folder called `bless`.
    func testDeveloperToolsPointAtViewlintDev() {
        for tool in ["new-rule", "bless", "generate-docs", "dump-tree"] {
            let r = runCLI([tool])
            XCTAssertEqual(r.code, 2, tool)
            XCTAssertEqual(r.err, "viewlint: error: '\(tool)' is a developer tool: run 'swift run viewlint-dev \(tool)' in viewlint's checkout\n")
        }
    }

    func testDirectoryWalkSkipsBuildAndHiddenFoldersAndSortsOutput() throws {
        let dir = NSTemporaryDirectory() + "viewlint-walk-\(getpid())"
        let fm = FileManager.default
        try? fm.removeItem(atPath: dir)
        for sub in ["Sources", ".build", "Pods", ".hidden", "DerivedData"] {
            try fm.createDirectory(atPath: dir + "/" + sub, withIntermediateDirectories: true)
            try badVC.write(toFile: dir + "/" + sub + "/V.swift", atomically: true, encoding: .utf8)
        }
        try badVC.write(toFile: dir + "/Sources/A.swift", atomically: true, encoding: .utf8)
        try "not swift".write(toFile: dir + "/Sources/readme.txt", atomically: true, encoding: .utf8)
        defer { try? fm.removeItem(atPath: dir) }
        let r = runCLI([dir, "--format", "json"], cwd: dir)
        let obj = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        let paths = (obj["findings"] as! [[String: Any]]).map { $0["path"] as! String }
        XCTAssertEqual(paths, ["Sources/A.swift", "Sources/V.swift"])
    }

    func testOnlyAndDisable() {
        let src = "class A: UIViewController { var delegate: UITableViewDelegate?\n override func viewDidLoad() {} }"
        XCTAssertEqual(runCLI(["-", "--only", "weak_delegate", "-q"], stdin: src).out.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1)
        XCTAssertTrue(runCLI(["-", "--disable", "weak_delegate", "-q"], stdin: src).out.contains("[missing_super_call]"))
        XCTAssertFalse(runCLI(["-", "--disable", "weak_delegate", "-q"], stdin: src).out.contains("[weak_delegate]"))
    }

    func testLongSingleLineWithManyFindingsStaysFast() {
        // Columns on ASCII lines come from offsets, so this is linear.
        let one = String(repeating: "class A: UIViewController { override func viewDidLoad() {} } ", count: 20_000)
        let f = lint(one, rules: [MissingSuperCallRule.self])
        XCTAssertEqual(f.count, 20_000)
        XCTAssertEqual(f.last?.column, 61 * 19_999 + 38)
    }
}
