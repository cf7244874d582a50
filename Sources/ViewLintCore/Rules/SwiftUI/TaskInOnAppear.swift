/// An unstructured `Task` started from an `.onAppear` closure: nothing cancels it on disappear.
public final class TaskInOnAppear: Rule {
    public static let info = RuleInfo(
        id: "task_in_on_appear", category: .swiftui, severity: .warning,
        summary: "An unstructured Task started in .onAppear is never cancelled; use .task.")
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard SwiftUIState.isUnstructuredTask(node), ctx.targetSupports(Version(15)),
              SwiftUIState.enclosingOnAppear(node) != nil,
              !node.isInLegacyAvailabilityBranch(below: Version(15)) else { return }
        let detached = node.callee?.kind == .memberAccess
        ctx.report(Self.info, token: node.firstTokenIndex,
                   "\(detached ? "Task.detached" : "Task") started in .onAppear is not cancelled when the view disappears and starts again on every appearance; move the work into .task { }")
    }
}
