/// `Task.detached { … }` bodies that touch UIKit state without hopping to the main actor.
public final class DetachedTaskUIAccessRule: Rule {
    public static let info = RuleInfo(
        id: "detached_task_ui_access", category: .concurrency, group: .correctness, severity: .error, framework: .uikit,
        summary: "A detached task touches UIKit state off the main actor.")
    public static let triggers: RuleTriggers = .allOf("Task", "detached")
    public static let visits: [NodeKind] = [.call]
    public static let calleeNames: [String]? = ["detached"]
    public init() {}

    private var resolver: UIObjectResolver?

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee, callee.kind == .memberAccess, callee.nameIs("detached"),
              let base = callee.firstChild, base.kind == .identifier, base.nameIs("Task"),
              let body = node.closureArguments.last else { return }
        let r = resolver ?? UIObjectResolver(ctx)
        resolver = r
        guard let touch = firstUITouch(in: body, ctx, r) else { return }
        ctx.report(Self.info, token: base.firstTokenIndex,
                   "`Task.detached` runs its body off the main actor, but the body touches UIKit state (`\(touch)`); move that work into `await MainActor.run { … }`")
    }

    /// The first UIKit access in the body, as source text, or nil.
    private func firstUITouch(in body: Syntax, _ ctx: LintContext, _ r: UIObjectResolver) -> String? {
        let tree = ctx.tree
        let nodes = tree.nodes
        let end = Int(nodes[body.index].end)
        var aliases = Set<String>()
        var i = body.index + 1
        while i < end {
            if nodes[i].kind == .optionalBinding {
                let ob = tree.node(i)
                if let v = ob.firstChild, v.isSelf, let n = ob.name, n != "self" { aliases.insert(n) }
            }
            i += 1
        }
        let typeName = ctx.enclosingType?.typeName ?? ""
        i = body.index + 1
        if i < end, nodes[i].kind == .captureList { i = Int(nodes[i].end) } // read before the task starts
        while i < end {
            let s = tree.node(i)
            switch nodes[i].kind {
            case .closure:
                if s.isMainThreadHop || !runsInTask(s) { i = Int(nodes[i].end) } else { i += 1 }
                continue
            case .typeDecl, .funcDecl:
                i = Int(nodes[i].end)
                continue
            case .awaitExpr:
                // `await self.updateUI()`: a call into the main actor hops there.
                if let e = s.firstChild, e.kind == .call, e.callee?.kind == .identifier || e.receiver.map({ isSelfLike($0, aliases) || r.isUI($0, selfAliases: aliases) }) == true {
                    i = Int(nodes[i].end)
                    continue
                }
            case .memberAccess:
                guard let b = s.firstChild, let n = s.name else { break }
                if let p = s.memberPath, p.count >= 2, p[0] == "UIApplication", p[1] == "shared" {
                    return "UIApplication.shared"
                }
                if isSelfLike(b, aliases) {
                    // self's own UI: UIKit-inherited members, or properties of UIKit type.
                    guard r.selfIsUI() || r.selfMemberIsUI(n) else { break }
                    if let prop = r.property(n, of: typeName) {
                        if r.declaredTypeIsUI(prop) == true { return s.compactText }
                    } else if !(ctx.index.members(of: typeName).contains(n)) {
                        if r.selfIsUI() { return s.compactText }
                    } else if r.selfMemberIsUI(n) {
                        return s.compactText
                    }
                } else if r.isUI(b, selfAliases: aliases) {
                    return b.compactText
                }
            case .identifier:
                // implicit self (detached task closures allow it)
                guard !s.isSelf, let n = s.name, r.selfIsUI() || r.property(n, of: typeName) != nil,
                      r.locals(s)?.lookup(n, at: s) == nil else { break }
                if let p = s.parent, p.kind == .memberAccess, p.firstChild != s { break }
                if let prop = r.property(n, of: typeName) {
                    if r.declaredTypeIsUI(prop) == true { return n }
                } else if r.selfIsUI(), UIKitOwnedMembers.implicitMembers(ctx.index.role(of: typeName)).contains(n),
                          !ctx.index.members(of: typeName).contains(n) {
                    return n
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    private func isSelfLike(_ e: Syntax, _ aliases: Set<String>) -> Bool {
        e.isSelf || (e.kind == .identifier && e.name.map { aliases.contains($0) } == true)
    }

    /// A nested closure whose body still runs in the detached task: synchronous calls and
    /// plain (non-isolated) `Task { }` bodies.
    private func runsInTask(_ n: Syntax) -> Bool {
        if n.isTaskBody { return true }
        guard let arg = n.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
              let name = call.calleeName else { return false }
        return UIOffMainThreadRule.synchronousCalls.contains(name)
    }
}
