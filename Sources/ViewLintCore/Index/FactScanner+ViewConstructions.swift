/// Which views a body constructs, with the chain of modifiers around each (navigation containers,
/// presentations, environment injections): the cross-file SwiftUI facts.
extension FactScanner {
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

    @inline(__always) func tokenHash(_ i: Int) -> UInt64 {
        FastText.fnv1a(bytes[Int(toks[i].start)..<Int(toks[i].end)])
    }

    func isNavigationContainer(_ i: Int) -> Bool {
        file.tokenEquals(i, "NavigationStack") || file.tokenEquals(i, "NavigationSplitView") || file.tokenEquals(i, "NavigationView")
    }

    /// The type and the member around the current token inject an environment object
    /// (`injects`) or build a navigation container.
    mutating func noteViewWrapper(injects: Bool) {
        var names: [String] = []
        if let t = typeNames.last { names.append(t) }
        if let m = memberName, m != "body" { names.append(m) }
        for name in names {
            let w = ViewWrappingMember(name: name, injects: injects, buildsNavigationContainer: !injects)
            if seenViewWrappers.insert(w).inserted { facts.viewWrappers.append(w) }
        }
    }

    /// `.environmentObject(x)` / `.environment(x)` (one unlabeled argument, not a key path).
    mutating func environmentModifier(_ i: Int) {
        guard i + 1 < n, toks[i + 1].kind == .lParen, file.tokenEquals(i, "environmentObject") || file.tokenEquals(i, "environment"),
              isInjection(modifier: i) else { return }
        noteViewWrapper(injects: true)
    }

    func isInjection(modifier i: Int) -> Bool {
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
    func startsViewExpression(_ i: Int) -> Bool {
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
    mutating func viewConstruction(typeToken i: Int, start s: Int, callOpen k: Int, use: ConstructionUse) {
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
        let scopeBrace = members.last?.brace ?? Int.max
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
    mutating func unknownViewConstruction(typeToken i: Int) {
        guard seenUnknownViewConstructions.insert(tokenHash(i)).inserted else { return }
        facts.viewConstructions.append(ViewConstruction(type: file.identifierText(i), path: path, parent: nil, member: nil,
                                                        isUnknown: true, isRoot: false, navigation: .inherited,
                                                        injections: [], customModifiers: []))
    }

    enum ClosureOwner { case call(Int, isModifier: Bool), argument, unknown }

    /// The call whose closure opens at `o`: `VStack {`, `ForEach(items) {`, `.sheet(…) {`,
    /// `} label: {`; `argument` for `content: { … }` inside a call's parentheses.
    func closureOwner(_ o: Int) -> ClosureOwner {
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
    func callee(beforeParen o: Int) -> Int? {
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
    func chainHead(beforePeriod p: Int) -> Int {
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
    func readChain(after j: Int, into edge: inout ViewConstruction) {
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
    func injectedValue(_ start: Int, _ end: Int) -> String {
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
    mutating func isViewBuildingMember() -> Bool {
        if let c = viewBuildingMemberCache, c.context == context { return c.value }
        let value = computeIsViewBuildingMember()
        viewBuildingMemberCache = (context, value)
        return value
    }

    func computeIsViewBuildingMember() -> Bool {
        guard let m = members.last, m.name >= 0 else { return false }
        let code = m.name, brace = m.brace
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
}
