/// What the data of a `ForEach` is, as far as one file shows: the collection under
/// positional wrappers (`items.indices`, `0..<items.count`, `items.enumerated()`), the
/// declaration it comes from, its element type, whether its size is fixed, and whether
/// the code changes it in place. unstable_foreach_identity and eager_stack_in_scroll_view
/// are both bounded by the same facts ("collections that can change or have no small fixed
/// bound", in their docs), so both rules read them here.
enum ForEachData {
    /// The data argument: the first unlabelled argument that is not a closure.
    static func data(of forEach: Syntax) -> Syntax? {
        forEach.arguments.first(where: { $0.name == nil && $0.firstChild?.kind != .closure })?.argumentValue
    }

    /// The content closure (trailing or `content:`).
    static func content(of forEach: Syntax) -> Syntax? {
        for a in forEach.arguments {
            guard let v = a.argumentValue, v.kind == .closure else { continue }
            if a.name == nil || a.nameIs("content") { return v }
        }
        return nil
    }

    /// Names the content closure binds (`index`, `(offset, element)`, `$item`), in order.
    static func parameterNames(of closure: Syntax) -> [String] {
        guard let sig = closure.child(.closureSignature) else { return [] }
        let file = sig.file
        var out: [String] = []
        var inType = false   // after `name:` until the next `,` (a type annotation)
        var depth = 0
        for i in sig.tokenRange {
            let t = file.tokens[i]
            if file.tokenEquals(i, "in") || file.tokenEquals(i, "->") || file.tokenEquals(i, "async") || file.tokenEquals(i, "throws") { break }
            if t.kind == .lParen || file.tokenEquals(i, "<") || file.tokenEquals(i, "[") { depth += 1; continue }
            if t.kind == .rParen || file.tokenEquals(i, ">") || file.tokenEquals(i, "]") { depth -= 1; if depth <= 0 { inType = false }; continue }
            if file.tokenEquals(i, ":") { inType = true; continue }
            if file.tokenEquals(i, ",") { if depth <= 1 { inType = false }; continue }
            if !inType, t.kind == .identifier || file.tokenEquals(i, "_") { out.append(file.identifierText(i)) }
        }
        return out
    }

    // MARK: The collection

    /// The collection that positions index: `items` in `items.indices`, `0..<items.count`,
    /// `Array(items.enumerated())`, `items.enumerated().map { … }`, `zip(items.indices, items)`.
    /// Nil when the data is not one of those shapes (a plain count has no collection).
    static func indexedCollection(in data: Syntax) -> Syntax? {
        var d = data
        if d.kind == .call, d.calleeNameIs("Array") || d.calleeNameIs("zip"), let inner = d.arguments.first?.argumentValue { d = inner }
        // `x.enumerated().map { … }`, `x.indices.filter { … }`
        var steps = 0
        while d.kind == .call, let c = d.callee, c.kind == .memberAccess, let b = c.firstChild, steps < 16 {
            steps += 1
            if c.nameIs("enumerated") { return b }
            d = b
        }
        if d.kind == .memberAccess, d.nameIs("indices"), let b = d.firstChild { return b }
        if d.kind == .sequence {
            for o in d.children where o.kind == .memberAccess && o.nameIs("count") {
                if let b = o.firstChild { return b }
            }
        }
        return nil
    }

    /// Member path without a leading `self` and with `$` dropped from the root:
    /// `self.items` → ["items"], `$model.rows` → ["model", "rows"].
    static func path(_ e: Syntax) -> [String]? {
        guard var p = e.memberPath, !p.isEmpty else { return nil }
        if p.first == "self" { p.removeFirst() }
        if let f = p.first, f.hasPrefix("$") { p[0] = String(f.dropFirst()) }
        if p.first == "self" { p.removeFirst() }
        return p.isEmpty || p.contains("") ? nil : p
    }

    // MARK: Declarations

    /// The declaration a one- or two-part path names, as a `binding` or `parameter` node:
    /// a local or a parameter of the code around `node`, else a property of the enclosing
    /// type; `model.rows` is `rows` of `model`'s declared type when that type is in this file.
    static func declaration(of path: [String], at node: Syntax, _ facts: SwiftUIFileIndex) -> Syntax? {
        guard let first = path.first, !isClosureParameter(first, around: node) else { return nil }
        let root = local(named: first, before: node) ?? property(named: first, around: node, facts)
        if path.count == 1 { return root }
        guard path.count == 2, let r = root, let t = r.typeAnnotation else { return nil }
        return facts.property(named: path[1], inTypeNamed: TypeIndex.baseTypeName(t.text))
    }

    /// A parameter of a closure around `node` (`{ items in … }`): a value the file does not
    /// declare, so it must not be taken for a property of the same name.
    static func isClosureParameter(_ name: String, around node: Syntax) -> Bool {
        for (n, a) in node.ancestors.enumerated() {
            if n > 512 || a.kind == .funcDecl || a.kind == .typeDecl { return false }
            if a.kind == .closure, parameterNames(of: a).contains(where: { $0 == name || $0 == "$" + name }) { return true }
        }
        return false
    }

    /// A `let`/`var` declared earlier in an enclosing block, or a parameter of the enclosing
    /// function (not past the enclosing type).
    static func local(named name: String, before node: Syntax) -> Syntax? {
        var child = node
        for (n, a) in node.ancestors.enumerated() {
            if n > 512 { return nil }
            switch a.kind {
            case .codeBlock, .closure:
                for s in a.children {
                    if s.index >= child.index { break }
                    guard s.kind == .varDecl else { continue }
                    for b in s.children(.binding) where b.name == name { return b }
                }
            case .funcDecl:
                if let params = a.child(.parameterClause) {
                    for p in params.children(.parameter) where p.name == name { return p }
                }
                return nil
            case .typeDecl:
                return nil
            default:
                break
            }
            child = a
        }
        return nil
    }

    static func property(named name: String, around node: Syntax, _ facts: SwiftUIFileIndex) -> Syntax? {
        guard let type = SwiftUITree.enclosingTypeName(node) else { return nil }
        return facts.property(named: name, inTypeNamed: type)
    }

    /// The element type a declaration's annotation names: `[T]`, `[T]?`, `Array<T>`,
    /// `Set<T>`, `[Outer.T]` → `T`; `[T]()` as the initializer when there is no annotation.
    static func elementType(of decl: Syntax) -> String? {
        if let t = decl.typeAnnotation { return arrayElement(t.compactText) }
        if let ini = decl.initializer, ini.kind == .call, let c = ini.callee { return arrayElement(c.compactText) }
        return nil
    }

    /// `[T]`, `[T]?`, `Array<T>`, `Set<T>`, `[A.T]` → `T` when `T` is a simple name.
    static func arrayElement(_ text: String) -> String? {
        var s = Substring(text)
        while s.last == "?" || s.last == "!" { s = s.dropLast() }
        if s.hasPrefix("["), s.hasSuffix("]") { s = s.dropFirst().dropLast() }
        else if s.hasPrefix("Array<"), s.hasSuffix(">") { s = s.dropFirst(6).dropLast() }
        else if s.hasPrefix("Set<"), s.hasSuffix(">") { s = s.dropFirst(4).dropLast() }
        else { return nil }
        if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
        guard !s.isEmpty, s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(s)
    }

    /// The element type of the collection a `ForEach` iterates, when one file shows it.
    static func elementType(of forEach: Syntax, _ facts: SwiftUIFileIndex) -> String? {
        guard let data = data(of: forEach) else { return nil }
        let collection = indexedCollection(in: data) ?? data
        guard let p = path(collection), let decl = declaration(of: p, at: forEach, facts) else { return nil }
        return elementType(of: decl)
    }

    static func isEnum(_ name: String, _ ctx: LintContext) -> Bool {
        guard let records = ctx.index.types[name], !records.isEmpty else { return false }
        return records.contains { $0.kind == .enum }
    }

    /// Raw-value types: an enum with one has no associated values.
    static let rawValueTypes: Set<String> = [
        "String", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Character",
    ]

    /// An enum whose values are a fixed set of cases: `CaseIterable`, raw-valued, or declared
    /// in this file with no case that carries a payload (`case post(Int)` can hold any number
    /// of distinct values).
    static func isCaseEnum(_ name: String, _ ctx: LintContext) -> Bool {
        guard let records = ctx.index.types[name], let decl = records.first(where: { $0.kind == .enum }) else { return false }
        if ctx.index.conforms(name, to: "CaseIterable") { return true }
        if let raw = decl.inherited.first, rawValueTypes.contains(raw) { return true }
        let local = ctx.tree.typeDecls(named: name).filter { $0.declKeyword == .enum }
        guard !local.isEmpty else { return false }
        for d in local {
            for m in TypeMembers.members(of: d) where m.kind == .enumCaseDecl {
                if m.descendants.contains(where: { $0.kind == .parameterClause || $0.kind == .tuple }) || m.text.containsBytes("(") { return false }
            }
        }
        return true
    }

    // MARK: Fixed size

    /// Data of a known small size: literal arrays and ranges, enum cases (`allCases`, an
    /// array of a case-only enum type, a static function of a `CaseIterable` enum, rows that switch
    /// over every case), `.prefix(<literal>)`, a `let` literal property, static data of a
    /// type, and a local array built from a literal with a few appends.
    static func isFixedSize(_ forEach: Syntax, _ ctx: LintContext, _ facts: SwiftUIFileIndex) -> Bool {
        guard let data = data(of: forEach) else { return true }
        // `id: \.rawValue`: the elements are enum cases, a fixed small set.
        if forEach.argument(labeled: "id")?.argumentValue?.compactText == "\\.rawValue" { return true }
        if isBoundedData(data) { return true }
        // Derived from enum cases (`Array(Icon.allCases.enumerated())`, `Kind.allCases.sorted { … }`).
        for d in data.descendants(.memberAccess) where d.nameIs("allCases") { return true }
        // `Catalog.items`: static data of a type, written in code.
        if let path = data.memberPath, path.count == 2, path[0] != "Self", path[0].first?.isUppercase == true { return true }
        // `Season.forDate(date)`: a static function of a CaseIterable enum returns some of its cases.
        if data.kind == .call, let c = data.callee, c.kind == .memberAccess, let b = c.firstChild, b.kind == .identifier,
           let n = b.name, isEnum(n, ctx), ctx.index.conforms(n, to: "CaseIterable") { return true }
        let collection = indexedCollection(in: data) ?? data
        if let p = path(collection), let decl = declaration(of: p, at: forEach, facts) {
            // A property initialised with a literal array (`let variants = [ … ]`).
            if decl.kind == .binding, let ini = decl.initializer, ini.kind == .arrayLiteral, ini.firstChild != nil,
               decl.child(.accessorBlock) == nil, decl.parent?.declKeyword == .let { return true }
            // `[Kind]`: an array of enum cases.
            if let e = elementType(of: decl), isCaseEnum(e, ctx) { return true }
            if p.count == 1, isLiteralPlusAppends(decl, named: p[0]) { return true }
        }
        if let content = content(of: forEach), switchesOverEveryCase(content) { return true }
        return false
    }

    static func isBoundedData(_ data: Syntax) -> Bool {
        var d = data
        // Array(x), Array(x.prefix(3))
        if d.kind == .call, d.calleeNameIs("Array"), let inner = d.arguments.first?.argumentValue { d = inner }
        switch d.kind {
        case .arrayLiteral:
            return true
        case .sequence:
            let ops = d.children.filter { $0.kind != .binaryOperator }
            let isRange = d.children.contains { $0.kind == .binaryOperator && ($0.text == "..<" || $0.text == "...") }
            return isRange && ops.allSatisfy { isConstantBound($0) }
        case .memberAccess:
            return d.nameIs("allCases")
        case .call:
            if SwiftUITree.modifierNameIs(d, "prefix"), let a = d.arguments.first?.argumentValue {
                return SwiftUITree.isNumericLiteral(a)
            }
            return false
        default:
            return false
        }
    }

    /// A literal, or a constant such as `Self.count` / `Layout.columns`.
    static func isConstantBound(_ n: Syntax) -> Bool {
        if SwiftUITree.isNumericLiteral(n) { return true }
        if n.kind == .memberAccess, let path = n.memberPath, let root = path.first, path.count == 2 {
            return root == "Self" || root.first?.isUppercase == true
        }
        return false
    }

    /// `var parts = [first]` followed by `parts.append(x)` calls that are not in a loop or a
    /// closure: the local holds at most one element per statement written.
    static func isLiteralPlusAppends(_ decl: Syntax, named name: String) -> Bool {
        guard decl.kind == .binding, let ini = decl.initializer, ini.kind == .arrayLiteral,
              let varDecl = decl.parent, let block = varDecl.parent,
              block.kind == .codeBlock || block.kind == .closure else { return false }
        for d in block.descendants where d.index > varDecl.index {
            if d.kind == .identifier, d.name == name, let p = d.parent {
                if p.kind == .memberAccess, p.firstChild == d, let call = p.parent, call.kind == .call, call.firstChild == p {
                    guard p.nameIs("append"), call.argument(labeled: "contentsOf") == nil else {
                        if mutatingMethods.contains(p.name ?? "") { return false }
                        continue
                    }
                    for a in call.ancestors {
                        if a == block { break }
                        if a.kind == .forStmt || a.kind == .whileStmt || a.kind == .repeatStmt || a.kind == .closure { return false }
                    }
                } else if p.kind == .assignment, p.firstChild == d {
                    return false
                }
            }
        }
        return true
    }

    /// A `switch` over the element whose cases are all bare `.name` patterns, without a
    /// `default`: the element is an enum without payloads, and every case is listed.
    static func switchesOverEveryCase(_ content: Syntax) -> Bool {
        let params = parameterNames(of: content)
        guard let element = params.last else { return false }
        for d in content.descendants(.switchStmt) {
            guard let subject = d.firstChild, subject.kind == .identifier, subject.name == element else { continue }
            let cases = d.children(.switchCase)
            guard !cases.isEmpty else { continue }
            if cases.allSatisfy({ c in c.child(.caseLabel).map(isBareCaseList) ?? false }) { return true }
        }
        return false
    }

    /// `case .a, .b:` (not `default`, not `.a(let x)`, not `let x`).
    static func isBareCaseList(_ label: Syntax) -> Bool {
        let file = label.file
        let r = label.tokenRange
        guard let first = r.first, file.tokenEquals(first, "case") else { return false }
        var expectDot = true
        var i = first + 1
        while i < r.upperBound {
            let t = file.tokens[i]
            if expectDot {
                guard t.kind == .period, i + 1 < r.upperBound, file.tokens[i + 1].kind == .identifier else { return false }
                i += 2
                expectDot = false
            } else {
                guard file.tokenEquals(i, ",") else { return false }
                i += 1
                expectDot = true
            }
        }
        return !expectDot
    }

    // MARK: Changes in place

    /// Methods that insert, remove or reorder the elements of a collection.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
        "move", "swapAt", "sort", "shuffle", "reverse", "replaceSubrange",
    ]

    /// Evidence that positions shift under the rows: `.onDelete`/`.onMove` on the ForEach,
    /// a `$items[index]` binding in its content, or code in this file that inserts, removes
    /// or moves elements of the collection (`items.remove(at:)`, `items[i] = …`,
    /// `items += …`), matched by the collection's property name.
    static func changesInPlace(_ forEach: Syntax, collection: Syntax?, _ facts: SwiftUIFileIndex) -> String? {
        var cur = forEach
        var steps = 0
        while let m = SwiftUITree.nextModifier(after: cur), steps < SwiftUITree.chainWalkLimit {
            steps += 1
            if SwiftUITree.modifierNameIs(m, "onDelete") { return "rows are deleted with .onDelete" }
            if SwiftUITree.modifierNameIs(m, "onMove") { return "rows are moved with .onMove" }
            cur = m
        }
        guard let collection, let p = path(collection), let name = p.last else { return nil }
        if let content = content(of: forEach) {
            for d in content.descendants(.subscriptCall) {
                guard let b = d.firstChild, let bp = b.memberPath, bp.first?.hasPrefix("$") == true, bp.last?.hasSuffix(name) == true else { continue }
                if bp.last == name || bp.last == "$" + name { return "rows bind to elements by position ($\(name)[index])" }
            }
        }
        for i in facts.nameIndex[name] ?? [] {
            if let what = mutation(of: Syntax(tree: facts.tree, index: i), named: name) { return what }
        }
        return nil
    }

    /// Whether the expression `e` (`items`, `self.items`, `model.items`) is changed in place
    /// where it stands.
    private static func mutation(of e: Syntax, named name: String) -> String? {
        guard let p = e.parent else { return nil }
        if p.kind == .memberAccess, p.firstChild == e, let m = p.name, mutatingMethods.contains(m),
           let call = p.parent, call.kind == .call, call.firstChild == p {
            return "\(name).\(m)(…) changes it in place"
        }
        if p.kind == .subscriptCall, p.firstChild == e {
            // `items[i] = x` or `items[i].done = true`
            var top = p
            while let q = top.parent, q.kind == .memberAccess, q.firstChild == top { top = q }
            if let a = top.parent, a.kind == .assignment, a.firstChild == top { return "\(name)[…] is assigned in place" }
        }
        if p.kind == .assignment, p.firstChild == e, let op = p.auxToken, e.file.tokenEquals(op, "+=") {
            return "\(name) += … appends to it"
        }
        return nil
    }
}
