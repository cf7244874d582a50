/// `super.loadView()` inside a `loadView` override of a plain `UIViewController` subclass
/// that also assigns `view`: one of the two root views is built for nothing.
public final class LoadViewCallsSuperRule: Rule {
    public static let info = RuleInfo(
        id: "load_view_calls_super", category: .lifecycle, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "A loadView override of a plain UIViewController subclass calls super.loadView() and also assigns view.",
        swiftLintTwin: "prohibited_super_call")
    public static let triggers: RuleTriggers = .anyOf("loadView")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .func, node.nameIs("loadView"), node.hasModifier(.override),
              node.functionSignature == "loadView()", let body = node.body,
              let type = node.owningType, let typeName = type.typeName else { return }
        var superCalls: [Syntax] = []
        var assignments: [Syntax] = []
        for d in body.descendants {
            if d.kind == .call && d.superCallName == "loadView" && d.hasNoArguments { superCalls.append(d) }
            if d.kind == .assignment, let lhs = d.firstChild, lhs.comparisonKey == "view", !Guards.isInClosure(d, in: body) {
                assignments.append(d)
            }
        }
        // Keeping super's view and adding to it is what super is for.
        guard !superCalls.isEmpty, !assignments.isEmpty,
              Self.superIsPlainUIViewController(typeName, ctx.index) else { return }
        for call in superCalls {
            if Self.runsLast(call, in: body) || assignments.allSatisfy({ $0.index < call.index }) {
                ctx.report(Self.info, token: call.firstTokenIndex,
                           "super.loadView() runs after this override assigns 'view' and replaces it with UIKit's default root view; remove the call")
            } else {
                ctx.report(Self.info, token: call.firstTokenIndex,
                           "super.loadView() builds UIKit's default root view (or loads the nib) that this override then replaces by assigning 'view'; remove the call")
            }
        }
    }

    /// A call inside a `defer` runs when the function returns, after every assignment.
    static func runsLast(_ call: Syntax, in body: Syntax) -> Bool {
        var cur = call.parent
        while let c = cur, c.index != body.index {
            if c.kind == .deferStmt { return true }
            cur = c.parent
        }
        return false
    }

    /// The first class up the chain that has a `loadView` is UIKit's plain `UIViewController`:
    /// every project class in between leaves `loadView` alone.
    static func superIsPlainUIViewController(_ name: String, _ index: TypeIndex) -> Bool {
        for s in index.superclassChain(of: name) {
            if s == "UIViewController" { return true }
            // a project class: it must not define loadView itself
            guard index.isDeclaredClass(s) else { return false } // UIKit containers, unknown names
            if index.memberNames(of: s)?.contains("loadView") == true { return false }
        }
        return false
    }
}
