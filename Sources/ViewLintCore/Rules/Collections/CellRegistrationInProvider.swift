/// Cell/supplementary registrations created inside a cell provider or `cellForItemAt`.
public final class CellRegistrationInProviderRule: Rule {
    public static let info = RuleInfo(
        id: "cell_registration_in_provider", category: .collections, group: .correctness, severity: .error, framework: .uikit,
        summary: "A UICollectionView cell or supplementary registration is created inside the cell provider.")
    public static let triggers: RuleTriggers = .anyOf("*Registration")
    public static let visits: [NodeKind] = [.call]
    public init() {}
    private var aliases: Set<String>?

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee, callee.kind == .identifier || callee.kind == .memberAccess,
              let nt = callee.nameToken else { return }
        // Cheap filter before allocating the name: registrations, aliases, `.init`, factories.
        let len = ctx.file.tokens[nt].length
        if len != 4, len != 16, len != 25, aliasNames(ctx).isEmpty || len < 4 {
            if !(node.hasNoArguments && len > 4) { return }
        }
        guard let name = callee.name else { return }
        var token: Int?
        var factory = false
        if name == "CellRegistration" || name == "SupplementaryRegistration" || aliasNames(ctx).contains(name) {
            token = callee.nameToken ?? callee.firstTokenIndex
        } else if name == "init" {
            if let base = callee.firstChild {
                if base.kind == .identifier, let bn = base.name, aliasNames(ctx).contains(bn) { token = base.firstTokenIndex }
                else if base.kind == .memberAccess, base.nameIs("CellRegistration") || base.nameIs("SupplementaryRegistration") { token = base.nameToken }
            } else if let b = node.parent, b.kind == .binding, let t = b.typeAnnotation, isRegistrationType(t.text, ctx) {
                token = callee.firstTokenIndex
            }
        } else if node.hasNoArguments, callee.kind == .identifier || callee.firstChild?.isSelf == true {
            guard name.count > 4, name.containsBytes("egistration") || name.hasPrefix("make") || name.hasPrefix("create") else { return }
            if isFactory(name, node, ctx) { token = callee.nameToken ?? callee.firstTokenIndex; factory = true }
        }
        guard let tok = token, let place = providerPlace(node) else { return }
        let kindText = ctx.file.text(ctx.file.tokens[tok]).hasPrefix("Supplementary") ? "supplementary registration" : "cell registration"
        let what = factory ? "\(name)() creates a new cell registration" : "A \(kindText) is created"
        ctx.report(Self.info, token: tok,
                   "\(what) inside \(place) on every request, which raises an exception on iOS 15 and later; create the registration once (a stored property, or a local before the data source) and capture it")
    }

    private func isRegistrationType(_ text: String, _ ctx: LintContext) -> Bool {
        if text.containsBytes("CellRegistration") || text.containsBytes("SupplementaryRegistration") { return true }
        guard let n = ExpressionTypes.typeName(text) else { return false }
        return aliasNames(ctx).contains(n)
    }

    private func aliasNames(_ ctx: LintContext) -> Set<String> {
        if let a = aliases { return a }
        var out: Set<String> = []
        let nodes = ctx.tree.nodes
        for i in 0..<nodes.count where nodes[i].kind == .typealiasDecl {
            let s = ctx.tree.node(i)
            let t = s.text
            if t.containsBytes("CellRegistration") || t.containsBytes("SupplementaryRegistration"), let n = s.name { out.insert(n) }
        }
        aliases = out
        return out
    }

    /// A method of the same type that returns a newly created registration.
    private func isFactory(_ name: String, _ node: Syntax, _ ctx: LintContext) -> Bool {
        guard let td = node.nearestAncestor(.typeDecl), let tn = td.typeName else { return false }
        for decl in ctx.tree.typeDecls(named: tn) {
            guard let block = decl.child(.memberBlock) else { continue }
            for m in block.children where m.kind == .funcDecl && m.name == name {
                guard let ret = m.child(.typeRef), isRegistrationType(ret.text, ctx), let body = m.body else { continue }
                for d in body.descendants(.call) {
                    if let c = d.callee, let cn = c.name,
                       cn == "CellRegistration" || cn == "SupplementaryRegistration" || cn == "init" || aliasNames(ctx).contains(cn) {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// Describes the provider the node sits in, or nil.
    private func providerPlace(_ node: Syntax) -> String? {
        var cur = node
        for anc in node.ancestors {
            switch anc.kind {
            case .closure:
                if let arg = anc.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
                   isDataSourceInit(call), arg.flags.contains(.trailing) || arg.nameIs("cellProvider") {
                    return "the diffable data source's cell provider"
                }
                if let asg = anc.parent, asg.kind == .assignment, asg.firstChild != anc,
                   let lhs = asg.firstChild, lhs.kind == .memberAccess, lhs.nameIs("supplementaryViewProvider") {
                    return "the supplementary view provider"
                }
            case .funcDecl:
                let sig = anc.functionSignature
                if sig == "collectionView(_:cellForItemAt:)" { return "collectionView(_:cellForItemAt:)" }
                if sig == "collectionView(_:viewForSupplementaryElementOfKind:at:)" { return "collectionView(_:viewForSupplementaryElementOfKind:at:)" }
                return nil
            case .typeDecl:
                return nil
            default:
                break
            }
            cur = anc
        }
        _ = cur
        return nil
    }

    private func isDataSourceInit(_ call: Syntax) -> Bool {
        guard let c = call.callee else { return false }
        if c.text.containsBytes("DiffableDataSource") { return true }
        if c.kind == .memberAccess, c.nameIs("init") {
            return call.argument(labeled: "collectionView") != nil || call.argument(labeled: "tableView") != nil
        }
        // A project subclass: `DataSource(collectionView: cv) { … }`.
        return call.argument(labeled: "collectionView") != nil && call.closureArguments.count == 1
    }
}
