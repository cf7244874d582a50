/// `loadView()` called by hand, outside an override of `loadView`.
public final class LoadViewDirectCallRule: Rule {
    public static let info = RuleInfo(
        id: "load_view_direct_call", category: .lifecycle, group: .correctness, severity: .error, framework: .uikit, fix: .unsafe,
        summary: "loadView() is called directly; UIKit calls it, use loadViewIfNeeded() instead.")
    public static let matchedCalls: [String]? = ["loadView"]
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.calleeNameIs("loadView"), node.hasNoArguments, let callee = node.callee else { return }
        let base = callee.kind == .memberAccess ? callee.firstChild : nil
        if callee.kind == .memberAccess && base == nil { return } // `.loadView()` implicit member
        let onSelf = base == nil || base!.isSelf || base!.isSuper
        // Inside `override func loadView()` a super call (or self's own) is the override's business.
        if let fn = ctx.enclosingFunction, fn.declKeyword == .func, fn.nameIs("loadView"),
           fn.hasModifier(.override), fn.functionSignature == "loadView()" {
            if onSelf { return }
        }
        if onSelf {
            // self's own `loadView()`: only UIKit's in a view controller.
            guard let fn = ctx.enclosingFunction, let type = fn.owningType ?? ctx.enclosingType,
                  ctx.isViewController(type) else { return }
        } else if let b = base, b.kind == .identifier, let n = b.name, let first = n.first, first.isUppercase {
            return // `Foo.loadView()`: a static method of some type
        }
        let nameToken = callee.nameToken ?? (callee.kind == .identifier ? callee.firstTokenIndex : nil)
        // Unsafe: loadViewIfNeeded() does nothing when the view is already loaded, where the
        // direct call built a new one.
        let fix = nameToken.map { t -> Fix in
            let tok = ctx.file.tokens[t]
            return Fix(.unsafe, "Call loadViewIfNeeded() instead", [TextEdit(start: Int(tok.start), end: Int(tok.end), replacement: "loadViewIfNeeded")])
        }
        ctx.report(Self.info, token: callee.nameToken ?? node.firstTokenIndex,
                   "loadView() is called directly, which builds a second root view and skips viewDidLoad; call loadViewIfNeeded() instead",
                   fix: fix)
    }
}
