/// Queries over the tree that many rules share. All are linear in the node's size at most
/// and allocate only when they return strings.
public extension Syntax {
    // MARK: Declarations

    /// Whether a declaration carries a modifier (`override`, `private`, `weak`, `static`…).
    /// `for await x in sequence` / `for try await …`.
    var isForAwait: Bool { kind == .forStmt && flags.contains(.forAwait) }

    /// `a += b`, `a -= b` …: an assignment whose operator is not a plain `=`.
    var isCompoundAssignment: Bool {
        guard kind == .assignment, let a = auxToken, a < file.tokens.count else { return false }
        return file.tokens[a].kind != .equal
    }

    /// The operator text of an assignment, binary operator or ternary (`+=`, `??`, `?`).
    var operatorText: String? {
        guard [.assignment, .binaryOperator, .ternary, .prefixOperator, .postfixOperator].contains(kind),
              let a = auxToken, a < file.tokens.count else { return nil }
        return file.text(file.tokens[a])
    }

    func hasModifier(_ k: Keyword) -> Bool { modifierToken(where: { $0 == k }) != nil }

    /// The token of the first modifier before the declaration keyword that `matches`
    /// (attributes and their arguments are skipped).
    func modifierToken(where matches: (Keyword) -> Bool) -> Int? {
        guard let kwTok = auxToken else { return nil }
        let toks = tree.file.tokens
        var i = firstTokenIndex
        while i < kwTok {
            let t = toks[i]
            if t.kind == .at {
                // skip the attribute name and its arguments
                i += 2
                if i < kwTok, toks[i].kind == .lParen, !toks[i].flags.contains(.spaceBefore) {
                    var d = 0
                    while i < kwTok {
                        if toks[i].kind == .lParen { d += 1 } else if toks[i].kind == .rParen { d -= 1; if d == 0 { i += 1; break } }
                        i += 1
                    }
                }
                continue
            }
            if matches(t.keyword) { return i }
            i += 1
        }
        return nil
    }

    /// An edit that makes a declaration `private`: it replaces its access modifier
    /// (`public`, `internal`, `package`, `open`, `private(set)`) or inserts `private` before its
    /// keyword.
    func makePrivateEdit() -> TextEdit? {
        guard let kw = auxToken else { return nil }
        let toks = tree.file.tokens
        if let m = modifierToken(where: { [.public, .internal, .package, .open, .private].contains($0) }) {
            var end = m
            if toks[m].keyword == .private {
                // `private(set)`: only the setter was private.
                guard m + 3 < toks.count, toks[m + 1].kind == .lParen, toks[m + 3].kind == .rParen else { return nil }
                end = m + 3
            }
            return TextEdit(start: Int(toks[m].start), end: Int(toks[end].end), replacement: "private")
        }
        return .insert("private ", at: Int(toks[kw].start))
    }

    /// Attribute nodes of a declaration (`@State`, `@MainActor`, `@objc`…).
    var attributes: [Syntax] { children(.attribute) }

    func hasAttribute(_ name: StaticString) -> Bool { attributes.contains { $0.nameIs(name) } }

    /// The keyword token of a declaration (`class`, `func`, `var`…).
    var declKeyword: Keyword {
        guard let k = auxToken else { return .none }
        return tree.file.tokens[k].keyword
    }

    /// `viewWillAppear(_:)`: a function's name with its argument labels.
    var functionSignature: String {
        guard kind == .funcDecl else { return name ?? "" }
        // The bytes gathered first and decoded once (lifecycle rules ask for every override's
        // signature: a string per piece cost more than the rest of their questions). The pieces
        // are joined by ASCII, so decoding them together repairs what decoding each would.
        let file = tree.file, source = file.bytes, toks = file.tokens
        var out: [UInt8] = []
        out.reserveCapacity(48)
        func append(_ r: Range<Int>) { out.append(contentsOf: source[file.byteRange(from: r.lowerBound, to: r.upperBound)]) }
        if declKeyword == .func {
            if let t = nameToken { append(toks[t].nameRange) }
        } else {
            let t = toks[auxToken!]
            append(Int(t.start)..<Int(t.end))
        }
        out.append(UInt8(ascii: "("))
        if let params = child(.parameterClause) {
            for p in params.children(.parameter) {
                if let l = p.auxToken { append(toks[l].nameRange) } else { out.append(UInt8(ascii: "_")) }
                out.append(UInt8(ascii: ":"))
            }
        }
        out.append(UInt8(ascii: ")"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Function or closure body / accessor code block.
    var body: Syntax? { child(.codeBlock) }

    /// The type declaration this member belongs to (nil for locals and top-level declarations).
    var owningType: Syntax? {
        var cur = parent
        while let c = cur {
            switch c.kind {
            case .memberBlock: return c.parent
            case .ifConfig, .ifConfigClause: cur = c.parent
            default: return nil
            }
        }
        return nil
    }

    /// Simple name of a type declaration (for extensions, the extended type).
    var typeName: String? { TypeIndex.declaredName(self) }

    /// Names in an inheritance clause, without generic arguments.
    var inheritedNames: [String] { children(.inheritance).map { TypeIndex.baseTypeName($0.text) } }

    /// The type annotation of a binding or parameter.
    var typeAnnotation: Syntax? { child(.typeRef) }

    /// The initializer expression of a binding (its first expression child).
    var initializer: Syntax? {
        children.first { $0.kind != .typeRef && $0.kind != .accessorBlock && $0.kind != .attribute }
    }

    /// A binding whose value is stored (no accessors, or only `willSet`/`didSet`).
    var isStoredBinding: Bool {
        guard kind == .binding else { return false }
        guard let acc = child(.accessorBlock) else { return true }
        let accessors = acc.children(.accessor)
        if accessors.isEmpty { return false } // implicit getter
        return accessors.allSatisfy { $0.nameIs("willSet") || $0.nameIs("didSet") }
    }

    // MARK: Expressions

    /// For a call: the callee expression.
    var callee: Syntax? { kind == .call || kind == .subscriptCall || kind == .macroExpansion ? firstChild : nil }

    /// For a call: the called name (`addObserver` in `NotificationCenter.default.addObserver(…)`).
    var calleeName: String? {
        guard let c = callee else { return nil }
        switch c.kind {
        case .identifier, .memberAccess: return c.name
        default: return nil
        }
    }

    func calleeNameIs(_ s: StaticString) -> Bool {
        guard let c = callee, c.kind == .identifier || c.kind == .memberAccess else { return false }
        return c.nameIs(s)
    }

    /// `calleeNameIs` for any of `names`, the callee read once (a rule's cheap test before it
    /// makes any text for a call).
    func calleeNameIs(anyOf names: [StaticString]) -> Bool {
        guard let c = callee, c.kind == .identifier || c.kind == .memberAccess else { return false }
        return names.contains { c.nameIs($0) }
    }

    /// The receiver of a method call or member access (`x` in `x.foo()`), if written.
    var receiver: Syntax? {
        let target = kind == .call ? callee : self
        guard let t = target, t.kind == .memberAccess else { return nil }
        return t.firstChild
    }

    /// Argument nodes of a call (including trailing closures).
    var arguments: [Syntax] { children(.argument) }

    /// `arguments.isEmpty` without building the array (rules test it on every call).
    var hasNoArguments: Bool { !children.contains { $0.kind == .argument } }

    /// The expression of an argument.
    var argumentValue: Syntax? { kind == .argument ? firstChild : nil }

    /// The argument with a given label.
    func argument(labeled label: StaticString) -> Syntax? {
        children.first { $0.kind == .argument && $0.nameIs(label) }
    }

    var argumentLabels: [String?] { arguments.map { $0.name } }

    /// Trailing closures and closure arguments of a call.
    var closureArguments: [Syntax] {
        arguments.compactMap { a in a.argumentValue.flatMap { $0.kind == .closure ? $0 : nil } }
    }

    /// `a.b?.c!.d` → ["a", "b", "c", "d"]; nil if the chain has calls or other forms in it.
    /// Implicit member `.foo` gives ["", "foo"].
    var memberPath: [String]? {
        var parts: [String] = []
        var cur: Syntax? = self
        while let c = cur {
            switch c.kind {
            case .identifier:
                parts.append(c.name ?? "")
                return parts.reversed()
            case .memberAccess:
                parts.append(c.name ?? "")
                cur = c.firstChild
                if cur == nil { parts.append(""); return parts.reversed() }
            default:
                return nil
            }
        }
        return nil
    }

    /// Like `memberPath` but steps through calls: `NotificationCenter.default.addObserver(…)`
    /// callee chain → ["NotificationCenter", "default", "addObserver"]; `foo().bar` → ["foo()", "bar"].
    var calleePath: [String] {
        var parts: [String] = []
        var cur: Syntax? = kind == .call ? callee : self
        var steps = 0
        while let c = cur, steps < 256 {
            steps += 1
            switch c.kind {
            case .identifier:
                parts.append(c.name ?? "")
                return parts.reversed()
            case .memberAccess:
                parts.append(c.name ?? "")
                cur = c.firstChild
            case .call, .subscriptCall:
                if let cc = c.callee, let nm = cc.name { parts.append(nm + "()") ; cur = cc.kind == .memberAccess ? cc.firstChild : nil }
                else { return parts.reversed() }
            default:
                return parts.reversed()
            }
        }
        return parts.reversed()
    }

    /// Whether this is `self` (or `super`) as an identifier expression.
    var isSelf: Bool { kind == .identifier && tree.file.tokens[firstTokenIndex].keyword == .`self` }
    var isSuper: Bool { kind == .identifier && tree.file.tokens[firstTokenIndex].keyword == .super }

    /// For `super.foo(…)` calls: "foo".
    var superCallName: String? {
        guard kind == .call, let c = callee, c.kind == .memberAccess, let base = c.firstChild, base.isSuper else { return nil }
        return c.name
    }

    /// The capture list items of a closure.
    var captureItems: [Syntax] { child(.captureList)?.children(.captureItem) ?? [] }

    /// Whether a closure captures `self` weakly or unowned in its own capture list.
    var capturesSelfWeakly: Bool {
        captureItems.contains { item in
            guard let spec = item.auxToken, let n = item.nameToken else { return false }
            let k = tree.file.tokens[spec].keyword
            return (k == .weak || k == .unowned) && tree.file.tokens[n].keyword == .`self`
        }
    }

    /// Source text with all whitespace and comments removed (for comparisons).
    var compactText: String {
        var out = ""
        for i in tokenRange { out += tree.file.text(tree.file.tokens[i]) }
        return out
    }
}

public extension Syntax {
    /// Versions named for iOS in an availability condition node (`#available(iOS 16, *)`).
    static func iOSVersion(inAvailability text: String) -> Version? {
        guard let r = text.firstRange(of: "iOS ") ?? text.firstRange(of: "iOS,") else { return nil }
        let rest = text[r.upperBound...].drop { $0 == " " || $0 == "," }
        let num = rest.prefix { $0.isNumber || $0 == "." }
        return Version(String(num))
    }

    /// True when the node sits in code that runs on systems older than `v`: the `else`
    /// branch of `if #available(iOS X, *)` with X >= v, the body of
    /// `if #unavailable(iOS X)` / `guard #available(iOS X) else {…}` with X >= v, or a
    /// declaration marked `@available(iOS, deprecated/obsoleted: X)` with X <= v… (code kept
    /// for old systems).
    func isInLegacyAvailabilityBranch(below v: Version) -> Bool {
        var child = self
        for anc in ancestors {
            switch anc.kind {
            case .ifStmt, .guardStmt:
                guard let conds = anc.child(.conditionList) else { break }
                for c in conds.children where c.kind == .macroExpansion {
                    let t = c.text
                    guard let x = Self.iOSVersion(inAvailability: t), x >= v else { continue }
                    let isAvailable = t.hasPrefix("#available")
                    let blocks = anc.children(.codeBlock)
                    if anc.kind == .guardStmt {
                        // guard #available(…) else { old systems }
                        if isAvailable, blocks.first?.contains(child) == true { return true }
                    } else if isAvailable {
                        if blocks.count > 1, blocks[1].contains(child) { return true }
                        if let elseIf = anc.child(.ifStmt), elseIf.contains(child) { return true }
                    } else if blocks.first?.contains(child) == true {
                        return true // #unavailable
                    }
                }
            case .funcDecl, .typeDecl, .varDecl:
                for a in anc.attributes where a.nameIs("available") {
                    let t = a.text
                    if t.containsBytes("iOS"), t.containsBytes("deprecated") || t.containsBytes("obsoleted") { return true }
                    if let x = Self.iOSVersion(inAvailability: t), t.containsBytes("introduced") == false,
                       !t.containsBytes("deprecated"), x < v, t.containsBytes("*") == false { return true }
                }
            default: break
            }
            child = anc
        }
        return false
    }
}

/// Expression keys and call shapes shared by the rule families.
extension Syntax {
    /// `override func` signature, or nil.
    var overrideSignature: String? {
        guard kind == .funcDecl, declKeyword == .func, hasModifier(.override) else { return nil }
        return functionSignature
    }

    /// A comparison key for an expression: its tokens without whitespace, `?`, `!`, `&`,
    /// and a leading `self.` (`self.current?.view` → `current.view`).
    var comparisonKey: String {
        let toks = tree.file.tokens
        var out = ""
        for i in tokenRange {
            let t = toks[i]
            if t.kind == .questionPostfix || t.kind == .exclaimPostfix || t.kind == .ampersandPrefix { continue }
            out += tree.file.text(t)
        }
        while out.hasPrefix("self.") { out.removeFirst(5) }
        return out
    }

    /// The first component of `comparisonKey` (`bag` for `self.bag[key]`, `token` for `token?.x`).
    var rootComparisonKey: String {
        let k = comparisonKey
        if let i = k.firstIndex(where: { $0 == "." || $0 == "[" || $0 == "(" }) { return String(k[..<i]) }
        return k
    }

    /// The receiver is `self` or absent (`foo()`, `self.foo()`).
    var isCallOnSelf: Bool {
        guard let c = callee else { return false }
        if c.kind == .identifier { return true }
        if c.kind == .memberAccess, let b = c.firstChild, b.isSelf { return true }
        return false
    }

    /// The token of the called name (`addObserver` in `center.addObserver(…)`).
    var calledNameToken: Int {
        if let c = callee, let t = c.nameToken { return t }
        return firstTokenIndex
    }
}
