/// `DispatchQueue.main.sync`: deadlocks on the main thread, blocks (and can deadlock) elsewhere.
public final class MainQueueSync: Rule {
    public static let info = RuleInfo(
        id: "main_queue_sync", category: .concurrency, group: .correctness, severity: .error, framework: .any,
        summary: "DispatchQueue.main.sync deadlocks on the main thread and blocks background threads.")
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.calleeNameIs("sync"), let c = node.callee, c.kind == .memberAccess,
              let base = c.firstChild, let path = base.memberPath else { return }
        let isMain = path == ["DispatchQueue", "main"] || path == ["Dispatch", "DispatchQueue", "main"]
        guard isMain else { return }
        ctx.report(Self.info, token: c.nameToken ?? node.firstTokenIndex,
                   "DispatchQueue.main.sync blocks the calling thread and deadlocks when the main thread is busy or is the caller; use DispatchQueue.main.async or 'await MainActor.run' instead")
    }
}
