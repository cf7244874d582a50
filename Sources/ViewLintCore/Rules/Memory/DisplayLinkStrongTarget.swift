/// `CADisplayLink(target: self, …)`: the link retains its target until invalidated. Silent when
/// the link is stored and the type invalidates it outside deinit (an explicit start/stop
/// lifecycle), or when its own callback invalidates it.
public final class DisplayLinkStrongTargetRule: Rule {
    public static let info = RuleInfo(
        id: "display_link_strong_target", category: .memory, group: .correctness, severity: .warning, framework: .uikit,
        summary: "CADisplayLink retains its target; use a weak proxy instead of self.")
    public static let visits: [NodeKind] = [.call]
    /// `CADisplayLink(…)`, `CADisplayLink.init(…)`, `QuartzCore.CADisplayLink(…)`.
    public static let calleeNames: [String]? = ["CADisplayLink", "init"]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let c = node.callee else { return }
        let isLink: Bool
        switch c.kind {
        case .identifier: isLink = c.nameIs("CADisplayLink")
        case .memberAccess:
            // `CADisplayLink.init(target:…)`, `QuartzCore.CADisplayLink(…)`
            if c.nameIs("init"), let b = c.firstChild { isLink = b.memberPath?.last == "CADisplayLink" }
            else { isLink = c.nameIs("CADisplayLink") && c.firstChild?.memberPath == ["QuartzCore"] }
        default: isLink = false
        }
        guard isLink, let target = node.argument(labeled: "target")?.argumentValue, target.isSelf else { return }
        let type = ctx.enclosingType
        let typeName = type?.typeName
        // A self-finishing animation: the link's own callback invalidates it when done.
        if let sel = node.argument(labeled: "selector")?.argumentValue, let method = Self.selectorName(sel),
           let typeName, Self.callbackInvalidates(method, TypeCode(name: typeName, tree: ctx.tree)) { return }
        let storage = Self.storage(of: node)
        let message: String
        if let storage, let typeName {
            // A stored link with its own lifecycle: the type (any of its files, or a superclass)
            // invalidates it outside deinit, on disappearance or in a stop method.
            let invalidations = ctx.index.teardowns(of: storage, in: typeName).filter { $0.action == .invalidated }
            if invalidations.contains(where: { $0.member != "deinit" }) { return }
            if invalidations.isEmpty {
                message = "CADisplayLink retains its target, and '\(storage)' is never invalidated, so 'self' stays alive and the callback keeps running; invalidate '\(storage)' when the view leaves the window or the screen disappears, or pass a weak proxy object as the target"
            } else {
                message = "CADisplayLink retains its target, and '\(storage)' is invalidated only in deinit, which cannot run while the link retains 'self'; invalidate it when the view leaves the window or the screen disappears, or pass a weak proxy object as the target"
            }
        } else {
            message = "CADisplayLink retains its target, and this link is never stored, so nothing can invalidate it: it keeps firing and keeps 'self' alive forever (one more link each time this runs); store it and invalidate it when done, or pass a weak proxy object as the target"
        }
        ctx.report(Self.info, token: c.firstTokenIndex, message)
    }

    /// Self's stored property that keeps the link: `link = CADisplayLink(…)`,
    /// `self.link = CADisplayLink(…)`, or a local later stored (`let l = …; self.link = l`).
    static func storage(of call: Syntax) -> String? {
        var use = Ownership.use(of: call)
        if case .local(let b) = use { use = Ownership.followLocal(b) }
        if case .stored(let name) = use { return name }
        return nil
    }

    /// `#selector(tick)`, `#selector(self.step(_:))`, `#selector(Type.step(_:))` → the method name.
    static func selectorName(_ e: Syntax) -> String? {
        let toks = e.file.tokens
        var name: String? = nil
        for i in e.tokenRange {
            if toks[i].kind == .lParen, name != nil { break }
            if toks[i].kind == .identifier { name = e.file.identifierText(i) }
        }
        return name == "selector" ? nil : name
    }

    /// Whether the method calls `invalidate()`, directly or in a method of the same type it calls.
    static func callbackInvalidates(_ method: String, _ code: TypeCode) -> Bool {
        var bodies: [String: Syntax] = [:]
        code.forEachNode { n in
            if n.kind == .funcDecl, let nm = n.name, let b = n.body, bodies[nm] == nil { bodies[nm] = b }
        }
        guard let body = bodies[method] else { return false }
        func invalidates(_ b: Syntax) -> Bool {
            b.descendants(.call).contains { $0.isTeardownCall(.invalidated) }
        }
        if invalidates(body) { return true }
        for d in body.descendants(.call) {
            guard let c = d.callee, let nm = c.name, nm != method, let other = bodies[nm] else { continue }
            if c.kind == .memberAccess, c.firstChild?.isSelf != true { continue }
            if invalidates(other) { return true }
        }
        return false
    }
}
