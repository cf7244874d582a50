/// Cross-file facts the declaration scanner records besides type declarations: where each
/// type is constructed, which stored state a type tears down, which properties a type
/// declares and with which type, where a type hands itself out as a back reference, and
/// which closure parameters of initializers are kept. Rules ask questions of the whole
/// run ("is `T` built anywhere but the app delegate?", "does any file of this class set
/// `onSave` back to nil?") that one file cannot answer.
///
/// Every fact is read from tokens in the engine's first pass (see `DeclarationScanner`), is
/// deduplicated per file, carries no line number (moving code does not change the index
/// hash) and is sorted by path when the index is assembled, so the index never depends on
/// scheduling. Facts describe the code that ships: test files (`FileScope.isTestPath`) record
/// none, and constructions of framework types (`FrameworkNames`) are not recorded. The facts
/// are part of each file's cached summary, so editing code that adds or removes a fact (a new
/// construction site, a teardown) changes the run's index hash like a declaration does.

/// One `T(…)` call (or `T.init(…)`, `Module.T(…)`, `Self(…)`) and how its value is used.
public struct ConstructionSite: Sendable, Hashable {
    /// Simple name of the type constructed (`UINavigationController`, `Self` resolved).
    public var type: String
    public var path: String
    /// The innermost type (or extension) whose body holds the call, if any.
    public var enclosingType: String?
    /// The member whose body holds the call: a function's base name, `init`, `deinit`, a
    /// property's name (its initializer or accessors), `#Preview`; nil at member level.
    public var enclosingMember: String?
    public var use: ConstructionUse
    /// Inside a `#Preview { … }` block.
    public var inPreview: Bool
    /// Inside a closure within the member (a handler that may run many times), not directly
    /// in the member's body or its `if`/`for`/`switch` blocks.
    public var inClosure: Bool

    public init(type: String, path: String, enclosingType: String?, enclosingMember: String?, use: ConstructionUse,
                inPreview: Bool, inClosure: Bool = false) {
        self.type = type; self.path = path; self.enclosingType = enclosingType
        self.enclosingMember = enclosingMember; self.use = use; self.inPreview = inPreview; self.inClosure = inClosure
    }
}

/// Where the value of a construction goes, read from the tokens around the call.
public enum ConstructionUse: Sendable, Hashable {
    /// `let x = T()` / `var x = T()` at file level.
    case globalVariable(String)
    /// `static let shared = T()` in the enclosing type.
    case staticProperty(String)
    /// A stored property's initial value: `let x = T()` in the enclosing type's body.
    case propertyInitializer(String)
    /// `x = T()` or `self.x = T()` in a member (x may be a local; check the type's members).
    case selfAssignment(String)
    /// `a.b.x = T()`, `window?.rootViewController = T()`: the last name assigned.
    case memberAssignment(String)
    /// `let x = T()` inside a function or closure.
    case localVariable(String)
    /// Passed to the call `f(…)` (also as an element of an array or dictionary literal argument).
    case argument(String)
    /// `return T()`, or the single expression of a closure.
    case returned
    /// An expression statement `T(…)`: its value is unused (or it is a result-builder component).
    case statement
    /// `T(…).start()`: the instance only receives the call chain of a statement.
    case receiverOfStatement
    /// Anything else (`a ?? T()`, an operand, a condition).
    case other

    /// The name the use stores into, if any.
    public var name: String? {
        switch self {
        case .globalVariable(let n), .staticProperty(let n), .propertyInitializer(let n), .selfAssignment(let n),
             .memberAssignment(let n), .localVariable(let n), .argument(let n): return n
        default: return nil
        }
    }
}

/// Stored state an instance member sets back to nil, empties, cancels, invalidates or
/// unregisters: `x = nil`, `self.x = []`, `x.removeAll()`, `x?.cancel()`, `x.invalidate()`,
/// `removeObserver(x)`, `player.removeTimeObserver(x)` (the whole list is `Teardown`'s table).
public struct StorageTeardown: Sendable, Hashable {
    public enum Action: UInt8, Sendable {
        /// `x = nil`, `x[key] = nil`.
        case setToNil
        /// `x = []`, `x = [:]`, `x = Set()`, `x.removeAll()`, `x.removeValue(forKey:)`.
        case emptied
        /// `x.cancel()` / `x?.cancel()`, `x.cancelAll()`.
        case cancelled
        /// `x.invalidate()` / `x?.invalidate()`.
        case invalidated
        /// `removeObserver(x)`, `removeTimeObserver(x)`; `x` is `self` for `removeObserver(self…)`.
        case observerRemoved
    }

    /// The type (or extended type) whose member does it.
    public var type: String
    /// The stored property (`x` in `self.x`), or `self`.
    public var storage: String
    public var action: Action
    /// The member doing it (`deinit`, `viewWillDisappear`, a property name for accessors).
    public var member: String
    public var path: String
}

/// An instance `var` declared directly in a type's body with a type annotation (stored, with
/// observers, computed, or a protocol requirement); `let`s, `static` properties and inferred
/// types are not recorded.
public struct PropertyDeclaration: Sendable, Hashable {
    public var owner: String
    public var name: String
    /// The annotation as written, whitespace removed (`(anyFeedDelegate)?` keeps `any`
    /// glued: use `simpleTypeName`).
    public var declaredType: String?
    /// `weak` or `unowned`.
    public var isWeak: Bool
    /// No storage: a getter body, or a protocol requirement `{ get set }`.
    public var isComputed: Bool
    public var path: String

    /// `P`, `P?`, `P!`, `any P`, `(any P)?`, `Optional<P>` → `P`; nil for function types,
    /// collections, generics and compositions.
    public var simpleTypeName: String? { declaredType.flatMap(PropertyDeclaration.simpleName) }

    public static func simpleName(_ raw: String) -> String? {
        var s = Substring(raw)
        if s.hasPrefix("Optional<"), s.hasSuffix(">") { s = s.dropFirst(9).dropLast() }
        while let l = s.last, l == "?" || l == "!" { s = s.dropLast() }
        if s.hasPrefix("("), s.hasSuffix(")") { s = s.dropFirst().dropLast() }
        if s.hasPrefix("any"), s.count > 3, s.dropFirst(3).first?.isUppercase == true { s = s.dropFirst(3) }
        if s.hasPrefix("some"), s.count > 4, s.dropFirst(4).first?.isUppercase == true { s = s.dropFirst(4) }
        for c in s.utf8 where c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "<")
            || c == UInt8(ascii: "&") || c == UInt8(ascii: "-") || c == UInt8(ascii: ",") { return nil }
        if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
        return s.isEmpty ? nil : String(s)
    }
}

/// `x.delegate = self` (an assignment) or `Child(delegate: self)` (an argument label) in a
/// member of `type`: the type hands itself to another object under that name.
public struct SelfReference: Sendable, Hashable {
    public var type: String
    /// The property assigned or the argument label.
    public var name: String
    public var isArgument: Bool
    public var path: String
}

/// A closure-typed parameter of an initializer of `type`, and whether the initializer's
/// body keeps it (stores, appends or passes it on) or only calls it.
public struct InitializerClosureParameter: Sendable, Hashable {
    public var type: String
    /// External label; `_` when there is none.
    public var label: String
    public var isKept: Bool
    /// The initializer's last closure parameter: the one a trailing closure fills.
    public var isLastClosure: Bool
    public var path: String
}

/// `helper()` or `self.helper()` called directly (not from a closure) in a member of `type` that
/// runs once per instance: an initializer, `viewDidLoad()`, `awakeFromNib()`, `loadView()`,
/// app or scene launch.
public struct SetupCall: Sendable, Hashable {
    public var type: String
    public var callee: String
    public var path: String
}

/// A project view built inside a view tree: `Child()` in the `body` (or another view-building
/// member) of `parent`, in a scene (`WindowGroup { Child() }`) or as a hosting controller's
/// `rootView:`, with what the code between the construction and the member wraps it in. Every
/// construction site of a project type outside a preview gets one (an unknown one when the
/// tree above it cannot be read from the tokens), so that a query about the views above a
/// type can tell "no path injects" from "some path is not known".
public struct ViewConstruction: Sendable, Hashable {
    /// Whether a navigation container wraps the construction, read from the construction outward.
    public enum Navigation: UInt8, Sendable {
        /// No container or presentation between the construction and the member: the parent decides.
        case inherited
        /// Inside `NavigationStack`/`NavigationSplitView`/`NavigationView` content (or a
        /// destination attached to one).
        case insideStack
        /// Content of `.sheet`/`.fullScreenCover`/`.popover` with no stack inside it: a new
        /// presentation that does not inherit the presenter's stack.
        case presentedOutsideStack
    }

    /// The view type constructed.
    public var type: String
    public var path: String
    /// The type whose member holds the construction.
    public var parent: String?
    /// That member (`body`, a helper such as `header`, `viewDidLoad` for a hosting root).
    public var member: String?
    /// The tree above could not be read (a binding `let v = Child()`, a project or unknown
    /// container `Card { Child() }`, `AnyView(…)`, a collection, a non-view member).
    public var isUnknown: Bool
    /// A root: scene content (`WindowGroup`, `Window`, `DocumentGroup`, …) or the `rootView:` of
    /// a hosting controller (or `UIHostingConfiguration` content).
    public var isRoot: Bool
    public var navigation: Navigation
    /// The argument of each `.environmentObject(x)`/`.environment(x)` applied on the way: a type
    /// (`Store()`, `Store.shared` → `Store`), a property name of `parent`, or `?` when neither.
    public var injections: [String]
    /// Other modifiers applied on the way whose name is not SwiftUI's (a project's `View`
    /// extension or `ViewModifier` may inject or wrap in a stack; see `ViewWrappingMember`).
    public var customModifiers: [String]

    public init(type: String, path: String, parent: String?, member: String?, isUnknown: Bool, isRoot: Bool,
                navigation: Navigation, injections: [String], customModifiers: [String]) {
        self.type = type; self.path = path; self.parent = parent; self.member = member; self.isUnknown = isUnknown
        self.isRoot = isRoot; self.navigation = navigation; self.injections = injections; self.customModifiers = customModifiers
    }
}

/// A type, or a member name, whose code injects an environment object or builds a navigation
/// container somewhere: a view whose helper member builds a child may be wrapped by its
/// `body` in ways the helper does not show, and a project modifier (`.withStores()`,
/// `.modifier(Embed())`) may do either for the views it is applied to.
public struct ViewWrappingMember: Sendable, Hashable {
    /// A type name, or a member (function) name.
    public var name: String
    public var injects: Bool
    public var buildsNavigationContainer: Bool
}

/// `window.rootViewController = coordinator.controller` (or `= controller`, `= self.controller`):
/// a window's root is set to a value built elsewhere. With the construction sites it links a
/// controller stored by another object to the window that keeps it (`isBuiltAsWindowRoot`).
public struct RootControllerAssignment: Sendable, Hashable {
    /// The type (or extended type) whose member does it.
    public var type: String
    /// The member doing it.
    public var member: String
    /// `coordinator` in `coordinator.controller`; nil when the value is a bare name or `self.name`.
    public var receiver: String?
    /// The last name of the value: `controller`.
    public var property: String
    /// Directly in a member that runs once per instance (an initializer, `viewDidLoad()`, app
    /// or scene launch), not in a closure there.
    public var inSetup: Bool
    /// Inside a closure within the member (a handler that may run many times).
    public var inClosure: Bool
    public var path: String
}

/// What one file contributes to the facts, in the order the scanner met them.
public struct CrossFileRecords: Sendable {
    public var viewConstructions: [ViewConstruction] = []
    public var viewWrappers: [ViewWrappingMember] = []
    public var constructions: [ConstructionSite] = []
    public var teardowns: [StorageTeardown] = []
    public var properties: [PropertyDeclaration] = []
    public var selfReferences: [SelfReference] = []
    public var initializerParameters: [InitializerClosureParameter] = []
    public var setupCalls: [SetupCall] = []
    public var rootAssignments: [RootControllerAssignment] = []
    /// Types marked `@main`.
    public var entryPoints: [String] = []
    public init() {}

    /// The path of the facts kept in path order (`CrossFileFacts.sort()`): nil when there are
    /// none; `mixed` when they do not all share it (a file's facts always do).
    var factPath: (path: String?, mixed: Bool) {
        var path: String?
        // One pass: the first fact names the path, each later one must share it.
        func agree<V: PathOrdered>(_ list: [V]) -> Bool {
            for v in list {
                if let p = path { if v.path != p { return false } } else { path = v.path }
            }
            return true
        }
        let single = agree(constructions) && agree(teardowns) && agree(properties) && agree(selfReferences)
            && agree(initializerParameters) && agree(setupCalls) && agree(viewConstructions) && agree(rootAssignments)
        return (path, !single)
    }

    public var isEmpty: Bool {
        constructions.isEmpty && teardowns.isEmpty && properties.isEmpty && selfReferences.isEmpty
            && initializerParameters.isEmpty && setupCalls.isEmpty && rootAssignments.isEmpty && entryPoints.isEmpty
            && viewConstructions.isEmpty && viewWrappers.isEmpty
    }
}

/// A fact of one file, kept in path order in the run's lists (`CrossFileFacts.sort()`).
protocol PathOrdered {
    var path: String { get }
}

extension ConstructionSite: PathOrdered {}
extension StorageTeardown: PathOrdered {}
extension PropertyDeclaration: PathOrdered {}
extension SelfReference: PathOrdered {}
extension InitializerClosureParameter: PathOrdered {}
extension SetupCall: PathOrdered {}
extension ViewConstruction: PathOrdered {}
extension RootControllerAssignment: PathOrdered {}

/// The run's facts, by the name queries ask about.
public struct CrossFileFacts: Sendable {
    /// By constructed type name.
    public var constructions: [String: [ConstructionSite]] = [:]
    /// By type name.
    public var teardowns: [String: [StorageTeardown]] = [:]
    /// By owner type name.
    public var properties: [String: [PropertyDeclaration]] = [:]
    /// By type name.
    public var selfReferences: [String: [SelfReference]] = [:]
    /// By type name.
    public var initializerParameters: [String: [InitializerClosureParameter]] = [:]
    /// By calling type name.
    public var setupCalls: [String: [SetupCall]] = [:]
    /// By the last name of the value assigned (`controller`).
    public var rootAssignments: [String: [RootControllerAssignment]] = [:]
    public var entryPoints: Set<String> = []
    /// By constructed view type name.
    public var viewConstructions: [String: [ViewConstruction]] = [:]
    /// Type and member names whose code injects an environment object.
    public var environmentInjectors: Set<String> = []
    /// Type and member names whose code builds a navigation container.
    public var navigationContainerBuilders: Set<String> = []

    /// Some list may be out of path order, so `sort()` has work to do. A run applies each
    /// file's facts in path order, and then `sort()`, on the run's serial path, need not read
    /// every list: set when a file's facts come before the previous file's, or mix paths.
    private var mayBeUnsorted = false
    private var lastPath: String?

    /// See `TypeIndex.reserve(files:)`: the tables keyed by type name.
    mutating func reserve(files: Int) {
        constructions.reserveCapacity(files)
        properties.reserveCapacity(files)
        viewConstructions.reserveCapacity(files)
    }

    mutating func apply(_ f: CrossFileRecords) {
        let (path, mixed) = f.factPath
        if mixed { mayBeUnsorted = true }
        if let path {
            if let last = lastPath, path != last, path < last { mayBeUnsorted = true }
            lastPath = path
        }
        for v in f.viewConstructions { viewConstructions[v.type, default: []].append(v) }
        for w in f.viewWrappers {
            if w.injects { environmentInjectors.insert(w.name) }
            if w.buildsNavigationContainer { navigationContainerBuilders.insert(w.name) }
        }
        for s in f.constructions { constructions[s.type, default: []].append(s) }
        for t in f.teardowns { teardowns[t.type, default: []].append(t) }
        for p in f.properties { properties[p.owner, default: []].append(p) }
        for r in f.selfReferences { selfReferences[r.type, default: []].append(r) }
        for p in f.initializerParameters { initializerParameters[p.type, default: []].append(p) }
        for c in f.setupCalls { setupCalls[c.type, default: []].append(c) }
        for a in f.rootAssignments { rootAssignments[a.property, default: []].append(a) }
        entryPoints.formUnion(f.entryPoints)
    }

    mutating func merge(_ o: CrossFileFacts) {
        Self.append(o.constructions, to: &constructions, &mayBeUnsorted)
        Self.append(o.teardowns, to: &teardowns, &mayBeUnsorted)
        Self.append(o.properties, to: &properties, &mayBeUnsorted)
        Self.append(o.selfReferences, to: &selfReferences, &mayBeUnsorted)
        Self.append(o.initializerParameters, to: &initializerParameters, &mayBeUnsorted)
        Self.append(o.setupCalls, to: &setupCalls, &mayBeUnsorted)
        Self.append(o.rootAssignments, to: &rootAssignments, &mayBeUnsorted)
        entryPoints.formUnion(o.entryPoints)
        Self.append(o.viewConstructions, to: &viewConstructions, &mayBeUnsorted)
        environmentInjectors.formUnion(o.environmentInjectors)
        navigationContainerBuilders.formUnion(o.navigationContainerBuilders)
    }

    /// Appends `other`'s lists to `d`'s. Only lists that grow can fall out of order: a run
    /// merges the Objective-C index, most often empty, into one applied in path order, and
    /// must not sort then.
    private static func append<V>(_ other: [String: [V]], to d: inout [String: [V]], _ mayBeUnsorted: inout Bool) {
        for (k, v) in other {
            d[k, default: []].append(contentsOf: v)
            if !v.isEmpty { mayBeUnsorted = true }
        }
    }

    /// Path order, whatever order the files were applied in. Within a file the scan order
    /// is kept (the sort is stable), so the result does not depend on scheduling.
    mutating func sort() {
        guard mayBeUnsorted else { return }
        mayBeUnsorted = false
        Self.sortValues(&constructions) { $0.path < $1.path }
        Self.sortValues(&teardowns) { $0.path < $1.path }
        Self.sortValues(&properties) { $0.path < $1.path }
        Self.sortValues(&selfReferences) { $0.path < $1.path }
        Self.sortValues(&initializerParameters) { $0.path < $1.path }
        Self.sortValues(&setupCalls) { $0.path < $1.path }
        Self.sortValues(&viewConstructions) { $0.path < $1.path }
        Self.sortValues(&rootAssignments) { $0.path < $1.path }
    }

    private static func sortValues<V>(_ d: inout [String: [V]], by less: (V, V) -> Bool) {
        // Already in order when the files were applied in path order (the engine's case).
        // The names are listed first: assigning while iterating `d.keys` would copy `d`.
        let unsorted = d.compactMap { k, v in
            v.count > 1 && zip(v, v.dropFirst()).contains { less($0.1, $0.0) } ? k : nil
        }
        for k in unsorted {
            let v = d[k]!
            // Stable by construction: ties keep their original order.
            let order = v.indices.sorted { less(v[$0], v[$1]) || (!less(v[$1], v[$0]) && $0 < $1) }
            d[k] = order.map { v[$0] }
        }
    }
}
