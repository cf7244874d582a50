/// Constraints thrown away and re-created in one function, or created in a callback that
/// runs again and again.
public final class ConstraintChurn: Rule {
    public static let info = RuleInfo(
        id: "constraint_churn", category: .autolayout, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "Constraints are removed and re-created, or created in a callback that runs repeatedly; create them once and toggle isActive or constant.")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    enum Owner { case view, controller }
    static let callbacks: [String: Owner] = [
        "updateConstraints()": .view, "layoutSubviews()": .view,
        "viewDidLayoutSubviews()": .controller, "viewWillAppear(_:)": .controller,
        "updateViewConstraints()": .controller,
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .func, let body = node.body else { return }
        // `extension NSLayoutConstraint { func withMultiplier(…) }`: replacing is the only way.
        if let t = node.owningType, t.declKeyword == .extension, t.typeName == "NSLayoutConstraint" { return }
        if body.descendants.contains(where: { Self.isRemoval($0) }),
           let removal = Self.removalFollowedByCreation(body, FileFacts.of(ctx)) {
            let what = removal.calleeName ?? "removal"
            ctx.report(Self.info, token: LayoutSyntax.callToken(removal),
                       "\(node.functionSignature) removes constraints with \(what)(…) and then creates new ones; create the constraints once and toggle isActive or change constant instead")
            return
        }
        guard node.nameIs("updateConstraints") || node.nameIs("layoutSubviews") || node.nameIs("viewDidLayoutSubviews")
                || node.nameIs("viewWillAppear") || node.nameIs("updateViewConstraints"), node.hasModifier(.override) else { return }
        let sig = node.functionSignature
        guard let owner = Self.callbacks[sig], let typeName = node.owningType?.typeName else { return }
        let role = ctx.index.role(of: typeName)
        switch owner {
        case .view: guard role.isView else { return }
        case .controller: guard role == .viewController else { return }
        }
        let facts = FileFacts.of(ctx)
        let group = facts.group(typeName)
        var visited: Set<Int> = [node.index]
        guard let (site, viaHelper) = Self.firstCreation(in: node, group: group, visited: &visited, depth: 0) else { return }
        if let helper = viaHelper {
            ctx.report(Self.info, token: LayoutSyntax.callToken(site),
                       "\(sig) calls \(helper)(), which creates new constraints on every pass; create them once (in init or viewDidLoad) and toggle isActive or change constant here")
        } else {
            ctx.report(Self.info, token: LayoutSyntax.callToken(site),
                       "\(sig) creates new constraints on every pass; create them once (in init or viewDidLoad) and toggle isActive or change constant here")
        }
    }

    static func isRemoval(_ c: Syntax) -> Bool {
        guard c.kind == .call else { return false }
        if c.calleeNameIs("removeConstraints") || c.calleeNameIs("removeConstraint") { return true }
        if c.calleeNameIs("deactivate"), let callee = c.callee, callee.kind == .memberAccess,
           let base = callee.firstChild, base.kind == .identifier, base.nameIs("NSLayoutConstraint") { return true }
        return false
    }

    /// The first removal call that is followed by a constraint creation in the same body.
    /// Creations that cannot be toggles do not count: a new `multiplier:` computed at run time
    /// (a multiplier cannot be changed in place), and constraints for a view added to the
    /// hierarchy earlier in the same function.
    static func removalFollowedByCreation(_ body: Syntax, _ facts: FileFacts) -> Syntax? {
        var removal: Syntax?
        var added: Set<String> = []
        for d in body.descendants where d.kind == .call {
            if d.calleeNameIs("addSubview") || d.calleeNameIs("insertSubview") || d.calleeNameIs("addArrangedSubview"),
               let v = d.arguments.first?.argumentValue {
                added.formUnion(facts.keys(of: v).keys)
            }
            if let r = removal {
                guard !r.contains(d), LayoutSyntax.isConstraintCreationCall(d) else { continue }
                if let m = d.argument(labeled: "multiplier")?.argumentValue, LayoutSyntax.numberLiteral(m) == nil { continue }
                if let anchor = d.callee?.firstChild {
                    let owner = anchor.kind == .identifier ? ["self"] : (anchor.firstChild.map { facts.keys(of: $0).keys } ?? [])
                    if !owner.isEmpty, owner.allSatisfy({ added.contains($0) }) { continue }
                }
                return r
            } else if isRemoval(d), !isFixUp(d) {
                removal = d
            }
        }
        return nil
    }

    /// A removal inside `for c in view.constraints { … }`: a one-off search-and-replace of a
    /// constraint from a nib, not a rebuild.
    static func isFixUp(_ removal: Syntax) -> Bool {
        for a in removal.ancestors {
            if a.kind == .funcDecl || a.kind == .closure { return false }
            if a.kind == .forStmt, let seq = a.child(.pattern)?.nextSibling, let p = seq.memberPath,
               p.last == "constraints" { return true }
        }
        return false
    }

    /// The first unguarded constraint creation in `fn`, or the first call of one of the type's
    /// own methods that (transitively, a few levels) makes one.
    static func firstCreation(in fn: Syntax, group: ObjectFacts?, visited: inout Set<Int>, depth: Int) -> (Syntax, String?)? {
        guard let body = fn.body else { return nil }
        var assigned: Set<String>?
        for d in body.descendants where d.kind == .call {
            let direct = LayoutSyntax.isConstraintCreationCall(d)
            var helperName: String?
            if !direct {
                guard depth < 3, let g = group, let callee = d.callee, let n = d.calleeName else { continue }
                let onSelf = callee.kind == .identifier || (callee.kind == .memberAccess && callee.firstChild?.isSelf == true)
                guard onSelf, let methods = g.methods[n] else { continue }
                var makes = false
                for m in methods where !visited.contains(m.index) && m.declKeyword == .func {
                    visited.insert(m.index)
                    if firstCreation(in: m, group: group, visited: &visited, depth: depth + 1) != nil { makes = true; break }
                }
                guard makes else { continue }
                helperName = n
            }
            if assigned == nil { assigned = assignedRoots(body) }
            if isGuardedOnce(d, in: body, assigned: assigned!) { continue }
            return (d, helperName)
        }
        return nil
    }

    /// Root names assigned anywhere in a body (`didSetup = true`, `self.pinned = true`).
    static func assignedRoots(_ body: Syntax) -> Set<String> {
        var out: Set<String> = []
        for d in body.descendants where d.kind == .assignment {
            guard let lhs = d.firstChild, let p = lhs.memberPath else { continue }
            let parts = p.first == "self" ? Array(p.dropFirst()) : p
            if let f = parts.first { out.insert(f) }
        }
        return out
    }

    /// Inside an `if` (or after a `guard`) whose condition reads a flag or stored value that the
    /// function also assigns: the once-only setup pattern.
    static func isGuardedOnce(_ node: Syntax, in body: Syntax, assigned: Set<String>) -> Bool {
        var child = node
        for anc in node.ancestors {
            if anc == body.parent { break }
            if anc.kind == .ifStmt, let conds = anc.child(.conditionList), !conds.contains(child),
               conditionReads(conds, assigned) { return true }
            if anc.kind == .codeBlock || anc.kind == .closure {
                // `guard !didPin else { return }` earlier in the same block.
                for s in anc.children {
                    if s.index >= child.index { break }
                    if s.kind == .guardStmt, let conds = s.child(.conditionList), conditionReads(conds, assigned) { return true }
                }
            }
            child = anc
        }
        return false
    }

    static func conditionReads(_ conds: Syntax, _ assigned: Set<String>) -> Bool {
        for c in conds.children where c.kind != .optionalBinding && c.kind != .casePattern {
            for d in [c] + Array(c.descendants) where d.kind == .identifier || d.kind == .memberAccess {
                guard let p = d.memberPath else { continue }
                let parts = p.first == "self" ? Array(p.dropFirst()) : p
                if let f = parts.first, assigned.contains(f) { return true }
            }
        }
        return false
    }
}
