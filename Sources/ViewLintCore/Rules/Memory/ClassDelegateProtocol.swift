/// `protocol …Delegate` / `…DataSource` that only classes cannot be required to adopt, so
/// delegators cannot hold it `weak`.
public final class ClassDelegateProtocol: Rule {
    public static let info = RuleInfo(
        id: "class_delegate_protocol", category: .memory, group: .suspicious, severity: .warning, framework: .any,
        summary: "Delegate and data source protocols should be class-bound so they can be held weak.",
        swiftLintTwin: "class_delegate_protocol")
    public static let visits: [NodeKind] = [.typeDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .protocol, let name = node.name,
              name.hasSuffix("Delegate") || name.hasSuffix("DataSource") else { return }
        // A protocol describing the app or scene delegate itself, not a delegate relationship.
        if name.hasSuffix("AppDelegate") || name.hasSuffix("SceneDelegate") { return }
        if node.attributes.contains(where: { $0.nameIs("objc") }) { return }
        // A marker protocol without requirements (code-generation annotations).
        if let block = node.child(.memberBlock), block.firstChild == nil { return }
        if let w = node.child(.whereClause), w.text.contains("Self") { return } // `where Self: AnyObject`
        let inherited = node.children(.inheritance).flatMap { MemConc.protocolParts($0.text) }
        for p in inherited where MemConc.isClassConstraint(p, ctx.index) { return }
        // Structs or enums adopt it: it cannot be made class-bound.
        if MemConc.hasValueTypeConformer(name, ctx.index) { return }
        let kind = name.hasSuffix("DataSource") ? "data sources" : "delegates"
        ctx.report(Self.info, token: node.nameToken ?? node.firstTokenIndex,
                   "'\(name)' is not class-bound, so \(kind) of this type cannot be held 'weak'; declare it 'protocol \(name): AnyObject'")
    }
}
