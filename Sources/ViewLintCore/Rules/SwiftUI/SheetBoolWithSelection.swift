/// A Bool-driven sheet whose content reads a separately stored optional selection.
public final class SheetBoolWithSelectionRule: Rule {
    public static let info = RuleInfo(
        id: "sheet_bool_with_selection", category: .swiftui, group: .suspicious, severity: .warning, framework: .swiftui,
        summary: "A sheet(isPresented:) whose content reads an optional selection should be sheet(item:).")
    public static let triggers: RuleTriggers = .anyOf("sheet", "fullScreenCover", "popover")
    public static let visits: [NodeKind] = [.call]
    public static let calleeNames: [String]? = ["sheet", "fullScreenCover"]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let name = SwiftUITree.modifierName(node), name == "sheet" || name == "fullScreenCover",
              SwiftUITree.isAppliedModifier(node), node.arguments.first?.nameIs("isPresented") == true,
              let content = node.arguments.last(where: { $0.name == nil || $0.nameIs("content") })?.argumentValue,
              content.kind == .closure, let typeName = ctx.enclosingType?.typeName else { return }
        let f = ctx.swiftUI
        let members = ctx.index.members(of: typeName)
        guard !members.isEmpty else { return }
        var checked: Set<String> = []
        for d in content.descendants {
            var path: [String]?
            switch d.kind {
            case .optionalBinding:
                if let v = d.firstChild, v.kind != .typeRef {
                    guard v.kind == .identifier || v.kind == .memberAccess else { continue }
                    path = v.memberPath
                } else if let n = d.name {
                    path = [n] // `if let selected`
                }
            case .identifier, .memberAccess:
                guard d.flags.contains(.forceUnwrapped) || d.flags.contains(.optionalChained) else { continue }
                // `onClose?()`: an optional closure call, not a value.
                if let p = d.parent, p.kind == .call, p.firstChild == d { continue }
                path = d.memberPath
            default:
                continue
            }
            guard var p = path, !p.isEmpty else { continue }
            if p.first == "self" { p.removeFirst() }
            guard let root = p.first, members.contains(root) else { continue }
            let key = p.joined(separator: ".")
            guard checked.insert(key).inserted else { continue }
            guard isSelection(p, typeName: typeName, outside: content, f) else { continue }
            // `isPresented: Binding(get: { selected != nil }, …)`: the Bool is derived from the
            // optional itself, so the sheet cannot show a nil or stale value.
            if let flag = node.arguments.first?.argumentValue, flag.kind != .identifier,
               flag.kind != .memberAccess, Self.mentions(flag, p.last!) { continue }
            // Presented on purpose with no value (`selected = nil; showsSheet = true`).
            if let flagPath = Self.bindingPath(node.arguments.first?.argumentValue),
               presentsWithNil(p, flagPath, f, typeName) { continue }
            // Every `flag = true` comes right after `selection = value`, or sits in a branch
            // that checked the selection for nil: the sheet never opens without a value.
            if let flagPath = Self.bindingPath(node.arguments.first?.argumentValue),
               flagAlwaysFollowsValue(flagPath, p, f, typeName, outside: content) { continue }
            let shown = "\(key)"
            ctx.report(Self.info, token: node.callee?.nameToken ?? node.firstTokenIndex,
                       "\(name)(isPresented:) shows content that reads the optional '\(shown)', so it can present a stale or nil value; use .\(name)(item:) with that selection and read the value from the closure's parameter")
            return
        }
    }

    /// A selection: an optional `@State` of the view, or a property that the view assigns
    /// (`selected = item`, `model.selected = item`) outside the sheet content.
    func isSelection(_ path: [String], typeName: String, outside content: Syntax, _ facts: SwiftUIFileIndex) -> Bool {
        if path.count == 1, let b = facts.property(named: path[0], inTypeNamed: typeName),
           let decl = b.parent, decl.hasAttribute("State"),
           let t = b.typeAnnotation?.compactText, t.hasSuffix("?") || t.hasPrefix("Optional<") {
            return true
        }
        for a in facts.assignments where a.path == path && a.type == typeName && !content.contains(a.node) {
            return true
        }
        return false
    }

    static func mentions(_ n: Syntax, _ name: String) -> Bool {
        let file = n.tree.file
        for i in n.tokenRange where file.identifierText(i) == name { return true }
        return false
    }

    /// `$flag` / `$model.flag` → ["flag"] / ["model", "flag"].
    static func bindingPath(_ v: Syntax?) -> [String]? {
        guard let v, var path = v.memberPath, let first = path.first, first.hasPrefix("$") else { return nil }
        path[0] = String(first.dropFirst())
        if path.first == "self" { path.removeFirst() }
        return path.isEmpty ? nil : path
    }

    /// Whether every `flag = true` of the type is preceded, in a block around it, by an
    /// assignment of a value (not `nil`) to the selection, or sits in an `if` that tests the
    /// selection (`if selected != nil`, `if let selected`). False when the type never sets
    /// the flag (it is set elsewhere, unseen).
    func flagAlwaysFollowsValue(_ flag: [String], _ selection: [String], _ facts: SwiftUIFileIndex, _ typeName: String,
                                outside content: Syntax) -> Bool {
        var sawAny = false
        for entry in facts.assignments where entry.path == flag && entry.type == typeName && !content.contains(entry.node) {
            guard let rhs = entry.node.firstChild?.nextSibling, rhs.text == "true" else { continue }
            sawAny = true
            if !Self.followsValue(entry.node, selection) && !Self.isInBranchTesting(entry.node, selection) { return false }
        }
        return sawAny
    }

    static func followsValue(_ assignment: Syntax, _ selection: [String]) -> Bool {
        var child = assignment
        for (n, a) in assignment.ancestors.enumerated() {
            if n > SwiftUITree.ancestorWalkLimit || a.kind == .funcDecl || a.kind == .typeDecl || a.kind == .accessorBlock { return false }
            for s in a.children where s.index < child.index && s.kind == .assignment {
                guard let l = s.firstChild, var p = l.memberPath, let r = l.nextSibling, r.text != "nil" else { continue }
                if p.first == "self" { p.removeFirst() }
                if p == selection { return true }
            }
            child = a
        }
        return false
    }

    static func isInBranchTesting(_ assignment: Syntax, _ selection: [String]) -> Bool {
        guard let name = selection.last else { return false }
        var child = assignment
        for (n, a) in assignment.ancestors.enumerated() {
            if n > SwiftUITree.ancestorWalkLimit || a.kind == .typeDecl { return false }
            if a.kind == .ifStmt, let c = a.child(.conditionList), let first = a.child(.codeBlock), first.contains(child) {
                let t = c.compactText
                if t.containsBytes(name + "!=nil") || t.containsBytes("let" + name) || t.containsBytes("let" + name + "=" + name) { return true }
                for d in c.descendants(.optionalBinding) {
                    if d.name == name || d.firstChild?.memberPath?.last == name { return true }
                }
            }
            child = a
        }
        return false
    }

    /// Whether the view sets the selection to nil and the flag to true in one block.
    func presentsWithNil(_ path: [String], _ flag: [String], _ facts: SwiftUIFileIndex, _ typeName: String) -> Bool {
        for entry in facts.assignments where entry.path == path && entry.type == typeName {
            let a = entry.node
            guard let lhs = a.firstChild, let rhs = lhs.nextSibling, rhs.kind == .literal, rhs.text == "nil",
                  let block = a.parent else { continue }
            for sib in block.children where sib.kind == .assignment {
                guard let l = sib.firstChild, var fp = l.memberPath, let r = l.nextSibling, r.text == "true" else { continue }
                if fp.first == "self" { fp.removeFirst() }
                if fp == flag { return true }
            }
        }
        return false
    }
}
