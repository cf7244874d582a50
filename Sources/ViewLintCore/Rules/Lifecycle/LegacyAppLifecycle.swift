/// Window setup in the app delegate instead of the scene delegate.
public final class LegacyAppLifecycle: Rule {
    public static let info = RuleInfo(
        id: "legacy_app_lifecycle", category: .lifecycle, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "The app delegate sets up the window; window setup belongs in the scene delegate.")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    /// Per type name: is it an app delegate (and not a scene delegate)?
    private var isAppDelegate: [Int: Bool] = [:]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard ctx.targetSupports(Version(13)), let body = node.body, let type = node.owningType else { return }
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
                let labels = LC.labels(d)
                if labels.isEmpty || labels.first == "frame" { return "creates the app window" }
                return nil
            }
            if c.kind == .memberAccess, c.nameIs("makeKeyAndVisible"), let b = c.firstChild, b.lcKey == "window" {
                return "shows the app window"
            }
            return nil
        case .assignment:
            guard let lhs = d.firstChild, lhs.kind == .memberAccess, lhs.nameIs("rootViewController"),
                  let b = lhs.firstChild, b.lcKey == "window" else { return nil }
            return "sets the window's root view controller"
        default:
            return nil
        }
    }
}
