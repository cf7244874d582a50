/// A `List`/`Form` row holding two or more default-style `Button`s: the row is one tap target.
public final class MultipleButtonsInListRowRule: Rule {
    public static let info = RuleInfo(
        id: "multiple_buttons_in_list_row", category: .swiftui, group: .correctness, severity: .warning, framework: .swiftui,
        summary: "A List row with two or more default-style Buttons runs all of them on one tap.")
    public static let visits: [NodeKind] = [.call]
    /// `List { }`, `Form { }`, `SwiftUI.List { }`.
    public static let calleeNames: [String]? = ["List", "Form"]
    public init() {}

    /// Modifiers whose closures hold buttons that are not part of the row's tap target.
    static let detachedContent: Set<String> = [
        "swipeActions", "contextMenu", "toolbar", "sheet", "alert", "confirmationDialog", "popover",
        "fullScreenCover", "navigationDestination", "safeAreaInset", "searchable", "inspector",
    ]
    /// Modifiers whose content closure draws inside the row itself.
    static let rowContent: Set<String> = ["overlay", "background"]
    /// Containers whose buttons are menu items or live in their own list.
    static let detachedContainers: Set<String> = ["Menu", "ControlGroup", "List", "Form", "Picker", "ShareLink"]
    /// Builders whose content closures hold rows (not a row themselves).
    static let rowGroups: Set<String> = ["Section", "ForEach", "Group", "OutlineGroup", "DisclosureGroup"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let name = SwiftUITree.constructorName(node), name == "List" || name == "Form" else { return }
        // `.buttonStyle(.plain)` on the list or on a view around it reaches every button.
        for (n, anc) in node.ancestors.enumerated() {
            if anc.kind == .funcDecl || anc.kind == .typeDecl || n > SwiftUITree.ancestorWalkLimit { break }
            if anc.kind == .call, Self.isNonDefaultButtonStyle(anc), let c = anc.callee, c.contains(node) { return }
        }
        var work: [Syntax] = SwiftUITree.contentClosures(node).flatMap { SwiftUITree.statements($0) }
        var guardCount = 0
        while let s = work.popLast(), guardCount < 100_000 {
            guardCount += 1
            switch s.kind {
            case .ifConfig:
                for c in s.children(.ifConfigClause) { work.append(contentsOf: c.children) }
                continue
            case .ifStmt:
                for c in s.children where c.kind == .codeBlock || c.kind == .ifStmt {
                    if c.kind == .ifStmt { work.append(c) } else { work.append(contentsOf: c.children) }
                }
                continue
            case .switchStmt:
                for c in s.children(.switchCase) { work.append(contentsOf: c.children.filter { $0.kind != .caseLabel }) }
                continue
            case .call:
                if let root = SwiftUITree.chainRoot(of: s), let rn = SwiftUITree.constructorName(root),
                   Self.rowGroups.contains(rn) {
                    if Self.chainHasStyle(from: s, to: root) { continue }
                    // Section content rows (header/footer are not rows with buttons worth checking).
                    for a in root.children(.argument) {
                        guard let v = a.firstChild, v.kind == .closure, a.name == nil || a.nameIs("content") else { continue }
                        work.append(contentsOf: SwiftUITree.statements(v))
                    }
                    continue
                }
            default:
                break
            }
            checkRow(s, ctx)
        }
    }

    func checkRow(_ row: Syntax, _ ctx: LintContext) {
        let tree = row.tree
        var i = row.index
        let end = Int(tree.nodes[row.index].end)
        var buttons: [Syntax] = []
        while i < end {
            let n = Syntax(tree: tree, index: i)
            switch n.kind {
            case .argument:
                if let p = n.parent, let m = SwiftUITree.modifierName(p) {
                    if Self.detachedContent.contains(m) { i = Int(tree.nodes[i].end); continue }
                    // Content closures of other modifiers (your own `.actionBar { }` or
                    // `.macContextMenu { }`) are not part of the row's view: a menu, a bar or an
                    // overlay with its own styling. `.overlay`/`.background` content is.
                    if n.firstChild?.kind == .closure, !Self.rowContent.contains(m) { i = Int(tree.nodes[i].end); continue }
                }
            case .call:
                if Self.isNonDefaultButtonStyle(n) { i = Int(tree.nodes[i].end); continue }
                if let cn = SwiftUITree.constructorName(n) {
                    if Self.detachedContainers.contains(cn) { i = Int(tree.nodes[i].end); continue }
                    if cn == "Button" { buttons.append(n) }
                }
            default:
                break
            }
            i += 1
        }
        guard buttons.count >= 2 else { return }
        ctx.report(Self.info, token: buttons[0].firstTokenIndex,
                   "This List row holds \(buttons.count) Buttons with the default style, so a tap anywhere in the row triggers all of them; give each button .buttonStyle(.borderless) or .plain, or move secondary actions into .swipeActions or .contextMenu")
    }

    /// `.buttonStyle(x)` with any style except the default (`.automatic`, `DefaultButtonStyle()`):
    /// an explicit style makes the button hit-test its own label instead of the row.
    static func isNonDefaultButtonStyle(_ call: Syntax) -> Bool {
        guard SwiftUITree.modifierNameIs(call, "buttonStyle"), let v = call.arguments.first?.argumentValue else { return false }
        let t = v.compactText
        return t != ".automatic" && t != "DefaultButtonStyle()" && t != ".default"
    }

    static func chainHasStyle(from top: Syntax, to root: Syntax) -> Bool {
        var cur = top
        var steps = 0
        while cur != root, steps < 100_000 {
            steps += 1
            if isNonDefaultButtonStyle(cur) { return true }
            guard let b = SwiftUITree.base(of: cur) else { return false }
            cur = b
        }
        return false
    }
}
