/// A diffable snapshot that gets the same item identifiers twice: the same collection appended
/// twice, the same items appended into every section of a loop, or identifiers made from model
/// values that repeat.
public final class DuplicateSnapshotItemsRule: Rule {
    public static let info = RuleInfo(
        id: "duplicate_snapshot_items", category: .collections, group: .nursery, severity: .error, framework: .any,
        summary: "A diffable snapshot appends the same item identifiers twice, which crashes when it is applied.")
    public static let visits: [NodeKind] = [.funcDecl, .closure, .accessor]
    public static var triggers: RuleTriggers { .anyOf("appendItems") }
    public init() {}

    /// Member types whose values repeat across models.
    static let repeatingTypes: Set<String> = ["String", "Substring", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "Character"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        let scope: Syntax
        if node.kind == .closure { scope = node } else { guard let b = node.body else { return }; scope = b }
        let appends = CodeFlow.directNodes(of: scope).filter { n in
            n.kind == .call && n.calleeNameIs("appendItems") && n.callee?.kind == .memberAccess
                && n.arguments.first.map { $0.name == nil } == true
        }
        guard !appends.isEmpty else { return }
        var reported: Set<Int> = []
        // The same collection twice.
        for (i, a) in appends.enumerated() {
            guard let itemsA = a.arguments.first?.argumentValue, !Self.isEmptyLiteral(itemsA) else { continue }
            let key = Self.receiverKey(a)
            for b in appends[(i + 1)...] where !reported.contains(b.index) {
                guard Self.receiverKey(b) == key, let itemsB = b.arguments.first?.argumentValue,
                      itemsA.compactText == itemsB.compactText else { continue }
                guard CodeFlow.canRunInSequence(a, b), !Self.resetBetween(a, b, receiver: key, items: itemsA, in: scope) else { continue }
                reported.insert(b.index)
                ctx.report(Self.info, token: b.callee?.nameToken ?? b.firstTokenIndex,
                           "This snapshot already got '\(Self.short(itemsB))' from the appendItems on line \(a.line), and a diffable snapshot that holds an item twice crashes when it is applied ('Fatal: supplied item identifiers are not unique'); append each item once, or give the copies distinct identifiers")
                break
            }
        }
        for a in appends where !reported.contains(a.index) {
            guard let items = a.arguments.first?.argumentValue else { continue }
            if let loop = Self.sameItemsEveryPass(a, items, scope) {
                reported.insert(a.index)
                let loopVar = loop.child(.pattern)?.text ?? "section"
                ctx.report(Self.info, token: a.callee?.nameToken ?? a.firstTokenIndex,
                           "Every pass of this loop appends the same '\(Self.short(items))' into another section '\(loopVar)', so the snapshot holds each item more than once and crashes when it is applied ('Fatal: supplied item identifiers are not unique'); append the items that belong to '\(loopVar)'")
                continue
            }
            if let (prop, model) = repeatingIdentifier(items, at: a, ctx) {
                reported.insert(a.index)
                ctx.report(Self.info, token: a.callee?.nameToken ?? a.firstTokenIndex,
                           "These item identifiers are the models' '\(prop)' values, which can repeat although \(model) has an id, and a snapshot with the same identifier twice crashes when it is applied ('Fatal: supplied item identifiers are not unique'); append the ids (map(\\.id)) and look the model up in the cell provider")
            }
        }
    }

    static func receiverKey(_ call: Syntax) -> String {
        guard let c = call.callee, c.kind == .memberAccess, let b = c.firstChild else { return "" }
        return b.pathKey
    }

    static func isEmptyLiteral(_ e: Syntax) -> Bool { e.kind == .arrayLiteral && e.firstChild == nil }

    static func short(_ e: Syntax) -> String {
        let t = e.text
        return t.count > 60 ? String(t.prefix(57)) + "…" : t
    }

    /// Between the two appends the snapshot is rebuilt or emptied, or the items' variable changes.
    static func resetBetween(_ a: Syntax, _ b: Syntax, receiver: String, items: Syntax, in scope: Syntax) -> Bool {
        let itemsRoot = items.memberPath?.first ?? (items.kind == .identifier ? items.name : nil)
        for d in scope.descendants where d.index > a.index && d.firstTokenIndex < b.firstTokenIndex {
            if d.kind == .assignment, let lhs = d.firstChild {
                let k = lhs.pathKey
                if k == receiver { return true }
                if let r = itemsRoot, lhs.memberPath?.first == r || lhs.memberPath?.last == r { return true }
            }
            if d.kind == .call, let n = d.calleeName,
               n == "deleteAllItems" || n == "deleteItems" || n == "deleteSections" || n == "removeAll" {
                return true
            }
        }
        // A loop between them that changes anything: stay silent.
        return false
    }

    /// `for section in sections { snapshot.appendItems(items, toSection: section) }` where the
    /// items do not depend on the pass.
    static func sameItemsEveryPass(_ call: Syntax, _ items: Syntax, _ scope: Syntax) -> Syntax? {
        guard let toSection = call.argument(labeled: "toSection")?.argumentValue else { return nil }
        guard let loop = call.ancestors.first(where: { $0 == scope || $0.kind == .forStmt || $0.kind == .whileStmt || $0.kind == .repeatStmt }),
              loop.kind == .forStmt, let pattern = loop.child(.pattern), let seq = pattern.nextSibling,
              let body = loop.child(.codeBlock), body.contains(call) else { return nil }
        if seq.kind == .arrayLiteral, Array(seq.children).count < 2 { return nil }
        let loopNames = Set(pattern.descendants.compactMap { $0.kind == .identifier ? $0.name : nil } + [pattern.text])
        // The section is the loop's own.
        let sectionNames = Set(([toSection] + Array(toSection.descendants)).compactMap { $0.kind == .identifier ? $0.name : nil })
        guard !sectionNames.isDisjoint(with: loopNames) else { return nil }
        // Names declared in the loop body, or the loop's own: the items differ per pass.
        var local = loopNames
        for d in body.descendants where d.kind == .binding || d.kind == .optionalBinding { if let n = d.name { local.insert(n) } }
        let itemNames = ([items] + Array(items.descendants)).compactMap { $0.kind == .identifier ? $0.name : nil }
        if itemNames.contains(where: { local.contains($0) || $0 == "$0" }) { return nil }
        if items.descendants(.closure).first != nil || items.kind == .closure { return nil }
        // Anything in the loop body that changes the items' variable between passes.
        if let root = itemNames.first {
            for d in body.descendants(.assignment) {
                if let p = d.firstChild?.memberPath, p.contains(root) { return nil }
            }
            for d in body.descendants(.call) {
                if let r = d.receiver?.memberPath, r.first == root { return nil }
            }
        }
        if isEmptyLiteral(items) { return nil }
        return loop
    }

    /// `models.map(\.title)` / `models.map { $0.title }` where `models` is `[Model]`, `Model` is
    /// declared in this file with an `id`, and `title` is a stored `String` (or another value
    /// type whose values repeat). Returns (property, model type).
    private func repeatingIdentifier(_ items: Syntax, at call: Syntax, _ ctx: LintContext) -> (String, String)? {
        let e = CodeFlow.unwrapped(items)
        guard e.kind == .call, e.calleeNameIs("map") || e.calleeNameIs("compactMap"),
              let base = e.receiver, e.arguments.count == 1, let arg = e.arguments.first?.argumentValue else { return nil }
        let prop: String
        if arg.kind == .keyPath {
            let t = arg.compactText
            guard t.hasPrefix("\\."), !t.dropFirst(2).contains("."), !t.containsBytes("(") else { return nil }
            prop = String(t.dropFirst(2))
        } else if arg.kind == .closure {
            let stmts = Array(arg.children).filter { $0.kind != .captureList && $0.kind != .closureSignature }
            guard stmts.count == 1, let m = stmts.first, m.kind == .memberAccess, let p = m.memberPath,
                  p.count == 2, p[0] == "$0" else { return nil }
            prop = p[1]
        } else { return nil }
        let lower = prop.lowercased()
        if lower == "id" || lower.hasSuffix("id") || lower.containsBytes("identifier") || lower.containsBytes("uuid") || lower == "self" { return nil }
        // The collection's element type.
        let decl: Bindings.Declaration?
        if base.kind == .identifier, let n = base.name, !base.isSelf {
            decl = ctx.bindings.declaration(of: n, at: call)
        } else if base.kind == .memberAccess, base.firstChild?.isSelf == true, let n = base.name, let td = call.nearestAncestor(.typeDecl) {
            decl = ctx.bindings.member(n, ofTypeAt: td)
        } else { decl = nil }
        guard let d = decl, let tt = d.typeText, let model = ExpressionTypes.elementTypeName(tt) else { return nil }
        let parts = ctx.tree.typeDecls(named: model)
        guard !parts.isEmpty else { return nil }
        var hasID = false
        var propType: String?
        for p in parts {
            if p.inheritedNames.contains("Identifiable") { hasID = true }
            guard let block = p.child(.memberBlock) else { continue }
            for m in block.children where m.kind == .varDecl && !m.hasModifier(.static) {
                for b in m.children(.binding) {
                    if b.name == "id" { hasID = true }
                    if b.name == prop, let t = b.typeAnnotation { propType = ExpressionTypes.typeName(t.text) }
                }
            }
        }
        guard hasID, let pt = propType, Self.repeatingTypes.contains(pt) else { return nil }
        return (prop, model)
    }
}
