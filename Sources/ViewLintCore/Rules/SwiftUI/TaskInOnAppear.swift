/// An unstructured `Task` started from an `.onAppear` closure: nothing cancels it on disappear.
public final class TaskInOnAppear: Rule {
    public static let info = RuleInfo(
        id: "task_in_on_appear", category: .swiftui, group: .suspicious, severity: .warning, framework: .swiftui,
        summary: "An unstructured Task started in .onAppear is never cancelled; use .task.")
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard SwiftUIState.isUnstructuredTask(node), ctx.targetSupports(Version(15)),
              SwiftUIState.enclosingOnAppear(node) != nil,
              !node.isInLegacyAvailabilityBranch(below: Version(15)) else { return }
        // A handle kept in a property that the view cancels (on disappear, on hover, before
        // restarting it) is a task the view manages itself.
        if let p = node.parent, p.kind == .assignment, p.firstChild != node, let lhs = p.firstChild,
           let stored = lhs.name, let type = node.nearestAncestor(.typeDecl), Self.cancels(stored, in: type) { return }
        let detached = node.callee?.kind == .memberAccess
        ctx.report(Self.info, token: node.firstTokenIndex,
                   "\(detached ? "Task.detached" : "Task") started in .onAppear is not cancelled when the view disappears and starts again on every appearance; move the work into .task { }")
    }

    /// Whether the type calls `name.cancel()` / `name?.cancel()` anywhere.
    static func cancels(_ name: String, in type: Syntax) -> Bool {
        for d in type.descendants where d.kind == .call && d.calleeNameIs("cancel") {
            guard let r = d.receiver else { continue }
            if r.name == name { return true }
            if r.kind == .postfixOperator, let x = r.firstChild, x.name == name { return true }
        }
        return false
    }
}
