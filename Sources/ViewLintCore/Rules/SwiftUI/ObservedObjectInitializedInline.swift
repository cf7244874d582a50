/// `@ObservedObject var model = Model()`: a new object on every rebuild of the view.
public final class ObservedObjectInitializedInlineRule: Rule {
    public static let info = RuleInfo(
        id: "observed_object_initialized_inline", category: .swiftui, group: .pedantic, severity: .error, framework: .swiftui,
        summary: "An @ObservedObject created inline is recreated on every parent update; use @StateObject.")
    public static let triggers: RuleTriggers = .anyOf("ObservedObject")
    public static let visits: [NodeKind] = [.varDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        // Only value types are rebuilt by their parent; in a class the object lives as long as it does.
        guard SwiftUIState.wrapper(of: node, in: ["ObservedObject"]) != nil, let type = node.owningType,
              type.declKeyword == .struct else { return }
        for b in node.children(.binding) {
            guard let v = b.initializer, Self.createsObject(v), let name = b.name else { continue }
            // A class of this file with only computed properties (a theme reading a shared
            // palette): a new instance is the same as the old one, nothing is lost.
            if let created = Self.createdTypeName(v, annotation: b.typeAnnotation), Self.isStatelessClass(created, ctx) { continue }
            // A method of the struct other than body writes the object (`func update(for:)
            // { model.progress = p }`): code outside holds the struct and drives the object
            // through it, and @StateObject would cut that link.
            if Self.isDrivenThroughMethod(name, in: type.typeName.map { ctx.tree.typeDecls(named: $0) } ?? [type]) { continue }
            ctx.report(Self.info, token: node.auxToken ?? node.firstTokenIndex,
                       "@ObservedObject '\(b.name ?? "")' creates its object inline, so every update of the parent replaces it with a new one; own it with @StateObject (or @State with @Observable), or pass it in")
            return
        }
    }

    /// The type an initializer expression creates: `Model(…)`, `Model.init(…)`, `Model<T>()`,
    /// or the annotation's type for `.init(…)`.
    static func createdTypeName(_ e: Syntax, annotation: Syntax?) -> String? {
        guard e.kind == .call, let c = e.callee else { return nil }
        switch c.kind {
        case .identifier:
            return c.name
        case .memberAccess:
            if let b = c.firstChild { return b.kind == .identifier ? b.name : nil }
            return annotation.map { TypeIndex.baseTypeName($0.text) }
        default:
            return TypeIndex.baseTypeName(c.text)
        }
    }

    /// A class declared in this file whose own declarations store nothing: every property
    /// is computed.
    static func isStatelessClass(_ name: String, _ ctx: LintContext) -> Bool {
        let decls = ctx.tree.typeDecls(named: name)
        guard decls.contains(where: { $0.declKeyword == .class }) else { return false }
        for d in decls {
            for m in TypeMembers.members(of: d) where m.kind == .varDecl && !m.hasModifier(.static) && !m.hasModifier(.class) {
                if m.children(.binding).contains(where: { $0.isStoredBinding }) { return false }
            }
        }
        return true
    }

    /// A function of the struct other than `body` sets a property of the object to one of
    /// its parameters: `func update(for p: Double) { model.progress = p }`. Outside code
    /// feeds values in through the struct it keeps. (A hook that sets a constant, such as
    /// `func onAppear() { model.isVisible = true }`, is the view's own state.)
    static func isDrivenThroughMethod(_ property: String, in decls: [Syntax]) -> Bool {
        for m in decls.flatMap({ TypeMembers.members(of: $0) }) where m.kind == .funcDecl && m.declKeyword == .func && !m.nameIs("body") {
            guard !SwiftUIState.isPrivate(m), let body = m.body, let params = m.child(.parameterClause) else { continue }
            let names = Set(params.children(.parameter).compactMap { $0.name })
            guard !names.isEmpty else { continue }
            for d in body.descendants(.assignment) {
                guard var p = d.firstChild?.memberPath, let rhs = d.firstChild?.nextSibling else { continue }
                if p.first == "self" { p.removeFirst() }
                if p.count >= 2, p[0] == property, rhs.kind == .identifier, let r = rhs.name, names.contains(r) { return true }
            }
        }
        return false
    }

    /// `Model()`, `Model(api: .live)`, `Model.init()`, `.init()`, `Model<T>()`.
    static func createsObject(_ e: Syntax) -> Bool {
        guard e.kind == .call, let c = e.callee else { return false }
        let file = e.file
        switch c.kind {
        case .identifier:
            guard let n = c.name, let f = n.first else { return false }
            return f.isUppercase
        case .memberAccess:
            guard c.nameIs("init") else { return false }
            guard let b = c.firstChild else { return true } // .init(…)
            return b.kind == .identifier && (b.name?.first?.isUppercase ?? false)
        default:
            // generic type `Model<T>()`
            let t = file.identifierText(c.firstTokenIndex)
            return t.first?.isUppercase == true && c.text.containsBytes("<")
        }
    }
}
