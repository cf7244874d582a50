import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Package root, found from this file's path.
let packageRoot: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3) // Tests/ViewLintCoreTests/TestSupport.swift
    return parts.joined(separator: "/")
}()

/// Every Swift fixture (`Fixtures/<rule>/<name>.swift`), sorted: its path below `Fixtures`
/// and on disk.
func fixtureFiles() throws -> [(name: String, path: String)] {
    let root = packageRoot + "/Fixtures"
    var out: [(name: String, path: String)] = []
    for dir in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + dir)) ?? []
        for f in files.sorted() where f.hasSuffix(".swift") { out.append((dir + "/" + f, root + "/" + dir + "/" + f)) }
    }
    return out
}

func parse(_ text: String, path: String = "test.swift") -> SyntaxTree {
    Parser.parse(SourceFile(path: path, text: text))
}

/// Lints in-memory files with the given rules (opt-in rules included when named).
func lint(_ files: [(String, String)], rules: [any Rule.Type], deploymentTarget: Version? = nil) -> [Finding] {
    let inputs = files.map { LintInput(displayPath: $0.0, text: $0.1) }
    var options = LintOptions(rules: rules, deploymentTarget: deploymentTarget)
    options.jobs = 2
    options.reportedScopes = Set(CodeScope.allCases)  // rules' own behaviour, in every scope (debug clauses too)
    return Linter.run(inputs, options: options).findings
}

func lint(_ text: String, rules: [any Rule.Type], deploymentTarget: Version? = nil) -> [Finding] {
    lint([("test.swift", text)], rules: rules, deploymentTarget: deploymentTarget)
}

func rule(_ id: String) -> any Rule.Type {
    guard let r = RuleRegistry.rule(id) else { fatalError("no rule \(id)") }
    return r
}

/// Captures a CLI run.
func runCLI(_ args: [String], stdin: String = "", cwd: String = packageRoot) -> (code: Int32, out: String, err: String) {
    var out = "", err = ""
    let io = CLIOutput(out: { out += $0 }, err: { err += $0 }, readStdin: { Array(stdin.utf8) }, cwd: cwd)
    let code = CLI.run(args, io: io)
    return (code, out, err)
}

/// Tests that read Objective-C need libclang. Without it they are skipped, saying why —
/// except in CI (environment variable CI set), where they fail: CI installs libclang-dev.
func requireLibClang(file: StaticString = #filePath, line: UInt = #line) throws {
    guard case .missing(let reason) = LibClang.load() else { return }
    let why = "\(reason): the Objective-C tests need it; \(LibClang.installHint)"
    if ProcessInfo.processInfo.environment["CI"] != nil {
        XCTFail("CI is set and " + why, file: file, line: line)
        throw XCTSkip("failed above: " + why)
    }
    throw XCTSkip(why)
}

/// Runs git in `dir` with a fixed identity; fails the test when git fails.
func git(_ args: [String], in dir: String, file: StaticString = #filePath, line: UInt = #line) {
    let r = try! GitChanges.git(["-c", "user.name=viewlint", "-c", "user.email=viewlint@example.com",
                                 "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"] + args, cwd: dir)
    XCTAssertEqual(r.code, 0, "git \(args): \(r.err)", file: file, line: line)
}

/// The syntax tree's structural promises (see `SyntaxTree.invariantViolations`).
func treeInvariantViolations(_ tree: SyntaxTree) -> [String] { tree.invariantViolations() }

/// A lexing as comparable lines: every token's kind, keyword, flags and range, then every
/// comment's kind and range (for tests that two ways of lexing one file agree).
func lexingShape(_ r: (tokens: [Token], trivia: [Trivia])) -> [String] {
    r.tokens.map { "\($0.kind) \($0.keyword) \($0.flags.rawValue) \($0.start) \($0.end)" }
        + r.trivia.map { "trivia \($0.kind) \($0.start) \($0.end)" }
}

// MARK: Processes

/// The `viewlint` executable SwiftPM built next to this test bundle.
func builtViewlint() throws -> String { try builtExecutable("viewlint") }

/// An executable product SwiftPM built next to this test bundle (`viewlint`, `viewlint-dev`).
func builtExecutable(_ name: String) throws -> String {
    var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = dir.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        dir = dir.deletingLastPathComponent()
    }
    for scratch in [".build/debug", ".build/release"] {
        let candidate = packageRoot + "/" + scratch + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    XCTFail("the \(name) executable is not built next to the tests; run 'swift build' first")
    throw XCTSkip("no \(name) executable")
}

/// An executable on PATH, or nil.
func which(_ name: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let p = "\(dir)/\(name)"
        if FileManager.default.isExecutableFile(atPath: p) { return p }
    }
    return nil
}

/// Runs a program to its end (at most `timeout` seconds) with `stdin` as its input.
func runProcess(_ exe: String, _ args: [String], stdin: [UInt8], env: [String: String] = [:], cwd: String? = nil,
                timeout: Double = 60) throws
    -> (code: Int32, out: [UInt8], err: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: exe)
    p.arguments = args
    if let cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
    var environment = ProcessInfo.processInfo.environment
    for (k, v) in env { environment[k] = v }
    p.environment = environment
    let i = Pipe(), o = Pipe(), e = Pipe()
    p.standardInput = i
    p.standardOutput = o
    p.standardError = e
    try p.run()
    final class Box: @unchecked Sendable { var data = Data() }
    let out = Box(), err = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async { out.data = o.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    group.enter()
    DispatchQueue.global().async { err.data = e.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    i.fileHandleForWriting.write(Data(stdin))
    try? i.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(timeout)
    while p.isRunning && Date() < deadline { usleep(10_000) }
    if p.isRunning {
        p.terminate()
        XCTFail("\(exe) \(args) did not finish within \(Int(timeout)) s")
    }
    p.waitUntilExit()
    group.wait()
    return (p.terminationStatus, Array(out.data), String(decoding: err.data, as: UTF8.self))
}
