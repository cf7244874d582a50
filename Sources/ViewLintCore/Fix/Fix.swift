/// A finding's fix: text edits that make the finding go away, and how safe they are.
/// Rules build edits from the tree's token ranges (byte offsets into the file as lexed),
/// never from re-printed source, so everything around the edit stays as the user wrote it.
public struct Fix: Sendable, Equatable {
    public enum Applicability: String, Sendable, Comparable {
        /// Keeps behaviour: applied by `--fix`.
        case safe
        /// Right in the common case but may change behaviour: applied only with `--unsafe-fixes`.
        case unsafe

        public static func < (a: Applicability, b: Applicability) -> Bool { a == .safe && b == .unsafe }
    }

    public var applicability: Applicability
    /// What the fix does, imperative ("Insert super.viewDidLoad()").
    public var title: String
    /// Non-overlapping edits, applied together.
    public var edits: [TextEdit]

    public init(_ applicability: Applicability, _ title: String, _ edits: [TextEdit]) {
        self.applicability = applicability
        self.title = title
        self.edits = edits.sorted { $0.start < $1.start }
    }

    /// The same fix with each edit's line and column filled in from `file` (for JSON and SARIF).
    func located(in file: SourceFile) -> Fix {
        var fix = self
        for k in fix.edits.indices {
            let a = file.location(of: fix.edits[k].start), b = file.location(of: fix.edits[k].end)
            fix.edits[k].startLine = a.line; fix.edits[k].startColumn = a.column
            fix.edits[k].endLine = b.line; fix.edits[k].endColumn = b.column
        }
        return fix
    }

    /// The byte range the fix touches (for overlap checks).
    var span: Range<Int> {
        (edits.map { $0.start }.min() ?? 0)..<(edits.map { $0.end }.max() ?? 0)
    }
}

/// Replace bytes `start..<end` of the file with `replacement`. A replacement's line breaks are
/// written as `\n`; the fixer turns them into the file's own line ending.
public struct TextEdit: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var replacement: String
    /// 1-based line and column (Unicode scalars) of `start` and `end`, as findings count them;
    /// filled in when the finding is reported (for JSON and SARIF).
    public var startLine = 0, startColumn = 0, endLine = 0, endColumn = 0

    public init(start: Int, end: Int, replacement: String) {
        self.start = start
        self.end = max(start, end)
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(start: offset, end: offset, replacement: text)
    }
}

extension TextEdit {
    /// Deletes bytes `start..<end` of `bytes` tidily: with the whole line when nothing else is
    /// on it, else with the blanks that follow it (or, at the end of a line, those before it).
    public static func deletion(_ start: Int, _ end: Int, in bytes: [UInt8]) -> TextEdit {
        let blank: (UInt8) -> Bool = { $0 == 32 || $0 == 9 }
        var before = start
        while before > 0, blank(bytes[before - 1]) { before -= 1 }
        var after = end
        while after < bytes.count, blank(bytes[after]) { after += 1 }
        let lineStartsHere = before == 0 || bytes[before - 1] == 10 || bytes[before - 1] == 13
        let lineEndsHere = after == bytes.count || bytes[after] == 10 || bytes[after] == 13
        if lineStartsHere && lineEndsHere {
            var e = after
            if e < bytes.count, bytes[e] == 13 { e += 1 }
            if e < bytes.count, bytes[e] == 10 { e += 1 }
            return TextEdit(start: before, end: e, replacement: "")
        }
        if lineEndsHere { return TextEdit(start: before, end: end, replacement: "") }
        return TextEdit(start: start, end: after, replacement: "")
    }
}

extension SourceFile {
    /// Where the line of token `t` starts and its indentation, when `t` is the first token on
    /// its line: an inserted statement goes there, on a line of its own, indented alike.
    func lineStart(ofToken t: Int) -> (offset: Int, indent: String)? {
        guard t < tokens.count, tokens[t].flags.contains(.newlineBefore) else { return nil }
        let start = Int(tokens[t].start)
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9 { lineStart -= 1 }
        guard lineStart == 0 || bytes[lineStart - 1] == 10 || bytes[lineStart - 1] == 13 else { return nil }
        return (lineStart, String(decoding: bytes[lineStart..<start], as: UTF8.self))
    }
}
