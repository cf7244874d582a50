import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Which files a run lints, and that a run which lints nothing says so (exit 2) instead of
/// passing a CI gate silently. One test per case of `included`/`excluded` semantics.
final class FileSelectionTests: XCTestCase {
    /// A folder with `Sources/V.swift`: a view controller whose `viewDidLoad` misses super.
    func app() -> TempDir {
        let t = TempDir()
        t.write("Sources/V.swift", Src.missingSuper)
        return t
    }

    func linted(_ r: (code: Int32, out: String, err: String)) -> [String] {
        r.out.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
    }

    // MARK: Empty means no restriction

    func testIncludedWithNoValueRestrictsNothing() {
        let t = app()
        t.write(".viewlint.yml", "included:\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertEqual(linted(r), ["Sources/V.swift"])
    }

    func testIncludedEmptyListRestrictsNothing() {
        let t = app()
        t.write(".viewlint.yml", "included: []\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertEqual(linted(r), ["Sources/V.swift"])
    }

    func testSwiftLintEmptyIncludedThenExcludedLintsEverythingElse() {
        let t = app()
        t.write("Pods/Lib/Lib.swift", Src.missingSuper)
        t.write(".swiftlint.yml", "included: # paths to include\nexcluded:\n  - Pods\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertEqual(linted(r), ["Sources/V.swift"])
        XCTAssertTrue(r.err.contains("in 1 file (skipped: 1 by config)"), r.err)
    }

    // MARK: Zero files is an error

    func testIncludedThatMatchesNothingIsAnErrorNamingTheEntry() {
        let t = app()
        t.write(".viewlint.yml", "included: [NoSuchDir]\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.out, "")
        let lines = r.err.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [
            "viewlint: warning: .viewlint.yml: included entry 'NoSuchDir' matches no file or folder; check it for a typo",
            "viewlint: error: no files left to lint: the 1 source file in '.' was left out — 1 not matched by 'included: [NoSuchDir]' in .viewlint.yml; fix those entries, lint other paths, or pass --allow-zero-files",
        ])
    }

    func testEverythingExcludedIsAnErrorNamingTheEntryAndConfig() {
        let t = app()
        t.write("Sources/W.swift", Src.strongDelegate)
        t.write(".swiftlint.yml", "excluded: [Sources/]\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.err.contains("the 2 source files in '.' were all left out — 2 by 'excluded: Sources/' in .swiftlint.yml"), r.err)
    }

    func testAFolderWithNoSourcesIsAnError() {
        let t = TempDir()
        t.write("README.md", "no code here\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.err, "viewlint: error: no Swift or Objective-C files to lint in '.'; name the folders that hold your sources, or pass --allow-zero-files\n")
    }

    func testAllowZeroFilesPasses() {
        let t = TempDir()
        let r = runCLI(["--allow-zero-files"], cwd: t.path)
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertTrue(r.err.contains("0 findings"), r.err)
    }

    func testFilesOnlyWithNoFilesOrOnlyExcludedFilesPasses() {
        let t = app()
        XCTAssertEqual(runCLI(["--files-only"], cwd: t.path).code, 0)
        t.write(".viewlint.yml", "excluded: [Sources]\n")
        let r = runCLI(["--files-only", "Sources/V.swift"], cwd: t.path)
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(r.out, "")
    }

    func testChangedSinceWithNoChangedFilesPasses() {
        let t = app()
        git(["init", "-q"], in: t.path)
        git(["add", "."], in: t.path)
        git(["commit", "-q", "-m", "first"], in: t.path)
        let r = runCLI(["--changed-since", "HEAD"], cwd: t.path)
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(runCLI(["--staged"], cwd: t.path).code, 0)
    }

    func testEverySourceGeneratedIsAnErrorThatSaysSo() {
        let t = TempDir()
        t.write("Sources/Strings.swift", "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n" + Src.missingSuper)
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.err.contains("1 as generated code (set 'lint_generated: true' to lint it)"), r.err)
        XCTAssertEqual(runCLI(["--allow-zero-files"], cwd: t.path).code, 0)
    }

    // MARK: Patterns that match nothing

    func testExcludedEntryThatMatchesNothingWarnsAndTheRunGoesOn() {
        let t = app()
        t.write(".viewlint.yml", "excluded:\n  - Sorces/Models   # typo\n  - Pods              # made by pod install: fine\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(linted(r), ["Sources/V.swift"])
        XCTAssertTrue(r.err.hasPrefix("viewlint: warning: .viewlint.yml: excluded entry 'Sorces/Models' matches no file or folder; check it for a typo\n"), r.err)
        XCTAssertFalse(r.err.contains("'Pods'"), r.err)
    }

    func testGlobEntryThatMatchesSomethingDoesNotWarn() {
        let t = app()
        t.write("Sources/Feature/Generated/G.swift", Src.missingSuper)
        t.write(".viewlint.yml", "excluded: ['Sources/*/Generated', '**/*.pb.swift']\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(linted(r), ["Sources/V.swift"])
        XCTAssertEqual(r.err.components(separatedBy: "warning:").count - 1, 1, r.err)   // only the .pb.swift glob
        XCTAssertTrue(r.err.contains("'**/*.pb.swift' matches no file"), r.err)
    }

    // MARK: Path semantics (as SwiftLint reads included/excluded)

    func testPathsAreRelativeToTheConfigFilesFolder() {
        let t = app()
        t.write("App/Gen/G.swift", Src.missingSuper)
        t.write("Gen/Top.swift", Src.missingSuper)
        t.write("App/lint.yml", "excluded: [Gen]\n")
        let r = runCLI(["--config", "App/lint.yml"], cwd: t.path)
        XCTAssertEqual(linted(r), ["Gen/Top.swift", "Sources/V.swift"])
    }

    func testTrailingSlashesMatchTheFolder() {
        let t = app()
        t.write("Sources/Gen/G.swift", Src.missingSuper)
        t.write(".viewlint.yml", "excluded: [Sources/Gen/]\n")
        XCTAssertEqual(linted(runCLI([], cwd: t.path)), ["Sources/V.swift"])
    }

    func testGlobsAndDoubleStar() {
        let t = app()
        t.write("Sources/A/Generated/G.swift", Src.missingSuper)
        t.write("Sources/B/Deep/Generated/G.swift", Src.missingSuper)
        t.write("Sources/B/Mocks.swift", Src.missingSuper)
        t.write(".viewlint.yml", "excluded: ['**/Generated', 'Sources/*/Mock?.swift']\n")
        XCTAssertEqual(linted(runCLI([], cwd: t.path)), ["Sources/V.swift"])
        t.write(".viewlint.yml", "excluded: ['Sources/*/Generated']\n")
        XCTAssertEqual(linted(runCLI([], cwd: t.path)), ["Sources/B/Deep/Generated/G.swift", "Sources/B/Mocks.swift", "Sources/V.swift"])
    }

    func testExcludedWinsOverIncluded() {
        let t = app()
        t.write("Sources/Gen/G.swift", Src.missingSuper)
        t.write(".swiftlint.yml", "included: [Sources]\nexcluded: [Sources/Gen]\n")
        XCTAssertEqual(linted(runCLI([], cwd: t.path)), ["Sources/V.swift"])
    }

    func testFilesNamedOnTheCommandLineAreStillExcluded() {
        // Like SwiftLint's --force-exclude, so a pre-commit hook never lints Pods.
        let t = app()
        t.write("Gen/G.swift", Src.missingSuper)
        t.write(".viewlint.yml", "excluded: [Gen]\n")
        let r = runCLI(["Gen/G.swift", "Sources/V.swift"], cwd: t.path)
        XCTAssertEqual(linted(r), ["Sources/V.swift"])
        XCTAssertTrue(r.err.contains("viewlint: note: Gen/G.swift: left out by 'included'/'excluded' in .viewlint.yml; --no-config lints it anyway"), r.err)
        XCTAssertEqual(linted(runCLI(["--no-config", "Gen/G.swift"], cwd: t.path)), ["Gen/G.swift"])
    }

    func testAFolderNamedOnTheCommandLineIsNarrowedByTheConfig() {
        let t = app()
        t.write("Sources/Gen/G.swift", Src.missingSuper)
        t.write(".viewlint.yml", "excluded: [Sources/Gen]\n")
        XCTAssertEqual(linted(runCLI(["Sources"], cwd: t.path)), ["Sources/V.swift"])
    }

    func testSwiftLintOnlyRulesSwitchesOffUnlistedDefaultTwinsOnly() {
        let t = TempDir()
        // A load_view_calls_super finding, a missing_super_call one and a superfluous disable
        // comment. only_rules only switches rules off: the twins of SwiftLint's default rules it
        // leaves out (superfluous_disable_command), not those of its opt-in rules.
        t.write("Sources/Feed.swift", """
        import UIKit
        final class MapViewController: UIViewController {
            override func loadView() {
                super.loadView()
                view = UIView()
            }
        }

        """ + Src.missingSuper + "// viewlint:disable:next weak_delegat\nlet unused = 1\n")
        // prohibited_super_call (load_view_calls_super's twin) is listed; overridden_super_call
        // (missing_super_call's twin) is opt-in in SwiftLint and not listed; superfluous_disable_command
        // runs by default in SwiftLint and is not listed.
        let all = runCLI(["-q", "--no-config"], cwd: t.path).out.split(separator: "\n").map { String($0.split(separator: "[").last ?? "") }
        XCTAssertEqual(all.sorted(), ["load_view_calls_super]", "missing_super_call]", "superfluous_disable]"])
        t.write(".swiftlint.yml", "only_rules:\n  - prohibited_super_call\n  - line_length\n")
        let ids = runCLI(["-q"], cwd: t.path).out.split(separator: "\n").map { String($0.split(separator: "[").last ?? "") }
        XCTAssertEqual(ids.sorted(), ["load_view_calls_super]", "missing_super_call]"])
        // A rule with no SwiftLint twin is not SwiftLint's to choose: it still runs.
        t.write("Sources/Timer.swift", """
        import UIKit
        final class Ticker: UIViewController {
            var timer: Timer?
            override func viewDidLoad() {
                super.viewDidLoad()
                timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            }
            @objc func tick() {}
        }

        """)
        XCTAssertTrue(runCLI(["-q"], cwd: t.path).out.contains("[timer_not_invalidated]"))
    }

    // MARK: Scope: vendored and generated code

    func testVendoredFoldersAreSkippedAndCounted() {
        let t = app()
        t.write("Pods/Lib/Lib.swift", Src.missingSuper)
        t.write("Vendor/Kit/Kit.swift", Src.missingSuper)
        t.write("Carthage/Checkouts/X/X.swift", Src.missingSuper)
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(linted(r), ["Sources/V.swift"])
        XCTAssertTrue(r.err.contains("in 1 file (skipped: 3 vendored)"), r.err)
        // Named explicitly: linted.
        XCTAssertEqual(linted(runCLI(["Vendor/Kit"], cwd: t.path)), ["Vendor/Kit/Kit.swift"])
        // Configured: lint_vendored, or a list of one's own.
        t.write(".viewlint.yml", "lint_vendored: true\n")
        XCTAssertEqual(linted(runCLI([], cwd: t.path)).count, 4)
        t.write(".viewlint.yml", "vendored_paths: [Vendor]\n")
        XCTAssertEqual(linted(runCLI([], cwd: t.path)), ["Carthage/Checkouts/X/X.swift", "Pods/Lib/Lib.swift", "Sources/V.swift"])
    }

    func testGeneratedFilesFeedTheIndexButAreNotLinted() {
        let t = TempDir()
        // The generated file declares the base class; the hand-written one subclasses it.
        t.write("Sources/Gen.swift", """
        // This file was automatically generated and should not be edited.
        import UIKit
        class GeneratedBase: UIViewController {
            override func viewDidLoad() {}
        }

        """)
        t.write("Sources/Screen.swift", "final class Screen: GeneratedBase {\n    override func viewDidLoad() {}\n}\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertEqual(r.out.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) }, ["Sources/Screen.swift:2:14:"])
        XCTAssertTrue(r.err.contains("in 1 file (skipped: 1 generated)"), r.err)
        t.write(".viewlint.yml", "lint_generated: true\n")
        XCTAssertEqual(linted(runCLI([], cwd: t.path)), ["Sources/Gen.swift", "Sources/Screen.swift"])
        t.write(".viewlint.yml", "generated_paths: ['Sources/Screen.swift']\n")
        XCTAssertEqual(runCLI([], cwd: t.path).code, 2)
    }

    func testGeneratedHeaderDetection() {
        func gen(_ s: String) -> Bool { GeneratedCode.isGenerated(path: "/p/F.swift", bytes: Array(s.utf8)) }
        XCTAssertTrue(gen("// Generated using Sourcery 2.1 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\nimport UIKit\n"))
        XCTAssertTrue(gen("\u{FEFF}/* @generated */\nstruct A {}\n"))
        XCTAssertTrue(gen("//\n//  This is a generated file, do not edit!\n//\nimport Foundation\n"))
        // Block comments: a `*` that does not close one, a phrase after it, one that never closes,
        // and a phrase only after the first line of code.
        XCTAssertTrue(gen("/* Licence: * see LICENSE ** */\n/** Code generated by protoc. */\nimport Foundation\n"))
        XCTAssertTrue(gen("/* generated by hand-rolled tool, never closed"))
        XCTAssertFalse(gen("/* licence * */ import UIKit\n/* generated by x */\n"))
        XCTAssertTrue(gen("// header with no newline, generated by x"))
        XCTAssertFalse(gen("//\n//  Created by Jane on 1/2/20.\n//\nimport UIKit\n// generated by hand later in the file\n"))
        // A doc comment describes the declaration after it, not the file.
        XCTAssertFalse(gen("/// Views generated by the factory.\nstruct Factory {}\n"))
        XCTAssertTrue(GeneratedCode.isGenerated(path: "/p/R.generated.swift", bytes: []))
        XCTAssertTrue(GeneratedCode.isGenerated(path: "/p/Models/User.pb.swift", bytes: []))
    }

    /// The window search against a plain lower-cased search, over every sub-range of texts
    /// that put the words at the edges, in capitals, cut short, and among near misses.
    func testGeneratedOrEditSearchMatchesAPlainSearch() {
        let texts = ["EDIT", "edi", "xGeneRATEDx", "generate", "@Edit ", " regenerated.", "credit", "e d i t", "gEnErAtEd", "ÉDIT edit",
                     // Longer than a machine word, the words across its edges, `d`s that start neither.
                     "Copyright (c) 2021 and so on, do not EDit", "abcdefgh generatedd dddd", "0123456Generated by the tool. D",
                     "\u{44}\u{64}ddDDdd Edi t generat ed xxxxxxxx edit"]
        for text in texts {
            let bytes = Array(text.utf8)
            for lo in 0...bytes.count {
                for hi in lo...bytes.count {
                    let lowered = String(decoding: bytes[lo..<hi].map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
                    let expected = lowered.contains("edit") || lowered.contains("generated")
                    XCTAssertEqual(GeneratedCode.mentionsGeneratedOrEdit(bytes, lo..<hi), expected, "\(text) \(lo)..<\(hi)")
                }
            }
        }
    }

    func testSummaryCountsWhatWasSkipped() throws {
        let t = app()
        t.write("Sources/Gen/A.swift", Src.missingSuper)
        t.write("Sources/Gen/B.swift", Src.missingSuper)
        t.write("Pods/P/P.swift", Src.missingSuper)
        t.write("Sources/Strings.swift", "// swiftlint:disable all\n// Generated using SwiftGen\nenum L10n {}\n")
        t.write(".viewlint.yml", "excluded: [Sources/Gen]\n")
        let r = runCLI([], cwd: t.path)
        XCTAssertTrue(r.err.hasSuffix("in 1 file (skipped: 2 by config, 1 vendored, 1 generated); 1 more with --unsafe-fixes\n"), r.err)
        let json = runCLI(["--format", "json"], cwd: t.path)
        let obj = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as! [String: Any]
        let skipped = (obj["summary"] as! [String: Any])["skipped"] as! [String: Int]
        XCTAssertEqual(skipped, ["config": 2, "vendored": 1, "generated": 1])
    }

    /// Paths are cut by `String` comparison, under which a composed and a decomposed `é` are the
    /// same folder.
    func testRelativeAndDisplayPaths() {
        XCTAssertEqual(PathUtil.relative("/w/app/Feed.swift", to: "/w/app"), "Feed.swift")
        XCTAssertEqual(PathUtil.relative("/w/app/Feed.swift", to: "/w/app/"), "Feed.swift")
        XCTAssertEqual(PathUtil.relative("/w/apple/Feed.swift", to: "/w/app"), "/w/apple/Feed.swift")
        XCTAssertEqual(PathUtil.relative("/w/app", to: "/w/app"), ".")
        XCTAssertEqual(PathUtil.relative("/w/caf\u{E9}/F\u{FC}.swift", to: "/w/cafe\u{301}"), "F\u{FC}.swift")
        XCTAssertEqual(PathUtil.displayPath("./././A.swift", cwd: "/w"), "A.swift")
        XCTAssertEqual(PathUtil.displayPath("/w/src/A.swift", cwd: "/w"), "src/A.swift")
        XCTAssertEqual(PathUtil.displayPath("/other/A.swift", cwd: "/w"), "/other/A.swift")
        XCTAssertEqual(PathUtil.absolute("src/../A.swift", cwd: "/w/"), "/w/A.swift")
        XCTAssertEqual(PathUtil.relative("/w/app/\u{E9}.swift", to: "/w/app"), "\u{E9}.swift")
    }

    /// A path already normal comes back as it is; any other is rebuilt from its components.
    func testNormalizedPaths() {
        let cases = ["/a/b": "/a/b", "/a//b": "/a/b", "/a/./b": "/a/b", "/a/../b": "/b", "a/b": "/a/b", "/": "/",
                     "//": "/", "/a/": "/a", "/.": "/", "/..": "/", "/a/.b": "/a/.b", "/a/..b": "/a/..b",
                     "/a/b/..": "/a", "/\u{E9}/\u{FC}": "/\u{E9}/\u{FC}", "": "/", ".": "/"]
        for (path, normal) in cases {
            XCTAssertEqual(PathUtil.normalize(path), normal, path)
            XCTAssertEqual(PathUtil.isNormal(path), path == normal, path)
        }
    }

    /// A file's folder, found on bytes: the folders a deployment-target lookup is keyed by.
    func testParentFolders() {
        let cases = ["a/b/c.swift": "a/b", "c.swift": "/", "/c.swift": "/", "/a/c.swift": "/a", "a/": "a",
                     "\u{E9}/\u{FC}/x.swift": "\u{E9}/\u{FC}", "\u{1F600}/x": "\u{1F600}", "": "/"]
        for (path, folder) in cases {
            XCTAssertEqual(PathUtil.parent(path), folder, path)
            XCTAssertEqual(PathUtil.lastSlash(path), path.lastIndex(of: "/"), path)
            XCTAssertEqual(PathUtil.parentSlice(path).isEmpty ? "/" : String(PathUtil.parentSlice(path)), folder, path)
        }
        let bridged = String(Substring("x/y/z.swift").dropFirst(2))
        XCTAssertEqual(PathUtil.parent(bridged), "y")
    }

    /// Default vendored folder names are matched on bytes; a non-ASCII name configured in one
    /// Unicode form still matches a folder spelled in the other.
    func testVendoredFolderNamesOnBytesAndText() {
        let ascii = FileSelection.VendoredGlobs([Glob(component: "Pods", base: "/w"), Glob(component: "Carthage", base: "/w")])
        XCTAssertTrue(FileSelection.isVendored("/w/Pods/A/B.swift", below: "Pods/A/B.swift", ascii))
        XCTAssertFalse(FileSelection.isVendored("/w/Podsx/B.swift", below: "Podsx/B.swift", ascii))
        XCTAssertFalse(FileSelection.isVendored("/w/Src/Pods.swift", below: "Src/Pods.swift", ascii))
        let text = FileSelection.VendoredGlobs([Glob(component: "Fr\u{E9}mwork", base: "/w")])
        XCTAssertTrue(FileSelection.isVendored("/w/Fre\u{301}mwork/B.swift", below: "Fre\u{301}mwork/B.swift", text))
    }

    /// The folder names read in place from a path's bytes give the answer of the components
    /// made for each path: the file's own name never counts, empty components are no folder,
    /// and a non-ASCII path is left to the component test.
    func testVendoredFoldersReadInPlaceAgreeWithComponents() {
        let globs = FileSelection.VendoredGlobs(Config.defaultVendored.map { Glob(component: $0, base: "/w") })
        let paths = ["Pods/A.swift", "A/Pods/B.swift", "Pods.swift", "A/Pods", "A/Pods/", "A//Pods//B.swift", "/Pods/A.swift",
                     "Podsx/A.swift", "xPods/A.swift", "A/B/C/D.swift", "", "/", "Carthage/Checkouts/X/Y.swift",
                     "Caf\u{E9}/Pods/A.swift", "Pods/Caf\u{E9}.swift", "A/Vendor/B.swift", "A/vendor", "third_party/x/y.swift"]
        for below in paths {
            let inPlace = globs.hasFolderName(below)
            let dirs = Glob.components(PathUtil.parent("/" + below))
            let byComponents = dirs.contains(where: globs.isFolderName)
            if let inPlace { XCTAssertEqual(inPlace, byComponents, below) }
            XCTAssertEqual(FileSelection.isVendored("/w/" + below, below: below, globs), byComponents, below)
        }
        XCTAssertNil(globs.hasFolderName("Caf\u{E9}/A.swift"), "non-ASCII before any match: the component test decides")
        XCTAssertEqual(globs.hasFolderName("Pods/Caf\u{E9}.swift"), true)
        XCTAssertEqual(globs.hasFolderName("A/Pods"), false, "the last component is the file's name")
    }

    /// Folder prefixes cut on bytes give `String`'s answer: the reference below is the
    /// Character-level test, over ASCII and non-ASCII paths, bases with and without a slash,
    /// a base that only starts a folder's name, and a combining mark right after the prefix.
    func testPathPrefixesOnBytesAgreeWithStrings() {
        // On arrays of Characters, which compare as `String` does.
        func folder(_ base: String) -> [Character] { Array(base) + (base.last == "/" ? [] : ["/"]) }
        func referenceRelative(_ path: String, _ base: String) -> String {
            let chars = Array(path), prefix = folder(base)
            if chars.starts(with: prefix) { return String(chars[prefix.count...]) }
            return chars == Array(base) ? "." : path
        }
        func referenceDisplay(_ p: String, _ cwd: String) -> String {
            var chars = Array(p)
            while chars.starts(with: [".", "/"]) { chars.removeFirst(2) }
            let prefix = folder(cwd)
            if chars.first == "/", chars.starts(with: prefix) { return String(chars[prefix.count...]) }
            return String(chars)
        }
        let bases = ["/w/app", "/w/app/", "/", "", "/w/caf\u{E9}", "/w/cafe\u{301}", "/w/a"]
        let tails = ["", "/", "/Feed.swift", "le/Feed.swift", "/\u{301}x.swift", "/\u{E9}.swift", "/a/b/c.swift", "x"]
        var checked = 0
        for base in bases {
            for stem in ["/w/app", "/w/caf\u{E9}", "/w/cafe\u{301}", "/w/a", "", "/"] {
                for tail in tails {
                    let path = stem + tail
                    XCTAssertEqual(PathUtil.relative(path, to: base), referenceRelative(path, base), "\(path) to \(base)")
                    XCTAssertEqual(PathUtil.displayPath(path, cwd: base), referenceDisplay(path, base), "\(path) in \(base)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, bases.count * 6 * tails.count)
        XCTAssertEqual(PathUtil.prefixTest("/w/app/Feed.swift", base: "/w/app"), .rest("Feed.swift"))
        XCTAssertEqual(PathUtil.prefixTest("/w/apple/Feed.swift", base: "/w/app"), .absent)
        XCTAssertEqual(PathUtil.prefixTest("/w/app/\u{301}.swift", base: "/w/app"), .undecided)
    }
}
