import ViewLintCore

/// The text of a rule's `expected.txt`: each finding as `path:line:column: message`, then the
/// source line with carets under what it points at, then its fix as a diff when it has one,
/// as Ruff's and Clippy's snapshots show them, so that the file's diff in a review shows where
/// a finding moved and what its fix writes, not only that a line changed.
public enum ExpectedFindings {
    /// One finding, rendered, with the order it takes in the file (path, then line and column
    /// as numbers, so that line 9 comes before line 10).
    public struct Entry {
        var path: String
        var line: Int
        var column: Int
        var message: String
        var text: String
    }

    /// The entries of one run (paths relative to the rule's folder).
    public static func entries(_ linted: FixtureRuns.Linted, rule id: String) -> [Entry] {
        let prefix = FixtureRuns.fixturesDir + "/" + id + "/"
        let sources = Dictionary(zip(linted.paths, linted.texts), uniquingKeysWith: { a, _ in a })
        return linted.findings.filter { $0.suppression == nil }.map { f in
            let path = f.path.hasPrefix(prefix) ? String(f.path.dropFirst(prefix.count)) : f.path
            var text = "\(path):\(f.line):\(f.column): \(f.message)\n"
            if let source = sources[f.path] {
                text += snippet(f, source)
                if let fix = f.fix { text += fixDiff(fix, source, gutter: gutter(f)) }
            }
            return Entry(path: path, line: f.line, column: f.column, message: f.message, text: text)
        }
    }

    /// The whole file: the entries in order, a blank line between two.
    public static func text(_ entries: [Entry]) -> String {
        entries.sorted { ($0.path, $0.line, $0.column, $0.message) < ($1.path, $1.line, $1.column, $1.message) }
            .map(\.text).joined(separator: "\n")
    }

    /// The gutter the snippet and the diff share: as wide as the finding's line number.
    static func gutter(_ f: Finding) -> String { String(repeating: " ", count: String(f.line).count) + " |" }

    /// The reported line, and carets under the finding's columns (Unicode scalars, as findings
    /// count them; a tab stays a tab so the carets line up in any editor). A finding that runs
    /// past its line is marked to the line's end.
    static func snippet(_ f: Finding, _ source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard f.line >= 1, f.line <= lines.count else { return "" }
        var line = Array(lines[f.line - 1].unicodeScalars)
        if line.last == "\r" { line.removeLast() }
        let start = min(max(f.column - 1, 0), line.count)
        let end = f.endLine == f.line ? min(max(f.endColumn - 1, start + 1), max(line.count, start + 1)) : max(line.count, start + 1)
        let indent = String(String.UnicodeScalarView(line[..<start].map { $0 == "\t" ? "\t" : " " }))
        let g = gutter(f)
        return "\(g)\n\(f.line) | \(String(String.UnicodeScalarView(line)))\n\(g) \(indent)\(String(repeating: "^", count: end - start))\n"
    }

    /// `= fix (safe): title`, then the fixed lines as a unified diff with one line of context.
    static func fixDiff(_ fix: Fix, _ source: String, gutter g: String) -> String {
        let old = Array(source.utf8)
        let applied = FixApplier.apply([fix], to: old)
        var out = "\(String(repeating: " ", count: g.count - 1))= fix (\(fix.applicability.rawValue)): \(fix.title)\n"
        guard !applied.applied.isEmpty else { return out + "\(g) (not applicable: its edits overlap or fall outside the file)\n" }
        let diff = UnifiedDiff.render(path: "", old: old, new: applied.text, context: 1)
        // The `---`/`+++` header names no file here: the finding's line above does.
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) where !line.isEmpty {
            // An unchanged blank line would end in spaces, which editors and review tools strip.
            let shown = line.hasPrefix(" ") ? String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) : String(line)
            out += shown.isEmpty ? "\(g)\n" : "\(g) \(shown)\n"
        }
        return out
    }
}
