/// `super.loadView()` inside a `loadView` override of a plain `UIViewController` subclass.
public final class LoadViewCallsSuper: Rule {
    public static let info = RuleInfo(
        id: "load_view_calls_super", category: .lifecycle, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "A loadView override of a plain UIViewController subclass calls super.loadView().",
        swiftLintTwin: "prohibited_super_call")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .func, node.nameIs("loadView"), node.hasModifier(.override),
              node.functionSignature == "loadView()", let body = node.body,
              let type = node.owningType, let typeName = type.typeName else { return }
        var superCalls: [Syntax] = []
        for d in body.descendants where d.kind == .call && d.superCallName == "loadView" && d.hasNoArguments {
            superCalls.append(d)
        }
        guard !superCalls.isEmpty, Self.superIsPlainUIViewController(typeName, ctx.index) else { return }
        for call in superCalls {
            ctx.report(Self.info, token: call.firstTokenIndex,
                       "super.loadView() builds UIKit's default root view that this override replaces; remove the call and assign 'view' yourself")
        }
    }

    /// The first class up the chain that has a `loadView` is UIKit's plain `UIViewController`:
    /// every project class in between leaves `loadView` alone.
    static func superIsPlainUIViewController(_ name: String, _ index: TypeIndex) -> Bool {
        for s in index.superclassChain(of: name) {
            if s == "UIViewController" { return true }
            // a project class: it must not define loadView itself
            guard index.isDeclaredClass(s) else { return false } // UIKit containers, unknown names
            if index.memberNames[s]?.contains("loadView") == true { return false }
        }
        return false
    }
}
