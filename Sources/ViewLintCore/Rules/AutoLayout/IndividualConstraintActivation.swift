/// Functions that activate two or more freshly created constraints one by one.
public final class IndividualConstraintActivationRule: Rule {
    public static let info = RuleInfo(
        id: "individual_constraint_activation", category: .autolayout, group: .style, severity: .warning, framework: .uikit, fix: .unsafe,
        summary: "Constraints created inline are activated one at a time with .isActive = true instead of in one NSLayoutConstraint.activate call.")
    public static let triggers: RuleTriggers = .anyOf("isActive")
    public static let visits: [NodeKind] = [.assignment]
    public init() {}

    /// Function-like node → its inline activations, in source order.
    private var perFunction: [Int: [Syntax]] = [:]
    private var order: [Int] = []
    private var owners: [Int: Syntax] = [:]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let lhs = node.firstChild, lhs.kind == .memberAccess, lhs.nameIs("isActive"),
              LayoutSyntax.isTrue(lhs.nextSibling),
              let a = node.auxToken, ctx.file.tokens[a].kind == .equal,
              LayoutSyntax.createsConstraint(lhs.firstChild) else { return }
        guard let owner = ctx.enclosingFunction ?? ctx.closureStack.first else { return }
        if perFunction[owner.index] == nil { order.append(owner.index); owners[owner.index] = owner }
        perFunction[owner.index, default: []].append(node)
    }

    public func finish(_ ctx: LintContext) {
        for k in order {
            guard let list = perFunction[k], list.count >= 2, let owner = owners[k],
                  let tok = list[0].firstChild?.nameToken else { continue }
            // Activations in exclusive branches (`if … else …`, switch cases) never run together.
            let marks = Set(list.map { $0.index })
            let most = Self.maxOnOnePath(owner, marks, list)
            guard most >= 2 else { continue }
            ctx.report(Self.info, token: tok,
                       "\(most) constraints are created and activated one at a time with .isActive = true; collect them in one NSLayoutConstraint.activate([…]) call",
                       fix: Self.fix(list, ctx))
        }
    }

    /// The most marked nodes one run through `n` can reach. Recursion follows the tree's
    /// nesting (bounded by the parser's nesting limit) and only enters subtrees with marks.
    static func maxOnOnePath(_ n: Syntax, _ marks: Set<Int>, _ list: [Syntax]) -> Int {
        if marks.contains(n.index) { return 1 }
        guard list.contains(where: { n.contains($0) }) else { return 0 }
        switch n.kind {
        case .ifStmt:
            var total = 0
            var best = 0
            for c in n.children {
                let v = maxOnOnePath(c, marks, list)
                if c.kind == .conditionList { total += v } else { best = max(best, v) }
            }
            return total + best
        case .switchStmt:
            var total = 0
            var best = 0
            for c in n.children {
                let v = maxOnOnePath(c, marks, list)
                if c.kind == .switchCase { best = max(best, v) } else { total += v }
            }
            return total + best
        default:
            var total = 0
            for c in n.children { total += maxOnOnePath(c, marks, list) }
            return total
        }
    }

    /// Each run of two or more activations that are consecutive statements (one per line,
    /// nothing but blanks between them) becomes one `NSLayoutConstraint.activate([…])` with the
    /// constraint expressions as written. Unsafe: the constraints become active together at the
    /// end of the run instead of one by one, which code between them could observe (it cannot
    /// here, but a constraint's initializer with side effects would run earlier).
    static func fix(_ list: [Syntax], _ ctx: LintContext) -> Fix? {
        let toks = ctx.file.tokens, bytes = ctx.file.bytes
        var runs: [[Syntax]] = []
        for node in list {
            guard let parent = node.parent, [.codeBlock, .closure].contains(parent.kind),
                  toks[node.firstTokenIndex].flags.contains(.newlineBefore) else { continue }
            if let last = runs.last?.last, last.nextSibling == node,
               bytes[Int(toks[last.lastTokenIndex].end)..<Int(toks[node.firstTokenIndex].start)].allSatisfy({ [32, 9, 10, 13].contains($0) }) {
                runs[runs.count - 1].append(node)
            } else {
                runs.append([node])
            }
        }
        var edits: [TextEdit] = []
        for run in runs where run.count >= 2 {
            let first = Int(toks[run[0].firstTokenIndex].start)
            var lineStart = first
            while lineStart > 0, bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9 { lineStart -= 1 }
            let indent = String(decoding: bytes[lineStart..<first], as: UTF8.self)
            let unit = indent.hasPrefix("\t") ? "\t" : "    "
            var items: [String] = []
            for node in run {
                guard let constraint = node.firstChild?.firstChild else { return nil }
                items.append(indent + unit + constraint.text + ",")
            }
            let text = "NSLayoutConstraint.activate([\n" + items.joined(separator: "\n") + "\n" + indent + "])"
            edits.append(TextEdit(start: first, end: Int(toks[run.last!.lastTokenIndex].end), replacement: text))
        }
        return edits.isEmpty ? nil : Fix(.unsafe, "Activate the constraints together with NSLayoutConstraint.activate", edits)
    }
}
