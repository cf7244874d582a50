/// Reads the cross-file facts (`DeclFacts`) from tokens, in the declaration scanner's single
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

    private var depth = 0
    /// Open types, innermost last: names and the brace depth of their member blocks.
    private var typeNames: [String] = []
    private var typeDepths: [Int] = []
    /// Members being read (a function body, a property's braces, `#Preview { }`), innermost last.
    /// Member names as `MemberName` codes: strings are made only for facts that need them.
    private var scopeNames: [Int] = []
    private var scopeDepths: [Int] = []
    private var scopePreviews: [Bool] = []
    /// Braces opened inside the current members, innermost last: whether each is a closure.
    private var innerBraceIsClosure: [Bool] = []
    /// Closures open inside the current member.
    private var closureCount = 0
    /// Per open member: the inner-brace stack size and closure count when it opened.
    private var scopeInnerBase: [Int] = []
    private var scopeClosureBase: [Int] = []
    /// For each bracket token, the index of its partner (-1 for other tokens, or unmatched).
    private let partner: [Int32]
    private var pendingBody: (brace: Int, name: Int, setup: Bool)?
    /// Per open member: whether it runs once per instance (an initializer, `viewDidLoad`, app launch).
    private var scopeSetup: [Bool] = []
    private var seenSetupCalls = Set<String>()
    private var previewPending = false
    private var previewCount = 0
    /// The last member (or global) property or function declared: names the braces of an
    /// accessor block or an initializer closure opened at member level.
    private var lastMember: Int = MemberName.none { didSet { context &+= 1 } }
    /// Changes whenever the enclosing type, member or last member changes: with it, a site's
    /// dedup key needs no string hashing.
    private var context: UInt64 = 0

    private(set) var facts = DeclFacts()
    /// Brackets open at the current token, innermost last: what encloses a view construction.
    private var openBrackets: [Int32] = []
    /// Per open member: the `{` of its body.
    private var scopeBraces: [Int] = []
    private var seenViewConstructions = Set<ViewConstruction>()
    private var seenUnknownViewConstructions = Set<UInt64>()
    /// `isViewBuildingMember()` for the context it was last computed in.
    private var viewBuildingMemberCache: (context: UInt64, value: Bool)?
    private var seenViewWrappers = Set<ViewWrappingMember>()
    private var seenSites = Set<UInt64>()
    private var seenTeardowns = Set<StorageTeardown>()
    private var seenReferences = Set<SelfReference>()

    /// This file's private factory methods (`private func makeX() -> X { … }`), by name: the
    /// type each returns. Only a `private`/`fileprivate` function declared once in the file
    /// qualifies, so every call of it is in this file and read here.
    private var factoryReturnTypes: [String: String] = [:]
    /// The factories' name lengths, one bit each (lengths from 63 up share the last bit): the
    /// per-identifier test before any text is compared, a shift and a mask where a set lookup
    /// hashed.
    private var factoryNameLengths: UInt64 = 0
    @inline(__always) private static func lengthBit(_ length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }
    /// Per factory, the names it returns (`return service`).
    private var factoryReturnedNames: [String: Set<String>] = [:]
    /// Constructions of a factory's return type directly in its body, returned or kept in a
    /// local: the index in `facts.constructions`, the factory, the local (nil: `return T()`).
    private var factoryProducts: [(site: Int, factory: String, local: String?)] = []
    /// Each call of a factory, as the construction site it stands for.
    private var factoryCalls: [String: [ConstructionSite]] = [:]
    /// Factories named other than in a call read here (`Type.makeX()`, `map(makeX)`).
    private var escapedFactories = Set<String>()

    /// Whether the view-tree facts are gathered (view constructions, environment injections,
    /// navigation-container builders): the engine asks for them only when a rule reads them.
    private let viewTree: Bool

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
    private mutating func findPrivateFactories(_ funcKeywords: [Int]) {
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
    @inline(__always) private var inMember: Bool {
        guard let d = scopeDepths.last else { return false }
        if let t = typeDepths.last, d <= t { return false }
        return true
    }

    /// The name of the member whose body holds the current token.
    private var memberName: String? { inMember ? scopeNames.last.flatMap(name(of:)) : nil }

    /// A member name code: the token of the name, or one of the fixed names.
    enum MemberName {
        static let none = -1, initializer = -2, deinitializer = -3, subscriptMember = -4, preview = -5, empty = -6
    }

    private func name(of code: Int) -> String? {
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

    private var inPreviewMember: Bool { inMember && scopePreviews.last == true }

    /// Directly in a type's body (or at file level when no type is open), outside any member.
    @inline(__always) private var atMemberLevel: Bool {
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
            let closesScope = scopeDepths.last.map { $0 > depth } ?? false
            if t.kind == .rBrace, !closesType, !closesScope, innerBraceIsClosure.count > (scopeInnerBase.last ?? 0),
               innerBraceIsClosure.removeLast() {
                closureCount -= 1
            }
            while let d = scopeDepths.last, d > depth {
                if scopePreviews.removeLast() { previewCount -= 1 }
                scopeSetup.removeLast()
                scopeBraces.removeLast()
                scopeDepths.removeLast()
                scopeNames.removeLast()
                innerBraceIsClosure.removeSubrange(min(scopeInnerBase.removeLast(), innerBraceIsClosure.count)...)
                closureCount = scopeClosureBase.removeLast()
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
            if !(b >= 65 && b <= 90), closureCount == 0, scopeSetup.last == true, !typeNames.isEmpty, inMember {
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

    private mutating func pushScope(_ name: Int, brace: Int, preview: Bool, setup: Bool = false) {
        scopeSetup.append(setup)
        scopeBraces.append(brace)
        scopeNames.append(name)
        scopeDepths.append(depth)
        scopePreviews.append(preview)
        scopeInnerBase.append(innerBraceIsClosure.count)
        scopeClosureBase.append(closureCount)
        closureCount = 0
        context &+= 1
    }

    // MARK: Tokens

    @inline(__always) private func isUpper(_ i: Int) -> Bool {
        let t = toks[i]
        guard t.length > 0 else { return false }
        let b = bytes[Int(t.start) + (t.flags.contains(.backticked) ? 1 : 0)]
        return b >= 65 && b <= 90
    }

    @inline(__always) private func firstByte(_ i: Int) -> UInt8 {
        let t = toks[i]
        return t.length > 0 ? bytes[Int(t.start)] : 0
    }


    private mutating func identifier(_ i: Int) {
        let t = toks[i]
        if t.keyword != .none { return }
        if isUpper(i) {
            if viewTree, firstByte(i) == UInt8(ascii: "N"), t.length >= 14, isNavigationContainer(i) { noteViewWrapper(injects: false) }
            construction(at: i)
            return
        }
        guard !typeNames.isEmpty, inMember else { return }
        switch firstByte(i) {
        case UInt8(ascii: "r"):
            if file.tokenEquals(i, "removeAll") || file.tokenEquals(i, "removeValue") {
                teardownCall(i, .emptied, needsNoArguments: false)
            } else if file.tokenEquals(i, "removeObserver") || file.tokenEquals(i, "removeTimeObserver") {
                observerRemoval(i)
            }
        case UInt8(ascii: "c"):
            if file.tokenEquals(i, "cancel") { teardownCall(i, .cancelled, needsNoArguments: true) }
        case UInt8(ascii: "i"):
            if file.tokenEquals(i, "invalidate") { teardownCall(i, .invalidated, needsNoArguments: true) }
        default:
            break
        }
    }

    private mutating func keyword(_ i: Int) {
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
    private func bodyStart(from: Int) -> Int? {
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
    private func isClosureBrace(_ b: Int) -> Bool {
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
    @inline(__always) private func matchForward(_ open: Int) -> Int? {
        let p = Int(partner[open])
        return p > open ? p : nil
    }


    // MARK: View constructions

    /// Containers whose content is part of the view that builds them (environment and
    /// navigation pass through).
    static let transparentContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "List",
        "ForEach", "Group", "Section", "ScrollView", "ScrollViewReader", "GeometryReader", "Form", "TabView",
        "NavigationLink", "Button", "Menu", "Label", "ToolbarItem", "ToolbarItemGroup", "ViewThatFits",
        "DisclosureGroup", "Picker", "LabeledContent", "ControlGroup", "Tab", "TabSection", "ZStackLayout",
        "VStackLayout", "HStackLayout", "Table", "OutlineGroup", "Link", "Toggle",
    ]
    /// Modifiers whose view content is shown in the tree of the view they are applied to.
    static let transparentModifiers: Set<String> = [
        "navigationDestination", "toolbar", "overlay", "background", "mask", "safeAreaInset", "contextMenu", "tabItem",
        "searchSuggestions", "alert", "confirmationDialog", "refreshable", "swipeActions", "badge",
    ]
    /// Modifiers that present their content in a new hierarchy: it inherits the environment of
    /// the view they are attached to, not its navigation stack.
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationSplitView", "NavigationView"]
    /// Scene content and cell content: roots of a view tree.
    static let sceneRoots: Set<String> = [
        "WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UIHostingConfiguration", "ImmersiveSpace",
        "UtilityWindow",
    ]
    static let hostingControllers: Set<String> = ["UIHostingController", "NSHostingController", "NSHostingView"]

    /// The sets above as FNV-1a hashes of the names: callees are classified without making strings.
    static let transparentContainerHashes = Set(transparentContainers.map(nameHash))
    static let transparentModifierHashes = Set(transparentModifiers.map(nameHash))
    static let presentationModifierHashes = Set(presentationModifiers.map(nameHash))
    static let navigationContainerHashes = Set(navigationContainers.map(nameHash))
    static let sceneRootHashes = Set(sceneRoots.map(nameHash))
    static let hostingControllerHashes = Set(hostingControllers.map(nameHash))
    static let knownModifierHashes = Set(knownModifierNames.map(nameHash))

    static func nameHash(_ name: String) -> UInt64 { FastText.fnv1a(name.utf8) }

    @inline(__always) private func tokenHash(_ i: Int) -> UInt64 {
        FastText.fnv1a(bytes[Int(toks[i].start)..<Int(toks[i].end)])
    }

    private func isNavigationContainer(_ i: Int) -> Bool {
        file.tokenEquals(i, "NavigationStack") || file.tokenEquals(i, "NavigationSplitView") || file.tokenEquals(i, "NavigationView")
    }

    /// The type and the member around the current token inject an environment object
    /// (`injects`) or build a navigation container.
    private mutating func noteViewWrapper(injects: Bool) {
        var names: [String] = []
        if let t = typeNames.last { names.append(t) }
        if let m = memberName, m != "body" { names.append(m) }
        for name in names {
            let w = ViewWrappingMember(name: name, injects: injects, buildsNavigationContainer: !injects)
            if seenViewWrappers.insert(w).inserted { facts.viewWrappers.append(w) }
        }
    }

    /// `.environmentObject(x)` / `.environment(x)` (one unlabeled argument, not a key path).
    private mutating func environmentModifier(_ i: Int) {
        guard i + 1 < n, toks[i + 1].kind == .lParen, file.tokenEquals(i, "environmentObject") || file.tokenEquals(i, "environment"),
              isInjection(modifier: i) else { return }
        noteViewWrapper(injects: true)
    }

    private func isInjection(modifier i: Int) -> Bool {
        guard i + 2 < n, toks[i + 1].kind == .lParen, let close = matchForward(i + 1), close > i + 2 else { return false }
        if file.tokenEquals(i, "environmentObject") { return true }
        guard file.tokenEquals(i, "environment"), toks[i + 2].kind != .backslash else { return false }
        var j = i + 2
        while j < close {
            if toks[j].kind == .comma { return false }
            if let e = matchForward(j) { j = e + 1; continue }
            j += 1
        }
        return true
    }

    /// A type name at `i` that can start an element of a view builder: the first token of a
    /// statement or an argument, or after `return`/`in`.
    private func startsViewExpression(_ i: Int) -> Bool {
        guard i > 0 else { return false }
        let p = toks[i - 1]
        switch p.kind {
        case .lBrace, .rBrace, .lParen, .comma, .semicolon: return true
        case .keyword, .identifier:
            if p.keyword == .return || p.keyword == .in || p.keyword == .else { return true }
        case .colon:
            // An argument label: `content: Card { … }`, not a type annotation.
            return i >= 3 && toks[i - 2].kind == .identifier && (toks[i - 3].kind == .lParen || toks[i - 3].kind == .comma)
        default: break
        }
        return toks[i].flags.contains(.newlineBefore) && p.kind != .period && p.kind != .operator && p.kind != .arrow
            && p.kind != .equal
    }

    /// Records what wraps the view built at `start` (type name token `i`, call `(` or trailing
    /// `{` at `callOpen`): reads outward through the open brackets up to the member's body.
    private mutating func viewConstruction(typeToken i: Int, start s: Int, callOpen k: Int, use: ConstructionUse) {
        var reading = inMember
        switch use {
        case .statement, .returned, .receiverOfStatement, .argument: break
        case .other:
            // The first statement of a `case …:` or `default:` of a `switch` in a view builder.
            reading = reading && s > 0 && toks[s - 1].kind == .colon && toks[s].flags.contains(.newlineBefore)
        default: reading = false
        }
        guard reading else {
            unknownViewConstruction(typeToken: i)
            return
        }
        var edge = ViewConstruction(type: "", path: path, parent: nil, member: nil, isUnknown: false,
                                    isRoot: false, navigation: .inherited, injections: [], customModifiers: [])
        if let close = matchForward(k) {
            readChain(after: close, into: &edge)
        } else {
            reading = false
        }
        var decided = false
        var head = s
        var level = openBrackets.count - 1
        let scopeBrace = scopeBraces.last ?? Int.max
        var reachedMember = false
        while reading {
            guard level >= 0 else { reading = false; break }
            let o = Int(openBrackets[level])
            level -= 1
            if o == scopeBrace { reachedMember = true; break }
            if o < scopeBrace { reading = false; break }
            var owner: (callee: Int, isModifier: Bool)?
            var isParen = false
            switch toks[o].kind {
            case .lBrace:
                if !isClosureBrace(o) { head = o; continue }
                switch closureOwner(o) {
                case .call(let c, let m): owner = (c, m)
                case .argument: head = o; continue
                case .unknown: reading = false
                }
            case .lParen:
                isParen = true
                if let c = callee(beforeParen: o) { owner = (c, c > 0 && toks[c - 1].kind == .period) } else { reading = false }
            default:
                reading = false
            }
            guard reading, let (c, isModifier) = owner else { break }
            let name = tokenHash(c)
            if isModifier {
                if Self.presentationModifierHashes.contains(name) {
                    if !decided { edge.navigation = .presentedOutsideStack; decided = true }
                } else if !Self.transparentModifierHashes.contains(name) {
                    reading = false
                    break
                }
                let chainHead = self.chainHead(beforePeriod: c - 1)
                readChain(after: toks[chainHead].kind == .period ? chainHead - 1 : chainHead, into: &edge)
                if !decided, isNavigationContainer(chainHead) { edge.navigation = .insideStack; decided = true }
                head = chainHead
                continue
            }
            if isParen, Self.hostingControllerHashes.contains(name) {
                let labelled = head >= 2 && toks[head - 1].kind == .colon && file.tokenEquals(head - 2, "rootView")
                if labelled, let close = matchForward(o) { readChain(after: close, into: &edge) }
                edge.isRoot = labelled
                reading = labelled
                break
            }
            if Self.navigationContainerHashes.contains(name) {
                if !decided { edge.navigation = .insideStack; decided = true }
            } else if Self.sceneRootHashes.contains(name) {
                edge.isRoot = true
            } else if !Self.transparentContainerHashes.contains(name) {
                reading = false
                break
            }
            readChain(after: c, into: &edge)
            if edge.isRoot { break }
            head = c
        }
        if reading, reachedMember, !edge.isRoot {
            reading = isViewBuildingMember()
        }
        guard reading else {
            unknownViewConstruction(typeToken: i)
            return
        }
        edge.type = file.identifierText(i)
        edge.parent = typeNames.last
        edge.member = memberName ?? (atMemberLevel ? name(of: lastMember) : nil)
        if seenViewConstructions.insert(edge).inserted { facts.viewConstructions.append(edge) }
    }

    /// A construction whose tree cannot be read: recorded once per type and file (without its
    /// parent, which no query reads), so that queries stay silent about the type.
    private mutating func unknownViewConstruction(typeToken i: Int) {
        guard seenUnknownViewConstructions.insert(tokenHash(i)).inserted else { return }
        facts.viewConstructions.append(ViewConstruction(type: file.identifierText(i), path: path, parent: nil, member: nil,
                                                        isUnknown: true, isRoot: false, navigation: .inherited,
                                                        injections: [], customModifiers: []))
    }

    private enum ClosureOwner { case call(Int, isModifier: Bool), argument, unknown }

    /// The call whose closure opens at `o`: `VStack {`, `ForEach(items) {`, `.sheet(…) {`,
    /// `} label: {`; `argument` for `content: { … }` inside a call's parentheses.
    private func closureOwner(_ o: Int) -> ClosureOwner {
        guard o >= 1 else { return .unknown }
        let p = toks[o - 1]
        var c = -1
        if p.kind == .identifier, p.keyword == .none {
            c = o - 1
        } else if p.kind == .rParen {
            let m = Int(partner[o - 1])
            guard m > 0, let callee = callee(beforeParen: m) else { return .unknown }
            c = callee
        } else if p.kind == .colon, o >= 3, toks[o - 2].kind == .identifier || toks[o - 2].kind == .keyword {
            let q = toks[o - 3]
            if q.kind == .lParen || q.kind == .comma { return .argument }
            if q.kind == .rBrace {
                let m = Int(partner[o - 3])
                return m > 0 ? closureOwner(m) : .unknown
            }
            return .unknown
        } else {
            return .unknown
        }
        return .call(c, isModifier: c > 0 && toks[c - 1].kind == .period)
    }

    /// The name called by the `(` at `o`: `Name(`, `.modifier(`, `Name<Generic>(`.
    private func callee(beforeParen o: Int) -> Int? {
        guard o >= 1 else { return nil }
        var c = o - 1
        if toks[c].kind == .operator, firstByte(c) == UInt8(ascii: ">") || bytes[Int(toks[c].end) - 1] == UInt8(ascii: ">") {
            var d = 0
            var steps = 0
            while c > 0, steps < 32 {
                let u = toks[c]
                if u.kind == .operator {
                    for b in Int(u.start)..<Int(u.end) {
                        if bytes[b] == UInt8(ascii: ">") { d += 1 } else if bytes[b] == UInt8(ascii: "<") { d -= 1 }
                    }
                }
                c -= 1
                steps += 1
                if d <= 0 { break }
            }
        }
        guard toks[c].kind == .identifier, toks[c].keyword == .none else { return nil }
        return c
    }

    /// The first token of the modifier chain that the `.` at `p` continues: `Row().padding().sheet`
    /// → `Row`. Returns `p + 1` when the chain has no receiver (`.sheet` on the implicit view).
    private func chainHead(beforePeriod p: Int) -> Int {
        var j = p
        var steps = 0
        while j > 0, steps < 256 {
            steps += 1
            let q = toks[j - 1]
            switch q.kind {
            case .rParen, .rBrace, .rBracket:
                let m = Int(partner[j - 1])
                guard m >= 0, m < j - 1 else { return j }
                j = m
            case .questionPostfix, .exclaimPostfix:
                j -= 1
            case .identifier:
                j -= 1
                guard j > 0, toks[j - 1].kind == .period else { return j }
                j -= 1
            default:
                return j
            }
        }
        return j
    }

    /// Reads the modifier chain after token `j` (a call's name, or the last token of its
    /// arguments): skips argument lists and trailing closures, records `.environmentObject(x)` /
    /// `.environment(x)` arguments and project modifiers.
    private func readChain(after j: Int, into edge: inout ViewConstruction) {
        var k = j + 1
        var steps = 0
        while k < n, steps < 128 {
            steps += 1
            let u = toks[k]
            switch u.kind {
            case .lParen:
                guard !u.flags.contains(.newlineBefore), let e = matchForward(k) else { return }
                k = e + 1
            case .lBrace:
                guard !u.flags.contains(.newlineBefore) || toks[k - 1].kind == .colon, let e = matchForward(k) else { return }
                k = e + 1
            case .questionPostfix, .exclaimPostfix:
                k += 1
            case .identifier, .keyword:
                // `} label: {`: a labeled trailing closure.
                guard k + 2 < n, toks[k + 1].kind == .colon, toks[k + 2].kind == .lBrace, toks[k - 1].kind == .rBrace else { return }
                k += 2
            case .period:
                guard k + 1 < n, toks[k + 1].kind == .identifier || toks[k + 1].kind == .keyword else { return }
                let m = k + 1
                if toks[m].kind == .identifier, isInjection(modifier: m), let close = matchForward(m + 1) {
                    edge.injections.append(injectedValue(m + 2, close))
                } else if toks[m].kind == .identifier, !Self.knownModifierHashes.contains(tokenHash(m)) {
                    var name = file.identifierText(m)
                    // `.modifier(Embed())`: the project modifier is the type.
                    if name == "modifier", m + 2 < n, toks[m + 1].kind == .lParen, toks[m + 2].kind == .identifier {
                        name = file.identifierText(m + 2)
                    }
                    if !edge.customModifiers.contains(name) { edge.customModifiers.append(name) }
                }
                k = m + 1
            default:
                return
            }
        }
    }

    /// The value injected by the argument `start..<end`: `Store()`/`Store.shared` → `Store`,
    /// `store`/`self.store` → `store`, anything else `?`.
    private func injectedValue(_ start: Int, _ end: Int) -> String {
        var a = start
        if a + 2 < end, toks[a].keyword == .`self`, toks[a + 1].kind == .period { a += 2 }
        guard a < end, toks[a].kind == .identifier, toks[a].keyword == .none else { return "?" }
        if isUpper(a) {
            // `Store()`, `Store.shared`, `Store.preview`.
            if a + 1 == end || toks[a + 1].kind == .lParen || (toks[a + 1].kind == .period && a + 3 >= end) {
                return file.identifierText(a)
            }
            return "?"
        }
        return a + 1 == end ? file.identifierText(a) : "?"
    }

    /// Whether the member being read builds views: `body`, a `@ViewBuilder`, or a function or
    /// property whose type names a view (`some View`, `-> some View`).
    private mutating func isViewBuildingMember() -> Bool {
        if let c = viewBuildingMemberCache, c.context == context { return c.value }
        let value = computeIsViewBuildingMember()
        viewBuildingMemberCache = (context, value)
        return value
    }

    private func computeIsViewBuildingMember() -> Bool {
        guard let code = scopeNames.last, code >= 0, let brace = scopeBraces.last else { return false }
        if file.tokenEquals(code, "body") { return true }
        var j = code + 1
        while j < brace, j - code < 96 {
            if toks[j].kind == .identifier, file.tokenEquals(j, "View") || file.tokenEquals(j, "Scene") { return true }
            j += 1
        }
        var b = code - 1
        var steps = 0
        while b > 0, steps < 16 {
            if toks[b].kind == .identifier, toks[b - 1].kind == .at, file.tokenEquals(b, "ViewBuilder") { return true }
            if toks[b].kind == .rBrace || toks[b].kind == .lBrace || toks[b].kind == .semicolon { break }
            b -= 1
            steps += 1
        }
        return false
    }

    /// SwiftUI's own modifiers that may appear on a project view's construction; any other
    /// name in a chain is kept as a possible project modifier.
    static let knownModifierNames: Set<String> = [
        "padding", "frame", "font", "foregroundColor", "foregroundStyle", "background", "overlay", "tag", "id",
        "onAppear", "onDisappear", "task", "onChange", "onTapGesture", "navigationTitle", "navigationBarTitleDisplayMode",
        "toolbar", "sheet", "fullScreenCover", "popover", "alert", "listRowInsets", "listRowBackground",
        "listRowSeparator", "tabItem", "tint", "opacity", "disabled", "clipShape", "cornerRadius", "shadow", "animation",
        "transition", "environment", "environmentObject", "buttonStyle", "contentShape", "accessibilityLabel",
        "accessibilityIdentifier", "ignoresSafeArea", "edgesIgnoringSafeArea", "navigationDestination",
        "navigationBarHidden", "navigationBarBackButtonHidden", "presentationDetents", "interactiveDismissDisabled",
        "onReceive", "refreshable", "searchable", "fixedSize", "layoutPriority", "offset", "scaleEffect",
        "zIndex", "hidden", "redacted", "safeAreaInset", "preferredColorScheme", "labelsHidden", "multilineTextAlignment",
        "lineLimit", "bold", "italic", "textCase", "keyboardShortcut", "focused", "onSubmit", "allowsHitTesting",
        "matchedGeometryEffect", "containerRelativeFrame", "aspectRatio", "clipped", "border", "mask", "blur",
        "listStyle", "pickerStyle", "toggleStyle", "textFieldStyle", "controlSize", "symbolRenderingMode",
        "contextMenu", "swipeActions", "badge", "help", "scrollContentBackground", "toolbarBackground", "gesture",
        "simultaneousGesture", "onOpenURL", "modelContainer", "dynamicTypeSize", "colorScheme", "accentColor",
    ]

    // MARK: Factory methods

    /// A name of one of the file's private factories: a call (`makeX(…)`, `self.makeX(…)`,
    /// `Self.makeX(…)`) is recorded as a construction of its type with the call's use; any
    /// other mention (a reference, another receiver) leaves the factory's own site as it is.
    private mutating func factoryReference(_ i: Int) {
        let factory = file.identifierText(i)
        guard let type = factoryReturnTypes[factory], !(i > 0 && toks[i - 1].keyword == .func) else { return }
        var start = i
        if i > 0, toks[i - 1].kind == .period {
            guard i >= 2, toks[i - 2].keyword == .`self` || toks[i - 2].keyword == .`Self`,
                  !(i >= 3 && toks[i - 3].kind == .period) else {
                escapedFactories.insert(factory)
                return
            }
            start = i - 2
        }
        guard i + 1 < n, toks[i + 1].kind == .lParen, !toks[i + 1].flags.contains(.newlineBefore) else {
            escapedFactories.insert(factory)
            return
        }
        let member = memberName ?? (atMemberLevel ? name(of: lastMember) : nil)
        factoryCalls[factory, default: []].append(ConstructionSite(
            type: type, path: path, enclosingType: typeNames.last, enclosingMember: member,
            use: use(ofExpressionAt: start, callOpen: i + 1, level: 0), inPreview: previewCount > 0,
            inClosure: closureCount > 0))
    }

    /// `return name` directly in a factory's body.
    private mutating func factoryReturn(_ i: Int) {
        guard closureCount == 0, inMember, let m = memberName, factoryReturnTypes[m] != nil, i + 1 < n,
              toks[i + 1].kind == .identifier, toks[i + 1].keyword == .none else { return }
        let e = i + 2
        guard e >= n || toks[e].kind == .rBrace || toks[e].kind == .semicolon || toks[e].flags.contains(.newlineBefore) else { return }
        factoryReturnedNames[m, default: []].insert(file.identifierText(i + 1))
    }

    /// After the file: a factory's product sites are replaced by the sites of its calls, so
    /// that where the app keeps the value decides, as for a direct construction. A factory
    /// never called, or named elsewhere, keeps its own site.
    mutating func finish() {
        guard !factoryProducts.isEmpty else { return }
        var replaced = Set<Int>()
        var replacedFactories = Set<String>()
        for p in factoryProducts where !escapedFactories.contains(p.factory) && factoryCalls[p.factory]?.isEmpty == false {
            if let local = p.local, factoryReturnedNames[p.factory]?.contains(local) != true { continue }
            replaced.insert(p.site)
            replacedFactories.insert(p.factory)
        }
        guard !replaced.isEmpty else { return }
        var kept: [ConstructionSite] = []
        var seen = Set<ConstructionSite>()
        for (k, c) in facts.constructions.enumerated() where !replaced.contains(k) && seen.insert(c).inserted { kept.append(c) }
        // In declaration order of the factories' calls, which follows the tokens.
        for name in factoryReturnTypes.keys.sorted() where replacedFactories.contains(name) {
            for c in factoryCalls[name] ?? [] where seen.insert(c).inserted { kept.append(c) }
        }
        facts.constructions = kept
    }

    // MARK: Construction sites

    private mutating func construction(at i: Int, typeName: String? = nil) {
        var k = i + 1
        guard k < n else { return }
        if toks[k].kind == .operator, !toks[k].flags.contains(.spaceBefore), firstByte(k) == UInt8(ascii: "<") {
            k = DeclarationScanner.skipAngles(file, k)
        }
        if k + 1 < n, toks[k].kind == .period, toks[k + 1].keyword == .`init` { k += 2 }
        guard k < n, !toks[k].flags.contains(.newlineBefore) else { return }
        if toks[k].kind == .lBrace {
            // `Card { … }`: not a construction site, but a view built with only a trailing closure
            // is a path into the view tree all the same.
            if viewTree, typeName == nil, inMember, previewCount == 0, i > 0, startsViewExpression(i),
               !FrameworkNames.isFramework(bytes, toks[i]) {
                viewConstruction(typeToken: i, start: i, callOpen: k, use: use(ofExpressionAt: i, callOpen: k, level: 0))
            }
            return
        }
        guard toks[k].kind == .lParen else { return }
        // `Module.Type(…)`, `Outer.Inner(…)`; never `value.Method(…)` or `.Case(…)`.
        var start = i
        if i > 0, toks[i - 1].kind == .period {
            var j = i - 1
            while j >= 1, toks[j].kind == .period, toks[j - 1].kind == .identifier, toks[j - 1].keyword == .none, isUpper(j - 1) {
                start = j - 1
                j -= 2
            }
            if start == i { return }
            if j >= 0, toks[j].kind == .period { return }
        }
        if start > 0 {
            let p = toks[start - 1]
            if p.kind == .at { return }
            switch p.keyword {
            case .func, .case, .enum, .struct, .class, .protocol, .extension, .typealias, .import, .actor, .macro: return
            default: break
            }
        }
        // Dedup key: the type's bytes, the context counter, the use and its name (FNV-1a).
        var h = FastText.fnvOffset
        @inline(__always) func mix(_ b: UInt8) { h = (h ^ UInt64(b)) &* FastText.fnvPrime }
        if typeName == nil {
            for b in Int(toks[i].start)..<Int(toks[i].end) { mix(bytes[b]) }
            // Framework types never have sites worth keeping (see `FrameworkNames`).
            if FrameworkNames.hashes.contains(h) { return }
        } else {
            mix(0xFF)
        }
        let use = use(ofExpressionAt: start, callOpen: k, level: 0)
        if viewTree, typeName == nil, previewCount == 0 { viewConstruction(typeToken: i, start: start, callOpen: k, use: use) }
        let (code, useName) = LintCache.useCode(use)
        mix(code | (previewCount > 0 ? 0x80 : 0) | (closureCount > 0 ? 0x40 : 0))
        if let u = useName { for b in u.utf8 { mix(b) } }
        h ^= Hash64.mix(context)
        guard seenSites.insert(h).inserted else { return }
        let type = typeName ?? file.identifierText(i)
        let member = memberName ?? (atMemberLevel ? name(of: lastMember) : nil)
        facts.constructions.append(ConstructionSite(type: type, path: path, enclosingType: typeNames.last,
                                                    enclosingMember: member, use: use, inPreview: previewCount > 0,
                                                    inClosure: closureCount > 0))
        if !factoryReturnTypes.isEmpty, closureCount == 0, inMember, let m = member, factoryReturnTypes[m] == type {
            switch use {
            case .returned: factoryProducts.append((facts.constructions.count - 1, m, nil))
            case .localVariable(let local): factoryProducts.append((facts.constructions.count - 1, m, local))
            default: break
            }
        }
    }

    /// How the value of the expression starting at `s` is used; `callOpen` is the `(` of its
    /// call when it is a construction (for the statement check), else the token after it.
    private func use(ofExpressionAt s: Int, callOpen: Int, level: Int) -> ConstructionUse {
        var p = s - 1
        while p >= 0 {
            let u = toks[p]
            if u.keyword == .await || u.keyword == .try { p -= 1; continue }
            if (u.kind == .questionPostfix || u.kind == .exclaimPostfix || u.kind == .operator), p > 0, toks[p - 1].keyword == .try {
                p -= 2
                continue
            }
            break
        }
        guard p >= 0 else { return statement(callOpen, afterOpening: true) }
        let pt = toks[p]
        switch pt.kind {
        case .equal:
            return assignmentUse(p)
        case .lParen:
            return callee(before: p).map { .argument($0) } ?? .other
        case .comma, .colon, .lBracket:
            guard let opener = unmatchedOpener(from: p) else { return .other }
            if toks[opener].kind == .lParen { return callee(before: opener).map { .argument($0) } ?? .other }
            if toks[opener].kind == .lBracket, level < 4 {
                // An element of a collection literal is used as the literal is.
                let after = matchForward(opener).map { $0 + 1 } ?? opener + 1
                return use(ofExpressionAt: opener, callOpen: after, level: level + 1)
            }
            return .other
        case .lBrace, .semicolon:
            return statement(callOpen, afterOpening: pt.kind == .lBrace)
        case .rBrace:
            return statement(callOpen, afterOpening: false)
        case .keyword:
            switch pt.keyword {
            case .return: return .returned
            case .in: return statement(callOpen, afterOpening: true)
            case .else, .do, .defer, .repeat: return statement(callOpen, afterOpening: false)
            default: break
            }
        default:
            break
        }
        if toks[s].flags.contains(.newlineBefore) {
            switch pt.kind {
            case .identifier, .keyword, .rParen, .rBracket, .integerLiteral, .floatLiteral, .stringEnd,
                 .questionPostfix, .exclaimPostfix:
                if pt.keyword == .await || pt.keyword == .try { return .other }
                return statement(callOpen, afterOpening: false)
            default: break
            }
        }
        return .other
    }

    /// A construction that begins a statement: `T(…)` alone, `T(…).start()`, or the single
    /// expression of a closure (its value is the closure's result).
    private func statement(_ callOpen: Int, afterOpening: Bool) -> ConstructionUse {
        guard callOpen < n, toks[callOpen].kind == .lParen || toks[callOpen].kind == .lBracket,
              var k = matchForward(callOpen).map({ $0 + 1 }) else { return .other }
        var chain = 0
        var steps = 0
        while k < n, steps < 256 {
            steps += 1
            let u = toks[k]
            if u.kind == .lBrace, !u.flags.contains(.newlineBefore) {
                guard let e = matchForward(k) else { return .other }
                k = e + 1
                continue
            }
            if u.kind == .questionPostfix || u.kind == .exclaimPostfix { k += 1; continue }
            if u.kind == .period, k + 1 < n, toks[k + 1].kind == .identifier {
                chain += 1
                k += 2
                if k < n, toks[k].kind == .lParen, !toks[k].flags.contains(.newlineBefore) {
                    guard let e = matchForward(k) else { return .other }
                    k = e + 1
                }
                continue
            }
            break
        }
        let ends = k >= n || toks[k].kind == .rBrace || toks[k].kind == .semicolon
            || (toks[k].flags.contains(.newlineBefore) && toks[k].kind != .period && toks[k].kind != .operator)
        guard ends else { return .other }
        if chain > 0 { return .receiverOfStatement }
        if afterOpening, k < n, toks[k].kind == .rBrace { return .returned }
        return .statement
    }

    /// `lhs = <value>`: a binding (`let x =`), an assignment to self's storage or to another
    /// object's property.
    private func assignmentUse(_ eq: Int) -> ConstructionUse {
        if let b = bindingName(beforeEqual: eq) {
            guard let name = b.name else { return .other }
            if !inMember {
                if let t = typeDepths.last, depth == t {
                    return b.isStatic ? .staticProperty(name) : .propertyInitializer(name)
                }
                if typeNames.isEmpty, depth == 0 { return .globalVariable(name) }
            }
            return .localVariable(name)
        }
        guard let lhs = assignedName(beforeEqual: eq) else { return .other }
        return lhs.own ? .selfAssignment(lhs.name) : .memberAssignment(lhs.name)
    }

    /// `let x = …`, `static var x: T = …`, `if let x = …`: the bound name (nil for patterns).
    private func bindingName(beforeEqual eq: Int) -> (name: String?, isStatic: Bool)? {
        var j = eq - 1
        var bracket = 0
        var steps = 0
        while j >= 0, steps < 48 {
            steps += 1
            let u = toks[j]
            switch u.kind {
            case .rParen, .rBracket: bracket += 1
            case .lParen, .lBracket: bracket -= 1
            case .operator:
                for b in Int(u.start)..<Int(u.end) {
                    let c = bytes[b]
                    if c == UInt8(ascii: ">") { bracket += 1 } else if c == UInt8(ascii: "<") { bracket -= 1 }
                }
            case .lBrace, .rBrace, .semicolon, .equal: return nil
            case .keyword:
                if bracket == 0, u.keyword == .let || u.keyword == .var {
                    let name: String? = j + 1 < n && toks[j + 1].kind == .identifier ? file.identifierText(j + 1) : nil
                    var isStatic = false
                    var m = j - 1
                    var back = 0
                    while m >= 0, back < 8, toks[m].kind == .keyword || (toks[m].kind == .identifier && toks[m].keyword != .none)
                            || toks[m].kind == .rParen || toks[m].kind == .lParen {
                        if toks[m].keyword == .static || toks[m].keyword == .class { isStatic = true }
                        m -= 1
                        back += 1
                    }
                    return (name, isStatic)
                }
                if bracket == 0, u.keyword == .case || u.keyword == .if || u.keyword == .guard || u.keyword == .while {
                    return nil
                }
            default: break
            }
            if bracket < 0 { return nil }
            if u.flags.contains(.newlineBefore), bracket == 0 { return nil }
            j -= 1
        }
        return nil
    }

    /// The property an assignment targets: `x`, `self.x` (own storage) or `a.b?.x` (another
    /// object's), subscripts included (`handlers[id]`).
    private func assignedName(beforeEqual eq: Int) -> (name: String, own: Bool)? {
        var q = eq - 1
        guard q >= 0 else { return nil }
        if toks[q].kind == .rBracket {
            // `x[key] = …`: the name before the `[`.
            let j = Int(partner[q])
            guard j > 0, j < q, toks[j].kind == .lBracket else { return nil }
            q = j - 1
        }
        while q > 0, toks[q].kind == .questionPostfix || toks[q].kind == .exclaimPostfix { q -= 1 }
        guard toks[q].kind == .identifier, toks[q].keyword == .none || toks[q].flags.contains(.backticked) else { return nil }
        let name = file.identifierText(q)
        if q > 0, toks[q - 1].kind == .period {
            let own = q >= 2 && toks[q - 2].keyword == .`self` && !(q >= 3 && toks[q - 3].kind == .period)
            return (name, own)
        }
        if q > 0, toks[q - 1].keyword == .let || toks[q - 1].keyword == .var { return nil }
        return (name, true)
    }

    /// The name of the function called by the `(` at `open`: `f`, `register`, `init`; "" for
    /// a call of an expression; nil when the parenthesis is not a call.
    private func callee(before open: Int) -> String? {
        guard open > 0 else { return nil }
        let u = toks[open - 1]
        if u.flags.contains(.newlineBefore) == false, toks[open].flags.contains(.newlineBefore) { return nil }
        switch u.kind {
        case .identifier: return u.keyword == .none || u.flags.contains(.backticked) ? file.identifierText(open - 1) : nil
        case .keyword:
            if u.keyword == .`init` { return "init" }
            if u.keyword == .`Self` { return typeNames.last ?? "" }
            return nil
        case .rParen, .rBracket, .questionPostfix, .exclaimPostfix: return ""
        case .operator: return firstByte(open - 1) == UInt8(ascii: ">") ? "" : nil
        default: return nil
        }
    }

    /// The nearest `(`, `[` or `{` that is open at `from` (which may be one itself).
    private func unmatchedOpener(from: Int) -> Int? {
        var j = from
        var steps = 0
        while j >= 0, steps < 512 {
            steps += 1
            switch toks[j].kind {
            case .rParen, .rBracket, .rBrace, .interpolationEnd:
                let o = Int(partner[j])
                guard o >= 0, o < j else { return nil }
                j = o
            case .lParen, .lBracket:
                return j
            case .lBrace, .interpolationStart, .semicolon:
                return nil
            default: break
            }
            j -= 1
        }
        return nil
    }

    // MARK: Teardowns and self references

    /// `x = nil`, `self.x = []`, `x = Set()`, `x[key] = nil`; `a.delegate = self`.
    private mutating func assignment(_ eq: Int) {
        guard let type = typeNames.last, inMember, !inPreviewMember else { return }
        let r = eq + 1
        guard r < n else { return }
        var action: StorageTeardown.Action?
        var selfValue = false
        let rt = toks[r]
        if rt.keyword == .nil {
            action = .setToNil
        } else if rt.kind == .lBracket, r + 1 < n,
                  toks[r + 1].kind == .rBracket || (toks[r + 1].kind == .colon && r + 2 < n && toks[r + 2].kind == .rBracket) {
            action = .emptied
        } else if rt.kind == .identifier, file.tokenEquals(r, "Set") {
            var k = r + 1
            if k < n, toks[k].kind == .operator, firstByte(k) == UInt8(ascii: "<") { k = DeclarationScanner.skipAngles(file, k) }
            if k + 1 < n, toks[k].kind == .lParen, toks[k + 1].kind == .rParen { action = .emptied }
        } else if rt.keyword == .`self` {
            let e = r + 1
            if e >= n || toks[e].kind == .rBrace || toks[e].kind == .semicolon || toks[e].flags.contains(.newlineBefore) {
                selfValue = true
            }
        }
        if action == nil, !selfValue, eq >= 2, toks[eq - 2].kind == .period, file.tokenEquals(eq - 1, "rootViewController") {
            rootAssignment(valueAt: r, type: type)
            return
        }
        guard action != nil || selfValue else { return }
        if bindingName(beforeEqual: eq) != nil { return } // `var x: T? = nil` declares, it does not tear down
        let subscripted = toks[eq - 1].kind == .rBracket
        guard let lhs = assignedName(beforeEqual: eq) else { return }
        if selfValue {
            guard !lhs.own, !subscripted else { return }
            let ref = SelfReference(type: type, name: lhs.name, isArgument: false, path: path)
            if seenReferences.insert(ref).inserted { facts.selfReferences.append(ref) }
            return
        }
        guard lhs.own, var a = action, let member = memberName else { return }
        if subscripted { a = .setToNil }
        if subscripted, action != .setToNil { return }
        addTeardown(type, lhs.name, a, member)
    }

    /// `….rootViewController = name`, `= self.name`, `= owner.name`, `= self.owner.name` (optional
    /// chaining allowed), ending the statement. Constructions (`= T()`) are construction sites;
    /// calls and longer paths are not followed.
    private mutating func rootAssignment(valueAt start: Int, type: String) {
        guard let member = memberName else { return }
        var k = start
        if k + 1 < n, toks[k].keyword == .`self`, toks[k + 1].kind == .period { k += 2 }
        var names: [Int] = []
        while k < n, names.count < 3 {
            guard toks[k].kind == .identifier, toks[k].keyword == .none || toks[k].flags.contains(.backticked), !isUpper(k) else { return }
            names.append(k)
            k += 1
            while k < n, toks[k].kind == .questionPostfix || toks[k].kind == .exclaimPostfix { k += 1 }
            guard k + 1 < n, toks[k].kind == .period, !toks[k].flags.contains(.newlineBefore) else { break }
            k += 1
        }
        let ends = k >= n || toks[k].kind == .rBrace || toks[k].kind == .semicolon
            || (toks[k].flags.contains(.newlineBefore) && toks[k].kind != .period && toks[k].kind != .operator)
        guard ends, names.count == 1 || names.count == 2 else { return }
        let a = RootControllerAssignment(type: type, member: member,
                                         receiver: names.count == 2 ? file.identifierText(names[0]) : nil,
                                         property: file.identifierText(names[names.count - 1]),
                                         inSetup: scopeSetup.last == true && closureCount == 0, inClosure: closureCount > 0,
                                         path: path)
        if !facts.rootAssignments.contains(a) { facts.rootAssignments.append(a) }
    }

    private mutating func addTeardown(_ type: String, _ storage: String, _ a: StorageTeardown.Action, _ member: String) {
        let t = StorageTeardown(type: type, storage: storage, action: a, member: member, path: path)
        if seenTeardowns.insert(t).inserted { facts.teardowns.append(t) }
    }

    /// The storage `x` in `x.m(…)`, `x?.m(…)`, `self.x.m(…)` for the method name at `i`.
    private func ownReceiver(ofMethodAt i: Int) -> String? {
        guard i >= 2, toks[i - 1].kind == .period else { return nil }
        var b = i - 2
        while b > 0, toks[b].kind == .questionPostfix || toks[b].kind == .exclaimPostfix { b -= 1 }
        guard toks[b].kind == .identifier, toks[b].keyword == .none || toks[b].flags.contains(.backticked) else { return nil }
        if b > 0, toks[b - 1].kind == .period {
            guard b >= 2, toks[b - 2].keyword == .`self`, !(b >= 3 && toks[b - 3].kind == .period) else { return nil }
        }
        return file.identifierText(b)
    }

    private mutating func teardownCall(_ i: Int, _ a: StorageTeardown.Action, needsNoArguments: Bool) {
        guard i + 1 < n, toks[i + 1].kind == .lParen else { return }
        if needsNoArguments, !(i + 2 < n && toks[i + 2].kind == .rParen) { return }
        guard let type = typeNames.last, let member = memberName, let storage = ownReceiver(ofMethodAt: i) else { return }
        addTeardown(type, storage, a, member)
    }

    /// `removeObserver(x)`, `removeObserver(self.x)`, `removeObserver(self, name: …)`,
    /// `player.removeTimeObserver(x)`.
    private mutating func observerRemoval(_ i: Int) {
        guard i + 2 < n, toks[i + 1].kind == .lParen, let type = typeNames.last, let member = memberName else { return }
        if i > 0, toks[i - 1].keyword == .func { return }
        let a = i + 2
        func ends(_ k: Int) -> Bool {
            k < n && (toks[k].kind == .rParen || toks[k].kind == .comma || toks[k].kind == .exclaimPostfix
                      || toks[k].kind == .questionPostfix)
        }
        var storage: String?
        if toks[a].keyword == .`self` {
            if a + 3 < n, toks[a + 1].kind == .period, toks[a + 2].kind == .identifier, ends(a + 3) {
                storage = file.identifierText(a + 2)
            } else if ends(a + 1) {
                storage = "self"
            }
        } else if toks[a].kind == .identifier, toks[a].keyword == .none || toks[a].flags.contains(.backticked), ends(a + 1) {
            storage = firstByte(a) == UInt8(ascii: "$") ? forEachReceiver(around: a) : file.identifierText(a)
        }
        if let s = storage { addTeardown(type, s, .observerRemoved, member) }
    }

    /// For `$0` inside `tokens.forEach { … $0 … }` (or `self.tokens.forEach`): `tokens`.
    private func forEachReceiver(around i: Int) -> String? {
        var d = 0
        var j = i - 1
        var steps = 0
        while j >= 0, steps < 128 {
            steps += 1
            switch toks[j].kind {
            case .rBrace: d += 1
            case .lBrace:
                if d == 0 {
                    guard j >= 1, toks[j - 1].kind == .identifier, file.tokenEquals(j - 1, "forEach") else { return nil }
                    return ownReceiver(ofMethodAt: j - 1)
                }
                d -= 1
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// `Child(delegate: self)`, `configure(with: x, delegate: self)`.
    private mutating func selfArgument(_ i: Int) {
        guard i >= 3, i + 1 < n, let type = typeNames.last, toks[i - 1].kind == .colon,
              toks[i - 2].kind == .identifier, toks[i - 3].kind == .lParen || toks[i - 3].kind == .comma,
              toks[i + 1].kind == .rParen || toks[i + 1].kind == .comma else { return }
        let ref = SelfReference(type: type, name: file.identifierText(i - 2), isArgument: true, path: path)
        if seenReferences.insert(ref).inserted { facts.selfReferences.append(ref) }
    }

    // MARK: Members

    /// Members that run once per instance, by signature.
    static let setupSignatures: Set<String> = [
        "viewDidLoad()", "loadView()", "awakeFromNib()", "windowDidLoad()", "applicationDidFinishLaunching(_:)",
        "applicationWillFinishLaunching(_:)", "application(_:didFinishLaunchingWithOptions:)",
        "application(_:willFinishLaunchingWithOptions:)", "scene(_:willConnectTo:options:)",
    ]

    /// Whether `func name(…)` at `nameToken` is one of `setupSignatures` (labels read from its
    /// parameter clause).
    private func isSetupFunction(nameToken: Int) -> Bool {
        let t = nameToken
        guard file.tokenEquals(t, "viewDidLoad") || file.tokenEquals(t, "loadView") || file.tokenEquals(t, "awakeFromNib")
                || file.tokenEquals(t, "windowDidLoad") || file.tokenEquals(t, "applicationDidFinishLaunching")
                || file.tokenEquals(t, "applicationWillFinishLaunching") || file.tokenEquals(t, "application")
                || file.tokenEquals(t, "scene") else { return false }
        let name = file.identifierText(t)
        var k = nameToken + 1
        if k < n, toks[k].kind == .operator, firstByte(k) == UInt8(ascii: "<") { k = DeclarationScanner.skipAngles(file, k) }
        guard k < n, toks[k].kind == .lParen, let close = matchForward(k) else { return false }
        var signature = name + "("
        var atSegmentStart = true
        var d = 0
        for j in (k + 1)..<close {
            let u = toks[j]
            switch u.kind {
            case .lParen, .lBracket, .lBrace: d += 1
            case .rParen, .rBracket, .rBrace: d -= 1
            case .comma where d == 0: atSegmentStart = true; continue
            default: break
            }
            if atSegmentStart, d == 0, u.kind == .identifier || u.kind == .keyword {
                signature += file.identifierText(j) + ":"
                atSegmentStart = false
            }
        }
        return Self.setupSignatures.contains(signature + ")")
    }

    /// `helper()` or `self.helper()` called directly in a member that runs once per instance.
    private mutating func setupCall(_ i: Int) {
        guard i + 1 < n, toks[i + 1].kind == .lParen, !toks[i + 1].flags.contains(.newlineBefore),
              let type = typeNames.last else { return }
        if i > 0, toks[i - 1].kind == .period {
            guard i >= 2, toks[i - 2].keyword == .`self`, !(i >= 3 && toks[i - 3].kind == .period) else { return }
        } else if i > 0, toks[i - 1].keyword == .func {
            return
        }
        let name = file.identifierText(i)
        guard seenSetupCalls.insert(name).inserted else { return }
        facts.setupCalls.append(SetupCall(type: type, callee: name, path: path))
    }

    /// An instance `var` declared in a type's body: name, annotation, `weak`, computed.
    private mutating func property(_ i: Int, isLet: Bool) {
        guard i + 1 < n, toks[i + 1].kind == .identifier, let owner = typeNames.last else { return }
        lastMember = i + 1
        // Only stored-or-computed `var`s are recorded (with their declared type).
        if isLet { return }
        var isStatic = false, isWeak = false
        var j = i - 1
        var steps = 0
        while j >= 0, steps < 16 {
            steps += 1
            let u = toks[j]
            if u.keyword == .static || u.keyword == .class { isStatic = true; j -= 1; continue }
            if u.keyword == .weak || u.keyword == .unowned { isWeak = true; j -= 1; continue }
            if u.kind == .rParen {
                // `private(set)`, `unowned(unsafe)`, `@Attribute(…)`
                var d = 0
                while j >= 0 {
                    if toks[j].kind == .rParen { d += 1 } else if toks[j].kind == .lParen { d -= 1; if d == 0 { break } }
                    j -= 1
                }
                j -= 1
                continue
            }
            if u.kind == .identifier, u.keyword == .none, j > 0, toks[j - 1].kind == .at { j -= 2; continue }
            if u.kind == .keyword || (u.kind == .identifier && u.keyword != .none) {
                if u.keyword == .let || u.keyword == .var || u.keyword == .func || u.keyword == .case { break }
                j -= 1
                continue
            }
            break
        }
        guard !isStatic, i + 2 < n, toks[i + 2].kind == .colon else { return }
        let start = i + 3
        var k = start
        var bracket = 0
        while k < n, k - start < 64 {
            let u = toks[k]
            if k > start, bracket == 0, u.flags.contains(.newlineBefore) { break }
            switch u.kind {
            case .lParen, .lBracket: bracket += 1
            case .rParen, .rBracket: bracket -= 1
            case .operator:
                for b in Int(u.start)..<Int(u.end) {
                    let c = bytes[b]
                    if c == UInt8(ascii: "<") { bracket += 1 } else if c == UInt8(ascii: ">") { bracket -= 1 }
                }
            default: break
            }
            if bracket <= 0, u.kind == .equal || u.kind == .lBrace || u.kind == .rBrace || u.kind == .semicolon
                || (u.kind == .comma && bracket == 0) { break }
            if bracket < 0 { break }
            k += 1
        }
        guard k > start else { return }
        var contiguous = true
        for t in (start + 1)..<max(start + 1, k) where toks[t].start != toks[t - 1].end { contiguous = false; break }
        let text: String
        if contiguous {
            text = String(decoding: bytes[Int(toks[start].start)..<Int(toks[k - 1].end)], as: UTF8.self)
        } else {
            var typeBytes: [UInt8] = []
            typeBytes.reserveCapacity(Int(toks[k - 1].end) - Int(toks[start].start))
            for t in start..<k { typeBytes.append(contentsOf: bytes[Int(toks[t].start)..<Int(toks[t].end)]) }
            text = String(decoding: typeBytes, as: UTF8.self)
        }
        var computed = false
        if !isLet, k < n, toks[k].kind == .lBrace {
            let first = k + 1 < n ? toks[k + 1].keyword : .none
            computed = first != .willSet && first != .didSet
        }
        facts.properties.append(PropertyDeclaration(owner: owner, name: file.identifierText(i + 1), declaredType: text,
                                                    isWeak: isWeak, isComputed: computed, path: path))
    }

    /// `init(…)`: its body is a member named `init`; closure parameters are recorded with
    /// whether the body keeps them.
    private mutating func initializer(_ i: Int) {
        lastMember = MemberName.initializer
        var k = i + 1
        guard k < n else { return }
        if toks[k].kind == .questionPostfix || toks[k].kind == .exclaimPostfix
            || (toks[k].kind == .operator && toks[k].length == 1 && (firstByte(k) == UInt8(ascii: "?") || firstByte(k) == UInt8(ascii: "!"))) {
            k += 1
        }
        if k < n, toks[k].kind == .operator, firstByte(k) == UInt8(ascii: "<") { k = DeclarationScanner.skipAngles(file, k) }
        guard k < n, toks[k].kind == .lParen, let close = matchForward(k) else { return }
        let body = bodyStart(from: close + 1)
        if let b = body { pendingBody = (b, MemberName.initializer, true) }
        // Parameters: `[label] name: Type [= default]`, split at top-level commas.
        var closures: [(label: String, nameToken: Int)] = []
        var segment = k + 1
        var d = 0
        var j = k + 1
        while j <= close {
            let u = toks[j]
            if j == close || (d == 0 && u.kind == .comma) {
                if let c = closureParameter(segment, j) { closures.append(c) }
                segment = j + 1
                j += 1
                continue
            }
            switch u.kind {
            case .lParen, .lBracket, .lBrace: d += 1
            case .rParen, .rBracket, .rBrace: d -= 1
            case .operator:
                for b in Int(u.start)..<Int(u.end) {
                    let c = bytes[b]
                    if c == UInt8(ascii: "<") { d += 1 } else if c == UInt8(ascii: ">") { d -= 1 }
                }
            default: break
            }
            j += 1
        }
        guard !closures.isEmpty, let type = typeNames.last else { return }
        let bodyEnd = body.flatMap { matchForward($0) }
        for (index, c) in closures.enumerated() {
            var kept = true
            if let b = body, let e = bodyEnd {
                kept = false
                var m = b + 1
                while m < e {
                    if toks[m].kind == .identifier, file.hasSameText(m, c.nameToken), !(toks[m - 1].kind == .period),
                       !(m + 1 < n && toks[m + 1].kind == .colon) {
                        var after = m + 1
                        if after < n, toks[after].kind == .questionPostfix || toks[after].kind == .exclaimPostfix { after += 1 }
                        if !(after < n && toks[after].kind == .lParen && !toks[after].flags.contains(.newlineBefore)) {
                            kept = true
                            break
                        }
                    }
                    m += 1
                }
            }
            facts.initializerParameters.append(InitializerClosureParameter(type: type, label: c.label, isKept: kept,
                                                                           isLastClosure: index == closures.count - 1,
                                                                           path: path))
        }
    }

    /// A parameter in `start..<end` whose type is a function type: its external label and the
    /// token of its internal name.
    private func closureParameter(_ start: Int, _ end: Int) -> (label: String, nameToken: Int)? {
        var colon = -1
        var d = 0
        var j = start
        while j < end {
            let u = toks[j]
            if u.kind == .colon, d == 0 { colon = j; break }
            if u.kind == .lParen || u.kind == .lBracket { d += 1 } else if u.kind == .rParen || u.kind == .rBracket { d -= 1 }
            j += 1
        }
        guard colon > start else { return nil }
        var names: [Int] = []
        for t in start..<colon where toks[t].kind == .identifier || (toks[t].kind == .keyword && toks[t].keyword != .inout) {
            names.append(t)
        }
        guard let internalName = names.last else { return nil }
        var isClosure = false
        d = 0
        j = colon + 1
        while j < end {
            let u = toks[j]
            if u.kind == .equal, d == 0 { break }
            if u.kind == .lParen || u.kind == .lBracket { d += 1 } else if u.kind == .rParen || u.kind == .rBracket { d -= 1 }
            if u.kind == .arrow { isClosure = true; break }
            j += 1
        }
        guard isClosure else { return nil }
        let label = names.count >= 2 ? file.identifierText(names[names.count - 2]) : file.identifierText(internalName)
        return (label, internalName)
    }
}

/// Names of framework types and functions whose construction sites are not recorded: no linted
/// file declares them, so no query about app lifetime, temporaries or owned helpers asks about
/// them. Purely a cost measure (they are most of the calls `T(…)` in real code); kept as FNV-1a
/// hashes of the names so that the scanner checks a token without making a string.
enum FrameworkNames {
    /// Names an app is unlikely to give its own classes (`Settings`, `Logger`, `List` are left
    /// out: skipping a project type's sites would only make the queries more conservative,
    /// but there is no reason to).
    static let valueTypes: [String] = [
        // Swift and Foundation
        "String", "Int", "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result",
        "Data", "Date", "URL", "URLRequest", "URLComponents", "URLQueryItem", "UUID", "IndexPath", "IndexSet",
        "NSRange", "Range", "Decimal", "Measurement", "DateComponents", "DateFormatter", "NumberFormatter",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "NSLock", "NSRecursiveLock",
        "NSAttributedString", "NSMutableAttributedString", "AttributedString", "NSLocalizedString", "NSPredicate",
        "NSSortDescriptor", "NSError", "NSNumber", "TimeZone", "CharacterSet", "DispatchQueue", "DispatchTime",
        "DispatchGroup", "DispatchSemaphore", "OSLog", "Int64", "Int32", "UInt", "UInt8", "UInt32", "UInt64",
        "TimeInterval", "Substring",
        // Core Graphics and UIKit values
        "CGRect", "CGSize", "CGPoint", "CGFloat", "CGAffineTransform", "CGVector", "CATransform3D", "UIEdgeInsets",
        "NSDirectionalEdgeInsets", "UIOffset", "CMTime",
        // SwiftUI
        "Text", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "Spacer", "Button", "ForEach", "NavigationView", "NavigationStack", "NavigationLink", "NavigationSplitView",
        "ScrollView", "ScrollViewReader", "Color", "Toggle", "TextField", "SecureField", "TextEditor", "Picker",
        "Slider", "Stepper", "Divider", "GeometryReader", "RoundedRectangle", "Rectangle", "Circle", "Capsule",
        "Ellipse", "EmptyView", "AnyView", "ProgressView", "ShareLink", "TabView", "GridItem", "ViewThatFits",
        "Binding", "AsyncImage", "TimelineView", "ContentUnavailableView", "ColorPicker", "DatePicker",
        "EdgeInsets", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "UnitPoint",
        "LocalizedStringKey", "AttributeContainer", "Task", "ToolbarItem", "ToolbarItemGroup", "WindowGroup",
        "DisclosureGroup", "OutlineGroup", "TableColumn", "LabeledContent", "ControlGroup",
    ]

    /// Whether the identifier token names a framework type (`hashes`).
    static func isFramework(_ bytes: [UInt8], _ t: Token) -> Bool {
        hashes.contains(FastText.fnv1a(bytes[Int(t.start)..<Int(t.end)]))
    }

    static let hashes: Set<UInt64> = {
        var names = Set(valueTypes)
        names.formUnion(KnownTypes.superclass.keys)
        names.formUnion(KnownTypes.protocols)
        names.formUnion(KnownTypes.rootClasses)
        names.formUnion(KnownTypes.frameworkDelegateProtocols)
        return Set(names.map { FastText.fnv1a($0.utf8) })
    }()
}
