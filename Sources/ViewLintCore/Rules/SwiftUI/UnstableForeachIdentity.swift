/// `ForEach` identities that do not come from the data, and `UUID()` made while building views.
public final class UnstableForeachIdentity: Rule {
    public static let info = RuleInfo(
        id: "unstable_foreach_identity", category: .swiftui, group: .suspicious, severity: .warning, framework: .swiftui,
        summary: "A ForEach identity built from positions, duplicate-prone values or fresh UUIDs.")
    public static let visits: [NodeKind] = [.call]
    public init() {}
    private var facts: SwiftUITree.FileFacts?

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let name = SwiftUITree.constructorName(node) else { return }
        if name == "ForEach" { checkForEach(node, ctx) }
        else if name == "UUID", node.arguments.isEmpty { checkUUID(node, ctx) }
    }

    func checkForEach(_ node: Syntax, _ ctx: LintContext) {
        guard let data = node.arguments.first(where: { $0.name == nil && $0.firstChild?.kind != .closure })?.argumentValue else { return }
        let idPath = node.argument(labeled: "id")?.argumentValue.flatMap { $0.kind == .keyPath ? $0.compactText : nil }
        let tok = node.firstTokenIndex
        if data.kind == .memberAccess, data.nameIs("indices") {
            ctx.report(Self.info, token: tok, "ForEach over indices identifies rows by position, so inserting, deleting or moving an element gives rows the wrong identity and state; iterate the elements (Identifiable, or id: \\.id)")
            return
        }
        // A range that indexes a collection (`0..<items.count`), or a changing range without
        // an id. `ForEach(0..<dotCount, id: \.self)` over a plain count is stable: the n-th dot
        // is the n-th dot.
        if data.kind == .sequence, isRangeOverNonConstant(data),
           node.argument(labeled: "id") == nil || data.descendants.contains(where: { $0.kind == .memberAccess && $0.nameIs("count") }) {
            ctx.report(Self.info, token: tok, "ForEach over a range with a non-constant bound identifies rows by position, so a changing count gives rows the wrong identity and state; iterate the elements (Identifiable, or id: \\.id)")
            return
        }
        if idPath == "\\.offset", data.compactText.contains("enumerated()") {
            ctx.report(Self.info, token: tok, "ForEach keyed by the enumerated offset identifies rows by position, so inserting or deleting an element gives rows the wrong identity and state; use id: \\.element.id")
            return
        }
        if idPath == "\\.self", let element = elementModelType(of: data, ctx) {
            ctx.report(Self.info, token: tok, "ForEach uses id: \\.self on \(element) values, so equal elements collide and editing a field changes the row's identity; make \(element) Identifiable or use a stable key path such as id: \\.id")
        }
    }

    /// `a..<b` / `a...b` where a bound is neither a literal nor a constant (`Self.count`).
    func isRangeOverNonConstant(_ seq: Syntax) -> Bool {
        guard seq.children.contains(where: { $0.kind == .binaryOperator && ($0.text == "..<" || $0.text == "...") }) else { return false }
        return seq.children.contains { $0.kind != .binaryOperator && !EagerStackInScrollView.isConstantBound($0) }
    }

    /// The element type of `items` / `self.items` / `model.items` when it is a struct or class
    /// declared in the linted files (not an enum, not String/Int).
    func elementModelType(of data: Syntax, _ ctx: LintContext) -> String? {
        guard let path = data.memberPath, !path.isEmpty else { return nil }
        var parts = path
        if parts.first == "self" { parts.removeFirst() }
        let f = facts ?? SwiftUITree.FileFacts(ctx.tree)
        facts = f
        guard parts.count == 1, let typeName = ctx.enclosingType?.typeName,
              let binding = f.property(named: parts[0], inTypeNamed: typeName) else { return nil }
        var elementName: String?
        if let t = binding.typeAnnotation {
            elementName = Self.arrayElement(t.compactText)
        } else if let ini = binding.initializer, ini.kind == .call, let c = ini.callee {
            // `[Model]()`
            let t = c.compactText
            elementName = Self.arrayElement(t)
        }
        guard let e = elementName, let records = ctx.index.types[e], !records.isEmpty else { return nil }
        guard records.allSatisfy({ $0.kind == .struct || $0.kind == .class || $0.kind == .actor }) else { return nil }
        // A CaseIterable type is a fixed set of distinct values.
        if ctx.index.conforms(e, to: "CaseIterable") { return nil }
        return e
    }

    /// `[T]`, `[T]?`, `Array<T>` → `T` when `T` is a simple name.
    static func arrayElement(_ text: String) -> String? {
        var s = Substring(text)
        while s.last == "?" || s.last == "!" { s = s.dropLast() }
        if s.hasPrefix("["), s.hasSuffix("]") { s = s.dropFirst().dropLast() }
        else if s.hasPrefix("Array<"), s.hasSuffix(">") { s = s.dropFirst(6).dropLast() }
        else { return nil }
        guard !s.isEmpty, s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(s)
    }

    /// `.id(UUID())` on a view, or `UUID()` inside the data argument of a `ForEach`.
    func checkUUID(_ node: Syntax, _ ctx: LintContext) {
        // Both shapes sit a few levels above the UUID; a short walk keeps long chains linear.
        var steps = 0
        for anc in node.ancestors {
            steps += 1
            if steps > 48 { return }
            switch anc.kind {
            case .argument:
                guard let call = anc.parent, call.kind == .call else { continue }
                if SwiftUITree.modifierNameIs(call, "id"), anc.firstChild == node || Self.isUUIDString(anc.firstChild, node),
                   SwiftUITree.isAppliedModifier(call) {
                    report(node, ctx, ".id(UUID()) gives the view a new identity on every evaluation of body, so SwiftUI rebuilds it and resets its state each time; use a stable id from the data")
                    return
                }
                if SwiftUITree.constructorName(call) == "ForEach", anc.name == nil, anc.firstChild?.kind != .closure {
                    report(node, ctx, "UUID() in the data of a ForEach creates new identities on every evaluation of body, so every row is rebuilt and loses its state; give the model a stored id")
                    return
                }
            case .funcDecl, .typeDecl, .varDecl, .codeBlock:
                return
            default:
                continue
            }
        }
    }

    static func isUUIDString(_ v: Syntax?, _ uuid: Syntax) -> Bool {
        guard let v, v.kind == .memberAccess, v.nameIs("uuidString"), v.firstChild == uuid else { return false }
        return true
    }

    func report(_ uuid: Syntax, _ ctx: LintContext, _ msg: String) {
        ctx.report(Self.info, token: uuid.firstTokenIndex, msg)
    }
}
