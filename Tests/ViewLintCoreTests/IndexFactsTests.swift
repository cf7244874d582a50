import XCTest
@testable import ViewLintCore

/// The cross-file facts the declaration scanner reads from tokens (`CrossFileFacts`).
final class IndexFactsTests: XCTestCase {
    func facts(_ text: String, path: String = "App/File.swift") -> CrossFileRecords {
        DeclarationScanner.summarize(SourceFile(path: path, text: text)).facts
    }

    func sites(_ f: CrossFileRecords, _ type: String) -> [String] {
        f.constructions.filter { $0.type == type }.map {
            "\($0.enclosingType ?? "-").\($0.enclosingMember ?? "-") \($0.use)\($0.inPreview ? " preview" : "")\($0.inClosure ? " closure" : "")"
        }
    }

    /// Summaries applied out of path order (a cache replay, a merge) are put in path order by
    /// `sortRecords`, records (by path, then kind), extension conformances (by name) and facts
    /// alike; applied in order, they are already there and left as they are.
    func testSortRecordsOrdersWhatArrivedOutOfOrder() {
        let texts = [
            ("b.swift", "final class Feed: UIViewController { let badge = Badge() }\nextension Feed: Zeta {}"),
            ("a.swift", "protocol Feed {}\nclass Feed: UIViewController { let badge = Badge() }\nextension Feed: Alpha {}"),
        ]
        func build(_ order: [(String, String)]) -> TypeIndex {
            let idx = TypeIndex()
            for (path, text) in order { idx.apply(DeclarationScanner.summarize(SourceFile(path: path, text: text))) }
            idx.sortRecords()
            return idx
        }
        for idx in [build(texts), build(texts.reversed())] {
            XCTAssertEqual(idx.types["Feed"]?.map { "\($0.path) \($0.kind)" }, ["a.swift class", "a.swift protocol", "b.swift class"])
            XCTAssertEqual(idx.extensionConformances["Feed"], ["Alpha", "Zeta"])
            XCTAssertEqual(idx.facts.constructions["Badge"]?.map(\.path), ["a.swift", "b.swift"])
        }
    }

    func testConstructionUses() {
        let f = facts("""
        let current = ShopEnvironment()
        @main
        struct ShopApp: App {
            init() {
                ServiceLocator.register(CartService())
                Analytics.setUp(adapters: [ConsoleAdapter(), RemoteAdapter()])
            }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let badges = BadgeStore()
            static let shared = SceneDelegate()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = RootTabController()
                self.monitor = Monitor()
                monitor = Monitor()
                let local = try Loader(url: url)
                PinFlow(parent: self, completion: { done in
                    print(done)
                }).start()
                Banner(text: "x")
                return Receipt()
            }
            lazy var lazyThing: Thing = { Thing() }()
            var fallback: Store { cached ?? Store() }
        }
        #Preview {
            RootTabController()
        }
        """)
        XCTAssertEqual(sites(f, "ShopEnvironment"), ["-.current globalVariable(\"current\")"])
        XCTAssertEqual(sites(f, "CartService"), ["ShopApp.init argument(\"register\")"])
        XCTAssertEqual(sites(f, "RemoteAdapter"), ["ShopApp.init argument(\"setUp\")"])
        XCTAssertEqual(sites(f, "BadgeStore"), ["SceneDelegate.badges propertyInitializer(\"badges\")"])
        XCTAssertEqual(sites(f, "SceneDelegate"), ["SceneDelegate.shared staticProperty(\"shared\")"])
        XCTAssertEqual(sites(f, "RootTabController"), ["SceneDelegate.scene memberAssignment(\"rootViewController\")",
                                                       "-.#Preview returned preview"])
        XCTAssertEqual(sites(f, "Monitor"), ["SceneDelegate.scene selfAssignment(\"monitor\")"])
        XCTAssertEqual(sites(f, "Loader"), ["SceneDelegate.scene localVariable(\"local\")"])
        XCTAssertEqual(sites(f, "PinFlow"), ["SceneDelegate.scene receiverOfStatement"])
        XCTAssertEqual(sites(f, "Banner"), ["SceneDelegate.scene statement"])
        XCTAssertEqual(sites(f, "Receipt"), ["SceneDelegate.scene returned"])
        XCTAssertEqual(sites(f, "Thing"), ["SceneDelegate.lazyThing returned"])
        XCTAssertEqual(sites(f, "Store"), ["SceneDelegate.fallback other"])
        XCTAssertEqual(f.entryPoints, ["ShopApp"])
    }

    func testClosuresInsideMembers() {
        let f = facts("""
        final class Routes {
            func setUp() {
                if ready {
                    let a = Alpha()
                }
                for x in xs { let b = Beta() }
                guard let y = z else { let c = Gamma(); return }
                router.register("sonos") { url in
                    let d = Delta()
                    if url.isValid { let e = Epsilon() }
                }
                items.forEach { let f = Zeta() }
                let g = Eta()
            }
        }
        """)
        XCTAssertEqual(sites(f, "Alpha"), ["Routes.setUp localVariable(\"a\")"])
        XCTAssertEqual(sites(f, "Beta"), ["Routes.setUp localVariable(\"b\")"])
        XCTAssertEqual(sites(f, "Gamma"), ["Routes.setUp localVariable(\"c\")"])
        XCTAssertEqual(sites(f, "Delta"), ["Routes.setUp localVariable(\"d\") closure"])
        XCTAssertEqual(sites(f, "Epsilon"), ["Routes.setUp localVariable(\"e\") closure"])
        XCTAssertEqual(sites(f, "Zeta"), ["Routes.setUp localVariable(\"f\") closure"])
        XCTAssertEqual(sites(f, "Eta"), ["Routes.setUp localVariable(\"g\")"])
    }

    func testSetupCalls() {
        let f = facts("""
        final class Feed: UIViewController {
            init() { configure(); self.observe() }
            override func viewDidLoad() {
                super.viewDidLoad()
                bind()
                items.forEach { render($0) }
            }
            func application(_ app: UIApplication, open url: URL) -> Bool { route(url) }
            func refresh() { reload() }
        }
        """)
        XCTAssertEqual(Set(f.setupCalls.map(\.callee)), ["configure", "observe", "bind"])
    }

    func testWhatIsNotAConstruction() {
        let f = facts("""
        enum Shape { case Circle(Double) }
        @available(iOS 15, *)
        final class Widget {
            func Make() {}
            func f() {
                helper.Build(x)
                let s = .Square(2)
                #selector(Foo(_:))
            }
        }
        """)
        XCTAssertTrue(f.constructions.filter { ["Circle", "Build", "Square", "Make", "available"].contains($0.type) }.isEmpty,
                      "\(f.constructions)")
    }

    func testTeardownsAndReferences() {
        let f = facts("""
        final class PlayerController: UIViewController {
            var onClose: (() -> Void)?
            private var tokens: [NSObjectProtocol] = []
            func stop() {
                onClose = nil
                self.handlers[id] = nil
                tokens.forEach { NotificationCenter.default.removeObserver($0) }
                tokens.removeAll()
                subscription?.cancel()
                self.timer?.invalidate()
                NotificationCenter.default.removeObserver(self.token!)
                NotificationCenter.default.removeObserver(self, name: .x, object: nil)
                player.removeTimeObserver(timeToken)
                cancellables = Set<AnyCancellable>()
                bag = []
                other.list.removeAll()
                var local: Int? = nil
                child.delegate = self
                let row = Row(delegate: self)
            }
            deinit { link.invalidate() }
        }
        """)
        let got = Set(f.teardowns.map { "\($0.storage) \($0.action) \($0.member)" })
        XCTAssertEqual(got, ["onClose setToNil stop", "handlers setToNil stop", "tokens emptied stop", "tokens observerRemoved stop",
                             "subscription cancelled stop", "timer invalidated stop", "token observerRemoved stop",
                             "self observerRemoved stop", "timeToken observerRemoved stop", "cancellables emptied stop",
                             "bag emptied stop", "link invalidated deinit"])
        XCTAssertEqual(Set(f.selfReferences.map { "\($0.name) \($0.isArgument)" }), ["delegate false", "delegate true"])
    }

    func testPropertiesAndInitializerClosures() {
        let f = facts("""
        protocol FeedDelegate: AnyObject {}
        final class Feed {
            weak var delegate: FeedDelegate?
            private(set) var source: (any FeedSource)?
            static var shared: Feed!
            var title: String { "Feed" }
            var count: Int = 0 { didSet { print(count) } }
            let id: UUID
            init(id: UUID, modifier: ((Feed) -> Void)? = nil, onUpdate: @escaping () -> Void) {
                self.id = id
                modifier?(self)
                self.onUpdate = onUpdate
            }
        }
        """)
        let props = Dictionary(uniqueKeysWithValues: f.properties.map { ($0.name, $0) })
        XCTAssertEqual(props["delegate"]?.simpleTypeName, "FeedDelegate")
        XCTAssertEqual(props["delegate"]?.isWeak, true)
        XCTAssertEqual(props["source"]?.simpleTypeName, "FeedSource")
        XCTAssertNil(props["shared"], "static properties are not recorded")
        XCTAssertEqual(props["title"]?.isComputed, true)
        XCTAssertEqual(props["count"]?.isComputed, false)
        XCTAssertNil(props["id"], "lets are not recorded")
        XCTAssertEqual(f.initializerParameters.map { "\($0.label) \($0.isKept) \($0.isLastClosure)" },
                       ["modifier false false", "onUpdate true true"])
    }

    func testFactsSurviveTheCache() {
        let file = SourceFile(path: "A.swift", text: """
        final class A { var b: B?; init(done: @escaping () -> Void) { self.done = done }
          func f() { b = nil; window.rootViewController = C(); x.delegate = self } }
        let g = A(done: {})
        """)
        let s = DeclarationScanner.summarize(file)
        let (bytes, hash) = LintCache.encode(s, path: "A.swift")
        XCTAssertNotEqual(hash, 0)
        let back = LintCache.decodeSummary(bytes, path: "A.swift").facts
        XCTAssertEqual(back.constructions, s.facts.constructions)
        XCTAssertEqual(back.teardowns, s.facts.teardowns)
        XCTAssertEqual(back.properties, s.facts.properties)
        XCTAssertEqual(back.selfReferences, s.facts.selfReferences)
        XCTAssertEqual(back.initializerParameters, s.facts.initializerParameters)
        XCTAssertEqual(back.rootAssignments, s.facts.rootAssignments)
    }

    func testRootControllerAssignments() {
        let f = facts("""
        struct LaunchState {
            func show() {
                window.rootViewController = flow.shell
                window?.rootViewController = self.flow?.shell
                window.rootViewController = pager
                window.rootViewController = self.pager
                window.rootViewController = a.b.c
                window.rootViewController = flow.makeShell()
                window.rootViewController = Shell()
                window.rootViewController = AppFlow.shared.shell
                window.rootViewController = flow
                    .shell
            }
        }
        """)
        XCTAssertEqual(f.rootAssignments.map { "\($0.type).\($0.member) \($0.receiver ?? "-").\($0.property)" },
                       ["LaunchState.show flow.shell", "LaunchState.show -.pager"])
        XCTAssertEqual(f.rootAssignments.map(\.inSetup), [false, false])
        let setup = facts("""
        final class Host {
            init() {
                window.rootViewController = flow.shell
                onSignOut = { self.window.rootViewController = self.flow.shell }
            }
        }
        """)
        XCTAssertEqual(setup.rootAssignments.map { "\($0.inSetup) \($0.inClosure)" }, ["true false", "false true"])
    }

    func testPrivateFactoryCallsStandForTheirProduct() {
        let f = facts("""
        final class Hub {
            let queue: Queue
            private init() { queue = makeQueue() }
            func show() { push(Self.makeScreen()) }
            private func makeQueue() -> Queue {
                let built = Queue()
                built.limit = 2
                return built
            }
            private static func makeScreen() -> Screen { Screen() }
            private func makeDraft() -> Draft { let draft = Draft(); return draft }
            private func makeLog() -> Log { let log = Log(); log.open(); return other }
            private func makePanel() -> Panel { return Panel() }
            func makeBadge() -> Badge { Badge() }
            func use() { let badge = makeBadge(); let f = makePanel; _ = makePanel() }
        }
        """)
        // The call's use replaces the factory's own construction.
        XCTAssertEqual(sites(f, "Queue"), ["Hub.init selfAssignment(\"queue\")"])
        XCTAssertEqual(sites(f, "Screen"), ["Hub.show argument(\"push\")"])
        // Never called: the product stays. A local that is not returned stays.
        XCTAssertEqual(sites(f, "Draft"), ["Hub.makeDraft localVariable(\"draft\")"])
        XCTAssertEqual(sites(f, "Log"), ["Hub.makeLog localVariable(\"log\")"])
        // Named other than in a call (a function value), or not private: the product stays.
        XCTAssertEqual(sites(f, "Panel"), ["Hub.makePanel returned"])
        XCTAssertEqual(sites(f, "Badge"), ["Hub.makeBadge returned"])
    }

    func lifetimeIndex(_ files: [String]) -> TypeIndex {
        let index = TypeIndex()
        for (i, text) in files.enumerated() {
            index.apply(DeclarationScanner.summarize(SourceFile(path: "App/F\(i).swift", text: text)))
        }
        index.sortRecords()
        return index
    }

    func testPropertiesByNameAcrossTypesAndAfterAChange() {
        let index = lifetimeIndex([
            "final class A { var onChange: (() -> Void)?\n var title: String = \"\" }",
            "final class B { var onChange: ((Int) -> Void)? }",
        ])
        XCTAssertEqual(index.properties(named: "onChange").map(\.owner).sorted(), ["A", "B"])
        XCTAssertEqual(index.properties(named: "title").map(\.declaredType), ["String"])
        XCTAssertTrue(index.properties(named: "missing").isEmpty)
        // A file applied later is seen: the grouping belongs to one state of the index.
        index.apply(DeclarationScanner.summarize(SourceFile(path: "App/C.swift", text: "final class C { var onChange: (() -> Void)? }")))
        XCTAssertEqual(index.properties(named: "onChange").map(\.owner).sorted(), ["A", "B", "C"])
    }

    func testWindowRootThroughAStoredProperty() {
        let flow = """
        final class Shell: UIViewController {}
        final class Flow {
            let shell: Shell
            init() { shell = Shell() }
        }
        """
        let launch = """
        struct LaunchState {
            private let flow: Flow
            init() { flow = Flow(); show() }
            private func show() { window.rootViewController = flow.shell }
        }
        """
        XCTAssertTrue(lifetimeIndex([flow, launch]).livesAsLongAsTheApp("Shell"))
        // The same assignment in a method that may run many times (a sign-out swaps the root).
        let swapped = launch.replacingOccurrences(of: "flow = Flow(); show()", with: "flow = Flow()")
        XCTAssertFalse(lifetimeIndex([flow, swapped]).livesAsLongAsTheApp("Shell"))
        // Another flow built for a pushed screen: its shell is not a root.
        let pushed = "final class Picker { func pick() { let other = Flow(); push(other.shell) } }"
        XCTAssertFalse(lifetimeIndex([flow, launch, pushed]).livesAsLongAsTheApp("Shell"))
        // The flow replaced on every call of a method: earlier shells are released.
        let replaced = """
        final class LaunchState {
            private var flow: Flow?
            func reset() { flow = Flow(); window.rootViewController = flow.shell }
        }
        """
        XCTAssertFalse(lifetimeIndex([flow, replaced]).livesAsLongAsTheApp("Shell"))
        // The shell itself assigned outside an initializer.
        let late = """
        final class Shell: UIViewController {}
        final class Flow {
            var shell: Shell?
            func start() { shell = Shell() }
        }
        """
        XCTAssertFalse(lifetimeIndex([late, launch]).livesAsLongAsTheApp("Shell"))
        // A local that becomes the root in the same member, but not one handed elsewhere.
        let local = "final class Host { init() { let pager = Pager(); window.rootViewController = pager } }"
        XCTAssertTrue(lifetimeIndex([local]).livesAsLongAsTheApp("Pager"))
        let signOut = "final class Host { func signOut() { let pager = Pager(); window.rootViewController = pager } }"
        XCTAssertFalse(lifetimeIndex([signOut]).livesAsLongAsTheApp("Pager"))
        let elsewhere = """
        final class Host {
            init() { let pager = Pager(); show(pager) }
            func viewDidLoad() { window.rootViewController = pager }
        }
        """
        XCTAssertFalse(lifetimeIndex([elsewhere]).livesAsLongAsTheApp("Pager"))
    }

    func testFactoryCallStoredBySingleton() {
        let hub = """
        final class Queue {}
        final class Hub {
            static let shared = Hub()
            let queue: Queue
            private init() { queue = makeQueue() }
            private func makeQueue() -> Queue { let built = Queue(); return built }
        }
        """
        XCTAssertTrue(lifetimeIndex([hub]).livesAsLongAsTheApp("Queue"))
        // A singleton router's factory whose result is pushed: one per call.
        let router = """
        final class Screen {}
        final class Router {
            static let shared = Router()
            func show() { navigation.pushViewController(makeScreen(), animated: true) }
            private func makeScreen() -> Screen { let screen = Screen(); return screen }
        }
        """
        XCTAssertFalse(lifetimeIndex([router]).livesAsLongAsTheApp("Screen"))
    }

    func testViewConstructionsRecordWhatWrapsThem() {
        let f = facts("""
        struct Root: View {
            @State var show = false
            var body: some View {
                NavigationStack {
                    VStack { Inbox().environmentObject(store) }
                        .sheet(isPresented: $show) { Compose() }
                }
                .environment(Settings.shared)
                Card { Badge() }
                Footer().withTheme()
            }
            func make() -> UIViewController { UIHostingController(rootView: Inbox()) }
            func helper() { let d = Detail() }
        }
        """)
        let edges = Dictionary(grouping: f.viewConstructions, by: \.type)
        let inbox = edges["Inbox"] ?? []
        XCTAssertEqual(inbox.count, 2)
        XCTAssertEqual(inbox.first?.navigation, .insideStack)
        XCTAssertEqual(inbox.first?.injections, ["store", "Settings"])
        XCTAssertEqual(inbox.first?.member, "body")
        XCTAssertEqual(inbox.last?.isRoot, true)
        XCTAssertEqual(edges["Compose"]?.first?.navigation, .presentedOutsideStack)
        XCTAssertEqual(edges["Compose"]?.first?.injections, ["Settings"], "sheet content inherits the presenter's environment")
        XCTAssertEqual(edges["Badge"]?.first?.isUnknown, true, "a project container is not read")
        XCTAssertEqual(edges["Footer"]?.first?.customModifiers, ["withTheme"])
        XCTAssertEqual(edges["Detail"]?.first?.isUnknown, true, "built outside a view builder")
        XCTAssertTrue(f.viewWrappers.contains(ViewWrappingMember(name: "Root", injects: true, buildsNavigationContainer: false)))
        XCTAssertTrue(f.viewWrappers.contains(ViewWrappingMember(name: "Root", injects: false, buildsNavigationContainer: true)))
        // The cache keeps them.
        let file = SourceFile(path: "A.swift", text: "struct A: View { var body: some View { B().environmentObject(m) } }")
        let summary = DeclarationScanner.summarize(file)
        let back = LintCache.decodeSummary(LintCache.encode(summary, path: "A.swift").0, path: "A.swift").facts
        XCTAssertFalse(summary.facts.viewConstructions.isEmpty)
        XCTAssertEqual(back.viewConstructions, summary.facts.viewConstructions)
        XCTAssertEqual(back.viewWrappers, summary.facts.viewWrappers)
    }

    /// Without the view-tree facts (no rule of the run reads them) the summary is the full one
    /// less its view constructions and wrappers: every other fact is the same.
    /// The fact scanner sees only the token kinds it declares: on every fixture, the summary
    /// is the same as when it sees every token (a kind `step` handles but does not declare
    /// would lose facts here).
    func testFactScannerSkipsOnlyKindsItIgnores() throws {
        let fixtures = packageRoot + "/Fixtures"
        var unreadable: [String] = []
        let paths = FileWalker.files(under: fixtures, extensions: ["swift"], unreadable: &unreadable)
        XCTAssertGreaterThan(paths.count, 100)
        var withFacts = 0
        for p in paths {
            let file = SourceFile(path: "App/" + (p as NSString).lastPathComponent, bytes: try XCTUnwrap(FileWalker.read(p)))
            let skipping = DeclarationScanner.summarize(file)
            let every = DeclarationScanner.summarize(file, viewTree: true, factsOnEveryToken: true)
            if !skipping.facts.isEmpty { withFacts += 1 }
            XCTAssertEqual(LintCache.encode(skipping, path: file.path).0, LintCache.encode(every, path: file.path).0, p)
        }
        XCTAssertGreaterThan(withFacts, 50, "the fixtures exercise the facts")
    }

    func testViewTreeFactsOnlyWhenAsked() {
        let text = """
        struct Root: View {
            let model = Model()
            var body: some View {
                NavigationStack { Inbox().environmentObject(model) }
            }
            func make() -> UIViewController { UIHostingController(rootView: Inbox()) }
        }
        final class Feed: UIViewController {
            var onTap: (() -> Void)?
            override func viewDidLoad() { super.viewDidLoad(); let b = Badge(); onTap = { self.reload() } }
        }
        """
        let full = DeclarationScanner.summarize(SourceFile(path: "App/Root.swift", text: text))
        let lean = DeclarationScanner.summarize(SourceFile(path: "App/Root.swift", text: text), viewTree: false)
        XCTAssertFalse(full.facts.viewConstructions.isEmpty)
        XCTAssertFalse(full.facts.viewWrappers.isEmpty)
        XCTAssertTrue(lean.facts.viewConstructions.isEmpty)
        XCTAssertTrue(lean.facts.viewWrappers.isEmpty)
        XCTAssertFalse(lean.facts.constructions.isEmpty)
        var trimmed = full
        trimmed.facts.viewConstructions = []
        trimmed.facts.viewWrappers = []
        XCTAssertEqual(LintCache.encode(lean, path: "App/Root.swift").0, LintCache.encode(trimmed, path: "App/Root.swift").0)
    }

    func testTestPaths() {
        // One byte-level test serves both phases (the scanner's facts and the rules' scope).
        let expected: [(String, Bool)] = [
            ("App/FeedTests/FeedView.swift", true), ("Tests/A.swift", true), ("App/Feed.swift", false),
            ("App/FeedTests.swift", true), ("App/FeedTest.swift", true), ("App/FeedSpec.swift", true),
            ("App/FeedSpecs.swift", true), ("AppSpecs/x.swift", true), ("Tests", true), ("/abs/UITests/x.swift", true),
            ("App/Contest.swift", false), ("App/Testsuite/x.swift", false), ("x/Tests/", true), ("Feed.m", false),
            ("a//b.swift", false), ("a//Tests//b.swift", true), ("", false), ("/", false), ("App/Test.swift/x.swift", false),
        ]
        for (p, isTest) in expected { XCTAssertEqual(FileScope.isTestPath(p), isTest, p) }
        // Test code records no facts.
        XCTAssertTrue(facts("final class A { func f() { let x = Box() } }", path: "AppTests/ATests.swift").isEmpty)
    }

    func testIndexOrderDoesNotDependOnMergeOrder() {
        let a = DeclarationScanner.summarize(SourceFile(path: "a.swift", text: "func f() { let x = Box() }"))
        let b = DeclarationScanner.summarize(SourceFile(path: "b.swift", text: "func g() { Box().open() }"))
        func merged(_ first: DeclSummary, _ second: DeclSummary) -> [String] {
            let x = TypeIndex(), y = TypeIndex()
            x.apply(first); y.apply(second)
            x.merge(y)
            x.sortRecords()
            return x.facts.constructions["Box"]!.map { $0.path }
        }
        XCTAssertEqual(merged(a, b), merged(b, a))
    }

    /// The byte path and the `Character` path of `baseTypeName` agree: ASCII text takes the
    /// first, text with a carriage return or a non-ASCII byte the second.
    func testBaseTypeNameOnBytesAndCharacters() {
        let cases: [(String, String)] = [
            ("UILabel", "UILabel"), ("UILabel!", "UILabel"), ("UIKit.UIView?", "UIView"),
            ("@MainActor UIViewController", "UIViewController"), ("  Array<Int>", "Array"),
            ("Foo.Bar<Baz.Qux>", "Bar"), ("@objc @MainActor Cell ", "Cell"), ("\tName\n", "Name"),
            ("Vue\u{301}s.Cafe\u{301}?", "Cafe\u{301}"), ("Name\r\n", "Name\r\n"), ("A.\u{301}B", "A.\u{301}B"),
            ("", ""), ("@", ""), ("?!", ""),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(TypeIndex.baseTypeName(text), expected, "\(text.debugDescription)")
        }
    }

    /// A type's role is the first role its superclass chain reaches (or a guess from the last
    /// name when the chain leaves what we know): the shortcut through the direct superclass
    /// must answer the same, also for cycles, protocols first and deep chains.
    func testRoleIsTheFirstRoleOnTheChain() {
        let source = """
            class A: UIViewController {}
            class B: A {}
            class C: B, UITableViewDelegate {}
            class Loop: Loop {}
            class P: Q {}
            class Q: P {}
            class Cell: UITableViewCell {}
            class Deep: Cell {}
            class Proto: SomeDelegate {}
            protocol SomeDelegate {}
            class Stranger: ThirdPartyController {}
            class Nav: UINavigationController {}
            class Plain {}
            class Host: UIHostingController<Text> {}
            class V: UIView {}
            class Layer: CALayer {}
            """
        let index = TypeIndex()
        TypeIndex.collect(from: parse(source), into: index)
        var roles = Set<String>()
        for name in ["A", "B", "C", "Loop", "P", "Q", "Cell", "Deep", "Proto", "Stranger", "Nav", "Plain", "Host", "V", "Layer",
                     "UIViewController", "Undeclared"] {
            let chain = index.superclassChain(of: name)
            var expected = KnownTypes.role(name) ?? chain.lazy.compactMap { KnownTypes.role($0) }.first
            if expected == nil, let last = chain.last, !index.isKnownOrDeclared(last) { expected = TypeIndex.roleByName(last) }
            XCTAssertEqual(index.role(of: name), expected ?? .other, name)
            roles.insert("\(index.role(of: name))")
        }
        XCTAssertGreaterThanOrEqual(roles.count, 4)
    }
}
