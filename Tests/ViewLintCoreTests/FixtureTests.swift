import XCTest
@testable import ViewLintCore

/// Lints every `Fixtures/<rule_id>/` folder with only that rule and compares the findings
/// with the `// expect: <rule_id>` markers (see Fixtures/README.md). A finding that appears
/// or disappears fails here.
final class FixtureTests: XCTestCase {
    struct Run {
        var dir: String; var files: [String]
        /// Objective-C runs (.h/.m files) need libclang: `testObjectiveCFixtures`.
        var isObjC: Bool { files.contains { ObjCFrontend.extensions.contains(ObjCFrontend.pathExtension($0)) } }
    }

    static func runs(for id: String) -> [Run] {
        let dir = packageRoot + "/Fixtures/" + id
        var unreadable: [String] = []
        let all = FileWalker.files(under: dir, extensions: LintCommand.sourceExtensions, unreadable: &unreadable)
        var byDir: [String: [String]] = [:]
        // `fix/` holds before/after files for --fix (FixFixtureTests), not marker fixtures.
        for f in all where !f.contains("/fix/") {
            let parent = String(f[..<f.lastIndex(of: "/")!])
            byDir[parent, default: []].append(f)
        }
        return byDir.keys.sorted().map { Run(dir: $0, files: byDir[$0]!.sorted()) }
    }

    /// Expected finding lines per file: "file:line" → count.
    static func expectations(_ text: String, rule id: String) -> [Int: Int] {
        var out: [Int: Int] = [:]
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let r = line.range(of: "// expect:") else { continue }
            for item in line[r.upperBound...].split(separator: ",") {
                let name = item.trimmingCharacters(in: .whitespaces)
                if name == id { out[i + 1, default: 0] += 1 }
            }
        }
        return out
    }

    static func options(_ texts: [String]) -> Version? {
        for t in texts {
            guard let r = t.range(of: "// fixture-options:") else { continue }
            let rest = t[r.upperBound...].prefix { $0 != "\n" }
            for part in rest.split(separator: " ") where part.hasPrefix("deployment_target=") {
                return Version(String(part.dropFirst("deployment_target=".count)))
            }
        }
        return nil
    }

    func testEveryRegisteredRuleHasFixturesAndDoc() {
        for r in RuleRegistry.all {
            let id = r.info.id
            XCTAssertFalse(Self.runs(for: id).isEmpty, "Fixtures/\(id)/ is missing")
            XCTAssertTrue(FileManager.default.fileExists(atPath: packageRoot + "/Rules/\(id).md"), "Rules/\(id).md is missing")
            let files = Self.runs(for: id).flatMap { $0.files }
            XCTAssertTrue(files.contains { $0.split(separator: "/").last!.hasPrefix("triggering") }, "\(id): no triggering fixture")
            XCTAssertTrue(files.contains { $0.split(separator: "/").last!.hasPrefix("non_triggering") }, "\(id): no non_triggering fixture")
        }
    }

    func testFixtures() throws {
        var failures: [String] = []
        let checkedFiles = Self.check(objc: false, &failures)
        XCTAssertGreaterThan(checkedFiles, 0)
        XCTAssertTrue(failures.isEmpty, "\n" + failures.joined(separator: "\n"))
    }

    /// The Objective-C fixture runs. They need libclang: skipped with the reason when it is
    /// missing, except in CI (env CI set), where a missing libclang fails.
    func testObjectiveCFixtures() throws {
        try requireLibClang()
        var failures: [String] = []
        let checkedFiles = Self.check(objc: true, &failures)
        XCTAssertGreaterThan(checkedFiles, 0)
        XCTAssertTrue(failures.isEmpty, "\n" + failures.joined(separator: "\n"))
    }

    static func check(objc: Bool, _ failures: inout [String]) -> Int {
        var checkedFiles = 0
        for r in RuleRegistry.all {
            let id = r.info.id
            for run in Self.runs(for: id) where run.isObjC == objc {
                let texts = run.files.map { String(decoding: FileWalker.read($0) ?? [], as: UTF8.self) }
                let rel = run.files.map { String($0.dropFirst(packageRoot.count + 1)) }
                let findings = lint(Array(zip(rel, texts)), rules: [r], deploymentTarget: Self.options(texts))
                for (path, text) in zip(rel, texts) {
                    checkedFiles += 1
                    let expected = Self.expectations(text, rule: id)
                    let name = path.split(separator: "/").last!
                    if name.hasPrefix("non_triggering") && !expected.isEmpty {
                        failures.append("\(path): non_triggering file carries expect markers")
                    }
                    if name.hasPrefix("triggering") && expected.isEmpty {
                        failures.append("\(path): triggering file has no expect markers")
                    }
                    var actual: [Int: Int] = [:]
                    // Findings silenced by a `// viewlint:disable…` comment are not reported.
                    for f in findings where f.path == path && f.suppression == nil { actual[f.line, default: 0] += 1 }
                    for line in Set(expected.keys).union(actual.keys).sorted() {
                        let e = expected[line] ?? 0, a = actual[line] ?? 0
                        if e != a {
                            let msg = findings.first { $0.path == path && $0.line == line }?.message ?? ""
                            failures.append("\(path):\(line): expected \(e) \(id), got \(a) \(msg)")
                        }
                    }
                }
            }
        }
        return checkedFiles
    }
}
