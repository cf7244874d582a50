/// Stored delegate/data-source properties of protocol type held strongly by a class.
public final class WeakDelegate: Rule {
    public static let info = RuleInfo(
        id: "weak_delegate", category: .memory, severity: .warning,
        summary: "A stored delegate or data source of protocol type should be weak.",
        swiftLintTwin: "weak_delegate")
    public static let visits: [NodeKind] = [.varDecl]
    public init() {}

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .var, !node.hasModifier(.weak), !node.hasModifier(.unowned),
              !node.hasModifier(.static), !node.hasModifier(.class),
              let type = node.owningType else { return }
        let tk = type.declKeyword
        guard tk == .class || tk == .actor else { return }
        for b in node.children(.binding) {
            guard let name = b.name, Self.isDelegateName(name), b.isStoredBinding,
                  let t = b.typeAnnotation else { continue }
            guard Self.isClassBoundProtocolType(t.text, ctx.index) else { continue }
            ctx.report(Self.info, token: b.nameToken ?? node.firstTokenIndex,
                       "'\(name)' holds its \(name.lowercased().hasSuffix("datasource") ? "data source" : "delegate") strongly and can form a retain cycle; declare it 'weak var'")
        }
    }

    static func isDelegateName(_ n: String) -> Bool {
        n == "delegate" || n == "dataSource" || n.hasSuffix("Delegate") || n.hasSuffix("DataSource")
    }

    /// `P?`, `P!`, `any P`, `(any P)?`, `(A & B)?`, `Optional<P>`: true when every part is a type
    /// we can tell, at least one part is a protocol, and the whole is class-bound.
    static func isClassBoundProtocolType(_ text: String, _ index: TypeIndex) -> Bool {
        var s = text.filter { !$0.isWhitespace }
        if s.hasPrefix("Optional<"), s.hasSuffix(">") { s = String(s.dropFirst(9).dropLast()) }
        while let l = s.last, l == "?" || l == "!" { s.removeLast() }
        if s.hasPrefix("("), s.hasSuffix(")") { s = String(s.dropFirst().dropLast()) }
        // Function types, tuples, collections, generics are not protocol references.
        if s.contains("->") || s.contains("[") || s.contains("<") || s.contains(",") || s.contains("(") { return false }
        var sawProtocol = false
        var classBound = false
        for rawPart in s.split(separator: "&") {
            var part = String(rawPart)
            if part.hasPrefix("any") && part.count > 3 && part.dropFirst(3).first?.isUppercase == true { part = String(part.dropFirst(3)) }
            part = TypeIndex.baseTypeName(part)
            if part == "AnyObject" { classBound = true; continue }
            if index.isProtocol(part) {
                sawProtocol = true
                if index.isClassBound(protocol: part) { classBound = true }
            } else if index.isDeclaredClass(part) || KnownTypes.superclass[part] != nil {
                classBound = true
            } else if index.types[part] != nil {
                return false // struct or enum
            } else if looksLikeSDKDelegate(part) {
                sawProtocol = true
                classBound = true
            } else {
                return false
            }
        }
        return sawProtocol && classBound
    }

    /// An SDK type we have no header for, named like a delegate protocol.
    static func looksLikeSDKDelegate(_ n: String) -> Bool {
        (n.hasSuffix("Delegate") || n.hasSuffix("DataSource")) && !n.hasSuffix("AppDelegate")
            && !n.hasSuffix("SceneDelegate") && !n.contains("Diffable")
    }
}
