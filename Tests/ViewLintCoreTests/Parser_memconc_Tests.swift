import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Parser regressions found while writing the memory and concurrency rules.
final class Parser_memconc_Tests: XCTestCase {
    /// `protocol P: class { … }` keeps the legacy `class` constraint as an inheritance entry
    /// instead of starting a new class declaration.
    func testLegacyClassConstraintInProtocol() {
        let tree = parse("protocol PickerDelegate: class {\n    func pickerDidSelect(index: Int)\n}\n")
        let decls = tree.nodes.indices.filter { tree.nodes[$0].kind == .typeDecl }.map { tree.node($0) }
        XCTAssertEqual(decls.count, 1)
        XCTAssertEqual(decls.first?.name, "PickerDelegate")
        XCTAssertEqual(decls.first?.inheritedNames, ["class"])
        XCTAssertNotNil(decls.first?.child(.memberBlock))
        XCTAssertEqual(decls.first?.child(.memberBlock)?.children(.funcDecl).count, 1)
    }

    func testLegacyClassConstraintBeforeOtherProtocols() {
        let tree = parse("protocol ListDelegate: class, Sendable where Self: Hashable {\n    var count: Int { get }\n}\n")
        let decls = tree.nodes.indices.filter { tree.nodes[$0].kind == .typeDecl }.map { tree.node($0) }
        XCTAssertEqual(decls.count, 1)
        XCTAssertEqual(decls.first?.inheritedNames, ["class", "Sendable"])
        XCTAssertNotNil(decls.first?.child(.whereClause))
    }
}
