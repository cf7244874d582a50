/// Reads the cross-file facts (`CrossFileRecords`) from tokens, in the declaration scanner's single
/// pass: the scanner hands it every token it visits (`step`) and tells it where a type's
/// member block opens (`openType`). It keeps its own brace depth, the stack of types and the
/// stack of members (function bodies, property accessors and initializers, `#Preview`).
///
/// Cheap by design: one switch per token; the backward and forward looks at a construction
/// site, an assignment or a teardown call are bounded; nothing is allocated for tokens that
/// start no fact.
struct FactScanner {
    let file: SourceFile
    let toks: [Token]
    /// The file's bytes, held here so that reading them costs no retain of the file.
    let bytes: [UInt8]
    let n: Int
    let path: String

    var depth = 0
    /// Open types, innermost last: names and the brace depth of their member blocks.
    var typeNames: [String] = []
    var typeDepths: [Int] = []
    /// One member being read: a function body, a property's braces, `#Preview { }`.
    struct OpenMember {
        /// The member's name as a `MemberName` code: strings are made only for facts that need them.
        var name: Int
        /// The brace depth its body opened at.
        var depth: Int
        /// The `{` of its body.
        var brace: Int
        var isPreview: Bool
        /// Whether it runs once per instance (an initializer, `viewDidLoad`, app launch).
        var isSetup: Bool
        /// The inner-brace stack size and the closure count when it opened.
        var innerBase: Int
        var closureBase: Int
    }
    /// Members being read, innermost last.
    var members: [OpenMember] = []
    /// Braces opened inside the current members, innermost last: whether each is a closure.
    var innerBraceIsClosure: [Bool] = []
    /// Closures open inside the current member.
    var closureCount = 0
    /// For each bracket token, the index of its partner (-1 for other tokens, or unmatched).
    let partner: [Int32]
    var pendingBody: (brace: Int, name: Int, setup: Bool)?
    var seenSetupCalls = Set<String>()
    var previewPending = false
    var previewCount = 0
    /// The last member (or global) property or function declared: names the braces of an
    /// accessor block or an initializer closure opened at member level.
    var lastMember: Int = MemberName.none { didSet { context &+= 1 } }
    /// Changes whenever the enclosing type, member or last member changes: with it, a site's
    /// dedup key needs no string hashing.
    var context: UInt64 = 0

    var facts = CrossFileRecords()
    /// Brackets open at the current token, innermost last: what encloses a view construction.
    var openBrackets: [Int32] = []
    var seenViewConstructions = Set<ViewConstruction>()
    var seenUnknownViewConstructions = Set<UInt64>()
    /// `isViewBuildingMember()` for the context it was last computed in.
    var viewBuildingMemberCache: (context: UInt64, value: Bool)?
    var seenViewWrappers = Set<ViewWrappingMember>()
    var seenSites = Set<UInt64>()
    var seenTeardowns = Set<StorageTeardown>()
    var seenReferences = Set<SelfReference>()

    /// This file's private factory methods (`private func makeX() -> X { … }`), by name: the
    /// type each returns. Only a `private`/`fileprivate` function declared once in the file
    /// qualifies, so every call of it is in this file and read here.
    var factoryReturnTypes: [String: String] = [:]
    /// The factories' name lengths, one bit each (lengths from 63 up share the last bit): the
    /// per-identifier test before any text is compared, a shift and a mask where a set lookup
    /// hashed.
    var factoryNameLengths: UInt64 = 0
    @inline(__always) static func lengthBit(_ length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }
    /// Per factory, the names it returns (`return service`).
    var factoryReturnedNames: [String: Set<String>] = [:]
    /// Constructions of a factory's return type directly in its body, returned or kept in a
    /// local: the index in `facts.constructions`, the factory, the local (nil: `return T()`).
    var factoryProducts: [(site: Int, factory: String, local: String?)] = []
    /// Each call of a factory, as the construction site it stands for.
    var factoryCalls: [String: [ConstructionSite]] = [:]
    /// Factories named other than in a call read here (`Type.makeX()`, `map(makeX)`).
    var escapedFactories = Set<String>()

    /// Whether the view-tree facts are gathered (view constructions, environment injections,
    /// navigation-container builders): the engine asks for them only when a rule reads them.
    let viewTree: Bool

    /// `active: false` reads nothing (test code): no bracket table is built.
    init(file: SourceFile, active: Bool = true, viewTree: Bool = true) {
        self.file = file
        self.viewTree = viewTree
        toks = file.tokens
        bytes = file.bytes
        n = toks.count
        path = file.path
        guard active else {
            partner = []
            return
        }
        // Bracket partners in one pass, so that skipping a closure or an argument list is O(1).
        var partner = [Int32](repeating: -1, count: toks.count)
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        // The `func` keywords, for the factory search, noted in the same pass.
        var funcKeywords: [Int] = []
        for i in 0..<toks.count {
            if toks[i].keyword == .func { funcKeywords.append(i) }
            switch toks[i].kind {
            case .lParen, .lBracket, .lBrace, .interpolationStart:
                stack.append(Int32(i))
            case .rParen, .rBracket, .rBrace, .interpolationEnd:
                if let o = stack.popLast() {
                    partner[Int(o)] = Int32(i)
                    partner[i] = o
                }
            default: break
            }
        }
        self.partner = partner
        findPrivateFactories(funcKeywords)
    }

    /// Fills `factoryReturnTypes`: private functions whose signature ends `-> T {`, T a simple
    /// capitalised name, declared once in the file (overloads make calls ambiguous).
    mutating func findPrivateFactories(_ funcKeywords: [Int]) {
        // Candidates first (name token, return type token), so that a file without one
        // allocates nothing.
        var candidates: [(name: Int, type: Int)] = []
        var functionNames: [Int] = []
        for i in funcKeywords where i + 1 < n && toks[i + 1].kind == .identifier {
            functionNames.append(i + 1)
            var isPrivate = false
            var j = i - 1
            while j >= 0, i - j <= 4, toks[j].kind == .keyword || (toks[j].kind == .identifier && toks[j].keyword != .none) {
                if toks[j].keyword == .private || toks[j].keyword == .fileprivate { isPrivate = true }
                j -= 1
            }
            var k = i + 2
            guard isPrivate, k < n, toks[k].kind == .lParen else { continue }
            k = Int(partner[k]) + 1
            guard k > i + 2 else { continue }
            while k < n, toks[k].keyword == .async || toks[k].keyword == .throws || toks[k].keyword == .rethrows { k += 1 }
            guard k + 2 < n, toks[k].kind == .arrow, toks[k + 1].kind == .identifier, toks[k + 1].keyword == .none,
                  isUpper(k + 1), toks[k + 2].kind == .lBrace else { continue }
            candidates.append((i + 1, k + 1))
        }
        for c in candidates where functionNames.filter({ file.hasSameText($0, c.name) }).count == 1 {
            let name = file.identifierText(c.name)
            factoryReturnTypes[name] = file.identifierText(c.type)
            factoryNameLengths |= Self.lengthBit(toks[c.name].length)
        }
    }

    // MARK: Context

    /// Inside a member's body (of the innermost type, or of the file when no type is open).
    @inline(__always) var inMember: Bool {
        guard let d = members.last?.depth else { return false }
        if let t = typeDepths.last, d <= t { return false }
        return true
    }

    /// The name of the member whose body holds the current token.
    var memberName: String? { inMember ? members.last.flatMap { name(of: $0.name) } : nil }

    /// A member name code: the token of the name, or one of the fixed names.
    enum MemberName {
        static let none = -1, initializer = -2, deinitializer = -3, subscriptMember = -4, preview = -5, empty = -6
    }

    func name(of code: Int) -> String? {
        switch code {
        case MemberName.none: return nil
        case MemberName.initializer: return "init"
        case MemberName.deinitializer: return "deinit"
        case MemberName.subscriptMember: return "subscript"
        case MemberName.preview: return "#Preview"
        case MemberName.empty: return ""
        default: return file.identifierText(code)
        }
    }

    var inPreviewMember: Bool { inMember && members.last?.isPreview == true }

    /// Directly in a type's body (or at file level when no type is open), outside any member.
    @inline(__always) var atMemberLevel: Bool {
        !inMember && depth == (typeDepths.last ?? 0)
    }

    mutating func noteEntryPoint(_ name: String) {
        if !facts.entryPoints.contains(name) { facts.entryPoints.append(name) }
    }

    /// The scanner found a type declaration whose member block opens at `brace`.
    mutating func openType(_ name: String, brace: Int) {
        openBrackets.append(Int32(brace))
        depth += 1
        typeNames.append(name)
        typeDepths.append(depth)
        lastMember = MemberName.none
        context &+= 1
    }

    /// The token kinds `step` does anything for, as bits by raw value: the scan calls it for
    /// these only (about half the tokens are punctuation, operators and literals, and a call
    /// of this large function costs a dozen instructions before it looks at the token).
    static let steppedKinds: UInt64 = [TokenKind.identifier, .keyword, .lParen, .rParen, .lBracket, .rBracket, .lBrace, .rBrace,
                                       .interpolationStart, .interpolationEnd, .equal, .poundKeyword]
        .reduce(0) { $0 | 1 &<< UInt64($1.rawValue) }

    /// Call for tokens of the `steppedKinds` only (other tokens change nothing).
    @inline(__always) mutating func step(_ i: Int) {
        let t = toks[i]
        switch t.kind {
        case .lParen, .lBracket:
            openBrackets.append(Int32(i))
        case .rParen, .rBracket:
            if !openBrackets.isEmpty { openBrackets.removeLast() }
        case .lBrace:
            openBrackets.append(Int32(i))
            depth += 1
            if let p = pendingBody, p.brace == i {
                pushScope(p.name, brace: i, preview: false, setup: p.setup)
                pendingBody = nil
            } else if previewPending {
                previewPending = false
                previewCount += 1
                pushScope(MemberName.preview, brace: i, preview: true)
            } else if !inMember {
                // An accessor block, a property's initializer closure, or a closure at file level.
                pushScope(lastMember == MemberName.none ? MemberName.empty : lastMember, brace: i, preview: false)
            } else {
                let closure = isClosureBrace(i)
                innerBraceIsClosure.append(closure)
                if closure { closureCount += 1 }
            }
        case .interpolationStart:
            openBrackets.append(Int32(i))
            depth += 1
        case .rBrace, .interpolationEnd:
            if !openBrackets.isEmpty { openBrackets.removeLast() }
            depth -= 1
            let closesType = typeDepths.last.map { $0 > depth } ?? false
            let closesScope = members.last.map { $0.depth > depth } ?? false
            if t.kind == .rBrace, !closesType, !closesScope, innerBraceIsClosure.count > (members.last?.innerBase ?? 0),
               innerBraceIsClosure.removeLast() {
                closureCount -= 1
            }
            while let m = members.last, m.depth > depth {
                members.removeLast()
                if m.isPreview { previewCount -= 1 }
                innerBraceIsClosure.removeSubrange(min(m.innerBase, innerBraceIsClosure.count)...)
                closureCount = m.closureBase
                context &+= 1
            }
            while let d = typeDepths.last, d > depth {
                typeDepths.removeLast()
                typeNames.removeLast()
                context &+= 1
            }
        case .identifier:
            // Only capitalised names (constructions) and a few method names (teardowns) matter.
            guard t.keyword == .none, t.length > 0 else { return }
            let b = bytes[Int(t.start)]
            if (b >= 65 && b <= 90) || b == UInt8(ascii: "`") {
                identifier(i)
            } else if viewTree, b == UInt8(ascii: "e"), i > 0, toks[i - 1].kind == .period {
                environmentModifier(i)
            } else if b == UInt8(ascii: "r") || b == UInt8(ascii: "c") || b == UInt8(ascii: "i"), !typeNames.isEmpty, inMember {
                identifier(i)
            }
            if !factoryReturnTypes.isEmpty, !(b >= 65 && b <= 90), factoryNameLengths & Self.lengthBit(t.length) != 0 {
                factoryReference(i)
            }
            if !(b >= 65 && b <= 90), closureCount == 0, members.last?.isSetup == true, !typeNames.isEmpty, inMember {
                setupCall(i)
            }
        case .keyword:
            switch t.keyword {
            case .func, .var, .let, .`init`, .deinit, .subscript, .`Self`, .`self`: keyword(i)
            case .return: if !factoryReturnTypes.isEmpty { factoryReturn(i) }
            default: break
            }
        case .equal:
            if !typeNames.isEmpty, inMember { assignment(i) }
        case .poundKeyword:
            if file.tokenEquals(i, "#Preview") { previewPending = true }
        default:
            break
        }
    }

    mutating func pushScope(_ name: Int, brace: Int, preview: Bool, setup: Bool = false) {
        members.append(OpenMember(name: name, depth: depth, brace: brace, isPreview: preview, isSetup: setup,
                                  innerBase: innerBraceIsClosure.count, closureBase: closureCount))
        closureCount = 0
        context &+= 1
    }

    // MARK: Tokens

    @inline(__always) func isUpper(_ i: Int) -> Bool {
        let t = toks[i]
        guard t.length > 0 else { return false }
        let b = bytes[Int(t.start) + (t.flags.contains(.backticked) ? 1 : 0)]
        return b >= 65 && b <= 90
    }

    @inline(__always) func firstByte(_ i: Int) -> UInt8 {
        let t = toks[i]
        return t.length > 0 ? bytes[Int(t.start)] : 0
    }


    mutating func identifier(_ i: Int) {
        let t = toks[i]
        if t.keyword != .none { return }
        if isUpper(i) {
            if viewTree, firstByte(i) == UInt8(ascii: "N"), t.length >= 14, isNavigationContainer(i) { noteViewWrapper(injects: false) }
            construction(at: i)
            return
        }
        guard !typeNames.isEmpty, inMember, Teardown.startsAName[Int(firstByte(i))] else { return }
        if let m = Teardown.method(at: i, in: file) {
            teardownCall(i, m.action, needsNoArguments: m.needsNoArguments)
        } else if Teardown.isRemoval(at: i, in: file) {
            observerRemoval(i)
        }
    }

    mutating func keyword(_ i: Int) {
        let k = toks[i].keyword
        switch k {
        case .func:
            guard atMemberLevel, i + 1 < n, toks[i + 1].kind == .identifier || toks[i + 1].kind == .operator else { return }
            lastMember = i + 1
            if let b = bodyStart(from: i + 2) { pendingBody = (b, i + 1, isSetupFunction(nameToken: i + 1)) }
        case .var, .let:
            guard atMemberLevel else { return }
            if i > 0, toks[i - 1].kind == .period { return }
            if typeNames.isEmpty {
                if i + 1 < n, toks[i + 1].kind == .identifier { lastMember = i + 1 }
            } else {
                property(i, isLet: k == .let)
            }
        case .`init`:
            guard atMemberLevel, !typeNames.isEmpty, !(i > 0 && toks[i - 1].kind == .period) else { return }
            initializer(i)
        case .deinit, .subscript:
            guard atMemberLevel, !typeNames.isEmpty else { return }
            let name = k == .deinit ? MemberName.deinitializer : MemberName.subscriptMember
            lastMember = name
            if let b = bodyStart(from: i + 1) { pendingBody = (b, name, false) }
        case .`Self`:
            if let t = typeNames.last, i + 1 < n { construction(at: i, typeName: t) }
        case .`self`:
            selfArgument(i)
        default:
            break
        }
    }

    /// The `{` that opens the body of the declaration whose signature starts at `from`, or nil
    /// for a requirement without a body.
    func bodyStart(from: Int) -> Int? {
        var j = from
        var paren = 0
        var steps = 0
        while j < n, steps < 2048 {
            let u = toks[j]
            switch u.kind {
            case .lParen, .lBracket: paren += 1
            case .rParen, .rBracket: paren -= 1
            case .lBrace: if paren <= 0 { return j }
            case .rBrace, .semicolon: if paren <= 0 { return nil }
            case .at, .poundKeyword: if paren <= 0 { return nil }
            case .keyword:
                if paren <= 0 {
                    switch u.keyword {
                    case .func, .var, .let, .`init`, .deinit, .subscript, .case, .struct, .enum, .protocol,
                         .extension, .typealias, .static, .import: return nil
                    default: break
                    }
                }
            default: break
            }
            j += 1
            steps += 1
        }
        return nil
    }

    /// Whether the `{` at `b`, inside a member's body, opens a closure rather than the block of
    /// `if`, `guard … else`, `for`, `while`, `switch`, `do`, `catch`, `defer`, `repeat` or an accessor.
    func isClosureBrace(_ b: Int) -> Bool {
        guard b > 0 else { return true }
        let p = toks[b - 1]
        switch p.keyword {
        case .else, .do, .repeat, .defer, .get, .set, .willSet, .didSet: return false
        default: break
        }
        var j = b - 1
        var steps = 0
        while j >= 0, steps < 96 {
            steps += 1
            let u = toks[j]
            switch u.kind {
            case .rParen, .rBracket, .rBrace:
                let o = Int(partner[j])
                guard o >= 0, o < j else { return true }
                j = o
            case .lBrace, .semicolon, .lParen, .lBracket:
                return true
            case .keyword:
                switch u.keyword {
                case .if, .guard, .while, .for, .switch, .catch: return false
                case .return: return true
                default: break
                }
            default: break
            }
            // A statement starts at a line break unless the previous line continues it.
            if toks[j].flags.contains(.newlineBefore), j > 0 {
                let q = toks[j - 1]
                if !(q.kind == .comma || q.kind == .operator || q.kind == .equal || q.keyword == .where) { return true }
            }
            j -= 1
        }
        return true
    }

    /// The bracket closing the `(`, `[` or `{` at `open`, or nil.
    @inline(__always) func matchForward(_ open: Int) -> Int? {
        let p = Int(partner[open])
        return p > open ? p : nil
    }


}
