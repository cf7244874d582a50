/// Reading the controller view's geometry in `viewDidLoad`, before it has its final size.
public final class GeometryInViewDidLoadRule: Rule {
    public static let info = RuleInfo(
        id: "geometry_in_view_did_load", category: .lifecycle, group: .pedantic, severity: .warning, framework: .uikit,
        summary: "viewDidLoad reads view.bounds/frame/safeAreaInsets before the view has its final size.")
    public static let triggers: RuleTriggers = .anyOf("viewDidLoad")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    static let geometry: Set<String> = ["bounds", "frame", "safeAreaInsets"]
    /// Callbacks that run again whenever the size changes.
    static let layoutCallbacks: Set<String> = [
        "viewDidLayoutSubviews()", "viewWillLayoutSubviews()", "viewIsAppearing(_:)", "viewWillAppear(_:)",
        "viewDidAppear(_:)", "viewWillTransition(to:with:)", "viewSafeAreaInsetsDidChange()",
        "traitCollectionDidChange(_:)", "layoutSubviews()",
    ]
    /// Members that show a view is sized by autoresizing or constraints.
    static let keepers: Set<String> = [
        "autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "snp", "topAnchor", "bottomAnchor",
        "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "widthAnchor", "heightAnchor",
        "centerXAnchor", "centerYAnchor", "edgesToSuperview", "pinEdges", "autoPinEdgesToSuperviewEdges",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.overrideSignature == "viewDidLoad()", let body = node.body, let type = node.owningType,
              ctx.isViewController(type) else { return }
        var typeFacts: CapturingType?
        var reportedStatement = -1
        // `if`/`switch` statements that hold a reported read: the other reads of the same
        // branch chain are one decision, with one fix.
        var reportedChains: Set<Int> = []
        let locals = ctx.bindings.localNames(in: body)
        for d in body.descendants(.memberAccess) {
            guard let n = d.name, Self.geometry.contains(n), let base = d.firstChild,
                  base.comparisonKey == "view" else { continue }
            if Guards.isAssignmentTarget(d) || Guards.isInClosure(d, in: body) { continue }
            // One finding per statement.
            let stmt = Self.statement(of: d, in: body)
            if stmt.index == reportedStatement { continue }
            let chains = Self.branchStatements(around: d, in: body)
            if !chains.isDisjoint(with: reportedChains) { continue }
            // What the value is assigned to: `x.frame = view.bounds`, `x = T(frame: view.bounds)`,
            // `maxWidth = view.bounds.width`, or the self method it is handed to; a local is
            // followed into what it is assigned to in turn (`state.isCompact = isCompact`).
            if let target = Self.assignedTarget(of: d) {
                if typeFacts == nil { typeFacts = CapturingType(type, ctx) }
                var targets = [target]
                if locals.contains(target) { targets += Self.destinations(ofLocal: target, in: body) }
                if targets.contains(where: { typeFacts!.keptRight($0) }) { continue }
            }
            reportedStatement = stmt.index
            reportedChains.formUnion(chains)
            ctx.report(Self.info, token: d.firstTokenIndex,
                       "viewDidLoad() reads view.\(n) before the view is sized for the screen, so the value is a placeholder; use constraints or autoresizing, or read it in viewIsAppearing(_:) or viewDidLayoutSubviews()")
        }
    }

    /// The `if`/`switch` statements inside `body` that hold `node`.
    static func branchStatements(around node: Syntax, in body: Syntax) -> Set<Int> {
        var out: Set<Int> = []
        var cur = node.parent
        while let c = cur, c.index != body.index {
            if c.kind == .ifStmt || c.kind == .switchStmt { out.insert(c.index) }
            cur = c.parent
        }
        return out
    }

    /// Where a local's value goes next: `x = local` (also inside a closure or `Task`), and
    /// the self methods it is handed to (`adjust(isCompact: local)`).
    static func destinations(ofLocal name: String, in body: Syntax) -> [String] {
        var out: [String] = []
        for d in body.descendants {
            if d.kind == .assignment, let lhs = d.firstChild, let rhs = lhs.nextSibling, rhs.comparisonKey == name {
                out.append(lhs.comparisonKey)
                if lhs.kind == .memberAccess, lhs.nameIs("frame") || lhs.nameIs("bounds"), let b = lhs.firstChild { out.append(b.comparisonKey) }
            } else if d.kind == .call, d.isCallOnSelf, let m = d.callee?.name,
                      d.arguments.contains(where: { $0.argumentValue?.comparisonKey == name }) {
                out.append("call:" + m)
            }
        }
        return out
    }

    /// The statement of `body` (or of a nested block) that holds `node`.
    static func statement(of node: Syntax, in body: Syntax) -> Syntax {
        var cur = node
        while let p = cur.parent, p.index != body.index {
            if p.kind == .codeBlock || p.kind == .switchCase || p.kind == .closure { return cur }
            cur = p
        }
        return cur
    }

    /// The key of what a geometry read ends up in, if it is assigned to a property or a
    /// local: `target.frame = <read>`, `target = <read>.width`, `target = T(frame: <read>)`.
    static func assignedTarget(of read: Syntax) -> String? {
        var cur = read
        // climb `.size`, `.width`, `.height`, `.insetBy(…)` chains
        while let p = cur.parent {
            if p.kind == .memberAccess && p.firstChild?.index == cur.index { cur = p; continue }
            if p.kind == .call && p.firstChild?.index == cur.index { cur = p; continue }
            break
        }
        guard var p = cur.parent else { return nil }
        // `T(frame: <read>)`
        if p.kind == .argument, let call = p.parent, call.kind == .call {
            cur = call
            guard let pp = call.parent else { return nil }
            p = pp
            if p.kind != .assignment && p.kind != .binding, call.isCallOnSelf, let m = call.callee?.name {
                return "call:" + m // `updateLayout(size: view.bounds.size)`
            }
        }
        switch p.kind {
        case .assignment:
            guard let lhs = p.firstChild, lhs.index != cur.index else { return nil }
            if lhs.kind == .memberAccess, lhs.nameIs("frame") || lhs.nameIs("bounds"), let b = lhs.firstChild {
                return b.comparisonKey
            }
            return lhs.comparisonKey
        case .binding:
            return p.name
        default:
            // Part of a larger expression: what the whole statement assigns.
            var e = p
            var steps = 0
            while let q = e.parent, steps < 64 {
                steps += 1
                if q.kind == .assignment {
                    guard let lhs = q.firstChild, !lhs.contains(read) else { return nil }
                    return lhs.comparisonKey
                }
                if q.kind == .binding { return q.name }
                if q.kind == .codeBlock || q.kind == .closure || q.kind == .switchCase || q.kind == .funcDecl { return nil }
                e = q
            }
            return nil
        }
    }

    /// What the rest of the type (in this file) does with its views.
    struct CapturingType {
        /// Keys whose views are sized by autoresizing or constraints.
        var kept: Set<String> = []
        /// Keys assigned again (and self methods called again) in a callback that runs on
        /// every size change.
        var relaid: Set<String> = []
        /// Stored properties of the type (in this file).
        var stored: Set<String> = []
        /// The type has members declared in other files (extensions we cannot see).
        var partial = false

        init(_ type: Syntax, _ ctx: LintContext) {
            // every declaration of the type in this file (extensions included)
            var decls: [Syntax] = [type]
            if let name = type.typeName {
                for s in type.tree.typeDecls(named: name) where s.index != type.index { decls.append(s) }
            }
            var names: Set<String> = []
            for m in TypeMembers.members(of: decls) {
                if m.kind == .varDecl {
                    for b in m.children(.binding) { if let n = b.name { stored.insert(n); names.insert(n) } }
                } else if m.kind == .funcDecl, let n = m.name, m.nameToken != m.auxToken {
                    names.insert(n)
                }
            }
            if let n = type.typeName, let all = ctx.index.memberNames(of: n) { partial = !all.isSubset(of: names) }
            if let n = type.typeName { inheritedLayout = Self.inheritedLayoutMembers(n, ctx.index) }
            let functions = TypeMembers.functions(of: decls)
            var methods: [String: [Syntax]] = [:]
            for f in functions where f.declKeyword == .func { if let n = f.name { methods[n, default: []].append(f) } }
            func noteAssignments(in body: Syntax) {
                for d in body.descendants(.assignment) {
                    guard let lhs = d.firstChild else { continue }
                    relaid.insert(lhs.comparisonKey)
                    if lhs.kind == .memberAccess, lhs.nameIs("frame") || lhs.nameIs("bounds"), let b = lhs.firstChild {
                        relaid.insert(b.comparisonKey)
                    }
                }
            }
            for f in functions {
                guard let body = f.body else { continue }
                if GeometryInViewDidLoadRule.layoutCallbacks.contains(f.functionSignature) {
                    // The type's own helpers that a size callback calls (`adjustConstraints(…)`).
                    for h in LifecycleCode.helperCalls(in: body, methods) { if let hb = h.fn.body { noteAssignments(in: hb) } }
                }
                // A Combine subscription that sets the value again whenever its input changes
                // (`$contentSize.sink { header.frame = … }`) recomputes it too.
                for d in body.descendants(.call) where d.calleeNameIs("sink") {
                    for c in d.closureArguments { noteAssignments(in: c) }
                }
            }
            for decl in decls {
                for d in decl.descendants(.memberAccess) {
                    guard let n = d.name, GeometryInViewDidLoadRule.keepers.contains(n), let b = d.firstChild else { continue }
                    kept.insert(b.comparisonKey)
                }
                for f in TypeMembers.functions(of: [decl]) {
                    guard GeometryInViewDidLoadRule.layoutCallbacks.contains(f.functionSignature), let body = f.body else { continue }
                    for d in body.descendants(.call) where d.isCallOnSelf {
                        if let m = d.callee?.name { relaid.insert("call:" + m) }
                    }
                    for d in body.descendants(.assignment) {
                        guard let lhs = d.firstChild else { continue }
                        relaid.insert(lhs.comparisonKey)
                        if lhs.kind == .memberAccess, lhs.nameIs("frame") || lhs.nameIs("bounds"), let b = lhs.firstChild {
                            relaid.insert(b.comparisonKey)
                        }
                    }
                }
            }
        }

        /// Members of project superclasses that lay out again on every size change: the
        /// superclass declares the member and a layout callback (GitHawk's list base class
        /// resizes its `feed` in `viewWillLayoutSubviews`).
        var inheritedLayout: Set<String> = []

        static func inheritedLayoutMembers(_ name: String, _ index: TypeIndex) -> Set<String> {
            var out: Set<String> = []
            for s in index.superclassChain(of: name) {
                guard index.isDeclaredClass(s), let members = index.memberNames(of: s) else { break }
                if members.contains("viewWillLayoutSubviews") || members.contains("viewDidLayoutSubviews")
                    || members.contains("viewWillTransition") { out.formUnion(members) }
            }
            return out
        }

        func keptRight(_ key: String) -> Bool {
            if kept.contains(key) || relaid.contains(key) { return true }
            // A view owned by a superclass that lays it out in its own layout callback.
            let root = String(key.prefix { $0 != "." && $0 != "[" && $0 != "(" })
            if !stored.contains(root), inheritedLayout.contains(root) { return true }
            // A stored view of a type with parts in other files may be sized there.
            return partial && stored.contains(key)
        }
    }
}
