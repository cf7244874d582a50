/// The program model's answer of the last run, kept beside the cache file (`<cache>.program`):
/// a run that replays every file from the cache would otherwise decode every summary and walk
/// the whole reference graph again only to reach the same dead and debug-only types. Valid while
/// the run's key (every summary, the build and the options: `CachedRun.findingsKey`) and the
/// world outside the Swift files (`ProgramWorld.hash`) are the same.
extension LintCache {
    var programPath: String { path + ".program" }

    func storedReachability(key: UInt64) -> ProgramReachability? {
        guard let bytes = FileWalker.read(programPath) else { return nil }
        var r = ByteReader(bytes)
        guard r.bytes(Self.magic.count) == Self.magic, r.u32() == Self.formatVersion, r.u64() == buildKey, r.u64() == key else {
            return nil
        }
        func names() -> Set<String>? {
            let n = Int(r.u32())
            guard r.ok, n <= r.remaining else { return nil }
            var out = Set<String>()
            for _ in 0..<n { out.insert(r.string()) }
            return r.ok ? out : nil
        }
        guard let dead = names(), let debugOnly = names() else { return nil }
        return ProgramReachability(dead: dead, debugOnly: debugOnly)
    }

    /// Written as the cache file is (`replace`); a failure is silent (the cache is an optimisation).
    func storeReachability(_ reach: ProgramReachability, key: UInt64) {
        var w = ByteWriter()
        w.raw(Self.magic)
        w.u32(Self.formatVersion)
        w.u64(buildKey)
        w.u64(key)
        for set in [reach.dead, reach.debugOnly] {
            w.u32(UInt32(set.count))
            for n in set.sorted() { w.string(n) }
        }
        Self.replace(programPath, with: w.bytes)
    }
}

extension ProgramWorld {
    /// The same for the same words, whatever the set's order.
    var hash: UInt64 { wordHashes.reduce(UInt64(wordHashes.count)) { $0 ^ Hash64.mix($1) } }
}
