/// Options for one run, after config and command line are resolved.
public struct LintOptions: @unchecked Sendable {
    public var rules: [any Rule.Type]
    public var deploymentTarget: Version?
    public var severityOverrides: [String: Severity]
    /// Rule options from the config (`rule_id: {option: value}`), read with `LintContext.option`.
    public var ruleOptions: [String: [String: YAMLNode]] = [:]
    public var jobs: Int
    /// Per-file budget for the rule walk, in seconds; past it the file gets a note and the
    /// run goes on.
    public var fileTimeBudget: Double = 10
    /// Objective-C: libclang to load (`--libclang`), and header directories that only feed
    /// the type index (`--objc-include`).
    public var libclangPath: String? = nil
    public var objcIncludeDirectories: [String] = []

    public init(rules: [any Rule.Type] = RuleRegistry.defaultRules, deploymentTarget: Version? = nil,
                severityOverrides: [String: Severity] = [:], jobs: Int = Parallel.processorCount) {
        self.rules = rules
        self.deploymentTarget = deploymentTarget
        self.severityOverrides = severityOverrides
        self.jobs = jobs
    }
}

/// One file to lint: its path as reported, and either bytes (stdin, tests) or a disk path.
public struct LintInput: Sendable {
    public var displayPath: String
    public var diskPath: String?
    public var bytes: [UInt8]?
    /// Parsed for the type index only; no rules run on it (changed-lines mode).
    public var indexOnly = false

    public init(displayPath: String, diskPath: String) {
        self.displayPath = displayPath
        self.diskPath = diskPath
    }

    public init(displayPath: String, bytes: [UInt8]) {
        self.displayPath = displayPath
        self.bytes = bytes
    }

    public init(displayPath: String, text: String) {
        self.init(displayPath: displayPath, bytes: Array(text.utf8))
    }
}

public struct LintResult: Sendable {
    public var findings: [Finding]
    public var notices: [RunNotice]
    public var filesLinted: Int
    public var linesLinted: Int

    public init(findings: [Finding], notices: [RunNotice], filesLinted: Int, linesLinted: Int) {
        self.findings = findings
        self.notices = notices
        self.filesLinted = filesLinted
        self.linesLinted = linesLinted
    }
}

/// The engine: parse every file (in parallel), build the run's type index, then walk each
/// tree once, dispatching nodes to the rules that declared interest in their kind.
public enum Linter {
    /// Lexed files are kept between the two phases up to this many bytes in all; past it
    /// they are read and lexed again in phase 2, so memory does not grow with the run.
    public static var keepTreesBelowBytes = 16 << 20

    public static func run(_ inputs: [LintInput], options: LintOptions) -> LintResult {
        // Objective-C files (.h/.m) go through libclang: ObjC/ObjCFrontend.swift.
        let objc = ObjCFrontend.prepare(inputs, options: options)
        let inputs = objc.swiftInputs
        let n = inputs.count
        // Never more workers than files: per-worker state is allocated up front.
        let jobs = max(1, min(options.jobs, n))
        let kept = Slots<SourceFile?>(count: n, initial: nil)
        let notices = Slots<[RunNotice]>(count: n, initial: [])
        let readable = Slots<Bool>(count: n, initial: false)
        let keptBytes = Slots<Int>(count: jobs, initial: 0)
        let indexes = (0..<jobs).map { _ in TypeIndex() }
        let keepPerWorker = keepTreesBelowBytes / jobs

        func load(_ i: Int) -> SourceFile? {
            let input = inputs[i]
            guard let raw = input.bytes ?? input.diskPath.flatMap(FileWalker.read) else { return nil }
            return SourceFile(path: input.displayPath, bytes: TextDecoding.utf8(raw))
        }

        // Phase 1: read and lex every file; the type index comes from declarations alone.
        // Small runs keep the lexed files for phase 2; large runs re-read them so memory
        // stays flat however many files there are.
        Parallel.forEach(count: n, jobs: jobs) { i, w in
            guard let file = load(i) else {
                notices[i] = [RunNotice(path: inputs[i].displayPath, message: "could not read file; check that it exists and is a readable regular file")]
                return
            }
            readable[i] = true
            DeclarationScanner.collect(from: file, into: indexes[w])
            if !inputs[i].indexOnly, keptBytes[w] + file.bytes.count <= keepPerWorker {
                keptBytes[w] += file.bytes.count
                kept[i] = file
            }
        }
        let index = indexes[0]
        for other in indexes.dropFirst() { index.merge(other) }
        index.merge(objc.index)
        index.sortRecords() // the same index whatever the scheduling

        // Phase 2: parse and walk each file once, dispatching to every rule.
        let perWorker = Slots<[Finding]>(count: jobs, initial: [])
        let lines = Slots<Int>(count: jobs, initial: 0)
        let table = DispatchTable(options.rules)
        Parallel.forEach(count: n, jobs: jobs) { i, w in
            if inputs[i].indexOnly { kept[i] = nil; return }
            guard readable[i], let file = kept[i] ?? load(i) else { return }
            kept[i] = nil
            let tree = Parser.parse(file)
            if tree.nestingTooDeep {
                notices[i] = notices[i] + [RunNotice(path: inputs[i].displayPath, message: "nesting too deep; the deepest part of the file was skipped")]
            }
            var timedOut = false
            let found = lintTree(tree, index: index, options: options, table: table, timedOut: &timedOut)
            if timedOut {
                notices[i] = notices[i] + [RunNotice(path: inputs[i].displayPath,
                    message: "internal: linting stopped after \(Int(options.fileTimeBudget)) s (per-file budget); findings for this file may be incomplete")]
            }
            perWorker[w].append(contentsOf: found)
            lines[w] += file.lineStarts.count
        }
        var findings = perWorker.values.flatMap { $0 }
        findings += ObjCFrontend.lint(objc, index: index, options: options)
        findings.sort(by: Finding.ordered)
        return LintResult(findings: findings, notices: objc.notices + notices.values.flatMap { $0 },
                          filesLinted: (0..<n).filter { readable[$0] && !inputs[$0].indexOnly }.count + objc.lint.filter { $0 }.count,
                          linesLinted: lines.values.reduce(0, +) + objc.linesLinted)
    }

    /// Lints one parsed file against an existing index (used by tests and the benchmark too).
    public static func lintTree(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions,
                                table: DispatchTable? = nil) -> [Finding] {
        var timedOut = false
        return lintTree(tree, index: index, options: options, table: table, timedOut: &timedOut)
    }

    public static func lintTree(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions,
                                table: DispatchTable?, timedOut: inout Bool) -> [Finding] {
        let deadline = Clock.now() + options.fileTimeBudget
        let table = table ?? DispatchTable(options.rules)
        let ctx = LintContext(tree: tree, index: index, options: options)
        let rules = options.rules.map { $0.init() }
        let nodes = tree.nodes
        var open: [Int] = []
        open.reserveCapacity(64)

        @inline(__always) func enter(_ i: Int) {
            let k = nodes[i].kind
            let s = Syntax(tree: tree, index: i)
            switch k {
            case .typeDecl: ctx.typeStack.append(s)
            case .funcDecl: ctx.functionStack.append(s)
            case .closure: ctx.closureStack.append(s)
            default: break
            }
            for r in table.byKind[Int(k.rawValue)] { rules[r].visit(s, ctx) }
        }
        @inline(__always) func leave(_ i: Int) {
            let k = nodes[i].kind
            let s = Syntax(tree: tree, index: i)
            for r in table.byKind[Int(k.rawValue)] { rules[r].leave(s, ctx) }
            switch k {
            case .typeDecl: ctx.typeStack.removeLast()
            case .funcDecl: ctx.functionStack.removeLast()
            case .closure: ctx.closureStack.removeLast()
            default: break
            }
        }

        for i in 0..<nodes.count {
            if i & 4095 == 4095, Clock.now() > deadline {
                timedOut = true
                ctx.typeStack.removeAll(); ctx.functionStack.removeAll(); ctx.closureStack.removeAll()
                Suppressions.apply(&ctx.findings, file: tree.file, options: options)
                return ctx.findings
            }
            while let top = open.last, Int(nodes[top].end) <= i { open.removeLast(); leave(top) }
            enter(i)
            if Int(nodes[i].end) > i + 1 { open.append(i) } else { leave(i) }
        }
        while let top = open.popLast() { leave(top) }
        for r in rules { r.finish(ctx) }
        Suppressions.apply(&ctx.findings, file: tree.file, options: options)
        return ctx.findings
    }
}

/// Which rules want which node kinds.
public final class DispatchTable: @unchecked Sendable {
    let byKind: [[Int]]
    public init(_ rules: [any Rule.Type]) {
        var t = [[Int]](repeating: [], count: Int(NodeKind.unknown.rawValue) + 1)
        for (i, r) in rules.enumerated() {
            for k in Set(r.visits.map { $0.rawValue }) { t[Int(k)].append(i) }
        }
        byKind = t
    }
}

/// Fixed-size storage written by parallel workers, each slot by one worker at a time.
/// Backed by one raw allocation, never an Array: concurrent writes to distinct slots of an
/// Array would race on its copy-on-write buffer.
public final class Slots<T>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T>
    public let count: Int
    public init(count: Int, initial: T) {
        self.count = count
        base = UnsafeMutablePointer<T>.allocate(capacity: max(count, 1))
        base.initialize(repeating: initial, count: count)
    }
    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
    public subscript(i: Int) -> T {
        get { base[i] }
        set { base[i] = newValue }
    }
    /// Read after the parallel phase has finished.
    public var values: [T] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
