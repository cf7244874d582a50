public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info, warning, error

    var rank: Int { self == .error ? 2 : (self == .warning ? 1 : 0) }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

public enum RuleCategory: String, Sendable, CaseIterable {
    case lifecycle, memory, concurrency, autolayout, collections, navigation, views, swiftui, meta
}

/// A rule's metadata. The long-form doc (rationale and examples) lives in `Rules/<id>.md`
/// and is embedded at build time; see `RuleDocs`.
public struct RuleInfo: Sendable {
    public let id: String
    public let category: RuleCategory
    public let severity: Severity
    public let enabledByDefault: Bool
    public let summary: String
    public let swiftLintTwin: String?

    public init(id: String, category: RuleCategory, severity: Severity, enabledByDefault: Bool = true,
                summary: String, swiftLintTwin: String? = nil) {
        self.id = id
        self.category = category
        self.severity = severity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.swiftLintTwin = swiftLintTwin
    }

    /// The embedded markdown doc, or a one-line stand-in.
    public var doc: String { RuleDocs.docs[id] ?? "# \(id)\n\n\(summary)\n" }
}

/// A rule sees the nodes it asks for, once per file, in source order, during the engine's
/// single walk. A fresh instance is made per file, so rules may keep per-file state.
public protocol Rule: AnyObject {
    static var info: RuleInfo { get }
    /// Node kinds delivered to `visit` (on entry) and `leave` (after the node's subtree).
    static var visits: [NodeKind] { get }
    init()
    func visit(_ node: Syntax, _ ctx: LintContext)
    func leave(_ node: Syntax, _ ctx: LintContext)
    /// Called once after the walk.
    func finish(_ ctx: LintContext)
}

public extension Rule {
    func visit(_ node: Syntax, _ ctx: LintContext) {}
    func leave(_ node: Syntax, _ ctx: LintContext) {}
    func finish(_ ctx: LintContext) {}
    var info: RuleInfo { Self.info }
}
