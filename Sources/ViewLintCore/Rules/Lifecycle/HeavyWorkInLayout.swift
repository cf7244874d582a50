/// Network calls, reloads, dispatches and view/constraint creation inside the layout pass.
public final class HeavyWorkInLayoutRule: Rule {
    public static let info = RuleInfo(
        id: "heavy_work_in_layout", category: .lifecycle, group: .performance, severity: .warning, framework: .uikit,
        summary: "Network, reloads, dispatches or view and constraint creation inside a layout callback.")
    public static let triggers: RuleTriggers = .anyOf("layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let sig = node.overrideSignature, let body = node.body else { return }
        let role = ctx.role(ofType: node.owningType)
        switch sig {
        case "layoutSubviews()": guard role.isView else { return }
        case "viewDidLayoutSubviews()", "viewWillLayoutSubviews()": guard role == .viewController else { return }
        default: return
        }
        var skipUntil = -1
        var methods: [String: [Syntax]]?
        for d in body.descendants {
            if d.index < skipUntil { continue }
            guard let what = Self.heavyWork(d) else { continue }
            skipUntil = Int(d.raw.end)
            if Guards.isConditional(d, in: body) { continue }
            if d.kind == .call, d.calleePath.first == "DispatchQueue", d.calleePath.dropFirst().first == "main" {
                if methods == nil { methods = Self.methods(of: node.owningType, ctx) }
                if Self.isCheapHop(d, methods!, ctx) { continue }
            }
            // Point at the called name (`reloadData`, `async`, `Task`), or at `URLSession`
            // when the chain starts there.
            var tok = d.firstTokenIndex
            if d.kind == .call, d.calleePath.first != "URLSession", let t = d.callee?.nameToken { tok = t }
            if d.kind == .assignment, let call = d.firstChild?.firstChild, let t = call.callee?.nameToken { tok = t }
            ctx.report(Self.info, token: tok,
                       "\(sig) \(what) on every layout pass (rotation, keyboard, any size change); move it to viewDidLoad or an event handler, or guard it so it runs once")
        }
    }

    static func methods(of type: Syntax?, _ ctx: LintContext) -> [String: [Syntax]] {
        guard let t = type, let name = t.typeName else { return [:] }
        var out: [String: [Syntax]] = [:]
        for f in TypeMembers.functions(of: ctx.tree.typeDecls(named: name)) where f.declKeyword == .func {
            if let n = f.name { out[n, default: []].append(f) }
        }
        return out
    }

    static let settlingProperties: Set<String> = ["frame", "bounds", "center", "transform", "constant", "alpha", "isHidden"]
    static let invalidations: Set<String> = [
        "setNeedsLayout", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "invalidateIntrinsicContentSize", "sizeToFit",
    ]

    /// `DispatchQueue.main.async { self.reposition() }` whose block only calls the type's own
    /// methods (declared in this file) that only move views: frames, transforms, centers and
    /// constraint constants set from values read here. The hop to the next run loop turn is
    /// then how the pass is left, not work on every pass.
    static func isCheapHop(_ call: Syntax, _ methods: [String: [Syntax]], _ ctx: LintContext) -> Bool {
        guard let block = call.closureArguments.first else { return false }
        var called = 0
        for d in block.descendants {
            switch d.kind {
            case .call:
                guard d.isCallOnSelf, let n = d.callee?.name, let fns = methods[n], fns.count == 1, let b = fns[0].body,
                      movesViewsOnly(b, methods, ctx) else { return false }
                called += 1
            case .assignment:
                return false
            default:
                continue
            }
        }
        return called > 0
    }

    static func movesViewsOnly(_ body: Syntax, _ methods: [String: [Syntax]], _ ctx: LintContext) -> Bool {
        let locals = ctx.bindings.localNames(in: body)
        var moves = 0
        for d in body.descendants {
            if heavyWork(d) != nil { return false }
            switch d.kind {
            case .call:
                guard let n = d.callee?.name else { continue }
                if invalidations.contains(n) { return false }
                if d.isCallOnSelf, methods[n] != nil { return false }   // no deeper chains of own methods
            case .assignment:
                guard let lhs = d.firstChild else { return false }
                if lhs.kind == .identifier, let n = lhs.name, locals.contains(n) { continue }
                guard lhs.kind == .memberAccess, let n = lhs.name, settlingProperties.contains(n) else { return false }
                moves += 1
            case .closure:
                return false
            default:
                continue
            }
        }
        return moves > 0
    }

    /// What a node does that does not belong in the layout pass, if anything.
    static func heavyWork(_ d: Syntax) -> String? {
        switch d.kind {
        case .call:
            guard let c = d.callee else { return nil }
            let path = d.calleePath
            if path.first == "URLSession" && path.count >= 2 { return "starts a network request" }
            guard let name = c.name else { return nil }
            switch name {
            case "dataTask", "downloadTask", "uploadTask", "dataTaskPublisher":
                return "starts a network request"
            case "Task":
                return c.kind == .identifier && !d.closureArguments.isEmpty ? "starts a Task" : nil
            case "detached":
                return path == ["Task", "detached"] ? "starts a Task" : nil
            case "reloadData":
                return d.hasNoArguments ? "reloads data" : nil
            case "async", "asyncAfter":
                return path.first == "DispatchQueue" ? "dispatches work" : nil
            case "addObserver":
                return LifecycleCode.isNotificationAddObserver(d) ? "adds a NotificationCenter observer" : nil
            case "addSubview", "insertSubview":
                return d.hasNoArguments ? nil : "adds subviews"
            case "activate":
                if path.first == "NSLayoutConstraint", let a = d.arguments.first?.argumentValue, LifecycleCode.createsConstraints(a) {
                    return "creates constraints"
                }
                return nil
            case "addConstraint", "addConstraints":
                if let a = d.arguments.first?.argumentValue, LifecycleCode.createsConstraints(a) { return "creates constraints" }
                return nil
            default:
                return nil
            }
        case .assignment:
            // `a.topAnchor.constraint(equalTo: b).isActive = true`
            guard let lhs = d.firstChild, lhs.kind == .memberAccess, lhs.nameIs("isActive"),
                  let base = lhs.firstChild, base.kind == .call, base.calleeNameIs("constraint") else { return nil }
            return "creates constraints"
        default:
            return nil
        }
    }
}
