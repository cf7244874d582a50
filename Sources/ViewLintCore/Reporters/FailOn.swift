/// The lowest severity that makes the exit code 1.
public enum FailOn: String, CaseIterable, Sendable {
    case error, warning, info, never

    public func fails(_ s: Severity) -> Bool {
        switch self {
        case .error: return s == .error
        case .warning: return s >= .warning
        case .info: return true
        case .never: return false
        }
    }

    /// Whether these findings make the exit code 1; findings silenced in source never do.
    public func fails(_ findings: [Finding]) -> Bool {
        findings.contains { $0.suppression == nil && fails($0.severity) }
    }
}
