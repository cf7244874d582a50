/// The run's reference graph: each file's `TypeReferenceRecord`s, kept as the files gave them
/// (in file order). Applying a summary only appends; the graph is built once, between the
/// phases, by `ProgramReachability`.
public struct ProgramReferences: Sendable {
    private(set) var records: [TypeReferenceRecord] = []

    mutating func add(_ r: [TypeReferenceRecord]) { records += r }

    var isEmpty: Bool { records.isEmpty }
}

/// What the run knows of the program outside its Swift files: the words of the repository's
/// storyboards, xibs, property lists, Objective-C files and of the Swift files the run does
/// not lint (excluded or vendored), by hash. A type named there is reached
/// (`customClass="…"`, `UISceneDelegateClassName`, an Objective-C caller). Built by the CLI
/// (`ProgramResources`) when the run lints whole folders; without it nothing is called dead.
public struct ProgramWorld: Sendable {
    public var wordHashes: Set<UInt64>

    public init(wordHashes: Set<UInt64>) {
        self.wordHashes = wordHashes
    }
}

/// Which types of the run the program reaches, computed once between the phases from the
/// reference graph: from the roots (entry points and what the system instantiates, public
/// API, code outside types, names in the repository's resources) along the names each
/// reached type mentions. A type reached only through names inside debug-only clauses is
/// debug-only; a type not reached at all is dead. Types the graph has no record of (test,
/// Objective-C and framework types) are neither, and a run without an app or extension entry
/// point knows no dead code at all.
public struct ProgramReachability: Sendable {
    public let dead: Set<String>
    public let debugOnly: Set<String>

    /// Protocols and classes whose adopters the system finds by itself (App Intents, widgets;
    /// Core Data's classes are named in their model file, which the world does not read, so
    /// `NSManagedObject` subclasses are roots too).
    static let discoveredBySystem: Set<String> = [
        "AppIntent", "AppEntity", "AppEnum", "AppShortcutsProvider", "EntityQuery", "EntityStringQuery",
        "EntityPropertyQuery", "DynamicOptionsProvider", "WidgetBundle", "Widget", "ControlWidget",
        "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider", "ParsableCommand",
        "AsyncParsableCommand", "WKApplicationDelegate", "UNNotificationServiceExtension", "NSManagedObject",
    ]

    /// A stored answer (`LintCache.storedReachability`).
    init(dead: Set<String>, debugOnly: Set<String>) {
        self.dead = dead
        self.debugOnly = debugOnly
    }

    init(index: TypeIndex, world: ProgramWorld) {
        // Nodes by the hash of their name (the records' edges are hashes), in first-seen order.
        var nodeOf: [UInt64: Int32] = [:]
        var names: [String] = []
        var edges: [[UInt64]] = []
        var debugEdges: [[UInt64]] = []
        var isPublic: [Bool] = []
        var topLevel: [UInt64] = [], topLevelDebug: [UInt64] = []
        for r in index.references.records {
            if r.type.isEmpty {
                topLevel += r.names
                topLevelDebug += r.debugNames
                continue
            }
            let h = NameHash.of(r.type)
            let k: Int
            if let known = nodeOf[h] { k = Int(known) } else {
                k = names.count
                nodeOf[h] = Int32(k)
                names.append(r.type); edges.append([]); debugEdges.append([]); isPublic.append(false)
            }
            edges[k] += r.names
            debugEdges[k] += r.debugNames
            if r.isPublic { isPublic[k] = true }
        }
        let n = names.count
        var entry = [Bool](repeating: false, count: n)
        // Only a type the run's Swift code declares can be dead. A type it only extends (a
        // framework's `UINavigationItem`, `EnvironmentValues`) or that Objective-C declares is
        // reached by code the graph does not see (`navigationItem.setTitle(…)` names no type):
        // its extensions' code counts as reached.
        var declared = [Bool](repeating: false, count: n)
        for k in 0..<n {
            declared[k] = index.types[names[k]]?.contains { $0.kind != .extension && $0.path.hasSuffix(".swift") } ?? false
            if Self.isEntryPoint(names[k], index) { entry[k] = true }
        }
        // A run with no entry point (a library, a folder of snippets) is not a whole program:
        // what reaches its types is outside it, so none is dead.
        guard entry.contains(true) else {
            dead = []
            debugOnly = []
            return
        }
        var release = [Bool](repeating: false, count: n)
        var queue: [Int32] = []
        func reach(_ h: UInt64, _ set: inout [Bool], _ queue: inout [Int32]) {
            if let k = nodeOf[h], !set[Int(k)] { set[Int(k)] = true; queue.append(k) }
        }
        for k in 0..<n where entry[k] || isPublic[k] || !declared[k] || world.wordHashes.contains(NameHash.of(names[k])) {
            release[k] = true
            queue.append(Int32(k))
        }
        for h in topLevel { reach(h, &release, &queue) }
        func walk(_ set: inout [Bool], _ queue: inout [Int32], withDebugEdges: Bool) {
            var q = 0
            while q < queue.count {
                let k = Int(queue[q])
                q += 1
                for h in edges[k] { reach(h, &set, &queue) }
                if withDebugEdges { for h in debugEdges[k] { reach(h, &set, &queue) } }
            }
        }
        walk(&release, &queue, withDebugEdges: false)
        // Then what a debug build reaches besides: the debug clauses' names, from every reached type.
        var all = release
        var more: [Int32] = []
        for h in topLevelDebug { reach(h, &all, &more) }
        for k in 0..<n where release[k] { for h in debugEdges[k] { reach(h, &all, &more) } }
        walk(&all, &more, withDebugEdges: true)
        var dead = Set<String>(), debugOnly = Set<String>()
        for k in 0..<n {
            if !all[k] { dead.insert(names[k]) } else if !release[k] { debugOnly.insert(names[k]) }
        }
        self.dead = dead
        self.debugOnly = debugOnly
    }

    /// An app's or extension's entry point, or a type the system finds by itself. The direct
    /// inheritance clauses answer for most types; the superclass chain is climbed only for a
    /// class whose superclass the run declares (`class AppDelegate: BaseAppDelegate`).
    static func isEntryPoint(_ name: String, _ index: TypeIndex) -> Bool {
        func named(_ s: String) -> Bool {
            TypeIndex.entryPointProtocols.contains(s) || TypeIndex.extensionPrincipalClasses.contains(s) || discoveredBySystem.contains(s)
        }
        if index.facts.entryPoints.contains(name) { return true }
        if index.extensionConformances[name]?.contains(where: named) == true { return true }
        guard let records = index.types[name] else { return false }
        var climb = false
        for r in records {
            if r.inherited.contains(where: named) { return true }
            if r.kind == .class, let first = r.inherited.first, index.types[first] != nil { climb = true }
        }
        guard climb else { return false }
        return index.isAppEntryPoint(name) || index.superclassChain(of: name).contains(where: discoveredBySystem.contains)
    }
}
