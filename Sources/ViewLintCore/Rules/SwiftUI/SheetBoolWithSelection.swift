/// A Bool-driven sheet whose content reads a separately stored optional selection.
public final class SheetBoolWithSelection: Rule {
    public static let info = RuleInfo(
        id: "sheet_bool_with_selection", category: .swiftui, severity: .warning,
        summary: "A sheet(isPresented:) whose content reads an optional selection should be sheet(item:).")
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let name = SwiftUITree.modifierName(node), name == "sheet" || name == "fullScreenCover",
              SwiftUITree.isAppliedModifier(node), node.arguments.first?.nameIs("isPresented") == true,
              let content = node.arguments.last(where: { $0.name == nil || $0.nameIs("content") })?.argumentValue,
              content.kind == .closure, let typeName = SwiftUITree.enclosingTypeName(node) else { return }
        let members = ctx.index.members(of: typeName)
        guard !members.isEmpty else { return }
        var checked: Set<String> = []
        for d in content.descendants {
            var path: [String]?
            switch d.kind {
            case .optionalBinding:
                if let v = d.firstChild, v.kind != .typeRef {
                    guard v.kind == .identifier || v.kind == .memberAccess else { continue }
                    path = v.memberPath
                } else if let n = d.name {
                    path = [n] // `if let selected`
                }
            case .identifier, .memberAccess:
                guard d.flags.contains(.forceUnwrapped) || d.flags.contains(.optionalChained) else { continue }
                // `onClose?()`: an optional closure call, not a value.
                if let p = d.parent, p.kind == .call, p.firstChild == d { continue }
                path = d.memberPath
            default:
                continue
            }
            guard var p = path, !p.isEmpty else { continue }
            if p.first == "self" { p.removeFirst() }
            guard let root = p.first, members.contains(root) else { continue }
            let key = p.joined(separator: ".")
            guard checked.insert(key).inserted else { continue }
            guard isSelection(p, typeName: typeName, outside: content, node.tree) else { continue }
            let shown = "\(key)"
            ctx.report(Self.info, token: node.callee?.nameToken ?? node.firstTokenIndex,
                       "\(name)(isPresented:) shows content that reads the optional '\(shown)', so it can present a stale or nil value; use .\(name)(item:) with that selection and read the value from the closure's parameter")
            return
        }
    }

    /// A selection: an optional `@State` of the view, or a property that the view assigns
    /// (`selected = item`, `model.selected = item`) outside the sheet content.
    func isSelection(_ path: [String], typeName: String, outside content: Syntax, _ tree: SyntaxTree) -> Bool {
        if path.count == 1, let b = SwiftUITree.property(named: path[0], inTypeNamed: typeName, tree),
           let decl = b.parent, decl.hasAttribute("State"),
           let t = b.typeAnnotation?.compactText, t.hasSuffix("?") || t.hasPrefix("Optional<") {
            return true
        }
        for i in 0..<tree.nodes.count where tree.nodes[i].kind == .assignment {
            let a = Syntax(tree: tree, index: i)
            guard !content.contains(a), let lhs = a.firstChild, var lp = lhs.memberPath else { continue }
            if lp.first == "self" { lp.removeFirst() }
            if lp == path, SwiftUITree.enclosingTypeName(a) == typeName { return true }
        }
        return false
    }
}
