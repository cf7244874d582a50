/// Shared pieces of the machine-readable reporters: a small JSON tree with a stable
/// pretty printer, XML escaping, stable fingerprints and file URIs.

/// A JSON value whose objects keep their key order, so output is byte-for-byte stable.
indirect enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Two-space indented, one key per line, a trailing newline at the top level.
    func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .string(let s): out += JSON.quote(s)
        case .int(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let pad = String(repeating: " ", count: indent + 2)
            out += "[\n"
            for (i, v) in items.enumerated() {
                out += pad
                v.write(into: &out, indent: indent + 2)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            let pad = String(repeating: " ", count: indent + 2)
            out += "{\n"
            for (i, (k, v)) in members.enumerated() {
                out += pad + JSON.quote(k) + ": "
                v.write(into: &out, indent: indent + 2)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }
}

/// XML 1.0 escaping for attribute values and text.
public enum XML {
    /// Escapes `& < > " '`; tab, CR and LF become character references (so attribute
    /// values survive normalisation); other characters XML 1.0 cannot carry at all
    /// (C0 controls, U+FFFE, U+FFFF) become U+FFFD.
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }

    public static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}

/// Fingerprints that survive edits elsewhere in the file: they hash the rule id, the
/// path, and the text of the finding's first line with all whitespace removed — never
/// the line number — plus a counter telling apart identical lines in one file.
public enum Fingerprint {
    /// FNV-1a, 64 bit.
    public static func fnv1a64<S: Sequence>(_ bytes: S, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 where S.Element == UInt8 {
        var h = seed
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }

    /// 16 lowercase hex digits.
    public static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// The bytes of 1-based `line` with all ASCII whitespace removed.
    static func normalizedLine(_ bytes: [UInt8], lineStarts: [Int], line: Int) -> [UInt8] {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        for b in bytes[start..<end] where !(b == 32 || (b >= 9 && b <= 13)) { out.append(b) }
        return out
    }

    /// `primaryLocationLineHash` for each finding, in order: `<hex>:<n>`, where `n` counts
    /// (from 1) the findings before it with the same rule, path and normalised line.
    /// `source` gives a file's bytes by reported path (nil: the line text is left out).
    public static func lineHashes(_ findings: [Finding], source: (String) -> [UInt8]?) -> [String] {
        var files: [String: (bytes: [UInt8], starts: [Int])?] = [:]
        var seen: [String: Int] = [:]
        // Each line is normalised once, however many findings it carries (a one-line file
        // with thousands of findings stays linear).
        var lineCache: [String: [Int: [UInt8]]] = [:]
        var out: [String] = []
        out.reserveCapacity(findings.count)
        for f in findings {
            if files[f.path] == nil {
                files[f.path] = .some(source(f.path).map { ($0, SourceFile.computeLineStarts($0)) })
            }
            var key = Array(f.ruleID.utf8)
            key.append(0)
            key += Array(f.path.utf8)
            key.append(0)
            if let file = files[f.path] ?? nil {
                if let cached = lineCache[f.path]?[f.line] {
                    key += cached
                } else {
                    var norm = normalizedLine(file.bytes, lineStarts: file.starts, line: f.line)
                    if norm.count > 64 {
                        // long lines are keyed by their digest
                        let d = fnv1a64(norm)
                        norm = withUnsafeBytes(of: d.littleEndian) { Array($0) }
                    }
                    lineCache[f.path, default: [:]][f.line] = norm
                    key += norm
                }
            }
            let h = hex(fnv1a64(key))
            let n = (seen[h] ?? 0) + 1
            seen[h] = n
            out.append("\(h):\(n)")
        }
        return out
    }
}

/// `file://` URIs and URIs relative to the run's root.
enum FileURI {
    /// Percent-encodes everything but unreserved characters and `/` (RFC 3986).
    static func encodePath(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let h = String(b, radix: 16, uppercase: true)
                out += "%" + (h.count == 1 ? "0" + h : h)
            }
        }
        return out
    }

    /// `file:///abs/dir/` for a directory.
    static func directory(_ dir: String) -> String {
        let abs = normalize(dir.hasPrefix("/") ? dir : "/" + dir)
        return "file://" + encodePath(abs.hasSuffix("/") ? abs : abs + "/")
    }

    /// Removes `.`, `..` and empty components of an absolute path.
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for c in path.split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(c)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A reported path as a URI: relative (to be resolved against `root`) when the file is
    /// under the root, otherwise an absolute `file://` URI.
    static func artifact(_ path: String, root: String) -> (uri: String, relative: Bool) {
        let r = normalize(root)
        let abs = normalize(path.hasPrefix("/") ? path : r + "/" + path)
        let base = r == "/" ? "/" : r + "/"
        if abs.hasPrefix(base) && abs.count > base.count {
            return (encodePath(String(abs.dropFirst(base.count))), true)
        }
        return ("file://" + encodePath(abs), false)
    }
}
