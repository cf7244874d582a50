import XCTest
@testable import ViewLintCore

/// The object model's storage and queries, beyond what the rules' fixtures show.
final class ObjectModelTests: XCTestCase {
    func model(_ source: String) -> ObjectModel {
        let tree = parse(source)
        let index = TypeIndex()
        TypeIndex.collect(from: tree, into: index)
        return LintContext(tree: tree, index: index, options: LintOptions()).objects(for: ShadowClippedRule())
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

    /// A file whose groups interleave: a type with an extension, a type nested in a method
    /// that shadows the method's locals, a type nested in a type, and top-level code.
    static let interleaved = """
    final class Screen: UIViewController {
        let header = HeaderView()
        override func viewDidLoad() {
            let badge = UILabel()
            view.addSubview(badge)
            badge.translatesAutoresizingMaskIntoConstraints = false
            badge.topAnchor.constraint(equalTo: header.bottomAnchor).isActive = true
            final class Local: UIView {
                let badge = UIImageView()
                func setUp() {
                    addSubview(badge)
                    badge.layer.shadowOpacity = 0.3
                    [badge].forEach { $0.isHidden = true }
                }
            }
            header.configure(with: badge)
        }
        final class Footer: UIView {
            let label = UILabel()
            func setUp() { label.font = .systemFont(ofSize: 12); `addSubview`(label) }
        }
    }
    let shared = UIView()
    shared.backgroundColor = .red
    extension Screen {
        func style() {
            header.layer.cornerRadius = 8
            if let h = header.superview { h.clipsToBounds = true }
        }
    }
    """

    /// Everything the model records about every group, spelled out in a fixed order.
    func dump(_ m: ObjectModel, groupOrder: [String]) -> [String] {
        var out: [String] = []
        for name in groupOrder {
            guard let g = m.group(name) else { out.append("no group \(name)"); continue }
            for o in g.objects.sorted(by: { $0.key < $1.key }) {
                var line = "\(name)|\(o.key)|p\(o.isProperty) l\(o.isLocal) a\(o.isParameter)|\(o.createdType ?? "-")"
                for (member, list) in o.assigns.sorted(by: { $0.key < $1.key }) {
                    line += "|=\(member):" + list.map { "\($0.node.index)\($0.viaLayer ? "L" : "")" }.joined(separator: ",")
                }
                line += "|calls:" + o.calledMethods.joined(separator: ",")
                line += "|values:\(o.values.count)|sub:" + o.addedAsSubview.map { "\($0.call.index)>\($0.parent?.key ?? "?")" }.joined(separator: ",")
                line += "|anchor:" + o.anchorSubject.map { String($0.index) }.joined(separator: ",")
                line += "|target:" + o.anchorTarget.map { "\($0.call.index):" + $0.subjects.map(\.key).joined(separator: "+") }.joined(separator: ",")
                line += "|passed:" + o.passedTo.map { String($0.index) }.joined(separator: ",")
                out.append(line)
            }
            out.append("\(name) methods: " + g.methods.keys.sorted().joined(separator: ","))
        }
        return out
    }

    /// Each group is built when first asked for, and what it records does not depend on which
    /// groups were built before it: asking in one order, the other, or for every expression's
    /// keys first gives the same model.
    func testGroupsBuiltInAnyOrderRecordTheSame() {
        let names = ["Screen", "Local", "Footer", ""]
        let forward = dump(model(Self.interleaved), groupOrder: names)
        let backwardModel = model(Self.interleaved)
        _ = dump(backwardModel, groupOrder: names.reversed())
        XCTAssertEqual(dump(backwardModel, groupOrder: names), forward)
        // Expressions' keys asked before any group is built, then again after all are.
        let queried = model(Self.interleaved)
        let identifiers = queried.tree.nodes.indices.map { queried.tree.node($0) }.filter { $0.kind == .identifier }
        let before = identifiers.map { queried.keys(of: $0).keys }
        XCTAssertEqual(dump(queried, groupOrder: names), forward)
        XCTAssertEqual(identifiers.map { queried.keys(of: $0).keys }, before)
        // The facts the rules rely on, read back.
        XCTAssertTrue(forward.contains { $0.hasPrefix("Screen|header|") && $0.contains("=cornerRadius:") })
        XCTAssertTrue(forward.contains { $0.hasPrefix("Local|badge|") && $0.contains("=shadowOpacity:") && $0.contains("=isHidden:") },
                      "the nested type's badge is its own, not the method's local")
        XCTAssertTrue(forward.contains { $0.hasPrefix("Screen|@") && $0.contains(">view|anchor:") && $0.contains("UILabel") },
                      "the method's badge is added to the view and pinned")
        XCTAssertTrue(forward.contains { $0.hasPrefix("|shared|") && $0.contains("=backgroundColor:") })
        XCTAssertTrue(forward.contains { $0.hasPrefix("Footer|label|") && $0.contains("=font:") && $0.contains(">self") },
                      "a backticked call is the same name")
    }

    /// The groups that spell a name: the types whose declarations hold it (a nested type's
    /// code is inside its outer type's too) and the top level when the file holds it at all.
    func testGroupsSpellingAName() {
        let m = model(Self.interleaved)
        XCTAssertEqual(Set(m.groups(spelling: ["addSubview"]).map(\.typeName)), ["Screen", "Local", "Footer", ""])
        XCTAssertEqual(Set(m.groups(spelling: ["shadowOpacity"]).map(\.typeName)), ["Screen", "Local", ""])
        XCTAssertEqual(Set(m.groups(spelling: ["font", "clipsToBounds"]).map(\.typeName)), ["Screen", "Footer", ""])
        XCTAssertEqual(m.groups(spelling: ["insertSubview"]).count, 0)
        XCTAssertEqual(Set(model("final class A: UIView { func f() { addSubview(x) } }\nfinal class B {}")
            .groups(spelling: ["addSubview"]).map(\.typeName)), ["A"], "a file without top-level code has no top-level group")
        let long = String(repeating: "x", count: 70)
        XCTAssertEqual(model("final class A { func f() { \(long)() } }\nfinal class B {}")
            .groups(spelling: ["xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"]).map(\.typeName), ["A"],
                       "a name of 64 bytes or more")
    }

    /// `addsSubview(in:neverAssigning:settles:)` from a survey build (the group not built)
    /// must answer as the full facts do: for every group of the samples below and of every
    /// fixture file, once surveyed first and once with the group built first.
    func testSubviewSurveyAnswersAsTheFullFacts() throws {
        let flag: StaticString = "translatesAutoresizingMaskIntoConstraints"
        let settles: (Syntax?) -> Bool = { LayoutSyntax.boolLiteral($0) != true }
        var sources = [Self.interleaved, """
            final class A: UIViewController {
                let title = UILabel()
                lazy var button: UIButton = { let b = UIButton(); b.translatesAutoresizingMaskIntoConstraints = false; return b }()
                override func viewDidLoad() {
                    let alias = title
                    alias.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(title); view.addSubview(button)
                }
            }
            final class B: UIView {
                let a = UIView(), b = UIView(), c = UIView()
                func setUp() {
                    [a, b].forEach(addSubview)
                    [a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                    `insertSubview`(c, at: 0)
                    c.translatesAutoresizingMaskIntoConstraints = true
                }
            }
            final class C: UIView {
                func setUp(_ v: UIView) {
                    var translatesAutoresizingMaskIntoConstraints = false
                    translatesAutoresizingMaskIntoConstraints = true
                    addSubview(self)
                    for w in [v] { addSubview(w); w.translatesAutoresizingMaskIntoConstraints = false }
                    if let s = v.superview { s.addSubview(v) } else { v.layer.translatesAutoresizingMaskIntoConstraints = isOff }
                }
            }
            final class D: UIView { func f() { addSubview(x); translatesAutoresizingMaskIntoConstraints = false; x.translatesAutoresizingMaskIntoConstraints += false } }
            let top = UIView()
            top.addSubview(UIView())
            """]
        let root = packageRoot + "/Fixtures"
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            sources.append(try String(contentsOfFile: root + "/" + path, encoding: .utf8))
        }
        var groups = 0, adding = 0
        for source in sources {
            let full = model(source), surveyed = model(source)
            for g in full.groups(spelling: ["addSubview", "insertSubview"]) {
                _ = g.objects // built first
                let expected = full.addsSubview(in: g, neverAssigning: flag, settles: settles)
                guard let s = surveyed.group(g.typeName) else { XCTFail("no group \(g.typeName)"); continue }
                XCTAssertEqual(surveyed.addsSubview(in: s, neverAssigning: flag, settles: settles), expected,
                               "group '\(g.typeName)' of:\n\(source)")
                groups += 1
                if expected { adding += 1 }
            }
        }
        // Both answers occur, so the comparison can fail either way.
        XCTAssertGreaterThan(adding, 10)
        XCTAssertGreaterThan(groups - adding, 10)
    }

    /// The tokens that spell a name, read from the trigger words' pass when the file was lexed
    /// with the run's table, are the ones a read of every token finds: over every fixture, for
    /// the names the rules ask about (one of which is no trigger word, so its list is read).
    func testTokensSpellingANameFromTheLexingPass() throws {
        let table = TriggerTable(RuleRegistry.all)
        var sources = ["func f() { `addSubview`(x); view.insertSubview(y, at: 0); let addSubview = 1 }", "addSubview", ""]
        let root = packageRoot + "/Fixtures"
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { sources.append(try String(contentsOfFile: root + "/" + path, encoding: .utf8)) }
        }
        let lists: [[StaticString]] = [["addSubview", "insertSubview"], ["shadowOpacity"], ["font"], ["priority"],
                                       ["addGestureRecognizer"], ["contentMode"], ["font", "contentMode"]]
        var found = 0
        for text in sources {
            let plain = SourceFile(path: "a.swift", text: text)
            let lexed = SourceFile(path: "a.swift", bytes: Array(text.utf8), triggers: table)
            for names in lists {
                let expected = ObjectModel.tokens(spelling: names, in: plain)
                XCTAssertEqual(ObjectModel.tokens(spelling: names, in: lexed), expected, "\(names) in:\n\(text)")
                found += expected.count
            }
        }
        XCTAssertGreaterThan(found, 50)
        XCTAssertNotNil(table.bit(ofWord: "addSubview"))
        XCTAssertNil(table.bit(ofWord: "contentMode"), "the sample relies on one name that is no trigger word")
    }
}
