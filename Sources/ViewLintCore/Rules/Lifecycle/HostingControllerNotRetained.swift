/// A `UIHostingController` made in a function whose view goes into the hierarchy while the
/// controller itself is neither a child nor stored anywhere.
public final class HostingControllerNotRetainedRule: Rule {
    public static let info = RuleInfo(
        id: "hosting_controller_not_retained", category: .lifecycle, group: .pedantic, severity: .error, framework: .uikit,
        summary: "A UIHostingController's view is added to the hierarchy while nothing keeps the controller.")
    public static let visits: [NodeKind] = [.call, .assignment]
    /// `UIHostingController`, or a subclass made with `rootView:`.
    public static var triggers: RuleTriggers { .anyOf("UIHostingController", "rootView") }
    public init() {}

    static let insertions: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]
    /// View slots that put a view on screen.
    static let viewSlots: Set<String> = [
        "view", "tableHeaderView", "tableFooterView", "backgroundView", "titleView", "inputView", "inputAccessoryView",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        let added: Syntax
        let token: Int
        if node.kind == .call {
            guard let n = node.calleeName, Self.insertions.contains(n), let first = node.arguments.first,
                  first.name == nil, let v = first.argumentValue else { return }
            added = v
            token = node.callee?.nameToken ?? node.firstTokenIndex
        } else {
            guard let lhs = node.firstChild, let path = lhs.memberPath, let last = path.last, Self.viewSlots.contains(last),
                  let v = CodeFlow.assignedValue(node) else { return }
            added = v
            token = lhs.nameToken ?? lhs.firstTokenIndex
        }
        let root = CodeFlow.functionRoot(of: node)
        guard let host = hostingController(of: added, at: node, root: root, ctx) else { return }
        if let binding = host.binding, isKept(binding, in: root) { return }
        // Added only for a moment (to measure or snapshot it) and removed in the same function.
        if let binding = host.binding, let n = binding.name, Self.removesView(of: n, addedAs: added, in: root) { return }
        ctx.report(Self.info, token: token,
                   "This puts the view of a UIHostingController on screen while nothing keeps the controller (it is neither added as a child nor stored), so the controller is deallocated when this function returns and the SwiftUI content loses what it provides (size and safe-area updates, appearance callbacks, presentations); add it as a child (addChild(_:), then didMove(toParent:)) or keep it in a property")
    }

    /// The hosting controller behind `host.view` (`host` a local made in the function),
    /// `UIHostingController(rootView:).view`, or a local bound to one of those.
    private func hostingController(of e: Syntax, at node: Syntax, root: Syntax, _ ctx: LintContext,
                                   depth: Int = 0) -> (binding: Syntax?, construction: Syntax)? {
        let v = CodeFlow.unwrapped(e)
        if v.kind == .memberAccess, v.nameIs("view"), let base = v.firstChild {
            let b = CodeFlow.unwrapped(base)
            if b.kind == .call, Self.isHostingConstruction(b, ctx) { return (nil, b) }
            guard b.kind == .identifier, !b.isSelf, let n = b.name, let d = ctx.bindings.declaration(of: n, at: node),
                  d.kind == .binding, root.contains(d.node), let value = d.value else { return nil }
            let c = CodeFlow.unwrapped(value)
            guard c.kind == .call, Self.isHostingConstruction(c, ctx) else { return nil }
            // A `var` that something else may replace or keep: stay silent unless plain `let`.
            guard d.node.parent?.declKeyword == .let else { return nil }
            return (d.node, c)
        }
        // `let hostView = host.view!` / `guard let hostView = host.view`.
        if v.kind == .identifier, depth == 0, !v.isSelf, let n = v.name, let d = ctx.bindings.declaration(of: n, at: node),
           d.kind == .binding || d.kind == .optionalBinding, root.contains(d.node), let value = d.value {
            return hostingController(of: value, at: node, root: root, ctx, depth: 1)
        }
        return nil
    }

    /// `UIHostingController(rootView:)`, `UIHostingController<V>(…)`, or a subclass declared
    /// in the linted files.
    static func isHostingConstruction(_ call: Syntax, _ ctx: LintContext) -> Bool {
        guard let c = call.callee else { return false }
        var name: String?
        if c.kind == .identifier { name = c.name }
        else if c.kind == .memberAccess, c.nameIs("init"), let b = c.firstChild, b.kind == .identifier { name = b.name }
        guard let n = name else { return false }
        if n == "UIHostingController" { return true }
        return ctx.index.inherits(n, from: "UIHostingController")
    }

    /// `host.view.removeFromSuperview()` (or on the local bound to the view) in the function.
    static func removesView(of host: String, addedAs added: Syntax, in root: Syntax) -> Bool {
        let addedName = CodeFlow.unwrapped(added).kind == .identifier ? CodeFlow.unwrapped(added).name : nil
        for d in root.descendants(.call) where d.calleeNameIs("removeFromSuperview") {
            guard let r = d.receiver, let path = r.memberPath else { continue }
            if path == [host, "view"] || (addedName != nil && path == [addedName!]) { return true }
        }
        return false
    }

    /// The controller's name is used as a value anywhere in the function (added as a child,
    /// stored, returned, passed on, presented, captured by a closure): only `host.member`
    /// uses outside closures leave it unkept.
    func isKept(_ binding: Syntax, in root: Syntax) -> Bool {
        guard let name = binding.name else { return true }
        for d in root.descendants(.identifier) where d.index > binding.index && d.name == name {
            if CodeFlow.isInClosure(d, below: root) { return true }
            if let p = d.parent, p.kind == .memberAccess, p.firstChild == d {
                // `host.view`, `host.rootView = …` are fine; `host.didMove(toParent:)` without
                // addChild is not a keep either.
                continue
            }
            return true
        }
        return false
    }
}
