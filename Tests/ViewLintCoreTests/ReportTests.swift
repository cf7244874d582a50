import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Report formats (SARIF, GitHub, Checkstyle, JUnit, Code Climate), `--report`, `--fail-on`
/// and the problem matchers. The SARIF schema itself is checked in `.ci/run`.
final class ReportTests: XCTestCase {
    // MARK: helpers

    /// A fresh directory under the system temporary directory.
    func tempDir() throws -> String {
        let dir = NSTemporaryDirectory() + "viewlint-reports-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func jsonObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    func input(_ findings: [Finding], rules: [any Rule.Type] = RuleRegistry.defaultRules) -> ReportInput {
        ReportInput(result: LintResult(findings: findings, notices: [], filesLinted: 1, linesLinted: 1),
                    rules: rules, version: viewlintVersion)
    }

    /// Messages and paths that need every kind of escaping.
    static let trickyPath = "Sources/Feed, View:1/Ü.swift"
    static let trickyMessage = "50% of \"cells\", a:b <tag> & 'x'\nnext line\r\nÜber 🚀"
    static let tricky: [Finding] = [
        Finding(ruleID: "weak_delegate", severity: .warning, message: trickyMessage, path: trickyPath,
                line: 3, column: 5, endLine: 3, endColumn: 9),
        Finding(ruleID: "weak_delegate", severity: .info, message: "same place", path: trickyPath,
                line: 3, column: 5, endLine: 3, endColumn: 9),
        Finding(ruleID: "missing_super_call", severity: .error, message: "tab\there\u{1}ctl", path: "a.swift",
                line: 10, column: 1, endLine: 12, endColumn: 2),
    ]

    static let delegateSource = """
    protocol PickerDelegate: AnyObject {}

    final class PickerA {
        var delegate: PickerDelegate?
    }

    final class PickerB {
        var delegate: PickerDelegate?
    }

    """

    // MARK: SARIF

    func testSARIFHasTheFieldsGitHubCodeScanningNeeds() throws {
        let r = runCLI(["--format", "sarif", packageRoot + "/Fixtures/missing_super_call", packageRoot + "/Fixtures/weak_delegate"])
        XCTAssertEqual(r.code, 1, r.err)
        let doc = try XCTUnwrap(try jsonObject(r.out) as? [String: Any])
        XCTAssertEqual(doc["version"] as? String, "2.1.0")
        XCTAssertNotNil(doc["$schema"] as? String)
        let runs = try XCTUnwrap(doc["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")

        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "viewlint")
        XCTAssertEqual(driver["semanticVersion"] as? String, viewlintVersion)
        XCTAssertTrue((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleRegistry.defaultRules.map { $0.info.id })
        for (rule, type) in zip(rules, RuleRegistry.defaultRules) {
            let info = type.info
            XCTAssertFalse((rule["name"] as? String ?? "").isEmpty)
            XCTAssertEqual((rule["shortDescription"] as? [String: Any])?["text"] as? String, info.summary)
            XCTAssertFalse(((rule["fullDescription"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            let help = try XCTUnwrap(rule["help"] as? [String: Any])
            XCTAssertEqual(help["markdown"] as? String, info.doc)
            XCTAssertFalse((help["text"] as? String ?? "").isEmpty)
            XCTAssertEqual((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, SARIFReporter.level(info.severity))
            XCTAssertEqual((rule["properties"] as? [String: Any])?["tags"] as? [String], [info.group.rawValue, info.category.rawValue])
        }

        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: Any])
        let root = try XCTUnwrap((bases["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        XCTAssertTrue(root.hasPrefix("file:///") && root.hasSuffix("/"), root)
        XCTAssertEqual(URL(string: root)?.path, URL(fileURLWithPath: packageRoot).path)

        let invocations = try XCTUnwrap(run["invocations"] as? [[String: Any]])
        XCTAssertEqual(invocations.count, 1)
        XCTAssertEqual(invocations[0]["executionSuccessful"] as? Bool, true)

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        var hashes = Set<String>()
        for res in results {
            let id = try XCTUnwrap(res["ruleId"] as? String)
            let index = try XCTUnwrap(res["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, id)
            XCTAssertTrue(["error", "warning", "note"].contains(res["level"] as? String ?? ""))
            XCTAssertFalse(((res["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            let locs = try XCTUnwrap(res["locations"] as? [[String: Any]])
            XCTAssertEqual(locs.count, 1)
            let phys = try XCTUnwrap(locs[0]["physicalLocation"] as? [String: Any])
            let art = try XCTUnwrap(phys["artifactLocation"] as? [String: Any])
            let uri = try XCTUnwrap(art["uri"] as? String)
            XCTAssertTrue(uri.hasPrefix("Fixtures/") && [".swift", ".h", ".m"].contains { uri.hasSuffix($0) }, uri)
            XCTAssertEqual(art["uriBaseId"] as? String, "%SRCROOT%")
            let region = try XCTUnwrap(phys["region"] as? [String: Any])
            for k in ["startLine", "startColumn", "endLine", "endColumn"] {
                let v = try XCTUnwrap(region[k] as? Int, k)
                XCTAssertGreaterThanOrEqual(v, 1)
            }
            XCTAssertGreaterThanOrEqual(region["endLine"] as! Int, region["startLine"] as! Int)
            let fp = try XCTUnwrap((res["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String)
            XCTAssertNotNil(fp.range(of: "^[0-9a-f]{16}:[1-9][0-9]*$", options: .regularExpression), fp)
            XCTAssertTrue(hashes.insert(id + fp).inserted, "duplicate fingerprint \(fp)")
            XCTAssertNil(res["suppressions"])
        }
    }

    func testFingerprintsSurviveLinesInsertedAbove() throws {
        let dir = try tempDir()
        let file = dir + "/Picker.swift"
        func fingerprints() throws -> [(line: Int, fp: String)] {
            let r = runCLI(["--format", "sarif", "--only", "weak_delegate", file], cwd: dir)
            let doc = try XCTUnwrap(try jsonObject(r.out) as? [String: Any])
            let results = try XCTUnwrap((doc["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            return results.map { res in
                let loc = ((res["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
                let line = (loc["region"] as! [String: Any])["startLine"] as! Int
                return (line, (res["partialFingerprints"] as! [String: String])["primaryLocationLineHash"]!)
            }
        }
        try write(Self.delegateSource, to: file)
        let before = try fingerprints()
        XCTAssertEqual(before.map { $0.line }, [4, 8])
        // Two identical lines: same hash, told apart by the counter.
        XCTAssertEqual(before[0].fp.dropLast(2), before[1].fp.dropLast(2))
        XCTAssertEqual(before.map { $0.fp.suffix(2) }, [":1", ":2"])

        let header = "import UIKit\n\n// A comment added later.\nlet pickerCount = 2\n\n"
        // Re-indented, too: whitespace is not part of the fingerprint.
        try write(header + Self.delegateSource.replacingOccurrences(of: "    var", with: "\tvar"), to: file)
        let after = try fingerprints()
        XCTAssertEqual(after.map { $0.line }, [9, 13])
        XCTAssertEqual(after.map { $0.fp }, before.map { $0.fp })

        // Changing the offending line changes its fingerprint.
        try write(Self.delegateSource.replacingOccurrences(of: "final class PickerA {\n    var delegate: PickerDelegate?",
                                                           with: "final class PickerA {\n    var delegate: PickerDelegate!"), to: file)
        let changed = try fingerprints()
        XCTAssertEqual(changed.count, 2)
        XCTAssertNotEqual(changed[0].fp.dropLast(2), before[0].fp.dropLast(2))
        XCTAssertEqual(changed[1].fp, before[0].fp) // now the first of its kind
    }

    /// The JSON report is written as bytes: integers come out as Swift's description writes
    /// them, strings quoted with exactly their quotes, backslashes and control characters
    /// escaped (the byte writer is also `JSON.quote`'s escaper), non-ASCII untouched.
    func testJSONBytesWriteIntegersAndStringsAsTheTextForms() {
        for n in [0, 1, 9, 10, 99, 100, 12_345, 999_999_999, Int(Int32.max), Int.max, -1, -40, Int.min] {
            var out = JSONBytes()
            out.int(n)
            XCTAssertEqual(String(decoding: out.bytes, as: UTF8.self), String(n))
        }
        let expected: [(String, String)] = [
            ("", #""""#), ("plain", #""plain""#), ("a \"quoted\" word", #""a \"quoted\" word""#),
            ("back\\slash", #""back\\slash""#), ("tab\tand\nnewline\r", #""tab\tand\nnewline\r""#),
            ("\u{01}ctl\u{1f}\u{1b}", #""\u0001ctl\u001f\u001b""#), ("café ✓ 🎉", #""café ✓ 🎉""#), ("é", #""é""#),
            ("\"", #""\"""#), ("end\\", #""end\\""#),
        ]
        for (s, json) in expected {
            var out = JSONBytes()
            out.string(s)
            XCTAssertEqual(String(decoding: out.bytes, as: UTF8.self), json, s)
            XCTAssertEqual(JSON.quote(s), json, s)
        }
    }

    func testFNV1aKnownValues() {
        XCTAssertEqual(Fingerprint.hex(Fingerprint.fnv1a64(Array("".utf8))), "cbf29ce484222325")
        XCTAssertEqual(Fingerprint.hex(Fingerprint.fnv1a64(Array("a".utf8))), "af63dc4c8601ec8c")
        XCTAssertEqual(Fingerprint.hex(Fingerprint.fnv1a64(Array("foobar".utf8))), "85944171f73967e8")
    }

    func testSARIFKeepsSuppressedFindingsOthersDropThem() throws {
        var silenced = Finding(ruleID: "weak_delegate", severity: .warning, message: "silenced", path: "B.swift",
                               line: 2, column: 1, endLine: 2, endColumn: 5)
        silenced.suppression = "the owner outlives the delegate"
        var bare = silenced
        bare.line = 4
        bare.endLine = 4
        bare.suppression = ""
        let shown = Finding(ruleID: "weak_delegate", severity: .warning, message: "shown", path: "B.swift",
                            line: 6, column: 1, endLine: 6, endColumn: 5)
        let inp = input([silenced, bare, shown])

        let doc = try XCTUnwrap(try jsonObject(Reporters.render(.sarif, inp)) as? [String: Any])
        let results = try XCTUnwrap((doc["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 3)
        let sups = results.map { $0["suppressions"] as? [[String: String]] }
        XCTAssertEqual(sups[0] ?? [], [["kind": "inSource", "justification": "the owner outlives the delegate"]])
        XCTAssertEqual(sups[1] ?? [], [["kind": "inSource"]])
        XCTAssertNil(sups[2])

        for format in OutputFormat.allCases where format != .sarif {
            let out = Reporters.render(format, inp)
            XCTAssertFalse(out.contains("silenced"), "\(format) shows a suppressed finding")
            XCTAssertTrue(out.contains("shown"), "\(format) lacks a finding")
        }
        XCTAssertTrue(FailOn.warning.fails([silenced, shown]))
        XCTAssertFalse(FailOn.warning.fails([silenced, bare]))
        XCTAssertFalse(FailOn.info.fails([silenced]))
    }

    func testSARIFNotificationsAndURIs() throws {
        var inp = input([Finding(ruleID: "weak_delegate", severity: .warning, message: "m", path: "/elsewhere/My File.swift",
                                 line: 1, column: 1, endLine: 1, endColumn: 2)])
        inp.root = "/work/proj"
        inp.result.notices = [RunNotice(path: "Gone.swift", message: "could not read file; check that it exists and is readable"),
                              RunNotice(path: "Deep.swift", message: "nesting too deep; the deepest part of the file was skipped")]
        inp.executionSuccessful = false
        let doc = try XCTUnwrap(try jsonObject(Reporters.render(.sarif, inp)) as? [String: Any])
        let run = try XCTUnwrap((doc["runs"] as? [[String: Any]])?.first)
        let inv = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(inv["executionSuccessful"] as? Bool, false)
        let notes = try XCTUnwrap(inv["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notes.map { $0["level"] as? String }, ["error", "warning"])
        XCTAssertEqual(notes.map { ($0["message"] as? [String: String])?["text"] }, inp.result.notices.map { $0.message })
        XCTAssertEqual((run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"], "file:///work/proj/")

        XCTAssertEqual(FileURI.artifact("/elsewhere/My File.swift", root: "/work/proj").uri, "file:///elsewhere/My%20File.swift")
        XCTAssertEqual(FileURI.artifact("Sources/Ü #1.swift", root: "/work/proj").uri, "Sources/%C3%9C%20%231.swift")
        XCTAssertTrue(FileURI.artifact("./Sources/../A.swift", root: "/work/proj/").relative)
        XCTAssertEqual(FileURI.artifact("../other/A.swift", root: "/work/proj").uri, "file:///work/other/A.swift")
        XCTAssertEqual(FileURI.artifact("/work/proj/A.swift", root: "/work/proj").uri, "A.swift")
        XCTAssertEqual(FileURI.directory("/"), "file:///")
    }

    // MARK: golden output

    func testGitHubGolden() {
        let expected = """
        ::warning file=Sources/Feed%2C View%3A1/Ü.swift,line=3,col=5,endLine=3,endColumn=9,title=weak_delegate::50%25 of "cells", a:b <tag> & 'x'%0Anext line%0D%0AÜber 🚀
        ::notice file=Sources/Feed%2C View%3A1/Ü.swift,line=3,col=5,endLine=3,endColumn=9,title=weak_delegate::same place
        ::error file=a.swift,line=10,endLine=12,title=missing_super_call::tab\there\u{1}ctl

        """
        XCTAssertEqual(Reporters.render(.github, input(Self.tricky)), expected)
        XCTAssertEqual(GitHubReporter.property("a%b\r\nc:d,e"), "a%25b%0D%0Ac%3Ad%2Ce")
        XCTAssertEqual(GitHubReporter.data("a%b\r\nc:d,e"), "a%25b%0D%0Ac:d,e")
    }

    static let escapedTricky = "50% of &quot;cells&quot;, a:b &lt;tag&gt; &amp; &apos;x&apos;&#10;next line&#13;&#10;Über 🚀"

    func testCheckstyleGolden() {
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="Sources/Feed, View:1/Ü.swift">
            <error line="3" column="5" severity="warning" message="\(Self.escapedTricky)" source="viewlint.rules.weak_delegate"/>
            <error line="3" column="5" severity="info" message="same place" source="viewlint.rules.weak_delegate"/>
          </file>
          <file name="a.swift">
            <error line="10" column="1" severity="error" message="tab&#9;here\u{FFFD}ctl" source="viewlint.rules.missing_super_call"/>
          </file>
        </checkstyle>

        """
        let out = Reporters.render(.checkstyle, input(Self.tricky))
        XCTAssertEqual(out, expected)
        assertWellFormedXML(out)
        XCTAssertEqual(Reporters.render(.checkstyle, input([])), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }

    func testJUnitGolden() {
        let p = "Sources/Feed, View:1/Ü.swift"
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="viewlint" tests="3" failures="3" errors="0">
          <testsuite name="missing_super_call" tests="1" failures="1" errors="0">
            <testcase classname="missing_super_call" name="a.swift:10:1">
              <failure type="error" message="tab&#9;here\u{FFFD}ctl">a.swift:10:1: error: tab&#9;here\u{FFFD}ctl [missing_super_call]</failure>
            </testcase>
          </testsuite>
          <testsuite name="weak_delegate" tests="2" failures="2" errors="0">
            <testcase classname="weak_delegate" name="\(p):3:5">
              <failure type="warning" message="\(Self.escapedTricky)">\(p):3:5: warning: \(Self.escapedTricky) [weak_delegate]</failure>
            </testcase>
            <testcase classname="weak_delegate" name="\(p):3:5 #2">
              <failure type="note" message="same place">\(p):3:5: note: same place [weak_delegate]</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """
        let out = Reporters.render(.junit, input(Self.tricky))
        XCTAssertEqual(out, expected)
        assertWellFormedXML(out)
        let empty = Reporters.render(.junit, input([]))
        XCTAssertTrue(empty.contains("<testcase classname=\"viewlint\" name=\"viewlint\"/>"))
        XCTAssertFalse(empty.contains("<failure"))
        assertWellFormedXML(empty)
    }

    func testCodeClimate() throws {
        let out = Reporters.render(.codeclimate, input(Self.tricky))
        XCTAssertFalse(out.hasPrefix("\u{FEFF}"))
        XCTAssertEqual(Array(out.utf8.prefix(1)), [UInt8(ascii: "[")])
        let issues = try XCTUnwrap(try jsonObject(out) as? [[String: Any]])
        XCTAssertEqual(issues.count, 3)
        XCTAssertEqual(issues.map { $0["check_name"] as? String }, ["weak_delegate", "weak_delegate", "missing_super_call"])
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["major", "info", "critical"])
        XCTAssertEqual(issues[0]["description"] as? String, Self.trickyMessage)
        let fps = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fps).count, 3)
        let loc = try XCTUnwrap(issues[2]["location"] as? [String: Any])
        XCTAssertEqual(loc["path"] as? String, "a.swift")
        XCTAssertEqual((loc["lines"] as? [String: Int])?["begin"], 10)
        XCTAssertEqual(Reporters.render(.codeclimate, input([])), "[]\n")
    }

    func assertWellFormedXML(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        #if canImport(FoundationXML) || canImport(Darwin)
        let parser = XMLParser(data: Data(text.utf8))
        XCTAssertTrue(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")", file: file, line: line)
        #endif
    }

    // MARK: problem matchers

    struct Matcher {
        var owner: String
        var defaultSeverity: String?
        var regex: NSRegularExpression
        var groups: [String: Int]

        init(_ json: [String: Any]) throws {
            owner = json["owner"] as? String ?? ""
            defaultSeverity = json["severity"] as? String
            let pattern: [String: Any]
            if let list = json["pattern"] as? [[String: Any]] {
                XCTAssertEqual(list.count, 1)
                pattern = list[0]
            } else {
                pattern = try XCTUnwrap(json["pattern"] as? [String: Any])
            }
            regex = try NSRegularExpression(pattern: try XCTUnwrap(pattern["regexp"] as? String))
            groups = pattern.compactMapValues { $0 as? Int }
        }

        /// The matched fields, or nil.
        func match(_ line: String) -> [String: String]? {
            let ns = line as NSString
            guard let m = regex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { return nil }
            var out: [String: String] = [:]
            for (k, g) in groups where m.range(at: g).location != NSNotFound { out[k] = ns.substring(with: m.range(at: g)) }
            if out["severity"] == nil, let d = defaultSeverity { out["severity"] = d }
            return out
        }
    }

    /// Every line is matched by exactly one matcher, and the fields agree with the findings.
    func check(_ matchers: [Matcher], against text: String, findings: [Finding], severities: [Severity: String],
               file: StaticString = #filePath, line: UInt = #line) {
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, findings.count, file: file, line: line)
        for (l, f) in zip(lines, findings) {
            let hits = matchers.compactMap { $0.match(l) }
            XCTAssertEqual(hits.count, 1, "\(hits.count) matchers match: \(l)", file: file, line: line)
            guard let h = hits.first else { continue }
            XCTAssertEqual(h["file"], f.path, file: file, line: line)
            XCTAssertEqual(h["line"], String(f.line), file: file, line: line)
            XCTAssertEqual(h["column"], String(f.column), file: file, line: line)
            XCTAssertEqual(h["severity"], severities[f.severity], file: file, line: line)
            // A safe fix's `[*]` marker ends the message part of the line.
            XCTAssertEqual(h["message"], Reporters.oneLine(f.message) + (f.fix?.applicability == .safe ? " [*]" : ""), file: file, line: line)
            XCTAssertEqual(h["code"], f.ruleID, file: file, line: line)
        }
    }

    /// Real CLI output: text on stdout and the same run's findings as JSON via `--report`.
    func realRun() throws -> (text: String, findings: [Finding]) {
        let dir = try tempDir()
        let r = runCLI(["--report", "json:\(dir)/findings.json", packageRoot + "/Fixtures"])
        XCTAssertEqual(r.code, 1, r.err)
        let doc = try XCTUnwrap(try jsonObject(try XCTUnwrap(read(dir + "/findings.json"))) as? [String: Any])
        let list = try XCTUnwrap(doc["findings"] as? [[String: Any]])
        let findings = list.map { j -> Finding in
            var f = Finding(ruleID: j["rule"] as! String, severity: Severity(rawValue: j["severity"] as! String)!,
                            message: j["message"] as! String, path: j["path"] as! String, line: j["line"] as! Int,
                            column: j["column"] as! Int, endLine: j["endLine"] as! Int, endColumn: j["endColumn"] as! Int)
            if let fix = j["fix"] as? [String: Any], let a = fix["applicability"] as? String {
                f.fix = Fix(Fix.Applicability(rawValue: a)!, fix["title"] as? String ?? "", [])
            }
            return f
        }
        XCTAssertFalse(findings.isEmpty)
        XCTAssertEqual(r.out, Reporters.text(findings))
        return (r.out, findings)
    }

    /// Info findings (none of the fixtures' rules report them at default severity), paths
    /// with spaces and colons, a message with brackets.
    static let noteFindings = [
        Finding(ruleID: "any_view", severity: .info, message: "a note [with brackets]: x", path: "Dir: A/B C.swift",
                line: 12, column: 3, endLine: 12, endColumn: 9),
        Finding(ruleID: "weak_delegate", severity: .warning, message: "w", path: "/abs/x.swift",
                line: 1, column: 1, endLine: 1, endColumn: 2),
    ]

    func testGitHubProblemMatcherMatchesRealOutput() throws {
        let text = try XCTUnwrap(read(packageRoot + "/.github/viewlint-problem-matcher.json"))
        let doc = try XCTUnwrap(try jsonObject(text) as? [String: Any])
        let matchers = try XCTUnwrap(doc["problemMatcher"] as? [[String: Any]]).map(Matcher.init)
        XCTAssertEqual(Set(matchers.map { $0.owner }).count, matchers.count, "GitHub needs distinct owners")
        for m in matchers {
            XCTAssertTrue(["error", "warning", "notice", nil].contains(m.defaultSeverity))
        }
        let sev: [Severity: String] = [.error: "error", .warning: "warning", .info: "notice"]
        let run = try realRun()
        check(matchers, against: run.text, findings: run.findings, severities: sev)
        check(matchers, against: Reporters.text(Self.noteFindings), findings: Self.noteFindings, severities: sev)
    }

    func testVSCodeProblemMatcherInReadmeMatchesRealOutput() throws {
        let readme = try XCTUnwrap(read(packageRoot + "/README.md"))
        let marker = try XCTUnwrap(readme.range(of: "<!-- vscode-problem-matcher -->"), "README lacks the VS Code snippet marker")
        let rest = readme[marker.upperBound...]
        let open = try XCTUnwrap(rest.range(of: "```json\n"))
        let close = try XCTUnwrap(rest[open.upperBound...].range(of: "\n```"))
        let snippet = String(rest[open.upperBound..<close.lowerBound])
        let doc = try XCTUnwrap(try jsonObject(snippet) as? [String: Any], "the README snippet is not valid JSON")
        let task = try XCTUnwrap((doc["tasks"] as? [[String: Any]])?.first)
        let matchers = try XCTUnwrap(task["problemMatcher"] as? [[String: Any]]).map(Matcher.init)
        let sev: [Severity: String] = [.error: "error", .warning: "warning", .info: "info"]
        let run = try realRun()
        check(matchers, against: run.text, findings: run.findings, severities: sev)
        check(matchers, against: Reporters.text(Self.noteFindings), findings: Self.noteFindings, severities: sev)
    }

    // MARK: --report, --fail-on

    func testSeveralReportsFromOneRun() throws {
        let dir = try tempDir()
        let target = packageRoot + "/Fixtures/weak_delegate"
        let r = runCLI(["--only", "weak_delegate", "--format", "github", "--report", "sarif:out.sarif", "--report=junit:\(dir)/out.xml",
                        "--report", "checkstyle:\(dir)/c.xml", "--report", "codeclimate:\(dir)/cq.json", target], cwd: dir)
        XCTAssertEqual(r.code, 1, r.err)
        let count = r.out.split(separator: "\n").count
        XCTAssertGreaterThan(count, 0)
        XCTAssertTrue(r.out.hasPrefix("::warning file=Fixtures/weak_delegate/") || r.out.hasPrefix("::warning file=/"), r.out)
        // A relative report path is taken from the working directory.
        let sarif = try XCTUnwrap(read(dir + "/out.sarif"))
        XCTAssertEqual(sarif.components(separatedBy: "\"ruleId\"").count - 1, count)
        XCTAssertEqual(try XCTUnwrap(read(dir + "/out.xml")).components(separatedBy: "<failure ").count - 1, count)
        XCTAssertEqual(try XCTUnwrap(read(dir + "/c.xml")).components(separatedBy: "<error ").count - 1, count)
        XCTAssertEqual((try jsonObject(try XCTUnwrap(read(dir + "/cq.json"))) as? [Any])?.count, count)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".tmp-") }
        XCTAssertEqual(leftovers, [])
    }

    func testUnwritableReportIsExit2AndKeepsExistingFiles() throws {
        let dir = try tempDir()
        let existing = dir + "/existing.sarif"
        try write("OLD", to: existing)
        let regularFile = dir + "/plain"
        try write("not a directory", to: regularFile)
        let target = packageRoot + "/Fixtures/weak_delegate"

        for bad in [regularFile + "/out.xml", dir + "/missing/out.xml"] {
            // The good report comes first: it must not be replaced when a later one fails.
            let r = runCLI(["--report", "sarif:\(existing)", "--report", "junit:\(bad)", target])
            XCTAssertEqual(r.code, 2, r.err)
            let errLines = r.err.split(separator: "\n").filter { $0.contains("error:") }
            XCTAssertEqual(errLines.count, 1, r.err)
            XCTAssertTrue(r.err.contains("cannot write '\(bad)'"), r.err)
            XCTAssertEqual(read(existing), "OLD")
            // Writing straight over an existing file in an unwritable place is refused too.
            let r2 = runCLI(["--report", "sarif:\(bad)", target])
            XCTAssertEqual(r2.code, 2)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["existing.sarif", "plain"])
        XCTAssertEqual(read(regularFile), "not a directory")

        let usage = runCLI(["--report", "nope:x", target])
        XCTAssertEqual(usage.code, 2)
        XCTAssertTrue(usage.err.contains("unknown report format 'nope'"), usage.err)
        XCTAssertEqual(runCLI(["--report", "sarif", target]).code, 2)
        XCTAssertEqual(runCLI(["--report", "sarif:", target]).code, 2)
        XCTAssertEqual(runCLI(["--report", "sarif:a", "--report", "json:a", target]).code, 2)
    }

    func testFailOnAndStrict() {
        // Only rules of known severity, so rules added later cannot change the outcome.
        func runCLI(_ args: [String]) -> (code: Int32, out: String, err: String) {
            ViewLintCoreTests.runCLI(["--only", "weak_delegate,missing_super_call"] + args)
        }
        let warnings = packageRoot + "/Fixtures/weak_delegate/triggering.swift"
        let errors = packageRoot + "/Fixtures/missing_super_call"
        XCTAssertEqual(runCLI([warnings]).code, 1)
        XCTAssertEqual(runCLI(["--fail-on", "warning", warnings]).code, 1)
        XCTAssertEqual(runCLI(["--fail-on", "error", warnings]).code, 0)
        XCTAssertEqual(runCLI(["--fail-on=error", errors]).code, 1)
        XCTAssertEqual(runCLI(["--fail-on", "never", errors]).code, 0)
        XCTAssertEqual(runCLI(["--fail-on", "info", warnings]).code, 1)
        XCTAssertEqual(runCLI(["--strict", warnings]).code, 1)
        XCTAssertEqual(runCLI(["--strict", "--fail-on", "never", warnings]).code, 0)
        let bad = runCLI(["--fail-on", "warnings", warnings])
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains("--fail-on needs one of"), bad.err)
        XCTAssertTrue(runCLI(["--fail-onn", "x", warnings]).err.contains("did you mean '--fail-on'"))

        XCTAssertTrue(FailOn.info.fails([Self.noteFindings[0]]))
        XCTAssertFalse(FailOn.warning.fails([Self.noteFindings[0]]))
        XCTAssertFalse(FailOn.error.fails([Self.noteFindings[1]]))

        // The summary keeps counts per severity whatever the gate.
        let r = runCLI(["--fail-on", "never", warnings])
        XCTAssertNotNil(r.err.range(of: #"viewlint: \d+ findings \(0 errors, \d+ warnings, 0 info\) in 1 file"#, options: .regularExpression), r.err)
    }
}

/// The GitHub Action's manifest: the inputs the README promises, and scripts that exist.
final class ActionManifestTests: XCTestCase {
    func testActionManifestHasItsInputsAndScripts() throws {
        let text = try String(contentsOfFile: packageRoot + "/action.yml", encoding: .utf8)
        let root = try YAML.parse(text)
        let entries = try XCTUnwrap(root.entries)
        let inputs = try XCTUnwrap(entries.first { $0.key == "inputs" }?.value.entries).map { $0.key }
        XCTAssertEqual(Set(inputs), ["paths", "config", "fail-on", "baseline", "changed-since", "sarif", "upload-sarif"])
        let steps = try XCTUnwrap(entries.first { $0.key == "runs" }?.value.entries?.first { $0.key == "steps" }?.value.items)
        var scripts: [String] = []
        for step in steps {
            guard let run = step.entries?.first(where: { $0.key == "run" })?.value.string,
                  let r = run.range(of: ".ci/action/") else { continue }
            scripts.append(String(run[r.lowerBound...].prefix { $0 != "\"" }))
        }
        XCTAssertEqual(scripts, [".ci/action/cache-key.sh", ".ci/action/build.sh", ".ci/action/lint.sh"])
        for s in scripts { XCTAssertTrue(FileManager.default.isExecutableFile(atPath: packageRoot + "/" + s), s) }
    }

    /// JSON strings: texts without a character to escape come back quoted as they are; the
    /// rest have exactly their quotes, backslashes and control characters escaped.
    func testJSONQuoteEscapesOnlyWhatJSONNeeds() {
        XCTAssertEqual(JSON.quote("Sources/App/Feed View.swift"), "\"Sources/App/Feed View.swift\"")
        XCTAssertEqual(JSON.quote("café — ✓ 🚀"), "\"café — ✓ 🚀\"")
        XCTAssertEqual(JSON.quote(""), "\"\"")
        XCTAssertEqual(JSON.quote("say \"hi\"\\ now"), "\"say \\\"hi\\\"\\\\ now\"")
        XCTAssertEqual(JSON.quote("a\nb\tc\rd\u{1}é"), "\"a\\nb\\tc\\rd\\u0001é\"")
    }
}
