/// `AnyView(…)` constructions and `.eraseToAnyView()` calls.
public final class AnyViewRule: Rule {
    public static let info = RuleInfo(
        id: "any_view", category: .swiftui, group: .style, severity: .info, framework: .swiftui,
        summary: "AnyView erases the view type and hides the structure SwiftUI diffs.")
    public static let matchedCalls: [String]? = ["AnyView", "eraseToAnyView"]
    public static let visits: [NodeKind] = [.call]
    public init() {}

    private var testFile: Bool?
    /// Snapshot and unit tests wrap views in AnyView to feed their helpers; not view code.
    func isTestFile(_ ctx: LintContext) -> Bool {
        if let t = testFile { return t }
        let p = ctx.file.path
        let name = p.split(separator: "/").last.map(String.init) ?? p
        let t = p.containsBytes("Tests/") || name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift")
            || name.hasSuffix(".test.swift")
        testFile = t
        return t
    }

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let c = node.callee, let tok = c.nameToken else { return }
        let isConstruction = SwiftUITree.constructorName(node) == "AnyView"
        let isEraser = !isConstruction && c.kind == .memberAccess && c.nameIs("eraseToAnyView")
        guard isConstruction || isEraser, !isTestFile(ctx), !Self.isUIKitBoundary(node, ctx) else { return }
        if isConstruction {
            ctx.report(Self.info, token: tok,
                       "AnyView erases the view's type, so SwiftUI cannot diff the subtree and rebuilds it (losing state) when the wrapped type changes; use a @ViewBuilder helper, Group or a generic Content parameter")
        } else if c.firstChild != nil || SwiftUITree.isAppliedModifier(node) {
            ctx.report(Self.info, token: tok,
                       "eraseToAnyView() wraps the view in AnyView, so SwiftUI cannot diff the subtree and rebuilds it (losing state) when the wrapped type changes; use a @ViewBuilder helper, Group or a generic Content parameter")
        }
    }

    /// Erasure at the UIKit boundary: inside a class (a coordinator, view controller or
    /// hosting controller whose API takes `AnyView`), or handed to `rootView:` / assigned to
    /// `rootView`. The erased type never changes there, so there is nothing to diff.
    static func isUIKitBoundary(_ node: Syntax, _ ctx: LintContext) -> Bool {
        if let t = ctx.enclosingType {
            if t.declKeyword == .class || t.declKeyword == .actor { return true }
            // An extension of a class declared in the linted files.
            if t.declKeyword == .extension, let n = t.typeName, ctx.index.isDeclaredClass(n) { return true }
        }
        var cur = node
        for (n, a) in node.ancestors.enumerated() {
            defer { cur = a }
            if n > 32 { return false }
            switch a.kind {
            case .argument:
                if a.nameIs("rootView") { return true }
            case .assignment:
                if let lhs = a.firstChild, lhs != cur, let path = lhs.memberPath, path.last == "rootView" { return true }
            case .typeDecl, .funcDecl:
                return false
            default:
                continue
            }
        }
        return false
    }
}
