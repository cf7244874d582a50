import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// File scope (test code, AppKit code) decides which rules run; group names work wherever a
/// rule id does.
final class ScopeAndGroupTests: XCTestCase {
    let missingSuper = "import UIKit\nfinal class Screen: UIViewController {\n    override func viewDidLoad() {}\n}\n"

    func ids(_ findings: [Finding]) -> [String] { findings.map { "\($0.path):\($0.line):\($0.ruleID)" } }

    // MARK: Test code

    func testTestCodeIsRecognisedByPathNameAndImport() {
        XCTAssertTrue(FileScope.isTestPath("PocketCastsTests/Helpers/TestingViewController.swift"))
        XCTAssertTrue(FileScope.isTestPath("App/UITests/LoginFlow.swift"))
        XCTAssertTrue(FileScope.isTestPath("Sources/FeedViewControllerTests.swift"))
        XCTAssertTrue(FileScope.isTestPath("Sources/FeedSpec.swift"))
        XCTAssertFalse(FileScope.isTestPath("Sources/Contests/Board.swift"))
        XCTAssertFalse(FileScope.isTestPath("Sources/Testimonial.swift"))
        XCTAssertTrue(FileScope.of(SourceFile(path: "a.swift", text: "@testable import App\nimport XCTest\n")).isTest)
        XCTAssertTrue(FileScope.of(SourceFile(path: "a.swift", text: "import Testing\n")).isTest)
        XCTAssertFalse(FileScope.of(SourceFile(path: "a.swift", text: "import UIKit\n// import XCTest\n")).isTest)
        // Each test module, an imported declaration, modifiers before the name; near-misses are not.
        for m in ["Quick", "Nimble", "SnapshotTesting", "ViewInspector", "class XCTest.XCTestCase"] {
            XCTAssertTrue(FileScope.of(SourceFile(path: "a.swift", text: "import UIKit\nimport \(m)\n")).isTest, m)
        }
        XCTAssertTrue(FileScope.of(SourceFile(path: "a.swift", text: "@preconcurrency public import XCTest\n")).isTest)
        for m in ["XCTestDynamicOverlay", "Test", "QuickLook", "UIKitX", "App.XCTest"] {
            XCTAssertFalse(FileScope.of(SourceFile(path: "a.swift", text: "import \(m)\n")).isTest, m)
        }
        let widget = FileScope.of(SourceFile(path: "a.swift", text: "import SwiftUI\nimport WidgetKit\nstruct W: Widget {}\n"))
        XCTAssertTrue(widget.isWidget)
        XCTAssertFalse(FileScope.of(SourceFile(path: "a.swift", text: "import WidgetKit\nfunc f() { WidgetCenter.shared.reloadAllTimelines() }\n")).isWidget)
        XCTAssertFalse(FileScope.of(SourceFile(path: "a.swift", text: "import UIKit\nimport class AppKit.NSView\n")).isAppKit)
        XCTAssertTrue(FileScope.of(SourceFile(path: "a.swift", text: "import struct AppKit.NSEdgeInsets\n")).isAppKit)
    }

    func testAClassAnswersFromItsOwnDeclarationWhenAnotherTargetHasOneOfTheSameName() {
        let mac = "import AppKit\nfinal class Inspector: NSViewController {\n    override func viewWillAppear() {}\n}\n"
        let ios = "import UIKit\nfinal class Inspector: UITableViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        print(1)\n    }\n}\n"
        // The Mac file comes first in path order, so the index's first `Inspector` is AppKit's.
        let found = lint([("Mac/Inspector.swift", mac), ("iOS/Inspector.swift", ios)], rules: [rule("missing_super_call")])
        XCTAssertEqual(ids(found), ["iOS/Inspector.swift:3:missing_super_call"])
    }

    func testRulesSkipTestCodeUnlessTheyDeclareOtherwise() {
        let push = """
        import UIKit
        final class Flow: UIViewController {
            func go() {
                navigationController?.pushViewController(UIViewController(), animated: true)
                navigationController?.pushViewController(UIViewController(), animated: true)
            }
        }

        """
        let rules = [rule("missing_super_call"), rule("sequential_push"), rule("superfluous_disable")]
        let found = lint([("App/Screen.swift", missingSuper), ("AppTests/ScreenTests.swift", missingSuper),
                          ("App/FlowSpec.swift", push),
                          ("App/Helpers.swift", "import XCTest\n" + missingSuper + "// viewlint:disable:next superfluous_disable, missing_super_call\nlet x = 1\n// viewlint:disable:next missng_super_call\nlet y = 2\n")],
                         rules: rules)
        // superfluous_disable runs in tests too: a misspelled comment is wrong anywhere. A
        // comment naming a rule that does not run in tests is not reported as superfluous.
        XCTAssertEqual(ids(found), ["App/Helpers.swift:8:superfluous_disable", "App/Screen.swift:3:missing_super_call"])
    }

    func testConfiguredTestPaths() throws {
        let t = TempDir()
        t.write("Sources/Support/Fakes/FakeScreen.swift", missingSuper)
        t.write("Sources/Screen.swift", missingSuper)
        XCTAssertEqual(runCLI(["-q"], cwd: t.path).out.split(separator: "\n").count, 2)
        t.write(".viewlint.yml", "test_paths: [Fakes]\n")
        XCTAssertEqual(runCLI(["-q"], cwd: t.path).out.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["Sources/Screen.swift"])
    }

    // MARK: AppKit code

    func testUIKitRulesSkipAppKitFilesButSwiftUIRulesDoNot() {
        let mac = """
        import AppKit
        import SwiftUI
        final class Sidebar: NSViewController {
            override func viewDidLoad() {}
        }
        final class Old: Sidebar {
            override func viewWillLayout() {}
            func refresh() { view.layoutSubtreeIfNeeded() }
        }
        struct Row: View {
            @ObservedObject var model = Model()
            var body: some View { Text("x") }
        }

        """
        let found = lint([("Mac/Sidebar.swift", mac), ("Model.swift", "import Combine\nfinal class Model: ObservableObject {}\n")],
                         rules: [rule("missing_super_call"), rule("direct_lifecycle_call"), rule("observed_object_initialized_inline")])
        XCTAssertEqual(ids(found), ["Mac/Sidebar.swift:11:observed_object_initialized_inline"])
        XCTAssertTrue(FileScope.of(SourceFile(path: "a.swift", text: "import Cocoa\n")).isAppKit)
        XCTAssertFalse(FileScope.of(SourceFile(path: "a.swift", text: "import AppKit\nimport UIKit\n")).isAppKit)
        // Only the keyword imports: a backticked name spelled `import` is a name.
        XCTAssertFalse(FileScope.of(SourceFile(path: "a.swift", text: "let x = `import`\nCocoa.run()\n")).isAppKit)
        XCTAssertTrue(FileScope.of(SourceFile(path: "a.swift", text: "let x = 1\nfunc f() {}\n#if os(macOS)\nimport Cocoa\n#endif\n")).isAppKit)
    }

    func testAppKitPartsOfAMultiPlatformFile() {
        let shared = """
        #if canImport(UIKit)
        import UIKit
        #else
        import AppKit
        #endif

        #if os(macOS)
        final class MacScreen: NSViewController {
            override func viewDidLoad() {}
        }
        #elseif os(iOS)
        final class PhoneScreen: UIViewController {
            override func viewDidLoad() {}
        }
        #endif

        #if canImport(UIKit)
        final class A: UIViewController {
            override func viewWillAppear(_ animated: Bool) {}
        }
        #else
        final class B: ViewControllerBase {
            override func viewWillAppear(_ animated: Bool) {}
        }
        #endif

        final class Window: NSWindowController {
            func show() { window?.contentViewController?.viewDidLoad() }
        }

        """
        let found = lint([("Shared/Screens.swift", shared), ("Base.swift", "import UIKit\nclass ViewControllerBase: UIViewController {}\n")],
                         rules: [rule("missing_super_call"), rule("direct_lifecycle_call")])
        XCTAssertEqual(ids(found), ["Shared/Screens.swift:13:missing_super_call", "Shared/Screens.swift:19:missing_super_call"])
    }

    /// A type whose chain reaches AppKit through a class declared in another file, and that
    /// file's framework superclass below an AppKit root (`NSSplitViewController`), is an AppKit
    /// part too; the UIKit type beside it is not.
    func testAppKitPartsThroughADeclaredBaseClass() {
        let shared = """
        import UIKit

        final class Split: MacBase {
            override func viewDidLoad() {}
        }

        final class Phone: UIViewController {
            override func viewDidLoad() {}
        }

        """
        let found = lint([("Shared/Split.swift", shared), ("Mac/Base.swift", "import AppKit\nclass MacBase: NSSplitViewController {}\n")],
                         rules: [rule("missing_super_call")])
        XCTAssertEqual(ids(found), ["Shared/Split.swift:8:missing_super_call"])
        let index = TypeIndex()
        index.add(TypeIndex.TypeRecord(name: "MacBase", kind: .class, inherited: ["NSSplitViewController"], path: "b", isObjC: false))
        XCTAssertTrue(index.descends("MacBase", fromAnyOf: AppKitRegions.appKitRoots))
        XCTAssertTrue(index.descends("NSTableView", fromAnyOf: AppKitRegions.appKitRoots), "a framework class, by its known chain")
        let iOSOnly = TypeIndex()
        iOSOnly.add(TypeIndex.TypeRecord(name: "Base", kind: .class, inherited: ["UIViewController"], path: "b", isObjC: false))
        iOSOnly.add(TypeIndex.TypeRecord(name: "Screen", kind: .class, inherited: ["Base"], path: "s", isObjC: false))
        XCTAssertFalse(iOSOnly.descends("Screen", fromAnyOf: AppKitRegions.appKitRoots))
        XCTAssertTrue(iOSOnly.descends("NSView", fromAnyOf: AppKitRegions.appKitRoots))
    }

    // MARK: Groups

    func testGroupNamesWorkOnTheCommandLine() {
        let src = """
        import SwiftUI
        struct Screen: View {
            @State var count = 0
            var body: some View { Text("\\(count)").foregroundColor(.red) }
        }

        """
        func rules(_ args: [String]) -> Set<String> {
            Set(runCLI(args + ["-", "-q", "--deployment-target", "17.0"], stdin: src).out.split(separator: "\n").compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } })
        }
        XCTAssertEqual(rules([]), [])
        XCTAssertEqual(rules(["--enable", "style"]), ["non_private_state"])
        XCTAssertEqual(rules(["--enable", "modernization,style"]), ["non_private_state", "deprecated_swiftui_api"])
        XCTAssertEqual(rules(["--enable", "all", "--disable", "modernization"]), ["non_private_state"])
        XCTAssertEqual(rules(["--only", "modernization"]), ["deprecated_swiftui_api"])
        let bad = runCLI(["--enable", "stlye", "-"], stdin: src)
        XCTAssertEqual(bad.code, 2)
        XCTAssertEqual(bad.err, "viewlint: error: unknown rule or group 'stlye'; did you mean 'style'? ('viewlint rules' lists them all)\n")
    }

    func testGroupNamesWorkInTheConfig() throws {
        let t = TempDir()
        t.write("Sources/Screen.swift", missingSuper + "import SwiftUI\nstruct V: View {\n    @State var n = 0\n    var body: some View { Text(\"\") }\n}\n")
        func found() -> [String] {
            runCLI(["-q", "--format", "text"], cwd: t.path).out.split(separator: "\n").map { line in
                let parts = line.split(separator: " ")
                return "\(parts[1]) \(line.split(separator: "[").last!.dropLast())"
            }
        }
        XCTAssertEqual(found(), ["error: missing_super_call"])
        t.write(".viewlint.yml", "opt_in_rules: [style]\ncorrectness: info\n")
        XCTAssertEqual(found(), ["note: missing_super_call", "warning: non_private_state"])
        // A rule's own severity beats its group's, wherever it is written.
        t.write(".viewlint.yml", "missing_super_call: warning\ncorrectness: info\n")
        XCTAssertEqual(found(), ["warning: missing_super_call"])
        t.write(".viewlint.yml", "disabled_rules: [correctness]\nopt_in_rules: [style]\n")
        XCTAssertEqual(found(), ["warning: non_private_state"])
        t.write(".viewlint.yml", "only_rules: [style]\n")
        XCTAssertEqual(found(), ["warning: non_private_state"])
        t.write(".viewlint.yml", "correctness: {severity: info, report_unknown_rules: false}\n")
        let r = runCLI(["-q"], cwd: t.path)
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.err.contains("correctness: a group takes only a severity"), r.err)
    }

    func testRulesListingShowsGroups() {
        let out = runCLI(["rules"]).out
        XCTAssertTrue(out.contains("missing_super_call") && out.contains("correctness"))
        let line = out.split(separator: "\n").first { $0.hasPrefix("deprecated_swiftui_api ") }.map(String.init) ?? ""
        XCTAssertTrue(line.contains(" modernization ") && line.contains(" opt-in "), line)
    }

    /// A file lexed with the run's trigger table lists its `import` tokens, and its scope read
    /// from that list is the scope read from every token: over every fixture and these cases.
    func testScopeFromTheLexedImportListIsTheFullScansScope() throws {
        let table = TriggerTable(RuleRegistry.all)
        var sources = [
            "import UIKit\nfinal class A {}", "import AppKit\nimport Foundation", "import Cocoa\n@testable import App",
            "import class UIKit.UIView\nimport AppKit", "public import XCTest", "@preconcurrency import Quick",
            "import WidgetKit\nstruct W: Widget {}", "import WidgetKit\nfunc f() { WidgetCenter.shared.reloadAllTimelines() }",
            "final class A {}\nimport AppKit", "let `import` = 1\nimport SwiftUI", "import", "import UIKit; import AppKit",
            "#if os(macOS)\nimport AppKit\n#else\nimport UIKit\n#endif",
        ]
        let root = packageRoot + "/Fixtures"
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { sources.append(try String(contentsOfFile: root + "/" + path, encoding: .utf8)) }
        }
        var kinds = Set<String>()
        for (n, text) in sources.enumerated() {
            let path = n % 3 == 0 ? "Sources/A.swift" : "AppTests/A.swift"
            let plain = SourceFile(path: path, text: text)
            let lexed = SourceFile(path: path, bytes: Array(text.utf8), triggers: table)
            XCTAssertNotNil(lexed.triggerWords)
            let expected = FileScope.of(plain)
            XCTAssertEqual(FileScope.of(lexed), expected, text)
            kinds.insert("\(expected.isTest)\(expected.isAppKit)\(expected.isWidget)")
        }
        XCTAssertGreaterThanOrEqual(kinds.count, 4, "the cases reach test, AppKit and widget scopes")
    }
}
