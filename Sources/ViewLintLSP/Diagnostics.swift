import ViewLintCore

/// Findings as protocol diagnostics.
enum Diagnostics {
    static let source = "viewlint"

    enum Tag: Int {
        case unnecessary = 1
        case deprecated = 2
    }

    static func range(_ f: Finding, in doc: TextDocument) -> TextRange {
        let s = doc.position(of: f.startOffset)
        let e = doc.position(of: max(f.startOffset, f.endOffset))
        return TextRange(start: s, end: e)
    }

    static func severity(_ s: Severity) -> Int {
        switch s {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    /// Findings of rules that recommend a newer API are shown as deprecated code.
    static func tags(_ ruleID: String) -> [Tag] {
        RuleRegistry.rule(ruleID)?.info.group == .modernization ? [.deprecated] : []
    }

    static func diagnostic(_ f: Finding, in doc: TextDocument) -> JSONNode {
        var d: [String: JSONNode] = [
            "range": range(f, in: doc).json,
            "severity": .int(severity(f.severity)),
            "code": .string(f.ruleID),
            "source": .string(source),
            "message": .string(f.message),
            "data": ["rule": .string(f.ruleID)],
        ]
        let t = tags(f.ruleID)
        if !t.isEmpty { d["tags"] = .array(t.map { .int($0.rawValue) }) }
        return .object(d)
    }

    static func publishParams(uri: String, version: Int?, diagnostics: [JSONNode]) -> JSONNode {
        var p: [String: JSONNode] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { p["version"] = .int(version) }
        return .object(p)
    }
}
