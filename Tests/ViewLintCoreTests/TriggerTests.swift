import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Trigger-word dispatch: a rule runs only on files that contain its trigger words, so a
/// rule's triggers must never skip a file in which it would find something.
final class TriggerTests: XCTestCase {
    final class Probe: Rule {
        static let info = RuleInfo(id: "probe", category: .meta, group: .suspicious, severity: .info, framework: .any, summary: "probe")
        static let visits: [NodeKind] = []
        static var triggers: RuleTriggers { RuleTriggers(alternatives: [["DispatchQueue", "sync"], ["*Anchor"]]) }
        init() {}
    }

    func testWordsAndCamelCaseTails() {
        let table = TriggerTable([Probe.self])
        func active(_ s: String) -> Bool { table.isActive(0, table.scan(SourceFile(path: "a.swift", text: s))) }
        XCTAssertTrue(active("DispatchQueue.main.sync { }"))
        XCTAssertFalse(active("DispatchQueue.main.async { }"), "one word of the pair is not enough")
        XCTAssertTrue(active("view.topAnchor.constraint(equalTo: x)"))
        XCTAssertTrue(active("let a = Anchor()"))
        XCTAssertFalse(active("let anchor = 1 // topAnchor in a comment"))
        XCTAssertFalse(active("let s = \"leadingAnchor\""), "string contents are not words")
        XCTAssertTrue(active("`sync`; DispatchQueue"))
    }

    /// For every rule and every fixture file: with triggers ignored, the rule finds nothing in
    /// a file its triggers would skip.
    /// The words found as a file is lexed are the ones a scan of its tokens finds; they travel
    /// with a packed lexing, and a table that did not make them scans the tokens itself.
    func testWordsFoundWhileLexingAreTheScansWords() {
        let table = TriggerTable([Probe.self]), other = TriggerTable([Probe.self])
        for text in ["DispatchQueue.main.sync { }", "x.topAnchor", "let `sync` = DispatchQueue", "", "view.frame = .zero"] {
            let plain = SourceFile(path: "a.swift", text: text)
            let lexed = SourceFile(path: "a.swift", bytes: Array(text.utf8), triggers: table)
            let expected = table.scan(tokens: plain.tokens, bytes: plain.bytes)
            XCTAssertNil(plain.triggerWords)
            XCTAssertEqual(lexed.triggerWords?.bits, expected, text)
            XCTAssertEqual(table.scan(lexed), expected, text)
            XCTAssertEqual(PackedLexing(lexed).unpack(path: "a.swift", bytes: lexed.bytes)?.triggerWords?.bits, expected, text)
            // Another table numbers its words its own way: it does not take these bits.
            let poisoned = SourceFile(path: "a.swift", bytes: Array(text.utf8), tokens: plain.tokens, trivia: plain.trivia,
                                      triggerWords: TriggerWords(table: other, bits: [~0], importTokens: [], wordTokens: []))
            XCTAssertEqual(table.scan(poisoned), expected, text)
        }
    }

    func testTriggersNeverSkipAFileWithFindings() {
        var failures: [String] = []
        for r in RuleRegistry.all where !r.triggers.isAlways {
            let table = TriggerTable([r])
            for run in FixtureTests.runs(for: r.info.id) where !run.isObjC {
                let texts = run.files.map { String(decoding: FileWalker.read($0) ?? [], as: UTF8.self) }
                let rel = run.files.map { String($0.dropFirst(packageRoot.count + 1)) }
                let inputs = zip(rel, texts).map { LintInput(displayPath: $0.0, text: $0.1) }
                var options = LintOptions(rules: [r], deploymentTarget: FixtureTests.options(texts))
                options.ignoreTriggers = true
                options.jobs = 2
                let findings = Linter.run(inputs, options: options).findings
                for (path, text) in zip(rel, texts) where !table.isActive(0, table.scan(SourceFile(path: path, text: text))) {
                    let missed = findings.filter { $0.path == path }
                    if !missed.isEmpty { failures.append("\(path): \(r.info.id) found \(missed.count) but its triggers skip the file") }
                }
            }
        }
        XCTAssertTrue(failures.isEmpty, "\n" + failures.joined(separator: "\n"))
    }

    /// With every rule's words in one table (more than 64 of them, so a rule's alternatives
    /// span several mask words), a rule is active exactly when one of its alternatives has all
    /// its words among the file's identifiers and keywords, a `*Tail` word as a name's ending.
    func testEveryRuleIsActiveExactlyWhenAnAlternativeIsPresent() {
        let rules = RuleRegistry.all
        let table = TriggerTable(rules)
        XCTAssertGreaterThan(table.wordCount, 64)
        var unreadable: [String] = []
        var texts = FileWalker.files(under: packageRoot + "/Fixtures", extensions: ["swift"], unreadable: &unreadable)
            .map { String(decoding: FileWalker.read($0) ?? [], as: UTF8.self) }
        texts += ["", "let x = 1", "DispatchQueue.main.sync { }; v.topAnchor"]
        for text in texts {
            let file = SourceFile(path: "a.swift", text: text)
            var names = Set<String>()
            for i in file.tokens.indices where file.tokens[i].kind == .identifier || file.tokens[i].kind == .keyword {
                names.insert(file.identifierText(i))
            }
            let words = table.scan(file)
            for (i, r) in rules.enumerated() {
                let expected = r.triggers.isAlways || r.triggers.alternatives.contains { alt in
                    alt.allSatisfy { w in w.hasPrefix("*") ? names.contains { $0.hasSuffix(w.dropFirst()) } : names.contains(w) }
                }
                XCTAssertEqual(table.isActive(i, words), expected, "\(r.info.id) in \(text.prefix(60))")
            }
        }
    }

    /// A file's rules are chosen from bits made per kind of file: for every kind and every
    /// rule, the choice is what the rule's own `applies(in:)` and triggers say.
    func testAFilesRulesFollowEachRulesScopeAndTriggers() {
        let rules = RuleRegistry.all
        let table = DispatchTable(rules)
        let texts = ["let x = 1", "override func viewWillAppear(_ a: Bool) { DispatchQueue.main.sync { } }",
                     "v.topAnchor.constraint(equalTo: w.topAnchor).isActive = true; addSubview(v)"]
        for k in 0..<8 {
            let scope = FileScope(isTest: k & 1 != 0, isAppKit: k & 2 != 0, isWidget: k & 4 != 0)
            for text in texts {
                let words = table.triggers.scan(SourceFile(path: "a.swift", text: text))
                let expected = rules.indices.filter { rules[$0].info.applies(in: scope) && table.triggers.isActive($0, words) }
                let chosen = table.forFile(scope: scope, words: words).0.map { $0.info.id }
                XCTAssertEqual(chosen, expected.map { rules[$0].info.id }, "\(scope) \(text)")
            }
            let applying = rules.filter { $0.info.applies(in: scope) }.map { $0.info.id }
            let everyWord = table.forFile(scope: scope, words: nil).0.map { $0.info.id }
            XCTAssertEqual(everyWord, applying, "\(scope)")
            XCTAssertEqual(table.rules(of: rules, in: scope).map { $0.info.id }, applying, "\(scope)")
            let some = Array(rules.reversed().prefix(20))
            XCTAssertEqual(table.rules(of: some, in: scope).map { $0.info.id },
                           some.filter { $0.info.applies(in: scope) }.map { $0.info.id }, "another list: \(scope)")
        }
        XCTAssertLessThan(table.forFile(scope: FileScope(isTest: true), words: nil).0.count, rules.count,
                          "some rules stay out of tests")
    }

    /// Reads the tree (as every rule does unless it says otherwise) and finds nothing: with it
    /// in the run, every file is parsed.
    final class TreeProbe: Rule {
        static let info = RuleInfo(id: "tree_probe", category: .meta, group: .suspicious, severity: .info, framework: .any,
                                   runsInTests: true, summary: "probe")
        static let visits: [NodeKind] = [.call]
        init() {}
    }

    /// A file none of whose rules reads the tree (a test file, where by default only
    /// superfluous_disable runs) is not parsed, and finds what it finds parsed: every fixture,
    /// placed under `Tests/`, gives the same findings with and without a rule that reads the tree.
    func testAFileNoRuleReadsIsNotParsedAndFindsTheSame() throws {
        for rule in RuleRegistry.all where !rule.readsSyntaxTree {
            XCTAssertTrue(rule.visits.isEmpty && rule.leaves.isEmpty, "\(rule.info.id) reads no tree but visits nodes")
        }
        XCTAssertTrue(RuleRegistry.all.contains { !$0.readsSyntaxTree })
        let inputs = try fixtureFiles().map { LintInput(displayPath: "Tests/" + $0.name, diskPath: $0.path) }
        XCTAssertGreaterThan(inputs.count, 100)
        func run(_ rules: [any Rule.Type]) -> [String] {
            var o = LintOptions(rules: rules)
            o.jobs = 2
            o.fileTimeBudget = 3600
            return Linter.run(inputs, options: o).findings.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID) \($0.suppression ?? "-")" }
        }
        let unparsed = run(RuleRegistry.all)
        XCTAssertTrue(unparsed.contains { $0.contains(" superfluous_disable ") })
        XCTAssertEqual(unparsed, run(RuleRegistry.all + [TreeProbe.self]))

        // Not parsed: a nesting too deep for the parser goes unnoticed in a test file, since
        // no rule would have read the part skipped; elsewhere it is reported.
        let deep = "let x = " + String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400) + "\n"
        func notices(_ path: String) -> [String] {
            var o = LintOptions(rules: RuleRegistry.all)
            o.jobs = 1
            o.fileTimeBudget = 3600
            let files = [LintInput(displayPath: path, text: deep), LintInput(displayPath: "Other.swift", text: "let y = 1\n")]
            return Linter.run(files, options: o).notices.map(\.message)
        }
        XCTAssertEqual(notices("Tests/DeepTests.swift"), [])
        XCTAssertEqual(notices("Sources/Deep.swift").count, 1)
    }

    /// Writes down the order in which the walk enters and leaves the nodes it asks for.
    final class OrderProbe: Rule {
        static let info = RuleInfo(id: "order_probe", category: .meta, group: .suspicious, severity: .info, framework: .any, summary: "probe")
        static let visits: [NodeKind] = [.funcDecl, .call]
        static let leaves: [NodeKind] = [.funcDecl, .call]
        var events: [String] = []
        init() {}
        static func label(_ n: Syntax) -> String { (n.kind == .call ? n.callee?.name : n.name) ?? "?" }
        func visit(_ node: Syntax, _ ctx: LintContext) { events.append("+" + Self.label(node)) }
        func leave(_ node: Syntax, _ ctx: LintContext) { events.append("-" + Self.label(node)) }
        func finish(_ ctx: LintContext) { ctx.report(Self.info, at: ctx.tree.root, events.joined(separator: " ")) }
    }

    /// Implements `leave` without listing any kind in `leaves`: it is never called.
    final class VisitOnlyProbe: Rule {
        static let info = RuleInfo(id: "visit_only_probe", category: .meta, group: .suspicious, severity: .info, framework: .any, summary: "probe")
        static let visits: [NodeKind] = [.call]
        var events: [String] = []
        init() {}
        func visit(_ node: Syntax, _ ctx: LintContext) { events.append("+" + OrderProbe.label(node)) }
        func leave(_ node: Syntax, _ ctx: LintContext) { events.append("-" + OrderProbe.label(node)) }
        func finish(_ ctx: LintContext) { ctx.report(Self.info, at: ctx.tree.root, events.joined(separator: " ")) }
    }

    func testLeavesReachOnlyTheRulesThatListThemInPostOrder() {
        let source = "func a() { f(g()) }\nfunc b() { h() }\n"
        func events(_ rule: any Rule.Type) -> String? {
            var options = LintOptions(rules: [rule])
            options.jobs = 1
            return Linter.run([LintInput(displayPath: "a.swift", text: source)], options: options).findings.first?.message
        }
        XCTAssertEqual(events(OrderProbe.self), "+a +f +g -g -f -a +b +h -h -b")
        XCTAssertEqual(events(VisitOnlyProbe.self), "+f +g +h")
    }

    /// Reports every call it is given, naming its callee.
    final class CalleeProbe: Rule {
        static let info = RuleInfo(id: "callee_probe", category: .meta, group: .suspicious, severity: .info, framework: .any, summary: "probe")
        static let visits: [NodeKind] = [.call]
        static let calleeNames: [String]? = ["present", "init"]
        init() {}
        func visit(_ node: Syntax, _ ctx: LintContext) {
            ctx.report(Self.info, at: node, node.callee?.name ?? "(no name)")
        }
    }

    func testCallsReachARuleOnlyForItsCalleeNames() {
        let source = """
        present(vc, animated: true)
        self.present(vc, animated: true)
        `present`(vc)
        dismiss(animated: true)
        presentation()
        Timer.init(timeInterval: 1, repeats: true) { _ in }
        makeHandler()()
        """
        func reported(ignoringTriggers: Bool) -> [String] {
            var options = LintOptions(rules: [CalleeProbe.self])
            options.ignoreTriggers = ignoringTriggers
            options.jobs = 1
            return Linter.run([LintInput(displayPath: "a.swift", text: source)], options: options).findings.map(\.message)
        }
        XCTAssertEqual(reported(ignoringTriggers: false), ["present", "present", "present", "init"])
        XCTAssertEqual(reported(ignoringTriggers: true).count, 8, "without the filter every call reaches the rule")
    }

    /// For every rule that names its callees and every fixture run: the same findings with the
    /// filter as without it (a name missing from `calleeNames` would hide a finding).
    func testCalleeNamesNeverHideAFinding() {
        var failures: [String] = []
        var checked = 0
        for r in RuleRegistry.all where r.calleeNames != nil {
            for run in FixtureTests.runs(for: r.info.id) where !run.isObjC {
                let texts = run.files.map { String(decoding: FileWalker.read($0) ?? [], as: UTF8.self) }
                let rel = run.files.map { String($0.dropFirst(packageRoot.count + 1)) }
                let inputs = zip(rel, texts).map { LintInput(displayPath: $0.0, text: $0.1) }
                func findings(filtered: Bool) -> [String] {
                    var options = LintOptions(rules: [r], deploymentTarget: FixtureTests.options(texts))
                    options.ignoreTriggers = !filtered
                    options.jobs = 2
                    return Linter.run(inputs, options: options).findings.map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
                }
                let with = findings(filtered: true), without = findings(filtered: false)
                checked += without.count
                if with != without {
                    failures.append("\(r.info.id) in \(rel.joined(separator: ", ")): \(Set(without).subtracting(with).sorted())")
                }
            }
        }
        XCTAssertGreaterThan(checked, 0, "the rules with callee names have findings in their fixtures")
        XCTAssertTrue(failures.isEmpty, "\n" + failures.joined(separator: "\n"))
    }

    func testEveryTriggeringFixtureContainsItsRulesTriggers() {
        for r in RuleRegistry.all where !r.triggers.isAlways {
            let table = TriggerTable([r])
            for run in FixtureTests.runs(for: r.info.id) where !run.isObjC {
                for f in run.files where f.split(separator: "/").last!.hasPrefix("triggering") {
                    let text = String(decoding: FileWalker.read(f) ?? [], as: UTF8.self)
                    XCTAssertTrue(table.isActive(0, table.scan(SourceFile(path: f, text: text))), "\(f) lacks the triggers of \(r.info.id)")
                }
            }
        }
    }
}
