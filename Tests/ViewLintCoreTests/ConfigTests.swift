import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// A temporary directory for one test, removed afterwards.
final class TempDir {
    let path: String
    init(_ name: String = #function) {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        path = PathUtil.normalize(NSTemporaryDirectory() + "/viewlint-\(safe)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.removeItem(atPath: path)
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ rel: String, _ text: String) -> String {
        let full = path + "/" + rel
        try! FileManager.default.createDirectory(atPath: PathUtil.parent(full), withIntermediateDirectories: true)
        try! text.write(toFile: full, atomically: true, encoding: .utf8)
        return full
    }

    func read(_ rel: String) -> String {
        (try? String(contentsOfFile: path + "/" + rel, encoding: .utf8)) ?? ""
    }

    func remove(_ rel: String) { try? FileManager.default.removeItem(atPath: path + "/" + rel) }
}

/// Swift sources used by the adoption tests.
enum Src {
    static let strongDelegate = """
    import UIKit
    protocol FeedDelegate: AnyObject { func feedDidRefresh() }
    final class FeedViewController: UIViewController {
        var delegate: FeedDelegate?
    }

    """
    static let missingSuper = """
    import UIKit
    final class SettingsViewController: UIViewController {
        override func viewDidLoad() {
            title = "Settings"
        }
    }

    """
}

final class YAMLTests: XCTestCase {
    func testBlockAndFlowCollectionsScalarsAndComments() throws {
        let doc = try YAML.parse("""
        # leading comment
        ---
        included:            # trailing comment
          - Sources
          - "App Sources/**"
        excluded: [Pods, 'Generated # not a comment', "a\\tb"]
        nested:
          deep:
            - name: one
              value: 1
            - {name: two, value: [x, y]}
        multi: [a,
          b, c]
        empty:
        tilde: ~
        url: http://example.com/a#frag
        quote: 'it''s'
        """)
        let e = try XCTUnwrap(doc.entries)
        XCTAssertEqual(e.map { $0.key }, ["included", "excluded", "nested", "multi", "empty", "tilde", "url", "quote"])
        XCTAssertEqual(e[0].value.items?.compactMap { $0.string }, ["Sources", "App Sources/**"])
        XCTAssertEqual(e[1].value.items?.compactMap { $0.string }, ["Pods", "Generated # not a comment", "a\tb"])
        let deep = try XCTUnwrap(e[2].value.entries?.first?.value.items)
        XCTAssertEqual(deep[0].entries?.map { $0.key }, ["name", "value"])
        XCTAssertEqual(deep[1].entries?[1].value.items?.compactMap { $0.string }, ["x", "y"])
        XCTAssertEqual(e[3].value.items?.compactMap { $0.string }, ["a", "b", "c"])
        XCTAssertTrue(e[4].value.isNull)
        XCTAssertTrue(e[5].value.isNull)
        XCTAssertEqual(e[6].value.string, "http://example.com/a#frag")
        XCTAssertEqual(e[7].value.string, "it's")
        XCTAssertEqual(e[3].line, 12)
    }

    func testSequenceAtKeyIndentAndEmptyDocument() throws {
        let doc = try YAML.parse("disabled_rules:\n- a\n- b\nfail_on: error\n")
        XCTAssertEqual(doc.entries?[0].value.items?.count, 2)
        XCTAssertEqual(doc.entries?[1].value.string, "error")
        XCTAssertTrue(try YAML.parse("# only a comment\n\n").isNull)
    }

    func testMalformedDocumentsSayWhereAndWhat() {
        func err(_ s: String) -> String {
            do { _ = try YAML.parse(s); return "parsed" } catch { return "\(error)" }
        }
        XCTAssertEqual(err("a: [b, c\n"), "1:9: expected ',' or ']' to close the '[' opened on line 1")
        XCTAssertEqual(err("a: 1\n  b: 2\n"), "2:3: unexpected indentation; expected a key at column 1")
        XCTAssertEqual(err("a: 'open\n"), "1:4: expected a closing ' for the string that starts here")
        XCTAssertEqual(err("a: 1\na: 2\n"), "2:1: duplicate key 'a'; each key may appear once")
        XCTAssertEqual(err("a:\n\t- b\n"), "2:1: expected spaces for indentation, found a tab (YAML does not allow tabs there)")
        XCTAssertEqual(err("just text\nmore: 1\n"), "2:1: expected 'key: value' or '- item', found 'more: 1'")
        XCTAssertEqual(err("a: &x 1\n"), "1:4: anchors and aliases ('&', '*') are not supported; repeat the value")
        XCTAssertEqual(err("a: |\n  text\n"), "1:4: block scalars ('|' and '>') are not supported; write the value on one line, quoted if needed")
        XCTAssertEqual(err("a: b: c\n"), "1:5: expected a single value, found ': ' inside 'b: c'; quote the value or put the nested mapping on its own lines")
        XCTAssertEqual(err("a: \"x\" y\n"), "1:8: expected the end of the line after the value, found 'y'")
    }
}

final class ConfigTests: XCTestCase {
    func testEveryKey() throws {
        let t = TempDir()
        t.write(".viewlint.yml", """
        included: [Sources]
        excluded:
          - Sources/Generated
        disabled_rules: [missing_super_call]
        opt_in_rules: all
        only_rules:
        fail_on: error
        baseline: ci/baseline.json
        reporter: json
        deployment_target: 15.0
        weak_delegate: {severity: error}
        superfluous_disable:
          severity: warning
          report_unknown_rules: false
        """)
        let c = try Config.load(explicit: [], disabled: false, cwd: t.path + "/")
        XCTAssertEqual(c.files, [t.path + "/.viewlint.yml"])
        XCTAssertEqual(c.included?.map { $0.pattern }, ["Sources"])
        XCTAssertEqual(c.excluded.map { $0.pattern }, ["Sources/Generated"])
        XCTAssertEqual(c.disabledRules, ["missing_super_call"])
        XCTAssertTrue(c.optInAll)
        XCTAssertEqual(c.onlyRules, [])
        XCTAssertEqual(c.failOn, .error)
        XCTAssertEqual(c.baseline, t.path + "/ci/baseline.json")
        XCTAssertEqual(c.reporter, .json)
        XCTAssertEqual(c.deploymentTarget, Version(15))
        XCTAssertEqual(c.severities, ["weak_delegate": .error, "superfluous_disable": .warning])
        XCTAssertEqual(c.ruleOptions["superfluous_disable"]?["report_unknown_rules"]?.bool, false)
        XCTAssertEqual(c.warnings, [])
        XCTAssertTrue(c.accepts(t.path + "/Sources/Feed.swift"))
        XCTAssertFalse(c.accepts(t.path + "/Sources/Generated/Models.swift"))
        XCTAssertFalse(c.accepts(t.path + "/Tests/FeedTests.swift"))
    }

    func testConfigDrivesTheRun() throws {
        let t = TempDir()
        t.write("Sources/Feed.swift", Src.strongDelegate)
        t.write("Sources/Settings.swift", Src.missingSuper)
        t.write("Sources/Generated/Gen.swift", Src.missingSuper)
        t.write("Pods/Lib/Lib.swift", Src.missingSuper)
        t.write("Tests/T.swift", Src.missingSuper)
        t.write(".viewlint.yml", """
        included:
          - Sources
        excluded: ["**/Generated", Pods]
        opt_in_rules: [weak_delegate]   # pedantic, so opt-in
        weak_delegate: error     # plain severity
        fail_on: error
        reporter: json
        """)
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.code, 1, r.err)
        let obj = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        let found = (obj["findings"] as! [[String: Any]]).map { "\($0["path"]!):\($0["rule"]!):\($0["severity"]!)" }
        XCTAssertEqual(found, ["Sources/Feed.swift:weak_delegate:error", "Sources/Settings.swift:missing_super_call:error"])

        // Only warnings left: fail_on: error lets the run pass; the command line beats the config.
        t.write(".viewlint.yml", "included: [Sources]\nexcluded: ['**/Generated']\nopt_in_rules: [weak_delegate]\ndisabled_rules: [missing_super_call]\nfail_on: error\n")
        XCTAssertEqual(runCLI(["-q"], cwd: t.path).code, 0)
        XCTAssertEqual(runCLI(["-q", "--fail-on", "warning"], cwd: t.path).code, 1)
        // --enable names a rule the config disabled: the command line wins.
        XCTAssertTrue(runCLI(["-q", "--enable", "missing_super_call"], cwd: t.path).out.contains("[missing_super_call]"))
        XCTAssertTrue(runCLI(["-q", "--format", "text"], cwd: t.path).out.contains("Sources/Feed.swift:4:9: warning:"))
    }

    func testDeploymentTargetPrecedence() throws {
        let t = TempDir()
        t.write("Package.swift", "let package = Package(name: \"x\", platforms: [.iOS(.v13)])")
        XCTAssertEqual(try Config.load(explicit: [], disabled: false, cwd: t.path).deploymentTarget, nil)
        t.write(".viewlint.yml", "deployment_target: \"16.4\"\n")
        let c = try Config.load(explicit: [], disabled: false, cwd: t.path)
        XCTAssertEqual(c.deploymentTarget, Version(16, 4))
        // The lint command prefers --deployment-target, then the config, then detection.
        var cmd = try LintCommand.parse([])
        var setup = try LintSetup.make(cmd, io: CLIOutput(out: { _ in }, err: { _ in }, readStdin: { [] }, cwd: t.path))
        XCTAssertEqual(cmd.deploymentTarget ?? setup.config.deploymentTarget, Version(16, 4))
        cmd = try LintCommand.parse(["--deployment-target", "17.0"])
        setup = try LintSetup.make(cmd, io: CLIOutput(out: { _ in }, err: { _ in }, readStdin: { [] }, cwd: t.path))
        XCTAssertEqual(cmd.deploymentTarget ?? setup.config.deploymentTarget, Version(17))

        // End to end, with a rule that needs iOS 17 (the @Observable advice).
        guard RuleRegistry.rule("legacy_observable_object") != nil else { return }
        t.write("Sources/Store.swift", "import SwiftUI\nfinal class Store: ObservableObject {\n    @Published var name = \"\"\n}\n")
        let args = ["-q", "--only", "legacy_observable_object"]
        t.remove(".viewlint.yml")
        XCTAssertEqual(runCLI(args, cwd: t.path).out, "", "Package.swift says iOS 13")
        t.write(".viewlint.yml", "deployment_target: 17.0\n")
        XCTAssertTrue(runCLI(args, cwd: t.path).out.contains("[legacy_observable_object]"), "the config beats detection")
        XCTAssertEqual(runCLI(args + ["--deployment-target", "16.0"], cwd: t.path).out, "", "the command line beats the config")
    }

    func testFoundByWalkingUpAndLayeredWithConfigFlags() throws {
        let t = TempDir()
        // weak_delegate is opt-in (group pedantic) and missing_super_call on by default: the
        // discovered file turns each the other way.
        t.write(".viewlint.yml", "opt_in_rules: [weak_delegate]\ndisabled_rules: [missing_super_call]\nfail_on: never\n")
        t.write("App/Feature/Feed.swift", Src.strongDelegate + Src.missingSuper)
        // Found from a subdirectory.
        let sub = runCLI(["-q"], cwd: t.path + "/App/Feature")
        XCTAssertEqual(sub.code, 0)
        XCTAssertTrue(sub.out.contains("weak_delegate"))
        XCTAssertFalse(sub.out.contains("missing_super_call"))
        // --config replaces discovery (the discovered file's disabled missing_super_call is
        // back); several are layered, the later one winning per key, rule lists accumulating.
        t.write("ci/base.yml", "fail_on: warning\nopt_in_rules: [weak_delegate]\nweak_delegate: {severity: info}\n")
        t.write("ci/strict.yml", "disabled_rules: [missing_super_call]\nweak_delegate: {severity: error}\n")
        let one = runCLI(["-q", "--config", t.path + "/ci/base.yml"], cwd: t.path + "/App")
        XCTAssertEqual(one.code, 1)
        XCTAssertTrue(one.out.contains("note:") && one.out.contains("[weak_delegate]"), one.out)
        XCTAssertTrue(one.out.contains("[missing_super_call]"), one.out)
        let two = runCLI(["-q", "--config", t.path + "/ci/base.yml", "--config", "../ci/strict.yml"], cwd: t.path + "/App")
        XCTAssertEqual(two.code, 1)
        XCTAssertTrue(two.out.contains("error:") && two.out.contains("[weak_delegate]"), two.out)
        XCTAssertFalse(two.out.contains("missing_super_call"))
        // --no-config ignores the discovered file: the default rules, nothing opted in or disabled.
        let none = runCLI(["-q", "--no-config"], cwd: t.path + "/App").out
        XCTAssertTrue(none.contains("[missing_super_call]"), none)
        XCTAssertFalse(none.contains("[weak_delegate]"), none)
        let missing = runCLI(["--config", "nope.yml"], cwd: t.path)
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.err, "viewlint: error: config file 'nope.yml' not found or not readable\n")
    }

    func testUnknownKeysAndRulesWarnWithTheClosestValidName() throws {
        let t = TempDir()
        t.write("A.swift", "let x = 1\n")
        t.write(".viewlint.yml", """
        exclude: [Pods]
        disabled_rules: [weak_delegat, missing_super_call]
        opt_in_rules: [nothing_like_any_rule_here]
        weak_delegat: error
        superfluous_disable: {severty: error}
        """)
        let r = runCLI(["-q"], cwd: t.path)
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.err, """
        viewlint: warning: .viewlint.yml:1: unknown key 'exclude'; did you mean 'excluded'? (ignored)
        viewlint: warning: .viewlint.yml:2: disabled_rules: unknown rule or group 'weak_delegat'; did you mean 'weak_delegate'? (ignored)
        viewlint: warning: .viewlint.yml:3: opt_in_rules: unknown rule or group 'nothing_like_any_rule_here' (ignored)
        viewlint: warning: .viewlint.yml:4: unknown key 'weak_delegat'; did you mean 'weak_delegate'? (ignored)
        viewlint: warning: .viewlint.yml:5: superfluous_disable: unknown option 'severty'; did you mean 'severity'? (ignored; options of superfluous_disable: severity, report_unknown_rules)

        """)
    }

    func testMalformedConfigExitsTwoWithFileLineAndWhatWasExpected() {
        let t = TempDir()
        t.write("A.swift", "let x = 1\n")
        let cases: [(String, String)] = [
            ("excluded: [Pods\nfail_on: error\n", ".viewlint.yml:1:16: expected ',' or ']' to close the '[' opened on line 1"),
            ("included:\n  - Sources\n   - Tests\n", ".viewlint.yml:3:4: unexpected indentation; expected '- item' at column 3"),
            ("fail_on: sometimes\n", ".viewlint.yml:1: fail_on: expected one of error, warning, info, never, found 'sometimes'"),
            ("weak_delegate: {severity: fatal}\n", ".viewlint.yml:1: weak_delegate: expected a severity (error, warning or info), found 'fatal'"),
            ("superfluous_disable: {report_unknown_rules: maybe}\n", ".viewlint.yml:1: superfluous_disable.report_unknown_rules: expected true or false, found 'maybe'"),
            ("deployment_target: latest\n", ".viewlint.yml:1: deployment_target: expected a minimum iOS version such as 15.0, found 'latest'"),
            ("reporter: yaml\n", ".viewlint.yml:1: reporter: expected one of text, json, sarif, github, checkstyle, junit, codeclimate, found 'yaml'"),
            ("- a\n- b\n", ".viewlint.yml:1: expected a mapping of settings ('key: value' lines), found a list"),
            ("included: {a: 1}\n", ".viewlint.yml:1: included: expected a list of strings, found a mapping"),
        ]
        for (yaml, message) in cases {
            t.write(".viewlint.yml", yaml)
            let r = runCLI(["-q"], cwd: t.path)
            XCTAssertEqual(r.code, 2, yaml)
            XCTAssertEqual(r.err, "viewlint: error: \(message)\n", yaml)
            XCTAssertEqual(r.out, "")
        }
    }

    func testGlobs() {
        func g(_ p: String, _ path: String) -> Bool { Glob(p, base: "/r").matches(path) }
        XCTAssertTrue(g("Pods", "/r/Pods/A/B.swift"))
        XCTAssertFalse(g("Pods", "/r/MyPods/B.swift"))
        XCTAssertTrue(g("**/Generated", "/r/A/B/Generated/X.swift"))
        XCTAssertTrue(g("**/Generated", "/r/Generated/X.swift"))
        XCTAssertTrue(g("Sources/**/*.swift", "/r/Sources/X.swift"))
        XCTAssertTrue(g("Sources/**/*.swift", "/r/Sources/a/b/X.swift"))
        XCTAssertFalse(g("Sources/**/*.swift", "/r/Tests/X.swift"))
        XCTAssertTrue(g("Sources/*/View?.swift", "/r/Sources/Feed/View1.swift"))
        XCTAssertFalse(g("Sources/*/View?.swift", "/r/Sources/Feed/Sub/View1.swift"))
        XCTAssertTrue(g("*.generated.swift", "/r/Models.generated.swift"))
        XCTAssertTrue(g("**/*.generated.swift", "/r/a/Models.generated.swift"))
        XCTAssertTrue(g("[A-C]*", "/r/Beta/x.swift"))
        XCTAssertFalse(g("[!A-C]*", "/r/Beta/x.swift"))
        XCTAssertTrue(g("./Sources/../Tests", "/r/Tests/x.swift"))
        XCTAssertTrue(g("/abs/**", "/abs/x/y.swift"))
        XCTAssertTrue(g("**", "/r/anything.swift"))
    }

    func testSwiftLintConfigIsHonouredThroughTheCompatTable() throws {
        let t = TempDir()
        t.write("Sources/Feed.swift", Src.strongDelegate + Src.missingSuper)
        t.write("Vendor/V.swift", Src.missingSuper)
        t.write(".swiftlint.yml", """
        included:
          - Sources
          - Vendor
        excluded:
          - Vendor
        disabled_rules:
          - weak_delegate          # same id in both tools
          - trailing_whitespace    # SwiftLint only: ignored
        opt_in_rules:
          - empty_count
        line_length: 120           # SwiftLint's own settings are ignored silently
        identifier_name:
          excluded: [id, x]
        """)
        let r = runCLI(["-q"], cwd: t.path)
        XCTAssertEqual(r.err, "")
        XCTAssertEqual(r.out.split(separator: "\n").map { String($0.split(separator: ":")[0]) + " " + String($0.split(separator: "[").last ?? "") },
                       ["Sources/Feed.swift missing_super_call]"])
        // overridden_super_call maps to missing_super_call.
        t.write(".swiftlint.yml", "disabled_rules: [overridden_super_call]\n")
        XCTAssertFalse(runCLI(["-q"], cwd: t.path).out.contains("missing_super_call"))
        // A .viewlint.yml wins over .swiftlint.yml.
        t.write(".viewlint.yml", "disabled_rules: [weak_delegate]\n")
        let both = runCLI(["-q"], cwd: t.path).out
        XCTAssertTrue(both.contains("missing_super_call") && !both.contains("weak_delegate"))
        // A SwiftLint config viewlint cannot read is ignored with a warning.
        t.remove(".viewlint.yml")
        t.write(".swiftlint.yml", "defaults: &d\n  x: 1\n")
        let bad = runCLI(["-q"], cwd: t.path)
        XCTAssertEqual(bad.err, "viewlint: warning: .swiftlint.yml:1:11: cannot read this SwiftLint config (anchors and aliases ('&', '*') are not supported; repeat the value); ignoring it\n")
    }

    func testEmbeddedCompatTableEqualsTheFile() throws {
        let text = String(decoding: FileWalker.read(packageRoot + "/.swiftlint-compat") ?? [], as: UTF8.self)
        XCTAssertFalse(text.isEmpty)
        XCTAssertEqual(SwiftLintCompatTable.text, text, "Generated/SwiftLintCompatTable.swift is stale: run `swift run viewlint-dev bless`")
        let onDisk = String(decoding: FileWalker.read(packageRoot + "/" + SwiftLintCompat.generatedOutput) ?? [], as: UTF8.self)
        XCTAssertEqual(SwiftLintCompat.generate(from: text), onDisk)
        XCTAssertEqual(SwiftLintCompat.table["overridden_super_call"], ["missing_super_call"])
        XCTAssertEqual(SwiftLintCompat.table["superfluous_disable_command"], ["superfluous_disable"])
        // Every target is a viewlint rule (registered, or documented and on its way).
        for id in SwiftLintCompat.mappedRules {
            XCTAssertTrue(RuleRegistry.rule(id) != nil || FileManager.default.fileExists(atPath: packageRoot + "/Rules/\(id).md"), id)
        }
        // Each registered rule's declared SwiftLint twin is in the table.
        for r in RuleRegistry.all {
            if let twin = r.info.swiftLintTwin {
                XCTAssertTrue(SwiftLintCompat.viewlintRules(for: twin).contains(r.info.id), "\(r.info.id): twin \(twin) missing from .swiftlint-compat")
            }
        }
    }
}

final class HookManifestTests: XCTestCase {
    /// The pre-commit manifest parses (with viewlint's own YAML reader) and passes files to
    /// `viewlint --files-only`.
    func testPreCommitManifest() throws {
        let text = String(decoding: FileWalker.read(packageRoot + "/.pre-commit-hooks.yaml") ?? [], as: UTF8.self)
        let hooks = try XCTUnwrap(YAML.parse(text).items)
        let hook = try XCTUnwrap(hooks.first { $0.entries?.first { $0.key == "id" }?.value.string == "viewlint" })
        func value(_ k: String) -> YAMLNode? { hook.entries?.first { $0.key == k }?.value }
        XCTAssertEqual(value("language")?.string, "swift")
        XCTAssertEqual(value("types")?.items?.compactMap { $0.string }, ["swift"])
        XCTAssertEqual(value("entry")?.string, "viewlint --files-only")
        XCTAssertNotEqual(value("pass_filenames")?.bool, false)
    }
}

final class YAMLRobustnessTests: XCTestCase {
    /// Random edits of a real config never crash the parser or the config reader: each
    /// either parses or throws an error with a line and column inside the text.
    func testMutatedConfigsNeverCrash() {
        let seed = """
        included: [Sources, "App/**"]
        excluded:
          - Pods   # comment
          - 'it''s'
        weak_delegate: {severity: error}
        superfluous_disable:
          report_unknown_rules: false
        nested: {a: [1, {b: "x\\ty"}], c: ~}
        """
        let alphabet = Array(" \t\n:-#[]{},'\"|>&*!?ab\\")
        var rng = SplitMix(seed: 42)
        for _ in 0..<3000 {
            var chars = Array(seed)
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let at = Int(rng.next() % UInt64(chars.count + 1))
                switch rng.next() % 3 {
                case 0: chars.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: at)
                case 1: if at < chars.count { chars.remove(at: at) }
                default: if at < chars.count { chars[at] = alphabet[Int(rng.next() % UInt64(alphabet.count))] }
                }
            }
            let text = String(chars)
            do {
                _ = try YAML.parse(text)
                var c = Config()
                _ = try? c.apply(text, path: "/x/.viewlint.yml", name: ".viewlint.yml")
            } catch let e as YAMLError {
                XCTAssertGreaterThanOrEqual(e.line, 1)
                XCTAssertLessThanOrEqual(e.line, text.split(separator: "\n", omittingEmptySubsequences: false).count, text)
                XCTAssertGreaterThanOrEqual(e.column, 1)
            } catch {
                XCTFail("unexpected error \(error)")
            }
        }
    }
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
