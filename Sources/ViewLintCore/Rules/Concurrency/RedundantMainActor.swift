/// `@MainActor` on a UIKit responder subclass, which inherits main-actor isolation already.
public final class RedundantMainActorRule: Rule {
    public static let info = RuleInfo(
        id: "redundant_main_actor", category: .concurrency, group: .style, severity: .info, framework: .uikit, fix: .safeOrUnsafe,
        summary: "@MainActor on a UIViewController, UIView or other UIResponder subclass is redundant.")
    public static let triggers: RuleTriggers = .anyOf("MainActor")
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
        let known = ctx.index.isKnownOrDeclared(sup)
        let role = known ? ctx.index.role(of: sup) : TypeIndex.roleByName(sup)
        switch role {
        case .viewController: kind = "a view controller"
        case .tableViewCell, .collectionViewCell, .reusableView, .view: kind = "a view"
        case .responder: kind = "a UIResponder subclass"
        case .other: return
        }
        // Safe when the superclass chain is known to reach UIKit (the isolation is inherited
        // either way); unsafe when only the superclass's name says what it is.
        let toks = ctx.file.tokens
        let edit = TextEdit.deletion(Int(toks[attr.firstTokenIndex].start), Int(toks[attr.lastTokenIndex].end), in: ctx.file.bytes)
        ctx.report(Self.info, at: attr,
                   "'\(name)' is \(kind), which UIKit already isolates to the main actor; remove the redundant @MainActor",
                   fix: Fix(known ? .safe : .unsafe, "Remove @MainActor", [edit]))
    }
}
