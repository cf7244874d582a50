/// Overrides of the deprecated `traitCollectionDidChange(_:)` when `registerForTraitChanges` is available.
public final class TraitCollectionDidChangeRule: Rule {
    public static let info = RuleInfo(
        id: "trait_collection_did_change", category: .views, group: .modernization, severity: .warning, framework: .uikit,
        summary: "traitCollectionDidChange(_:) is deprecated in iOS 17; use registerForTraitChanges.")
    public static let triggers: RuleTriggers = .anyOf("traitCollectionDidChange")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .func, node.nameIs("traitCollectionDidChange"), node.hasModifier(.override),
              node.functionSignature == "traitCollectionDidChange(_:)", ctx.targetSupports(Version(17)),
              let type = node.owningType, let typeName = type.typeName, let body = node.body else { return }
        // A UIKit trait environment: a controller, view, cell or another UIKit class.
        let role = ctx.index.role(of: typeName)
        if role == .other {
            let chain = ctx.index.superclassChain(of: typeName)
            guard chain.contains(where: { $0.hasPrefix("UI") }) else { return }
        }
        // Code kept for older systems: the override itself, or the whole body, is a fallback.
        if body.isInLegacyAvailabilityBranch(below: Version(17)) { return }
        if Self.isFallbackBody(body) { return }
        ctx.report(Self.info, token: node.auxToken ?? node.firstTokenIndex,
                   "traitCollectionDidChange(_:) is deprecated since iOS 17; register for the traits you need with registerForTraitChanges(_:handler:) instead")
    }

    /// The body only acts under `#unavailable(iOS 17+)` (besides the super call).
    static func isFallbackBody(_ body: Syntax) -> Bool {
        var sawLegacy = false
        for st in body.children {
            if st.kind == .call, st.superCallName != nil { continue }
            if st.kind == .ifStmt || st.kind == .guardStmt, let cond = st.child(.conditionList),
               let m = cond.children.first(where: { $0.kind == .macroExpansion }), cond.children.reduce(0, { n, _ in n + 1 }) == 1 {
                let t = m.text
                if t.hasPrefix("#unavailable"), let v = Syntax.iOSVersion(inAvailability: t), v >= Version(17) {
                    if st.kind == .guardStmt { return true } // everything after runs on old systems only
                    if st.children(.codeBlock).count == 1 && st.child(.ifStmt) == nil { sawLegacy = true; continue }
                }
                if st.kind == .ifStmt, t.hasPrefix("#available"), let v = Syntax.iOSVersion(inAvailability: t), v >= Version(17),
                   let newBlock = st.children(.codeBlock).first, Self.doesNothing(newBlock) {
                    // `if #available(iOS 17, *) { return }` + old-system code after it, or
                    // `if #available(iOS 17, *) {} else { old-system code }`.
                    if st.children(.codeBlock).count == 2 && st.child(.ifStmt) == nil { sawLegacy = true; continue }
                    if newBlock.children.contains(where: { $0.kind == .returnStmt }) { return true }
                }
            }
            return false
        }
        return sawLegacy
    }

    /// An empty block, or one that only returns.
    static func doesNothing(_ block: Syntax) -> Bool {
        block.children.allSatisfy { $0.kind == .returnStmt && $0.firstChild == nil }
    }
}
