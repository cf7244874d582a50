/// One-time view setup (subviews, gestures, children, layers, constraints) in an appearance
/// callback, where it runs again on every appearance.
public final class SubviewInWillAppearRule: Rule {
    public static let info = RuleInfo(
        id: "subview_in_will_appear", category: .lifecycle, group: .pedantic, severity: .warning, framework: .uikit,
        summary: "An appearance callback adds subviews, gestures, children, layers or constraints on every appearance.")
    public static let triggers: RuleTriggers = .anyOf("viewWillAppear", "viewIsAppearing", "viewDidAppear")
    public static let visits: [NodeKind] = []
    public init() {}

    /// Each type with all its declarations in the file (extensions included).
    public func finish(_ ctx: LintContext) {
        for name in ctx.tree.typeNames {
            let decls = ctx.tree.typeDecls(named: name)
            guard !decls.isEmpty, ctx.role(named: name) == .viewController else { continue }
            check(decls, ctx)
        }
    }

    struct Setup { var node: Syntax; var token: Int; var what: String; var undoKey: String?; var undoKind: UndoKind }
    enum UndoKind { case superview, gesture, parent, superlayer, none }

    private func check(_ decls: [Syntax], _ ctx: LintContext) {
        let fns = TypeMembers.functions(of: decls)
        let pairing = LifecyclePairing(functions: fns)
        let appear = pairing.appear
        if appear.isEmpty { return }
        // What the disappear callbacks (and the helpers they call) undo.
        var undone = Undo()
        for b in pairing.disappearanceBodies(helperDepth: 1) { undone.collect(b) }
        for f in appear {
            guard let body = f.body else { continue }
            let sig = f.functionSignature
            let locals = ctx.bindings.localNames(in: body)
            // A view shown here and removed again by this same callback (in a completion,
            // say) does not pile up either.
            var local = undone
            local.collect(body)
            var skipUntil = -1
            for d in body.descendants {
                if d.index < skipUntil { continue }
                guard let s = Self.setup(d, locals) else { continue }
                skipUntil = Int(d.raw.end)
                if Guards.isConditional(d, in: body) { continue }
                if let k = s.undoKey, local.undoes(s.undoKind, k) { continue }
                if s.undoKind == .gesture, let k = s.undoKey, Self.movedLater(gesture: k, after: d, in: body) { continue }
                ctx.report(Self.info, token: s.token,
                           "\(sig) \(s.what) on every appearance, so they pile up; do this one-time setup in viewDidLoad, or guard it, or undo it in viewWillDisappear(_:)")
            }
        }
    }

    /// A gesture recognizer has one view: adding the same recognizer to another view later in
    /// the function moves it there, so this view does not collect copies.
    static func movedLater(gesture key: String, after call: Syntax, in body: Syntax) -> Bool {
        let receiver = call.receiver?.comparisonKey ?? "self"
        for d in body.descendants where d.index > call.index && d.kind == .call && d.calleeNameIs("addGestureRecognizer") {
            guard LifecycleCode.argumentKey(d) == key, (d.receiver?.comparisonKey ?? "self") != receiver else { continue }
            return true
        }
        return false
    }

    struct Undo {
        var superview: Set<String> = []
        var gestures: Set<String> = []
        var parents: Set<String> = []
        var superlayers: Set<String> = []

        mutating func collect(_ body: Syntax) {
            for d in body.descendants(.call) {
                guard let c = d.callee, let n = c.name else { continue }
                let recv = c.kind == .memberAccess ? c.firstChild?.comparisonKey ?? "" : ""
                switch n {
                case "removeFromSuperview": superview.insert(recv)
                case "removeFromSuperlayer": superlayers.insert(recv)
                case "removeFromParent": parents.insert(recv)
                case "removeGestureRecognizer": if let k = LifecycleCode.argumentKey(d) { gestures.insert(k) }
                default: break
                }
            }
        }

        func undoes(_ kind: UndoKind, _ key: String) -> Bool {
            switch kind {
            case .superview:
                if superview.contains(key) { return true }
                if key.hasSuffix(".view") { return parents.contains(String(key.dropLast(5))) }
                return false
            case .gesture: return gestures.contains(key)
            case .parent: return parents.contains(key)
            case .superlayer: return superlayers.contains(key)
            case .none: return false
            }
        }
    }

    /// The one-time setup a node performs, if any.
    static func setup(_ d: Syntax, _ locals: Set<String>) -> Setup? {
        switch d.kind {
        case .call:
            guard let c = d.callee, let n = c.name else { return nil }
            let base = c.kind == .memberAccess ? c.firstChild : nil
            if c.kind == .memberAccess && base == nil { return nil }
            // A fresh local container built here and handed over replaces the old one.
            if let b = base, locals.contains(b.rootComparisonKey) { return nil }
            let tok = c.nameToken ?? d.firstTokenIndex
            switch n {
            case "addSubview", "insertSubview", "addArrangedSubview":
                guard !d.hasNoArguments else { return nil }
                return Setup(node: d, token: tok, what: "adds subviews", undoKey: LifecycleCode.argumentKey(d), undoKind: .superview)
            case "addGestureRecognizer":
                guard !d.hasNoArguments else { return nil }
                return Setup(node: d, token: tok, what: "adds gesture recognizers", undoKey: LifecycleCode.argumentKey(d), undoKind: .gesture)
            case "addChild":
                guard d.arguments.count == 1, base == nil || base!.isSelf else { return nil }
                return Setup(node: d, token: tok, what: "adds child view controllers", undoKey: LifecycleCode.argumentKey(d), undoKind: .parent)
            case "addSublayer", "insertSublayer":
                guard !d.hasNoArguments else { return nil }
                return Setup(node: d, token: tok, what: "adds sublayers", undoKey: LifecycleCode.argumentKey(d), undoKind: .superlayer)
            case "activate":
                guard d.calleePath.first == "NSLayoutConstraint", let a = d.arguments.first?.argumentValue,
                      LifecycleCode.createsConstraints(a) else { return nil }
                return Setup(node: d, token: tok, what: "creates and activates constraints", undoKey: nil, undoKind: .none)
            case "addConstraint", "addConstraints":
                guard let a = d.arguments.first?.argumentValue, LifecycleCode.createsConstraints(a) else { return nil }
                return Setup(node: d, token: tok, what: "creates and activates constraints", undoKey: nil, undoKind: .none)
            default:
                return nil
            }
        case .assignment:
            guard let lhs = d.firstChild, lhs.kind == .memberAccess, lhs.nameIs("isActive"),
                  let base = lhs.firstChild, base.kind == .call, base.calleeNameIs("constraint"),
                  let rhs = lhs.nextSibling, rhs.kind == .literal,
                  rhs.file.tokens[rhs.firstTokenIndex].keyword == .true else { return nil }
            return Setup(node: d, token: base.callee?.nameToken ?? d.firstTokenIndex,
                         what: "creates and activates constraints", undoKey: nil, undoKind: .none)
        default:
            return nil
        }
    }
}
