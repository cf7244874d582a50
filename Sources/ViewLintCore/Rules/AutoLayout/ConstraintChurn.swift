/// Constraints thrown away and re-created in one function, or created in a callback that
/// runs again and again.
public final class ConstraintChurnRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "constraint_churn", category: .autolayout, group: .pedantic, severity: .warning, framework: .uikit,
        summary: "Constraints are removed and re-created, or created in a callback that runs repeatedly; create them once and toggle isActive or constant.")
    public static let triggers: RuleTriggers = .anyOf("*Anchor", "NSLayoutConstraint")
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
           let removal = Self.removalFollowedByCreation(body, ctx.objects(for: self)),
           !Self.isGuardedOnce(removal, in: body, assigned: Self.assignedRoots(body), clearedToNil: Self.clearedRoots(body)),
           !Self.runsOnlyOnceOrOnChange(node) {
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
        let facts = ctx.objects(for: self)
        let group = facts.group(typeName)
        var visited: Set<Int> = [node.index]
        guard let (site, viaHelper) = Self.firstCreation(in: node, group: group, facts: facts, visited: &visited, depth: 0) else { return }
        if viaHelper == nil, Self.isUnstoredActivation(site) {
            let rest = Self.deactivatesFreshConstraint(in: node)
                ? "; deactivating another new constraint (`.isActive = false`) does nothing, since only the stored one is active" : ""
            ctx.report(Self.info, token: LayoutSyntax.callToken(site),
                       "\(sig) activates a new constraint on every pass and keeps no reference to it, so the copies pile up and conflict\(rest); create it once, store it, and change its constant or isActive here")
        } else if let helper = viaHelper {
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
    static func removalFollowedByCreation(_ body: Syntax, _ facts: ObjectModel) -> Syntax? {
        var removal: Syntax?
        var added: Set<String> = []
        for d in body.descendants(.call) {
            if Self.addsSubview(d), let v = d.arguments.first?.argumentValue {
                added.formUnion(facts.keys(of: v).keys)
            }
            if let r = removal {
                guard !r.contains(d), LayoutSyntax.isConstraintCreationCall(d) else { continue }
                if let m = d.argument(labeled: "multiplier")?.argumentValue, LayoutSyntax.numberLiteral(m) == nil { continue }
                if Self.constrainsAddedView(d, added, facts) { continue }
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
    static func firstCreation(in fn: Syntax, group: TypeObjects?, facts: ObjectModel, visited: inout Set<Int>, depth: Int) -> (Syntax, String?)? {
        guard let body = fn.body else { return nil }
        var assigned: Set<String>?
        var cleared: Set<String>?
        let added = addedViews(body, group: group, facts: facts)
        for d in body.descendants(.call) {
            let direct = LayoutSyntax.isConstraintCreationCall(d)
            if direct, constrainsAddedView(d, added, facts) { continue }
            var helperName: String?
            if !direct {
                guard depth < 3, let g = group, let callee = d.callee, let n = d.calleeName else { continue }
                let onSelf = callee.kind == .identifier || (callee.kind == .memberAccess && callee.firstChild?.isSelf == true)
                guard onSelf, let methods = g.methods[n] else { continue }
                var makes = false
                for m in methods where !visited.contains(m.index) && m.declKeyword == .func {
                    visited.insert(m.index)
                    if firstCreation(in: m, group: group, facts: facts, visited: &visited, depth: depth + 1) != nil { makes = true; break }
                }
                guard makes else { continue }
                helperName = n
            }
            if assigned == nil { assigned = assignedRoots(body); cleared = clearedRoots(body) }
            if isGuardedOnce(d, in: body, assigned: assigned!, clearedToNil: cleared!) { continue }
            return (d, helperName)
        }
        return nil
    }

    /// Root names assigned anywhere in a body (`didSetup = true`, `self.pinned = true`).
    static func assignedRoots(_ body: Syntax) -> Set<String> {
        var out: Set<String> = []
        for d in body.descendants(.assignment) {
            guard let lhs = d.firstChild, let p = lhs.memberPath else { continue }
            let parts = p.first == "self" ? Array(p.dropFirst()) : p
            if let f = parts.first { out.insert(f) }
        }
        return out
    }

    /// Inside an `if` (or after a `guard`) whose condition reads a flag or stored value that the
    /// function also assigns: the once-only setup pattern.
    static func isGuardedOnce(_ node: Syntax, in body: Syntax, assigned: Set<String>, clearedToNil: Set<String> = []) -> Bool {
        var child = node
        for anc in node.ancestors {
            if anc == body.parent { break }
            if anc.kind == .ifStmt, let conds = anc.child(.conditionList), !conds.contains(child),
               conditionReads(conds, assigned) { return true }
            if anc.kind == .codeBlock || anc.kind == .closure {
                // `guard !didPin else { return }` earlier in the same block, or
                // `guard let pending = self.pending else { return }` with `self.pending = nil`:
                // the work runs once per pending value.
                for s in anc.children {
                    if s.index >= child.index { break }
                    guard s.kind == .guardStmt, let conds = s.child(.conditionList) else { continue }
                    if conditionReads(conds, assigned) || bindsClearedValue(conds, clearedToNil) { return true }
                }
            }
            child = anc
        }
        return false
    }

    /// Root names the body sets to `nil` (`self.pendingView = nil`).
    static func clearedRoots(_ body: Syntax) -> Set<String> {
        var out: Set<String> = []
        for d in body.descendants(.assignment) {
            guard let lhs = d.firstChild, let rhs = lhs.nextSibling, rhs.kind == .literal, rhs.text == "nil",
                  let p = lhs.memberPath else { continue }
            let parts = p.first == "self" ? Array(p.dropFirst()) : p
            if parts.count == 1 { out.insert(parts[0]) }
        }
        return out
    }

    /// `let pending` / `let x = self.pending` among the conditions, for a stored value the
    /// function clears.
    static func bindsClearedValue(_ conds: Syntax, _ cleared: Set<String>) -> Bool {
        guard !cleared.isEmpty else { return false }
        for c in conds.children where c.kind == .optionalBinding {
            var root = c.name
            if let v = c.firstChild, let p = v.memberPath {
                let parts = p.first == "self" ? Array(p.dropFirst()) : p
                root = parts.count == 1 ? parts[0] : nil
            }
            if let r = root, cleared.contains(r) { return true }
        }
        return false
    }

    /// Every call of this method from its own type (one at least) runs once or on a change:
    /// from an initializer, `awakeFromNib`/`viewDidLoad`/`loadView`, a guarded one-shot, or a
    /// property observer that compares with `oldValue`.
    static func runsOnlyOnceOrOnChange(_ fn: Syntax) -> Bool {
        guard let name = fn.name, !fn.hasModifier(.override), let type = fn.owningType, let typeName = type.typeName else { return false }
        var sites = 0
        for decl in fn.tree.typeDecls(named: typeName) {
            for d in decl.descendants(.call) where d.calleeName == name {
                guard let callee = d.callee, callee.kind == .identifier || callee.firstChild?.isSelf == true else { continue }
                sites += 1
                guard let caller = d.ancestors.first(where: { $0.kind == .funcDecl || $0.kind == .accessor }) else { return false }
                if caller.kind == .funcDecl {
                    if caller.declKeyword == .`init` { continue }
                    if caller.nameIs("awakeFromNib") || caller.nameIs("viewDidLoad") || caller.nameIs("loadView") { continue }
                    if let body = caller.body,
                       isGuardedOnce(d, in: body, assigned: assignedRoots(body), clearedToNil: clearedRoots(body)) { continue }
                    return false
                }
                // `didSet { if value != oldValue { rebuild() } }`
                if comparesWithOldValue(d, in: caller) { continue }
                return false
            }
        }
        return sites > 0
    }

    static func comparesWithOldValue(_ call: Syntax, in accessor: Syntax) -> Bool {
        var child = call
        for anc in call.ancestors {
            if anc == accessor { break }
            if anc.kind == .ifStmt || anc.kind == .guardStmt, let conds = anc.child(.conditionList), !conds.contains(child),
               conds.descendants(.identifier).contains(where: { $0.nameIs("oldValue") }) { return true }
            if anc.kind == .codeBlock {
                for s in anc.children {
                    if s.index >= child.index { break }
                    if s.kind == .guardStmt, let conds = s.child(.conditionList),
                       conds.descendants(.identifier).contains(where: { $0.nameIs("oldValue") }) { return true }
                }
            }
            child = anc
        }
        return false
    }

    // MARK: Views added to a new superview

    static func addsSubview(_ c: Syntax) -> Bool {
        c.calleeNameIs("addSubview") || c.calleeNameIs("insertSubview") || c.calleeNameIs("addArrangedSubview")
            || c.calleeNameIs("insertArrangedSubview")
    }

    /// Keys of the views the function adds to a superview, itself or through one of the type's
    /// methods that adds the argument it is given (`addPinned(view)`).
    static func addedViews(_ body: Syntax, group: TypeObjects?, facts: ObjectModel) -> Set<String> {
        var added: Set<String> = []
        for d in body.descendants(.call) {
            if addsSubview(d), let v = d.arguments.first?.argumentValue {
                added.formUnion(facts.keys(of: v).keys)
                continue
            }
            guard let g = group, let n = d.calleeName, let callee = d.callee,
                  callee.kind == .identifier || callee.firstChild?.isSelf == true, let methods = g.methods[n] else { continue }
            for m in methods {
                guard let params = m.child(.parameterClause)?.children(.parameter), let mb = m.body else { continue }
                for (i, p) in params.enumerated() where i < d.arguments.count {
                    guard let pn = p.name else { continue }
                    let addsIt = mb.descendants.contains { c in
                        c.kind == .call && addsSubview(c) && c.arguments.first?.argumentValue.map { $0.kind == .identifier && $0.name == pn } == true
                    }
                    if addsIt, let v = d.arguments[i].argumentValue { added.formUnion(facts.keys(of: v).keys) }
                }
            }
        }
        return added
    }

    /// An anchor constraint whose first item is one of `added` (`view.topAnchor.constraint…`).
    static func constrainsAddedView(_ creation: Syntax, _ added: Set<String>, _ facts: ObjectModel) -> Bool {
        guard !added.isEmpty, let anchor = creation.callee?.firstChild else { return false }
        let owner = anchor.kind == .identifier ? ["self"] : (anchor.firstChild.map { facts.keys(of: $0).keys } ?? [])
        return !owner.isEmpty && owner.allSatisfy { added.contains($0) }
    }

    // MARK: Unstored activation

    /// `x.heightAnchor.constraint(…).isActive = true`: the creation is activated and dropped.
    static func isUnstoredActivation(_ creation: Syntax) -> Bool {
        guard let access = creation.parent, access.kind == .memberAccess, access.nameIs("isActive"),
              let assignment = access.parent, assignment.kind == .assignment, assignment.firstChild == access,
              let value = access.nextSibling, value.kind == .literal, value.text == "true" else { return false }
        return true
    }

    /// The function also sets `.isActive = false` on a constraint it has just created.
    static func deactivatesFreshConstraint(in fn: Syntax) -> Bool {
        guard let body = fn.body else { return false }
        for d in body.descendants(.assignment) {
            guard let lhs = d.firstChild, lhs.kind == .memberAccess, lhs.nameIs("isActive"), let base = lhs.firstChild,
                  LayoutSyntax.isConstraintCreationCall(base), let v = lhs.nextSibling, v.kind == .literal, v.text == "false" else { continue }
            return true
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
