/// The legacy `textLabel`/`detailTextLabel`/`imageView` of `UITableViewCell`.
public final class LegacyCellContentRule: Rule {
    public static let info = RuleInfo(
        id: "legacy_cell_content", category: .collections, group: .modernization, severity: .warning, framework: .uikit,
        summary: "A table view cell is filled through textLabel/detailTextLabel/imageView instead of UIListContentConfiguration.")
    public static let triggers: RuleTriggers = .anyOf("textLabel", "detailTextLabel", "imageView")
    public static let visits: [NodeKind] = [.memberAccess, .identifier]
    public init() {}

    static let names: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let t = node.nameToken else { return }
        let len = ctx.file.tokens[t].length
        guard len == 9 || len == 15, let name = node.name, Self.names.contains(name) else { return }
        if node.kind == .memberAccess {
            guard let base = node.firstChild else { return }
            guard isTableCell(base, ctx) else { return }
        } else {
            // Implicit self inside a UITableViewCell subclass, unless a local shadows the name.
            guard let td = node.nearestAncestor(.typeDecl), let tn = td.typeName,
                  ctx.index.role(of: tn) == .tableViewCell else { return }
            // A local, a parameter or the type's own property with this name.
            if ctx.bindings.declaration(of: name, at: node) != nil { return }
        }
        guard ctx.targetSupports(Version(14)), !node.isInLegacyAvailabilityBranch(below: Version(14)) else { return }
        ctx.report(Self.info, token: t,
                   "\(name) is the legacy content API of UITableViewCell; set a UIListContentConfiguration (cell.defaultContentConfiguration()) as the cell's contentConfiguration instead")
    }

    private func isTableCell(_ e: Syntax, _ ctx: LintContext) -> Bool {
        if e.kind == .call {
            return e.calleeNameIs("cellForRow")
        }
        if e.kind == .identifier, !e.isSelf, let n = e.name, let d = ctx.bindings.declaration(of: n, at: e) {
            if let v = d.value, valueIsTableCell(v, ctx) { return true }
        }
        guard let tn = ExpressionTypes.receiverTypeName(e, ctx.bindings) else { return false }
        return ctx.index.role(of: tn) == .tableViewCell
    }

    /// `tableView.dequeueReusableCell(withIdentifier:…)`, `UITableViewCell(style:…)`,
    /// `tableView.cellForRow(at:)`, optionally cast to a table cell class.
    private func valueIsTableCell(_ v: Syntax, _ ctx: LintContext) -> Bool {
        var e = v
        if e.kind == .sequence {
            if let c = e.child(.cast), let tr = c.child(.typeRef), let tn = ExpressionTypes.typeName(tr.text) {
                return ctx.index.role(of: tn) == .tableViewCell
            }
            guard let f = e.firstChild else { return false }
            e = f
        }
        while e.kind == .tryExpr || e.kind == .awaitExpr, let f = e.firstChild { e = f }
        guard e.kind == .call else { return false }
        if e.calleeNameIs("dequeueReusableCell") { return e.argument(labeled: "withIdentifier") != nil }
        if e.calleeNameIs("cellForRow") { return true }
        if let tn = ExpressionTypes.exprTypeName(e) { return ctx.index.role(of: tn) == .tableViewCell }
        return false
    }
}
