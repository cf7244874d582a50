/// Questions rules ask of the run's facts (`CrossFileFacts`): where a type is built, how long
/// its instances live, what a class tears down in any of its files or superclasses.
extension TypeIndex {
    /// Protocols whose adopters are the entry points of an app or an app extension.
    static let entryPointProtocols: Set<String> = [
        "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
        "UIWindowSceneDelegate", "UISceneDelegate", "App",
        // An app extension's principal object lives as long as the extension's process.
        "NSExtensionRequestHandling", "UNNotificationContentExtension",
    ]

    /// Framework base classes of app extensions' principal objects (the class the system
    /// creates for the extension's request and releases with it).
    static let extensionPrincipalClasses: Set<String> = [
        "ASCredentialProviderViewController", "SLComposeServiceViewController", "UNNotificationServiceExtension",
        "MSMessagesAppViewController", "FIFinderSync", "NEPacketTunnelProvider", "NEAppProxyProvider",
        "NEFilterDataProvider", "NEFilterControlProvider", "INExtension", "CXCallDirectoryProvider",
        "ILMessageFilterExtension", "PHContentEditingController", "FPUIActionExtensionViewController",
        "NSFileProviderExtension",
    ]

    // MARK: Construction sites

    /// Every `T(…)` of the linted Swift files, in path order.
    public func constructionSites(of type: String) -> [ConstructionSite] {
        facts.constructions[type] ?? []
    }

    /// Whether some shipping file constructs `type` (`T(…)`): then it is a concrete type, not a
    /// protocol. Always false for framework types, whose sites are not recorded.
    public func isConstructed(_ type: String) -> Bool {
        facts.constructions[type]?.isEmpty == false
    }

    /// Sites that ship in the app: not in test code, not in a `#Preview` or a `PreviewProvider`.
    public func shippingConstructionSites(of type: String) -> [ConstructionSite] {
        constructionSites(of: type).filter(isShipping)
    }

    func isShipping(_ s: ConstructionSite) -> Bool {
        // Test files record no facts (`DeclarationScanner`); test classes elsewhere are excluded here.
        if s.inPreview { return false }
        if let owner = s.enclosingType {
            if conforms(owner, to: "PreviewProvider") { return false }
            if superclassChain(of: owner).contains("XCTestCase") { return false }
        }
        return true
    }

    /// `@main`, or an app, scene or extension delegate, or a SwiftUI `App`.
    public func isAppEntryPoint(_ type: String) -> Bool {
        if facts.entryPoints.contains(type) { return true }
        if superclassChain(of: type).contains(where: Self.extensionPrincipalClasses.contains) { return true }
        return !conformances(of: type).isDisjoint(with: Self.entryPointProtocols)
    }

    /// `static let shared = T()` (or `Self()`) in `T` itself.
    public func isSingleton(_ type: String) -> Bool {
        constructionSites(of: type).contains { s in
            if case .staticProperty = s.use { return s.enclosingType == type }
            return false
        }
    }

    /// Whether every instance of a class lives as long as the app (so a retain cycle in it
    /// leaks nothing that would otherwise be freed): an entry point, a singleton, or a type
    /// that the shipping code builds only where the app keeps it —
    /// - a global or static stored property (`let current = Environment()`),
    /// - `window.rootViewController = T()`,
    /// - in an entry point's code, whatever it does with the value (`App.init`,
    ///   `application(_:didFinishLaunchingWithOptions:)`, the scene delegate), but not in a
    ///   closure there (a URL or notification handler runs many times),
    /// - a stored property of another type that lives as long as the app: its initial value,
    ///   or `self.x = T()` in its initializer (in another method it may replace one per call).
    /// A type with no construction site in the linted files does not qualify.
    public func livesAsLongAsTheApp(_ type: String) -> Bool {
        memoized(\.lifetime, type) { computeLivesAsLongAsTheApp(type, visiting: []) }
    }

    private func computeLivesAsLongAsTheApp(_ type: String, visiting: Set<String>) -> Bool {
        if isAppEntryPoint(type) || isSingleton(type) { return true }
        guard visiting.count < 8 else { return false }
        // One pass, cheapest checks first: a site that does not qualify ends it, unless it is
        // test or preview code (checked only then).
        let all = constructionSites(of: type)
        if all.isEmpty { return false }
        var seen = visiting
        seen.insert(type)
        func ownerLives(_ s: ConstructionSite, entryPointOnly: Bool) -> Bool {
            guard let owner = s.enclosingType, !seen.contains(owner) else { return false }
            if entryPointOnly, s.inClosure { return false }
            if isAppEntryPoint(owner) { return true }
            return !entryPointOnly && computeLivesAsLongAsTheApp(owner, visiting: seen)
        }
        func qualifies(_ s: ConstructionSite) -> Bool {
            switch s.use {
            case .globalVariable, .staticProperty:
                return true
            case .memberAssignment(let name) where name == "rootViewController":
                return true
            case .propertyInitializer:
                return isStoredAsWindowRoot(s) || ownerLives(s, entryPointOnly: false)
            case .selfAssignment(let name):
                guard let owner = s.enclosingType, members(of: owner).contains(name) else { return false }
                if isAppEntryPoint(owner) { return ownerLives(s, entryPointOnly: true) }
                // Outside an entry point, only an initializer's assignment is known to run once:
                // `player = Player()` in another method may replace (and leak) one per call.
                guard s.enclosingMember == "init", !s.inClosure else { return false }
                return isStoredAsWindowRoot(s) || ownerLives(s, entryPointOnly: false)
            case .localVariable:
                return isStoredAsWindowRoot(s) || ownerLives(s, entryPointOnly: true)
            case .memberAssignment, .argument, .returned:
                return ownerLives(s, entryPointOnly: true)
            case .statement, .receiverOfStatement, .other:
                return false
            }
        }
        var shipping = 0
        for s in all {
            if qualifies(s) {
                if shipping == 0, isShipping(s) { shipping += 1 }
                continue
            }
            if isShipping(s) { return false }
        }
        return shipping > 0
    }

    /// Whether the value built at `s` (stored once: a property's initial value, `self.x = T()` in
    /// an initializer, or a local) becomes a window's root: `window.rootViewController = x` in
    /// the same type (the same member for a local), or `= owner.x` where every shipping
    /// construction of the owner's type is stored once under `owner` by the type doing the
    /// assignment (`mainFlow = MainFlow()` in its initializer, then
    /// `window.rootViewController = mainFlow.controller`). The assignment must run once per
    /// instance of its type — in an initializer or launch member, a method called directly from
    /// one, or an entry point's code — not in a method that may swap the root on every call
    /// (a sign-out), which would release (or leak) the previous root.
    func isStoredAsWindowRoot(_ s: ConstructionSite) -> Bool {
        guard let name = s.use.name, let owner = s.enclosingType, let assignments = facts.rootAssignments[name] else {
            return false
        }
        func storedOnce(_ c: ConstructionSite, as receiver: String, by assigner: RootControllerAssignment) -> Bool {
            guard c.enclosingType == assigner.type, c.use.name == receiver else { return false }
            switch c.use {
            case .propertyInitializer: return true
            case .selfAssignment: return c.enclosingMember == "init" && !c.inClosure
            case .localVariable: return c.enclosingMember == assigner.member
            default: return false
            }
        }
        for a in assignments {
            guard !a.inClosure, a.inSetup || isAppEntryPoint(a.type) || isCalledFromSetup(a.member, of: a.type) else { continue }
            guard let receiver = a.receiver else {
                if a.type != owner { continue }
                if case .localVariable = s.use, a.member != s.enclosingMember { continue }
                return true
            }
            if case .localVariable = s.use { continue }
            var stored = 0
            for c in constructionSites(of: owner) where isShipping(c) {
                guard storedOnce(c, as: receiver, by: a) else { stored = -1; break }
                stored += 1
            }
            if stored > 0 { return true }
        }
        return false
    }

    /// Whether every shipping construction of `type` is a temporary that only receives a call
    /// (`Flow(…).start()`): whatever keeps an instance alive is the instance's own doing.
    public func isOnlyBuiltAsTemporary(_ type: String) -> Bool {
        memoized(\.temporary, type) {
            var shipping = 0
            for s in constructionSites(of: type) {
                if s.use == .receiverOfStatement {
                    if shipping == 0, isShipping(s) { shipping += 1 }
                } else if isShipping(s) {
                    return false
                }
            }
            return shipping > 0
        }
    }

    /// Constructions assigned to a property named `name` (`x.delegate = T()`, `self.delegate = T()`).
    public func constructions(assignedTo name: String) -> [ConstructionSite] {
        runMemo(\.assignedConstructionsMemo) {
            var m: [String: [ConstructionSite]] = [:]
            for (_, sites) in facts.constructions {
                for s in sites {
                    switch s.use {
                    case .memberAssignment(let n), .selfAssignment(let n): m[n, default: []].append(s)
                    default: break
                    }
                }
            }
            for k in m.keys where m[k]!.count > 1 {
                m[k]!.sort { ($0.path, $0.type, $0.enclosingType ?? "") < ($1.path, $1.type, $1.enclosingType ?? "") }
            }
            return m
        }[name] ?? []
    }

    // MARK: Teardown

    /// What `type` (in any of its files and extensions) and its superclasses do to the stored
    /// property `storage` to release it.
    public func teardowns(of storage: String, in type: String) -> [StorageTeardown] {
        var out: [StorageTeardown] = []
        for t in [type] + superclassChain(of: type) {
            for d in facts.teardowns[t] ?? [] where d.storage == storage { out.append(d) }
        }
        return out
    }

    /// Every teardown of `type` and its superclasses.
    public func teardowns(in type: String) -> [StorageTeardown] {
        var out: [StorageTeardown] = []
        for t in [type] + superclassChain(of: type) { out.append(contentsOf: facts.teardowns[t] ?? []) }
        return out
    }

    // MARK: Properties and references

    /// Properties declared in the bodies of `owner` (any file).
    public func properties(of owner: String) -> [PropertyDeclaration] {
        facts.properties[owner] ?? []
    }

    /// Properties of this name, in any type (for a member whose owner's type is not known).
    /// (Asked a few times per run, so not grouped by name: one pass, with no list per type.)
    public func properties(named name: String) -> [PropertyDeclaration] {
        var out: [PropertyDeclaration] = []
        // Lengths first: `==` on two different strings takes the library's full comparison
        // (about 80 instructions), and most names differ in length.
        let length = name.utf8.count
        for list in facts.properties.values {
            for p in list where p.name.utf8.count == length && p.name == name { out.append(p) }
        }
        return out
    }

    /// Properties whose declared type is `type` (`P`, `P?`, `any P` …), wherever declared.
    public func properties(ofType type: String) -> [PropertyDeclaration] {
        runMemo(\.propertiesByTypeMemo) {
            var m: [String: [PropertyDeclaration]] = [:]
            for (_, ps) in facts.properties {
                for p in ps { if let t = p.simpleTypeName { m[t, default: []].append(p) } }
            }
            for k in m.keys where m[k]!.count > 1 { m[k]!.sort { ($0.path, $0.owner, $0.name) < ($1.path, $1.owner, $1.name) } }
            return m
        }[type] ?? []
    }

    /// `x.<name> = self` and `f(<name>: self)` in the code of `type`.
    public func selfReferences(in type: String) -> [SelfReference] {
        facts.selfReferences[type] ?? []
    }

    // MARK: Setup

    /// Whether a member that runs once per instance (an initializer, `viewDidLoad()`, app
    /// launch…) of `type`, of its subclasses' declarations or — for a protocol — of an adopter
    /// calls `method` directly.
    public func isCalledFromSetup(_ method: String, of type: String) -> Bool {
        if facts.setupCalls[type]?.contains(where: { $0.callee == method }) == true { return true }
        guard isProtocol(type) else { return false }
        for (caller, calls) in facts.setupCalls where calls.contains(where: { $0.callee == method }) {
            if conforms(caller, to: type) { return true }
        }
        return false
    }

    // MARK: Initializers

    /// Whether an initializer of `type` declared in the linted files keeps the closure passed
    /// as `label` (nil for a trailing closure): nil when no such initializer parameter is known.
    public func initializerKeepsClosure(of type: String, label: String?) -> Bool? {
        guard let params = facts.initializerParameters[type] else { return nil }
        let matching = params.filter { label == nil ? $0.isLastClosure : $0.label == label }
        if matching.isEmpty { return nil }
        return matching.contains { $0.isKept }
    }
}
