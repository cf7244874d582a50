import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// The rule catalog is a contract: every id, its group, severity and default state. The
/// snapshot is `viewlint rules` as committed; a change to any rule's metadata fails here
/// until the snapshot is updated on purpose with `swift run viewlint-dev bless` (its diff is
/// the change users will see).
final class CatalogTests: XCTestCase {
    static let snapshot = packageRoot + "/" + Bless.catalogSnapshot

    func testRulesListingMatchesTheSnapshot() throws {
        let listing = runCLI(["rules"]).out
        let committed = try String(contentsOfFile: Self.snapshot, encoding: .utf8)
        XCTAssertEqual(listing, committed, "viewlint rules changed; if that is intended, run `swift run viewlint-dev bless` and read the snapshot's diff")
    }

    func testGroupsDecideTheDefaults() {
        for r in RuleRegistry.all {
            XCTAssertEqual(r.info.enabledByDefault, r.info.group.enabledByDefault, r.info.id)
        }
        XCTAssertEqual(Set(RuleGroup.allCases.filter { $0.enabledByDefault }), [.correctness, .suspicious, .performance])
        XCTAssertEqual(RuleRegistry.resolve("performance")?.isEmpty, false)
        XCTAssertNil(RuleRegistry.resolve("perf"))
    }

    func testRuleIdsAreUnique() {
        XCTAssertEqual(Set(RuleRegistry.ids).count, RuleRegistry.all.count)
    }
}
