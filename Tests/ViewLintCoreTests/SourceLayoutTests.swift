import Foundation
import XCTest
@testable import ViewLintCore

/// The layout rules of CONTRIBUTING.md that a reviewer would otherwise check by hand.
final class SourceLayoutTests: XCTestCase {
    /// No source file over 700 lines outside `Generated/`: a file that grows past it is split
    /// along its seams (an extension per part, `<Type>+<Part>.swift`).
    func testNoSourceFileIsOver700Lines() throws {
        let sources = URL(fileURLWithPath: packageRoot).appendingPathComponent("Sources")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var long: [String] = []
        var seen = 0
        for case let url as URL in walker where url.pathExtension == "swift" && !url.path.contains("/Generated/") {
            seen += 1
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            if lines > 700 { long.append("\(url.path.dropFirst(packageRoot.count + 1)): \(lines) lines") }
        }
        XCTAssertGreaterThan(seen, 100, "the walk found the sources")
        XCTAssertEqual(long, [], "split these files along their seams")
    }

    /// Every rule with an Objective-C half is one the Objective-C front end runs: the list is
    /// derived from the conformance, so a `+ObjC.swift` file is never forgotten.
    func testObjectiveCHalvesAreTheObjectiveCRules() throws {
        let rules = URL(fileURLWithPath: packageRoot).appendingPathComponent("Sources/ViewLintCore/Rules")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: rules, includingPropertiesForKeys: nil))
        var halves: Set<String> = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix("+ObjC.swift") {
            let text = try String(contentsOf: url, encoding: .utf8)
            if let r = text.range(of: #"extension (\w+): ObjectiveCChecked"#, options: .regularExpression) {
                halves.insert(String(text[r].dropFirst("extension ".count).prefix { $0 != ":" }))
            }
        }
        let derived = Set(ObjCChecks.rules.map { String(describing: $0) })
        XCTAssertFalse(halves.isEmpty, "the walk found the Objective-C halves")
        XCTAssertEqual(halves, derived)
    }

    /// The facts a rule reads are conformances, and the engine's flags are derived from them.
    func testFactConformancesAreWhatTheEngineReads() {
        let model = RuleRegistry.all.filter { $0.readsObjectModel }.map { $0.info.id }
        let tree = RuleRegistry.all.filter { $0.readsViewTree }.map { $0.info.id }
        XCTAssertTrue(model.contains("shadow_clipped"), "\(model)")
        XCTAssertFalse(model.contains("weak_delegate"))
        XCTAssertEqual(Set(model), Set(RuleRegistry.all.filter { $0 is any ReadsObjectModel.Type }.map { $0.info.id }))
        XCTAssertEqual(Set(tree), ["missing_environment_object", "navigation_link_outside_stack"])
    }
}
