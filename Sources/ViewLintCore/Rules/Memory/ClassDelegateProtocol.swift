/// `protocol …Delegate` / `…DataSource` that is not class-bound while the linted files hold it
/// as a back reference (a stored `var` of its type in a class), so that reference cannot be
/// `weak`.
public final class ClassDelegateProtocolRule: Rule {
    public static let info = RuleInfo(
        id: "class_delegate_protocol", category: .memory, group: .pedantic, severity: .warning, framework: .any, fix: .safe,
        summary: "Delegate and data source protocols should be class-bound so they can be held weak.",
        swiftLintTwin: "class_delegate_protocol")
    public static let visits: [NodeKind] = [.typeDecl]
    public init() {}

    /// Where the linted files hold the protocol as a back reference, as the message names it:
    /// a stored `var` of its type in a class (not a singleton's, which lives as long as the
    /// app), or a property of its type that an adopter assigns itself to (`x.delegate = self`,
    /// `Child(delegate: self)`). nil when every use is a `let`, a parameter, a computed
    /// property or a singleton's property.
    static func backReference(to proto: String, _ index: TypeIndex) -> String? {
        let typed = index.properties(ofType: proto)
        for p in typed where !p.isComputed {
            guard index.isDeclaredClass(p.owner) || index.types[p.owner]?.contains(where: { $0.kind == .actor }) == true
            else { continue }
            if index.isSingleton(p.owner) || index.livesAsLongAsTheApp(p.owner) { continue }
            return "'\(p.owner).\(p.name)'"
        }
        func livesForever(_ t: String) -> Bool { index.isSingleton(t) || index.livesAsLongAsTheApp(t) }
        // Settable properties (or requirements) of its type whose holder does not live forever.
        let names = Set(typed.filter { !livesForever($0.owner) }.map(\.name))
        if names.isEmpty { return nil }
        for (adopter, refs) in index.facts.selfReferences.sorted(by: { $0.key < $1.key })
        where index.conforms(adopter, to: proto) && !livesForever(adopter) {
            if let r = refs.first(where: { names.contains($0.name) }) {
                return "'\(r.name)', which \(adopter) sets to itself,"
            }
        }
        return nil
    }

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .protocol, let name = node.name,
              name.hasSuffix("Delegate") || name.hasSuffix("DataSource") else { return }
        // A protocol describing the app or scene delegate itself, not a delegate relationship.
        if name.hasSuffix("AppDelegate") || name.hasSuffix("SceneDelegate") { return }
        if node.attributes.contains(where: { $0.nameIs("objc") }) { return }
        // A marker protocol without requirements (code-generation annotations).
        if let block = node.child(.memberBlock), block.firstChild == nil { return }
        if let w = node.child(.whereClause), w.text.containsBytes("Self") { return } // `where Self: AnyObject`
        let inherited = node.children(.inheritance).flatMap { Ownership.protocolParts($0.text) }
        for p in inherited where Ownership.isClassConstraint(p, ctx.index) { return }
        // Structs or enums adopt it: it cannot be made class-bound.
        if Ownership.hasValueTypeConformer(name, ctx.index) { return }
        // Only a protocol used as a back reference needs `weak`: a stored `var` of its type in
        // a class, or an adopter handing itself out as such a property.
        guard let use = Self.backReference(to: name, ctx.index) else { return }
        let kind = name.hasSuffix("DataSource") ? "data sources" : "delegates"
        ctx.report(Self.info, token: node.nameToken ?? node.firstTokenIndex,
                   "'\(name)' is not class-bound, so \(use) cannot be declared 'weak' and holds its \(kind == "delegates" ? "delegate" : "data source") strongly; declare it 'protocol \(name): AnyObject'",
                   fix: Self.makeClassBoundFix(node, ctx))
    }

    /// Adds `: AnyObject` after the name (and primary associated types), or `, AnyObject` after
    /// the last inherited protocol (before a `where` clause). Safe: no struct or enum of the
    /// linted files adopts the protocol (the rule stays silent otherwise), so every adopter is a
    /// class already. No fix when the protocol or an extension of it in this file has
    /// `mutating` members, which class-bound protocols reject.
    static func makeClassBoundFix(_ proto: Syntax, _ ctx: LintContext) -> Fix? {
        let toks = ctx.file.tokens
        for part in ctx.tree.typeDecls(named: proto.name ?? "") {
            if part.tokenRange.contains(where: { toks[$0].keyword == .mutating }) { return nil }
        }
        let title = "Make '\(proto.name ?? "protocol")' class-bound"
        if let last = proto.children(.inheritance).last {
            return Fix(.safe, title, [.insert(", AnyObject", at: Int(toks[last.lastTokenIndex].end))])
        }
        guard let nameToken = proto.nameToken else { return nil }
        let afterName = proto.child(.genericClause)?.lastTokenIndex ?? nameToken
        // A colon the parser read no inheritance from (a stray byte after it): a second
        // `: AnyObject` would not parse, so no fix.
        if afterName + 1 < toks.count, toks[afterName + 1].kind == .colon { return nil }
        return Fix(.safe, title, [.insert(": AnyObject", at: Int(toks[afterName].end))])
    }
}
