import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Deployment targets found as Xcode would build each file: Swift packages, Xcode projects
/// (per target), XcodeGen, Tuist, xcconfig; the lowest wins when several apply.
final class DeploymentTargetTests: XCTestCase {
    func targets(_ t: TempDir, _ file: String, roots: [String] = []) -> DeploymentTargets? {
        DeploymentTargetMap.build(files: [(file, t.path + "/" + file)], roots: roots.map { t.path + "/" + $0 }, cwd: t.path)
            .targets(forFile: file)
    }

    /// The manifests are searched with a byte-level `firstRange(of:)` (FastText.swift): the
    /// same ranges as the library's, before and after non-ASCII text, and nil when absent.
    func testByteSearchFindsWhatTheLibraryFinds() {
        let text = "// é \u{1F600} platforms: [.iOS(.v15)], path: \"Sources/Ä\", path: \"X\""
        for needle in ["platforms:", "path:", ".iOS(", "\"", "missing", "X\"", "é"] {
            let mine = text.firstRange(of: needle)
            let library = text.range(of: needle)
            XCTAssertEqual(mine, library, needle)
            XCTAssertEqual(text[text.index(after: text.startIndex)...].firstRange(of: needle).map { text[$0] },
                           library.map { text[$0] }, needle)
        }
    }

    func testYearEquivalentsAcrossPlatforms() {
        let t = DeploymentTargets(minimum: [.iOS: Version(15), .watchOS: Version(8), .macOS: Version(12), .tvOS: Version(15)])
        XCTAssertTrue(t.supports(iOS: Version(15)))
        XCTAssertFalse(t.supports(iOS: Version(16)))
        XCTAssertFalse(DeploymentTargets(minimum: [.iOS: Version(17), .macOS: Version(13)]).supports(iOS: Version(17)), "macOS 13 is iOS 16's year")
        XCTAssertTrue(DeploymentTargets(minimum: [.macOS: Version(10, 15)]).supports(iOS: Version(13)))
        XCTAssertTrue(DeploymentTargets(minimum: [.watchOS: Version(26)]).supports(iOS: Version(26)))
    }

    func testNearestPackagePlatformsForAFileInsideThePackage() {
        let t = TempDir()
        t.write(".git/HEAD", "ref: main\n")
        t.write("App.xcodeproj/project.pbxproj", pbxproj(app: "17.0"))
        t.write("Packages/Core/Package.swift", """
        let package = Package(name: "Core", platforms: [.iOS(.v14), .macOS("11.0"), .tvOS(.v14), .watchOS(.v7)],
            targets: [.target(name: "Core"), .target(name: "Extra", path: "Extra/Src")])
        """)
        t.write("Packages/Core/Sources/Core/A.swift", "")
        t.write("Packages/Core/Extra/Src/B.swift", "")
        t.write("App/C.swift", "")
        XCTAssertEqual(targets(t, "Packages/Core/Sources/Core/A.swift")?.minimum,
                       [.iOS: Version(14), .macOS: Version(11), .tvOS: Version(14), .watchOS: Version(7)])
        XCTAssertEqual(targets(t, "Packages/Core/Extra/Src/B.swift")?.minimum[.iOS], Version(14))
        // A file of the app is built by the project, not the package.
        XCTAssertEqual(targets(t, "App/C.swift")?.minimum, [.iOS: Version(17)])
    }

    func testPackageWithoutPlatformsGetsSwiftPMDefaults() {
        let t = TempDir()
        t.write("Package.swift", "let package = Package(name: \"Lib\")\n")
        t.write("Sources/Lib/A.swift", "")
        XCTAssertEqual(targets(t, "Sources/Lib/A.swift")?.minimum[.iOS], Version(12))
    }

    func testXcodeProjectPerTargetIgnoresSDKVariantsAndTestTargets() {
        let t = TempDir()
        t.write("App.xcodeproj/project.pbxproj", pbxproj(app: "15.0", widget: "16.0", tests: "12.0",
                                                         variant: "\"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]\" = 11.0;"))
        t.write("App/A.swift", "")
        XCTAssertEqual(targets(t, "App/A.swift")?.minimum, [.iOS: Version(15)], "lowest app target; the test target and the [sdk=] variant do not count")
    }

    func testXcodeProjectInheritsTheProjectLevelSettingAndKnowsTVOS() {
        let t = TempDir()
        t.write("TV.xcodeproj/project.pbxproj", pbxproj(app: nil, projectLevel: "IPHONEOS_DEPLOYMENT_TARGET = 13.0; TVOS_DEPLOYMENT_TARGET = 14.0;", sdk: "appletvos"))
        t.write("TV/A.swift", "")
        XCTAssertEqual(targets(t, "TV/A.swift")?.minimum, [.tvOS: Version(14)])
    }

    func testXcodeGenProjectSpec() {
        let t = TempDir()
        t.write("project.yml", """
        name: Riot
        options:
          deploymentTarget:
            iOS: "10.0"
            watchOS: "6.0"
        targets:
          Riot:
            type: application
            platform: iOS
          RiotShareExtension:
            type: app-extension
            platform: iOS
            deploymentTarget: "14.0"
          RiotTests:
            type: bundle.unit-test
            platform: iOS
            deploymentTarget: "9.0"
        """)
        t.write("Riot/A.swift", "")
        XCTAssertEqual(targets(t, "Riot/A.swift")?.minimum, [.iOS: Version(10)])
    }

    func testXcodeGenSpecWithABuildScript() {
        // A multi-line script (a YAML block scalar) is another tool's business: the spec is
        // still read (it was refused whole, and the app's iOS 10 minimum was lost).
        let t = TempDir()
        t.write("project.yml", """
        name: Shop
        options:
          deploymentTarget:
            iOS: "10.0"
        targets:
          Shop:
            type: application
            platform: iOS
            preBuildScripts:
              - script: |
                  if which swiftlint >/dev/null; then
                      swiftlint   # lint: yes
                  fi
                name: SwiftLint
              - script: >-
                  echo done
                name: Done
        """)
        t.write("Shop/A.swift", "")
        XCTAssertEqual(targets(t, "Shop/A.swift")?.minimum, [.iOS: Version(10)])
        // viewlint's own config keeps refusing them, with the fix in the message.
        XCTAssertThrowsError(try YAML.parse("included: |\n  Sources\n"))
        XCTAssertEqual(try YAML.parseProjectFile("a: |\n  x\n  y\nb: 1\n").entries?.map { $0.value.string }, ["x\ny", "1"])
    }

    func testXcodeGenWithTheTargetInAnXCConfig() {
        let t = TempDir()
        t.write("project.yml", "name: App\nconfigFiles:\n  Debug: Config/Project.xcconfig\ntargets:\n  App:\n    type: application\n    platform: iOS\n")
        t.write("Config/Project.xcconfig", "// shared\nIPHONEOS_DEPLOYMENT_TARGET = 11.0\nSWIFT_VERSION = 5.0\n")
        t.write("App/A.swift", "")
        XCTAssertEqual(targets(t, "App/A.swift")?.minimum, [.iOS: Version(11)])
    }

    func testTuistProject() {
        let t = TempDir()
        t.write("Project.swift", """
        import ProjectDescription
        let project = Project(name: "App", targets: [
            .target(name: "App", destinations: .iOS, product: .app, bundleId: "a.b", deploymentTargets: .iOS("16.0")),
            .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "a.b.w",
                    deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0")),
        ])
        """)
        t.write("App/A.swift", "")
        XCTAssertEqual(targets(t, "App/A.swift")?.minimum, [.iOS: Version(16), .macOS: Version(14)])
    }

    /// The folders the file walk listed answer the search for projects: every file gets the
    /// targets a search of the disk finds, and the walk recorded each folder with its markers.
    func testTheWalksListingsGiveTheSameTargetsAsTheDisk() {
        let t = TempDir()
        t.write(".git/HEAD", "ref: main\n")
        t.write("App.xcodeproj/project.pbxproj", pbxproj(app: "16.0"))
        t.write("App/Screens/A.swift", "")
        t.write("Packages/Core/Package.swift", "let package = Package(name: \"Core\", platforms: [.iOS(.v15)])\n")
        t.write("Packages/Core/Sources/Core/B.swift", "")
        t.write("Tools/Gen/project.yml", "options:\n  deploymentTarget:\n    iOS: \"14.0\"\n")
        t.write("Tools/Gen/Sources/C.swift", "")
        t.write("Vendor/Lib/D.swift", "")
        let listings = FolderListings()
        var unreadable: [String] = []
        let files = FileWalker.files(under: t.path, unreadable: &unreadable, listings: listings)
        XCTAssertEqual(files.count, 5, "four sources and the manifest")
        let pairs = files.map { (display: String($0.dropFirst(t.path.count + 1)), disk: $0) }
        let fromDisk = DeploymentTargetMap.build(files: pairs, roots: [t.path], cwd: t.path)
        let fromWalk = DeploymentTargetMap.build(files: pairs, roots: [t.path], cwd: t.path, listings: listings)
        for p in pairs {
            XCTAssertEqual(fromWalk.targets(forFile: p.display)?.minimum, fromDisk.targets(forFile: p.display)?.minimum, p.display)
        }
        XCTAssertEqual(fromWalk.targets(forFile: "Packages/Core/Sources/Core/B.swift")?.minimum[.iOS], Version(15))
        XCTAssertEqual(fromWalk.targets(forFile: "Tools/Gen/Sources/C.swift")?.minimum[.iOS], Version(14))
        XCTAssertEqual(fromWalk.targets(forFile: "Vendor/Lib/D.swift")?.minimum[.iOS], Version(16))
        let listed = listings.absolute(cwd: "/")
        XCTAssertEqual(listed[t.path].map { Set($0) }, [".git", "App.xcodeproj"])
        XCTAssertEqual(listed[t.path + "/Packages/Core"], ["Package.swift"])
        XCTAssertEqual(listed[t.path + "/Tools/Gen"], ["project.yml"])
        XCTAssertEqual(listed[t.path + "/Vendor/Lib"], [])
        XCTAssertNil(listed[t.path + "/.git"], "hidden folders are not walked")
    }

    /// Nothing is read when the map is built: a folder's project is read the first time one of
    /// its files is asked about, and each project is read once. (A project written after the
    /// map was built but before the first question counts; a change after that does not.)
    func testProjectsAreReadOnFirstAsk() {
        let t = TempDir()
        t.write(".git/HEAD", "ref: main\n")
        t.write("App/A.swift", "")
        t.write("App/B.swift", "")
        t.write("Other/C.swift", "")
        let files = ["App/A.swift", "App/B.swift", "Other/C.swift"].map { (display: $0, disk: t.path + "/" + $0) }
        let map = DeploymentTargetMap.build(files: files, roots: [], cwd: t.path)
        t.write("App.xcodeproj/project.pbxproj", pbxproj(app: "15.0"))
        XCTAssertEqual(map.targets(forFile: "App/B.swift")?.minimum[.iOS], Version(15))
        t.write("App.xcodeproj/project.pbxproj", pbxproj(app: "17.0"))
        XCTAssertEqual(map.targets(forFile: "App/A.swift")?.minimum[.iOS], Version(15), "a folder is resolved once")
        XCTAssertEqual(map.targets(forFile: "Other/C.swift")?.minimum[.iOS], Version(15), "the project was read once")
        XCTAssertEqual(map.fingerprint, "App=iOS 15.0;Other=iOS 15.0|-")
    }

    /// A listed folder is not read again: a manifest the listing does not show is not looked for.
    func testAListedFolderIsNotReadAgain() {
        let t = TempDir()
        t.write("Lib/Package.swift", "let package = Package(name: \"Lib\", platforms: [.iOS(.v13)])\n")
        t.write("Lib/Sources/A.swift", "")
        let file = [(display: "Lib/Sources/A.swift", disk: t.path + "/Lib/Sources/A.swift")]
        XCTAssertEqual(DeploymentTargetMap.build(files: file, roots: [], cwd: t.path).targets(forFile: file[0].display)?.minimum[.iOS],
                       Version(13))
        let listings = FolderListings()
        listings.record(t.path + "/Lib", [])
        listings.record(t.path + "/Lib/Sources", [])
        listings.record(t.path, [ProjectMarkers.repository])
        XCTAssertNil(DeploymentTargetMap.build(files: file, roots: [], cwd: t.path, listings: listings).targets(forFile: file[0].display))
    }

    func testProjectMarkerNames() {
        for name in [".git", "Package.swift", "Project.swift", "project.yml", "project.yaml", "App.xcodeproj", "A.xcodeproj", ".xcodeproj",
                     "My Great App.xcodeproj"] {
            XCTAssertTrue(ProjectMarkers.isMarker(name), name)
        }
        for name in ["package.swift", "Foo.swift", "xcodeproj", "project.json", ".gitignore", "App.xcodeproj.bak", "App.xcworkspace", "", ".gi"] {
            XCTAssertFalse(ProjectMarkers.isMarker(name), name)
        }
    }

    func testProjectInASubfolderIsFoundFromTheRepositoryRoot() {
        let t = TempDir()
        t.write("ios/App.xcodeproj/project.pbxproj", pbxproj(app: "16.4"))
        t.write("Shared/A.swift", "")
        XCTAssertEqual(targets(t, "Shared/A.swift", roots: ["."])?.minimum, [.iOS: Version(16, 4)])
        XCTAssertNil(targets(t, "Shared/A.swift"), "a file named by a hook never triggers a scan below")
    }

    func testRulesFollowTheFilesTargetAndTheOverrides() {
        // legacy_observable_object needs iOS 17: silent in the iOS 16 package, fires in the iOS 17 app.
        let t = TempDir()
        t.write(".git/HEAD", "ref: main\n")
        t.write("App.xcodeproj/project.pbxproj", pbxproj(app: "17.0"))
        t.write("Kit/Package.swift", "let package = Package(name: \"Kit\", platforms: [.iOS(.v16)])\n")
        let store = "import SwiftUI\nfinal class Store: ObservableObject {\n    @Published var name = \"\"\n}\n"
        t.write("Kit/Sources/Kit/Store.swift", store)
        t.write("App/AppStore.swift", store)
        let args = ["-q", "--only", "legacy_observable_object"]
        XCTAssertEqual(runCLI(args, cwd: t.path).out.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["App/AppStore.swift"])
        // The config's deployment_target applies to every file, and --deployment-target beats it.
        t.write(".viewlint.yml", "deployment_target: 17.0\n")
        XCTAssertEqual(runCLI(args, cwd: t.path).out.split(separator: "\n").count, 2)
        XCTAssertEqual(runCLI(args + ["--deployment-target", "16.0"], cwd: t.path).out, "")
    }

    /// Files, groups and build files (most of a real project) are skipped whole, by their
    /// braces: quoted strings and comments holding braces or parentheses do not end them.
    func testObjectsTheTargetsNeverReadAreSkippedWhole() {
        let noise = #"""
                F1 /* a (b.swift */ = {isa = PBXFileReference; path = "x } ) {\" y"; name = "("; };
                G1 /* } group */ = {
                    isa = PBXGroup;
                    children = (
                        F1 /* a (b.swift */,
                    );
                    settings = { ATTRIBUTES = (Weak, ); };
                };
                B1 = {isa = PBXBuildFile; fileRef = F1 /* { */; };

        """#
        let text = pbxproj(app: "15.0").replacingOccurrences(of: "objects = {\n\n", with: "objects = {\n\n" + noise)
        XCTAssertNotEqual(text, pbxproj(app: "15.0"))
        XCTAssertEqual(XcodeProjectFile.targets(bytes: Array(text.utf8))?.minimum[.iOS], Version(15, 0))
        let objects = XcodeProjectFile.parse(Array(text.utf8))
        XCTAssertNil(objects["F1"], "skipped")
        XCTAssertNil(objects["G1"], "skipped")
        XCTAssertNil(objects["B1"], "skipped")
        XCTAssertEqual(objects["T0000000000000000000001"]?.isa, "PBXNativeTarget")
        XCTAssertEqual(objects.values.filter { $0.isa == "XCBuildConfiguration" }.count, 4)
        // Of a configuration's settings, only those `targets` reads are kept.
        XCTAssertEqual(objects["C0000000000000000000001"]?.settings["SDKROOT"], "iphoneos")
        XCTAssertEqual(objects["C2000000000000000000011"]?.settings["IPHONEOS_DEPLOYMENT_TARGET"], "15.0")
        XCTAssertNil(objects["C0000000000000000000001"]?.settings["PRODUCT_NAME"])
    }

    /// A project file cut short or damaged with the bytes the reader steers by (quotes, comment
    /// marks, brackets, escapes) ends the reading, never the run: every cut and 500 seeded
    /// damages are read to the end.
    func testDamagedProjectFilesAreReadSafely() {
        let good = Array(pbxproj(app: "15.0", widget: "16.0").utf8)
        for cut in stride(from: 0, to: good.count, by: 3) { _ = XcodeProjectFile.targets(bytes: Array(good[..<cut])) }
        let steering: [UInt8] = Array("\"/*(){}\\;=".utf8)
        var seed: UInt64 = 42
        for _ in 0..<500 {
            var b = good
            for _ in 0..<8 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                b[Int(seed >> 33) % b.count] = steering[Int(seed >> 20) % steering.count]
            }
            _ = XcodeProjectFile.targets(bytes: b)
        }
        XCTAssertEqual(XcodeProjectFile.targets(bytes: good)?.minimum[.iOS], Version(15, 0))
    }

    /// A small project.pbxproj: an app target (and optionally a widget and a test target),
    /// each with Debug and Release configurations.
    func pbxproj(app: String?, widget: String? = nil, tests: String? = nil, variant: String = "",
                 projectLevel: String = "", sdk: String = "iphoneos") -> String {
        func config(_ id: String, _ name: String, _ settings: String) -> String {
            "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\t\(settings)\n\t\t\t\tOTHER = (\n\t\t\t\t\t\"-a\",\n\t\t\t\t);\n\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
        }
        func target(_ id: String, _ name: String, _ type: String, _ list: String) -> String {
            "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list) /* Build configuration list for PBXNativeTarget \"\(name)\" */;\n\t\t\tbuildPhases = (\n\t\t\t);\n\t\t\tname = \(name);\n\t\t\tproductType = \"com.apple.product-type.\(type)\";\n\t\t};\n"
        }
        func list(_ id: String, _ a: String, _ b: String) -> String {
            "\t\t\(id) /* Build configuration list */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(a) /* Debug */,\n\t\t\t\t\(b) /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
        }
        var objects = ""
        objects += "\t\tP0000000000000000000000 /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = L0000000000000000000000 /* Build configuration list for PBXProject */;\n\t\t\ttargets = (\n\t\t\t);\n\t\t};\n"
        objects += list("L0000000000000000000000", "C0000000000000000000001", "C0000000000000000000002")
        objects += config("C0000000000000000000001", "Debug", "SDKROOT = \(sdk); \(projectLevel)")
        objects += config("C0000000000000000000002", "Release", "SDKROOT = \(sdk); \(projectLevel)")
        var n = 0
        for (name, type, version) in [("App", "application", app), ("Widget", "app-extension", widget), ("AppTests", "bundle.unit-test", tests)] {
            guard let version else { if name == "App" { objects += target("T0000000000000000000000", name, type, "L0000000000000000000009") + list("L0000000000000000000009", "C0000000000000000000091", "C0000000000000000000092") + config("C0000000000000000000091", "Debug", "") + config("C0000000000000000000092", "Release", "") }; continue }
            n += 1
            objects += target("T000000000000000000000\(n)", name, type, "L100000000000000000000\(n)")
            objects += list("L100000000000000000000\(n)", "C20000000000000000000\(n)1", "C20000000000000000000\(n)2")
            objects += config("C20000000000000000000\(n)1", "Debug", "IPHONEOS_DEPLOYMENT_TARGET = \(version); \(variant)")
            objects += config("C20000000000000000000\(n)2", "Release", "IPHONEOS_DEPLOYMENT_TARGET = \(version);")
        }
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\n\(objects)\t};\n\trootObject = P0000000000000000000000 /* Project object */;\n}\n"
    }
}
