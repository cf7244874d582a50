import ViewLintCore

/// A text edit in byte offsets of a document.
struct ByteEdit: Equatable {
    var range: Range<Int>
    var newText: String

    func json(in doc: TextDocument) -> JSONNode {
        ["range": TextRange(start: doc.position(of: range.lowerBound), end: doc.position(of: range.upperBound)).json,
         "newText": .string(newText)]
    }
}

/// A fix a rule offers for one finding: a title, the edits that apply it, and whether it is
/// safe (a preferred quick fix, part of fix-all) or unsafe (offered, never preferred).
struct FindingFix: Equatable {
    var title: String
    var edits: [ByteEdit]
    var isSafe = true
}

/// Where fixes come from: `FindingFixes` reads the fix a rule attached to a finding, so each
/// becomes a quick fix and the safe ones together `source.fixAll.viewlint`.
protocol FixProvider {
    /// Whether any finding can have a fix (the server then offers `source.fixAll.viewlint`).
    var providesFixes: Bool { get }
    func fixes(for finding: Finding, in doc: TextDocument) -> [FindingFix]
}

struct NoFixes: FixProvider {
    var providesFixes: Bool { false }
    func fixes(for finding: Finding, in doc: TextDocument) -> [FindingFix] { [] }
}

/// The findings' own fixes (`Finding.fix`, byte offsets into the text that was linted, which
/// is the document's), with line breaks written as the document writes them.
struct FindingFixes: FixProvider {
    var providesFixes: Bool { true }
    func fixes(for finding: Finding, in doc: TextDocument) -> [FindingFix] {
        guard let fix = finding.fix else { return [] }
        let lineBreak = doc.lineBreak(after: 0)
        let edits = fix.edits.compactMap { e -> ByteEdit? in
            guard e.start >= 0, e.end <= doc.bytes.count, e.start <= e.end else { return nil }
            let text = lineBreak == "\n" ? e.replacement : e.replacement.replacingOccurrences(of: "\n", with: lineBreak)
            return ByteEdit(range: e.start..<e.end, newText: text)
        }
        guard edits.count == fix.edits.count else { return [] }
        let safe = fix.applicability == .safe
        return [FindingFix(title: safe ? fix.title : fix.title + " (unsafe: may change behaviour)", edits: edits, isSafe: safe)]
    }
}

/// `textDocument/codeAction`: for each finding on the requested lines, "Disable `rule`
/// for this line" (a `// viewlint:disable:next rule` comment above the finding's line, with
/// its indentation), and the findings' fixes when there are any.
struct CodeActions {
    static let fixAllKind = "source.fixAll.viewlint"
    var fixProvider: FixProvider = FindingFixes()
    /// Edits as `documentChanges` naming the document's version (the client then refuses
    /// an edit made for an older text), when the client supports them; else `changes`.
    var versionedEdits = false

    /// The code action kinds the server offers.
    var kinds: [String] { fixProvider.providesFixes ? ["quickfix", Self.fixAllKind] : ["quickfix"] }

    /// `only`: the kinds the client asked for (nil: all). A kind matches its sub-kinds.
    func actions(for findings: [Finding], lines: ClosedRange<Int>, in doc: TextDocument, only: [String]?) -> [JSONNode] {
        func wanted(_ kind: String) -> Bool {
            guard let only else { return true }
            return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        }
        var out: [JSONNode] = []
        let onLines = findings.filter { f in
            let r = Diagnostics.range(f, in: doc)
            return r.start.line <= lines.upperBound && r.end.line >= lines.lowerBound
        }
        if wanted("quickfix") {
            for f in onLines {
                for fix in fixProvider.fixes(for: f, in: doc) {
                    out.append(action(fix.title, kind: "quickfix", edits: fix.edits, doc: doc,
                                      diagnostics: [Diagnostics.diagnostic(f, in: doc)], preferred: fix.isSafe))
                }
            }
            var seen: Set<String> = []
            for f in onLines {
                let line = doc.line(of: f.startOffset)
                guard seen.insert("\(line):\(f.ruleID)").inserted else { continue }
                let same = onLines.filter { $0.ruleID == f.ruleID && doc.line(of: $0.startOffset) == line }
                out.append(action("Disable `\(f.ruleID)` for this line", kind: "quickfix",
                                  edits: [Self.disableEdit(rule: f.ruleID, line: line, in: doc)], doc: doc,
                                  diagnostics: same.map { Diagnostics.diagnostic($0, in: doc) }, preferred: false))
            }
        }
        if wanted(Self.fixAllKind) {
            // Only safe fixes, like `viewlint --fix`; overlapping ones wait for the next request.
            let all = findings.flatMap { f in fixProvider.fixes(for: f, in: doc).filter { $0.isSafe }.flatMap { $0.edits } }
            if !all.isEmpty, let merged = Self.nonOverlapping(all) {
                out.append(action("Fix all viewlint findings", kind: Self.fixAllKind, edits: merged, doc: doc,
                                  diagnostics: nil, preferred: false))
            }
        }
        return out
    }

    private func action(_ title: String, kind: String, edits: [ByteEdit], doc: TextDocument,
                        diagnostics: [JSONNode]?, preferred: Bool) -> JSONNode {
        var a: [String: JSONNode] = [
            "title": .string(title),
            "kind": .string(kind),
            "edit": workspaceEdit(edits, doc),
        ]
        if let diagnostics { a["diagnostics"] = .array(diagnostics) }
        if preferred { a["isPreferred"] = true }
        return .object(a)
    }

    func workspaceEdit(_ edits: [ByteEdit], _ doc: TextDocument) -> JSONNode {
        let list = JSONNode.array(edits.map { $0.json(in: doc) })
        if versionedEdits {
            return ["documentChanges": [["textDocument": ["uri": .string(doc.uri), "version": .int(doc.version)], "edits": list]]]
        }
        return ["changes": .object([doc.uri: list])]
    }

    /// Edits sorted by position with overlapping ones left out; nil when none is left.
    static func nonOverlapping(_ edits: [ByteEdit]) -> [ByteEdit]? {
        var out: [ByteEdit] = []
        for e in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            if let last = out.last, e.range.lowerBound < last.range.upperBound { continue }
            out.append(e)
        }
        return out.isEmpty ? nil : out
    }

    /// The comment line that silences `rule` on `line` (0-based): inserted above it with
    /// the line's indentation, or added to a `disable:next` comment already there (two
    /// stacked comments would only silence the second one).
    static func disableEdit(rule: String, line: Int, in doc: TextDocument) -> ByteEdit {
        if line > 0, let e = extendExisting(rule: rule, above: line, in: doc) { return e }
        let text = doc.lineText(line)
        let indent = String(decoding: text.prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let start = doc.lineStarts[line]
        return ByteEdit(range: start..<start, newText: "\(indent)// viewlint:disable:next \(rule)\(doc.lineBreak(after: line))")
    }

    private static func extendExisting(rule: String, above line: Int, in doc: TextDocument) -> ByteEdit? {
        let prev = doc.lineText(line - 1)
        let trimmed = prev.drop { $0 == 0x20 || $0 == 0x09 }
        let head = Array("// viewlint:disable:next ".utf8)
        guard trimmed.starts(with: head) else { return nil }
        let rest = String(decoding: trimmed.dropFirst(head.count), as: UTF8.self)
        // Rules, then an optional ` - reason`.
        let rulesPart = rest.firstRange(of: " - ").map { String(rest[..<$0.lowerBound]) } ?? rest
        let names = rulesPart.split(separator: " ").map(String.init)
        guard !names.isEmpty, names.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        if names.contains(rule) || names.contains("all") { return nil }
        let lineStart = doc.lineStarts[line - 1]
        let insertAt = lineStart + (prev.count - trimmed.count) + head.count + rulesPart.utf8.count
        return ByteEdit(range: insertAt..<insertAt, newText: " \(rule)")
    }
}
