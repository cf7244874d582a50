/// Asking for another layout pass from inside the layout pass.
public final class LayoutLoopRule: Rule {
    public static let info = RuleInfo(
        id: "layout_loop", category: .lifecycle, group: .pedantic, severity: .error, framework: .uikit,
        summary: "setNeedsLayout/layoutIfNeeded on self inside the layout pass, or setNeedsUpdateConstraints inside updateConstraints.")
    public static let triggers: RuleTriggers = .anyOf("layoutSubviews", "viewDidLayoutSubviews", "updateConstraints")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let sig = node.overrideSignature, let body = node.body else { return }
        let viewCallback: Bool
        switch sig {
        case "layoutSubviews()", "updateConstraints()": viewCallback = true
        case "viewDidLayoutSubviews()": viewCallback = false
        default: return
        }
        let type = node.owningType
        let role = ctx.role(ofType: type)
        if viewCallback ? !role.isView : role != .viewController { return }
        for d in body.descendants(.call) where d.hasNoArguments {
            guard let c = d.callee, let name = c.name else { continue }
            let wanted = sig == "updateConstraints()" ? name == "setNeedsUpdateConstraints"
                : name == "setNeedsLayout" || name == "layoutIfNeeded"
            guard wanted else { continue }
            // The receiver must be the view being laid out.
            let base = c.kind == .memberAccess ? c.firstChild : nil
            if c.kind == .memberAccess && base == nil { continue }
            if viewCallback {
                guard base == nil || base!.isSelf else { continue }
            } else {
                guard let b = base, b.comparisonKey == "view" else { continue }
            }
            if Guards.isSettled(d, in: body) { continue }
            if name == "layoutIfNeeded", Self.onlySettlingWrites(besides: d, in: body) { continue }
            let what = sig == "updateConstraints()" ? "another constraint update pass" : "another layout pass"
            let fix = sig == "updateConstraints()"
                ? "update the constraints here without invalidating them again"
                : "set frames or constraint constants here and let the current pass apply them"
            ctx.report(Self.info, token: c.nameToken ?? d.firstTokenIndex,
                       "\(name)() inside \(sig) asks for \(what) from within the pass, which can loop forever; \(fix)")
        }
    }

    /// `layoutIfNeeded()` does nothing unless the layout is dirty, so it can only loop when
    /// the pass keeps invalidating it. Constraint constants and `preferredMaxLayoutWidth`
    /// computed from the finished layout settle: the second pass sets the same values and
    /// changes nothing. True when every other statement of the callback (besides the super
    /// call and locals) is such a write.
    static func onlySettlingWrites(besides call: Syntax, in body: Syntax) -> Bool {
        var writes = 0
        for stmt in body.children where !stmt.contains(call) {
            switch stmt.kind {
            case .call where stmt.superCallName != nil:
                continue
            case .varDecl:
                continue
            case .assignment:
                guard let lhs = stmt.firstChild, lhs.kind == .memberAccess,
                      lhs.nameIs("constant") || lhs.nameIs("preferredMaxLayoutWidth") else { return false }
                writes += 1
            default:
                return false
            }
        }
        return writes > 0
    }
}
