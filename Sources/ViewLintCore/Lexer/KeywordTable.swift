/// Keyword lookup without allocating: bucket by (length, first byte), then compare bytes.
enum KeywordTable {
    static let words: [(String, Keyword)] = [
        ("associatedtype", .associatedtype), ("class", .class), ("deinit", .deinit), ("enum", .enum),
        ("extension", .extension), ("fileprivate", .fileprivate), ("func", .func), ("import", .import),
        ("init", .`init`), ("inout", .inout), ("internal", .internal), ("let", .let), ("open", .open),
        ("operator", .operator), ("private", .private), ("precedencegroup", .precedencegroup),
        ("protocol", .protocol), ("public", .public), ("rethrows", .rethrows), ("static", .static),
        ("struct", .struct), ("subscript", .subscript), ("typealias", .typealias), ("var", .var),
        ("break", .break), ("case", .case), ("catch", .catch), ("continue", .continue), ("default", .default),
        ("defer", .defer), ("do", .do), ("else", .else), ("fallthrough", .fallthrough), ("for", .for),
        ("guard", .guard), ("if", .if), ("in", .in), ("repeat", .repeat), ("return", .return), ("throw", .throw),
        ("switch", .switch), ("where", .where), ("while", .while), ("as", .as), ("false", .false), ("is", .is),
        ("nil", .nil), ("self", .`self`), ("Self", .`Self`), ("super", .super), ("throws", .throws), ("true", .true),
        ("try", .try),
        ("actor", .actor), ("macro", .macro), ("override", .override), ("final", .final), ("required", .required),
        ("convenience", .convenience), ("mutating", .mutating), ("nonmutating", .nonmutating), ("lazy", .lazy),
        ("weak", .weak), ("unowned", .unowned), ("dynamic", .dynamic), ("optional", .optional),
        ("indirect", .indirect), ("nonisolated", .nonisolated), ("isolated", .isolated), ("package", .package),
        ("consuming", .consuming), ("borrowing", .borrowing), ("distributed", .distributed), ("async", .async),
        ("await", .await), ("some", .some), ("any", .any), ("get", .get), ("set", .set), ("willSet", .willSet),
        ("didSet", .didSet), ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix), ("each", .each),
        ("consume", .consume), ("copy", .copy), ("discard", .discard), ("unsafe", .unsafe), ("_modify", ._modify),
        ("_read", ._read), ("sending", .sending), ("then", .then),
    ]

    /// Keywords in one flat byte table, bucketed by (length, first byte); each entry is an
    /// offset into the bytes and its keyword. Never freed: a lookup touches no reference counts.
    struct Entry { var offset: Int32; var kw: Keyword }

    typealias Table = (start: UnsafeMutablePointer<Int32>, entries: UnsafeMutablePointer<Entry>, bytes: UnsafeMutablePointer<UInt8>)

    /// Read once per lexer run (a stored copy), not per identifier: a static's every access
    /// goes through its lazy-initialisation check.
    static let table: Table = {
        var buckets = [[(String, Keyword)]](repeating: [], count: 16 * 128)
        for (w, k) in words {
            let u = Array(w.utf8)
            buckets[(u.count & 15) * 128 + Int(u[0] & 127)].append((w, k))
        }
        let start = UnsafeMutablePointer<Int32>.allocate(capacity: buckets.count + 1)
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: words.count)
        let total = words.reduce(0) { $0 + $1.0.utf8.count }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: total)
        var n = 0, off = 0
        for (i, bucket) in buckets.enumerated() {
            start[i] = Int32(n)
            for (w, k) in bucket {
                entries[n] = Entry(offset: Int32(off), kw: k)
                for c in w.utf8 { bytes[off] = c; off += 1 }
                n += 1
            }
        }
        start[buckets.count] = Int32(n)
        return (start, entries, bytes)
    }()

    @inline(__always)
    static func lookup(_ t: Table, _ buf: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Keyword {
        let len = e - s
        if len < 2 || len > 15 || buf[s] >= 128 { return .none }
        let bucket = len * 128 + Int(buf[s])
        var j = Int(t.start[bucket])
        let end = Int(t.start[bucket + 1])
        outer: while j < end {
            let entry = t.entries[j]
            let kb = t.bytes + Int(entry.offset)
            j += 1
            var k = 1
            while k < len {
                if kb[k] != buf[s + k] { continue outer }
                k += 1
            }
            return entry.kw
        }
        return .none
    }
}
