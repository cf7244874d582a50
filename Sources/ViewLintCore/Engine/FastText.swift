/// Substring search on UTF-8 bytes. Rules test names and type text with
/// `contains("…")`; Foundation's version goes through NSString (UTF-16, a bridge and an
/// allocation per call), which made it one of the hottest calls of a run. This overload is
/// more specific, so it is chosen for `String.contains(String)` everywhere in the module.
extension String {
    @inline(__always)
    func contains(_ other: String) -> Bool {
        var hay = self, needle = other
        return hay.withUTF8 { h in needle.withUTF8 { n in FastText.find(h, n) } }
    }
}

enum FastText {
    static func find(_ h: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>) -> Bool {
        let nc = n.count, hc = h.count
        if nc == 0 { return true }
        if nc > hc { return false }
        let first = n[0]
        var i = 0
        let last = hc - nc
        while i <= last {
            if h[i] == first {
                var k = 1
                while k < nc, h[i + k] == n[k] { k += 1 }
                if k == nc { return true }
            }
            i += 1
        }
        return false
    }

    /// Number of lines as `SourceFile.lineStarts.count` counts them, without building the table.
    static func lineCount(_ b: [UInt8]) -> Int {
        b.withUnsafeBufferPointer { p in
            var lines = 1
            var i = 0
            let n = p.count
            while i < n {
                let c = p[i]
                if c <= 13 {
                    if c == 10 { lines += 1 } else if c == 13 {
                        if i + 1 < n, p[i + 1] == 10 { i += 1 }
                        lines += 1
                    }
                }
                i += 1
            }
            return lines
        }
    }
}
