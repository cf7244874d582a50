import ViewLintCore

/// The type index of one workspace, kept as each file's declaration summary so that one
/// file's part can be replaced: when a file's declarations change, the index is rebuilt
/// from the summaries (applied in path order, then sorted, as the CLI's run builds it).
///
/// A rebuild costs tens of milliseconds in a workspace of a thousand files, so while a file
/// is being edited a spare index holding every file but that one is built ahead of time
/// (by the engine, off the critical path): the next change to the file's declarations
/// then only adds the file's new summary to the spare.
///
/// Not thread-safe: the engine guards it.
final class WorkspaceIndex {
    private(set) var summaries: [String: DeclSummary] = [:]
    private(set) var index = TypeIndex()
    /// Bumped on every change of the index.
    private(set) var generation = 0
    /// Seconds the last full rebuild took.
    private(set) var lastRebuild: Double = 0
    /// Changes of declarations served by the spare index, and by a full rebuild.
    private(set) var fastUpdates = 0
    private(set) var fullRebuilds = 0

    /// The index of every file but `excluding`.
    private var spare: (excluding: String, index: TypeIndex)? = nil
    /// Paths whose summary changed since a spare's snapshot was taken (nil: none out).
    private var changedSinceSnapshot: [String]? = nil
    /// Indexes replaced by a newer one; freeing one takes milliseconds, so it is done
    /// after the diagnostics are out (`releaseRetired`).
    private var retired: [TypeIndex] = []

    init(_ summaries: [String: DeclSummary] = [:]) {
        self.summaries = summaries
        rebuild()
    }

    var fileCount: Int { summaries.count }

    /// Sets (or with nil removes) one file's summary; rebuilds and returns true when that
    /// changes the file's declarations.
    @discardableResult
    func update(_ path: String, _ summary: DeclSummary?) -> Bool {
        let old = summaries[path]
        switch (old, summary) {
        case (nil, nil): return false
        case (let a?, let b?) where Self.same(a, b): return false
        default: break
        }
        summaries[path] = summary
        changedSinceSnapshot?.append(path)
        if let s = spare, s.excluding == path {
            // Records are kept per name in path order and member names are answered as sets
            // (whatever order the lists were filled in), so this is the index a full rebuild
            // would give.
            spare = nil
            if let summary { s.index.apply(summary) }
            s.index.sortRecords()
            replaceIndex(s.index)
            fastUpdates += 1
        } else {
            spare = nil
            rebuild()
        }
        return true
    }

    /// Replaces every summary at once (start-up, configuration reload).
    func replaceAll(_ s: [String: DeclSummary]) {
        summaries = s
        spare = nil
        if changedSinceSnapshot != nil { changedSinceSnapshot = ["\u{0}all"] }
        rebuild()
    }

    func rebuild() {
        let t0 = Clock.now()
        replaceIndex(Self.build(summaries.keys.sorted().map { summaries[$0]! }))
        fullRebuilds += 1
        lastRebuild = Clock.now() - t0
    }

    static func build(_ ordered: [DeclSummary]) -> TypeIndex {
        let fresh = TypeIndex()
        for s in ordered { fresh.apply(s) }
        fresh.sortRecords()
        return fresh
    }

    private func replaceIndex(_ new: TypeIndex) {
        retired.append(index)
        index = new
        generation += 1
    }

    /// The indexes replaced since the last call (the caller frees them outside the lock).
    func takeRetired() -> [TypeIndex] {
        defer { retired = [] }
        return retired
    }

    // MARK: The spare index

    func hasSpare(for path: String) -> Bool { spare?.excluding == path }

    /// The summaries of every file but `path`, in path order, to build a spare from;
    /// changes from now on are recorded until `installSpare`.
    func snapshot(excluding path: String) -> [DeclSummary] {
        changedSinceSnapshot = []
        return summaries.keys.sorted().filter { $0 != path }.map { summaries[$0]! }
    }

    /// Keeps a spare built from the last snapshot, unless another file changed since.
    @discardableResult
    func installSpare(_ built: TypeIndex, excluding path: String) -> Bool {
        defer { changedSinceSnapshot = nil }
        guard let changes = changedSinceSnapshot, changes.allSatisfy({ $0 == path }) else { return false }
        spare = (path, built)
        return true
    }

    /// Whether two summaries declare the same types, conformances and members.
    static func same(_ a: DeclSummary, _ b: DeclSummary) -> Bool {
        guard a.records.count == b.records.count, a.members.count == b.members.count else { return false }
        for (x, y) in zip(a.records, b.records) {
            if x.name != y.name || x.kind != y.kind || x.inherited != y.inherited || x.path != y.path || x.isObjC != y.isObjC {
                return false
            }
        }
        for (x, y) in zip(a.members, b.members) where x.type != y.type || x.names != y.names { return false }
        return true
    }
}
