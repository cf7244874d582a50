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

func parse(_ text: String, path: String = "test.swift") -> SyntaxTree {
    Parser.parse(SourceFile(path: path, text: text))
}

/// Lints in-memory files with the given rules (opt-in rules included when named).
func lint(_ files: [(String, String)], rules: [any Rule.Type], deploymentTarget: Version? = nil) -> [Finding] {
    let inputs = files.map { LintInput(displayPath: $0.0, text: $0.1) }
    var options = LintOptions(rules: rules, deploymentTarget: deploymentTarget)
    options.jobs = 2
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

/// The syntax tree's structural promises, checked on any input: the root covers every token;
/// each node's subtree is the index range `i..<end` and lies inside its parent's; a node's
/// tokens lie inside its parent's tokens; siblings follow each other in token order without
/// overlapping; parent and sibling links agree with the array. Returns the broken ones.
func treeInvariantViolations(_ tree: SyntaxTree) -> [String] {
    var out: [String] = []
    let nodes = tree.nodes
    let tokenCount = tree.file.tokens.count
    guard let root = nodes.first else { return tokenCount == 0 ? [] : ["no root for \(tokenCount) tokens"] }
    if Int(root.end) != nodes.count { out.append("root subtree ends at \(root.end), not \(nodes.count)") }
    if tokenCount > 0 && (root.firstToken != 0 || Int(root.lastToken) != tokenCount - 1) {
        out.append("root covers tokens \(root.firstToken)...\(root.lastToken) of \(tokenCount)")
    }
    for i in nodes.indices {
        let n = nodes[i]
        if Int(n.end) <= i || Int(n.end) > nodes.count { out.append("node \(i): end \(n.end)"); continue }
        var child = i + 1
        var lastTokenSeen = Int(n.firstToken) - 1
        while child < Int(n.end) {
            let c = nodes[child]
            if Int(c.parent) != i { out.append("node \(child): parent \(c.parent), expected \(i)") }
            if Int(c.end) > Int(n.end) { out.append("node \(child): subtree ends past its parent \(i)") }
            let empty = c.lastToken < c.firstToken
            if !empty {
                if c.firstToken < n.firstToken || c.lastToken > n.lastToken {
                    out.append("node \(child) (\(c.kind)): tokens \(c.firstToken)...\(c.lastToken) outside parent \(i) (\(n.kind)) \(n.firstToken)...\(n.lastToken)")
                }
                if Int(c.firstToken) <= lastTokenSeen { out.append("node \(child) (\(c.kind)): overlaps its previous sibling") }
                lastTokenSeen = max(lastTokenSeen, Int(c.lastToken))
            }
            let next = Int(c.end)
            if next < Int(n.end) {
                if Int(c.nextSibling) != next { out.append("node \(child): nextSibling \(c.nextSibling), expected \(next)") }
            } else if c.nextSibling >= 0 {
                out.append("node \(child): last child with a nextSibling \(c.nextSibling)")
            }
            child = next
        }
        if out.count > 20 { break }
    }
    return out
}
