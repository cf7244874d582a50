/// Per-file state handed to rules during the walk: the tree, the run's type index, options,
/// the enclosing declarations of the node being visited, and the findings sink.
public final class LintContext {
    public let tree: SyntaxTree
    public let index: TypeIndex
    public let options: LintOptions
    public var file: SourceFile { tree.file }
    public internal(set) var findings: [Finding] = []

    /// Open type declarations (outermost first) and function-like declarations around the node.
    public internal(set) var typeStack: [Syntax] = []
    public internal(set) var functionStack: [Syntax] = []
    public internal(set) var closureStack: [Syntax] = []

    /// What kind of code the file is (test, AppKit), computed once by the engine.
    public let scope: FileScope
    /// The deployment targets the file is built for (nil: unknown, assume current). Read on
    /// first use: a file that no rule asks about (most files: only version-dependent advice
    /// asks, best just before reporting) reads no project.
    public private(set) lazy var targets: DeploymentTargets? = options.deploymentTargets(for: tree.file.path)

    init(tree: SyntaxTree, index: TypeIndex, options: LintOptions, scope: FileScope? = nil) {
        self.tree = tree
        self.index = index
        self.options = options
        self.scope = scope ?? FileScope.of(tree.file, testGlobs: options.testGlobs)
    }

    /// AppKit parts of a file that is not AppKit as a whole; built on the first UIKit finding.
    private lazy var appKitRegions = AppKitRegions(tree: tree, index: index)

    // MARK: Shared per-file facts (Analysis/), each built on first use and shared by every rule.

    /// Every name declared in the file's code and where it is visible.
    public private(set) lazy var bindings = Bindings(tree: tree)
    /// The Auto Layout and layer object model: what each type does to the objects it holds.
    /// Only a rule that conforms to `ReadsObjectModel` can ask (the engine keeps those rules on
    /// one thread, so the model is built once per file).
    public func objects(for rule: some ReadsObjectModel) -> ObjectModel { objectModel }
    private lazy var objectModel = ObjectModel(self)
    /// SwiftUI facts: type declarations, assignments, identifier and name indexes.
    private(set) lazy var swiftUI = SwiftUIFileIndex(tree)

    public var enclosingType: Syntax? { typeStack.last }
    public var enclosingFunction: Syntax? { functionStack.last }

    /// Minimum iOS version the file is built for, if known (nil: assume a current target).
    public var minimumIOS: Version? { targets?.minimum[.iOS] }

    /// Whether advice needing the API of iOS `version` (and the same year's tvOS, watchOS,
    /// macOS, visionOS) applies: every platform the file is built for is at least that.
    public func targetSupports(_ version: Version) -> Bool {
        guard let t = targets else { return true }
        return t.supports(iOS: version)
    }

    public func report(_ info: RuleInfo, at node: Syntax, _ message: String, severity: Severity? = nil, fix: Fix? = nil) {
        report(info, tokens: node.tokenRange.isEmpty ? node.firstTokenIndex..<(node.firstTokenIndex + 1) : node.tokenRange,
               message, severity: severity, fix: fix)
    }

    /// Reports at one token (the finding spans that token).
    public func report(_ info: RuleInfo, token: Int, _ message: String, severity: Severity? = nil, fix: Fix? = nil) {
        report(info, tokens: token..<(token + 1), message, severity: severity, fix: fix)
    }

    public func report(_ info: RuleInfo, tokens: Range<Int>, _ message: String, severity: Severity? = nil, fix: Fix? = nil) {
        let toks = file.tokens
        guard !toks.isEmpty else { return }
        let a = min(max(tokens.lowerBound, 0), toks.count - 1)
        let b = min(max(tokens.upperBound - 1, a), toks.count - 1)
        // UIKit advice never applies to the AppKit parts of a multi-platform file.
        if info.framework == .uikit, !scope.isAppKit, appKitRegions.contains(token: a) { return }
        let so = Int(toks[a].start), eo = Int(toks[b].end)
        let s = file.location(of: so), e = file.location(of: eo)
        let sev = severity ?? options.severityOverrides[info.id] ?? info.severity
        var f = Finding(ruleID: info.id, severity: sev, message: message, path: file.path,
                        line: s.line, column: s.column, endLine: e.line, endColumn: e.column,
                        startOffset: so, endOffset: eo)
        f.fix = fix?.located(in: file)
        findings.append(f)
    }
}

/// A dotted version such as `15.0`.
public struct Version: Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public init(_ major: Int, _ minor: Int = 0) { self.major = major; self.minor = minor }
    public init?(_ text: String) {
        let parts = text.split(separator: ".")
        guard let m = parts.first.flatMap({ Int($0) }) else { return nil }
        major = m
        minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }
    public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    public var description: String { "\(major).\(minor)" }
}
