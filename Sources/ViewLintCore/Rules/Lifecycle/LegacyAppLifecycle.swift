/// Window setup in the app delegate instead of the scene delegate.
public final class LegacyAppLifecycleRule: Rule {
    public static let info = RuleInfo(
        id: "legacy_app_lifecycle", category: .lifecycle, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "The app delegate sets up the window; window setup belongs in the scene delegate.")
    public static let triggers: RuleTriggers = .anyOf("window", "makeKeyAndVisible")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    /// Per type name: is it an app delegate (and not a scene delegate)?
    private var isAppDelegate: [Int: Bool] = [:]
    /// Whether the linted project already has a scene-based lifecycle (asked once per file).
    private var appAdoptsScenes: Bool?

    /// A type of the run (Swift or Objective-C) conforms to `UIWindowSceneDelegate` or
    /// `UISceneDelegate`, or a SwiftUI `App` declares the scenes: the app delegate's window
    /// code is then the pre-iOS 13 fallback or belongs to a side target, not the app's
    /// lifecycle.
    static func adoptsScenes(_ index: TypeIndex) -> Bool {
        let sceneProtocols: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]
        let appIsProjectProtocol = index.types["App"]?.contains { $0.kind == .protocol } ?? false
        for (_, records) in index.types {
            for r in records where r.kind != .protocol {
                if r.inherited.contains(where: sceneProtocols.contains) { return true }
                if !appIsProjectProtocol, r.kind == .struct, r.inherited.contains("App") { return true }
            }
        }
        for (_, added) in index.extensionConformances where added.contains(where: sceneProtocols.contains) { return true }
        return false
    }

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let body = node.body, let type = node.owningType else { return }
        let appDelegate: Bool
        if let known = isAppDelegate[type.index] { appDelegate = known } else {
            guard let name = type.typeName else { return }
            let conf = ctx.index.conformances(of: name)
            appDelegate = conf.contains("UIApplicationDelegate") && !conf.contains("UIWindowSceneDelegate")
                && !conf.contains("UISceneDelegate")
            isAppDelegate[type.index] = appDelegate
        }
        guard appDelegate else { return }
        for d in body.descendants {
            guard let what = Self.windowSetup(d) else { continue }
            if d.isInLegacyAvailabilityBranch(below: Version(13)) { continue }
            if appAdoptsScenes == nil { appAdoptsScenes = Self.adoptsScenes(ctx.index) }
            if appAdoptsScenes == true { return }
            // Last: the targets read the file's project the first time a file asks.
            guard ctx.targetSupports(Version(13)) else { return }
            ctx.report(Self.info, token: d.firstTokenIndex,
                       "The app delegate \(what); since iOS 13 the window belongs to a scene, so set it up in scene(_:willConnectTo:options:) of a UIWindowSceneDelegate")
            return
        }
    }

    static func windowSetup(_ d: Syntax) -> String? {
        switch d.kind {
        case .call:
            guard let c = d.callee else { return nil }
            if c.kind == .identifier, c.nameIs("UIWindow") {
                let labels = LifecycleCode.labels(d)
                if labels.isEmpty || labels.first == "frame" { return "creates the app window" }
                return nil
            }
            if c.kind == .memberAccess, c.nameIs("makeKeyAndVisible"), let b = c.firstChild, b.comparisonKey == "window" {
                return "shows the app window"
            }
            return nil
        case .assignment:
            guard let lhs = d.firstChild, lhs.kind == .memberAccess, lhs.nameIs("rootViewController"),
                  let b = lhs.firstChild, b.comparisonKey == "window" else { return nil }
            return "sets the window's root view controller"
        default:
            return nil
        }
    }
}
