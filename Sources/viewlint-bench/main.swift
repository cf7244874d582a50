// viewlint-bench: generate a realistic corpus, or time each phase of a lint run.
//   swift run -c release viewlint-bench generate DIR --lines 1000000 --files 5000
//   swift run -c release viewlint-bench run DIR [--jobs N]
//   swift run -c release viewlint-bench lsp [--files 1000] [--edits 1000]   (LSPBench.swift)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func peakRSSMB() -> Double {
    var u = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &u)
    #else
    getrusage(RUSAGE_SELF, &u)
    #endif
    #if os(Linux)
    return Double(u.ru_maxrss) / 1024
    #else
    return Double(u.ru_maxrss) / 1024 / 1024
    #endif
}

func fail(_ m: String) -> Never { fputs("viewlint-bench: \(m)\n", stderr); exit(2) }

var args = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    return args[i + 1]
}

switch args.first {
case "generate":
    guard args.count >= 2 else { fail("usage: generate DIR [--lines N] [--files M] [--seed S]") }
    let lines = Int(option("--lines") ?? "") ?? 1_000_000
    let files = Int(option("--files") ?? "") ?? max(1, lines / 200)
    let seed = UInt64(option("--seed") ?? "") ?? 42
    let t0 = now()
    do {
        let written = try CorpusGenerator.write(to: args[1], lines: lines, files: files, seed: seed)
        print("wrote \(written) lines in \(files) files to \(args[1]) in \(format2(now() - t0))s")
    } catch { fail("\(error)") }
case "run":
    guard args.count >= 2 else { fail("usage: run DIR [--jobs N]") }
    let jobs = Int(option("--jobs") ?? "") ?? Parallel.processorCount
    var unreadable: [String] = []
    let t0 = now()
    let paths = FileWalker.files(under: args[1], unreadable: &unreadable)
    let tWalk = now() - t0

    let n = paths.count
    let bytes = Slots<[UInt8]?>(count: n, initial: nil), files = Slots<SourceFile?>(count: n, initial: nil), trees = Slots<SyntaxTree?>(count: n, initial: nil)

    var t = now()
    Parallel.forEach(count: n, jobs: jobs) { i, _ in bytes[i] = FileWalker.read(paths[i]) }
    let tRead = now() - t
    let totalBytes = bytes.values.reduce(0) { $0 + ($1?.count ?? 0) }

    // The run's rules and their trigger words come first: the CLI looks the words up as it
    // lexes each file, and so does this phase.
    let options = LintOptions(rules: RuleRegistry.defaultRules, jobs: jobs)
    let table = DispatchTable(options.rules)

    t = now()
    Parallel.forEach(count: n, jobs: jobs) { i, _ in files[i] = SourceFile(path: paths[i], bytes: bytes[i] ?? [], triggers: table.triggers) }
    let tLex = now() - t
    let totalLines = files.values.reduce(0) { $0 + ($1?.lineStarts.count ?? 0) }

    t = now()
    Parallel.forEach(count: n, jobs: jobs) { i, _ in trees[i] = Parser.parse(files[i]!) }
    let tParse = now() - t

    t = now()
    let indexes = (0..<jobs).map { _ in TypeIndex() }
    // The view-tree facts only when a rule reads them, as the CLI gathers them.
    for index in indexes { index.hasViewTree = options.gathersViewTree }
    Parallel.forEach(count: n, jobs: jobs) { i, w in DeclarationScanner.collect(from: files[i]!, into: indexes[w]) }
    for other in indexes.dropFirst() { indexes[0].merge(other) }
    indexes[0].sortRecords()
    let tIndex = now() - t

    t = now()
    let found = Slots<[Finding]?>(count: n, initial: nil)
    Parallel.forEach(count: n, jobs: jobs) { i, _ in
        found[i] = Linter.lintTree(trees[i]!, index: indexes[0], options: options, table: table)
    }
    var findings = found.values.flatMap { $0 ?? [] }
    findings.sort(by: Finding.ordered)
    let tRules = now() - t

    t = now()
    let result = LintResult(findings: findings, notices: [], filesLinted: n, linesLinted: totalLines)
    let json = Reporters.render(.json, ReportInput(result: result, rules: options.rules, version: viewlintVersion))
    let tReport = now() - t

    let mb = Double(totalBytes) / 1_048_576
    func row(_ name: String, _ s: Double) -> String {
        let lps = s > 0 ? Double(totalLines) / s : 0
        let mbs = s > 0 ? mb / s : 0
        return name + String(repeating: " ", count: max(0, 12 - name.count))
            + " \(format2(s * 1000).leftPad(9)) ms  \(format0(lps).leftPad(12)) lines/s  \(format2(mbs).leftPad(9)) MB/s"
    }
    print("input: \(n) files, \(totalLines) lines, \(format2(mb)) MB; jobs: \(jobs); rules: \(options.rules.count); findings: \(findings.count); report: \(json.utf8.count) bytes")
    print(row("walk", tWalk))
    print(row("read", tRead))
    print(row("lex", tLex))
    print(row("parse", tParse))
    print(row("index", tIndex))
    print(row("rules", tRules))
    print(row("report", tReport))
    print(row("total", tWalk + tRead + tLex + tParse + tIndex + tRules + tReport))
    print("peak memory: \(format0(peakRSSMB())) MB (all phases keep every file in memory; the CLI streams)")
    if args.contains("--per-rule") {
        // Each rule alone over every tree, one thread: where rule time goes.
        var rows: [(String, Double)] = []
        for r in options.rules {
            let one = LintOptions(rules: [r], jobs: 1)
            let tab = DispatchTable([r])
            let t1 = now()
            for i in 0..<n { _ = Linter.lintTree(trees[i]!, index: indexes[0], options: one, table: tab) }
            rows.append((r.info.id, now() - t1))
        }
        for (id, s) in rows.sorted(by: { $0.1 > $1.1 }).prefix(15) { print("  \(id.padding(toLength: 40, withPad: " ", startingAt: 0)) \(format2(s * 1000).leftPad(9)) ms") }
    }
case "compare-index":
    // Development check: the token scanner and the parse tree must index the same types.
    var unreadable: [String] = []
    var diffs = 0
    for path in FileWalker.files(under: args[1], unreadable: &unreadable) {
        let src = SourceFile(path: path, bytes: FileWalker.read(path) ?? [])
        let a = TypeIndex(), b = TypeIndex()
        DeclarationScanner.collect(from: src, into: a)
        TypeIndex.collect(from: Parser.parse(src), into: b)
        func flat(_ i: TypeIndex) -> Set<String> {
            Set(i.types.values.flatMap { $0 }.map { "\($0.kind) \($0.name): \($0.inherited.joined(separator: ","))" })
        }
        let fa = flat(a), fb = flat(b)
        if fa != fb {
            diffs += 1
            if diffs <= 30 { print("\(path)\n  scanner only: \(fa.subtracting(fb).sorted())\n  tree only:    \(fb.subtracting(fa).sorted())") }
        }
    }
    print("files with differences: \(diffs)")
case "lsp":
    // The language server: didChange → publishDiagnostics latency and memory (LSPBench.swift).
    lspBench(Array(args.dropFirst()))
case "unknown-nodes":
    // Development check: `unknown` nodes per file over real code (see UnknownNodes.swift).
    let roots = Array(args.dropFirst().prefix { !$0.hasPrefix("--") })
    guard !roots.isEmpty else { fail("usage: unknown-nodes DIR… [--show N] [--files N] [--jobs N] [--max-depth N]") }
    if let d = Int(option("--max-depth") ?? "") { Parser.maxDepth = d }
    countUnknownNodes(roots, show: Int(option("--show") ?? "") ?? 0, topFiles: Int(option("--files") ?? "") ?? 20,
                      jobs: Int(option("--jobs") ?? "") ?? Parallel.processorCount)
default:
    fail("usage: viewlint-bench generate DIR [--lines N] [--files M] | run DIR [--jobs N] | lsp [--files N] [--edits N] | unknown-nodes DIR… [--show N]")
}

func format2(_ d: Double) -> String {
    let v = (d * 100).rounded() / 100
    var s = String(v)
    if let dot = s.firstIndex(of: ".") { let dec = s[s.index(after: dot)...]; if dec.count < 2 { s += String(repeating: "0", count: 2 - dec.count) } }
    return s
}
func format0(_ d: Double) -> String { String(Int(d.rounded())) }
extension String {
    func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
