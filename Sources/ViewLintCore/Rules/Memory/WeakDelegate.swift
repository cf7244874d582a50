/// Stored delegate/data-source properties of protocol type held strongly by a class.
public final class WeakDelegateRule: Rule {
    public static let info = RuleInfo(
        id: "weak_delegate", category: .memory, group: .pedantic, severity: .warning, framework: .any, fix: .safe,
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
            if t.text.containsBytes("UIViewControllerTransitioningDelegate") { continue }
            // A helper the class creates itself and must own (`delegate = LocalHelper()`), here
            // or in another file (`zone.delegate = ZoneHelper()`, the helper adopting the protocol).
            if isOwnedHelper(name, binding: b, type: type, ctx) { continue }
            if Self.isAssignedBuiltHelper(name, typeText: t.text, owner: type.typeName, ctx.index) { continue }
            // Set once by the initializer and never reassigned: in effect a `let`.
            if isAssignedOnlyInInit(name, varDecl: node, type: type, ctx) { continue }
            ctx.report(Self.info, token: b.nameToken ?? node.firstTokenIndex,
                       "'\(name)' holds its \(name.lowercased().hasSuffix("datasource") ? "data source" : "delegate") strongly and can form a retain cycle; declare it 'weak var'",
                       fix: Self.makeWeakFix(node, typeText: t.text, name: name))
        }
    }

    /// Attributes that may stand on a `weak var` (a property wrapper may not).
    static let weakCompatibleAttributes: Set<String> = ["objc", "nonobjc", "IBOutlet", "IBInspectable", "available", "MainActor", "preconcurrency"]

    /// Inserts `weak ` before `var` (after the modifiers and attributes, so `private weak var`).
    /// Safe: the rule reports only protocol types it knows are class-bound, so `weak` compiles,
    /// and it skips properties that own what they hold. Only for an optional (or implicitly
    /// unwrapped) type holding a single binding: a non-optional one would have to become
    /// optional, which changes every use and initializer; `lazy`, `override` and property
    /// wrappers cannot be `weak`.
    static func makeWeakFix(_ varDecl: Syntax, typeText: String, name: String) -> Fix? {
        let type = typeText.filter { !$0.isWhitespace }
        guard type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<"),
              varDecl.children(.binding).count == 1, !varDecl.hasModifier(.lazy), !varDecl.hasModifier(.override),
              varDecl.attributes.allSatisfy({ a in a.name.map { weakCompatibleAttributes.contains($0) } ?? false }),
              let keyword = varDecl.auxToken else { return nil }
        return Fix(.safe, "Declare '\(name)' weak", [.insert("weak ", at: Int(varDecl.tree.file.tokens[keyword].start))])
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
        if s.containsBytes("->") || s.containsBytes("[") || s.containsBytes("<") || s.containsBytes(",") || s.containsBytes("(") { return false }
        var sawProtocol = false
        var classBound = false
        for rawPart in s.split(separator: "&") {
            var part = String(rawPart)
            if part.hasPrefix("any") && part.count > 3 && part.dropFirst(3).first?.isUppercase == true { part = String(part.dropFirst(3)) }
            part = TypeIndex.baseTypeName(part)
            if part == "AnyObject" { classBound = true; continue }
            if index.types[part] == nil, index.isConstructed(part) {
                return false // built with `T(…)` somewhere: a concrete type of a dependency
            }
            if index.isProtocol(part) {
                sawProtocol = true
                if index.isClassBound(protocol: part) { classBound = true }
            } else if index.isDeclaredClass(part) || KnownTypes.superclass[part] != nil {
                classBound = true
            } else if index.types[part] != nil {
                return false // struct or enum
            } else if KnownTypes.frameworkDelegateProtocols.contains(part) {
                sawProtocol = true
                classBound = true
            } else {
                // Not declared in the linted files and not a known framework protocol: it may
                // be a class or a typealias of a dependency; never guessed from its name.
                return false
            }
        }
        return sawProtocol && classBound
    }

    /// The protocol names of a property type (`P?`, `(any P & Q)?`).
    static func protocolParts(_ text: String, _ index: TypeIndex) -> [String] {
        var s = text.filter { !$0.isWhitespace }
        if s.hasPrefix("Optional<"), s.hasSuffix(">") { s = String(s.dropFirst(9).dropLast()) }
        while let l = s.last, l == "?" || l == "!" { s.removeLast() }
        if s.hasPrefix("("), s.hasSuffix(")") { s = String(s.dropFirst().dropLast()) }
        return s.split(separator: "&").map { raw -> String in
            var part = String(raw)
            if part.hasPrefix("any") && part.count > 3 && part.dropFirst(3).first?.isUppercase == true { part = String(part.dropFirst(3)) }
            return TypeIndex.baseTypeName(part)
        }.filter { index.isProtocol($0) || KnownTypes.frameworkDelegateProtocols.contains($0) }
    }

    /// Some linted file assigns a freshly built object that adopts the property's protocol to a
    /// property of this name (`zone.delegate = ZoneDelegate(…)`, or `self.delegate = …` in
    /// another file of the class): the property owns a helper, and `weak` would free it at once.
    static func isAssignedBuiltHelper(_ name: String, typeText: String, owner: String?, _ index: TypeIndex) -> Bool {
        let protocols = protocolParts(typeText, index)
        guard !protocols.isEmpty else { return false }
        for site in index.constructions(assignedTo: name) {
            guard protocols.allSatisfy({ index.conforms(site.type, to: $0) }) else { continue }
            switch site.use {
            case .memberAssignment: return true
            case .selfAssignment:
                if let o = owner, let e = site.enclosingType, index.inherits(e, from: o) { return true }
            default: break
            }
        }
        return false
    }

    /// A `private`/`fileprivate` stored property that only initializers of the type assign (in
    /// this file, the only one that can).
    func isAssignedOnlyInInit(_ name: String, varDecl: Syntax, type: Syntax, _ ctx: LintContext) -> Bool {
        guard varDecl.hasModifier(.private) || varDecl.hasModifier(.fileprivate), let typeName = type.typeName else { return false }
        let code = codeByType[typeName] ?? TypeCode(name: typeName, tree: ctx.tree)
        codeByType[typeName] = code
        var inInit = 0
        var elsewhere = false
        code.forEachNode { n in
            guard !elsewhere, n.kind == .assignment, let lhs = n.firstChild, Ownership.storageName(lhs) == name else { return }
            if lhs.kind == .memberAccess, let base = lhs.firstChild, !base.isSelf { return }
            let member = CaptureScope.member(containing: n, in: code.decls.first { $0.index <= n.index && n.index < Int($0.tree.nodes[$0.index].end) } ?? type)
            if member?.declKeyword == .`init` { inInit += 1 } else { elsewhere = true }
        }
        return inInit > 0 && !elsewhere
    }

    static func isTestDouble(_ typeName: String) -> Bool {
        typeName.containsBytes("Mock") || typeName.containsBytes("Fake") || typeName.containsBytes("Stub")
            || typeName.hasPrefix("Spy") || typeName.hasSuffix("Spy") || typeName.containsBytes("Dummy")
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
                  Ownership.storageName(lhs) == name else { return }
            if lhs.kind == .memberAccess, let base = lhs.firstChild, !base.isSelf { return }
            if Self.isConstruction(rhs) || Self.isLocalJustBuilt(rhs, before: n) { owned = true }
        }
        return owned
    }

    /// `let source = Helper(…)` earlier in the same function, then `self.dataSource = source`.
    static func isLocalJustBuilt(_ e: Syntax, before assignment: Syntax) -> Bool {
        guard e.kind == .identifier, let n = e.name,
              let scope = CaptureScope.scopeRoot(of: assignment) else { return false }
        for d in scope.descendants(.binding) where d.index < assignment.index && d.name == n {
            if let v = d.initializer, isConstruction(v) { return true }
        }
        return false
    }

    /// `Helper(…)`, `Module.Helper(…)`, `Helper.init(…)`, `.init(…)`.
    static func isConstruction(_ e: Syntax) -> Bool {
        guard e.kind == .call, let c = e.callee, let n = c.name, let f = n.utf8.first else { return false }
        if n == "init" { return true }
        return f >= 65 && f <= 90
    }
}
