/// `ForEach` identities that do not come from the data, and `UUID()` made while building views.
public final class UnstableForEachIdentityRule: Rule {
    public static let info = RuleInfo(
        id: "unstable_foreach_identity", category: .swiftui, group: .pedantic, severity: .warning, framework: .swiftui,
        summary: "A ForEach identity built from positions, duplicate-prone values or fresh UUIDs.")
    public static let matchedCalls: [String]? = ["ForEach", "UUID"]
    public static let visits: [NodeKind] = [.call]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let name = SwiftUITree.constructorName(node) else { return }
        if name == "ForEach" { checkForEach(node, ctx) }
        else if name == "UUID", node.arguments.isEmpty { checkUUID(node, ctx) }
    }

    func checkForEach(_ node: Syntax, _ ctx: LintContext) {
        guard let data = ForEachData.data(of: node) else { return }
        let f = ctx.swiftUI
        // Widgets render a timeline snapshot, previews sample data, and menu items are built
        // afresh each time the menu opens: no row keeps state between updates there.
        if ctx.scope.isWidget || Self.isMenuContent(node) || PreviewCode.contains(node, index: ctx.index) { return }
        let idPath = node.argument(labeled: "id")?.argumentValue.flatMap { $0.kind == .keyPath ? $0.compactText : nil }
        let hasID = node.argument(labeled: "id") != nil
        let tok = node.firstTokenIndex
        let shape: String
        if data.kind == .memberAccess, data.nameIs("indices") {
            shape = "indices"
        } else if data.kind == .sequence, isRangeOverNonConstant(data) {
            shape = "a range"
        } else if idPath == "\\.offset", data.compactText.containsBytes("enumerated()") {
            shape = "the enumerated offset"
        } else {
            if idPath == "\\.self" { checkSelfIdentity(node, data, ctx, f) }
            return
        }
        // Positions are the identity. That is right for positional content (page dots, the
        // n-th rule of a fixed list); it hurts when elements move under the rows.
        let collection = ForEachData.indexedCollection(in: data)
        let name = collection.flatMap { ForEachData.path($0)?.joined(separator: ".") }
        let element = ForEachData.elementType(of: node, f)
        let identifiable = element.map { ctx.index.conforms($0, to: "Identifiable") } ?? false
        let fix: String
        if let name, identifiable {
            fix = "iterate the elements with ForEach(\(name)), since \(element!) is Identifiable"
        } else if name != nil {
            fix = "iterate the elements (make them Identifiable, or use id: \\.id)"
        } else {
            fix = "iterate the elements they stand for (Identifiable, or id: \\.id)"
        }
        if let why = ForEachData.changesInPlace(node, collection: collection, f) {
            let keyed = shape == "the enumerated offset" ? "keyed by the enumerated offset" : "over \(shape)"
            ctx.report(Self.info, token: tok,
                       "ForEach \(keyed) identifies rows by position, and \(why), so after an insert, delete or move rows take another element's identity and state; \(fix)")
            return
        }
        // `ForEach(0..<items.count)` without id reads its range once: a count that changes
        // later is not followed.
        if shape == "a range", !hasID, let bound = Self.changingBound(data, f) {
            ctx.report(Self.info, token: tok,
                       "ForEach over a range without id reads the range only once, and '\(bound)' changes, so rows are not added or removed when it does; pass id: \\.self, or iterate the elements (Identifiable, or id: \\.id)")
            return
        }
        // The elements have an identity of their own that the position throws away.
        if let name, identifiable, let content = ForEachData.content(of: node),
           Self.positionOnlyIndexes(content, collection: name, enumerated: shape == "the enumerated offset") {
            ctx.report(Self.info, token: tok,
                       "ForEach over \(shape == "the enumerated offset" ? "the enumerated offset" : shape) of \(name) identifies rows by position although \(element!) is Identifiable; use ForEach(\(name)) so each row keeps its element's identity when \(name) changes")
        }
    }

    /// `a..<b` / `a...b` where a bound is neither a literal nor a constant (`Self.count`).
    func isRangeOverNonConstant(_ seq: Syntax) -> Bool {
        guard seq.children.contains(where: { $0.kind == .binaryOperator && ($0.text == "..<" || $0.text == "...") }) else { return false }
        return seq.children.contains { $0.kind != .binaryOperator && !ForEachData.isConstantBound($0) }
    }

    /// A range bound (`count`, `items.count`) that this file assigns or changes in place
    /// outside initialisers.
    static func changingBound(_ range: Syntax, _ facts: SwiftUIFileIndex) -> String? {
        for o in range.children where o.kind != .binaryOperator {
            var e = o
            if e.kind == .memberAccess, e.nameIs("count"), let b = e.firstChild { e = b }
            guard let p = ForEachData.path(e), let last = p.last else { continue }
            for a in facts.assignments where a.path.last == last {
                if a.node.ancestors.contains(where: { $0.kind == .funcDecl && $0.declKeyword == .`init` }) { continue }
                return p.joined(separator: ".")
            }
        }
        return nil
    }

    /// The index (or offset) parameter is unused or only subscripts the collection.
    static func positionOnlyIndexes(_ content: Syntax, collection: String, enumerated: Bool) -> Bool {
        let params = ForEachData.parameterNames(of: content)
        guard let index = params.first else { return !enumerated }
        if index == "_" { return true }
        let last = collection.split(separator: ".").last.map(String.init) ?? collection
        for d in content.descendants(.identifier) where d.name == index {
            guard let arg = d.parent, arg.kind == .argument, let sub = arg.parent, sub.kind == .subscriptCall,
                  let base = sub.firstChild, let bp = ForEachData.path(base), bp.last == last else { return false }
        }
        return true
    }

    /// A `ForEach` whose rows are the items of a `Menu`, `Picker` or `.contextMenu`.
    static func isMenuContent(_ forEach: Syntax) -> Bool {
        SwiftUITree.isInContent(of: forEach, constructors: ["Menu", "Picker"], modifiers: ["contextMenu"])
    }

    /// `id: \.self` on model elements.
    func checkSelfIdentity(_ node: Syntax, _ data: Syntax, _ ctx: LintContext, _ f: SwiftUIFileIndex) {
        guard let element = ForEachData.elementType(of: node, f),
              let records = ctx.index.types[element], !records.isEmpty,
              records.allSatisfy({ $0.kind == .struct || $0.kind == .class || $0.kind == .actor || $0.kind == .extension }),
              records.contains(where: { $0.kind != .extension }),
              !ctx.index.conforms(element, to: "CaseIterable") else { return }
        let members = ctx.index.members(of: element)
        // Its own == / hash(into:) / isEqual: the author chose what identifies a value.
        if members.contains("==") || members.contains("hash") || members.contains("isEqual") { return }
        let tok = node.firstTokenIndex
        if records.contains(where: { $0.kind == .class }) {
            let chain = ctx.index.superclassChain(of: element)
            // Core Data objects are unique per context: their pointer is a stable identity.
            guard chain.contains("NSObject"), !chain.contains("NSManagedObject") else { return }
            ctx.report(Self.info, token: tok,
                       "ForEach uses id: \\.self on \(element), an NSObject subclass without isEqual/hash, so rows are identified by object pointer and every reload of the objects gives every row a new identity; use id: with a stable property of the model, such as its server id")
            return
        }
        // Structs: equality is every field, so editing a field through a row changes the
        // row's identity. Without edits in place (rows that bind to the elements), equal
        // values are the only risk, which the code cannot show.
        guard Self.rowsEditElements(node, data, f), Self.hasVarField(element, ctx) else { return }
        ctx.report(Self.info, token: tok,
                   "ForEach uses id: \\.self on \(element) values and its rows edit them, so editing a field changes the row's identity (the row is rebuilt and loses focus and state) and equal values collide; make \(element) Identifiable or use a stable key path such as id: \\.id")
    }

    /// The ForEach iterates bindings (`$items`, `Binding($items)`) or the file assigns the
    /// elements' fields in place (`items[i].done = true`).
    static func rowsEditElements(_ forEach: Syntax, _ data: Syntax, _ f: SwiftUIFileIndex) -> Bool {
        if let p = data.memberPath, p.first?.hasPrefix("$") == true { return true }
        if let content = ForEachData.content(of: forEach), ForEachData.parameterNames(of: content).first?.hasPrefix("$") == true { return true }
        if data.kind == .call, data.calleeNameIs("Binding") { return true }
        if let why = ForEachData.changesInPlace(forEach, collection: data, f), why.containsBytes("assigned in place") { return true }
        return false
    }

    /// Whether the struct has a `var` stored property (unknown declarations count as yes).
    static func hasVarField(_ name: String, _ ctx: LintContext) -> Bool {
        let decls = ctx.tree.typeDecls(named: name).filter { $0.declKeyword == .struct }
        guard !decls.isEmpty else { return true }
        for d in decls {
            for m in TypeMembers.members(of: d) where m.kind == .varDecl && m.declKeyword == .var && !m.hasModifier(.static) {
                if m.children(.binding).contains(where: { $0.isStoredBinding }) { return true }
            }
        }
        return false
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
                    // `ProgressView().id(UUID())` restarts a spinner that a List row stopped
                    // animating: a lone stateless view, rebuilt on purpose. A comment at the
                    // modifier says the author chose it.
                    if let root = SwiftUITree.chainRoot(of: call), Self.isLoneSpinner(root) { return }
                    if Self.hasCommentAround(call) { return }
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

    /// `ProgressView()`, or a stack holding only a `ProgressView` and `Spacer`s.
    static func isLoneSpinner(_ root: Syntax) -> Bool {
        guard let name = SwiftUITree.constructorName(root) else { return false }
        if name == "ProgressView" { return true }
        guard ["HStack", "VStack", "ZStack", "Group"].contains(name) else { return false }
        let items = SwiftUITree.contentClosures(root).flatMap { SwiftUITree.statements($0) }
        var spinners = 0
        for item in items {
            guard let r = SwiftUITree.chainRoot(of: item), let n = SwiftUITree.constructorName(r) else { return false }
            if n == "ProgressView" { spinners += 1 } else if n != "Spacer" { return false }
        }
        return spinners == 1
    }

    /// A comment on its own line(s) right above the `.id` of the call: the author
    /// explains the fresh identity.
    static func hasCommentAround(_ call: Syntax) -> Bool {
        guard let c = call.callee, let nameTok = c.nameToken, nameTok >= 2 else { return false }
        let file = call.file
        let toks = file.tokens
        let bytes = file.bytes
        let period = nameTok - 1
        var i = Int(toks[period - 1].end)
        let end = Int(toks[period].start)
        var sawNewline = false
        while i + 1 < end {
            if bytes[i] == 10 { sawNewline = true }
            if sawNewline, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*") { return true }
            i += 1
        }
        return false
    }

    static func isUUIDString(_ v: Syntax?, _ uuid: Syntax) -> Bool {
        guard let v, v.kind == .memberAccess, v.nameIs("uuidString"), v.firstChild == uuid else { return false }
        return true
    }

    func report(_ uuid: Syntax, _ ctx: LintContext, _ msg: String) {
        ctx.report(Self.info, token: uuid.firstTokenIndex, msg)
    }
}
