/// `NotificationCenter.addObserver(forName:object:queue:using:)` whose returned token is thrown away.
public final class DiscardedObserverToken: Rule {
    public static let info = RuleInfo(
        id: "discarded_observer_token", category: .memory, severity: .warning,
        summary: "The token returned by a block-based NotificationCenter observer is thrown away, so it can never be removed.")
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.calleeNameIs("addObserver"), let callee = node.callee, callee.kind == .memberAccess else { return }
        let args = node.arguments
        guard args.count >= 3, args[0].nameIs("forName"), args[1].nameIs("object"), args[2].nameIs("queue") else { return }
        guard args.count == 4, args[3].nameIs("using") || args[3].flags.contains(.trailing) else { return }
        guard Self.isNotificationCenter(node) else { return }
        guard case .discarded = MemConc.use(of: node) else { return }
        ctx.report(Self.info, token: callee.nameToken ?? node.firstTokenIndex,
                   "addObserver(forName:object:queue:using:) returns the only token that can remove this observer, and it is thrown away, so the block runs for the life of the app; store the token and pass it to removeObserver(_:) when done")
    }

    /// The receiver is `NotificationCenter.default`, `DistributedNotificationCenter.default()`,
    /// or a property/local named like a center (`center`, `notificationCenter`, `nc`).
    static func isNotificationCenter(_ call: Syntax) -> Bool {
        let path = call.calleePath.dropLast()
        guard let last = path.last else { return false }
        if path.contains(where: { $0.hasSuffix("NotificationCenter") }) { return true }
        let l = last.lowercased()
        return l.hasSuffix("center") || l == "nc"
    }
}
