/// Several pushes onto the same navigation stack in a row.
public final class SequentialPushRule: Rule {
    public static let info = RuleInfo(
        id: "sequential_push", category: .navigation, group: .suspicious, severity: .warning, framework: .uikit,
        summary: "Several view controllers are pushed one after another; use setViewControllers(_:animated:).")
    public static let triggers: RuleTriggers = .anyOf("pushViewController")
    public static let visits: [NodeKind] = [.funcDecl, .closure]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        let scopeRoot: Syntax
        if node.kind == .funcDecl { guard let b = node.body else { return }; scopeRoot = b } else { scopeRoot = node }
        // Animated pushes whose nearest scope is this one.
        var pushes: [Syntax] = []
        for c in scopeRoot.descendants(skipping: [.funcDecl, .closure, .typeDecl]) where c.kind == .call {
            if c.calleeNameIs("pushViewController"), c.arguments.count == 2, c.arguments[1].nameIs("animated"),
               !Self.isLiteralFalse(c.arguments[1]) {
                pushes.append(c)
            }
        }
        guard !pushes.isEmpty else { return }
        var lastByKey: [String: (push: Syntax, reported: Bool)] = [:]
        for p in pushes {
            let key = p.receiver.map({ $0.pathKey }) ?? ""
            if let loop = loopAround(p, within: scopeRoot), !exitsAfter(p, upTo: loop) {
                ctx.report(Self.info, token: p.callee?.nameToken ?? p.firstTokenIndex,
                           "pushViewController inside a loop pushes several controllers while the previous push is still animating; build the array and call setViewControllers(_:animated:) once")
                lastByKey[key] = (p, true)
                continue
            }
            if let prev = lastByKey[key], sequential(prev.push, p, scopeRoot, ctx) {
                if !prev.reported {
                    ctx.report(Self.info, token: p.callee?.nameToken ?? p.firstTokenIndex,
                               "a second pushViewController starts while the previous push is still animating; push the whole stack at once with setViewControllers(_:animated:)")
                }
                lastByKey[key] = (p, true)
            } else {
                lastByKey[key] = (p, false)
            }
        }
    }

    /// `animated: false`: an unanimated push completes before the next line runs, so it never
    /// overlaps another transition (only the animated pushes of a run are counted).
    static func isLiteralFalse(_ argument: Syntax) -> Bool {
        guard let v = argument.argumentValue, v.kind == .literal else { return false }
        return v.file.tokens[v.firstTokenIndex].keyword == .false
    }

    private func loopAround(_ p: Syntax, within root: Syntax) -> Syntax? {
        for a in p.ancestors {
            if a == root { return nil }
            if a.kind == .forStmt || a.kind == .whileStmt || a.kind == .repeatStmt { return a }
        }
        return nil
    }

    /// Whether a block between `p` and `top` ends by leaving (return/throw/break/continue).
    private func exitsAfter(_ p: Syntax, upTo top: Syntax) -> Bool {
        var cur = p
        for a in p.ancestors {
            if a == top { break }
            if a.kind == .codeBlock || a.kind == .switchCase {
                // statements after cur in this block
                var s = cur.nextSibling
                while let st = s {
                    switch st.kind {
                    case .returnStmt, .throwStmt, .breakStmt, .continueStmt: return true
                    default: break
                    }
                    s = st.nextSibling
                }
            }
            cur = a
        }
        return false
    }

    /// Both pushes can run one after the other with nothing waiting in between.
    private func sequential(_ a: Syntax, _ b: Syntax, _ root: Syntax, _ ctx: LintContext) -> Bool {
        // Lowest common ancestor.
        var lca = a
        for anc in a.ancestors {
            if anc.contains(b) { lca = anc; break }
        }
        // Exclusive branches.
        if lca.kind == .ifStmt || lca.kind == .switchStmt { return false }
        // `a` sits in a block that leaves before reaching `b` (guard … else { push; return }).
        if exitsAfter(a, upTo: lca) { return false }
        var cur = a
        for anc in a.ancestors {
            if anc == lca { break }
            if anc.kind == .guardStmt && anc.children(.codeBlock).first?.contains(cur) == true { return false }
            cur = anc
        }
        // An await between the two.
        let toks = ctx.file.tokens
        var t = a.lastTokenIndex + 1
        while t < b.firstTokenIndex {
            if toks[t].keyword == .await { return false }
            t += 1
        }
        return true
    }
}
