import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// `viewlint-dev new-rule`: the skeleton of a rule is complete and consistent, the refusals
/// are clear, and nothing in the tree is left a skeleton.
final class NewRuleTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        // A package layout holding the real rule sources, so the scaffolder sees their
        // folders and class names as it would in the checkout.
        root = NSTemporaryDirectory() + "viewlint-scaffold-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: root + "/Sources/ViewLintCore", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: packageRoot + "/" + DocsGenerator.ruleSources, toPath: root + "/" + DocsGenerator.ruleSources)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: root + "/" + path, encoding: .utf8) }

    func scaffold(_ args: [String]) throws -> (RuleScaffold.Request, RuleScaffold.Paths) {
        let request = try RuleScaffold.parse(args)
        return (request, try RuleScaffold.write(request, root: root, log: { _ in }))
    }

    func testNewRuleWritesTheFourFilesAndRegistersTheClass() throws {
        let (request, paths) = try scaffold(["tap_target_size", "--category", "views"])
        XCTAssertEqual(request, RuleScaffold.Request(id: "tap_target_size", category: .views, group: .nursery, framework: .uikit, severity: .warning))
        XCTAssertEqual(paths.all, ["Sources/ViewLintCore/Rules/Views/TapTargetSize.swift", "Rules/tap_target_size.md",
                                   "Fixtures/tap_target_size/triggering.swift", "Fixtures/tap_target_size/non_triggering.swift"])

        let source = try read(paths.source)
        XCTAssertTrue(source.contains("public final class TapTargetSizeRule: Rule {"), source)
        XCTAssertTrue(source.contains("id: \"tap_target_size\", category: .views, group: .nursery, severity: .warning, framework: .uikit,"), source)
        for member in ["static let triggers: RuleTriggers", "static let visits: [NodeKind]", "public init() {}", "public func visit(_ node: Syntax, _ ctx: LintContext)"] {
            XCTAssertTrue(source.contains(member), "the skeleton lacks \(member)")
        }
        let tree = Parser.parse(SourceFile(path: paths.source, text: source))
        XCTAssertEqual(treeInvariantViolations(tree), [])
        XCTAssertTrue((0..<tree.nodes.count).contains { tree.node($0).kind == .typeDecl && tree.node($0).name == "TapTargetSizeRule" })
        XCTAssertTrue(try read(DocsGenerator.ruleListOutput).contains("        TapTargetSizeRule.self,\n"), "the registry lists the new class")

        let doc = try read(paths.doc)
        XCTAssertTrue(doc.hasPrefix("# tap_target_size\n\n" + request.info.metadataTable + "\n"), doc)
        XCTAssertEqual(Self.headings(doc), try Self.templateHeadings().filter { $0 != "Options" }, "the doc follows the template in Rules/README.md")
        XCTAssertNotNil(DocsTests.swiftBlock(after: "Example", in: doc))
        XCTAssertNotNil(DocsTests.swiftBlock(after: "Use instead", in: doc))
        XCTAssertTrue(doc.contains("`// viewlint:disable:next tap_target_size`"))

        XCTAssertEqual(FixtureRuns.expectations(try read(paths.triggering), rule: "tap_target_size").count, 1, "one expect marker to start from")
        XCTAssertEqual(FixtureRuns.expectations(try read(paths.nonTriggering), rule: "tap_target_size"), [:])
        XCTAssertTrue(try read(paths.triggering).contains("import UIKit"))

        // Every file says what is left to write, and the suite quotes it back.
        let left = RuleScaffold.unfinishedPlaces(root: root, id: "tap_target_size")
        for p in paths.all { XCTAssertTrue(left.contains { $0.hasPrefix(p + ":") }, "\(p) has no \(RuleScaffold.marker) line: \(left)") }
        XCTAssertTrue(left.contains { $0.hasPrefix(paths.source + ":") && $0.contains("write the check") }, "\(left)")
        XCTAssertTrue(RuleScaffold.unfinishedPlaces(root: packageRoot, id: "layout_loop").isEmpty)
    }

    func testCategoryGroupAndFrameworkAreTakenInAnyCaseAndShapeTheSkeleton() throws {
        let (request, paths) = try scaffold(["list_row_height", "--category", "SwiftUI", "--group", "style", "--severity", "info"])
        XCTAssertEqual(request.framework, .swiftui, "a SwiftUI rule is about SwiftUI code by default")
        XCTAssertEqual(paths.source, "Sources/ViewLintCore/Rules/SwiftUI/ListRowHeight.swift")
        XCTAssertTrue(try read(paths.triggering).contains("import SwiftUI"))
        XCTAssertTrue(try read(paths.doc).contains("| `style` | swiftui | info | opt-in | SwiftUI code, not tests; dead, debug-only and sample code on request |"))
        let (constraints, constraintPaths) = try scaffold(["stack_spacing_churn", "--category", "AutoLayout", "--framework", "any"])
        XCTAssertEqual(constraints.framework, .any)
        XCTAssertEqual(constraintPaths.source, "Sources/ViewLintCore/Rules/AutoLayout/StackSpacingChurn.swift")
    }

    func testRefusalsNameTheProblemAndWriteNothing() throws {
        func refusal(_ args: [String]) -> String {
            do { _ = try scaffold(args); return "accepted" } catch let e as UsageError { return e.message } catch { return "\(error)" }
        }
        XCTAssertEqual(refusal(["layout_loop", "--category", "lifecycle"]), "new-rule: rule 'layout_loop' already exists; pick another id")
        // `static_cg_color` is a new id, but its class would be the existing StaticCGColorRule
        // (in another category's folder, or its file would be there).
        XCTAssertEqual(refusal(["static_cg_color", "--category", "views"]),
                       "new-rule: rule 'static_cg_color' already exists (Sources/ViewLintCore/Rules/Views/StaticCGColor.swift); pick another id")
        XCTAssertEqual(refusal(["static_cg_color", "--category", "memory"]),
                       "new-rule: a class StaticCGColorRule already exists under Sources/ViewLintCore/Rules; pick another id")
        for id in ["LayoutThing", "layout-thing", "layout__thing", "_layout", "layout_", "9lives", "layout thing"] {
            XCTAssertTrue(refusal([id, "--category", "views"]).contains("is not a snake_case rule id"), id)
        }
        let categories = RuleCategory.allCases.map(\.rawValue).joined(separator: ", ")
        XCTAssertEqual(refusal(["tap_target_size", "--category", "widgets"]), "new-rule: unknown category 'widgets'; one of: \(categories)")
        XCTAssertEqual(refusal(["tap_target_size"]), "new-rule: --category is required, one of: \(categories)")
        let groups = RuleGroup.allCases.map(\.rawValue).joined(separator: ", ")
        XCTAssertEqual(refusal(["tap_target_size", "--category", "views", "--group", "experimental"]),
                       "new-rule: unknown group 'experimental'; one of: \(groups)")
        XCTAssertTrue(refusal(["tap_target_size", "--category", "views", "--framework", "appkit"]).hasPrefix("new-rule: unknown framework 'appkit'; one of: uikit, swiftui"))
        XCTAssertTrue(refusal(["tap_target_size", "--category", "views", "--fix", "safe"]).hasPrefix("new-rule: unknown option '--fix'"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/Rules"), "a refused request writes nothing")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/Fixtures"), "a refused request writes nothing")

        // A skeleton already on disk (not yet built into the registry) is never overwritten.
        _ = try scaffold(["tap_target_size", "--category", "views"])
        let before = try read("Rules/tap_target_size.md")
        XCTAssertEqual(refusal(["tap_target_size", "--category", "memory"]),
                       "new-rule: rule 'tap_target_size' already exists (Rules/tap_target_size.md); pick another id")
        XCTAssertEqual(try read("Rules/tap_target_size.md"), before)
    }

    /// The command itself: one line on stderr and exit 2 for a refusal; on success, the files
    /// written and the next step.
    func testTheCommandRefusesWithOneLineAndExitTwoAndOtherwiseSaysWhatIsNext() throws {
        let exe = try builtExecutable("viewlint-dev")
        let r = try runProcess(exe, ["new-rule", "Bad_Id", "--category", "views"], stdin: [], cwd: root)
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.out, [])
        XCTAssertEqual(r.err, "viewlint-dev: error: new-rule: 'Bad_Id' is not a snake_case rule id (lowercase words and digits joined by single '_', e.g. 'layout_loop')\n")
        let ok = try runProcess(exe, ["new-rule", "tap_target_size", "--category", "views"], stdin: [], cwd: root)
        XCTAssertEqual(ok.code, 0, ok.err)
        XCTAssertTrue(ok.err.contains("viewlint-dev: wrote Rules/tap_target_size.md\n"), ok.err)
        XCTAssertTrue(String(decoding: ok.out, as: UTF8.self).contains("\n  2. swift run viewlint-dev bless\n"), String(decoding: ok.out, as: UTF8.self))
        let elsewhere = try runProcess(exe, ["new-rule", "tap_target_size", "--category", "views"], stdin: [], cwd: root + "/Sources")
        XCTAssertEqual(elsewhere.code, 2)
        XCTAssertEqual(elsewhere.err, "viewlint-dev: error: new-rule: run it from viewlint's package root (no Sources/ViewLintCore/Rules here)\n")
    }

    /// The class-name rule of Rules/README.md, checked on every registered rule.
    func testTypeNamesAreSpelledAsTheRegisteredRulesAre() {
        for r in RuleRegistry.all {
            XCTAssertEqual(RuleScaffold.typeName(for: r.info.id) + "Rule", String(describing: r), r.info.id)
        }
    }

    /// A rule written with `new-rule` keeps failing the suite, with the lines still to write,
    /// until every placeholder is replaced.
    func testNoRuleIsStillTheNewRuleSkeleton() {
        let left = RuleScaffold.unfinishedPlaces(root: packageRoot)
        XCTAssertTrue(left.isEmpty, "\nthese lines of a rule made by `viewlint-dev new-rule` are still to be written:\n" + left.joined(separator: "\n"))
    }

    static func headings(_ doc: String) -> [String] {
        doc.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    }

    /// The section headings of the template in Rules/README.md.
    static func templateHeadings() throws -> [String] {
        let readme = try String(contentsOfFile: packageRoot + "/Rules/README.md", encoding: .utf8)
        guard let open = readme.range(of: "````markdown\n"), let close = readme.range(of: "\n````", range: open.upperBound..<readme.endIndex) else {
            XCTFail("Rules/README.md has no ````markdown template")
            return []
        }
        return headings(String(readme[open.upperBound..<close.lowerBound]))
    }
}
