/// Questions about the SwiftUI view tree, answered from the view constructions the scanner
/// recorded (`ViewConstruction`): is every path from a root to a view given an environment
/// object, is a view ever shown inside a navigation stack. Conservative by design: a view with
/// no construction in the shipping code, or with one whose surroundings cannot be read, gives
/// `unknown` (rules stay silent), and so does a path through such a view.
extension TypeIndex {
    public enum ViewPathVerdict: Equatable, Sendable {
        /// Every path has it (an injection, a stack).
        case satisfied
        /// Some path (environment) or every path (navigation) lacks it; the root of one such path.
        case missing(root: String)
        case unknown
    }

    /// Shipping constructions of a view: not in previews (a preview that injects does not
    /// excuse the app's paths) nor in a `PreviewProvider`.
    func shippingViewConstructions(of view: String) -> [ViewConstruction] {
        (facts.viewConstructions[view] ?? []).filter { e in
            guard let p = e.parent else { return true }
            return !conforms(p, to: "PreviewProvider")
        }
    }

    /// Whether every path from a scene or hosting-controller root to `view` injects an
    /// environment object of `objectType` (`.environmentObject(_:)` or `.environment(_:)`).
    public func environmentObjectVerdict(view: String, objectType: String, for rule: some ReadsViewTree) -> ViewPathVerdict {
        assert(hasViewTree, "a view-tree query in a run that did not gather the view tree")
        return pathVerdict(view, visiting: [view], oneHasSettles: false) { e in
            // Paths that may inject count as injecting; the others are judged on their own.
            if self.injects(e, objectType) || e.customModifiers.contains(where: self.isProjectModifier) { return .has }
            // A helper member's construction may be wrapped by the parent's `body` in ways the helper does not show.
            if e.member != "body", let p = e.parent, self.facts.environmentInjectors.contains(p) { return .has }
            return .followParent
        }
    }

    /// Whether `view` is shown inside a navigation stack on some path (`satisfied`), on no
    /// path (`missing`, with the root of one), or whether that cannot be told.
    public func navigationStackVerdict(view: String, for rule: some ReadsViewTree) -> ViewPathVerdict {
        assert(hasViewTree, "a view-tree query in a run that did not gather the view tree")
        return pathVerdict(view, visiting: [view], oneHasSettles: true) { e in
            if e.customModifiers.contains(where: self.isProjectModifier) { return .unknown }
            switch e.navigation {
            case .insideStack: return .has
            case .presentedOutsideStack: return .lacks
            case .inherited: break
            }
            if e.member != "body", let p = e.parent, self.facts.navigationContainerBuilders.contains(p) { return .unknown }
            return .followParent
        }
    }

    private enum EdgeOutcome { case has, lacks, unknown, followParent }

    /// Walks every path up from `view`. `edge` judges one construction; a root (or a scene's
    /// content) that `edge` sends on lacks it. With `oneHasSettles` (navigation) one path that
    /// has it settles the question; otherwise (environment) one path that lacks it does.
    private func pathVerdict(_ view: String, visiting: Set<String>, oneHasSettles: Bool,
                             _ edge: @escaping (ViewConstruction) -> EdgeOutcome) -> ViewPathVerdict {
        let edges = shippingViewConstructions(of: view)
        // Two types of one name (an app and its watch app each with a `SettingsView`) mix their paths.
        guard !edges.isEmpty, visiting.count < 24, !isDeclaredMoreThanOnce(view) else { return .unknown }
        var lackingRoot: String?
        for e in edges {
            guard !e.isUnknown, let parent = e.parent else { return .unknown }
            switch edge(e) {
            case .unknown: return .unknown
            case .has:
                if oneHasSettles { return .satisfied }
            case .lacks:
                lackingRoot = lackingRoot ?? parent
            case .followParent:
                if e.isRoot || isSceneType(parent) {
                    lackingRoot = lackingRoot ?? parent
                    continue
                }
                if visiting.contains(parent) { return .unknown }
                switch pathVerdict(parent, visiting: visiting.union([parent]), oneHasSettles: oneHasSettles, edge) {
                case .unknown: return .unknown
                case .missing(let root): lackingRoot = lackingRoot ?? root
                case .satisfied: if oneHasSettles { return .satisfied }
                }
            }
        }
        if let root = lackingRoot { return .missing(root: root) }
        return oneHasSettles ? .unknown : .satisfied
    }

    /// Whether some injection on the edge may supply `objectType`: its type (or the declared
    /// type of the parent's property it names) is it, a subclass or a superclass; an injection
    /// whose type is not known counts.
    private func injects(_ e: ViewConstruction, _ objectType: String) -> Bool {
        for value in e.injections {
            guard let type = injectedType(value, in: e.parent) else { return true }
            if type == objectType || inherits(type, from: objectType) || inherits(objectType, from: type) { return true }
        }
        return false
    }

    private func injectedType(_ value: String, in owner: String?) -> String? {
        guard let first = value.unicodeScalars.first, value != "?" else { return nil }
        if first.value >= 65, first.value <= 90 { return value }
        guard let owner else { return nil }
        if let p = facts.properties[owner]?.first(where: { $0.name == value }) { return p.simpleTypeName }
        return propertyInitializerTypes()[owner + "." + value]
    }

    /// `owner.name` → `T` for every stored property initialized with `T(…)` (`@StateObject var store = Store()`).
    private func propertyInitializerTypes() -> [String: String] {
        runMemo(\.propertyInitializerTypesMemo) {
            var m: [String: String] = [:]
            for sites in facts.constructions.values {
                for s in sites {
                    if case .propertyInitializer(let n) = s.use, let owner = s.enclosingType { m[owner + "." + n] = s.type }
                }
            }
            return m
        }
    }

    /// A modifier name the linted files declare (`.themed()`, `.modifier(Themed())`): it may
    /// inject an object or build a stack itself. Declared as a member of some type or extension, or as a type.
    private func isProjectModifier(_ name: String) -> Bool {
        if types[name] != nil { return true }
        return declaresMember(named: name)
    }

    private func isDeclaredMoreThanOnce(_ type: String) -> Bool {
        (types[type]?.filter { $0.kind != .extension }.count ?? 0) > 1
    }

    /// An `App` or a `Scene`: its body's content is a root.
    private func isSceneType(_ type: String) -> Bool {
        conforms(type, to: "App") || conforms(type, to: "Scene")
    }

    /// Whether the code of `type` (any member, any file) builds a navigation container.
    public func buildsNavigationContainer(_ type: String, for rule: some ReadsViewTree) -> Bool {
        assert(hasViewTree, "a view-tree query in a run that did not gather the view tree")
        return facts.navigationContainerBuilders.contains(type)
    }
}
