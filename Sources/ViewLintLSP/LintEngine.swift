import ViewLintCore
import ViewLintCLI

/// One workspace folder: its resolved setup (config, options, files) and its index.
final class LintWorkspace {
    let root: String
    private(set) var setup: WorkspaceSetup
    let index: WorkspaceIndex
    /// Lints files outside every workspace folder: no config, every file it is given.
    let isFallback: Bool
    private(set) var table: DispatchTable
    /// Options per file whose project folder was not known at resolution.
    private var optionsByFolder: [String: LintOptions] = [:]

    init(setup: WorkspaceSetup, isFallback: Bool = false) {
        self.root = setup.root
        self.setup = setup
        self.isFallback = isFallback
        self.index = WorkspaceIndex()
        self.table = DispatchTable(setup.options.rules)
    }

    func replaceSetup(_ s: WorkspaceSetup) {
        setup = s
        table = DispatchTable(s.options.rules)
        optionsByFolder = [:]
    }

    func contains(_ path: String) -> Bool { isFallback || setup.contains(path) }

    /// The path findings are reported with.
    func displayPath(_ doc: TextDocument) -> String {
        guard let p = doc.path else { return doc.uri }
        return setup.displayPath(p)
    }

    /// Whether the CLI would read the file (index it, and lint it unless generated).
    func selects(_ path: String?) -> Bool {
        guard let p = path else { return true }
        return isFallback ? true : setup.selects(p)
    }

    func options(forFile path: String?) -> LintOptions {
        guard let p = path else { return setup.options }
        let folder = parentPath(p)
        if let o = optionsByFolder[folder] { return o }
        let o = setup.options(forFile: p)
        optionsByFolder[folder] = o
        return o
    }

    /// Reads and summarises every file of the setup (in parallel), replacing the index.
    /// Files open in the editor keep the summary of their buffer (`keep`).
    func indexFiles(jobs: Int, keep: [String: DeclSummary]) {
        let files = setup.files
        let out = Slots<DeclSummary?>(count: files.count, initial: nil)
        Parallel.forEach(count: files.count, jobs: jobs) { i, _ in
            let f = files[i]
            if keep[f.displayPath] != nil { return }
            guard let bytes = f.bytes ?? f.diskPath.flatMap({ FileWalker.read($0) }) else { return }
            out[i] = DeclarationScanner.summarize(SourceFile(path: f.displayPath, bytes: TextDecoding.utf8(bytes)))
        }
        var all: [String: DeclSummary] = keep
        for (i, s) in out.values.enumerated() { if let s { all[files[i].displayPath] = s } }
        index.replaceAll(all)
    }
}

@inline(__always) func parentPath(_ p: String) -> String {
    guard let i = p.lastIndex(of: "/") else { return "/" }
    let s = String(p[..<i])
    return s.isEmpty ? "/" : s
}

/// Lints open documents against their workspace's index. Every method takes the engine's
/// lock: the handler (hover, code actions) and the diagnostics worker both call it.
final class LintEngine: @unchecked Sendable {
    private let lock = Monitor()
    private var workspaces: [LintWorkspace] = []
    private let fallback: LintWorkspace
    /// Display paths whose summary comes from an open buffer, per workspace root.
    private var fromBuffer: [String: Set<String>] = [:]
    let jobs: Int

    struct Analysis {
        var findings: [Finding]
        /// The document's declarations changed the index: other files may need linting.
        var indexChanged: Bool
        /// The index generation the findings were computed with.
        var generation: Int
        /// The workspace folder whose index it is ("" for files outside every folder).
        var root: String
    }

    /// The spare-index builder: one request at a time, the latest wins.
    private let builderMonitor = Monitor()
    private var spareRequest: (ws: LintWorkspace, path: String)? = nil
    /// The spare to ask for after the next publish (guarded by `lock`).
    private var wantedSpare: (ws: LintWorkspace, path: String)? = nil
    private var builder: WorkerThread? = nil
    private var stopped = false

    init(jobs: Int) {
        self.jobs = jobs
        let s = (try? WorkspaceSetup.resolve(root: "/", noConfig: true, findFiles: false))!
        fallback = LintWorkspace(setup: s, isFallback: true)
    }

    var roots: [String] { lock.withLock { workspaces.map { $0.root } } }

    /// The workspace folder that holds a path (the innermost), or the fallback.
    private func workspace(for path: String?) -> LintWorkspace {
        guard let p = path else { return fallback }
        var best: LintWorkspace? = nil
        for w in workspaces where w.contains(p) {
            if best == nil || w.root.count > best!.root.count { best = w }
        }
        return best ?? fallback
    }

    /// Adds (or re-resolves) a workspace folder and indexes its files. Returns problems to
    /// show (a malformed config: the folder is then linted with no config).
    @discardableResult
    func load(root: String, configs: [String], noConfig: Bool) -> (warnings: [String], error: String?) {
        let setup: WorkspaceSetup
        do {
            setup = try WorkspaceSetup.resolve(root: root, configs: configs, noConfig: noConfig)
        } catch {
            setup = (try? WorkspaceSetup.resolve(root: root, noConfig: true))
                ?? (try! WorkspaceSetup.resolve(root: root, noConfig: true, findFiles: false))
            return lock.withLock {
                install(setup)
                return (setup.warnings, "\(error); linting \(root) without a configuration until it is fixed")
            }
        }
        return lock.withLock {
            install(setup)
            return (setup.warnings, nil)
        }
    }

    /// With the lock held.
    private func install(_ setup: WorkspaceSetup) {
        let ws: LintWorkspace
        if let existing = workspaces.first(where: { $0.root == setup.root }) {
            existing.replaceSetup(setup)
            ws = existing
        } else {
            ws = LintWorkspace(setup: setup)
            workspaces.append(ws)
        }
        // Buffers stay in the index when they are still selected.
        var keep: [String: DeclSummary] = [:]
        for p in fromBuffer[ws.root] ?? [] {
            if let s = ws.index.summaries[p], setup.selects(joinPath(ws.root, p)) { keep[p] = s }
        }
        fromBuffer[ws.root] = Set(keep.keys)
        ws.indexFiles(jobs: jobs, keep: keep)
    }

    func remove(root: String) {
        lock.withLock {
            workspaces.removeAll { $0.root == root }
            fromBuffer[root] = nil
        }
    }

    /// Roots of the workspaces that read a config file at `path` or would find one there.
    func workspacesAffected(byConfig path: String) -> [String] {
        lock.withLock {
            let dir = parentPath(path)
            return workspaces.filter { w in
                w.setup.configFiles.contains(path) || w.root == dir || w.root.hasPrefix(dir == "/" ? "/" : dir + "/")
            }.map { $0.root }
        }
    }

    private func rootName(_ ws: LintWorkspace) -> String { ws.isFallback ? "" : ws.root }

    /// The workspace folder a document is linted in ("" for none).
    func root(of doc: TextDocument) -> String { lock.withLock { rootName(workspace(for: doc.path)) } }

    static func isSwift(_ doc: TextDocument) -> Bool {
        doc.languageID == "swift" || (doc.path ?? doc.uri).hasSuffix(".swift")
    }

    /// Updates the document's part of the index from its text, then lints it.
    func analyze(_ doc: TextDocument) -> Analysis {
        lock.withLock {
            let ws = workspace(for: doc.path)
            guard Self.isSwift(doc), ws.selects(doc.path) else {
                return Analysis(findings: [], indexChanged: false, generation: ws.index.generation, root: rootName(ws))
            }
            let file = SourceFile(path: ws.displayPath(doc), bytes: doc.bytes)
            let changed = ws.index.update(file.path, DeclarationScanner.summarize(file))
            fromBuffer[ws.root, default: []].insert(file.path)
            // The spare for this file is built once its diagnostics are out (`afterPublish`),
            // so that building it does not compete with publishing them.
            if !ws.index.hasSpare(for: file.path) { wantedSpare = (ws, file.path) }
            return Analysis(findings: lint(file, doc, ws), indexChanged: changed, generation: ws.index.generation,
                            root: rootName(ws))
        }
    }

    /// Lints with the index as it is (the handler's on-demand answer).
    func findings(_ doc: TextDocument) -> [Finding] {
        lock.withLock {
            let ws = workspace(for: doc.path)
            guard Self.isSwift(doc), ws.selects(doc.path) else { return [] }
            return lint(SourceFile(path: ws.displayPath(doc), bytes: doc.bytes), doc, ws)
        }
    }

    /// With the lock held.
    private func lint(_ file: SourceFile, _ doc: TextDocument, _ ws: LintWorkspace) -> [Finding] {
        if let p = doc.path, !ws.isFallback, ws.setup.skipsAsGenerated(p, bytes: doc.bytes) { return [] }
        let tree = Parser.parse(file)
        let found = Linter.lintTree(tree, index: ws.index.index, options: ws.options(forFile: doc.path), table: ws.table)
        return found.filter { $0.suppression == nil }.sorted(by: Finding.ordered)
    }

    /// A document was closed: its part of the index comes from disk again. True when
    /// that changed the index.
    func closed(_ doc: TextDocument) -> Bool {
        guard let p = doc.path else {
            // An untitled buffer was indexed under its URI, in the fallback workspace.
            return lock.withLock { fallback.index.update(doc.uri, nil) }
        }
        return diskChanged(p, deleted: false)
    }

    /// A file changed on disk (outside the editor). True when the index changed.
    func diskChanged(_ path: String, deleted: Bool) -> Bool {
        lock.withLock {
            let ws = workspace(for: path)
            let display = ws.setup.displayPath(path)
            fromBuffer[ws.root]?.remove(display)
            if ws.isFallback {
                // Loose files are indexed only while they are open.
                return ws.index.update(display, nil)
            }
            guard !deleted, ws.setup.selects(path), let bytes = FileWalker.read(path) else {
                return ws.index.update(display, nil)
            }
            return ws.index.update(display, DeclarationScanner.summarize(SourceFile(path: display, bytes: TextDecoding.utf8(bytes))))
        }
    }

    /// Once diagnostics are out: frees the indexes replaced by rebuilds and starts
    /// building the spare index for the file just edited.
    func afterPublish() {
        var (old, wanted): ([TypeIndex], (ws: LintWorkspace, path: String)?) = lock.withLock {
            var all: [TypeIndex] = []
            for w in workspaces { all += w.index.takeRetired() }
            all += fallback.index.takeRetired()
            defer { wantedSpare = nil }
            return (all, wantedSpare.flatMap { $0.ws.index.hasSpare(for: $0.path) ? nil : $0 })
        }
        old.removeAll()
        if let w = wanted { requestSpare(w.ws, w.path) }
        wanted = nil
    }

    // MARK: Spare indexes

    /// Asks for a spare index of `ws` without `path` (the file being edited).
    private func requestSpare(_ ws: LintWorkspace, _ path: String) {
        builderMonitor.withLock {
            guard !stopped else { return }
            spareRequest = (ws, path)
            if builder == nil { builder = WorkerThread { [self] in buildSpares() } }
            builderMonitor.broadcast()
        }
    }

    private func buildSpares() {
        while true {
            let request: (ws: LintWorkspace, path: String)? = builderMonitor.withLock {
                while spareRequest == nil && !stopped { builderMonitor.wait() }
                defer { spareRequest = nil }
                return stopped ? nil : spareRequest
            }
            guard let (ws, path) = request else { return }
            let summaries: [DeclSummary]? = lock.withLock {
                ws.index.hasSpare(for: path) ? nil : ws.index.snapshot(excluding: path)
            }
            guard let summaries else { continue }
            let built = WorkspaceIndex.build(summaries)
            lock.withLock { _ = ws.index.installSpare(built, excluding: path) }
        }
    }

    /// Stops the spare builder (at exit), waiting for a build under way with `join`.
    func stop(join: Bool) {
        let t: WorkerThread? = builderMonitor.withLock {
            stopped = true
            builderMonitor.broadcast()
            defer { builder = nil }
            return builder
        }
        if join { t?.join() } else { t?.detach() }
    }

    /// Index counters of a root, for tests and the benchmark.
    func indexCounters(root: String) -> (fast: Int, full: Int)? {
        lock.withLock { workspaces.first { $0.root == root }.map { ($0.index.fastUpdates, $0.index.fullRebuilds) } }
    }

    /// The rule doc shown on hover.
    static func ruleDoc(_ id: String) -> String? { RuleRegistry.rule(id)?.info.doc }

    /// For tests and the benchmark: files indexed and the last rebuild time of a root.
    func stats(root: String) -> (files: Int, rebuild: Double)? {
        lock.withLock {
            workspaces.first { $0.root == root }.map { ($0.index.fileCount, $0.index.lastRebuild) }
        }
    }
}

@inline(__always) func joinPath(_ root: String, _ rel: String) -> String {
    if rel.hasPrefix("/") { return rel }
    return (root.hasSuffix("/") ? root : root + "/") + rel
}
