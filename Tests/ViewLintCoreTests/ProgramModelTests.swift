import Foundation
import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI

/// The program model's scopes: which types the program reaches (dead code), what a release
/// build leaves out (debug-only code), and sample apps; and how a run hides, counts and labels
/// findings there.
final class ProgramModelTests: XCTestCase {
    let missingSuper = rule("missing_super_call")

    func screen(_ name: String) -> String {
        "final class \(name): UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        print(1)\n    }\n}\n"
    }

    /// The reachability of `files` (path, text) when the world outside them holds `words`.
    func reachability(_ files: [(String, String)], world words: [String] = []) -> ProgramReachability {
        let index = TypeIndex()
        for (path, text) in files { DeclarationScanner.collect(from: SourceFile(path: path, text: text), into: index) }
        index.sortRecords()
        index.computeReachability(ProgramWorld(wordHashes: Set(words.map(NameHash.of))))
        return index.reachability!
    }

    /// Lints in memory as a run over whole folders does, with `words` outside the files.
    func run(_ files: [(String, String)], world words: [String] = [], report: Set<CodeScope> = []) -> LintResult {
        var options = LintOptions(rules: [missingSuper])
        options.jobs = 2
        options.sampleFolders = ["Example"]
        options.reportedScopes = report
        let hashes = Set(words.map(NameHash.of))
        options.programWorld = { ProgramWorld(wordHashes: hashes) }
        return Linter.run(files.map { LintInput(displayPath: $0.0, text: $0.1) }, options: options)
    }

    let app = """
    import UIKit
    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window?.rootViewController = Home()
            return true
        }
    }

    """

    // MARK: Reachability

    func testTypesReachedFromTheEntryPointAreLiveAndOthersDead() {
        let home = "import UIKit\n" + screen("Home") + "extension Home {\n    func next() { show(Detail(), sender: nil) }\n}\n"
        let r = reachability([("App/AppDelegate.swift", app), ("App/Home.swift", home),
                              ("App/Detail.swift", "import UIKit\n" + screen("Detail")),
                              ("App/Orphan.swift", "import UIKit\n" + screen("Orphan") + screen("OrphanChild").replacingOccurrences(of: "print(1)", with: "_ = Orphan()"))])
        XCTAssertEqual(r.dead, ["Orphan", "OrphanChild"])   // an extension's code reaches Detail; Orphan is named only by dead code
        XCTAssertTrue(r.debugOnly.isEmpty)
    }

    func testAStoryboardOnlyControllerIsReachable() {
        let files = [("App/AppDelegate.swift", app), ("App/Home.swift", "import UIKit\n" + screen("Home")),
                     ("App/Settings.swift", "import UIKit\n" + screen("SettingsViewController"))]
        XCTAssertEqual(reachability(files).dead, ["SettingsViewController"])
        // `customClass="SettingsViewController"` in a storyboard: a word of the world.
        XCTAssertEqual(reachability(files, world: ["SettingsViewController", "UIViewController"]).dead, [])
    }

    func testATypeUsedOnlyInItsOwnPreviewsIsDead() {
        let card = """
        import SwiftUI
        struct Card: View {
            var body: some View { Text("card") }
        }
        #Preview { Card() }
        struct Card_Previews: PreviewProvider {
            static var previews: some View { Card() }
        }

        """
        let root = "import SwiftUI\n@main\nstruct Shop: App {\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n"
        XCTAssertEqual(reachability([("App/Shop.swift", root), ("App/Card.swift", card)]).dead, ["Card"])
        // A name in a string literal counts (`NSClassFromString("Card")`).
        let byString = root.replacingOccurrences(of: "Text(\"x\")", with: "Text(\"Card\")")
        XCTAssertEqual(reachability([("App/Shop.swift", byString), ("App/Card.swift", card)]).dead, [])
    }

    func testATypeReachedOnlyFromDebugClausesIsDebugOnly() {
        let home = """
        import UIKit
        final class Home: UIViewController {
            #if DEBUG
            func openMenu() { present(DeveloperMenu(), animated: true) }
            #endif
        }

        """
        let r = reachability([("App/AppDelegate.swift", app), ("App/Home.swift", home),
                              ("App/DeveloperMenu.swift", "import UIKit\n" + screen("DeveloperMenu") + screen("MenuRow").replacingOccurrences(of: "print(1)", with: "_ = DeveloperMenu.self"))])
        XCTAssertEqual(r.debugOnly, ["DeveloperMenu"])
        XCTAssertEqual(r.dead, ["MenuRow"])
    }

    func testPublicTypesAndSystemDiscoveredTypesAreRoots() {
        let lib = "import UIKit\npublic final class Banner: UIView {}\nfinal class Hidden: UIView {}\n"
        let intent = "import AppIntents\nstruct OpenInbox: AppIntent {\n    func perform() async throws -> some IntentResult { .result() }\n}\n"
        XCTAssertEqual(reachability([("App/AppDelegate.swift", app), ("App/Home.swift", "import UIKit\n" + screen("Home")),
                                     ("Lib/Banner.swift", lib), ("App/Intent.swift", intent)]).dead, ["Hidden"])
        // Without an entry point the run is not a whole program (a library, snippets): nothing is dead.
        XCTAssertEqual(reachability([("Lib/Banner.swift", lib)]).dead, [])
    }

    func testWhatHeadersAndExtensionsOfFrameworkTypesReach() {
        let home = """
        import SwiftUI
        import UIKit
        final class Home: UIViewController {
            func edit() { present(EditTitleController(), animated: true) }
        }
        final class EditTitleController: UIHostingController<EditTitleView> {}
        struct EditTitleView: View {
            var body: some View { Button("OK") {}.buttonStyle(.pill).background(_PaddedWrapper()) }
        }
        struct _PaddedWrapper: View { var body: some View { Text("") } }
        extension ButtonStyle where Self == PillStyle {
            static var pill: PillStyle { .init() }
        }
        struct PillStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        extension UINavigationItem {
            func setTitle(upper: String) { titleView = TitleLabel() }
        }
        final class TitleLabel: UILabel {}

        """
        // The generic argument of a superclass, a `where` clause, a leading underscore, code in an
        // extension of a type the run does not declare (reached by `navigationItem.setTitle`).
        XCTAssertEqual(reachability([("App/AppDelegate.swift", app), ("App/Home.swift", home)]).dead, [])
    }

    // MARK: Build conditions and sample code

    func testDebugOnlyClauses() {
        func debugLines(_ text: String) -> [Int] {
            let file = SourceFile(path: "a.swift", text: text)
            let ranges = BuildConditions.debugOnlyRanges(file)
            return (1...file.lineCount).filter { line in
                let start = file.lineStarts[line - 1]
                return BuildConditions.contains(ranges, start + 1) || BuildConditions.contains(ranges, start)
            }
        }
        XCTAssertEqual(debugLines("#if DEBUG\nlet a = 1\n#else\nlet b = 2\n#endif\n"), [1, 2])
        XCTAssertEqual(debugLines("#if !DEBUG\nlet a = 1\n#else\nlet b = 2\n#endif\n"), [3, 4])
        XCTAssertEqual(debugLines("#if !RELEASE\nlet a = 1\n#endif\n"), [1, 2])
        XCTAssertEqual(debugLines("#if targetEnvironment(simulator)\nlet a = 1\n#endif\n"), [1, 2])
        XCTAssertEqual(debugLines("#if DEBUG && os(iOS)\nlet a = 1\n#endif\n"), [1, 2])
        // Shipped in some build: a disjunction, another flag, an `#elseif` after a debug clause.
        XCTAssertEqual(debugLines("#if DEBUG || BETA\nlet a = 1\n#endif\n"), [])
        XCTAssertEqual(debugLines("#if os(iOS)\nlet a = 1\n#else\nlet b = 2\n#endif\n"), [])
        XCTAssertEqual(debugLines("#if DEBUG\nlet a = 1\n#elseif BETA\nlet b = 2\n#endif\n"), [1, 2])
    }

    func testSampleCodeIsAnAppOfItsOwnInASampleNamedFolder() throws {
        let dir = NSTemporaryDirectory() + "viewlint-samples-\(UUID().uuidString)"
        for d in ["Example/Shop.xcodeproj", "KingfisherDemo", "watchOS Example", "App/Debug/Examples", "Sources/Demos"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + d, withIntermediateDirectories: true)
        }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        for f in ["KingfisherDemo/Package.swift", "watchOS Example/project.yml"] {
            FileManager.default.createFile(atPath: dir + "/" + f, contents: Data())
        }
        let paths = ["Example/Sources/Cart.swift", "KingfisherDemo/A.swift", "watchOS Example/Ext/A.swift",
                     "App/Debug/Examples/Colors.swift", "Sources/Demos/A.swift", "Sources/DemoView.swift"]
        let folders = SampleCode.sampleFolders(paths) { dir + "/" + $0 }
        XCTAssertEqual(folders, ["Example", "KingfisherDemo", "watchOS Example"])
        XCTAssertEqual(paths.filter { SampleCode.isSamplePath($0, folders: folders) },
                       ["Example/Sources/Cart.swift", "KingfisherDemo/A.swift", "watchOS Example/Ext/A.swift"])
        // sample_paths name more.
        XCTAssertTrue(SampleCode.isSamplePath("Tools/Gallery/A.swift", folders: [], globs: [Glob(component: "Gallery", base: "")]))
    }

    // MARK: Runs

    func testARunHidesCountsAndOnRequestLabelsScopedFindings() {
        let home = "import UIKit\n" + screen("Home") + "#if DEBUG\nextension Home {\n    override func viewDidAppear(_ animated: Bool) {}\n}\n#endif\n"
        let files = [("App/AppDelegate.swift", app), ("App/Home.swift", home),
                     ("App/Orphan.swift", "import UIKit\n" + screen("Orphan")),
                     ("Example/Screen.swift", "import UIKit\n" + screen("ExampleScreen"))]
        let quiet = run(files, world: ["ExampleScreen"])
        XCTAssertEqual(quiet.findings.map { "\($0.path):\($0.line)" }, ["App/Home.swift:3"])
        XCTAssertEqual(quiet.hiddenByScope, [.deadCode: 1, .debugCode: 1, .sampleCode: 1])
        let audit = run(files, world: ["ExampleScreen"], report: Set(CodeScope.allCases))
        XCTAssertEqual(audit.findings.map { "\($0.path):\($0.line):\($0.scope?.rawValue ?? "-")" },
                       ["App/Home.swift:3:-", "App/Home.swift:9:debug_code", "App/Orphan.swift:3:dead_code", "Example/Screen.swift:3:sample_code"])
        XCTAssertTrue(audit.hiddenByScope.isEmpty)
        // Without the world (a run of single files, the language server) no type is dead.
        var options = LintOptions(rules: [missingSuper])
        options.jobs = 2
        options.sampleFolders = ["Example"]
        let unknown = Linter.run(files.map { LintInput(displayPath: $0.0, text: $0.1) }, options: options)
        XCTAssertEqual(unknown.hiddenByScope, [.debugCode: 1, .sampleCode: 1])
    }

    func testTheCommandLineReadsTheRepositoryAndSaysWhatItLeftOut() throws {
        let dir = NSTemporaryDirectory() + "viewlint-program-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/App/Base.lproj", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try app.write(toFile: dir + "/App/AppDelegate.swift", atomically: true, encoding: .utf8)
        try ("import UIKit\n" + screen("Home")).write(toFile: dir + "/App/Home.swift", atomically: true, encoding: .utf8)
        try ("import UIKit\n" + screen("Orphan")).write(toFile: dir + "/App/Orphan.swift", atomically: true, encoding: .utf8)
        try ("import UIKit\n" + screen("Settings")).write(toFile: dir + "/App/Settings.swift", atomically: true, encoding: .utf8)
        try "<viewController customClass=\"Settings\" customModule=\"App\"/>\n"
            .write(toFile: dir + "/App/Base.lproj/Main.storyboard", atomically: true, encoding: .utf8)
        let plain = runCLI(["--no-config", "--no-cache", "--only", "missing_super_call", "App"], cwd: dir)
        XCTAssertEqual(plain.code, 1)
        XCTAssertEqual(plain.out.split(separator: "\n").map { String($0.prefix(16)) }, ["App/Home.swift:3", "App/Settings.swi"])
        XCTAssertTrue(plain.err.contains("not shown: 1 in dead code (--enable dead_code)"), plain.err)
        let json = runCLI(["--no-config", "--no-cache", "--only", "missing_super_call", "--enable", "dead_code", "--format", "json", "App"], cwd: dir)
        XCTAssertTrue(json.out.contains("\"path\": \"App/Orphan.swift\", \"line\": 3"), json.out)
        XCTAssertTrue(json.out.contains("\"scope\": \"dead_code\""), json.out)
        // The config asks for the scope as for an opt-in rule; an unknown scope name is an unknown rule.
        try "opt_in_rules:\n  - dead_code\n".write(toFile: dir + "/.viewlint.yml", atomically: true, encoding: .utf8)
        let configured = runCLI(["--no-cache", "--only", "missing_super_call", "App"], cwd: dir)
        XCTAssertEqual(configured.out.split(separator: "\n").count, 3, configured.out + configured.err)
        XCTAssertFalse(configured.err.contains("warning:"), configured.err)
        // A cached run that replays every file keeps the last run's answer (beside the cache
        // file), until a word outside the Swift files changes it.
        for k in 0..<16 { try "struct Filler\(k) {}\n".write(toFile: dir + "/App/Filler\(k).swift", atomically: true, encoding: .utf8) }
        try FileManager.default.removeItem(atPath: dir + "/.viewlint.yml")
        let args = ["--no-config", "--cache-path", dir + "/cache", "--only", "missing_super_call", "App"]
        let first = runCLI(args, cwd: dir), again = runCLI(args, cwd: dir)
        XCTAssertEqual(first.out, again.out)
        XCTAssertTrue(again.err.contains("not shown: 1 in dead code"), again.err)
        let stored = try FileManager.default.contentsOfDirectory(atPath: dir + "/cache").filter { $0.hasSuffix(".program") }
        XCTAssertEqual(stored.count, 1)
        try "<viewController customClass=\"Orphan\"/>\n".write(toFile: dir + "/App/Base.lproj/Other.storyboard", atomically: true, encoding: .utf8)
        let named = runCLI(args, cwd: dir)
        XCTAssertFalse(named.err.contains("not shown"), named.err)
        XCTAssertTrue(named.out.contains("App/Orphan.swift:3"), named.out)
        // A file named alone: the run does not know the program, so nothing is dead.
        let single = runCLI(["--no-config", "--no-cache", "--only", "missing_super_call", "App/Orphan.swift"], cwd: dir)
        XCTAssertEqual(single.code, 1)
        XCTAssertFalse(single.err.contains("not shown"), single.err)
    }
}
