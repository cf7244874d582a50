/// Stored delegate/data-source properties of protocol type held strongly by a class.
public final class WeakDelegate: Rule {
    public static let info = RuleInfo(
        id: "weak_delegate", category: .memory, group: .correctness, severity: .warning, framework: .any,
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
        // Interface Builder outlets keep nib objects alive on purpose.
        if node.hasAttribute("IBOutlet") { return }
        // Test doubles record what they are handed.
        if let tn = type.typeName, Self.isTestDouble(tn) { return }
        for b in node.children(.binding) {
            guard let name = b.name, Self.isDelegateName(name), b.isStoredBinding,
                  let t = b.typeAnnotation else { continue }
            guard Self.isClassBoundProtocolType(t.text, ctx.index) else { continue }
            // Named to say it is strong on purpose (`strongDelegate`, `retainedDataSource`).
            let lower = name.lowercased()
            if lower.hasPrefix("strong") || lower.hasPrefix("retained") || lower.hasPrefix("owned") { continue }
            // UIKit holds transitioning delegates weakly; the presenter must own the animator object.
            if t.text.contains("UIViewControllerTransitioningDelegate") { continue }
            // A helper the class creates itself and must own (`delegate = LocalHelper()`).
            if isOwnedHelper(name, binding: b, type: type, ctx) { continue }
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

    /// An SDK type we have no header for, named like a delegate protocol with an Apple
    /// framework prefix (`NSSharingServiceDelegate`, `WKUIDelegate`, `URLSessionDelegate`).
    /// Other unknown names may be typealiases (of closures) or concrete classes of a dependency.
    static func looksLikeSDKDelegate(_ n: String) -> Bool {
        (n.hasSuffix("Delegate") || n.hasSuffix("DataSource")) && !n.hasSuffix("AppDelegate")
            && !n.hasSuffix("SceneDelegate") && !n.contains("Diffable") && hasFrameworkPrefix(n)
    }

    /// Two or more capitals, then a capitalised word: `UIScroll…`, `NSSharing…`, `URLSession…`.
    static func hasFrameworkPrefix(_ n: String) -> Bool {
        let u = Array(n.utf8)
        var caps = 0
        while caps < u.count, u[caps] >= 65, u[caps] <= 90 { caps += 1 }
        return caps >= 3 && caps < u.count && u[caps] >= 97 && u[caps] <= 122
    }

    static func isTestDouble(_ typeName: String) -> Bool {
        typeName.contains("Mock") || typeName.contains("Fake") || typeName.contains("Stub")
            || typeName.hasPrefix("Spy") || typeName.hasSuffix("Spy") || typeName.contains("Dummy")
    }

    /// The class stores a freshly created object in the property (`delegate = Helper()`, or as
    /// the property's initial value): it owns that helper, and `weak` would free it at once.
    private var codeByType: [String: TypeCode] = [:]

    func isOwnedHelper(_ name: String, binding: Syntax, type: Syntax, _ ctx: LintContext) -> Bool {
        if let v = binding.initializer, Self.isConstruction(v) { return true }
        guard let typeName = type.typeName else { return false }
        let code = codeByType[typeName] ?? TypeCode(name: typeName, tree: ctx.tree)
        codeByType[typeName] = code
        var owned = false
        code.forEachNode { n in
            guard !owned, n.kind == .assignment, let lhs = n.firstChild, let rhs = lhs.nextSibling,
                  MemConc.storageName(lhs) == name else { return }
            if lhs.kind == .memberAccess, let base = lhs.firstChild, !base.isSelf { return }
            if Self.isConstruction(rhs) { owned = true }
        }
        return owned
    }

    /// `Helper(…)`, `Module.Helper(…)`, `Helper.init(…)`, `.init(…)`.
    static func isConstruction(_ e: Syntax) -> Bool {
        guard e.kind == .call, let c = e.callee, let n = c.name, let f = n.utf8.first else { return false }
        if n == "init" { return true }
        return f >= 65 && f <= 90
    }
}
