import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Docs cannot drift: the embedded copy matches Rules/*.md, and each doc's Example block
/// triggers its rule while its Use instead block does not.
final class DocsTests: XCTestCase {
    func testEmbeddedDocsAreCurrent() throws {
        let generated = try DocsGenerator.generate(rulesDir: packageRoot + "/Rules")
        let onDisk = String(decoding: FileWalker.read(packageRoot + "/" + DocsGenerator.defaultOutput) ?? [], as: UTF8.self)
        XCTAssertTrue(generated == onDisk, "Sources/ViewLintCore/Generated/RuleDocs.swift is stale: run `swift run viewlint-dev bless`")
    }

    func testGeneratedRuleListIsCurrent() throws {
        let generated = try DocsGenerator.generateRuleList(sourcesDir: packageRoot + "/" + DocsGenerator.ruleSources)
        let onDisk = String(decoding: FileWalker.read(packageRoot + "/" + DocsGenerator.ruleListOutput) ?? [], as: UTF8.self)
        XCTAssertTrue(generated == onDisk, "\(DocsGenerator.ruleListOutput) is stale: run `swift run viewlint-dev bless`")
        XCTAssertEqual(RuleRegistry.all.count, Set(RuleRegistry.ids).count)
        XCTAssertEqual(RuleRegistry.all.count, generated.components(separatedBy: ".self,").count - 1)
    }

    static func swiftBlock(after heading: String, in doc: String) -> String? {
        guard let h = doc.range(of: "\n## " + heading + "\n") else { return nil }
        let rest = doc[h.upperBound...]
        guard let open = rest.range(of: "```swift\n") else { return nil }
        let body = rest[open.upperBound...]
        guard let close = body.range(of: "\n```") else { return nil }
        return String(body[..<close.lowerBound])
    }

    func testEveryDocsMetadataTableMatchesItsRuleInfo() throws {
        for r in RuleRegistry.all {
            let doc = try String(contentsOfFile: packageRoot + "/Rules/\(r.info.id).md", encoding: .utf8)
            XCTAssertTrue(doc.contains(r.info.metadataTable + "\n"),
                          "Rules/\(r.info.id).md: the metadata table differs from RuleInfo; run 'swift run viewlint-dev bless'")
        }
    }

    /// Each doc's Real-code check is the ecosystem summary's, so a re-measured
    /// `.ci/ecosystem/rules.tsv` cannot sit beside docs that quote the old figures.
    func testEveryDocsRealCodeCheckMatchesTheEcosystemSummary() throws {
        let tsv = try String(contentsOfFile: packageRoot + "/" + RealCodeSummary.file, encoding: .utf8)
        let summary = RealCodeSummary(tsv)
        for r in RuleRegistry.all {
            let doc = try String(contentsOfFile: packageRoot + "/Rules/\(r.info.id).md", encoding: .utf8)
            XCTAssertTrue(doc.contains("## Real-code check\n" + summary.section(for: r.info) + "\n"),
                          "Rules/\(r.info.id).md: the Real-code check differs from \(RealCodeSummary.file); run 'swift run viewlint-dev bless'")
        }
    }

    func testRealCodeSectionSaysWhatWasJudged() {
        let tsv = """
        rule\tsplit\tapps\tdefault\tall\tTP\tLOW\tFP\tunjudged\tmeasured\tcommit
        missing_super_call\tholdout\t14\t28\t28\t22\t6\t0\t0\t2026-12-07\tabc1234
        missing_super_call\ttune\t22\t54\t59\t59\t0\t0\t0\t2026-12-07\tabc1234
        """
        let text = RealCodeSummary(tsv).section(for: MissingSuperCallRule.info)
        XCTAssertTrue(text.contains("14 apps: 28 findings; 22 worth fixing, 6 true but not worth a change, 0 wrong (79 % of 28 judged)."), text)
        XCTAssertTrue(text.contains("22 apps: 54 findings by default, 59 with every group on;"), text)
        XCTAssertTrue(text.contains("2026-12-07 (`abc1234`)"), text)
        XCTAssertTrue(RealCodeSummary(tsv).section(for: WeakDelegateRule.info).contains("14 apps: no finding."))
        let doc = "# x\n\n## How to silence\nA.\n\n## Real-code check\nold line one\nold line two\n"
        XCTAssertEqual(DocsGenerator.withRealCodeCheck(doc, "new"), "# x\n\n## How to silence\nA.\n\n## Real-code check\nnew\n")
    }

    func testSwiftLintTwinsMatchTheCompatTable() {
        for r in RuleRegistry.all {
            let mapped = SwiftLintCompat.table.filter { $0.value.contains(r.info.id) }.map { $0.key }
            XCTAssertEqual(r.info.swiftLintTwin.map { [$0] } ?? [], mapped, r.info.id)
        }
    }

    func testEveryDocHasTheTemplateSections() {
        for r in RuleRegistry.all {
            let doc = r.info.doc
            XCTAssertTrue(doc.hasPrefix("# \(r.info.id)\n"), "\(r.info.id): doc must start with its id")
            for h in ["What it does", "Why is this bad?", "Example", "Use instead", "How to silence", "Real-code check"] {
                XCTAssertTrue(doc.contains("\n## \(h)\n"), "\(r.info.id): missing section '\(h)'")
            }
        }
    }

    func testDocExamplesTriggerAndFixesDoNot() {
        var failures: [String] = []
        for r in RuleRegistry.all {
            let doc = r.info.doc
            guard let bad = Self.swiftBlock(after: "Example", in: doc),
                  let good = Self.swiftBlock(after: "Use instead", in: doc) else {
                failures.append("\(r.info.id): Example / Use instead code blocks not found")
                continue
            }
            if lint(bad, rules: [r]).isEmpty { failures.append("\(r.info.id): the Example does not trigger the rule" + skeletonHint(r.info.id)) }
            let extra = lint(good, rules: [r])
            if !extra.isEmpty { failures.append("\(r.info.id): Use instead triggers: \(extra.map { "\($0.line): \($0.message)" })") }
        }
        XCTAssertTrue(failures.isEmpty, "\n" + failures.joined(separator: "\n"))
    }
}
