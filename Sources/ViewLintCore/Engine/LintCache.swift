#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fast 64-bit hash over bytes, eight at a time (not cryptographic: it tells an edited
/// file from an unchanged one; the file size is compared too).
public enum Hash64 {
    @inline(__always) static func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }

    public static func bytes(_ p: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let n = p.count
        var h = seed ^ (UInt64(n) &* 0x9E3779B97F4A7C15)
        @inline(__always) func round(_ h: UInt64, _ w: UInt64) -> UInt64 {
            ((h ^ (w &* 0xC2B2AE3D27D4EB4F)).rotateLeft(31)) &* 0x9E3779B97F4A7C15 &+ 0x165667B19E3779F9
        }
        var i = 0
        // Whole files are hashed (the cache's content check, the engine's packed-token check):
        // 32 bytes a step in four independent lanes, so that the multiplies overlap instead of
        // waiting on each other; the lanes are folded into `h` after. The loads stay inside
        // the buffer (`i + 32 <= n`, then `i + 8 <= n`).
        if n >= 32 {
            var b = h ^ 0x165667B19E3779F9, c = h &+ 0xC2B2AE3D27D4EB4F, d = ~h
            while i + 32 <= n {
                h = round(h, p.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                b = round(b, p.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
                c = round(c, p.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self))
                d = round(d, p.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self))
                i += 32
            }
            h = combine(combine(combine(h, b), c), d)
        }
        while i + 8 <= n {
            h = round(h, p.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < n { tail |= UInt64(p[i]) << shift; shift += 8; i += 1 }
        h ^= tail &* 0xC2B2AE3D27D4EB4F
        return mix(h)
    }

    public static func bytes(_ b: [UInt8], seed: UInt64 = 0) -> UInt64 {
        b.withUnsafeBytes { bytes($0, seed: seed) }
    }

    public static func string(_ s: String, seed: UInt64 = 0) -> UInt64 {
        var s = s
        return s.withUTF8 { bytes(UnsafeRawBufferPointer($0), seed: seed) }
    }

    @inline(__always) public static func combine(_ a: UInt64, _ b: UInt64) -> UInt64 {
        mix(a &* 0x9E3779B97F4A7C15 ^ b)
    }
}

extension UInt64 {
    @inline(__always) func rotateLeft(_ k: UInt64) -> UInt64 { (self << k) | (self >> (64 - k)) }
}

/// The CLI's incremental cache. For every linted file it keeps the file's content hash,
/// its declaration summary (its part of the type index: declarations, members and the
/// cross-file facts of `CrossFileFacts`) and its findings. On the next run
/// an unchanged file (same path, size and content hash) is not lexed for the index, and
/// when neither the run's type index nor the effective configuration changed, it is not
/// parsed or linted either: its findings are replayed.
///
/// Validity:
/// - the whole cache file belongs to one build: the viewlint version plus the size and
///   modification time of the running executable (a rebuilt binary never trusts it);
/// - findings are stored with a key made of the configuration hash (rule ids, severity
///   overrides, deployment target) and the hash of the whole run's type index, because a
///   file's findings depend on declarations in other files (superclass chains, members);
/// - the cache file is written to a temporary file and renamed into place, so concurrent
///   runs never see a torn file (the last writer wins; either version is valid);
/// - anything unreadable or inconsistent is ignored, never trusted.
public final class LintCache: @unchecked Sendable {
    static let formatVersion: UInt32 = 7
    /// The CLI uses the cache only for runs of at least this many files.
    public static let minimumFiles = 16
    static let magic: [UInt8] = Array("VLCACHE".utf8)

    public struct Entry: Sendable {
        public var contentHash: UInt64
        public var size: Int
        public var lines: Int
        /// The file's declaration summary, encoded (decoded only when the index is built).
        public var summaryBytes: ArraySlice<UInt8>
        public var summaryHash: UInt64
        /// Hash of (configuration, type index) the findings were computed under; 0 if none.
        public var findingsKey: UInt64
        public var findings: [Finding]
        /// The file's size, modification and change times and inode when it was hashed.
        public var stamp: FileStamp
        /// Skipped as generated code under this entry's key: replayed as skipped, so a run
        /// over unchanged files never builds the index for them. Stored in the top bit of
        /// the line count.
        public var generated: Bool = false
    }

    /// Wall-clock time (ns) at which the previous run started reading files, and this run's.
    private(set) var previousRunStart: Int64 = 0
    let runStart: Int64 = FileStamp.now()

    /// Whether the file is certainly unchanged since `e` was hashed, from its stat alone:
    /// the same size, times and inode, and last modified well before the run that hashed it
    /// began (a file changed within the clock's granularity of being read is hashed again).
    func unchangedByStat(_ e: Entry, _ now: FileStamp) -> Bool {
        e.stamp.valid && now.valid && e.stamp == now && Int64(e.size) == now.size
            && now.mtime < previousRunStart - 2_000_000_000 && now.ctime < previousRunStart - 2_000_000_000
    }

    /// Where the cache file lives.
    public let path: String
    let buildKey: UInt64
    /// The options' key, computed on a thread of its own: it resolves the deployment targets of
    /// every folder (reading their projects), which overlaps reading this file and phase 1
    /// instead of preceding them. Asked for once phase 1 has built the index.
    private let pendingConfigKey: Background<UInt64>
    var configKey: UInt64 { pendingConfigKey.value }

    /// Waits for the config key's thread: a cache kept to the exit (`ProcessLifetime`) must
    /// own no thread, even after a run that never needed the key (Objective-C input).
    public func settle() { _ = configKey }
    /// Entries of the previous run, by display path.
    private(set) var previous: [String: Entry] = [:]

    /// `directory`: the cache directory; `scope` names the run (working directory and the
    /// paths given), so that different projects sharing a directory keep separate files.
    public init(directory: String, scope: String, options: LintOptions) {
        let scopeHash = Hash64.string(scope)
        path = (directory.hasSuffix("/") ? directory : directory + "/") + "lint-" + Self.hex(scopeHash) + ".cache"
        // Summaries made without the view-tree facts are no use to a run whose rules read them,
        // nor the reverse: the setting is part of the build's key.
        buildKey = Hash64.combine(Self.buildKey(), options.gathersViewTree ? 1 : 2)
        pendingConfigKey = Parallel.background { Self.configKey(options) }
        load()
    }

    public static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// The running build: version, cache format, and the executable's identity.
    static func buildKey() -> UInt64 {
        var key = Hash64.string("viewlint \(viewlintVersion) cache \(formatVersion)")
        var st = stat()
        #if os(Linux)
        let exe = "/proc/self/exe"
        #else
        let exe = CommandLine.arguments.first ?? ""
        #endif
        if stat(exe, &st) == 0 {
            key = Hash64.combine(key, UInt64(truncatingIfNeeded: Int64(st.st_size)))
            #if os(Linux)
            key = Hash64.combine(key, UInt64(truncatingIfNeeded: Int64(st.st_mtim.tv_sec)) &* 1_000_000_000
                                 &+ UInt64(truncatingIfNeeded: Int64(st.st_mtim.tv_nsec)))
            key = Hash64.combine(key, UInt64(truncatingIfNeeded: Int64(st.st_ino)))
            #else
            key = Hash64.combine(key, UInt64(truncatingIfNeeded: Int64(st.st_mtimespec.tv_sec)) &* 1_000_000_000
                                 &+ UInt64(truncatingIfNeeded: Int64(st.st_mtimespec.tv_nsec)))
            #endif
        }
        return key
    }

    /// Everything in the options that can change a file's findings. Any new `LintOptions`
    /// field that can change findings (per-rule options, suppression settings…) must be
    /// added here, or cached findings would survive a configuration change.
    static func configKey(_ o: LintOptions) -> UInt64 {
        var text = "rules:" + o.rules.map { $0.info.id }.joined(separator: ",")
        text += ";severity:" + o.severityOverrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }.joined(separator: ",")
        text += ";target:" + (o.deploymentTarget.map { $0.description } ?? "-")
        text += ";projects:" + (o.projectTargets?.fingerprint ?? "-")
        text += ";tests:" + o.testGlobs.map { $0.pattern }.joined(separator: ",")
        text += ";generated:" + (o.skipGenerated ? "skip" : "lint") + o.generatedGlobs.map { $0.pattern }.joined(separator: ",")
        for (rule, opts) in o.ruleOptions.sorted(by: { $0.key < $1.key }) {
            text += ";option:" + rule + "{" + opts.sorted { $0.key < $1.key }.map { "\($0.key)=\(String(describing: $0.value))" }.joined(separator: ",") + "}"
        }
        return Hash64.string(text)
    }

    func lookup(_ displayPath: String) -> Entry? { previous[displayPath] }
    var previousCount: Int { previous.count }

    /// Key under which findings computed with this index are valid.
    func findingsKey(indexHash: UInt64) -> UInt64 {
        let k = Hash64.combine(configKey, indexHash)
        return k == 0 ? 1 : k
    }

    /// Encodes a summary and hashes it with the path (hash 0 when it declares nothing).
    static func encode(_ s: DeclSummary, path: String) -> (ArraySlice<UInt8>, UInt64) {
        var w = ByteWriter()
        encode(s, &w)
        if s.isEmpty { return (w.bytes[...], 0) }
        return (w.bytes[...], Hash64.bytes(w.bytes, seed: Hash64.string(path)))
    }

    static func decodeSummary(_ bytes: ArraySlice<UInt8>, path: String) -> DeclSummary {
        var r = ByteReader(Array(bytes))
        let s = decodeSummary(&r, path: path)
        return r.ok ? s : DeclSummary()
    }

    // MARK: Load and save

    private func load() {
        guard let data = FileWalker.read(path), !data.isEmpty else { return }
        var r = ByteReader(data)
        guard r.bytes(Self.magic.count) == Self.magic, r.u32() == Self.formatVersion, r.u64() == buildKey else { return }
        let previousStart = Int64(bitPattern: r.u64())
        let count = Int(r.u32())
        guard r.ok, count <= data.count else { return }
        var out: [String: Entry] = [:]
        out.reserveCapacity(count)
        for _ in 0..<count {
            let p = r.string()
            let contentHash = r.u64()
            let size = Int(r.u64())
            let linesAndFlag = r.u32()
            let lines = Int(linesAndFlag & 0x7fff_ffff)
            let summaryHash = r.u64()
            let summaryLength = Int(r.u32())
            let summaryStart = r.pos
            r.skip(summaryLength)
            guard r.ok else { return }
            let summaryBytes = data[summaryStart..<(summaryStart + summaryLength)]
            let findingsKey = r.u64()
            let stamp = FileStamp(size: Int64(bitPattern: r.u64()), mtime: Int64(bitPattern: r.u64()),
                                  ctime: Int64(bitPattern: r.u64()), inode: r.u64())
            let nf = Int(r.u32())
            guard r.ok, nf <= data.count else { return }
            var findings: [Finding] = []
            findings.reserveCapacity(nf)
            for _ in 0..<nf {
                let rule = r.string()
                let sev = Severity(rawValue: r.string()) ?? .warning
                let msg = r.string()
                let line = Int(r.u32()), col = Int(r.u32()), el = Int(r.u32()), ec = Int(r.u32())
                let so = Int(r.u32()), eo = Int(r.u32())
                var f = Finding(ruleID: rule, severity: sev, message: msg, path: p, line: line, column: col,
                                endLine: el, endColumn: ec, startOffset: so, endOffset: eo)
                if r.u8() == 1 { f.suppression = r.string() }
                let context = r.u8()
                f.inDebugClause = context & 2 != 0
                if context & 1 != 0 { f.enclosingType = r.string() }
                if r.u8() == 1 {
                    let applicability: Fix.Applicability = r.u8() == 1 ? .unsafe : .safe
                    let title = r.string()
                    let n = Int(r.u32())
                    guard r.ok, n <= data.count else { return }
                    var edits: [TextEdit] = []
                    for _ in 0..<n {
                        let start = Int(r.u32()), end = Int(r.u32())
                        var e = TextEdit(start: start, end: end, replacement: r.string())
                        e.startLine = Int(r.u32()); e.startColumn = Int(r.u32()); e.endLine = Int(r.u32()); e.endColumn = Int(r.u32())
                        edits.append(e)
                    }
                    f.fix = Fix(applicability, title, edits)
                }
                findings.append(f)
            }
            guard r.ok else { return }
            out[p] = Entry(contentHash: contentHash, size: size, lines: lines, summaryBytes: summaryBytes,
                           summaryHash: summaryHash, findingsKey: findingsKey, findings: findings, stamp: stamp,
                           generated: linesAndFlag & 0x8000_0000 != 0)
        }
        guard r.ok else { return }
        previous = out
        previousRunStart = previousStart
    }

    /// Writes the entries of this run (in input order), atomically. Failures are silent:
    /// the cache is an optimisation.
    func save(_ entries: [(String, Entry)]) {
        var w = ByteWriter()
        w.bytes.reserveCapacity(1 << 20)
        w.raw(Self.magic)
        w.u32(Self.formatVersion)
        w.u64(buildKey)
        w.u64(UInt64(bitPattern: runStart))
        w.u32(UInt32(entries.count))
        for (p, e) in entries {
            w.string(p)
            w.u64(e.contentHash)
            w.u64(UInt64(e.size))
            w.u32(UInt32(truncatingIfNeeded: e.lines) & 0x7fff_ffff | (e.generated ? 0x8000_0000 : 0))
            w.u64(e.summaryHash)
            w.u32(UInt32(e.summaryBytes.count))
            w.bytes.append(contentsOf: e.summaryBytes)
            w.u64(e.findingsKey)
            w.u64(UInt64(bitPattern: e.stamp.size)); w.u64(UInt64(bitPattern: e.stamp.mtime))
            w.u64(UInt64(bitPattern: e.stamp.ctime)); w.u64(e.stamp.inode)
            w.u32(UInt32(e.findings.count))
            for f in e.findings {
                w.string(f.ruleID)
                w.string(f.severity.rawValue)
                w.string(f.message)
                for v in [f.line, f.column, f.endLine, f.endColumn, f.startOffset, f.endOffset] {
                    w.u32(UInt32(truncatingIfNeeded: v))
                }
                if let s = f.suppression { w.u8(1); w.string(s) } else { w.u8(0) }
                w.u8((f.enclosingType != nil ? 1 : 0) | (f.inDebugClause ? 2 : 0))
                if let t = f.enclosingType { w.string(t) }
                if let fix = f.fix {
                    w.u8(1)
                    w.u8(fix.applicability == .unsafe ? 1 : 0)
                    w.string(fix.title)
                    w.u32(UInt32(fix.edits.count))
                    for e in fix.edits {
                        w.u32(UInt32(truncatingIfNeeded: e.start)); w.u32(UInt32(truncatingIfNeeded: e.end))
                        w.string(e.replacement)
                        for v in [e.startLine, e.startColumn, e.endLine, e.endColumn] { w.u32(UInt32(truncatingIfNeeded: v)) }
                    }
                } else {
                    w.u8(0)
                }
            }
        }
        let dir = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !dir.isEmpty, FileWalker.kind(of: dir) != .directory { DirectoryList.makeDirectory(dir) }
        Self.replace(path, with: w.bytes)
    }

    /// Writes `bytes` to a fresh temporary file beside `path` and renames it over `path`:
    /// concurrent runs never see a torn file (the last writer wins). Failures are silent.
    static func replace(_ path: String, with bytes: [UInt8]) {
        var rnd = UInt64(0)
        withUnsafeMutableBytes(of: &rnd) { p in
            var ts = timespec()
            clock_gettime(CLOCK_REALTIME, &ts)
            p.storeBytes(of: UInt64(truncatingIfNeeded: ts.tv_nsec) ^ UInt64(truncatingIfNeeded: Int(bitPattern: p.baseAddress)), as: UInt64.self)
        }
        let tmp = path + ".tmp-\(getpid())-" + Self.hex(Hash64.mix(rnd))
        guard let f = fopen(tmp, "wb") else { return }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
        if fclose(f) != 0 || written != bytes.count { unlink(tmp); return }
        if rename(tmp, path) != 0 { unlink(tmp) }
    }
}

struct ByteWriter {
    var bytes: [UInt8] = []
    @inline(__always) mutating func u8(_ v: UInt8) { bytes.append(v) }
    @inline(__always) mutating func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    @inline(__always) mutating func u64(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func raw(_ b: [UInt8]) { bytes.append(contentsOf: b) }
    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { u in
            u32(UInt32(u.count))
            bytes.append(contentsOf: u)
        }
    }
}

/// Bounds-checked reader: past the end it returns zeros and clears `ok`.
struct ByteReader {
    let data: [UInt8]
    var pos = 0
    var ok = true
    init(_ d: [UInt8]) { data = d }
    var remaining: Int { data.count - pos }
    mutating func bytes(_ n: Int) -> [UInt8] {
        guard ok, n >= 0, pos + n <= data.count else { ok = false; return [] }
        defer { pos += n }
        return Array(data[pos..<(pos + n)])
    }
    mutating func skip(_ n: Int) {
        guard ok, n >= 0, pos + n <= data.count else { ok = false; return }
        pos += n
    }
    mutating func u8() -> UInt8 {
        guard ok, pos < data.count else { ok = false; return 0 }
        defer { pos += 1 }
        return data[pos]
    }
    mutating func u32() -> UInt32 {
        guard ok, pos + 4 <= data.count else { ok = false; return 0 }
        defer { pos += 4 }
        return data.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: pos, as: UInt32.self)) }
    }
    mutating func u64() -> UInt64 {
        guard ok, pos + 8 <= data.count else { ok = false; return 0 }
        defer { pos += 8 }
        return data.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: pos, as: UInt64.self)) }
    }
    mutating func string() -> String {
        let n = Int(u32())
        guard ok, pos + n <= data.count else { ok = false; return "" }
        defer { pos += n }
        return data.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[pos..<(pos + n)]), as: UTF8.self) }
    }
}

/// What `stat` says about a file, to tell that it has not changed without reading it.
public struct FileStamp: Sendable, Equatable {
    public var size: Int64
    public var mtime: Int64   // ns
    public var ctime: Int64   // ns
    public var inode: UInt64
    public var valid: Bool { mtime != 0 || ctime != 0 }

    public static let none = FileStamp(size: 0, mtime: 0, ctime: 0, inode: 0)

    init(size: Int64, mtime: Int64, ctime: Int64, inode: UInt64) {
        self.size = size; self.mtime = mtime; self.ctime = ctime; self.inode = inode
    }

    init(_ st: stat) {
        size = Int64(st.st_size)
        #if os(Linux)
        mtime = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        ctime = Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec)
        #else
        mtime = Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
        ctime = Int64(st.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(st.st_ctimespec.tv_nsec)
        #endif
        inode = UInt64(st.st_ino)
    }

    /// The stamp of a path (following a symlink named explicitly), or `none`.
    public static func of(_ path: String) -> FileStamp {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return .none }
        return FileStamp(st)
    }

    static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }
}
