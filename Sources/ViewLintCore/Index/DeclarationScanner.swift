/// Builds the type index from tokens alone, without a parse: the engine's first pass over
/// every file of a run. Declarations are found by their keywords; inheritance clauses are
/// read up to `{`/`where`; member names are the `func`/`var`/`let` names directly inside a
/// type's braces. Linear in tokens, allocation only per declaration.
public enum DeclarationScanner {
    /// The view-tree facts are gathered when the index says it carries them (`hasViewTree`).
    public static func collect(from file: SourceFile, into index: TypeIndex) {
        index.apply(summarize(file, viewTree: index.hasViewTree))
    }

    /// The file's contribution to the type index, in declaration order. The engine
    /// applies summaries in file order, so the index does not depend on scheduling, and the
    /// cache stores them so that an unchanged file is not lexed again. `viewTree: false` leaves
    /// out the view-tree facts, which only rules that conform to `ReadsViewTree` ask about.
    public static func summarize(_ file: SourceFile, viewTree: Bool = true) -> DeclSummary {
        summarize(file, viewTree: viewTree, factsOnEveryToken: false)
    }

    /// `factsOnEveryToken` (tests) hands the fact scanner every token, not only the kinds it
    /// declares (`FactScanner.steppedKinds`): the summaries must come out the same.
    static func summarize(_ file: SourceFile, viewTree: Bool, factsOnEveryToken: Bool) -> DeclSummary {
        var summary = DeclSummary()
        let toks = file.tokens
        let n = toks.count
        // Test code feeds the declarations but not the facts: every query about construction
        // sites, teardowns or back references is about the code that ships.
        let readsFacts = !FileScope.isTestPath(file.path)
        var facts = FactScanner(file: file, active: readsFacts, viewTree: viewTree)
        // Which names each type mentions: shipping code only, as for the facts.
        var references = ReferenceCollector(file: file, active: readsFacts)
        let referenceKinds = readsFacts ? ReferenceCollector.steppedKinds : 0
        let steppedKinds = readsFacts ? (factsOnEveryToken ? ~0 : FactScanner.steppedKinds) : 0
        var depth = 0
        // (type name, brace depth of its member block)
        var open: [(name: String, depth: Int, members: [String])] = []
        var i = 0
        while i < n {
            let t = toks[i]
            if (steppedKinds &>> UInt64(t.kind.rawValue)) & 1 != 0 { facts.step(i) }
            if (referenceKinds &>> UInt64(t.kind.rawValue)) & 1 != 0 { references.step(i, inPreview: facts.previewCount > 0) }
            switch t.kind {
            case .lBrace, .interpolationStart:
                depth += 1
            case .rBrace, .interpolationEnd:
                depth -= 1
                while let top = open.last, depth < top.depth {
                    if !top.members.isEmpty { summary.members.append((top.name, top.members)) }
                    open.removeLast()
                    references.closeType()
                }
            case .keyword, .identifier:
                let k = t.keyword
                if let top = open.last, depth == top.depth, k == .func || k == .var || k == .let {
                    if i + 1 < n, toks[i + 1].kind == .identifier || (k == .func && toks[i + 1].kind == .operator) {
                        open[open.count - 1].members.append(file.identifierText(i + 1))
                    }
                    break
                }
                guard let kind = declKind(toks, i, n) else { break }
                // `import class Module.Name` names a type; it does not declare one.
                if i > 0, toks[i - 1].keyword == .import { break }
                var j = i + 1
                guard j < n, toks[j].kind == .identifier || toks[j].kind == .keyword else { break }
                var nameTok = j
                j += 1
                while j + 1 < n, toks[j].kind == .period, toks[j + 1].kind == .identifier || toks[j + 1].kind == .keyword {
                    nameTok = j + 1
                    j += 2
                }
                let name = file.identifierText(nameTok)
                // generic parameters
                if j < n, toks[j].kind == .operator, file.bytes[Int(toks[j].start)] == UInt8(ascii: "<") {
                    j = skipAngles(file, j)
                }
                var inherited: [String] = []
                if j < n, toks[j].kind == .colon {
                    j += 1
                    var start = j
                    var angle = 0, paren = 0
                    while j < n {
                        let u = toks[j]
                        if u.kind == .operator {
                            for b in Int(u.start)..<Int(u.end) {
                                let c = file.bytes[b]
                                if c == UInt8(ascii: "<") { angle += 1 } else if c == UInt8(ascii: ">") { angle -= 1 }
                            }
                        } else if u.kind == .lParen { paren += 1 } else if u.kind == .rParen { paren -= 1 }
                        let atTop = angle <= 0 && paren <= 0
                        if atTop && (u.kind == .lBrace || u.keyword == .where || u.kind == .rBrace || u.kind == .semicolon) { break }
                        if atTop && u.kind == .comma {
                            if j > start { inherited.append(TypeIndex.baseTypeName(text(file, start, j))) }
                            start = j + 1
                        }
                        j += 1
                        if j - i > 512 { break }
                    }
                    if j > start { inherited.append(TypeIndex.baseTypeName(text(file, start, j))) }
                }
                summary.records.append(TypeIndex.TypeRecord(name: name, kind: kind, inherited: inherited.filter { !$0.isEmpty },
                                               path: file.path, isObjC: kind == .protocol && hasAttribute(file, i, "objc")))
                if kind != .extension, kind != .protocol, hasAttribute(file, i, "main") { facts.noteEntryPoint(name) }
                // find the member block's `{` (skipping a where clause)
                var k2 = j
                var steps = 0
                while k2 < n, toks[k2].kind != .lBrace, toks[k2].kind != .rBrace, toks[k2].kind != .semicolon, steps < 512 {
                    k2 += 1; steps += 1
                }
                if k2 < n, toks[k2].kind == .lBrace {
                    depth += 1
                    facts.openType(name, brace: k2)
                    references.openType(name, inherited: inherited, header: (nameTok + 1)..<k2,
                                        isPublic: kind != .extension && hasModifier(file, i, .public, .open),
                                        inPreview: facts.previewCount > 0)
                    var members: [String] = []
                    members.reserveCapacity(16) // most types declare a few to a few dozen
                    open.append((name, depth, members))
                    i = k2 + 1
                    continue
                }
                i = max(j, i + 1)
                continue
            default:
                break
            }
            i += 1
        }
        for top in open where !top.members.isEmpty { summary.members.append((top.name, top.members)) }
        if readsFacts { facts.finish() }
        summary.facts = facts.facts
        summary.references = references.finish()
        return summary
    }

    static func declKind(_ toks: [Token], _ i: Int, _ n: Int) -> TypeIndex.DeclKind? {
        let t = toks[i]
        switch t.keyword {
        case .class:
            guard i + 1 < n, toks[i + 1].kind == .identifier || toks[i + 1].flags.contains(.backticked) else { return nil }
            // `class func`, `class var`, `class override …` are members
            let nk = toks[i + 1].keyword
            if nk != .none { return nil }
            return .class
        case .struct: return .struct
        case .enum: return .enum
        case .protocol:
            return i + 1 < n && toks[i + 1].kind == .identifier ? .protocol : nil
        case .extension: return .extension
        case .actor:
            guard t.kind == .identifier, i + 1 < n, toks[i + 1].kind == .identifier,
                  !toks[i + 1].flags.contains(.newlineBefore), toks[i + 1].keyword == .none else { return nil }
            if i > 0, !t.flags.contains(.newlineBefore), toks[i - 1].kind == .period
                || (toks[i - 1].kind == .identifier && toks[i - 1].keyword == .none && !(i > 1 && toks[i - 2].kind == .at)) {
                return nil
            }
            return .actor
        default:
            return nil
        }
    }

    static func skipAngles(_ file: SourceFile, _ start: Int) -> Int {
        let toks = file.tokens
        var d = 0
        var j = start
        while j < toks.count, j - start < 256 {
            let u = toks[j]
            if u.kind == .lBrace || u.kind == .rBrace { return j }
            if u.kind == .operator {
                for b in Int(u.start)..<Int(u.end) {
                    let c = file.bytes[b]
                    if c == UInt8(ascii: "<") { d += 1 } else if c == UInt8(ascii: ">") { d -= 1 }
                }
            }
            j += 1
            if d <= 0 { return j }
        }
        return j
    }

    static func text(_ file: SourceFile, _ a: Int, _ b: Int) -> String {
        file.text(from: Int(file.tokens[a].start), to: Int(file.tokens[b - 1].end))
    }

    /// The attribute `@name` among the attributes and modifiers right before the declaration
    /// keyword at `i`.
    static func hasAttribute(_ file: SourceFile, _ i: Int, _ name: StaticString) -> Bool {
        precedingModifiers(file, i) { j, isAttribute in isAttribute && file.tokenEquals(j, name) }
    }

    /// One of the modifiers `a`, `b` (`public`, `open`) before the declaration keyword at `i`.
    static func hasModifier(_ file: SourceFile, _ i: Int, _ a: Keyword, _ b: Keyword) -> Bool {
        precedingModifiers(file, i) { j, isAttribute in !isAttribute && (file.tokens[j].keyword == a || file.tokens[j].keyword == b) }
    }

    /// Walks back over the attributes (`@main`, `@objc(Name)`) and modifiers before the
    /// declaration keyword at `i`, asking `match` of each (the attribute's name token, or the
    /// modifier); true at the first match.
    static func precedingModifiers(_ file: SourceFile, _ i: Int, _ match: (Int, Bool) -> Bool) -> Bool {
        var j = i - 1
        var steps = 0
        while j >= 1, steps < 16 {
            steps += 1
            let t = file.tokens[j]
            if t.kind == .identifier, file.tokens[j - 1].kind == .at {
                if match(j, true) { return true }
                j -= 2
                continue
            }
            if t.kind == .rParen { // @objc(Name)
                while j > 0, file.tokens[j].kind != .lParen { j -= 1 }
                j -= 1
                continue
            }
            if t.keyword != .none { // modifiers
                if match(j, false) { return true }
                j -= 1
                continue
            }
            break
        }
        return false
    }
}

/// What one file declares: type records, member names and the cross-file facts
/// (`CrossFileRecords`), in the order the scanner met them.
public struct DeclSummary: Sendable {
    public var records: [TypeIndex.TypeRecord] = []
    public var members: [(type: String, names: [String])] = []
    public var facts = CrossFileRecords()
    /// What each type of the file names (`ReferenceCollector`): the reachability graph's edges.
    public var references: [TypeReferenceRecord] = []
    public init() {}

    public var isEmpty: Bool { records.isEmpty && members.isEmpty && facts.isEmpty && references.isEmpty }
}

extension TypeIndex {
    public func apply(_ s: DeclSummary) {
        if s.isEmpty { return }
        // The memos are cleared once for the whole summary (and again after it, in case a
        // reader filled one from a half-applied summary), not once per record.
        clearMemo()
        for r in s.records { insert(r) }
        for (t, names) in s.members { insertMembers(t, names) }
        if !s.facts.isEmpty { insertFacts(s.facts) }
        if !s.references.isEmpty { insertReferences(s.references) }
        clearMemo()
    }
}
