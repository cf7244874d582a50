/// Functions that activate two or more freshly created constraints one by one.
public final class IndividualConstraintActivation: Rule {
    public static let info = RuleInfo(
        id: "individual_constraint_activation", category: .autolayout, severity: .warning,
        summary: "Constraints created inline are activated one at a time with .isActive = true instead of in one NSLayoutConstraint.activate call.")
    public static let visits: [NodeKind] = [.assignment]
    public init() {}

    /// Function-like node index → (token of the first `isActive`, count), in source order.
    private var perFunction: [Int: (token: Int, count: Int)] = [:]
    private var order: [Int] = []

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let lhs = node.firstChild, lhs.kind == .memberAccess, lhs.nameIs("isActive"),
              let tok = lhs.nameToken, LayoutSyntax.isTrue(lhs.nextSibling),
              let a = node.auxToken, ctx.file.tokens[a].kind == .equal,
              LayoutSyntax.createsConstraint(lhs.firstChild) else { return }
        let key = ctx.enclosingFunction?.index ?? ctx.closureStack.first?.index ?? -1
        if let e = perFunction[key] {
            perFunction[key] = (e.token, e.count + 1)
        } else {
            perFunction[key] = (tok, 1)
            order.append(key)
        }
    }

    public func finish(_ ctx: LintContext) {
        for k in order {
            guard let e = perFunction[k], e.count >= 2 else { continue }
            ctx.report(Self.info, token: e.token,
                       "\(e.count) constraints are created and activated one at a time with .isActive = true; collect them in one NSLayoutConstraint.activate([…]) call")
        }
    }
}
