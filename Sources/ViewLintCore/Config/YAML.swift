/// A YAML subset, enough for configuration files: block and flow mappings and sequences,
/// single- and double-quoted and plain scalars, `#` comments, a leading `---`. Anchors,
/// aliases, tags, block scalars (`|`, `>`) and multi-document streams are rejected with
/// a clear error instead of being misread.
public struct YAMLNode: Equatable, Sendable {
    public indirect enum Value: Equatable, Sendable {
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([YAMLEntry])
        case null
    }
    public var value: Value
    /// 1-based line where the node starts.
    public var line: Int
    /// A quoted scalar is always a string (`"on"`, `'12'`).
    public var quoted: Bool = false

    public var string: String? { if case .scalar(let s) = value { return s }; return nil }
    public var items: [YAMLNode]? { if case .sequence(let s) = value { return s }; return nil }
    public var entries: [YAMLEntry]? { if case .mapping(let m) = value { return m }; return nil }
    public var isNull: Bool { value == .null }

    /// `true`/`false` in the spellings YAML 1.1 and 1.2 agree on, unquoted.
    public var bool: Bool? {
        guard !quoted, let s = string else { return nil }
        switch s {
        case "true", "True", "TRUE", "yes", "Yes", "on", "On": return true
        case "false", "False", "FALSE", "no", "No", "off", "Off": return false
        default: return nil
        }
    }

    /// What kind of node this is, for error messages.
    public var kindName: String {
        switch value {
        case .scalar: return "a value"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .null: return "nothing"
        }
    }
}

public struct YAMLEntry: Equatable, Sendable {
    public var key: String
    public var line: Int
    public var value: YAMLNode
}

public struct YAMLError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "\(line):\(column): \(message)" }
}

public enum YAML {
    /// Parses a document; an empty document is `.null`.
    public static func parse(_ text: String) throws -> YAMLNode {
        var p = YAMLParser(text)
        return try p.document()
    }

    /// Parses a file another tool owns (an XcodeGen `project.yml`): block scalars (a build
    /// phase's `script: |`) are read as strings of their lines instead of being refused.
    /// viewlint's own config keeps the strict subset, whose errors name the fix.
    public static func parseProjectFile(_ text: String) throws -> YAMLNode {
        var p = YAMLParser(text)
        p.readsBlockScalars = true
        return try p.document()
    }
}

struct YAMLParser {
    struct Line {
        var number: Int
        var indent: Int
        /// Content with the indentation, the comment and trailing blanks removed.
        var text: [Character]
        /// Column (1-based) of `text[0]`.
        var column: Int { indent + 1 }
    }

    var lines: [Line] = []
    var i = 0
    /// `parseProjectFile`: `|` and `>` values are the lines indented under their key.
    var readsBlockScalars = false
    var firstError: YAMLError? = nil

    init(_ source: String) {
        var n = 0
        var src = source
        if src.hasPrefix("\u{FEFF}") { src.removeFirst() }
        for raw in src.split(separator: "\n", omittingEmptySubsequences: false) {
            n += 1
            var chars = Array(raw)
            if chars.last == "\r" { chars.removeLast() }
            var ind = 0
            while ind < chars.count, chars[ind] == " " { ind += 1 }
            if ind < chars.count, chars[ind] == "\t", firstError == nil {
                let rest = Self.stripComment(Array(chars[ind...]))
                if !rest.isEmpty {
                    firstError = YAMLError(line: n, column: ind + 1, message: "expected spaces for indentation, found a tab (YAML does not allow tabs there)")
                }
            }
            let body = Self.stripComment(Array(chars[ind...]))
            if body.isEmpty { continue }
            if n == 1 || lines.isEmpty, ind == 0, body == Array("---") { continue }
            lines.append(Line(number: n, indent: ind, text: body))
        }
    }

    /// Removes a `#` comment (at the start or after a blank, outside quotes) and trailing blanks.
    static func stripComment(_ c: [Character]) -> [Character] {
        var out: [Character] = []
        var quote: Character? = nil
        var k = 0
        while k < c.count {
            let ch = c[k]
            if let q = quote {
                out.append(ch)
                if q == "\"" && ch == "\\" && k + 1 < c.count { out.append(c[k + 1]); k += 2; continue }
                if ch == q {
                    if q == "'" && k + 1 < c.count && c[k + 1] == "'" { out.append("'"); k += 2; continue }
                    quote = nil
                }
                k += 1
                continue
            }
            if ch == "#" && (k == 0 || c[k - 1] == " " || c[k - 1] == "\t") { break }
            // A quote opens a quoted scalar only where a scalar can start.
            if (ch == "\"" || ch == "'") && Self.scalarCanStart(before: out) { quote = ch }
            out.append(ch)
            k += 1
        }
        while let l = out.last, l == " " || l == "\t" { out.removeLast() }
        return out
    }

    static func scalarCanStart(before out: [Character]) -> Bool {
        var j = out.count - 1
        while j >= 0, out[j] == " " || out[j] == "\t" { j -= 1 }
        if j < 0 { return true }
        return ":-,[{?".contains(out[j])
    }

    func error(_ line: Int, _ column: Int, _ message: String) -> YAMLError {
        YAMLError(line: line, column: column, message: message)
    }

    mutating func document() throws -> YAMLNode {
        if let e = firstError { throw e }
        guard !lines.isEmpty else { return YAMLNode(value: .null, line: 1) }
        if lines[0].indent != 0 {
            // Allowed, but everything must share it.
        }
        let node = try block(indent: lines[0].indent)
        if i < lines.count {
            let l = lines[i]
            if l.text == Array("---") || l.text == Array("...") {
                throw error(l.number, 1, "expected one YAML document; multiple documents ('---') are not supported")
            }
            throw error(l.number, l.column, l.indent > lines[0].indent
                ? "unexpected indentation; expected this line to line up with the keys above it"
                : "expected 'key: value' or '- item', found '\(String(l.text))'")
        }
        return node
    }

    /// A node whose first line is `lines[i]`, at exactly `indent`.
    mutating func block(indent: Int) throws -> YAMLNode {
        let l = lines[i]
        if isSequenceItem(l.text) { return try sequence(indent: indent) }
        if try keySplit(l) != nil { return try mapping(indent: indent) }
        i += 1
        return try inline(l.text, line: l.number, column: l.column, parentIndent: indent - 1)
    }

    func isSequenceItem(_ t: [Character]) -> Bool {
        t.first == "-" && (t.count == 1 || t[1] == " ")
    }

    mutating func sequence(indent: Int) throws -> YAMLNode {
        var items: [YAMLNode] = []
        let startLine = lines[i].number
        while i < lines.count, lines[i].indent == indent, isSequenceItem(lines[i].text) {
            let l = lines[i]
            var k = 1
            while k < l.text.count, l.text[k] == " " { k += 1 }
            if k >= l.text.count {
                i += 1
                if i < lines.count, lines[i].indent > indent {
                    items.append(try block(indent: lines[i].indent))
                } else {
                    items.append(YAMLNode(value: .null, line: l.number))
                }
                continue
            }
            // `- key: value` starts a mapping whose keys line up with `key`.
            let inner = Line(number: l.number, indent: l.indent + k, text: Array(l.text[k...]))
            lines[i] = inner
            items.append(try block(indent: inner.indent))
        }
        if i < lines.count, lines[i].indent > indent {
            let l = lines[i]
            throw error(l.number, l.column, "unexpected indentation; expected '- item' at column \(indent + 1)")
        }
        return YAMLNode(value: .sequence(items), line: startLine)
    }

    /// `key:` / `key: value` split of a line; nil when the line is not a mapping entry.
    func keySplit(_ l: Line) throws -> (key: String, rest: [Character], restColumn: Int)? {
        let t = l.text
        guard let f = t.first else { return nil }
        if f == "[" || f == "{" { return nil }
        if f == "?" && (t.count == 1 || t[1] == " ") {
            throw error(l.number, l.column, "complex mapping keys ('? ') are not supported; write 'key: value'")
        }
        var keyEnd: Int
        var key: String
        if f == "\"" || f == "'" {
            var c = Cursor(chars: t, pos: 0, line: l.number, column0: l.column)
            guard let s = try? c.quoted() else { return nil }
            c.skipBlanks()
            guard c.pos < t.count, t[c.pos] == ":", c.pos + 1 == t.count || t[c.pos + 1] == " " else { return nil }
            key = s
            keyEnd = c.pos
        } else {
            var k = 0
            keyEnd = -1
            while k < t.count {
                if t[k] == ":" && (k + 1 == t.count || t[k + 1] == " ") { keyEnd = k; break }
                k += 1
            }
            if keyEnd < 0 { return nil }
            key = String(t[..<keyEnd]).trimmingBlanks()
        }
        var r = keyEnd + 1
        while r < t.count, t[r] == " " { r += 1 }
        return (key, Array(t[r...]), l.column + r)
    }

    mutating func mapping(indent: Int) throws -> YAMLNode {
        var entries: [YAMLEntry] = []
        let startLine = lines[i].number
        while i < lines.count, lines[i].indent == indent {
            let l = lines[i]
            guard let (key, rest, restColumn) = try keySplit(l) else {
                if isSequenceItem(l.text) {
                    throw error(l.number, l.column, "expected 'key: value', found a list item; indent it under a key")
                }
                throw error(l.number, l.column, "expected 'key: value', found '\(String(l.text))'")
            }
            if entries.contains(where: { $0.key == key }) {
                throw error(l.number, l.column, "duplicate key '\(key)'; each key may appear once")
            }
            i += 1
            let value: YAMLNode
            if rest.isEmpty {
                if i < lines.count, lines[i].indent > indent {
                    value = try block(indent: lines[i].indent)
                } else if i < lines.count, lines[i].indent == indent, isSequenceItem(lines[i].text) {
                    value = try sequence(indent: indent)
                } else {
                    value = YAMLNode(value: .null, line: l.number)
                }
            } else {
                value = try inline(rest, line: l.number, column: restColumn, parentIndent: indent)
            }
            entries.append(YAMLEntry(key: key, line: l.number, value: value))
        }
        if i < lines.count, lines[i].indent > indent {
            let l = lines[i]
            throw error(l.number, l.column, "unexpected indentation; expected a key at column \(indent + 1)")
        }
        return YAMLNode(value: .mapping(entries), line: startLine)
    }

    /// A value written on one line (a flow collection may continue on following lines
    /// that are indented more than the collection's key).
    mutating func inline(_ text: [Character], line: Int, column: Int, parentIndent: Int) throws -> YAMLNode {
        guard let f = text.first else { return YAMLNode(value: .null, line: line) }
        switch f {
        case "|", ">":
            // `|`, `|-`, `>+`, `|2`: only indicators may follow on the line.
            if readsBlockScalars, text.dropFirst().allSatisfy({ "+-0123456789".contains($0) }) {
                var body: [String] = []
                while i < lines.count, lines[i].indent > parentIndent {
                    body.append(String(lines[i].text))
                    i += 1
                }
                return YAMLNode(value: .scalar(body.joined(separator: f == "|" ? "\n" : " ")), line: line, quoted: true)
            }
            throw error(line, column, "block scalars ('|' and '>') are not supported; write the value on one line, quoted if needed")
        case "&", "*":
            throw error(line, column, "anchors and aliases ('&', '*') are not supported; repeat the value")
        case "!":
            throw error(line, column, "tags ('!') are not supported; remove the tag")
        case "@", "`":
            throw error(line, column, "a plain value cannot start with '\(f)'; quote it")
        default: break
        }
        var chars = text
        var lineMap: [(offset: Int, line: Int, column: Int)] = [(0, line, column)]
        if f == "[" || f == "{" {
            // Pull continuation lines (indented more than the parent key) until the brackets balance.
            while !Self.balanced(chars), i < lines.count, lines[i].indent > parentIndent {
                let next = lines[i]
                lineMap.append((chars.count + 1, next.number, next.column))
                chars.append(" ")
                chars.append(contentsOf: next.text)
                i += 1
            }
        }
        var c = Cursor(chars: chars, pos: 0, line: line, column0: column, lineMap: lineMap)
        let node: YAMLNode
        if f == "[" || f == "{" {
            node = try c.flow()
        } else if f == "\"" || f == "'" {
            node = YAMLNode(value: .scalar(try c.quoted()), line: line, quoted: true)
        } else {
            let s = String(chars).trimmingBlanks()
            if let r = s.range(of: ": ") {
                let col = column + s.distance(from: s.startIndex, to: r.lowerBound)
                throw error(line, col, "expected a single value, found ': ' inside '\(s)'; quote the value or put the nested mapping on its own lines")
            }
            return YAMLNode(value: Self.plain(s), line: line)
        }
        c.skipBlanks()
        if c.pos < chars.count {
            let (l, col) = c.location(c.pos)
            throw error(l, col, "expected the end of the line after the value, found '\(String(chars[c.pos...]))'")
        }
        return node
    }

    static func plain(_ s: String) -> YAMLNode.Value {
        if s.isEmpty || s == "~" || s == "null" || s == "Null" || s == "NULL" { return .null }
        return .scalar(s)
    }

    static func balanced(_ c: [Character]) -> Bool {
        var depth = 0
        var quote: Character? = nil
        var k = 0
        while k < c.count {
            let ch = c[k]
            if let q = quote {
                if q == "\"" && ch == "\\" { k += 2; continue }
                if ch == q { quote = nil }
            } else if ch == "\"" || ch == "'" {
                quote = ch
            } else if ch == "[" || ch == "{" {
                depth += 1
            } else if ch == "]" || ch == "}" {
                depth -= 1
            }
            k += 1
        }
        return depth <= 0 && quote == nil
    }

    /// A position in one logical line (possibly several physical lines joined).
    struct Cursor {
        var chars: [Character]
        var pos: Int
        var line: Int
        var column0: Int
        var lineMap: [(offset: Int, line: Int, column: Int)] = []

        func location(_ p: Int) -> (Int, Int) {
            var best = (offset: 0, line: line, column: column0)
            for m in lineMap where m.offset <= p { best = m }
            return (best.line, best.column + (p - best.offset))
        }

        func fail(_ message: String, at p: Int? = nil) -> YAMLError {
            let (l, c) = location(p ?? pos)
            return YAMLError(line: l, column: c, message: message)
        }

        mutating func skipBlanks() {
            while pos < chars.count, chars[pos] == " " || chars[pos] == "\t" { pos += 1 }
        }

        var peek: Character? { pos < chars.count ? chars[pos] : nil }

        mutating func quoted() throws -> String {
            let q = chars[pos]
            let start = pos
            pos += 1
            var out = ""
            while pos < chars.count {
                let ch = chars[pos]
                if ch == q {
                    if q == "'" && pos + 1 < chars.count && chars[pos + 1] == "'" { out.append("'"); pos += 2; continue }
                    pos += 1
                    return out
                }
                if q == "\"" && ch == "\\" {
                    guard pos + 1 < chars.count else { break }
                    let e = chars[pos + 1]
                    switch e {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "0": out.append("\0")
                    case "\\": out.append("\\")
                    case "\"": out.append("\"")
                    case "/": out.append("/")
                    case " ": out.append(" ")
                    default:
                        throw fail("unsupported escape '\\\(e)' in a double-quoted string", at: pos)
                    }
                    pos += 2
                    continue
                }
                out.append(ch)
                pos += 1
            }
            throw fail("expected a closing \(q) for the string that starts here", at: start)
        }

        /// `[…]` or `{…}`.
        mutating func flow() throws -> YAMLNode {
            let (l, _) = location(pos)
            let open = chars[pos]
            let close: Character = open == "[" ? "]" : "}"
            pos += 1
            var items: [YAMLNode] = []
            var entries: [YAMLEntry] = []
            while true {
                skipBlanks()
                guard let ch = peek else {
                    throw fail("expected '\(close)' to close the '\(open)' opened on line \(l)")
                }
                if ch == close { pos += 1; break }
                if ch == "," { throw fail("expected a value before ','") }
                if open == "[" {
                    items.append(try flowValue(stopAtColon: false))
                } else {
                    let (kl, _) = location(pos)
                    let keyNode = try flowValue(stopAtColon: true)
                    guard let key = keyNode.string ?? (keyNode.isNull ? "" : nil), !key.isEmpty else {
                        throw fail("expected a key in '{…}'")
                    }
                    skipBlanks()
                    var value = YAMLNode(value: .null, line: kl)
                    if peek == ":" {
                        pos += 1
                        skipBlanks()
                        if let p = peek, p != "," && p != "}" { value = try flowValue(stopAtColon: false) }
                    }
                    if entries.contains(where: { $0.key == key }) { throw fail("duplicate key '\(key)'; each key may appear once") }
                    entries.append(YAMLEntry(key: key, line: kl, value: value))
                }
                skipBlanks()
                guard let sep = peek else { throw fail("expected ',' or '\(close)' to close the '\(open)' opened on line \(l)") }
                if sep == "," { pos += 1; continue }
                if sep == close { pos += 1; break }
                throw fail("expected ',' or '\(close)', found '\(sep)'")
            }
            return open == "[" ? YAMLNode(value: .sequence(items), line: l) : YAMLNode(value: .mapping(entries), line: l)
        }

        mutating func flowValue(stopAtColon: Bool) throws -> YAMLNode {
            skipBlanks()
            let (l, _) = location(pos)
            guard let ch = peek else { throw fail("expected a value") }
            if ch == "[" || ch == "{" { return try flow() }
            if ch == "\"" || ch == "'" { return YAMLNode(value: .scalar(try quoted()), line: l, quoted: true) }
            if "&*!|>".contains(ch) { throw fail("'\(ch)' (anchors, aliases, tags, block scalars) is not supported inside '[…]' or '{…}'") }
            var s = ""
            while let c = peek {
                if c == "," || c == "]" || c == "}" || c == "[" || c == "{" { break }
                if c == ":" && (stopAtColon || pos + 1 >= chars.count || chars[pos + 1] == " " || ",]}".contains(chars[pos + 1])) { break }
                s.append(c)
                pos += 1
            }
            return YAMLNode(value: YAMLParser.plain(s.trimmingBlanks()), line: l)
        }
    }
}

extension String {
    func trimmingBlanks() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
