import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// `--fix`, `--unsafe-fixes`, `--diff`: the fix model, the applier, and each fixable rule's
/// before/after fixtures (`Fixtures/<rule>/fix/`).
final class FixTests: XCTestCase {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    func testApplierTakesNonOverlappingFixesInFileOrderAndKeepsLineEndings() {
        let text = bytes("a\r\nb\r\nc\r\n")
        let insert = Fix(.safe, "insert", [.insert("x\n", at: 3)])
        let overlapping = Fix(.safe, "replace b", [TextEdit(start: 3, end: 4, replacement: "B")])
        let outOfRange = Fix(.safe, "bad", [TextEdit(start: 50, end: 60, replacement: "")])
        let (out, applied) = FixApplier.apply([overlapping, insert, outOfRange], to: text)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "a\r\nB\r\nc\r\n", "the first in file order wins; the insertion at the same point waits")
        XCTAssertEqual(applied, [0])
        let (out2, _) = FixApplier.apply([insert], to: text)
        XCTAssertEqual(String(decoding: out2, as: UTF8.self), "a\r\nx\r\nb\r\nc\r\n", "a \\n in a replacement becomes the file's CRLF")
        XCTAssertEqual(FixApplier.lineEnding(of: bytes("a\nb\r\nc\n")), [10])
    }

    func testUTF16FilesKeepTheirEncodingAndBOM() {
        var raw: [UInt8] = [0xFF, 0xFE]
        for u in "let é = 1\n".utf16 { raw += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let text = TextDecoding.utf8(raw)
        XCTAssertEqual(SourceEncoding.of(raw), .utf16LittleEndian)
        XCTAssertEqual(SourceEncoding.of(raw).encode(text), raw)
        XCTAssertEqual(SourceEncoding.of(bytes("\u{FEFF}let x = 1")).encode(bytes("\u{FEFF}let x = 1")), bytes("\u{FEFF}let x = 1"))
    }

    func testUnifiedDiff() {
        let old = bytes("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"), new = bytes("a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk")
        XCTAssertEqual(UnifiedDiff.render(path: "F.swift", old: old, new: new), """
        --- a/F.swift
        +++ b/F.swift
        @@ -1,10 +1,11 @@
         a
         b
         c
        -d
        +D
         e
         f
         g
         h
         i
         j
        +k
        \\ No newline at end of file

        """)
        XCTAssertEqual(UnifiedDiff.render(path: "F.swift", old: old, new: old), "")
    }

    /// A hunk has `context` unchanged lines after its last change as well as before its first.
    func testUnifiedDiffContextAfterTheChange() {
        let old = bytes("a\nb\nc\nd\ne\nf\ng\nh\ni\n"), new = bytes("a\nb\nc\nd\nE\nf\ng\nh\ni\n")
        XCTAssertEqual(UnifiedDiff.render(path: "F.swift", old: old, new: new, context: 2), "--- a/F.swift\n+++ b/F.swift\n@@ -3,5 +3,5 @@\n c\n d\n-e\n+E\n f\n g\n")
        XCTAssertEqual(UnifiedDiff.render(path: "F.swift", old: old, new: new, context: 0), "--- a/F.swift\n+++ b/F.swift\n@@ -5,1 +5,1 @@\n-e\n+E\n")
    }

    func testEditScriptRebuildsTheNewTextOnRandomInput() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...12, using: &rng)).map { _ in ["x", "y", "z", "w"].randomElement(using: &rng)! }
            var b = a
            for _ in 0..<Int.random(in: 0...5, using: &rng) {
                if !b.isEmpty, Bool.random(using: &rng) { b.remove(at: Int.random(in: 0..<b.count, using: &rng)) }
                else { b.insert(["x", "q"].randomElement(using: &rng)!, at: Int.random(in: 0...b.count, using: &rng)) }
            }
            let la = a.map { UnifiedDiff.Line(text: $0 + "\n", endsWithNewline: true) }
            let lb = b.map { UnifiedDiff.Line(text: $0 + "\n", endsWithNewline: true) }
            let script = UnifiedDiff.editScript(la, lb)
            XCTAssertEqual(script.filter { $0.kind != .insert }.map { la[$0.oldIndex] }, la)
            XCTAssertEqual(script.filter { $0.kind != .delete }.map { $0.kind == .insert ? lb[$0.newIndex] : la[$0.oldIndex] }, lb)
        }
    }

    // MARK: Each fixable rule's fixtures

    /// For every `Fixtures/<rule>/fix/`: `--fix` turns `before.swift` into `after.swift` byte for
    /// byte (`after-unsafe.swift` with `--unsafe-fixes` when it exists); re-linting the result
    /// shows none of the fixed findings and no new one; a second `--fix` changes nothing.
    func testFixFixtures() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Fixtures").sorted()
        var checked = 0
        for id in fixtures {
            let dir = packageRoot + "/Fixtures/\(id)/fix"
            guard FileManager.default.fileExists(atPath: dir + "/before.swift") else { continue }
            let args = (try? String(contentsOfFile: dir + "/args", encoding: .utf8))?
                .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) ?? ["--only", id]
            for (mode, expectedName) in [([String](), "after.swift"), (["--unsafe-fixes"], "after-unsafe.swift")] {
                let expectedPath = dir + "/" + expectedName
                guard FileManager.default.fileExists(atPath: expectedPath) else { continue }
                let t = TempDir()
                for f in try FileManager.default.contentsOfDirectory(atPath: dir) where f.hasSuffix(".swift") && !f.hasPrefix("after") {
                    t.write(f, try String(contentsOfFile: dir + "/" + f, encoding: .utf8))
                }
                let before = runCLI(args + ["--no-config", "--format", "json", "before.swift"], cwd: t.path)
                let fix = runCLI(args + ["--no-config", "--fix", "-q"] + mode + ["before.swift"], cwd: t.path)
                XCTAssertNotEqual(fix.code, 2, "\(id): \(fix.err)")
                XCTAssertEqual(t.read("before.swift"), try String(contentsOfFile: expectedPath, encoding: .utf8), "\(id)/fix: --fix \(mode) differs from \(expectedName)")
                // Re-lint: the fixed findings are gone and nothing new appeared.
                func findings(_ json: String) -> [String] {
                    let obj = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
                    return ((obj?["findings"] as? [[String: Any]]) ?? []).map { "\($0["rule"]!) \($0["message"]!) \($0["fix"] != nil)" }
                }
                let after = runCLI(args + ["--no-config", "--format", "json", "before.swift"], cwd: t.path)
                let fixable = findings(before.out).filter { $0.hasSuffix("true") }
                XCTAssertFalse(fixable.isEmpty, "\(id)/fix: before.swift has nothing to fix")
                let unsafeMode = !mode.isEmpty
                let remaining = findings(after.out)
                XCTAssertTrue(remaining.allSatisfy { !$0.hasSuffix("true") || !unsafeMode }, "\(id): fixable findings left after --fix \(mode): \(remaining)")
                XCTAssertTrue(Set(remaining.map { $0.dropLast(5) }).isSubset(of: Set(findings(before.out).map { $0.dropLast(5) })),
                              "\(id): --fix introduced findings: \(remaining)")
                let again = runCLI(args + ["--no-config", "--diff"] + mode + ["before.swift"], cwd: t.path)
                XCTAssertEqual(again.out, "", "\(id): a second --fix would change: \(again.out)")
                XCTAssertEqual(again.code, 0)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0)
    }

    /// A rule's declared `fix` (its doc's Fix column) matches what its fixtures produce: a rule
    /// that says it has no fix never attaches one, and one that says it has a fix does.
    func testDeclaredFixAvailabilityMatchesTheFixtures() throws {
        for r in RuleRegistry.all {
            let id = r.info.id
            let dir = packageRoot + "/Fixtures/\(id)"
            var paths = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".swift") }.map { dir + "/" + $0 }
            if FileManager.default.fileExists(atPath: dir + "/fix/before.swift") { paths.append(dir + "/fix/before.swift") }
            let files = try paths.map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) }
            let kinds = Set(lint(files, rules: [r]).filter { $0.ruleID == id }.compactMap { $0.fix?.applicability }) as Set<Fix.Applicability>
            switch r.info.fix {
            case .none: XCTAssertTrue(kinds.isEmpty, "\(id) declares no fix but its findings carry \(kinds)")
            case .safe: XCTAssertEqual(kinds, [.safe], "\(id) declares safe fixes")
            case .unsafe: XCTAssertEqual(kinds, [.unsafe], "\(id) declares unsafe fixes")
            case .safeOrUnsafe: XCTAssertFalse(kinds.isEmpty, "\(id) declares fixes but its fixtures show none")
            }
        }
    }

    /// The deprecated-modifier renames follow the rule's deployment-target gate: on iOS 15
    /// `.foregroundColor` (its replacement needs 17) is neither reported nor fixed, while
    /// `.accentColor` → `.tint` (15) is.
    func testDeprecatedModifierRenamesOnlyWhereTheTargetHasTheReplacement() {
        let source = """
        import SwiftUI
        struct Badge: View {
            var body: some View {
                Text("New").foregroundColor(.red).accentColor(.orange)
            }
        }
        """
        let onIOS15 = lint(source, rules: [rule("deprecated_swiftui_api")], deploymentTarget: Version(15))
        XCTAssertEqual(onIOS15.map { $0.fix?.title }, ["Replace .accentColor with .tint"])
        XCTAssertEqual(onIOS15.first?.fix?.applicability, .unsafe)
        let onIOS17 = lint(source, rules: [rule("deprecated_swiftui_api")], deploymentTarget: Version(17))
        XCTAssertEqual(onIOS17.compactMap { $0.fix?.applicability }, [.safe, .unsafe])
        let (fixed, applied) = FixApplier.apply(onIOS17.compactMap { $0.fix }, to: Array(source.utf8))
        XCTAssertEqual(applied.count, 2)
        XCTAssertTrue(String(decoding: fixed, as: UTF8.self).contains("Text(\"New\").foregroundStyle(.red).tint(.orange)"))
    }

    /// Every fixture folder linted with every rule, then every fix applied (safe and unsafe):
    /// each file must still parse with no more unknown nodes than before (the fuzz target's
    /// check, on code that reads like an app's).
    func testEveryFixKeepsEveryFixtureParsable() throws {
        let root = packageRoot + "/Fixtures"
        var folders: [String: [(String, String)]] = [:]
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let folder = (relative as NSString).deletingLastPathComponent
            folders[folder, default: []].append((relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        var problems: [String] = []
        var fixedFiles = 0
        for (_, files) in folders.sorted(by: { $0.key < $1.key }) {
            let findings = Dictionary(grouping: lint(files, rules: RuleRegistry.all), by: { $0.path })
            for (path, text) in files {
                let mine = findings[path] ?? []
                if mine.contains(where: { $0.fix != nil }) { fixedFiles += 1 }
                if let p = FixReparseCheck.problem(in: Array(text.utf8), path: path, findings: mine) { problems.append(p) }
            }
        }
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThan(fixedFiles, 20, "the fixtures carry fixes of several rules")
    }

    /// The check itself sees a fix that breaks the parse.
    func testReparseCheckCatchesAFixThatBreaksTheParse() {
        let text = Array("struct A { func f() { g() } }\n".utf8)
        var finding = Finding(ruleID: "made_up", severity: .warning, message: "m", path: "a.swift", line: 1, column: 1, endLine: 1, endColumn: 1)
        finding.fix = Fix(.unsafe, "Break it", [TextEdit(start: 22, end: 25, replacement: ")")])
        XCTAssertNotNil(FixReparseCheck.problem(in: text, path: "a.swift", findings: [finding]))
        finding.fix = Fix(.safe, "Rename", [TextEdit(start: 22, end: 23, replacement: "h")])
        XCTAssertNil(FixReparseCheck.problem(in: text, path: "a.swift", findings: [finding]))
    }

    // MARK: The command line

    func testDiffWritesNothingAndFixReportsWhatIsLeft() throws {
        let t = TempDir()
        let src = "import UIKit\nfinal class V: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad() // viewlint:disable:this missing_super_call\n    }\n}\n"
        t.write("V.swift", src)
        let diff = runCLI(["--diff", "--no-config"], cwd: t.path)
        XCTAssertEqual(diff.code, 1)
        XCTAssertTrue(diff.out.hasPrefix("--- a/V.swift\n+++ b/V.swift\n@@ -1,6 +1,6 @@\n"), diff.out)
        XCTAssertTrue(diff.out.contains("-        super.viewDidLoad() // viewlint:disable:this missing_super_call\n+        super.viewDidLoad()\n"), diff.out)
        XCTAssertEqual(diff.err, "viewlint: 1 fix would change 1 file (--diff writes nothing)\n")
        XCTAssertEqual(t.read("V.swift"), src)
        let text = runCLI(["--no-config"], cwd: t.path)
        XCTAssertTrue(text.out.contains("silences nothing for missing_super_call; remove it [*] [superfluous_disable]"), text.out)
        XCTAssertTrue(text.err.hasSuffix("; 1 fixable with --fix ([*])\n"), text.err)
        let json = runCLI(["--no-config", "--format", "json"], cwd: t.path)
        XCTAssertTrue(json.out.contains("\"fix\": {\"applicability\": \"safe\", \"title\": \"Remove the disable comment\", \"edits\": [{\"line\": 4, \"column\": 28, \"endLine\": 4, \"endColumn\": 72, \"replacement\": \"\"}]}"), json.out)
        let fix = runCLI(["--fix", "--no-config"], cwd: t.path)
        XCTAssertEqual(fix.code, 0, fix.err)
        XCTAssertEqual(fix.err, "viewlint: 0 findings (0 errors, 0 warnings, 0 info) in 1 file; fixed 1 in 1 file\n")
        XCTAssertEqual(t.read("V.swift"), src.replacingOccurrences(of: " // viewlint:disable:this missing_super_call", with: ""))
    }

    func testFixOptionsThatCannotWork() {
        XCTAssertEqual(runCLI(["--unsafe-fixes", "-"]).err, "viewlint: error: --unsafe-fixes needs --fix or --diff\n")
        XCTAssertEqual(runCLI(["--fix", "-"]).err, "viewlint: error: --fix and --diff need files; standard input ('-') cannot be fixed in place\n")
        XCTAssertEqual(runCLI(["--fix", "--write-baseline", "b.json", "Fixtures"]).code, 2)
    }

    func testStagedFixLeavesAFileWhoseWorkingCopyDiffers() throws {
        let t = TempDir()
        let src = "let a = 1 // viewlint:disable:this missing_super_call\n"
        t.write("A.swift", src)
        git(["init", "-q"], in: t.path)
        git(["add", "."], in: t.path)
        git(["commit", "-q", "-m", "first"], in: t.path)
        t.write("A.swift", src + "let b = 2 // viewlint:disable:this missing_super_call\n")
        git(["add", "."], in: t.path)
        t.write("A.swift", src + "let b = 2 // viewlint:disable:this missing_super_call\nlet c = 3\n")   // not staged
        let r = runCLI(["--staged", "--fix", "--no-config"], cwd: t.path)
        XCTAssertTrue(r.err.contains("viewlint: note: A.swift: not fixed: its working copy differs from what is staged"), r.err)
        XCTAssertTrue(t.read("A.swift").hasSuffix("let c = 3\n"))
        // Once staged, --staged --fix fixes only the changed line's comment.
        git(["add", "."], in: t.path)
        XCTAssertEqual(runCLI(["--staged", "--fix", "--no-config", "-q"], cwd: t.path).code, 0)
        XCTAssertEqual(t.read("A.swift"), src + "let b = 2\nlet c = 3\n")
    }
}
