import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Valid Swift found in real apps (see `viewlint-bench unknown-nodes`) that the parser once
/// read as `unknown` nodes. Each test is the shape of one real-code case.
final class ParserRobustnessTests: XCTestCase {
    func nodes(_ tree: SyntaxTree, _ k: NodeKind) -> [Syntax] {
        (0..<tree.nodes.count).filter { tree.nodes[$0].kind == k }.map { tree.node($0) }
    }

    func assertNoUnknown(_ tree: SyntaxTree, file: StaticString = #filePath, line: UInt = #line) {
        let u = nodes(tree, .unknown)
        XCTAssertEqual(u.map { $0.text }, [], "unknown nodes", file: file, line: line)
        XCTAssertFalse(tree.nestingTooDeep, file: file, line: line)
    }

    /// SwiftUI `Gauge`/`Section`/`Button`: any number of labeled trailing closures
    /// (home-assistant, element-x, duckduckgo, woocommerce).
    func testSeveralLabeledTrailingClosures() {
        let t = parse("""
        var body: some View {
            Gauge(value: fraction) {
                EmptyView()
            } currentValueLabel: {
                center(padded: true)
            } minimumValueLabel: {
                Text(verbatim: model.minLabel ?? "")
            } maximumValueLabel: {
                Text(verbatim: model.maxLabel ?? "")
            }
            KnockRequestCell(cellInfo: alice) { _ in } onDecline: { _ in } onDeclineAndBan: { _ in }
        }
        """)
        assertNoUnknown(t)
        let calls = nodes(t, .call)
        let gauge = calls.first(where: { $0.children.first(where: { _ in true })?.text == "Gauge" })!
        let trailing = gauge.children(.argument).filter { $0.flags.contains(.trailing) }
        XCTAssertEqual(trailing.map { $0.name ?? "_" }, ["_", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"])
        XCTAssertTrue(trailing.allSatisfy { $0.child(.closure) != nil })
        let cell = calls.first(where: { $0.children.first(where: { _ in true })?.text == "KnockRequestCell" })!
        XCTAssertEqual(cell.children(.argument).map { $0.name ?? "_" }, ["cellInfo", "_", "onDecline", "onDeclineAndBan"])
    }

    /// `@available(…)` before a freestanding macro such as `#Preview` (home-assistant widgets).
    func testAttributesBeforeAFreestandingMacro() {
        let t = parse("""
        #if DEBUG
        @available(watchOS 10.0, *)
        #Preview("Value", as: .accessoryCorner) {
            WatchWidgets()
        } timeline: {
            WatchWidgetEntry(date: .now)
        }

        @available(iOS 17, *) @MainActor
        #Preview { ContentView() }
        #endif
        struct After {}
        """)
        assertNoUnknown(t)
        XCTAssertEqual(nodes(t, .macroExpansion).count, 2)
        XCTAssertEqual(nodes(t, .attribute).map { $0.name }, ["available", "available", "MainActor"])
        XCTAssertEqual(nodes(t, .typeDecl).map { $0.typeName }, ["After"])
    }

    /// `@unknown default:` inside `#if` in a switch body (SnapKit).
    func testUnknownDefaultUnderIfConfigInASwitch() {
        let t = parse("""
        switch attribute {
        case .width, .height:
            return 0.0
        #if swift(>=5.0)
        @unknown default:
            return 0.0
        #endif
        }
        """)
        assertNoUnknown(t)
        XCTAssertEqual(nodes(t, .switchCase).count, 2)
    }

    /// Generic attributes: result builders with arguments, `@FocusState<T>.Binding`,
    /// App Intents dependencies (isowords, IceCubes, home-assistant).
    func testGenericAttributes() {
        let t = parse("""
        struct S {
            @IntentParameterDependency<WidgetTodoListAppIntent>(\\.$server)
            var intent
            @FocusState<UUID?> var focused: UUID?
            @FocusState<EditorFocusState?>.Binding var editorFocusState: EditorFocusState?
            @ReducerBuilder<State, Action>
            var body: some Reducer<State, Action> { EmptyReducer() }
        }
        """)
        assertNoUnknown(t)
        let vars = nodes(t, .varDecl)
        XCTAssertEqual(vars.count, 4)
        XCTAssertEqual(vars.map { $0.children(.attribute).map { $0.name ?? "" } },
                       [["IntentParameterDependency"], ["FocusState"], ["FocusState"], ["ReducerBuilder"]])
    }

    /// An attribute on an enum case (isowords).
    func testAttributeOnAnEnumCase() {
        let t = parse("""
        enum Destination {
            case alert(AlertState<Alert>)
            @ReducerCaseEphemeral
            case bottomMenu(BottomMenuState<BottomMenu>)
            case gameOver(GameOver)
        }
        """)
        assertNoUnknown(t)
        let cases = nodes(t, .enumCaseDecl)
        XCTAssertEqual(cases.map { $0.name }, ["alert", "bottomMenu", "gameOver"])
        XCTAssertEqual(cases[1].child(.attribute)?.name, "ReducerCaseEphemeral")
    }

    /// `open` is a contextual keyword: a property, a function, a local (damus, simplenote,
    /// home-assistant, duckduckgo, focus, woocommerce, isowords).
    func testOpenAsAnIdentifier() {
        let t = parse("""
        final class C {
            var open: Bool = false
            static let open = "open"
            let opener: (URL) -> Void
            public var openURL: @Sendable (URL) async -> Bool = { _ in true }
            func close() {
                open = false
                open(note, animated: true)
                let x = 1
                let open = UserText.customUrlSchemeOpen
                await open(
                    server: server
                )
            }
            func open(_ n: Note?, animated: Bool) {}
        }
        open class Base { open func f() {} }
        struct P { private(set) var a = 1; nonisolated(unsafe) static var b = 2 }
        """)
        assertNoUnknown(t)
        XCTAssertEqual(nodes(t, .typeDecl).map { $0.typeName }, ["C", "Base", "P"])
        XCTAssertTrue(nodes(t, .typeDecl)[1].hasModifier(.open))
        XCTAssertTrue(nodes(t, .funcDecl).last!.hasModifier(.open))
        let bindings = nodes(t, .binding).compactMap { $0.name }
        XCTAssertEqual(bindings, ["open", "open", "opener", "openURL", "x", "open", "a", "b"])
        XCTAssertEqual(nodes(t, .funcDecl).map { $0.name }, ["close", "open", "f"])
        XCTAssertEqual(nodes(t, .assignment).count, 1)
    }

    /// Type aliases whose type starts or continues on the next lines (Kingfisher, Alamofire,
    /// IceCubes, woocommerce).
    func testTypealiasAcrossLines() {
        let t = parse("""
        public typealias PrefetcherProgressBlock =
            @Sendable (_ skipped: [any Resource], _ failed: [any Resource]) -> Void
        public typealias Validation = @Sendable (_ request: URLRequest?,
                                                 _ response: HTTPURLResponse)
            -> ValidationResult
        typealias EditorClient = AutocompleteService.Client
          & MediaUploadService.Client
          & MediaDescriptionService.Client
        typealias Pair<T> = (T, T)
        func after() {}
        """)
        assertNoUnknown(t)
        XCTAssertEqual(nodes(t, .typealiasDecl).count, 4)
        XCTAssertEqual(nodes(t, .funcDecl).map { $0.name }, ["after"])
        XCTAssertEqual(t.root.children.map { $0.kind }, [.typealiasDecl, .typealiasDecl, .typealiasDecl, .typealiasDecl, .funcDecl])
    }

    /// `extension Bool? {` (home-assistant).
    func testExtensionOfAnOptionalType() {
        let t = parse("""
        public extension Bool? {
            var orFalse: Bool { self ?? false }
        }
        """)
        assertNoUnknown(t)
        let ext = nodes(t, .typeDecl)
        XCTAssertEqual(ext.count, 1)
        XCTAssertNotNil(ext[0].child(.memberBlock))
        XCTAssertEqual(nodes(t, .varDecl).count, 1)
    }

    /// A type annotation whose generic arguments sit on the next line (woocommerce).
    func testGenericArgumentsOnTheNextLine() {
        let t = parse("""
        final class VC {
            private lazy var selector: PaginatedListSelectorViewController
                <DataSource, Product, StorageProduct, Cell> = {
                    return PaginatedListSelectorViewController(viewProperties: props)
                }()
            let y = a
                < b
        }
        """)
        assertNoUnknown(t)
        let b = nodes(t, .binding)
        XCTAssertEqual(b.map { $0.name }, ["selector", "y"])
        XCTAssertNotNil(b[0].child(.typeRef))
        XCTAssertEqual(Array(b[0].children).last?.kind, .call) // `{ … }()`
        XCTAssertEqual(Array(b[1].children).last?.kind, .sequence) // a comparison, not generic arguments
    }

    /// A subscript component in a key path (element-x).
    func testKeyPathSubscriptComponent() {
        let t = parse("let keyPath = \\CompoundIcons.[checkedMirrorDescendant: label] as PartialKeyPath<CompoundIcons>\n")
        assertNoUnknown(t)
        XCTAssertEqual(nodes(t, .keyPath).count, 1)
    }

    /// A space-indented method holding a tab-indented local type, followed by a
    /// tab-indented member: tabs and spaces cannot be compared, so brace recovery must not
    /// close the method (or the class) early (NetNewsWire's AppDelegate).
    func testMixedTabsAndSpacesDoNotEndTheTypeEarly() {
        let t = parse("""
        final class AppDelegate: NSObject {
            nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter) {

        \t\tstruct UnsafeSendable<T>: @unchecked Sendable {
        \t\t\tlet value: T
        \t\t}

        \t\tTask { @MainActor in
        \t\t\thandle()
        \t\t}
            }

        \t@MainActor func addFeed(_ urlString: String?) {
        \t}
        }
        """)
        assertNoUnknown(t)
        XCTAssertEqual(t.root.children.map { $0.kind }, [.typeDecl])
        let funcs = nodes(t, .funcDecl)
        XCTAssertEqual(funcs.map { $0.name }, ["userNotificationCenter", "addFeed"])
        XCTAssertEqual(funcs.map { $0.parent?.parent?.typeName }, ["AppDelegate", "AppDelegate"])
        // the local struct stays inside the method
        XCTAssertEqual(nodes(t, .typeDecl)[1].ancestors.first(where: { $0.kind == .funcDecl })?.name, "userNotificationCenter")
    }

    /// Brace recovery still works with consistent indentation: a member after an unclosed
    /// `{` goes back to the type.
    func testBraceRecoveryWithConsistentIndentation() {
        for ws in ["    ", "\t"] {
            let t = parse("class A {\n\(ws)func f() {\n\(ws)\(ws)if x {\n\(ws)}\n\(ws)func g() {}\n}\n")
            XCTAssertEqual(nodes(t, .funcDecl).map { $0.parent?.parent?.typeName }, ["A", "A"], ws == "\t" ? "tabs" : "spaces")
        }
    }
}
