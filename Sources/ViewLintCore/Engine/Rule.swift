public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info, warning, error

    var rank: Int { self == .error ? 2 : (self == .warning ? 1 : 0) }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

public enum RuleCategory: String, Sendable, CaseIterable {
    case lifecycle, memory, concurrency, autolayout, collections, navigation, views, swiftui, meta
}

/// What kind of problem a rule finds, a user-facing contract like rule ids (names as in
/// Clippy's lint groups). The group decides whether the rule runs by default: code that is
/// wrong, very likely wrong, or slow on a hot path is reported; advice (newer APIs, idiom,
/// accessibility, and rules measured as mostly not worth a change) is opt-in.
public enum RuleGroup: String, Sendable, CaseIterable {
    case correctness, suspicious, performance, modernization, style, accessibility, pedantic, nursery

    public var enabledByDefault: Bool {
        switch self {
        case .correctness, .suspicious, .performance: return true
        case .modernization, .style, .accessibility, .pedantic, .nursery: return false
        }
    }

    public var summary: String {
        switch self {
        case .correctness: return "code that is wrong: a leak, a crash, a broken lifecycle or layout contract"
        case .suspicious: return "very likely wrong; the code may be deliberate in rare contexts"
        case .performance: return "measurable cost on a hot path (scrolling, layout, body)"
        case .modernization: return "a newer API does it better (gated by the deployment target)"
        case .style: return "idiom and consistency"
        case .accessibility: return "Dynamic Type and VoiceOver"
        case .pedantic: return "true more often than not, but on real apps rarely worth a change; enable to audit"
        case .nursery: return "new rules with no judged real-app finding yet; on by default once they earn a group"
        }
    }
}

/// The UI framework a rule is about. UIKit rules never run on AppKit code (a macOS target of
/// a multi-platform app): `viewDidLoad`, `layoutSubviews` and friends mean other things there.
public enum RuleFramework: String, Sendable, CaseIterable {
    case uikit, swiftui, any
}

/// Whether a rule's findings carry a fix, and which `--fix` mode applies it.
public enum FixAvailability: String, Sendable {
    /// No fix.
    case none
    /// Safe fixes, applied by `--fix`.
    case safe
    /// Fixes that may change behaviour, applied with `--unsafe-fixes`.
    case unsafe
    /// Safe where the rule can prove it, unsafe otherwise.
    case safeOrUnsafe

    var docText: String {
        switch self {
        case .none: return "-"
        case .safe: return "safe (`--fix`)"
        case .unsafe: return "unsafe (`--unsafe-fixes`)"
        case .safeOrUnsafe: return "safe or unsafe"
        }
    }
}

/// A rule's metadata. The long-form doc (rationale and examples) lives in `Rules/<id>.md`
/// and is embedded at build time; see `RuleDocs`.
public struct RuleInfo: Sendable {
    public let id: String
    public let category: RuleCategory
    public let group: RuleGroup
    public let severity: Severity
    public let summary: String
    public let swiftLintTwin: String?
    /// Where it applies: UIKit rules skip AppKit code; most rules skip test code, which
    /// calls lifecycle methods, pushes unanimated and builds throwaway views on purpose.
    public let framework: RuleFramework
    public let runsInTests: Bool
    /// Whether findings carry a fix (checked against the rule's fix fixtures by the tests).
    public let fix: FixAvailability

    public var enabledByDefault: Bool { group.enabledByDefault }

    public init(id: String, category: RuleCategory, group: RuleGroup, severity: Severity,
                framework: RuleFramework, runsInTests: Bool = false, fix: FixAvailability = .none,
                summary: String, swiftLintTwin: String? = nil) {
        self.fix = fix
        self.id = id
        self.category = category
        self.group = group
        self.severity = severity
        self.framework = framework
        self.runsInTests = runsInTests
        self.summary = summary
        self.swiftLintTwin = swiftLintTwin
    }

    /// Whether the rule runs on a file of this scope at all.
    public func applies(in scope: FileScope) -> Bool {
        if scope.isTest && !runsInTests { return false }
        if scope.isAppKit && framework == .uikit { return false }
        return true
    }

    /// The metadata table under the title of `Rules/<id>.md`, written by `generate-docs`
    /// from this info (a test fails when a doc drifts from it).
    public var metadataTable: String {
        let scope: String
        switch framework {
        case .uikit: scope = "UIKit code (not AppKit)"
        case .swiftui: scope = "SwiftUI code"
        case .any: scope = "all Swift code"
        }
        let twin = swiftLintTwin.map { "`\($0)`" } ?? "-"
        return """
        | Group | Category | Severity | Default | Applies to | Fix | SwiftLint twin |
        |---|---|---|---|---|---|---|
        | `\(group.rawValue)` | \(category.rawValue) | \(severity.rawValue) | \(enabledByDefault ? "on" : "opt-in") | \(scope)\(runsInTests ? ", tests included" : ", not tests"); dead, debug-only and sample code on request | \(fix.docText) | \(twin) |
        """
    }

    /// The embedded markdown doc, or a one-line stand-in.
    public var doc: String { RuleDocs.docs[id] ?? "# \(id)\n\n\(summary)\n" }
}

/// A rule sees the nodes it asks for, once per file, in source order, during the engine's
/// single walk. A fresh instance is made per file, so rules may keep per-file state.
public protocol Rule: AnyObject {
    static var info: RuleInfo { get }
    /// Node kinds delivered to `visit`, on entry.
    static var visits: [NodeKind] { get }
    /// Node kinds delivered to `leave`, after the node's subtree (calls only for the rule's
    /// `calleeNames`). A rule that implements `leave` lists its kinds here: the walk keeps no
    /// node open for a rule that never reads its end.
    static var leaves: [NodeKind] { get }
    /// The calls the rule is about, when the names are all that decides where it runs: the
    /// engine derives `triggers` (a file must contain one of the names) and `calleeNames` (only
    /// calls of these names reach `visit`) from it, so the list is written once. A rule that
    /// needs other trigger words or other callees declares those two instead.
    static var matchedCalls: [String]? { get }
    /// Words without which the rule cannot fire in a file; files without them skip it.
    static var triggers: RuleTriggers { get }
    /// For `.call` nodes: the callee names the rule acts on (`addObserver` in
    /// `center.addObserver(…)`, `Timer` in `Timer(…)`, `init` in `Timer.init(…)`). The walk
    /// hashes a call's callee name once and delivers the call to the rule, on entry and on
    /// leave, only when the name is one of these; calls of other names, and calls whose
    /// callee is not a name (`f()()`, `x[0]()`), never reach it. nil: every call.
    static var calleeNames: [String]? { get }
    /// Whether the rule reads the syntax tree (in `visit`, `leave` or `finish`). Only a rule
    /// whose work happens outside the walk says no (superfluous_disable, judged in
    /// `Suppressions.apply`): a file none of whose rules reads the tree is not parsed.
    static var readsSyntaxTree: Bool { get }
    init()
    func visit(_ node: Syntax, _ ctx: LintContext)
    func leave(_ node: Syntax, _ ctx: LintContext)
    /// Called once after the walk.
    func finish(_ ctx: LintContext)
}

/// A rule that reads the file's object model (`ctx.objects(for: self)`). The conformance is the
/// declaration, and only a conforming rule can ask for the model (the compiler checks it): when
/// one file's rules are split across two threads, these stay together so that the model is
/// built once.
public protocol ReadsObjectModel: Rule {}

/// A rule that asks the index about the SwiftUI view tree (which views build which, where
/// environment objects are injected, which members build a navigation stack): those facts are
/// the costliest part of the first pass over every file, and are gathered only when a rule of
/// the run conforms. The queries take the rule, so only a conforming rule can ask.
public protocol ReadsViewTree: Rule {}

public extension Rule {
    /// Whether the rule conforms to `ReadsObjectModel`, for the engine's thread split.
    static var readsObjectModel: Bool { Self.self is any ReadsObjectModel.Type }
    /// Whether the rule conforms to `ReadsViewTree`: the run gathers the view-tree facts.
    static var readsViewTree: Bool { Self.self is any ReadsViewTree.Type }

    static var matchedCalls: [String]? { nil }
    static var triggers: RuleTriggers { matchedCalls.map { RuleTriggers(alternatives: $0.map { [$0] }) } ?? .always }
    static var leaves: [NodeKind] { [] }
    static var calleeNames: [String]? { matchedCalls }
    static var readsSyntaxTree: Bool { true }
    func visit(_ node: Syntax, _ ctx: LintContext) {}
    func leave(_ node: Syntax, _ ctx: LintContext) {}
    func finish(_ ctx: LintContext) {}
    var info: RuleInfo { Self.info }
}
