/// `.sheet`/`.alert`/… attached to a view inside the rows of a `ForEach` or `List`.
public final class PresentationInLazyRowRule: Rule {
    public static let info = RuleInfo(
        id: "presentation_in_lazy_row", category: .swiftui, group: .suspicious, severity: .warning, framework: .swiftui,
        summary: "A sheet, alert, dialog or popover attached to a row of a ForEach or List.")
    public static let triggers: RuleTriggers = .anyOf("sheet", "alert", "confirmationDialog", "fullScreenCover", "popover")
    public static let visits: [NodeKind] = [.call]
    public static var calleeNames: [String]? { Array(presentations) }
    public init() {}
    /// A `NavigationStack` built per element (tabs of a `TabView`) is a screen, not a row.
    private let finder = SwiftUITree.ContainerFinder(rowContainers, stopAt: ["NavigationStack", "NavigationSplitView"])

    static let presentations: Set<String> = ["sheet", "alert", "confirmationDialog", "fullScreenCover", "popover"]
    static let rowContainers: Set<String> = ["List", "ForEach", "OutlineGroup", "Table"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let name = SwiftUITree.modifierName(node), Self.presentations.contains(name),
              SwiftUITree.isAppliedModifier(node), !node.arguments.isEmpty,
              let container = finder.find(node, ctx.swiftUI),
              let cname = SwiftUITree.constructorName(container), let tok = node.callee?.nameToken else { return }
        // A static row of a `List` (no data, not in a ForEach) exists once, like a Form row.
        if cname == "List", !SwiftUITree.isDataDriven(container) { return }
        // `ForEach(Action.allCases) { action in switch action { case .x: … .popover … } }`:
        // the presentation belongs to one case, so exactly one copy exists.
        if cname == "ForEach", Self.overEnumCases(container), Self.inCaseBranch(node, below: container) { return }
        // A row-keyed binding (`Binding(get: { pending?.id == server.id })`, `$item.showsInfo`,
        // the state of a per-row holder such as `StateAdapter { message in … }`): only the
        // row it names presents, once.
        if Self.bindingIsPerRow(node, below: container) { return }
        ctx.report(Self.info, token: tok,
                   "\(name) is attached to a row of \(cname), so every row carries its own copy and it goes away when the row scrolls off; attach it to the \(cname == "ForEach" ? "list" : cname) (or another view that stays on screen) and drive it with the selected item")
    }

    /// The `isPresented:`/`item:` argument names a parameter of a closure between the
    /// container and the modifier (the row's element, or a row-owned state holder's value).
    static func bindingIsPerRow(_ node: Syntax, below container: Syntax) -> Bool {
        guard let binding = node.arguments.first(where: { $0.nameIs("isPresented") || $0.nameIs("item") }) else { return false }
        var params: Set<String> = []
        for (n, a) in node.ancestors.enumerated() {
            if n > SwiftUITree.ancestorWalkLimit || a == container { break }
            if a.kind == .closure {
                for p in ForEachData.parameterNames(of: a) where p != "_" {
                    params.insert(p.hasPrefix("$") ? String(p.dropFirst()) : p)
                }
            }
        }
        guard !params.isEmpty else { return false }
        let file = node.file
        for i in binding.tokenRange where file.tokens[i].kind == .identifier {
            var t = file.identifierText(i)
            if t.hasPrefix("$") { t.removeFirst() }
            if params.contains(t) { return true }
        }
        return false
    }

    static func overEnumCases(_ forEach: Syntax) -> Bool {
        guard let data = forEach.arguments.first(where: { $0.name == nil })?.argumentValue else { return false }
        if data.kind == .memberAccess, data.nameIs("allCases") { return true }
        return data.descendants(.memberAccess).contains { $0.nameIs("allCases") }
    }

    static func inCaseBranch(_ node: Syntax, below container: Syntax) -> Bool {
        for (n, a) in node.ancestors.enumerated() {
            if n > SwiftUITree.ancestorWalkLimit { return false }
            if a == container { return false }
            if a.kind == .switchCase || a.kind == .ifStmt { return true }
        }
        return false
    }

}
