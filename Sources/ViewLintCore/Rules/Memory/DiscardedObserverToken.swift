/// `NotificationCenter.addObserver(forName:object:queue:using:)` whose returned token is thrown away.
public final class DiscardedObserverToken: Rule {
    public static let info = RuleInfo(
        id: "discarded_observer_token", category: .memory, group: .correctness, severity: .warning, framework: .any,
        summary: "The token returned by a block-based NotificationCenter observer is thrown away, so it can never be removed.",
        swiftLintTwin: "discarded_notification_center_observer")
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.calleeNameIs("addObserver"), let callee = node.callee, callee.kind == .memberAccess else { return }
        let args = node.arguments
        guard args.count >= 3, args[0].nameIs("forName"), args[1].nameIs("object"), args[2].nameIs("queue") else { return }
        guard args.count == 4, args[3].nameIs("using") || args[3].flags.contains(.trailing) else { return }
        guard Self.isNotificationCenter(node) else { return }
        // A private center created in this function: its observers go away with it.
        if let r = callee.firstChild, Self.isLocalPrivateCenter(r, ctx) { return }
        guard case .discarded = MemConc.use(of: node) else { return }
        // Objects that live as long as the app: the app delegate and singletons.
        if let type = ctx.enclosingType, let name = type.typeName, Self.livesForTheApp(name, ctx.index) { return }
        ctx.report(Self.info, token: callee.nameToken ?? node.firstTokenIndex,
                   "addObserver(forName:object:queue:using:) returns the only token that can remove this observer, and it is thrown away, so the block runs for the life of the app; store the token and pass it to removeObserver(_:) when done")
    }

    static func livesForTheApp(_ name: String, _ index: TypeIndex) -> Bool {
        if name.hasSuffix("AppDelegate") || index.conforms(name, to: "UIApplicationDelegate")
            || index.conforms(name, to: "NSApplicationDelegate") { return true }
        guard let members = index.memberNames[name] else { return false }
        return members.contains("shared") || members.contains("sharedInstance")
    }

    /// `let center = NotificationCenter()` in the enclosing function, then `center.addObserver(…)`.
    static func isLocalPrivateCenter(_ receiver: Syntax, _ ctx: LintContext) -> Bool {
        guard receiver.kind == .identifier, let name = receiver.name, let fn = ctx.enclosingFunction else { return false }
        for d in fn.descendants where d.kind == .binding && d.index < receiver.index && d.name == name {
            if let v = d.initializer, v.kind == .call, v.hasNoArguments, v.callee?.kind == .identifier,
               v.callee?.name?.hasSuffix("NotificationCenter") == true { return true }
        }
        return false
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
