/// A fix must never leave code the parser reads worse than before: after every fix of a
/// file's findings is applied (safe and unsafe, with the applier `--fix` uses), the file must
/// parse with no more `unknown` nodes than the original, and not newly hit the nesting
/// limit. The fuzz target traps on a violation; the tests run it over every fixture.
public enum FixReparseCheck {
    /// What went wrong, or nil when the fixed text parses at least as well as `text`.
    public static func problem(in text: [UInt8], path: String, findings: [Finding]) -> String? {
        // As the CLI does: silenced findings are never fixed.
        let fixable = findings.filter { $0.fix != nil && $0.suppression == nil }
        guard !fixable.isEmpty else { return nil }
        let (fixed, applied) = FixApplier.apply(fixable.map { $0.fix! }, to: text)
        guard !applied.isEmpty, fixed != text else { return nil }
        let before = Parser.parse(SourceFile(path: path, bytes: text))
        let after = Parser.parse(SourceFile(path: path, bytes: fixed))
        let rules = Set(applied.map { fixable[$0].ruleID }).sorted().joined(separator: ", ")
        let unknownBefore = before.unknownNodeCount, unknownAfter = after.unknownNodeCount
        if unknownAfter > unknownBefore {
            return "\(path): fixes of \(rules) raised the unknown nodes from \(unknownBefore) to \(unknownAfter)"
        }
        if after.nestingTooDeep && !before.nestingTooDeep {
            return "\(path): fixes of \(rules) made the file hit the nesting limit"
        }
        return nil
    }
}

extension SyntaxTree {
    /// Nodes the parser could not read (error recovery).
    public var unknownNodeCount: Int { nodes.reduce(0) { $0 + ($1.kind == .unknown ? 1 : 0) } }
}
