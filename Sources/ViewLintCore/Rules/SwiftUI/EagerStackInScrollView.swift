/// `ScrollView { VStack { ForEach(data) … } }`: an eager stack builds every element up front.
public final class EagerStackInScrollViewRule: Rule {
    public static let info = RuleInfo(
        id: "eager_stack_in_scroll_view", category: .swiftui, group: .pedantic, severity: .info, framework: .swiftui,
        summary: "A VStack/HStack in a ScrollView builds every element of a data-driven ForEach up front.")
    public static let triggers: RuleTriggers = .anyOf("ScrollView")
    public static let visits: [NodeKind] = [.call]
    public static let calleeNames: [String]? = ["VStack", "HStack"]
    public init() {}
    private let finder = SwiftUITree.ContainerFinder(["ScrollView"], stopAt: lazyOrList, stopWhen: isOutsideScrolledContent)
    /// `#if` blocks already reported, by node index → the clause reported from.
    private var reportedTwins: [Int: Int] = [:]

    static let lazyOrList: Set<String> = [
        "List", "Form", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "ForEach", "OutlineGroup",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let name = SwiftUITree.constructorName(node), name == "VStack" || name == "HStack" else { return }
        let f = ctx.swiftUI
        guard Self.directForEaches(in: node).contains(where: { !ForEachData.isFixedSize($0, ctx, f) }),
              finder.find(node, f) != nil, !PreviewCode.contains(node, index: ctx.index) else { return }
        let lazy = name == "VStack" ? "LazyVStack" : "LazyHStack"
        // `if #available(iOS 17, *) { LazyHStack { … } } else { HStack { … } }`: the lazy
        // stack is already used where the code allows it; the fallback is kept on purpose.
        if Self.isFallbackOfLazyBranch(node, lazy: lazy) { return }
        // `#if os(tvOS) VStack { ForEach(x) } #else VStack { ForEach(x) } #endif`: one finding.
        if let (config, clause) = Self.enclosingIfConfigClause(node) {
            if let reported = reportedTwins[config], reported != clause { return }
            reportedTwins[config] = clause
        }
        ctx.report(Self.info, token: node.callee?.nameToken ?? node.firstTokenIndex,
                   "This \(name) inside a ScrollView builds every element of its ForEach up front, however many there are; use \(lazy) so elements are built as they scroll into view")
    }

    /// Stops the walk from a stack out to its ScrollView where the stack is not part of the
    /// scrolled list: inside an `.overlay`/`.background` (laid out in the frame of the view
    /// it decorates), or below a modifier that measures it (`.background(GeometryReader …)`,
    /// `.overlay(GeometryReader …)`, `.onGeometryChange`), where a lazy stack would report a
    /// size that changes as elements load.
    static func isOutsideScrolledContent(_ ancestor: Syntax, _ below: Syntax) -> Bool {
        switch ancestor.kind {
        case .argument:
            guard let call = ancestor.parent, call.kind == .call, call.firstChild != ancestor,
                  let m = SwiftUITree.modifierName(call) else { return false }
            return m == "overlay" || m == "background"
        case .call:
            guard ancestor.firstChild == below, below.kind == .memberAccess, let m = SwiftUITree.modifierName(ancestor) else { return false }
            if m == "onGeometryChange" { return true }
            guard m == "overlay" || m == "background" else { return false }
            for a in ancestor.arguments {
                for d in a.descendants(.call) where SwiftUITree.constructorName(d) == "GeometryReader" { return true }
            }
            return false
        default:
            return false
        }
    }

    /// The stack sits in the `else` of an `if #available(…)` whose first branch builds the
    /// lazy variant.
    static func isFallbackOfLazyBranch(_ stack: Syntax, lazy: String) -> Bool {
        var child = stack
        for (n, a) in stack.ancestors.enumerated() {
            if n > 64 || a.kind == .funcDecl || a.kind == .typeDecl || a.kind == .closure { return false }
            if a.kind == .ifStmt, let cond = a.child(.conditionList),
               cond.children.contains(where: { $0.kind == .macroExpansion && $0.text.hasPrefix("#available") }) {
                let blocks = a.children(.codeBlock)
                guard blocks.count > 1 || a.child(.ifStmt) != nil, !(blocks.first?.contains(child) ?? true) else { return false }
                guard let first = blocks.first else { return false }
                return first.descendants(.call).contains { SwiftUITree.constructorName($0) == lazy }
            }
            child = a
        }
        return false
    }

    /// The nearest `#if` block around the stack within its view expression, and which clause.
    static func enclosingIfConfigClause(_ stack: Syntax) -> (Int, Int)? {
        var child = stack
        for (n, a) in stack.ancestors.enumerated() {
            if n > 64 || a.kind == .funcDecl || a.kind == .typeDecl { return nil }
            if a.kind == .ifConfig, child.kind == .ifConfigClause { return (a.index, child.index) }
            child = a
        }
        return nil
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
}
