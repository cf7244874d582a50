/// Deprecated UIKit APIs from a fixed table, each reported with its modern replacement.
public final class DeprecatedUIKitAPIRule: Rule {
    public static let info = RuleInfo(
        id: "deprecated_uikit_api", category: .views, group: .modernization, severity: .warning, framework: .uikit,
        summary: "A deprecated UIKit API is used where its modern replacement is available.")
    public static let visits: [NodeKind] = [.identifier, .memberAccess, .typeRef, .inheritance]
    public init() {}

    struct Entry {
        let api: String
        let replacement: String
        let since: Version
    }

    /// The table (kept in sync with Rules/deprecated_uikit_api.md).
    static let keyWindow = Entry(api: "UIApplication.shared.keyWindow", replacement: "the window scene's key window (view.window, or windowScene.keyWindow)", since: Version(13))
    static let screenMain = Entry(api: "UIScreen.main", replacement: "the screen and traits of the current context (view.window?.windowScene?.screen, traitCollection.displayScale)", since: Version(13))
    static let statusBarFrame = Entry(api: "UIApplication.shared.statusBarFrame", replacement: "view.window?.windowScene?.statusBarManager?.statusBarFrame", since: Version(13))
    static let imageContext = Entry(api: "UIGraphicsBeginImageContext", replacement: "UIGraphicsImageRenderer", since: Version(10))
    static let adjustsInsets = Entry(api: "automaticallyAdjustsScrollViewInsets", replacement: "the scroll view's contentInsetAdjustmentBehavior", since: Version(11))
    static let typeEntries: [String: Entry] = [
        "UIWebView": Entry(api: "UIWebView", replacement: "WKWebView from WebKit", since: Version(8)),
        "UIAlertView": Entry(api: "UIAlertView", replacement: "UIAlertController with the .alert style", since: Version(8)),
        "UIActionSheet": Entry(api: "UIActionSheet", replacement: "UIAlertController with the .actionSheet style", since: Version(8)),
        "UISearchDisplayController": Entry(api: "UISearchDisplayController", replacement: "UISearchController", since: Version(8)),
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        switch node.kind {
        case .identifier:
            guard let t = node.nameToken ?? Optional(node.firstTokenIndex) else { return }
            let f = ctx.file
            if f.tokenEquals(t, "UIGraphicsBeginImageContext") || f.tokenEquals(t, "UIGraphicsBeginImageContextWithOptions") {
                report(Self.imageContext, name: f.identifierText(t), token: t, node, ctx)
            } else if f.tokenEquals(t, "automaticallyAdjustsScrollViewInsets") {
                report(Self.adjustsInsets, name: "automaticallyAdjustsScrollViewInsets", token: t, node, ctx)
            } else if let n = typeTokenName(t, f), let e = Self.typeEntries[n] {
                report(e, name: n, token: t, node, ctx)
            }
        case .memberAccess:
            guard let t = node.nameToken else { return }
            let f = ctx.file
            if f.tokenEquals(t, "keyWindow") || f.tokenEquals(t, "statusBarFrame") {
                guard let base = node.firstChild, base.memberPath == ["UIApplication", "shared"] else { return }
                report(f.tokenEquals(t, "keyWindow") ? Self.keyWindow : Self.statusBarFrame, name: f.identifierText(t), token: t, node, ctx)
            } else if f.tokenEquals(t, "main") {
                guard let base = node.firstChild, base.kind == .identifier, base.nameIs("UIScreen") else { return }
                report(Self.screenMain, name: "UIScreen.main", token: t, node, ctx)
            } else if f.tokenEquals(t, "automaticallyAdjustsScrollViewInsets") {
                report(Self.adjustsInsets, name: "automaticallyAdjustsScrollViewInsets", token: t, node, ctx)
            }
        case .typeRef, .inheritance:
            let f = ctx.file
            for i in node.tokenRange where f.tokens[i].kind == .identifier {
                if let n = typeTokenName(i, f), let e = Self.typeEntries[n] { report(e, name: n, token: i, node, ctx) }
            }
        default:
            break
        }
    }

    private func typeTokenName(_ t: Int, _ f: SourceFile) -> String? {
        guard f.tokens[t].length >= 9, f.tokens[t].length <= 25 else { return nil }
        if f.tokenEquals(t, "UIWebView") { return "UIWebView" }
        if f.tokenEquals(t, "UIAlertView") { return "UIAlertView" }
        if f.tokenEquals(t, "UIActionSheet") { return "UIActionSheet" }
        if f.tokenEquals(t, "UISearchDisplayController") { return "UISearchDisplayController" }
        return nil
    }

    private func report(_ e: Entry, name: String, token: Int, _ node: Syntax, _ ctx: LintContext) {
        guard ctx.targetSupports(e.since), !node.isInLegacyAvailabilityBranch(below: e.since),
              !node.isInNonIOSBranch else { return }
        ctx.report(Self.info, token: token, "\(name) is deprecated; use \(e.replacement) instead")
    }
}
