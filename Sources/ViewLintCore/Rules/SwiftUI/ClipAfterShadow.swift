/// `.shadow(…)` followed later in the same chain by a clip, which cuts the shadow off.
public final class ClipAfterShadowRule: Rule {
    public static let info = RuleInfo(
        id: "clip_after_shadow", category: .swiftui, group: .correctness, severity: .warning, framework: .swiftui,
        summary: "A clip applied after a shadow in the same modifier chain cuts the shadow off.")
    public static let matchedCalls: [String]? = ["shadow"]
    public static let visits: [NodeKind] = [.call]
    public init() {}

    static let clips: Set<String> = ["clipShape", "clipped", "mask", "cornerRadius"]
    private var reported: Set<Int> = []

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard SwiftUITree.modifierNameIs(node, "shadow"), SwiftUITree.isAppliedModifier(node) else { return }
        var cur = node
        var steps = 0
        while let next = SwiftUITree.nextModifier(after: cur), steps < SwiftUITree.chainWalkLimit {
            steps += 1
            cur = next
            guard let n = SwiftUITree.modifierName(next) else { return }
            if n == "shadow" { return } // the later shadow reports the clip itself
            guard Self.clips.contains(n), let tok = next.callee?.nameToken else { continue }
            // `.mask(Rectangle().padding(.top, -r))`: a clip shape grown past the view on purpose
            // keeps the shadow on those sides (e.g. only the bottom shadow is cut).
            if next.arguments.contains(where: { Self.containsPadding($0) }) { return }
            if reported.insert(tok).inserted {
                let fix = n == "cornerRadius" || n == "clipShape" ? "clip the view before .shadow, or put the shadow on a background shape" : "apply .\(n) before .shadow"
                ctx.report(Self.info, token: tok, ".\(n) comes after .shadow in this modifier chain and cuts the shadow off; \(fix)")
            }
            return
        }
    }

    static func containsPadding(_ n: Syntax) -> Bool {
        for d in n.descendants(.memberAccess) where d.nameIs("padding") { return true }
        return false
    }
}
