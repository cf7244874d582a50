import ViewLintCore

/// `textDocument/hover` on a finding: its message and its rule's documentation (what
/// `viewlint explain` prints), as markdown.
enum Hover {
    static func hover(at offset: Int, findings: [Finding], in doc: TextDocument) -> JSONNode {
        let here = findings.filter { $0.startOffset <= offset && offset <= max($0.endOffset, $0.startOffset) }
        guard let first = here.first else { return .null }
        var parts: [String] = []
        var seen: Set<String> = []
        for f in here where seen.insert(f.ruleID).inserted {
            var s = "**viewlint \(f.severity.rawValue)** `\(f.ruleID)`: \(f.message)"
            if let doc = RuleRegistry.rule(f.ruleID)?.info.doc { s += "\n\n" + doc }
            parts.append(s)
        }
        // The range covering every finding shown.
        let start = here.map { $0.startOffset }.min() ?? first.startOffset
        let end = here.map { max($0.endOffset, $0.startOffset) }.max() ?? first.endOffset
        return ["contents": ["kind": "markdown", "value": .string(parts.joined(separator: "\n\n---\n\n"))],
                "range": TextRange(start: doc.position(of: start), end: doc.position(of: end)).json]
    }
}
