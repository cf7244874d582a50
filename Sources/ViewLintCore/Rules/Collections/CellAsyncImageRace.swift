/// Async image loads that assign to a reused cell without an identity check or cancellation.
public final class CellAsyncImageRaceRule: Rule {
    public static let info = RuleInfo(
        id: "cell_async_image_race", category: .collections, group: .correctness, severity: .warning, framework: .uikit,
        summary: "An async image load assigns to a reused cell without checking its identity or cancelling on reuse.")
    public static let visits: [NodeKind] = [.call]
    public static let calleeNames: [String]? = ["Task", "dataTask", "downloadTask"]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let callee = node.callee else { return }
        let isTask: Bool
        if callee.kind == .identifier, callee.nameIs("Task") { isTask = true }
        else if callee.kind == .memberAccess, callee.nameIs("dataTask") || callee.nameIs("downloadTask") { isTask = false }
        else { return }
        guard let load = node.closureArguments.last else { return }
        let start: Int
        if isTask {
            guard let a = load.firstAwaitToken else { return }
            start = a
        } else {
            start = load.firstTokenIndex
        }

        // The assignments that put the loaded image into the cell.
        var cellType: String?
        var cellRootIsSelf = false
        var cellRootName: String?
        var writes: [Syntax] = []
        let hasImageConfig = load.descendants.contains { d in
            d.kind == .assignment && d.firstChild?.kind == .memberAccess && d.firstChild?.nameIs("image") == true
        }
        for d in load.descendants(.assignment) where d.firstTokenIndex > start {
            guard let lhs = d.firstChild, lhs.kind == .memberAccess, let path = lhs.memberPath, path.count >= 2 else { continue }
            let last = path[path.count - 1]
            guard last == "image" || (last == "contentConfiguration" && hasImageConfig) else { continue }
            guard let root = rootNode(lhs) else { continue }
            if let r = cellReference(root, load: load, ctx) {
                cellType = r.type; cellRootIsSelf = r.isSelf; cellRootName = r.isSelf ? nil : path[0]
                writes.append(d)
            }
        }
        guard let firstWrite = writes.first, let lastWrite = writes.last else { return }
        _ = firstWrite

        // Safeguard 1: an identity comparison after the await, before the last write.
        if hasIdentityCheck(load, after: start, before: lastWrite.firstTokenIndex, ctx) { return }
        // Safeguard 2: the stored task is cancelled on reuse.
        if let storage = storageName(node) {
            if let ct = cellType, storage.onCell || cellRootIsSelf {
                if cancelsOnReuse(ct, storage: storage.name, ctx) { return }
                // `task?.cancel(); task = Task { … }`: the previous load stops when the cell
                // is configured again.
                if cancelsBefore(node, storage: storage.name) { return }
            } else if cancelledAnywhere(node, storage: storage.name, ctx) {
                return
            }
        }
        _ = cellRootName
        let what = isTask ? "This Task" : "This \(callee.name ?? "data task")"
        ctx.report(Self.info, token: callee.nameToken ?? callee.firstTokenIndex,
                   "\(what) assigns its image to a reused cell that may show another item by the time it finishes; check the cell's represented item after the load, or store the task and cancel it in prepareForReuse()")
    }

    private func rootNode(_ lhs: Syntax) -> Syntax? {
        var cur = lhs
        while cur.kind == .memberAccess, let b = cur.firstChild { cur = b }
        return cur.kind == .identifier ? cur : nil
    }

    /// Whether `root` (the first name of the written path) is the reused cell.
    private func cellReference(_ root: Syntax, load: Syntax, _ ctx: LintContext) -> (type: String, isSelf: Bool)? {
        let encl = root.nearestAncestor(.typeDecl)
        func selfCell() -> (String, Bool)? {
            guard let tn = encl?.typeName else { return nil }
            let role = ctx.index.role(of: tn)
            return role.isCell || role == .reusableView ? (tn, true) : nil
        }
        if root.isSelf { return selfCell() }
        guard let name = root.name else { return nil }
        guard let d = ctx.bindings.declaration(of: name, at: root) else { return nil }
        if load.contains(d.node) && d.node != load {
            // Rebound inside the load: `guard let self = self` / `let strongSelf = self`.
            if let v = d.value, v.kind == .identifier, v.isSelf { return selfCell() }
            return nil
        }
        switch d.kind {
        case .storedProperty:
            return selfCell()
        case .closureParameter:
            guard d.parameterIndex == 0, let arg = d.node.parent, arg.kind == .argument,
                  let call = arg.parent, let c = call.callee, c.text.containsBytes("Registration") else { return nil }
            return ("UICollectionViewCell", false)
        default:
            if let v = d.value, let t = dequeuedCellType(v) { return (t, false) }
            if let tn = ExpressionTypes.declTypeName(d) {
                let role = ctx.index.role(of: tn)
                if role.isCell || role == .reusableView { return (tn, false) }
            }
            return nil
        }
    }

    private func dequeuedCellType(_ v: Syntax) -> String? {
        var e = v
        var cast: String?
        if e.kind == .sequence {
            if let c = e.child(.cast), let tr = c.child(.typeRef) { cast = ExpressionTypes.typeName(tr.text) }
            guard let f = e.firstChild else { return nil }
            e = f
        }
        guard e.kind == .call, let n = e.calleeName else { return nil }
        guard n == "dequeueReusableCell" || n == "dequeueConfiguredReusableCell" else { return nil }
        return cast ?? (e.argument(labeled: "withIdentifier") != nil ? "UITableViewCell" : "UICollectionViewCell")
    }

    private func hasIdentityCheck(_ load: Syntax, after start: Int, before end: Int, _ ctx: LintContext) -> Bool {
        let toks = ctx.file.tokens
        for d in load.descendants(.conditionList) {
            guard d.firstTokenIndex > start, d.firstTokenIndex < end else { continue }
            for op in d.descendants(.binaryOperator) {
                let t = op.auxToken ?? op.firstTokenIndex
                let f = ctx.file
                guard f.tokenEquals(t, "==") || f.tokenEquals(t, "!=") || f.tokenEquals(t, "===") || f.tokenEquals(t, "!==") else { continue }
                // `x != nil` is not an identity check.
                let next = t + 1
                if next < toks.count, toks[next].keyword == .nil { continue }
                if t > 0, toks[t - 1].keyword == .nil { continue }
                return true
            }
        }
        return false
    }

    /// `x = Task {…}` / `self.x = …` / `cell.x = …`: the stored name, and whether it is on the cell.
    private func storageName(_ call: Syntax) -> (name: String, onCell: Bool)? {
        var top = call
        // `URLSession.shared.dataTask(…) { … }` is the whole right-hand side.
        if let p = top.parent, p.kind == .tryExpr || p.kind == .awaitExpr { top = p }
        guard let p = top.parent else { return nil }
        if p.kind == .assignment, p.firstChild != top, let lhs = p.firstChild {
            if let path = lhs.memberPath, let last = path.last {
                let onCell = path.count >= 2 && path[0] != "self"
                return (last, onCell)
            }
            if lhs.kind == .subscriptCall, let base = lhs.firstChild, let path = base.memberPath, let last = path.last {
                return (last, false)
            }
        }
        if p.kind == .binding, let n = p.name {
            // `let task = Task {…}` then stored: look for `x = task` in the same scope.
            if let scope = p.nearestFunctionOrClosure {
                for d in scope.descendants(.assignment) where d.index > p.index {
                    guard let rhs = d.firstChild?.nextSibling, rhs.kind == .identifier, rhs.name == n,
                          let lhs = d.firstChild else { continue }
                    if let path = lhs.memberPath, let last = path.last { return (last, path.count >= 2 && path[0] != "self") }
                    if lhs.kind == .subscriptCall, let base = lhs.firstChild, let path = base.memberPath, let last = path.last { return (last, false) }
                }
                // Kept in a local and cancelled later in the same scope, or returned.
                return (n, false)
            }
        }
        return nil
    }

    private func cancelsOnReuse(_ cellType: String, storage: String, _ ctx: LintContext) -> Bool {
        let decls = ctx.tree.typeDecls(named: cellType)
        var sawPrepare = false
        for decl in decls {
            guard let block = decl.child(.memberBlock) else { continue }
            for m in block.children where m.kind == .funcDecl && m.nameIs("prepareForReuse") {
                sawPrepare = true
                guard let body = m.body else { continue }
                if mentionsCancel(body, storage) { return true }
                // One level of helpers of the same type.
                for c in body.descendants(.call) {
                    guard let cn = c.calleeName, c.callee?.kind == .identifier || c.receiver?.isSelf == true else { continue }
                    for d2 in decls {
                        guard let b2 = d2.child(.memberBlock) else { continue }
                        for h in b2.children where h.kind == .funcDecl && h.name == cn {
                            if let hb = h.body, mentionsCancel(hb, storage) { return true }
                        }
                    }
                }
            }
        }
        if sawPrepare { return false }
        // prepareForReuse lives in another file (or a superclass): assume it cancels.
        return decls.isEmpty || ctx.index.members(of: cellType).contains("prepareForReuse")
    }

    /// A `storage?.cancel()` earlier in the same function as the load.
    private func cancelsBefore(_ node: Syntax, storage: String) -> Bool {
        guard let fn = node.nearestAncestor(.funcDecl), let body = fn.body else { return false }
        for d in body.descendants(.call) where d.index < node.index && d.calleeNameIs("cancel") {
            if let r = d.receiver, let path = r.memberPath, path.last == storage { return true }
        }
        return false
    }

    private func mentionsCancel(_ body: Syntax, _ storage: String) -> Bool {
        var sawName = false, sawCancel = false
        let f = body.file
        for i in body.tokenRange where f.tokens[i].kind == .identifier {
            if f.tokenEquals(i, "cancel") { sawCancel = true }
            else if f.identifierText(i) == storage { sawName = true }
        }
        return sawName && sawCancel
    }

    private func cancelledAnywhere(_ node: Syntax, storage: String, _ ctx: LintContext) -> Bool {
        guard let td = node.nearestAncestor(.typeDecl), let tn = td.typeName else { return true }
        for decl in ctx.tree.typeDecls(named: tn) {
            if let block = decl.child(.memberBlock) {
                for m in block.children where m.kind == .funcDecl {
                    if let b = m.body, mentionsCancel(b, storage) { return true }
                }
            }
        }
        return false
    }
}
