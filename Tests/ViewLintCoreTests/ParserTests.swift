import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

final class ParserTests: XCTestCase {
    func nodes(_ tree: SyntaxTree, _ k: NodeKind) -> [Syntax] {
        (0..<tree.nodes.count).filter { tree.nodes[$0].kind == k }.map { tree.node($0) }
    }

    /// Found by the fuzz target applying fixes to code on one line: an import ends with its
    /// path, and a stray `@` does not swallow the declaration keyword after it, so removing an
    /// attribute between them (redundant_main_actor's fix) does not change how the rest reads.
    func testImportPathAndStrayAtSignStopBeforeTheNextDeclaration() {
        let joined = parse("import UIKit final class A: UIView {}\nimport struct Foundation.Date\n@ class B {}\n")
        XCTAssertEqual(joined.nodes.filter { $0.kind == .importDecl }.count, 2)
        XCTAssertEqual(joined.root.descendants.filter { $0.kind == .typeDecl }.compactMap { $0.name }, ["A", "B"])
        XCTAssertEqual(joined.root.descendants.first { $0.kind == .importDecl }?.text, "import UIKit")
        XCTAssertEqual(joined.root.descendants.filter { $0.kind == .importDecl }.last?.name, "Date")
        XCTAssertEqual(joined.unknownNodeCount, 0)
        XCTAssertEqual(parse("@rethrows protocol P {}").root.descendants.first { $0.kind == .attribute }?.name, "rethrows")
    }

    /// `nameEnds(with:)` reads the name's bytes as `name?.hasSuffix` reads its text: inside
    /// backticks, and never past the name's start.
    func testNameSuffixOnBytesMatchesTheNamesText() {
        let tree = parse("let a = v.topAnchor\nlet b = v.`bottomAnchor`\nlet c = v.Anchor\nlet d = v.nchor\nlet e = v.anchor\n")
        let members = nodes(tree, .memberAccess)
        XCTAssertEqual(members.compactMap { $0.name }, ["topAnchor", "bottomAnchor", "Anchor", "nchor", "anchor"])
        for m in members {
            XCTAssertEqual(m.nameEnds(with: "Anchor"), m.name?.hasSuffix("Anchor") == true, m.name ?? "")
        }
        XCTAssertEqual(members.map { $0.nameEnds(with: "Anchor") }, [true, true, true, false, false])
    }

    /// The object model's name ids: one id per distinct text (backticks dropped, as
    /// `identifierText` reads it), the same from a token as from the text, and what the model
    /// asks of a name read once.
    func testNameTableGivesOneIdPerName() {
        let file = SourceFile(path: "t.swift", text: "let a = b\nlet `b` = self.Layer\nlet layer = $0\n")
        var names = NameTable(file: file)
        let ids = file.tokens.indices.filter { file.tokens[$0].kind == .identifier || file.tokens[$0].kind == .keyword }
            .map { (file.identifierText($0), names.id(token: $0)) }
        for (text, id) in ids {
            XCTAssertEqual(names.text(id), text)
            XCTAssertEqual(names.id(text), id, text)
        }
        XCTAssertEqual(Set(ids.map { $0.1 }).count, Set(ids.map { $0.0 }).count, "one id per distinct name")
        XCTAssertEqual(names.id("b"), ids.first { $0.0 == "b" }?.1)
        XCTAssertTrue(names.info(names.id("self")).isSelf)
        XCTAssertTrue(names.info(names.id("layer")).isLayer)
        XCTAssertFalse(names.info(names.id("Layer")).isLayer)
        XCTAssertTrue(names.info(names.id("Layer")).startsUppercase)
        XCTAssertTrue(names.info(names.id("$0")).startsWithDollar)
        let before = names.count
        for k in 0..<1000 { _ = names.id("name\(k)") }
        XCTAssertEqual(names.count, before + 1000, "the table grows past its first size")
        XCTAssertEqual(names.text(names.id("name999")), "name999")
        // (Each id is taken before `info` reads the table: `names.info(names.id(…))` would read
        // the table as it was before the name went in.)
        let constraint = names.id("constraintEqualToAnchor"), constrain = names.id("constrain")
        XCTAssertTrue(names.info(constraint).startsWithConstraint)
        XCTAssertFalse(names.info(constrain).startsWithConstraint)
        let fortyTwo = names.id("name42")
        XCTAssertEqual(names.lookup("name42"), fortyTwo, "a lookup finds what was interned")
        XCTAssertNil(names.lookup("neverInterned"), "a lookup interns nothing")
        XCTAssertNil(names.lookup("neverInterned"))
        // Non-ASCII names: the text is kept, capitalisation read as `String` reads it.
        let upper = names.id("Étiquette"), lower = names.id("étiquette")
        XCTAssertTrue(names.info(upper).startsUppercase)
        XCTAssertFalse(names.info(lower).startsUppercase)
        XCTAssertEqual(names.text(lower), "étiquette")
        XCTAssertNotEqual(upper, lower)
    }

    /// A name whose bytes are not valid UTF-8 is keyed by its repaired text, as `String`
    /// equality would key it, and its text is that repaired text.
    func testNameTableRepairsInvalidBytes() {
        let bytes = Array("let a".utf8) + [0xFF] + Array("b = 1\n".utf8)
        let file = SourceFile(path: "t.swift", bytes: bytes)
        var names = NameTable(file: file)
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            let id = names.id(token: i)
            XCTAssertEqual(names.text(id), file.identifierText(i))
            XCTAssertEqual(names.id(file.identifierText(i)), id)
        }
    }

    /// Names of every length get one id each, whether read from a token (two word loads, or
    /// byte by byte near the end of the file) or from text; names that share their first 16
    /// bytes, or differ only in their last byte, stay apart.
    func testNameTableIdsByLengthAndPosition() {
        var names: [String] = []
        for n in 1...40 { names.append(String(repeating: "a", count: n - 1) + "b") }
        for n in [15, 16, 17, 24, 33] { names.append(String(repeating: "a", count: n - 1) + "c") }
        names.append("abcdefghijklmnop_tail1")
        names.append("abcdefghijklmnop_tail2")
        // Each name twice, the last ones right at the end of the file (no 16 bytes after them).
        let text = (names + names.reversed()).joined(separator: " ")
        let file = SourceFile(path: "t.swift", bytes: Array(text.utf8))
        var table = NameTable(file: file)
        var byText: [String: Int] = [:]
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            let id = table.id(token: i)
            let name = file.identifierText(i)
            if let seen = byText[name] { XCTAssertEqual(seen, id, name) } else { byText[name] = id }
            XCTAssertEqual(table.text(id), name)
            XCTAssertEqual(table.lookup(name), id)
        }
        XCTAssertEqual(byText.count, names.count)
        XCTAssertEqual(Set(byText.values).count, names.count, "distinct names, distinct ids")
        XCTAssertNil(table.lookup("aac"))
        XCTAssertNil(table.lookup(String(repeating: "a", count: 17)))
    }

    /// The local names of a body are the `let`/`var`/`if let`/`guard let` bindings inside it,
    /// whatever else the file declares with the same names elsewhere.
    func testLocalNamesOfABody() {
        let src = """
        final class A {
            let shared = 1
            func one() { let a = 1; var b = 2; if let c = Optional(3) { print(a, b, c) } }
            func two(p: Int) { guard let d = Optional(p) else { return }; let a = d; _ = { let inner = a }() }
            func three() { for e in [1] { print(e) } }
            func four() { let (x, y) = (1, 2); let _ = x; struct Local { let field = 0 }; print(x, y) }
        }
        """
        let t = Parser.parse(SourceFile(path: "t.swift", text: src))
        let bodies = nodes(t, .funcDecl).compactMap { $0.child(.codeBlock) }
        XCTAssertEqual(bodies.count, 4)
        let b = Bindings(tree: t)
        XCTAssertEqual(b.localNames(in: bodies[0]), ["a", "b", "c"])
        XCTAssertEqual(b.localNames(in: bodies[1]), ["d", "a", "inner"])
        XCTAssertEqual(b.localNames(in: bodies[2]), [])
        XCTAssertEqual(b.localNames(in: bodies[3]), ["x", "y"], "a pattern's names; not `_`, not a local type's property")
        // A body's names are read from the body alone; the file's table (built after them
        // here) records the same bindings inside it.
        for body in bodies {
            let end = Int(t.nodes[body.index].end)
            let fromTable = Set(["a", "b", "c", "d", "e", "inner", "x", "y", "field", "shared", "p", "_"].filter { name in
                b.declarations(of: name).contains { ($0.kind == .binding || $0.kind == .optionalBinding) && (body.index..<end).contains($0.node.index) }
            })
            XCTAssertEqual(b.localNames(in: body), fromTable)
        }
    }

    /// A function's local, asked for before the file's table exists, is read from the function
    /// alone; the answer is the table's, for every name at every identifier.
    func testLocalOfAFunctionWithAndWithoutTheTable() {
        let src = """
        final class A {
            let table = UITableView()
            func one(_ table: UITableView, row: Int) {
                let cell = table.cellForRow(at: row)
                DispatchQueue.main.async { table.reloadData(); if let cell { print(cell, row) } }
                items.forEach { item in let table = item; print(table, item) }
                for (i, cell) in cells.enumerated() { print(i, cell) }
                do { try f() } catch { print(error) }
            }
            func two() { print(table, cell); func nested(cell: Int) { print(cell) } }
        }
        """
        let t = Parser.parse(SourceFile(path: "t.swift", text: src))
        let fns = nodes(t, .funcDecl)
        let uses = nodes(t, .identifier)
        let names = Set(uses.compactMap(\.name)).union(["error"])
        func answers(_ b: Bindings) -> [String] {
            var out: [String] = []
            for fn in fns { for u in uses where fn.contains(u) { for n in names.sorted() {
                if let d = b.local(n, at: u, inside: fn) { out.append("\(fn.index) \(u.index) \(n) \(d.kind) \(d.token)") }
            } } }
            return out
        }
        let alone = Bindings(tree: t)
        let first = answers(alone)
        let withTable = Bindings(tree: t)
        _ = withTable.declarations(of: "table")
        XCTAssertEqual(first, answers(withTable))
        XCTAssertTrue(first.contains { $0.contains(" table parameter ") })
        XCTAssertTrue(first.contains { $0.contains(" cell binding ") } && first.contains { $0.contains(" cell pattern ") })
        XCTAssertTrue(first.contains { $0.contains(" error caughtError ") } && first.contains { $0.contains(" item closureParameter ") })
    }

    /// A closure parameter spelled `` `self` `` is recorded (inside the closure `self` is that
    /// parameter); `[weak self]`, `guard let self` and `[self]` are not: they name the instance.
    func testABacktickedSelfClosureParameterIsRecorded() {
        let src = """
        final class R {
            func f() {
                a { [weak self] `self`, value in print(self, value) }
                b { (`self`: R, n: Int) in print(self, n) }
                c { [weak self] value in guard let self else { return }; print(self, value) }
                d { [self] value in print(self, value) }
            }
        }
        """
        let t = Parser.parse(SourceFile(path: "t.swift", text: src))
        let closures = nodes(t, .closure)
        XCTAssertEqual(closures.count, 4)
        let b = Bindings(tree: t)
        XCTAssertEqual(closures.map { b.selfParameter(of: $0)?.parameterIndex }, [0, 0, nil, nil])
        let fromTable = b.declarations(of: "self")
        XCTAssertEqual(fromTable.map(\.node.index), [closures[0].index, closures[1].index])
        XCTAssertTrue(fromTable.allSatisfy { $0.kind == .closureParameter })
    }

    /// In `guard let x = x` and `if let x = x` the value names the outer `x`: a name is not
    /// visible in its own declaration. (Resolving it to the binding itself sent the UIKit-object
    /// resolver round the same binding until the stack overflowed, on a real app.)
    func testABindingsOwnValueNamesTheOuterDeclaration() {
        let src = """
        final class W {
            var store: Int?
            func f(list: [Int]?, count: Int?) {
                guard let list = list, let count = count else { return }
                if let store = store { print(store, list, count) }
            }
        }
        """
        let t = Parser.parse(SourceFile(path: "t.swift", text: src))
        let b = Bindings(tree: t)
        let fn = nodes(t, .funcDecl)[0]
        for (name, expected) in [("list", Bindings.Declaration.Kind.parameter), ("count", .parameter), ("store", .storedProperty)] {
            let binding = b.declarations(of: name).first { $0.kind == .optionalBinding }!
            let value = binding.value!
            XCTAssertEqual(b.declaration(of: name, at: value)?.kind, expected, name)
            if expected != .storedProperty {
                XCTAssertEqual(b.local(name, at: value, inside: fn)?.kind, expected, name)
            }
            // After its own declaration the binding is what the name means.
            let use = nodes(t, .identifier).last { $0.name == name }!
            XCTAssertEqual(b.declaration(of: name, at: use)?.kind, .optionalBinding, name)
        }
    }

    func testDeclarations() {
        let t = parse("""
        import UIKit
        @MainActor
        public final class FeedViewController<T: Hashable>: BaseVC, UITableViewDelegate where T: Sendable {
            @IBOutlet private weak var table: UITableView!
            private(set) lazy var items: [T] = [], count = 0
            var title2: String { get { "a" } set { } }
            var body: some View { Text("x") }
            var observed = 0 { didSet { print(oldValue) } }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) async throws -> Int where T: Equatable { 0 }
            init?(coder: NSCoder) { nil }
            deinit {}
            subscript(i: Int) -> T { items[i] }
            enum Section: Int { case main = 0, other; case third(String) }
            typealias Item = T
        }
        extension Foo.Bar: P {}
        protocol Q: AnyObject { func f() }
        actor Store {}
        """)
        let types = nodes(t, .typeDecl)
        XCTAssertEqual(types.map { $0.typeName }, ["FeedViewController", "Section", "Bar", "Q", "Store"])
        XCTAssertEqual(types[0].inheritedNames, ["BaseVC", "UITableViewDelegate"])
        XCTAssertTrue(types[0].hasAttribute("MainActor"))
        XCTAssertTrue(types[0].hasModifier(.final))
        XCTAssertNotNil(types[0].child(.whereClause))
        let funcs = nodes(t, .funcDecl)
        XCTAssertEqual(funcs.map { $0.functionSignature },
                       ["viewWillAppear(_:)", "tableView(_:didSelectRowAt:)", "init(coder:)", "deinit()", "subscript(i:)", "f()"])
        XCTAssertTrue(funcs[0].hasModifier(.override))
        XCTAssertEqual(funcs[0].owningType?.typeName, "FeedViewController")
        let bindings = nodes(t, .binding)
        XCTAssertEqual(bindings.map { $0.name }, ["table", "items", "count", "title2", "body", "observed"])
        XCTAssertEqual(bindings.map { $0.isStoredBinding }, [true, true, true, false, false, true])
        XCTAssertTrue(bindings[0].parent!.hasModifier(.weak))
        XCTAssertTrue(bindings[0].parent!.hasAttribute("IBOutlet"))
        XCTAssertEqual(bindings[0].typeAnnotation?.text, "UITableView!")
        XCTAssertEqual(nodes(t, .enumCaseDecl).count, 2)
        XCTAssertEqual(nodes(t, .importDecl).count, 1)
        XCTAssertEqual(nodes(t, .typealiasDecl).count, 1)
    }

    func testClosuresAndCaptureLists() {
        let t = parse("""
        cancellable = publisher.sink { [weak self, unowned button = self.button] value in
            self?.handle(value)
        }
        let f: (Int) -> Int = { x in x * 2 }
        items.map { $0.id }
        Task { @MainActor [weak self] in await self?.load() }
        """)
        let closures = nodes(t, .closure)
        XCTAssertEqual(closures.count, 4)
        XCTAssertTrue(closures[0].capturesSelfWeakly)
        XCTAssertEqual(closures[0].captureItems.map { $0.name }, ["self", "button"])
        XCTAssertNotNil(closures[1].child(.closureSignature))
        XCTAssertNil(closures[2].child(.closureSignature))
        XCTAssertTrue(closures[3].capturesSelfWeakly)
        let assign = nodes(t, .assignment).first!
        XCTAssertEqual(assign.firstChild?.text, "cancellable")
        XCTAssertEqual(assign.children.map { $0.kind }, [.identifier, .call])
        XCTAssertEqual(Array(assign.children).last?.calleeName, "sink")
    }

    func testModifierChainsAcrossLinesAndIfConfig() {
        let t = parse("""
        var body: some View {
            List(items) { item in
                Row(item)
                    .navigationDestination(for: Int.self) { Detail($0) }
            }
            #if os(iOS)
            .listStyle(.insetGrouped)
            #endif
            .navigationTitle("Items")
        }
        """)
        let calls = nodes(t, .call).compactMap { $0.calleeName }
        XCTAssertEqual(calls, ["navigationTitle", "List", "navigationDestination", "Row", "Detail", "listStyle"])
        let nav = nodes(t, .call).first { $0.calleeName == "navigationDestination" }!
        // the destination modifier sits inside List's trailing closure
        XCTAssertTrue(nav.ancestors.contains { $0.kind == .call && $0.calleeName == "List" })
        XCTAssertEqual(nav.receiver?.calleeName, "Row")
        XCTAssertEqual(nodes(t, .postfixIfConfig).count, 1)
        let title = nodes(t, .call).first { $0.calleeName == "navigationTitle" }!
        XCTAssertEqual(title.receiver?.kind, .postfixIfConfig)
    }

    func testStatementsAndIfConfigBranches() {
        let t = parse("""
        func f() {
            guard let x = y, case .a(let z) = w else { return }
            if #available(iOS 17, *) { a() } else if b { c() } else { d() }
            for i in 0..<10 where i > 2 { e(i) }
            while !done { step() }
            repeat { g() } while h
            switch v { case .a: one() case .b, .c: two() default: three() }
            do { try k() } catch let e as MyError { l(e) } catch { m() }
            defer { n() }
            #if DEBUG
            debugOnly()
            #elseif BETA
            betaOnly()
            #else
            releaseOnly()
            #endif
            outer: for x in xs { break outer }
        }
        """)
        XCTAssertEqual(nodes(t, .guardStmt).count, 1)
        XCTAssertEqual(nodes(t, .optionalBinding).count, 1)
        XCTAssertEqual(nodes(t, .casePattern).count, 1)
        XCTAssertEqual(nodes(t, .ifStmt).count, 2)
        XCTAssertEqual(nodes(t, .switchCase).count, 3)
        XCTAssertEqual(nodes(t, .catchClause).count, 2)
        XCTAssertEqual(nodes(t, .ifConfigClause).count, 3)
        let called = Set(nodes(t, .call).compactMap { $0.calleeName })
        for name in ["a", "c", "d", "e", "step", "g", "one", "two", "three", "k", "l", "m", "n", "debugOnly", "betaOnly", "releaseOnly"] {
            XCTAssertTrue(called.contains(name), name)
        }
    }

    func testTrailingClosuresAndGenericCalls() {
        let t = parse("""
        let reg = UICollectionView.CellRegistration<Cell, Item> { cell, path, item in cell.configure(item) }
        Button { save() } label: { Text("Save") }
        UIView.animate(withDuration: 0.3, animations: { self.layoutIfNeeded() }) { _ in done() }
        """)
        let calls = nodes(t, .call)
        let reg = calls.first { $0.calleeName == "CellRegistration" }!
        XCTAssertEqual(reg.closureArguments.count, 1)
        let button = calls.first { $0.calleeName == "Button" }!
        XCTAssertEqual(button.arguments.map { $0.name }, [nil, "label"])
        XCTAssertTrue(button.arguments.allSatisfy { $0.flags.contains(.trailing) })
        let anim = calls.first { $0.calleeName == "animate" }!
        XCTAssertEqual(anim.argumentLabels, ["withDuration", "animations", nil])
        XCTAssertEqual(anim.calleePath, ["UIView", "animate"])
    }

    func testMemberPaths() {
        let t = parse("navigationController?.navigationBar.standardAppearance = appearance\nNotificationCenter.default.addObserver(self, selector: #selector(x), name: .foo, object: nil)")
        let a = nodes(t, .assignment).first!
        XCTAssertEqual(a.firstChild?.memberPath, ["navigationController", "navigationBar", "standardAppearance"])
        let call = nodes(t, .call).first { $0.calleeName == "addObserver" }!
        XCTAssertEqual(call.calleePath, ["NotificationCenter", "default", "addObserver"])
        XCTAssertEqual(call.argumentLabels, [nil, "selector", "name", "object"])
    }

    func testRecoveryFromUnbalancedBrace() {
        let t = parse("""
        class A: UIViewController {
            func broken() {
                if x {
                    doThing(
            }

            override func viewDidLoad() { super.viewDidLoad() }
        }
        class B {}
        """)
        let funcs = nodes(t, .funcDecl)
        XCTAssertEqual(funcs.map { $0.name }, ["broken", "viewDidLoad"])
        XCTAssertEqual(funcs[1].owningType?.typeName, "A")
        XCTAssertEqual(nodes(t, .typeDecl).map { $0.typeName }, ["A", "B"])
    }

    func testRecoveryFromGarbage() {
        let t = parse("class A { ))) ]]] func ok() {} }\n@@@ ### \\\\ \nstruct B { var x = }\nenum C {}")
        XCTAssertEqual(nodes(t, .typeDecl).map { $0.typeName }, ["A", "B", "C"])
        XCTAssertEqual(nodes(t, .funcDecl).map { $0.name }, ["ok"])
    }

    func testNewSyntaxParses() {
        let t = parse("""
        @Observable final class Model: ~Copyable { var x = 0 }
        func load() throws(LoadError) -> Int { 1 }
        #Preview("Light") { ContentView() }
        @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        let r = /(\\d+)-(\\w+)/
        func each<each T>(_ v: repeat each T) {}
        struct S: ~Copyable { consuming func f() {} }
        """)
        XCTAssertEqual(nodes(t, .typeDecl).map { $0.typeName }, ["Model", "S"])
        XCTAssertEqual(nodes(t, .funcDecl).map { $0.name }, ["load", "each", "f"])
        XCTAssertEqual(nodes(t, .macroDecl).count, 1)
        XCTAssertTrue(nodes(t, .macroExpansion).contains { $0.name == "#Preview" })
    }

    func testDeepNestingIsBoundedAndReported() {
        let deep = "let x = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        let t = parse(deep + "\nfunc after() {}")
        XCTAssertTrue(t.nestingTooDeep)
        XCTAssertEqual(nodes(t, .funcDecl).map { $0.name }, ["after"])
        let braces = "func f() " + String(repeating: "{", count: 100_000) + String(repeating: "}", count: 100_000) + "\nclass Z {}"
        let t2 = parse(braces)
        XCTAssertTrue(t2.nestingTooDeep)
        XCTAssertEqual(nodes(t2, .typeDecl).map { $0.typeName }, ["Z"])
        var interp = "let s = "
        for _ in 0..<100_000 { interp += "\"\\(" }
        for _ in 0..<100_000 { interp += ")\"" }
        let t3 = parse(interp + "\nstruct Y {}")
        XCTAssertTrue(t3.nestingTooDeep)
        XCTAssertEqual(nodes(t3, .typeDecl).map { $0.typeName }, ["Y"])
    }

    func testPreOrderLayout() {
        let t = parse("class A { func f() { g { h() } } }")
        for i in 0..<t.nodes.count {
            let n = t.nodes[i]
            XCTAssertGreaterThan(Int(n.end), i)
            if n.parent >= 0 {
                XCTAssertLessThan(Int(n.parent), i)
                XCTAssertLessThanOrEqual(Int(n.end), Int(t.nodes[Int(n.parent)].end))
            }
        }
    }

    /// A cast holds its own `as`/`is` token, so the sequence around it has no binary operator
    /// node for that token (one overlapped the cast, breaking sibling order for every cast).
    func testCastIsTheOnlyNodeForItsOperator() {
        let tree = parse("let y = x as? Int\nif a is B && c as! Bool {}\nf(v as UIView + 1, w is T)\n")
        XCTAssertEqual(treeInvariantViolations(tree), [])
        let sequences = nodes(tree, .sequence)
        XCTAssertEqual(sequences.map { $0.children.map { "\($0.kind) \($0.text)" } }, [
            ["identifier x", "cast as? Int"],
            ["identifier a", "cast is B", "binaryOperator &&", "identifier c", "cast as! Bool"],
            ["identifier v", "cast as UIView", "binaryOperator +", "literal 1"],
            ["identifier w", "cast is T"],
        ])
        XCTAssertEqual(nodes(tree, .cast).map { $0.child(.typeRef)?.text }, ["Int", "B", "Bool", "UIView", "T"])
    }
}

final class ByteSetTests: XCTestCase {
    /// Members in each of the four 64-bit words, and their neighbours outside the set.
    func testMembership() {
        let set: ByteSet = [0, 63, 64, 127, 128, 200, 255]
        for b in 0...255 {
            XCTAssertEqual(set.contains(UInt8(b)), [0, 63, 64, 127, 128, 200, 255].contains(b), "\(b)")
        }
        XCTAssertTrue(Parser.declKeywords.contains(Keyword.func.rawValue))
        XCTAssertFalse(Parser.declKeywords.contains(Keyword.static.rawValue))
        XCTAssertTrue(Parser.modifierKeywords.contains(Keyword.static.rawValue))
    }
}

final class DescendantKindTests: XCTestCase {
    /// `descendants(kind)` is `descendants` filtered by kind, in the same order, and stays
    /// inside the node's subtree.
    func testDescendantsOfOneKind() {
        let tree = parse("""
        func a() { f(g(1), { h() }); x.y = z() }
        func b() { k() }
        """)
        let first = tree.root.children.first { $0.kind == .funcDecl }!
        for kind in [NodeKind.call, .closure, .assignment, .identifier, .funcDecl] {
            XCTAssertEqual(first.descendants(kind).map(\.index), first.descendants.filter { $0.kind == kind }.map(\.index), "\(kind)")
        }
        XCTAssertEqual(first.descendants(.call).map { $0.calleeName ?? "" }, ["f", "g", "h", "z"])
        XCTAssertTrue(tree.root.descendants(.call).contains { $0.calleeName == "k" })
        XCTAssertEqual(first.descendants(.closure).first?.index, first.descendants.first { $0.kind == .closure }?.index)
        XCTAssertNil(first.descendants(.forStmt).first)
    }

    /// A token's name bytes leave out the backticks of `` `name` `` and nothing else.
    func testNameRangeWithoutBackticks() {
        let file = SourceFile(path: "a.swift", text: "`init` x ``")
        let names = file.tokens.map { String(decoding: file.bytes[$0.nameRange], as: UTF8.self) }
        XCTAssertEqual(names.first, "init")
        XCTAssertEqual(names.dropFirst().first, "x")
        XCTAssertEqual(file.identifierText(0), "init")
    }
}

final class TypeIndexTests: XCTestCase {
    func index(_ files: [String]) -> TypeIndex {
        let idx = TypeIndex()
        for (i, f) in files.enumerated() { TypeIndex.collect(from: parse(f, path: "f\(i).swift"), into: idx) }
        return idx
    }

    /// A type's members include those of the run's classes it inherits from, and only those.
    func testMembersIncludeThoseOfTheRunsSuperclasses() {
        let a = index(["class Feed: Base { var items = [1] }\nclass Base: Root { func reload() {} }",
                       "class Root: UIViewController { var title2 = 1 }\nclass Other { var hidden = 0 }"])
        let feed = a.members(of: "Feed")
        XCTAssertTrue(feed.contains("items"))
        XCTAssertTrue(feed.contains("reload"))
        XCTAssertTrue(feed.contains("title2"))
        XCTAssertFalse(feed.contains("hidden"))
        XCTAssertFalse(a.members(of: "Base").contains("items"), "not a subclass's members")
        XCTAssertTrue(a.members(of: "Unknown").isEmpty)
    }

    /// The per-name memo is kept per thread and per state of an index: an answer given
    /// before a change is not given after it, two indexes asked in turn on one thread each
    /// answer for themselves, and worker threads answer as the asking thread does.
    func testMemoFollowsTheIndexAndItsChanges() {
        let a = index(["class Feed: Base {}\nclass Base: UIViewController {}"])
        let b = index(["class Feed: UITableViewCell {}"])
        for _ in 0..<3 {
            XCTAssertEqual(a.role(of: "Feed"), .viewController)
            XCTAssertEqual(b.role(of: "Feed"), .tableViewCell)
            XCTAssertEqual(a.superclassChain(of: "Feed"), ["Base", "UIViewController", "UIResponder", "NSObject"])
            XCTAssertEqual(b.superclassChain(of: "Feed").first, "UITableViewCell")
        }
        // A change after the memo was filled: the new record's answer, not the memo's.
        XCTAssertEqual(a.role(of: "Later"), .other)
        XCTAssertTrue(a.members(of: "Later").isEmpty)
        TypeIndex.collect(from: parse("class Later: UICollectionViewCell { var title = 1 }", path: "g.swift"), into: a)
        XCTAssertEqual(a.role(of: "Later"), .collectionViewCell)
        XCTAssertTrue(a.members(of: "Later").contains("title"))
        XCTAssertFalse(a.members(of: "Later").contains("subtitle"))
        a.add(TypeIndex.TypeRecord(name: "Added", kind: .class, inherited: ["Later"], path: "h.swift", isObjC: false))
        XCTAssertEqual(a.superclassChain(of: "Added").prefix(2), ["Later", "UICollectionViewCell"])
        // Worker threads, each with its own memo, give the same answers.
        let answers = Slots<String>(count: 64, initial: "")
        Parallel.forEach(count: 64, jobs: 4) { i, _ in
            let idx = i % 2 == 0 ? a : b
            answers[i] = "\(idx.role(of: "Feed")) \(idx.superclassChain(of: "Feed").first ?? "")"
        }
        for i in 0..<64 {
            XCTAssertEqual(answers[i], i % 2 == 0 ? "viewController Base" : "tableViewCell UITableViewCell")
        }
    }

    /// A chain is made from the superclass's memoized chain: it must equal the chain walked
    /// class by class, whichever class is asked first, through cycles (`name` on its own
    /// chain, or a loop above it), self-inheritance and chains far past the 64-name cap.
    func testChainFromSuperclassChainEqualsTheWalkedChain() {
        var long = "class C0: UIViewController {}\n"
        for i in 1..<300 { long += "class C\(i): C\(i - 1) {}\n" }
        let sources = [
            long,
            "class LoopA: LoopB {}\nclass LoopB: LoopC {}\nclass LoopC: LoopA {}",
            "class Above: Ring1 {}\nclass Ring1: Ring2 {}\nclass Ring2: Ring1 {}",
            "class Me: Me {}\nclass Child: Me {}",
            "class Feed: Base {}\nclass Base: UITableViewController {}",
        ]
        let names = ["C299", "C150", "C64", "C63", "C1", "LoopA", "LoopB", "LoopC", "Above", "Ring1", "Ring2",
                     "Me", "Child", "Feed", "Base", "UIButton", "Unknown"]
        for order in [names, names.reversed()] {
            let idx = index(sources)
            for n in order {
                XCTAssertEqual(idx.superclassChain(of: n), idx.walkSuperclassChain(of: n), n)
            }
        }
        let idx = index(sources)
        XCTAssertEqual(idx.superclassChain(of: "C299").count, 64)
        XCTAssertEqual(idx.superclassChain(of: "LoopA"), ["LoopB", "LoopC"])
        XCTAssertEqual(idx.superclassChain(of: "Above"), ["Ring1", "Ring2"])
        XCTAssertEqual(idx.superclassChain(of: "Child"), ["Me"])
        XCTAssertEqual(idx.role(of: "C10"), .viewController)
        XCTAssertEqual(idx.role(of: "C299"), .other) // past the cap, the chain never reaches UIKit
    }

    func testChainsAcrossFiles() {
        let idx = index([
            "class FeedViewController: BaseVC, UITableViewDelegate {}\nclass Cell: BaseCell {}",
            "open class BaseVC: UIViewController {}\nclass BaseCell: UICollectionViewCell {}\nclass Plain {}\nclass Coordinator: NavigationCoordinator {}",
        ])
        XCTAssertEqual(idx.superclassChain(of: "FeedViewController"), ["BaseVC", "UIViewController", "UIResponder", "NSObject"])
        XCTAssertEqual(idx.role(of: "FeedViewController"), .viewController)
        XCTAssertEqual(idx.role(of: "Cell"), .collectionViewCell)
        XCTAssertEqual(idx.role(of: "Plain"), .other)
        XCTAssertEqual(idx.role(of: "Coordinator"), .other)
        XCTAssertTrue(idx.conforms("FeedViewController", to: "UITableViewDelegate"))
        XCTAssertTrue(idx.conforms("FeedViewController", to: "UIScrollViewDelegate"))
    }

    func testNameFallbackOnlyForUnknownNames() {
        let idx = index(["class Settings: LegacyBaseViewController {}\nclass Mac: NSViewController {}\nclass Thing: SomeVC {}"])
        XCTAssertEqual(idx.role(of: "Settings"), .viewController)
        XCTAssertEqual(idx.role(of: "Thing"), .viewController)
        XCTAssertEqual(idx.role(of: "Mac"), .other)
    }

    /// SDK roles: a listed class, a class below one through the built-in table, and a class
    /// the table does not place.
    func testSDKRolesThroughTheBuiltInTable() {
        XCTAssertEqual(KnownTypes.role("UINavigationController"), .viewController)
        XCTAssertEqual(KnownTypes.role("UIButton"), .view, "UIButton → UIControl → UIView")
        XCTAssertEqual(KnownTypes.role("UITableView"), .view, "UITableView → UIScrollView → UIView")
        XCTAssertEqual(KnownTypes.role("UICollectionViewListCell"), .collectionViewCell)
        XCTAssertEqual(KnownTypes.role("NSButton"), .other, "AppKit controls are NSViews")
        XCTAssertEqual(KnownTypes.role("UIApplication"), .responder)
        XCTAssertNil(KnownTypes.role("NotAnSDKClass"))
        let idx = index(["class Pager: UIPageViewController {}\nclass Toggle: UISwitch {}"])
        XCTAssertEqual(idx.role(of: "Pager"), .viewController)
        XCTAssertEqual(idx.role(of: "Toggle"), .view)
    }

    func testProtocolsAndClassBound() {
        let idx = index(["protocol A: AnyObject {}\nprotocol B: A {}\nprotocol C {}\n@objc protocol D {}\nprotocol E: UITableViewDelegate {}\nextension Foo: C {}\nstruct Foo {}"])
        XCTAssertTrue(idx.isClassBound(protocol: "B"))
        XCTAssertFalse(idx.isClassBound(protocol: "C"))
        XCTAssertTrue(idx.isClassBound(protocol: "D"))
        XCTAssertTrue(idx.isClassBound(protocol: "E"))
        XCTAssertTrue(idx.conforms("Foo", to: "C"))
        XCTAssertTrue(idx.isProtocol("A"))
        XCTAssertFalse(idx.isProtocol("Foo"))
    }
}

final class DeclarationScannerTests: XCTestCase {
    /// The engine indexes declarations from tokens; it must agree with the parse tree.
    func testScannerAgreesWithTreeOnEveryFixture() {
        var unreadable: [String] = []
        let files = FileWalker.files(under: packageRoot + "/Fixtures", unreadable: &unreadable)
        var mismatches: [String] = []
        for f in files {
            let src = SourceFile(path: f, bytes: FileWalker.read(f)!)
            let a = TypeIndex(), b = TypeIndex()
            DeclarationScanner.collect(from: src, into: a)
            TypeIndex.collect(from: Parser.parse(src), into: b)
            func flat(_ i: TypeIndex) -> [String] {
                i.types.values.flatMap { $0 }.map { "\($0.kind) \($0.name): \($0.inherited.joined(separator: ",")) objc=\($0.isObjC)" }.sorted()
                    + i.extensionConformances.map { "ext \($0.key): \($0.value.joined(separator: ","))" }.sorted()
            }
            if flat(a) != flat(b) {
                mismatches.append("\(f):\n  scanner: \(flat(a).filter { !flat(b).contains($0) })\n  tree:    \(flat(b).filter { !flat(a).contains($0) })")
            }
            for type in a.typesWithMembers {
                let names = a.memberNames(of: type) ?? [], other = b.memberNames(of: type) ?? []
                if !names.isSubset(of: other) { mismatches.append("\(f): members of \(type): \(names.subtracting(other))") }
            }
        }
        XCTAssertTrue(mismatches.isEmpty, mismatches.prefix(10).joined(separator: "\n"))
    }

    func testScannerBasics() {
        let idx = TypeIndex()
        DeclarationScanner.collect(from: SourceFile(path: "t", text: """
        @objc public protocol P: class {}
        final class A<T: Equatable>: Base<T>, P where T: Hashable { func f() {} var x = 1; class func g() {} }
        extension A.Inner: Q {}
        actor Store { let y = 2 }
        let actor = 1
        """), into: idx)
        XCTAssertEqual(idx.types["A"]?.first?.inherited, ["Base", "P"])
        XCTAssertTrue(idx.isClassBound(protocol: "P"))
        XCTAssertEqual(idx.extensionConformances["Inner"], ["Q"])
        XCTAssertEqual(idx.types["Store"]?.first?.kind, .actor)
        XCTAssertEqual(idx.memberNames(of: "A"), ["f", "x", "g"])
        XCTAssertEqual(idx.memberNames(of: "Store"), ["y"])
        XCTAssertNil(idx.memberNames(of: "P"))
        // An extension in another file adds to the type's names; a name declared twice counts once.
        DeclarationScanner.collect(from: SourceFile(path: "u", text: "extension A { func h() {}\n func f(_ x: Int) {} }"), into: idx)
        XCTAssertEqual(idx.memberNames(of: "A"), ["f", "x", "g", "h"])
        XCTAssertEqual(Set(idx.typesWithMembers), ["A", "Store"])
    }

    func testQualifiedAttributeNamesAreTheirLastComponent() {
        let tree = parse("struct V: View {\n    @SwiftUI.State var a = 0\n    @State var b = 0\n    @Environment(\\.dismiss) var c\n}\n")
        let vars = Array(tree.root.descendants.filter { $0.kind == .varDecl })
        XCTAssertEqual(vars.map { $0.attributes.first?.name }, ["State", "State", "Environment"])
        XCTAssertTrue(vars[0].hasAttribute("State"))
        // A rule that looks for @State sees the qualified spelling too.
        let found = lint("import SwiftUI\nstruct V: View {\n    @SwiftUI.State var isOn = false\n    var body: some View { Text(\"\") }\n}\n",
                         rules: [rule("non_private_state")])
        XCTAssertEqual(found.map { $0.line }, [3])
    }

    func testTernaryForAwaitCompoundAssignmentAndPrunedWalk() {
        let tree = parse("""
        func f() async {
            x = a + b ? c : d ?? e ? f : g
            y += 1
            for try await line in lines { z = { 1 }() }
        }

        """)
        let all = Array(tree.root.descendants)
        let ternaries = all.filter { $0.kind == .ternary }
        XCTAssertEqual(ternaries.count, 2)
        let outer = ternaries[0]
        XCTAssertEqual(outer.children.map { $0.text }, ["a + b", "c", "d ?? e ? f : g"], "right-nested, condition up to the assignment")
        XCTAssertEqual(outer.operatorText, "?")
        XCTAssertEqual(outer.parent?.kind, .assignment)
        XCTAssertEqual(LayoutSyntax.branches(outer).map { $0.text }, ["c", "f", "g"])
        let assignments = all.filter { $0.kind == .assignment }
        XCTAssertEqual(assignments.map { $0.isCompoundAssignment }, [false, true, false])
        XCTAssertEqual(assignments[1].operatorText, "+=")
        let loop = all.first { $0.kind == .forStmt }!
        XCTAssertTrue(loop.isForAwait)
        XCTAssertFalse(parse("for x in xs {}").root.descendants.first { $0.kind == .forStmt }!.isForAwait)
        let body = all.first { $0.kind == .funcDecl }!
        XCTAssertFalse(body.descendants(skipping: [.closure]).contains { $0.kind == .literal && $0.text == "1" && $0.ancestors.contains { $0.kind == .closure } })
        XCTAssertEqual(treeInvariantViolations(tree), [])
    }
}
