/// Direct calls of UIKit callbacks that only UIKit should invoke.
public final class DirectLifecycleCallRule: Rule {
    public static let info = RuleInfo(
        id: "direct_lifecycle_call", category: .views, group: .correctness, severity: .error, framework: .uikit,
        summary: "A UIKit lifecycle or drawing callback is called directly.")
    public static let visits: [NodeKind] = [.call]
    public static var calleeNames: [String]? { Array(methods.keys) }
    public init() {}

    enum Owner { case controller, view }
    /// name → (owner, number of unlabeled arguments, what to do instead)
    static let methods: [String: (owner: Owner, args: Int, instead: String)] = [
        "draw": (.view, 1, "call setNeedsDisplay() and let UIKit draw"),
        "layoutSubviews": (.view, 0, "call setNeedsLayout() (or layoutIfNeeded() to lay out now)"),
        "updateConstraints": (.view, 0, "call setNeedsUpdateConstraints() (or updateConstraintsIfNeeded())"),
        "viewDidLoad": (.controller, 0, "move the work into a method both places call, or use loadViewIfNeeded()"),
        "viewWillAppear": (.controller, 1, "move the work into a method both places call, or use beginAppearanceTransition/endAppearanceTransition"),
        "viewIsAppearing": (.controller, 1, "move the work into a method both places call, or use beginAppearanceTransition/endAppearanceTransition"),
        "viewDidAppear": (.controller, 1, "move the work into a method both places call, or use beginAppearanceTransition/endAppearanceTransition"),
        "viewWillDisappear": (.controller, 1, "move the work into a method both places call, or use beginAppearanceTransition/endAppearanceTransition"),
        "viewDidDisappear": (.controller, 1, "move the work into a method both places call, or use beginAppearanceTransition/endAppearanceTransition"),
        "viewWillLayoutSubviews": (.controller, 0, "call view.setNeedsLayout() and let UIKit lay out"),
        "viewDidLayoutSubviews": (.controller, 0, "call view.setNeedsLayout() and let UIKit lay out"),
        "updateViewConstraints": (.controller, 0, "call view.setNeedsUpdateConstraints()"),
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee, callee.kind == .identifier || callee.kind == .memberAccess,
              let name = callee.name, let entry = Self.methods[name] else { return }
        let args = node.arguments
        guard args.count == entry.args, args.allSatisfy({ $0.name == nil && !$0.flags.contains(.trailing) }) else { return }
        if node.superCallName != nil { return }
        // Who receives the call?
        let typeName: String?
        if callee.kind == .identifier {
            typeName = node.nearestAncestor(.typeDecl)?.typeName
            // A call from inside a closure parameter list or a static context still targets self.
        } else {
            guard let base = callee.firstChild else { return }
            typeName = ExpressionTypes.receiverTypeName(base, ctx.bindings) ?? controllerView(base, ctx)
        }
        guard let tn = typeName else { return }
        let role = ctx.index.role(of: tn)
        let ok: Bool
        switch entry.owner {
        case .controller: ok = role == .viewController
        case .view: ok = role.isView || (tn.hasPrefix("UI") && ctx.index.inherits(tn, from: "UIView"))
        }
        guard ok else { return }
        if declaresOwnMethod(name, args: entry.args, typeName: tn, ctx) { return }
        let sig = name + (entry.args == 1 ? "(_:)" : "()")

        ctx.report(Self.info, token: callee.nameToken ?? node.firstTokenIndex,
                   "\(sig) is a UIKit callback and must not be called directly; \(entry.instead)")
    }

    /// `view` / `self.view` in a view controller that does not declare its own `view`.
    private func controllerView(_ e: Syntax, _ ctx: LintContext) -> String? {
        let isView: Bool
        if e.kind == .identifier { isView = e.nameIs("view") && ctx.bindings.declaration(of: "view", at: e) == nil }
        else if e.kind == .memberAccess, e.nameIs("view"), let b = e.firstChild, b.isSelf { isView = true }
        else { isView = false }
        guard isView, let tn = e.nearestAncestor(.typeDecl)?.typeName, ctx.index.role(of: tn) == .viewController else { return nil }
        return "UIView"
    }

    /// The type (or a project superclass) declares its own, non-override method with this name
    /// and arity in this file: `func draw(_ entries: [Entry])` on a chart view.
    private func declaresOwnMethod(_ name: String, args: Int, typeName: String, _ ctx: LintContext) -> Bool {
        for t in [typeName] + ctx.index.superclassChain(of: typeName) {
            if t.hasPrefix("UI") { break }
            for decl in ctx.tree.typeDecls(named: t) {
                guard let block = decl.child(.memberBlock) else { continue }
                for m in block.children where m.kind == .funcDecl && m.name == name && !m.hasModifier(.override) {
                    if (m.child(.parameterClause)?.children(.parameter).count ?? 0) == args { return true }
                }
            }
        }
        return false
    }
}
