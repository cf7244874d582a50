/// `ScrollView { VStack { ForEach(data) … } }`: an eager stack builds every element up front.
public final class EagerStackInScrollView: Rule {
    public static let info = RuleInfo(
        id: "eager_stack_in_scroll_view", category: .swiftui, group: .performance, severity: .info, framework: .swiftui,
        summary: "A VStack/HStack in a ScrollView builds every element of a data-driven ForEach up front.")
    public static let visits: [NodeKind] = [.call]
    public init() {}
    private let finder = SwiftUITree.ContainerFinder(["ScrollView"], stopAt: lazyOrList)
    private var facts: SwiftUITree.FileFacts?

    static let lazyOrList: Set<String> = [
        "List", "Form", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "ForEach", "OutlineGroup",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let name = SwiftUITree.constructorName(node), name == "VStack" || name == "HStack" else { return }
        let f = facts ?? SwiftUITree.FileFacts(ctx.tree)
        facts = f
        guard Self.directForEaches(in: node).contains(where: { !Self.isBounded($0, ctx, f) }),
              finder.find(node, f) != nil, !SwiftUITree.isInPreview(node, ctx, f) else { return }
        let lazy = name == "VStack" ? "LazyVStack" : "LazyHStack"
        ctx.report(Self.info, token: node.callee?.nameToken ?? node.firstTokenIndex,
                   "This \(name) inside a ScrollView builds every element of its ForEach up front, however many there are; use \(lazy) so elements are built as they scroll into view")
    }

    /// The `ForEach`es among the stack's content statements (through `Section`, `Group`, `#if`, `if`).
    static func directForEaches(in stack: Syntax) -> [Syntax] {
        var found: [Syntax] = []
        var work = SwiftUITree.contentClosures(stack).flatMap { SwiftUITree.statements($0) }
        var steps = 0
        while let s = work.popLast(), steps < 10_000 {
            steps += 1
            switch s.kind {
            case .ifConfig:
                for c in s.children(.ifConfigClause) { work.append(contentsOf: c.children) }
            case .ifStmt:
                for c in s.children where c.kind == .codeBlock || c.kind == .ifStmt {
                    if c.kind == .ifStmt { work.append(c) } else { work.append(contentsOf: c.children) }
                }
            case .call:
                guard let root = SwiftUITree.chainRoot(of: s), let rn = SwiftUITree.constructorName(root) else { continue }
                if rn == "ForEach" { found.append(root); continue }
                if rn == "Section" || rn == "Group" {
                    for a in root.children(.argument) {
                        guard let v = a.firstChild, v.kind == .closure, a.name == nil || a.nameIs("content") else { continue }
                        work.append(contentsOf: SwiftUITree.statements(v))
                    }
                }
            default:
                continue
            }
        }
        return found
    }

    /// Data of known small size: literal ranges and arrays, `allCases`, `.prefix(<literal>)`.
    static func isBounded(_ forEach: Syntax, _ ctx: LintContext, _ facts: SwiftUITree.FileFacts) -> Bool {
        guard let data = forEach.arguments.first(where: { $0.name == nil })?.argumentValue else { return true }
        // `id: \.rawValue`: the elements are enum cases, a fixed small set.
        if forEach.argument(labeled: "id")?.argumentValue?.compactText == "\\.rawValue" { return true }
        if isBoundedData(data) { return true }
        // Derived from enum cases (`Array(Icon.allCases.enumerated())`, `Kind.allCases.sorted { … }`).
        for d in data.descendants where d.kind == .memberAccess && d.nameIs("allCases") { return true }
        // `Catalog.items`: static data of a type, written in code.
        if let path = data.memberPath, path.count == 2, path[0] != "Self", path[0].first?.isUppercase == true { return true }
        // A property initialised with a literal array (`let variants = [ … ]`).
        if let path = data.memberPath, path.count == 1 || (path.count == 2 && (path[0] == "self" || path[0] == "Self")),
           let typeName = ctx.enclosingType?.typeName,
           let b = facts.property(named: path.last!, inTypeNamed: typeName),
           let ini = b.initializer, ini.kind == .arrayLiteral, ini.firstChild != nil,
           b.child(.accessorBlock) == nil, b.parent?.declKeyword == .let {
            return true
        }
        return false
    }

    static func isBoundedData(_ data: Syntax) -> Bool {
        var d = data
        // Array(x), Array(x.prefix(3))
        if d.kind == .call, d.calleeNameIs("Array"), let inner = d.arguments.first?.argumentValue { d = inner }
        switch d.kind {
        case .arrayLiteral:
            return true
        case .sequence:
            let ops = d.children.filter { $0.kind != .binaryOperator }
            let isRange = d.children.contains { $0.kind == .binaryOperator && ($0.text == "..<" || $0.text == "...") }
            return isRange && ops.allSatisfy { isConstantBound($0) }
        case .memberAccess:
            return d.nameIs("allCases")
        case .call:
            if SwiftUITree.modifierNameIs(d, "prefix"), let a = d.arguments.first?.argumentValue {
                return SwiftUITree.isNumericLiteral(a)
            }
            return false
        default:
            return false
        }
    }

    /// A literal, or a constant such as `Self.count` / `Layout.columns`.
    static func isConstantBound(_ n: Syntax) -> Bool {
        if SwiftUITree.isNumericLiteral(n) { return true }
        if n.kind == .memberAccess, let path = n.memberPath, let root = path.first, path.count == 2 {
            return root == "Self" || root.first?.isUppercase == true
        }
        return false
    }
}
