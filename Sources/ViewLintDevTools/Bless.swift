import ViewLintCore
import ViewLintCLI
import Foundation

/// `viewlint-dev bless`: rewrites every file derived from the rules in one step: what
/// `generate-docs` writes (docs' metadata tables and real-code sections, embedded docs, the
/// registry, the SwiftLint table), then the per-rule fixture tests, each fixture folder's
/// `expected.txt` and the `viewlint rules` snapshot. The tests compare the same files with
/// the same code (`FixtureRuns`), so a tree just blessed passes those checks.
public enum Bless {
    public static let catalogSnapshot = "Tests/ViewLintCoreTests/Snapshots/rules.txt"
    /// Passed to the rebuilt tool, so that a registry still stale after the rebuild stops
    /// instead of rebuilding forever.
    static let afterRebuildFlag = "--after-rebuild"

    public static func run(_ args: [String], log: (String) -> Void) throws -> Int32 {
        guard args.allSatisfy({ $0 == afterRebuildFlag }) else { throw UsageError("'bless' takes no arguments; run it from the package root") }
        guard FileWalker.kind(of: "Package.swift") == .file, FileWalker.kind(of: DocsGenerator.defaultRulesDir) == .directory else {
            throw UsageError("bless: run it from viewlint's package root (no Package.swift and Rules/ here)")
        }
        let docs = try DocsGenerator.outputs(rulesDir: DocsGenerator.defaultRulesDir, output: DocsGenerator.defaultOutput)
        let docsWritten = try DerivedFile.writeChanged(docs, log: log)
        // The expected messages come from the rules compiled into this process. A rule class
        // added or renamed since it was built is in the registry just written but not in
        // the running one, so the tool is rebuilt and blesses again.
        let declared = try DocsGenerator.ruleClassNames(sourcesDir: DocsGenerator.ruleSources)
        if declared != compiledRuleClassNames() {
            if args.contains(afterRebuildFlag) {
                throw UsageError("bless: the rebuilt viewlint-dev still lacks rule classes \(Set(declared).subtracting(compiledRuleClassNames()).sorted())")
            }
            log("viewlint-dev: the rule registry changed; rebuilding to bless with the new rules (swift run viewlint-dev bless)\n")
            return try rerunRebuilt()
        }
        let (files, kept) = fixtureOutputs(root: ".")
        let derived = files + [catalogOutput(root: ".")]
        let written = try docsWritten + DerivedFile.writeChanged(derived, log: log)
        log("viewlint-dev: bless: \(written) of \(docs.count + derived.count) derived files rewritten\n")
        for id in kept {
            log("viewlint-dev: note: kept \(FixtureRuns.fixturesDir)/\(id)/\(FixtureRuns.expectedFile): its Objective-C fixtures need libclang (\(LibClang.installHint))\n")
        }
        return kept.isEmpty ? 0 : 1
    }

    /// The class names of the registered rules, sorted as the generated registry lists them.
    static func compiledRuleClassNames() -> [String] {
        RuleRegistry.all.map { String(describing: $0) }.sorted()
    }

    /// Everything bless derives below `root` (`generate-docs`' outputs first), for a test
    /// that the tree is already blessed.
    public static func outputs(root: String) throws -> [DerivedFile] {
        try DocsGenerator.outputs(rulesDir: DerivedFile.path(DocsGenerator.defaultRulesDir, under: root),
                                  output: DerivedFile.path(DocsGenerator.defaultOutput, under: root))
            + fixtureOutputs(root: root).files + [catalogOutput(root: root)]
    }

    /// The generated per-rule tests and every rule's `expected.txt`, and the ids of the
    /// rules whose expected messages cannot be computed here (Objective-C runs without
    /// libclang): their files are left as they are.
    static func fixtureOutputs(root: String) -> (files: [DerivedFile], kept: [String]) {
        var files = [DerivedFile(path: DerivedFile.path(FixtureRuns.ruleTestsOutput, under: root), text: FixtureRuns.ruleTestsSource())]
        var kept: [String] = []
        let objcAvailable: Bool
        if case .missing = LibClang.load() { objcAvailable = false } else { objcAvailable = true }
        for r in RuleRegistry.all {
            let id = r.info.id
            let runs = FixtureRuns.runs(root: root, id: id)
            if !objcAvailable && runs.contains(where: { $0.isObjC }) {
                kept.append(id)
                continue
            }
            let entries = runs.flatMap { ExpectedFindings.entries(FixtureRuns.lint(r, $0, root: root), rule: id) }
            files.append(DerivedFile(path: DerivedFile.path("\(FixtureRuns.fixturesDir)/\(id)/\(FixtureRuns.expectedFile)", under: root),
                                     text: ExpectedFindings.text(entries)))
        }
        return (files, kept)
    }

    static func catalogOutput(root: String) -> DerivedFile {
        DerivedFile(path: DerivedFile.path(catalogSnapshot, under: root), text: CLI.rulesTable())
    }

    /// `swift run viewlint-dev bless` again, as a child whose exit status becomes this one's:
    /// SwiftPM rebuilds the tool with the registry just written.
    static func rerunRebuilt() throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "run", "viewlint-dev", "bless", afterRebuildFlag]
        do { try p.run() } catch { throw UsageError("bless: cannot run 'swift run viewlint-dev bless' (\(error.localizedDescription))") }
        p.waitUntilExit()
        return p.terminationStatus
    }
}
