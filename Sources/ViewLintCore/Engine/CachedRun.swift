/// The incremental cache's part of one run (`Linter.run`): which files are unchanged, their
/// declaration summaries and findings to replay, and the entries to write back. Every slot
/// is written by the one worker that handles its file.
final class CachedRun: @unchecked Sendable {
    let cache: LintCache
    let inputs: [LintInput]
    private let contentHash: Slots<UInt64>
    private let summaryHash: Slots<UInt64>
    private let summaryBytes: Slots<ArraySlice<UInt8>>
    private let rawSize: Slots<Int>
    private let hit: Slots<LintCache.Entry?>
    private let stamps: Slots<FileStamp>
    private let fresh: Slots<LintCache.Entry?>
    /// Hash of (configuration, type index) the findings of this run are computed under.
    private(set) var findingsKey: UInt64 = 0

    init(cache: LintCache, inputs: [LintInput]) {
        let n = inputs.count
        self.cache = cache
        self.inputs = inputs
        contentHash = Slots(count: n, initial: 0)
        summaryHash = Slots(count: n, initial: 0)
        summaryBytes = Slots(count: n, initial: [])
        rawSize = Slots(count: n, initial: 0)
        hit = Slots(count: n, initial: nil)
        stamps = Slots(count: n, initial: .none)
        fresh = Slots(count: n, initial: nil)
    }

    /// A file on disk whose stat matches its entry is not even read: true when it is unchanged.
    func unchangedByStat(_ i: Int) -> Bool {
        guard let path = inputs[i].diskPath, inputs[i].bytes == nil, let e = cache.lookup(inputs[i].displayPath) else { return false }
        guard cache.unchangedByStat(e, FileStamp.of(path)) else { return false }
        contentHash[i] = e.contentHash
        rawSize[i] = e.size
        stamps[i] = e.stamp
        hit[i] = e
        summaryHash[i] = e.summaryHash
        return true
    }

    /// Reads a file, noting its stat; nil when unreadable.
    func read(_ i: Int) -> [UInt8]? {
        var stamp = FileStamp.none
        let bytes: [UInt8]?
        if inputs[i].bytes == nil, let path = inputs[i].diskPath { bytes = FileWalker.read(path, stamp: &stamp) } else { bytes = inputs[i].bytes }
        stamps[i] = stamp
        return bytes
    }

    /// Notes a file's content; true when its entry matches it (the summary is reused).
    func unchangedByContent(_ i: Int, _ bytes: [UInt8]) -> Bool {
        let h = Hash64.bytes(bytes)
        contentHash[i] = h
        rawSize[i] = bytes.count
        guard var e = cache.lookup(inputs[i].displayPath), e.contentHash == h, e.size == bytes.count else { return false }
        e.stamp = stamps[i]
        hit[i] = e
        summaryHash[i] = e.summaryHash
        return true
    }

    /// Keeps a freshly scanned file's summary for the cache.
    func noteSummary(_ i: Int, _ summary: DeclSummary) {
        let (encoded, h) = LintCache.encode(summary, path: inputs[i].displayPath)
        summaryBytes[i] = encoded
        summaryHash[i] = h
    }

    /// After phase 1: the run's key, from the summaries' hashes in file order. Returns whether
    /// the index is needed at all (not when every readable file's findings can be replayed).
    func settleKey(readable: (Int) -> Bool) -> Bool {
        var indexHash: UInt64 = 0
        for i in inputs.indices where summaryHash[i] != 0 { indexHash = Hash64.combine(indexHash, summaryHash[i]) }
        findingsKey = cache.findingsKey(indexHash: indexHash)
        return inputs.indices.contains { readable($0) && hit[$0]?.findingsKey != findingsKey }
    }

    /// The cached summary of a file that was not scanned this run.
    func cachedSummary(_ i: Int) -> DeclSummary? {
        hit[i].map { LintCache.decodeSummary($0.summaryBytes, path: inputs[i].displayPath) }
    }

    /// The findings and line count to replay, when the file's findings are still valid.
    func replay(_ i: Int) -> LintCache.Entry? {
        guard let e = hit[i], e.findingsKey == findingsKey else { return nil }
        fresh[i] = e
        return e
    }

    /// A file read for its declarations only: its entry stays as it was (a later full run may
    /// still replay it), or a new one keeps its summary with nothing to replay.
    func noteIndexOnly(_ i: Int) {
        fresh[i] = hit[i] ?? entry(i, lines: 0, findings: [], key: 0)
    }

    /// A file skipped as generated code: replayed as skipped while its content and the
    /// configuration (which holds the generated-code globs) are unchanged.
    func noteGenerated(_ i: Int) {
        var e = entry(i, lines: 0, findings: [], key: findingsKey)
        e.generated = true
        fresh[i] = e
    }

    /// A linted file's findings; files with notices are linted again next time.
    func noteLinted(_ i: Int, lines: Int, findings: [Finding], clean: Bool) {
        fresh[i] = entry(i, lines: lines, findings: findings, key: clean ? findingsKey : 0)
    }

    private func entry(_ i: Int, lines: Int, findings: [Finding], key: UInt64) -> LintCache.Entry {
        LintCache.Entry(contentHash: contentHash[i], size: rawSize[i], lines: lines,
                               summaryBytes: hit[i]?.summaryBytes ?? summaryBytes[i], summaryHash: summaryHash[i],
                               findingsKey: key, findings: findings, stamp: stamps[i])
    }

    /// Writes the entries back when anything changed.
    func save() {
        var entries: [(String, LintCache.Entry)] = []
        entries.reserveCapacity(inputs.count)
        var changed = cache.previousCount != inputs.count
        for i in inputs.indices {
            guard let e = fresh[i] else { changed = true; continue }
            if hit[i] == nil || hit[i]!.findingsKey != e.findingsKey || cache.lookup(inputs[i].displayPath)?.stamp != e.stamp {
                changed = true
            }
            entries.append((inputs[i].displayPath, e))
        }
        if changed { cache.save(entries) }
    }
}
