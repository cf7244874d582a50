/// Which type names each type's code mentions: the edges of the run's reachability graph
/// (`ProgramReachability`). Read in the declaration scanner's pass (`ReferenceCollector`),
/// one record per type and file, carried in the file's summary and cache entry.
public struct TypeReferenceRecord: Sendable, Hashable {
    /// The type (or the extended type) whose body holds the names; "" for code outside any
    /// type (global functions and variables, `main.swift`): that code counts as reached.
    public var type: String
    /// Capitalized names mentioned in the body, also in string literals (`NSClassFromString`),
    /// by `NameHash`: the graph needs only to match them to type names, so no string is made.
    public var names: [UInt64]
    /// Names mentioned only inside debug-only clauses (`BuildConditions`) of the body.
    public var debugNames: [UInt64]
    /// `public` or `open`: a library's API, reached by code outside the run.
    public var isPublic: Bool

    public init(type: String, names: [UInt64], debugNames: [UInt64], isPublic: Bool) {
        self.type = type; self.names = names; self.debugNames = debugNames; self.isPublic = isPublic
    }
}

/// A 64-bit hash of a name's bytes: the same for a token, a word of a storyboard and a
/// `String`, so a resource scan can ask "is this word a type's name" without making strings.
public enum NameHash {
    @inline(__always) public static func of(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        var i = start
        while i < end { h = (h ^ UInt64(p[i])) &* 0x100000001b3; i += 1 }
        return h
    }

    public static func of(_ s: String) -> UInt64 {
        var s = s
        return s.withUTF8 { of($0, 0, $0.count) }
    }

    @inline(__always) static func isUpper(_ c: UInt8) -> Bool { c >= 65 && c <= 90 }
    @inline(__always) static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c == 95
    }

    /// Whether `b[start..<end]` reads as a type's name: a capital letter after any leading
    /// underscores (`Feed`, `_WrapperController`).
    @inline(__always) static func startsAsTypeName(_ b: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end, b[i] == 95 { i += 1 }
        return i < end && isUpper(b[i])
    }

    /// Calls `body` with the start and end of every word that starts with a capital letter
    /// after any leading underscores (`_*[A-Z][A-Za-z0-9_]*`, not preceded by a word byte) in
    /// `p[start..<end]`.
    @inline(__always) public static func forEachCapitalizedWord(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                                               _ body: (Int, Int) -> Void) {
        var i = start
        while i < end {
            let c = p[i]
            if isUpper(c) || c == 95, i == start || !isWordByte(p[i - 1]) {
                var j = i + 1
                if c == 95 {
                    while j < end, p[j] == 95 { j += 1 }
                    guard j < end, isUpper(p[j]) else { i = j; continue }
                }
                while j < end, isWordByte(p[j]) { j += 1 }
                body(i, j)
                i = j
            } else {
                i += 1
            }
        }
    }
}

/// Collects `TypeReferenceRecord`s in the declaration scanner's loop: the scanner hands it the
/// name and string tokens it steps over (`step`, with the fact scanner's word on whether they
/// lie in a `#Preview`), and opens and closes its types with its own type stack (`openType`,
/// `closeType`). Names are kept by hash (no string is made for them), each once per scope.
struct ReferenceCollector {
    let file: SourceFile
    /// The file's tokens and bytes, held here so that reading them costs no retain of the file.
    let toks: [Token]
    let bytes: [UInt8]
    let active: Bool
    let debugRanges: [Range<Int>]

    private struct Scope {
        var type: String
        var isPublic: Bool
        /// A `PreviewProvider`: what it names is not reached by the app.
        var skipped: Bool
        var names: [Int32] = []
        var debugNames: [Int32] = []
    }
    private var scopes: [Scope] { didSet { skipping = scopes.last?.skipped ?? false } }
    /// The innermost scope is skipped (a `PreviewProvider`): kept apart, as every token asks.
    private var skipping = false
    private var ids = NameSlots()
    private var hashes: [UInt64] = []
    /// Per name, the number of the last `emit` that listed it.
    private var stamp: [Int32] = []
    private var emitted: Int32 = 0
    /// For each interned name, the serial of the scope that last recorded it (release and debug).
    private var seen: [Int32] = []
    private var seenDebug: [Int32] = []
    private var serials: [Int32]
    private var nextSerial: Int32 = 1
    private(set) var records: [TypeReferenceRecord] = []
    /// The token kinds `step` reads: the scanner hands it only these.
    static let steppedKinds: UInt64 = (1 << UInt64(TokenKind.identifier.rawValue)) | (1 << UInt64(TokenKind.stringSegment.rawValue))

    init(file: SourceFile, active: Bool) {
        self.file = file
        toks = file.tokens
        bytes = file.bytes
        self.active = active
        debugRanges = active ? BuildConditions.debugOnlyRanges(file) : []
        scopes = [Scope(type: "", isPublic: true, skipped: false)]
        serials = [0]
    }

    /// A type's member block opened. `header`: the tokens between the type's name and its `{`
    /// (generic parameters, the inheritance clause with its generic arguments, a `where` clause).
    mutating func openType(_ name: String, inherited: [String], header: Range<Int>, isPublic: Bool, inPreview: Bool) {
        guard active else { return }
        let skipped = inherited.contains("PreviewProvider") || skipping || inPreview
        scopes.append(Scope(type: name, isPublic: isPublic, skipped: skipped))
        serials.append(nextSerial)
        nextSerial &+= 1
        // The header names what the type is reached through and what it reaches:
        // `UIHostingController<EditTitleView>`, `where Self == StatusActionStyle`.
        let debugHeader = !debugRanges.isEmpty && header.lowerBound < toks.count
            && BuildConditions.contains(debugRanges, Int(toks[header.lowerBound].start))
        for k in header where k < toks.count && toks[k].kind == .identifier && toks[k].keyword == .none {
            let r = toks[k].nameRange
            guard NameHash.startsAsTypeName(bytes, r.lowerBound, r.upperBound) else { continue }
            bytes.withUnsafeBufferPointer { p in record(p, r.lowerBound, r.upperBound, debug: debugHeader) }
        }
    }

    /// The type whose member block the scanner closed.
    mutating func closeType() {
        guard active, scopes.count > 1 else { return }
        close()
    }

    /// A name or string token; `inPreview`: inside a `#Preview { }` (not reached by the app).
    mutating func step(_ i: Int, inPreview: Bool) {
        guard active, !inPreview else { return }
        let t = toks[i]
        switch t.kind {
        case .identifier:
            // Most identifiers start in lower case: that is read first.
            let first = bytes[Int(t.start)]
            guard NameHash.isUpper(first) || first == UInt8(ascii: "`") || first == UInt8(ascii: "_"), t.keyword == .none,
                  !skipping else { return }
            let r = t.nameRange
            guard NameHash.startsAsTypeName(bytes, r.lowerBound, r.upperBound) else { return }
            let debug = !debugRanges.isEmpty && BuildConditions.contains(debugRanges, r.lowerBound)
            bytes.withUnsafeBufferPointer { p in record(p, r.lowerBound, r.upperBound, debug: debug) }
        case .stringSegment:
            guard !skipping else { return }
            let debug = !debugRanges.isEmpty && BuildConditions.contains(debugRanges, Int(t.start))
            bytes.withUnsafeBufferPointer { p in
                NameHash.forEachCapitalizedWord(p, Int(t.start), Int(t.end)) { s, e in record(p, s, e, debug: debug) }
            }
        default:
            break
        }
    }

    private mutating func record(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, debug: Bool) {
        let h = NameHash.of(p, s, e)
        let id = ids.id(h, next: Int32(hashes.count))
        if Int(id) == hashes.count {
            hashes.append(h)
            stamp.append(0)
            seen.append(-1)
            seenDebug.append(-1)
        }
        let serial = serials[serials.count - 1]
        let k = Int(id)
        if debug {
            if seenDebug[k] == serial { return }
            seenDebug[k] = serial
            scopes[scopes.count - 1].debugNames.append(id)
        } else {
            if seen[k] == serial { return }
            seen[k] = serial
            scopes[scopes.count - 1].names.append(id)
        }
    }

    private mutating func close() {
        guard let s = scopes.popLast() else { return }
        serials.removeLast()
        emit(s)
    }

    private mutating func emit(_ s: Scope) {
        if s.skipped { return }
        if s.type.isEmpty, s.names.isEmpty, s.debugNames.isEmpty { return }
        // A nested scope can overwrite `seen`, so a name may be listed twice: kept once here,
        // by stamping each id with this emit's number.
        emitted &+= 1
        let release = emitted
        var names: [UInt64] = []
        names.reserveCapacity(s.names.count)
        for id in s.names where stamp[Int(id)] != release { stamp[Int(id)] = release; names.append(hashes[Int(id)]) }
        // A name the scope also mentions outside debug clauses is a release edge only.
        var debugNames: [UInt64] = []
        emitted &+= 1
        for id in s.debugNames where stamp[Int(id)] != release && stamp[Int(id)] != emitted {
            stamp[Int(id)] = emitted
            debugNames.append(hashes[Int(id)])
        }
        // Every type gets a record, also one that names nothing: it is a type the run knows.
        records.append(TypeReferenceRecord(type: s.type, names: names, debugNames: debugNames, isPublic: s.isPublic && !s.type.isEmpty))
    }

    /// The records, once the scanner has seen every token.
    mutating func finish() -> [TypeReferenceRecord] {
        guard active else { return [] }
        while scopes.count > 1 { close() }
        if let top = scopes.popLast() { serials.removeLast(); emit(top) }
        return records
    }
}

/// Name hashes to small ids, by open addressing: the collector asks once per capitalized
/// token, where a `Dictionary` would hash the (already well mixed) hash again.
struct NameSlots {
    private var keys = [UInt64](repeating: 0, count: 64)
    private var values = [Int32](repeating: -1, count: 64)
    private var count = 0

    /// The id of `hash`, or `next` (recorded) when it is new.
    mutating func id(_ hash: UInt64, next: Int32) -> Int32 {
        if (count + 1) * 2 > keys.count { grow() }
        let key = hash == 0 ? 1 : hash
        let mask = keys.count - 1
        var i = Int(truncatingIfNeeded: key ^ (key >> 29)) & mask
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == 0 {
                keys[i] = key
                values[i] = next
                count += 1
                return next
            }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [Int32](repeating: -1, count: oldKeys.count * 2)
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 { _ = id(k, next: v) }
    }
}
