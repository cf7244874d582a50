/// `@MainActor` on a UIKit responder subclass, which inherits main-actor isolation already.
public final class RedundantMainActor: Rule {
    public static let info = RuleInfo(
        id: "redundant_main_actor", category: .concurrency, group: .style, severity: .info, framework: .uikit,
        summary: "@MainActor on a UIViewController, UIView or other UIResponder subclass is redundant.")
    public static let visits: [NodeKind] = [.typeDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .class,
              let attr = node.attributes.first(where: { $0.nameIs("MainActor") }),
              let name = node.typeName else { return }
        let kind: String
        // Resolve from this declaration's own superclass: several targets may declare a
        // class of the same name (an iOS and a Mac `AppDelegate`).
        guard let sup = node.inheritedNames.first, sup != name else { return }
        let role = ctx.index.isKnownOrDeclared(sup) ? ctx.index.role(of: sup) : TypeIndex.roleByName(sup)
        switch role {
        case .viewController: kind = "a view controller"
        case .tableViewCell, .collectionViewCell, .reusableView, .view: kind = "a view"
        case .responder: kind = "a UIResponder subclass"
        case .other: return
        }
        ctx.report(Self.info, at: attr,
                   "'\(name)' is \(kind), which UIKit already isolates to the main actor; remove the redundant @MainActor")
    }
}
