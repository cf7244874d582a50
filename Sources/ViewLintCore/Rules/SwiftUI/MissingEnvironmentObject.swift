/// `@EnvironmentObject var x: T` (or `@Environment(T.self)`) in a view that some path from a
/// scene or hosting-controller root builds with no `.environmentObject`/`.environment` of a `T`
/// above it.
public final class MissingEnvironmentObjectRule: Rule, ReadsViewTree {
    public static let info = RuleInfo(
        id: "missing_environment_object", category: .swiftui, group: .nursery, severity: .error, framework: .swiftui,
        summary: "A view reads an environment object that some path from the app's roots never injects; it crashes when shown.")
    public static let triggers: RuleTriggers = .anyOf("EnvironmentObject", "Environment")
    public static let visits: [NodeKind] = [.varDecl]
    public init() {}

    /// An app delegate that is an `ObservableObject` is put in the environment by the app's
    /// `@UIApplicationDelegateAdaptor` (or the AppKit or watchOS one).
    static let applicationDelegates: Set<String> = [
        "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let (attribute, wrapper, objectType) = Self.requirement(node), let view = node.owningType?.typeName,
              ctx.index.conformances(of: objectType).isDisjoint(with: Self.applicationDelegates),
              case .missing(let root) = ctx.index.environmentObjectVerdict(view: view, objectType: objectType, for: self) else { return }
        let name = node.children(.binding).first?.name ?? "object"
        let modifier = wrapper == "EnvironmentObject" ? "environmentObject" : "environment"
        let from = root == view ? "as a root of `\(root)`" : "on a path from `\(root)`"
        ctx.report(Self.info, token: attribute.firstTokenIndex,
                   "`\(view)` reads @\(wrapper) '\(name)' of type \(objectType), but \(from) no ancestor injects one, so the app crashes when the view appears; inject it with .\(modifier)(_:) above the view on that path")
    }

    /// The wrapper and the object type: `@EnvironmentObject var x: T` → T; `@Environment(T.self)
    /// var x` → T. Key-path environment values (`@Environment(\.dismiss)`) are always present.
    static func requirement(_ node: Syntax) -> (attribute: Syntax, wrapper: String, type: String)? {
        for a in node.children where a.kind == .attribute {
            guard let name = SwiftUIState.attributeName(a) else { continue }
            if name == "EnvironmentObject" {
                guard let t = node.children(.binding).first?.typeAnnotation?.compactText,
                      let type = PropertyDeclaration.simpleName(t) else { return nil }
                return (a, name, type)
            }
            if name == "Environment", let type = observableTypeArgument(a) { return (a, name, type) }
        }
        return nil
    }

    /// `@Environment(Store.self)` → `Store`.
    private static func observableTypeArgument(_ attribute: Syntax) -> String? {
        let toks = attribute.file.tokens
        var i = attribute.firstTokenIndex
        let end = attribute.lastTokenIndex
        while i <= end, toks[i].kind != .lParen { i += 1 }
        guard i + 4 <= end, toks[i + 1].kind == .identifier, toks[i + 2].kind == .period, toks[i + 3].keyword == .`self`,
              toks[i + 4].kind == .rParen else { return nil }
        return attribute.file.identifierText(i + 1)
    }
}
