public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    /// Byte offsets in the file (for suppression and baseline matching).
    public var startOffset: Int
    public var endOffset: Int
    /// Set when an in-source comment silences the finding: kept for SARIF (`suppressions`),
    /// dropped from every other format and from the exit code.
    public var suppression: String? = nil
    /// How to fix it, when the rule knows (see `Fix`).
    public var fix: Fix? = nil
    /// The innermost type (or extended type) whose code holds the finding, and whether it lies
    /// in a debug-only clause: what the scope filter asks the program model about
    /// (`CodeScopeFilter`). Not part of any report.
    public var enclosingType: String? = nil
    public var inDebugClause = false
    /// The scope of a reported finding that lies in one (the run asked for it: `--enable
    /// dead_code`); the JSON report says it.
    public var scope: CodeScope? = nil

    public init(ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, startOffset: Int = 0, endOffset: Int = 0) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.startOffset = startOffset
        self.endOffset = endOffset
    }

    /// Deterministic output order: path, line, column, rule id.
    public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// A problem with the run itself (unreadable file, nesting limit), reported as a note.
public struct RunNotice: Sendable, Equatable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}
