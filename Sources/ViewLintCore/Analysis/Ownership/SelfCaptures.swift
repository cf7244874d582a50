/// Helpers shared by strong_self_in_escaping_closure, ui_off_main_thread and
/// detached_task_ui_access: class-instance contexts, local declarations in scope,
/// implicit-self member names, and "who keeps this value" (ownership by self).

// MARK: - Local declarations

/// The locals of one function-like scope root (function, accessor, property initializer),
/// read from the file's `Bindings` (`ctx.bindings`): only names declared inside the root —
/// never properties, globals or an enclosing function's locals, which the capture rules
/// treat as members of self or as outside the closure's reach.
struct LocalDeclarations {
    typealias Decl = Bindings.Declaration
    let root: Syntax
    let bindings: Bindings

    init(root: Syntax, bindings: Bindings) {
        self.root = root
        self.bindings = bindings
    }

    /// The locals of the scope root around `node` (`CaptureScope.scopeRoot`): a view of the
    /// file's bindings, so it costs nothing to make and needs no cache.
    init?(around node: Syntax, in ctx: LintContext) {
        guard let root = CaptureScope.scopeRoot(of: node) else { return nil }
        self.init(root: root, bindings: ctx.bindings)
    }

    /// The declaration of `name` visible at `node` (the latest one before it), if any.
    func lookup(_ name: String, at node: Syntax) -> Decl? {
        bindings.local(name, at: node, inside: root)
    }

    /// The declaration of `name` made by `node` (a parameter, binding …), if any.
    func declaration(of name: String, madeBy node: Syntax) -> Decl? {
        bindings.declarations(of: name).first { $0.node.index == node.index }
    }
}

// MARK: - Context

enum CaptureScope {
    /// Whether a type declaration gives an instance `self` that is a reference: a class or
    /// actor, or an extension of one (resolved through the index; unknown extended types
    /// count only when their name says they are UIKit classes).
    static func isReferenceType(_ type: Syntax, _ index: TypeIndex) -> Bool {
        switch type.declKeyword {
        case .class, .actor: return true
        case .extension:
            guard let name = type.typeName else { return false }
            if let recs = index.types[name] {
                return recs.contains { $0.kind == .class || $0.kind == .actor }
            }
            if KnownTypes.superclass[name] != nil || KnownTypes.rootClasses.contains(name) { return true }
            if KnownTypes.protocols.contains(name) { return false }
            return TypeIndex.roleByName(name) != .other
        default: return false
        }
    }

    /// The outermost declaration between `node` and the member block of `type` (the member
    /// that contains the node), or nil when the node is not inside a member.
    static func member(containing node: Syntax, in type: Syntax) -> Syntax? {
        var found: Syntax?
        for a in node.ancestors {
            if a.index == type.index { return found }
            switch a.kind {
            case .funcDecl, .varDecl: found = a
            case .typeDecl: return nil
            default: break
            }
        }
        return nil
    }

    /// The member is `static`/`class` (self is the type there).
    static func isStaticMember(_ m: Syntax) -> Bool {
        m.hasModifier(.static) || (m.kind == .funcDecl && m.hasModifier(.class))
            || (m.kind == .varDecl && m.hasModifier(.class))
    }

    /// The scope root for local lookups: the innermost function, accessor or binding
    /// (property initializer) that contains the node.
    static func scopeRoot(of node: Syntax) -> Syntax? {
        for a in node.ancestors {
            switch a.kind {
            case .funcDecl, .accessor: return a
            case .binding where a.parent?.parent?.kind == .memberBlock: return a
            case .typeDecl, .memberBlock: return nil
            default: break
            }
        }
        return nil
    }
}

// MARK: - UIKit member names

enum UIKitOwnedMembers {
    /// Members of UIKit classes that name an object the instance owns (its view hierarchy,
    /// its navigation item, layers…): a closure stored on them is kept as long as self.
    static func ownedMembers(_ role: TypeIndex.Role) -> Set<String> {
        switch role {
        case .viewController: return controllerOwned
        case .view, .tableViewCell, .collectionViewCell, .reusableView: return viewOwned
        default: return []
        }
    }

    // Built once: the capture rules ask for every type of every file.
    private static let controllerOwned: Set<String> = ["view", "navigationItem", "tableView", "collectionView", "refreshControl", "tabBarItem",
                    "toolbarItems", "viewIfLoaded", "editButtonItem", "children", "searchController"]
    private static let viewOwned: Set<String> = ["contentView", "layer", "subviews", "textLabel", "detailTextLabel", "imageView", "backgroundView",
                    "selectedBackgroundView", "accessoryView", "gestureRecognizers", "interactions",
                    "inputAccessoryView", "tableView", "collectionView", "refreshControl"]

    /// Instance members inherited from UIKit that code uses without `self.`.
    static func implicitMembers(_ role: TypeIndex.Role) -> Set<String> {
        switch role {
        case .viewController: return controllerImplicit
        case .view, .tableViewCell, .collectionViewCell, .reusableView: return viewImplicit
        default: return []
        }
    }

    private static let controllerImplicit: Set<String> = controllerOwned.union(["title", "navigationController", "tabBarController", "splitViewController", "parent",
                         "presentedViewController", "presentingViewController", "present", "dismiss", "show",
                         "showDetailViewController", "performSegue", "addChild", "removeFromParent",
                         "setEditing", "isEditing", "traitCollection", "preferredContentSize",
                         "setNeedsStatusBarAppearanceUpdate", "additionalSafeAreaInsets", "isModalInPresentation",
                         "setToolbarItems", "viewDidLoad", "loadViewIfNeeded", "isViewLoaded", "modalPresentationStyle"])
    private static let viewImplicit: Set<String> = viewOwned.union(["addSubview", "insertSubview", "bringSubviewToFront", "removeFromSuperview", "setNeedsLayout",
                         "layoutIfNeeded", "setNeedsDisplay", "invalidateIntrinsicContentSize", "isHidden", "alpha",
                         "frame", "bounds", "center", "transform", "backgroundColor", "tintColor", "superview",
                         "window", "traitCollection", "addGestureRecognizer", "isUserInteractionEnabled",
                         "accessibilityLabel", "accessibilityValue", "sizeToFit", "isSelected", "isHighlighted",
                         "isEnabled", "sendActions"])

    /// Properties of UIKit views and controllers whose assignment is a UI update.
    static let uiProperties: Set<String> = [
        "text", "attributedText", "image", "isHidden", "alpha", "title", "backgroundColor", "textColor",
        "isEnabled", "tintColor", "frame", "placeholder", "progress", "isSelected", "contentOffset",
    ]
}

// MARK: - Expressions

extension Syntax {
    /// Skips through `try`, `await` and parentheses-free wrappers to the expression's user.
    var valueParent: Syntax? {
        var cur = parent
        while let c = cur, c.kind == .tryExpr || c.kind == .awaitExpr { cur = c.parent }
        return cur
    }

    /// The innermost base of a member/subscript chain (`a` in `a.b?.c[0].d`).
    var expressionRoot: Syntax {
        var cur = self
        var steps = 0
        while steps < 256 {
            steps += 1
            switch cur.kind {
            case .memberAccess:
                guard let b = cur.firstChild else { return cur }
                cur = b
            case .subscriptCall:
                guard let b = cur.firstChild else { return cur }
                cur = b
            case .tuple:
                // `(x as? T)?.y` → x
                guard let a = cur.firstChild, a.kind == .argument,
                      a.nextSibling == nil, let v = a.firstChild else { return cur }
                cur = v.kind == .sequence ? (v.firstChild ?? v) : v
            default:
                return cur
            }
        }
        return cur
    }

    /// Whether this is an initializer call of a type (`Foo(…)`, `Foo<T>(…)`, `A.B(…)`, `Foo.init(…)`).
    var isInitializerCall: Bool {
        guard kind == .call, let c = callee else { return false }
        switch c.kind {
        case .identifier, .memberAccess:
            guard let t = c.nameToken else { return false }
            if c.nameIs("init") { return true }
            let tok = tree.file.tokens[t]
            guard tok.kind == .identifier, tok.length > 0 else { return false }
            let b = tree.file.bytes[Int(tok.start) + (tok.flags.contains(.backticked) ? 1 : 0)]
            return b >= 65 && b <= 90 // uppercase first letter
        default:
            return false
        }
    }

    /// Name of the type an initializer call creates (`UIAction`, `UICollectionViewDiffableDataSource`).
    var initializerTypeName: String? {
        guard let c = callee else { return nil }
        if c.nameIs("init") { return c.firstChild?.name }
        return c.name
    }

    /// The last call of a `a.b { }.c().d(…)` chain that starts at this call.
    var chainTop: Syntax {
        var cur = self
        var steps = 0
        while steps < 512, let p = cur.parent, p.kind == .memberAccess, p.firstChild == cur,
              let gp = p.parent, gp.kind == .call, gp.firstChild == p {
            cur = gp
            steps += 1
        }
        return cur
    }

    /// The capture item of `self` in this closure's own capture list, and its specifier
    /// keyword (`weak`, `unowned`, or `.none` for a strong `[self]`).
    var selfCapture: (item: Syntax, token: Int, specifier: Keyword)? {
        guard kind == .closure, let list = firstChild, list.kind == .captureList else { return nil }
        let toks = tree.file.tokens
        for item in list.children where item.kind == .captureItem {
            guard let n = item.nameToken, toks[n].keyword == .`self`, item.firstChild == nil else { continue }
            let spec = item.auxToken.map { toks[$0].keyword } ?? .none
            return (item, n, spec)
        }
        return nil
    }
}

// MARK: - Lifetimes

extension CaptureScope {
    /// Test support beyond the engine's test scope (`FileScope.isTestPath`, whose files these
    /// rules never see): mock, test-support and preview folders, `Mock…`/`…Mock(s)` files and
    /// `…Test`/`…TestCase` folders. A retain cycle there is as harmless as in a test.
    /// `scope` is the file's: test code by path, config or imports.
    static func isTestSupportPath(_ path: String, scope: FileScope) -> Bool {
        scope.isTest || isSupportPath(path)
    }

    private static func isSupportPath(_ path: String) -> Bool {
        // On bytes (once per file): the names compared are ASCII, and `.swift` is six bytes.
        let comps = Glob.components(path)
        func ends(_ part: ArraySlice<UInt8>, _ suffix: String) -> Bool {
            part.count >= suffix.utf8.count && part.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        func starts(_ part: ArraySlice<UInt8>, _ prefix: String) -> Bool { part.starts(with: prefix.utf8) }
        func named(_ part: ArraySlice<UInt8>, _ name: String) -> Bool { part.elementsEqual(name.utf8) }
        for (i, c) in comps.enumerated() {
            let isFile = i == comps.count - 1
            let base = isFile ? c.dropLast(6) : c
            if ends(base, "Test") || ends(base, "TestCase") { return true }
            if !isFile && (named(c, "Mocks") || named(c, "TestSupport") || named(c, "Previews")) { return true }
            if isFile && (starts(base, "Mock") || ends(base, "Mock") || ends(base, "Mocks")) { return true }
        }
        return false
    }

    /// XCTest cases and test doubles.
    static func isTestType(_ name: String, _ index: TypeIndex) -> Bool {
        if name.hasPrefix("Mock") || name.hasSuffix("Mock") || name.hasSuffix("Spy") || name.hasSuffix("Stub")
            || name.hasSuffix("Tests") { return true }
        return index.superclassChain(of: name).contains { $0 == "XCTestCase" || $0.hasSuffix("TestCase") }
    }

    /// Objects that live as long as the app: app delegates and singletons (`static let shared = Foo()`).
    static func livesForever(_ name: String, _ ctx: LintContext) -> Bool {
        if name.hasSuffix("AppDelegate") { return true }
        let conf = ctx.index.conformances(of: name)
        if conf.contains("UIApplicationDelegate") || conf.contains("NSApplicationDelegate") { return true }
        if ctx.index.declaresMember(anyOf: ["shared", "sharedInstance"], in: name) { return true }
        // `static let current = Foo()` declared in this file.
        let tree = ctx.tree
        for t in tree.typeDecls(named: name) {
            guard let block = t.child(.memberBlock) else { continue }
            for m in block.children where m.kind == .varDecl && m.hasModifier(.static) {
                for b in m.children(.binding) {
                    guard let v = b.initializer, v.kind == .call, let c = v.callee else { continue }
                    if c.kind == .identifier, c.name == name { return true }
                    if c.kind == .memberAccess, c.nameIs("init"), c.firstChild == nil { return true }
                    if c.kind == .identifier, tree.file.tokens[c.firstTokenIndex].keyword == .Self { return true }
                }
            }
        }
        return false
    }

    /// `delegate`, `dataSource`, `…Delegate`: properties that are weak by convention.
    static func isWeakByConvention(_ n: String) -> Bool {
        n == "delegate" || n == "dataSource" || n.hasSuffix("Delegate") || n.hasSuffix("DataSource")
    }
}

// MARK: - Combine

enum CombinePipelines {
    /// Operators: calls whose receiver is the publisher the chain started from.
    static let operators: Set<String> = [
        "map", "compactMap", "tryMap", "filter", "tryFilter", "removeDuplicates", "receive", "subscribe", "debounce",
        "throttle", "delay", "dropFirst", "drop", "flatMap", "switchToLatest", "combineLatest", "merge", "zip", "scan",
        "handleEvents", "eraseToAnyPublisher", "share", "catch", "tryCatch", "replaceError", "replaceNil",
        "replaceEmpty", "mapError", "setFailureType", "print", "breakpoint", "assertNoFailure", "prepend",
        "measureInterval", "makeConnectable", "autoconnect", "multicast", "sink", "assign", "store", "retry",
        "timeout", "buffer", "collect", "ignoreOutput", "decode", "encode", "removeDuplicates", "eraseType",
        "publisher", "publish", "values", "observe", "subscribeOn", "observeOn", "bind", "drive", "disposed",
    ]
    /// Operators after which the chain completes (and the subscription lets go of its closures).
    static let finishingOperators: Set<String> = ["first", "prefix", "last", "output", "timeout"]
    /// Publishers that emit once and complete.
    static let finiteTypes: Set<String> = ["Just", "Future", "Deferred", "Fail", "Empty", "Result", "Single", "Maybe", "Completable"]

    /// Whether the chain ending at `top` starts at a publisher that completes on its own (a
    /// network call, `Just`, `Future`, `.first()`): its subscription frees its closures when
    /// it finishes, so there is no lasting cycle.
    static func isFinite(chainTop top: Syntax, locals: (String, Syntax) -> LocalDeclarations.Decl?) -> Bool {
        var cur: Syntax? = top
        var lowest: Syntax?
        var steps = 0
        var localHops = 0
        while let c = cur, steps < 512 {
            steps += 1
            switch c.kind {
            case .call:
                if let n = c.calleeName, finishingOperators.contains(n) { return true }
                lowest = c
                if let callee = c.callee, callee.kind == .memberAccess { cur = callee.firstChild } else { cur = nil }
            case .memberAccess:
                cur = c.firstChild
            case .tryExpr, .awaitExpr:
                cur = c.firstChild
            case .identifier:
                // A local holding the publisher: classify its initializer.
                if localHops < 2, let name = c.name, let d = locals(name, c) {
                    let dn = d.node
                    if dn.kind == .binding, let i = dn.initializer, i.kind == .call || i.kind == .memberAccess || i.kind == .tryExpr {
                        localHops += 1
                        cur = i
                        continue
                    }
                }
                cur = nil
            default:
                cur = nil
            }
        }
        guard let lc = lowest else { return false }
        if lc.isInitializerCall {
            return finiteTypes.contains(lc.initializerTypeName ?? "")
        }
        guard let name = lc.calleeName else { return false }
        if operators.contains(name) { return false }
        // An unknown method at the bottom of the chain: an operator when it takes a closure,
        // else a source such as an API request (which completes).
        return lc.closureArguments.isEmpty
    }
}

// MARK: - UIKit-typed expressions (for the main-thread rules)

/// Tells whether an expression denotes a UIKit view, control, view controller or the
/// application: through the declared type of a property (in this file's declarations of the
/// enclosing type), of a local or parameter, an initializer call, or UIKit's own members.
final class UIObjectResolver {
    let ctx: LintContext
    private var propsByType: [String: [String: Syntax]]?

    init(_ ctx: LintContext) { self.ctx = ctx }

    /// Members UIKit classes expose that name views or controllers.
    static let uiKitSubviewMembers: Set<String> = [
        "view", "tableView", "collectionView", "navigationController", "tabBarController", "splitViewController",
        "contentView", "textLabel", "detailTextLabel", "imageView", "titleLabel", "backgroundView", "superview",
        "window", "navigationBar", "toolbar", "tabBar", "searchBar", "refreshControl", "presentedViewController",
        "presentingViewController", "parent", "viewIfLoaded", "inputAccessoryView", "keyWindow", "rootViewController",
        "topViewController", "visibleViewController", "selectedViewController", "scrollView", "textField",
    ]

    /// A name that reads like a UIKit view (`titleLabel`, `spinner`, `saveButton`).
    static func looksLikeUIName(_ n: String) -> Bool {
        if n.hasSuffix("ViewModel") || n.hasSuffix("Model") { return false }
        // `label`, `titleLabel`, `spinner`, `saveButton` — a whole word, not `preview`/`overview`.
        for w in ["Label", "View", "Button", "Field", "Spinner", "Indicator", "Cell", "Slider", "Control", "Switch",
                  "NavigationBar", "SearchBar", "Toolbar", "TabBar", "Banner"] {
            if n.hasSuffix(w) { return true }
            let lower = w.prefix(1).lowercased() + w.dropFirst()
            if n == lower { return true }
        }
        return false
    }

    func isUIType(_ typeText: String) -> Bool {
        var t = typeText.filter { !$0.isWhitespace }
        while let l = t.last, l == "!" || l == "?" { t.removeLast() }
        if t.hasPrefix("Optional<") { t = String(t.dropFirst(9).dropLast()) }
        if t.hasPrefix("(") || t.hasPrefix("[") || t.containsBytes("->") { return false }
        let name = TypeIndex.baseTypeName(t)
        if name == "UIApplication" || name == "UIWindow" || name == "UIScreen" { return name != "UIScreen" }
        let role = ctx.index.role(of: name)
        switch role {
        case .viewController, .view, .tableViewCell, .collectionViewCell, .reusableView: return true
        default: return false
        }
    }

    /// Declared stored properties of a type in this file (name → binding).
    func property(_ name: String, of typeName: String) -> Syntax? {
        if propsByType == nil {
            var m: [String: [String: Syntax]] = [:]
            let tree = ctx.tree
            for i in tree.typeDeclNodes {
                let t = tree.node(Int(i))
                guard let tn = t.typeName, let block = t.child(.memberBlock) else { continue }
                var stack = [block]
                while let b = stack.popLast() {
                    for mem in b.children {
                        if mem.kind == .varDecl {
                            for bd in mem.children(.binding) { if let n = bd.name { m[tn, default: [:]][n] = bd } }
                        } else if mem.kind == .ifConfig {
                            stack.append(contentsOf: mem.children(.ifConfigClause))
                        }
                    }
                }
            }
            propsByType = m
        }
        return propsByType?[typeName]?[name]
    }

    /// The type a binding or parameter declares or is initialized with; nil when unknown.
    func declaredTypeIsUI(_ decl: Syntax) -> Bool? {
        if let t = decl.typeAnnotation { return isUIType(t.text) }
        if decl.kind == .binding, var i = decl.initializer {
            while i.kind == .tryExpr || i.kind == .awaitExpr, let c = i.firstChild { i = c }
            if i.kind == .call, i.isInitializerCall, let tn = i.initializerTypeName { return isUIType(tn) }
            if i.kind == .closure { return nil }
            if let p = i.memberPath, p.first == "UIApplication" { return true }
            switch i.kind {
            case .literal, .stringLiteral, .arrayLiteral, .dictionaryLiteral, .tuple, .sequence, .prefixOperator:
                return false
            default: break
            }
        }
        return nil
    }

    func locals(_ node: Syntax) -> LocalDeclarations? { LocalDeclarations(around: node, in: ctx) }

    /// Whether self (the enclosing type) is a UIKit view or controller.
    func selfIsUI() -> Bool {
        guard let t = ctx.enclosingType, let n = t.typeName else { return false }
        return isUIType(n)
    }

    /// Whether a member of self named `n` is a UIKit object (declared type, UIKit member, name).
    func selfMemberIsUI(_ n: String) -> Bool {
        if let t = ctx.enclosingType, let tn = t.typeName {
            if let b = property(n, of: tn) {
                if let r = declaredTypeIsUI(b) { return r }
                return Self.looksLikeUIName(n)
            }
            if ctx.index.memberNames(of: tn)?.contains(n) == true || ctx.index.members(of: tn).contains(n) {
                return Self.looksLikeUIName(n)
            }
        }
        if selfIsUI(), Self.uiKitSubviewMembers.contains(n) { return true }
        return Self.looksLikeUIName(n) && selfIsUI()
    }

    /// Whether `e` denotes a UIKit object. `selfAliases`: names bound to self (`strongSelf`).
    func isUI(_ e: Syntax, selfAliases: Set<String> = []) -> Bool {
        isUI(e, selfAliases: selfAliases, depth: 0)
    }

    /// Each step follows a binding's value to an earlier declaration; the cap bounds a chain
    /// of `if let a = b` bindings however the file nests them.
    private func isUI(_ e: Syntax, selfAliases: Set<String>, depth: Int) -> Bool {
        guard depth < 32 else { return false }
        var e = e
        var steps = 0
        while (e.kind == .tryExpr || e.kind == .awaitExpr), let c = e.firstChild, steps < 8 { e = c; steps += 1 }
        switch e.kind {
        case .identifier:
            if e.isSelf { return selfIsUI() }
            guard let n = e.name else { return false }
            if selfAliases.contains(n) { return selfIsUI() }
            if let d = locals(e)?.lookup(n, at: e) {
                let dn = d.node
                switch dn.kind {
                case .parameter, .binding: return declaredTypeIsUI(dn) ?? false
                case .optionalBinding:
                    if let v = dn.firstChild { return isUI(v, selfAliases: selfAliases, depth: depth + 1) }
                    return selfMemberIsUI(n)
                default: return false
                }
            }
            return selfMemberIsUI(n)
        case .memberAccess:
            guard let n = e.name else { return false }
            guard let base = e.firstChild else { return false }
            if base.isSelf || (base.kind == .identifier && base.name.map { selfAliases.contains($0) } == true) {
                return selfMemberIsUI(n)
            }
            if let p = base.memberPath, p == ["UIApplication", "shared"] || p == ["UIApplication"] {
                return n == "shared" || n == "keyWindow" || n == "windows"
            }
            if Self.uiKitSubviewMembers.contains(n) { return isUI(base, selfAliases: selfAliases, depth: depth + 1) }
            return false
        case .call:
            if e.isInitializerCall, let tn = e.initializerTypeName { return isUIType(tn) }
            return false
        default:
            return false
        }
    }
}

extension Syntax {
    /// For a closure: whether it is a "hop to the main thread" (`DispatchQueue.main.async { }`,
    /// `MainActor.run { }`, `Task { @MainActor in }`, `OperationQueue.main.addOperation { }`).
    var isMainThreadHop: Bool {
        guard kind == .closure, let arg = parent, arg.kind == .argument, let call = arg.parent, call.kind == .call else { return false }
        let path = call.calleePath
        if path.count >= 3, path[path.count - 3] == "DispatchQueue", path[path.count - 2] == "main" { return true }
        if path.count >= 2, path[path.count - 2] == "main", path[0] == "DispatchQueue" { return true }
        if path.count >= 2, path[path.count - 2] == "MainActor", path.last == "run" { return true }
        if path == ["OperationQueue", "main", "addOperation"] { return true }
        if path.count == 1, path[0] == "Task" || path[0] == "Task.init" {
            // `Task { @MainActor in }`
            if let sig = child(.closureSignature), sig.text.containsBytes("@MainActor") { return true }
        }
        if path == ["RunLoop", "main", "perform"] { return true }
        return false
    }

    /// `Task { }` / `Task.detached { }` body closures.
    var isTaskBody: Bool {
        guard kind == .closure, let arg = parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
              let c = call.callee else { return false }
        if c.kind == .identifier, c.nameIs("Task") { return true }
        if c.kind == .memberAccess, let b = c.firstChild, b.kind == .identifier, b.nameIs("Task") { return true }
        return false
    }
}
