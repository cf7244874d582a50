import XCTest
@testable import ViewLintCore

/// The object model's storage and queries, beyond what the rules' fixtures show.
final class ObjectModelTests: XCTestCase {
    func model(_ source: String) -> ObjectModel {
        let tree = parse(source)
        let index = TypeIndex()
        TypeIndex.collect(from: tree, into: index)
        return LintContext(tree: tree, index: index, options: LintOptions()).objects
    }

    func testDenseIDTableGivesIdsInInsertionOrder() {
        var t = DenseIDTable()
        let keys: [UInt64] = (0..<1000).map { UInt64($0) &* 0x1_0000_0001 ^ 0xABCD }
        for (i, k) in keys.enumerated() {
            let (id, isNew) = t.id(k)
            XCTAssertEqual(id, Int32(i))
            XCTAssertTrue(isNew)
        }
        XCTAssertEqual(t.count, 1000, "the table grows past its first size")
        for (i, k) in keys.enumerated() {
            XCTAssertEqual(t.find(k), Int32(i))
            XCTAssertEqual(t.id(k).isNew, false)
        }
        XCTAssertNil(t.find(7))
        XCTAssertEqual(DenseIDTable(first: 0).find(0), 0)
    }

    /// Hundreds of types holding objects of the same keys (`self`, `label`): each type's
    /// objects are its own, whatever the others hold.
    func testManyTypesWithTheSameKeys() {
        var source = ""
        for i in 0..<300 {
            source += """
            final class Card\(i): UIView {
                let label = UILabel()
                func style() {
                    layer.cornerRadius = \(i)
                    label.font = .body
                    \(i % 2 == 0 ? "addSubview(label)" : "")
                }
            }

            """
        }
        let m = model(source)
        XCTAssertEqual(m.types.count, 300)
        for i in [0, 1, 150, 299] {
            guard let g = m.group("Card\(i)") else { return XCTFail("no group for Card\(i)") }
            let radius = g.selfObject?.assignments("cornerRadius") ?? []
            XCTAssertEqual(radius.count, 1, "Card\(i)")
            XCTAssertEqual(radius.first?.viaLayer, true)
            XCTAssertEqual(radius.first?.value?.text, "\(i)")
            guard let label = g["label"] else { return XCTFail("no label in Card\(i)") }
            XCTAssertTrue(label.isProperty)
            XCTAssertEqual(label.createdType, "UILabel")
            XCTAssertEqual(label.assignments("font").count, 1)
            XCTAssertEqual(label.isAddedAsSubview, i % 2 == 0)
            XCTAssertEqual(label.key, "label")
            XCTAssertNil(g["missing"])
        }
    }

    /// Keys spelled as text name the same objects: locals (`@<node>`), member paths and
    /// closure parameters, and a path below another object.
    func testKeysSpelledAsText() {
        let m = model("""
        final class Screen: UIViewController {
            let header = HeaderView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let badge = UILabel()
                badge.text = "1"
                header.titleLabel.numberOfLines = 2
                [badge].forEach { $0.isHidden = true }
                items.forEach { item in item.isHidden = false }
            }
        }
        """)
        guard let g = m.group("Screen") else { return XCTFail("no group") }
        let badge = g.objects.first { $0.createdType == "UILabel" && $0.isLocal }
        XCTAssertNotNil(badge)
        if let badge {
            XCTAssertTrue(badge.key.hasPrefix("@"))
            XCTAssertTrue(badge.isRootedInBody && badge.isBodyDeclared)
            XCTAssertEqual(g[badge.key]?.key, badge.key, "a local's key reads back")
            XCTAssertEqual(badge.assignments("isHidden").count, 1, "the forEach parameter stands for the badge")
            XCTAssertEqual(g.displayName(badge), "badge")
        }
        guard let title = g["header.titleLabel"], let header = g["header"] else { return XCTFail("no header path") }
        XCTAssertTrue(title.isPath(below: header))
        XCTAssertFalse(header.isPath(below: title))
        XCTAssertEqual(title.assignments("numberOfLines").count, 1)
        XCTAssertEqual(g.member("titleLabel", of: header)?.key, "header.titleLabel")
        let item = g.objects.first { $0.isRootedInClosureParameter }
        XCTAssertEqual(item.map { g.isParameterRooted($0) }, true)
        XCTAssertEqual(item?.assignments("isHidden").count, 1)
    }

    /// The typed answers rules use instead of keys spelled as text: an expression's one object,
    /// a subview's parent, the subjects of a constraint that targets an object.
    func testObjectsOfExpressionsParentsAndConstraintSubjects() {
        let m = model("""
        final class Card: UIView {
            let container = UIView()
            let badge = UILabel()
            func build() {
                addSubview(container)
                container.addSubview(badge)
                badge.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
                let local = badge
                local.text = "x"
            }
        }
        """)
        guard let g = m.group("Card"), let badge = g["badge"], let container = g["container"],
              let me = g.selfObject else { return XCTFail("objects missing") }
        XCTAssertTrue(badge.isSubview(of: container))
        XCTAssertFalse(badge.isSubview(of: me))
        XCTAssertTrue(container.isSubview(of: me))
        XCTAssertEqual(badge.addedAsSubview.map { $0.parent }, [container])
        XCTAssertEqual(container.anchorTarget.map { $0.subjects }, [[badge]])
        let uses = m.tree.nodes.indices.map { m.tree.node($0) }
            .filter { $0.kind == .identifier && $0.text == "local" }
        XCTAssertEqual(uses.count, 1)
        XCTAssertEqual(uses.first.flatMap { m.object(of: $0) }, badge, "an alias stands for what it names")
    }
}
