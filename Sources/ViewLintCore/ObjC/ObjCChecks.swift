/// A rule with an Objective-C half, in `<Rule>+ObjC.swift` beside the rule: `ObjCChecks` runs
/// `checkObjC` for each class a file implements and `checkObjCFile` once per file.
protocol ObjectiveCChecked: Rule {
    static func checkObjC(_ checks: inout ObjCChecks, _ cls: ObjCChecks.ImplementedClass)
    static func checkObjCFile(_ checks: inout ObjCChecks)
}

extension ObjectiveCChecked {
    static func checkObjC(_ checks: inout ObjCChecks, _ cls: ObjCChecks.ImplementedClass) {}
    static func checkObjCFile(_ checks: inout ObjCChecks) {}
}

/// The rules that make sense in Objective-C, run over one `.m`/`.h` file: same ids and
/// severities as the Swift rules, messages in Objective-C terms. Method bodies are read from
/// clang's tokens (message sends `[r sel:arg]`, blocks `^{ }`), see `ObjCFile`.
struct ObjCChecks {
    /// The rules with an Objective-C half (`<Rule>+ObjC.swift` beside each), from the registry.
    static let rules: [any ObjectiveCChecked.Type] = RuleRegistry.all.compactMap { $0 as? any ObjectiveCChecked.Type }
    static let ruleIDs = Set(rules.map { $0.info.id })

    let file: ObjCFile
    let index: TypeIndex
    let options: LintOptions
    let enabled: Set<String>
    private var findings: [Finding] = []

    init(file: ObjCFile, index: TypeIndex, options: LintOptions, enabled: Set<String>) {
        self.file = file
        self.index = index
        self.options = options
        self.enabled = enabled
    }

    /// Implementation methods grouped by class (categories merged). Categories on UIKit's
    /// own classes are left out: their methods replace UIKit's, they do not override them.
    private var classes: [(name: String, methods: [ObjCFile.Method])] {
        var order: [String] = []
        var by: [String: [ObjCFile.Method]] = [:]
        for c in file.containers where c.kind == .implementation {
            if c.isCategory, KnownTypes.superclass[c.name] != nil || KnownTypes.rootClasses.contains(c.name) { continue }
            if by[c.name] == nil { order.append(c.name) }
            by[c.name, default: []].append(contentsOf: c.methods)
        }
        return order.map { ($0, by[$0]!) }
    }

    /// An implemented class (its categories merged), as each rule's class check reads it.
    struct ImplementedClass {
        let name: String
        let methods: [ObjCFile.Method]
        let role: TypeIndex.Role
        let isAppKit: Bool
    }

    mutating func run() -> [Finding] {
        let rules = Self.rules.filter { enabled.contains($0.info.id) }
        for (name, methods) in classes {
            let cls = ImplementedClass(name: name, methods: methods, role: Self.role(name, index), isAppKit: isAppKit(name))
            for rule in rules { rule.checkObjC(&self, cls) }
        }
        for rule in rules { rule.checkObjCFile(&self) }
        return findings
    }

    // MARK: Support

    static func role(_ name: String, _ index: TypeIndex) -> TypeIndex.Role {
        let r = index.role(of: name)
        if r == .other, !index.isKnownOrDeclared(name), !name.hasPrefix("NS") { return TypeIndex.roleByName(name) }
        return r
    }

    func isAppKit(_ name: String) -> Bool {
        index.superclassChain(of: name).contains { ["NSViewController", "NSView", "NSWindowController", "NSResponder", "NSWindow"].contains($0) }
    }

    mutating func report(_ info: RuleInfo, token: Int, _ message: String) {
        guard token >= 0, token < file.tokens.count else { return }
        let t = file.tokens[token]
        let s = file.location(of: Int(t.start)), e = file.location(of: Int(t.end))
        let sev = options.severityOverrides[info.id] ?? info.severity
        findings.append(Finding(ruleID: info.id, severity: sev, message: message, path: file.path,
                                line: s.line, column: s.column, endLine: e.line, endColumn: e.column,
                                startOffset: Int(t.start), endOffset: Int(t.end)))
    }

    func receiver(_ s: ObjCFile.Send) -> String { file.text(s.receiver) }

    /// `self.child` / `_child` / `child` → `child`: one key for a property and its ivar.
    static func key(_ text: String, _ aliases: Set<String> = []) -> String {
        var t = Substring(text)
        if let dot = t.firstIndex(of: "."), aliases.contains(String(t[..<dot])) { t = t[t.index(after: dot)...] }
        if t.hasPrefix("self.") { t = t.dropFirst(5) }
        if t.hasPrefix("self->") { t = t.dropFirst(6) }
        if t.hasPrefix("_"), t.count > 1 { t = t.dropFirst() }
        return String(t)
    }

    /// Token ranges governed by `if`/`else`/`switch`/`while`/`for` inside `body`.
    func conditionalRanges(_ body: Range<Int>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var k = body.lowerBound
        while k < body.upperBound {
            if file.tok(k, "if") || file.tok(k, "else") || file.tok(k, "switch") || file.tok(k, "while") || file.tok(k, "for") {
                var j = k + 1
                if file.tok(j, "(") { j = file.matching(j) + 1 }
                if file.tok(j, "{") {
                    out.append(j..<file.matching(j))
                } else {
                    var e = j
                    var depth = 0
                    while e < body.upperBound {
                        if file.tok(e, "(") || file.tok(e, "[") || file.tok(e, "{") { depth += 1 }
                        else if file.tok(e, ")") || file.tok(e, "]") || file.tok(e, "}") { depth -= 1 }
                        else if depth <= 0, file.tok(e, ";") { break }
                        e += 1
                    }
                    out.append(j..<e)
                }
            }
            k += 1
        }
        return out
    }

    /// Which tokens of `body` sit under a condition (indexed from `body.lowerBound`).
    struct Conditional {
        var base: Int
        var mask: [Bool]
        func contains(_ tok: Int) -> Bool { tok >= base && tok - base < mask.count && mask[tok - base] }
    }

    func conditional(_ body: Range<Int>) -> Conditional {
        var mask = [Bool](repeating: false, count: body.count)
        for r in conditionalRanges(body) {
            for t in r where t >= body.lowerBound && t < body.upperBound {
                if mask[t - body.lowerBound] { continue }
                mask[t - body.lowerBound] = true
            }
        }
        return Conditional(base: body.lowerBound, mask: mask)
    }

    /// `[self helper…]` calls to the class's own methods in `body`.
    func helperCalls(_ body: Range<Int>, _ methods: [String: ObjCFile.Method]) -> [(send: ObjCFile.Send, method: ObjCFile.Method)] {
        file.sends(in: body).compactMap { s in
            guard receiver(s) == "self", let m = methods[s.selector], m.body != nil else { return nil }
            return (s, m)
        }
    }
}
