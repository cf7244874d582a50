import ViewLintCore

/// The type index of one workspace, kept as each file's declaration summary so that one
/// file's part can be replaced: when a file's declarations change, the index is rebuilt
/// from the summaries (applied in path order, then sorted, as the CLI's run builds it).
/// Not thread-safe: the engine guards it.
final class WorkspaceIndex {
    private(set) var summaries: [String: DeclSummary] = [:]
    private(set) var index = TypeIndex()
    /// Bumped on every rebuild.
    private(set) var generation = 0
    /// Seconds the last rebuild took.
    private(set) var lastRebuild: Double = 0

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
        rebuild()
        return true
    }

    /// Replaces every summary at once (start-up, configuration reload).
    func replaceAll(_ s: [String: DeclSummary]) {
        summaries = s
        rebuild()
    }

    func rebuild() {
        let t0 = monotonicNow()
        let fresh = TypeIndex()
        for path in summaries.keys.sorted() { fresh.apply(summaries[path]!) }
        fresh.sortRecords()
        index = fresh
        generation += 1
        lastRebuild = monotonicNow() - t0
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
