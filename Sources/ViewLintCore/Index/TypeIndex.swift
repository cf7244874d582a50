#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the linter knows about types across every file of a run: each declared type's
/// inheritance clause (and its extensions' conformances), plus built-in knowledge of the
/// UIKit and SwiftUI types the rules know (`KnownTypes`). Rules ask "is this a view controller?".
public final class TypeIndex: @unchecked Sendable {
    public enum DeclKind: String, Sendable { case `class`, `struct`, `enum`, `protocol`, `actor`, `extension` }

    public struct TypeRecord: Sendable {
        public var name: String
        public var kind: DeclKind
        public var inherited: [String]
        public var path: String
        public var isObjC: Bool
    }

    /// Declarations (not extensions) by simple name.
    public private(set) var types: [String: [TypeRecord]] = [:]
    /// Conformances added by extensions, by simple name of the extended type.
    public private(set) var extensionConformances: [String: [String]] = [:]
    /// Member names declared in a type and its extensions (for implicit-self analysis), as
    /// the files list them (repeats included): `memberNames(of:)` makes a type's set when it
    /// is first asked for. Most types never are, and hashing every member name of a run into
    /// a set per type cost more than all the questions.
    private var memberLists: [String: [String]] = [:]
    /// What each type's code names (`ReferenceCollector`): the program's reference graph.
    var references = ProgramReferences()
    /// Which types the program reaches, once the run knows the whole program (`ProgramWorld`):
    /// computed beside phase 2 and set after it, for the scope filter (a rule that asks it
    /// must have it computed before phase 2 instead).
    public internal(set) var reachability: ProgramReachability?

    /// The member names declared in `type` and its extensions in the run, nil for a type the
    /// run declares no member of.
    public func memberNames(of type: String) -> Set<String>? {
        memoized(\.ownMembers, type) { memberLists[type].map { Set($0) } }
    }

    /// Whether `type` or an extension of it declares a member named one of `names` anywhere in
    /// the run: read from the files' lists, for a question asked once per type (a set of every
    /// member name would be made for one lookup).
    public func declaresMember(anyOf names: [String], in type: String) -> Bool {
        guard let list = memberLists[type] else { return false }
        return list.contains(where: names.contains)
    }

    /// The types the run declares members of (for tests).
    var typesWithMembers: Dictionary<String, [String]>.Keys { memberLists.keys }

    /// Whether any type or extension of the run declares a member named `name`.
    func declaresMember(named name: String) -> Bool {
        runMemo(\.declaredMemberNamesMemo) {
            var m = Set<String>()
            for names in memberLists.values { m.formUnion(names) }
            return m
        }.contains(name)
    }

    /// The first inherited name of every class record (its superclass, or a protocol): where
    /// a chain can leave the declared classes, gathered as records are added so that the
    /// run-level AppKit question reads these few names instead of every record of the run.
    private var classFirstInherited: Set<String> = []

    /// Objective-C methods marked `NS_REQUIRES_SUPER`, by class: their selectors.
    public private(set) var requiresSuper: [String: Set<String>] = [:]

    /// Construction sites, teardowns, properties, self references and initializer closure
    /// parameters of every Swift file (see `CrossFileFacts`).
    public private(set) var facts = CrossFileFacts()
    /// Whether the summaries applied here carry the view-tree facts (a rule of the run conforms to `ReadsViewTree`):
    /// the engine gathers them only for a run with a rule that reads them.
    public var hasViewTree = true
    /// Set when an insert left a name's records, or an extended type's conformances, out of
    /// the order `sortRecords` gives them.
    private var recordsMayBeUnsorted = false
    private var conformancesMayBeUnsorted = false

    /// Room for the tables a run of `files` files fills, made before the first summary is
    /// applied: each table grows to about a key per file, and growing one by doubling hashes
    /// every key again at each step.
    func reserve(files: Int) {
        types.reserveCapacity(files)
        memberLists.reserveCapacity(files)
        facts.reserve(files: files)
    }

    public init() {
        memoLock.initialize(to: pthread_rwlock_t())
        pthread_rwlock_init(memoLock, nil)
        memoStamp = MemoStamp.next()
    }

    deinit {
        pthread_rwlock_destroy(memoLock)
        memoLock.deallocate()
    }

    // Answers are memoized: rules ask the same questions about the same few types for
    // every node of every file. The index is built before the parallel walk and not
    // changed during it; any change clears the memo.
    //
    // The answers per name (chains, roles, conformances, members, lifetimes) are memoized
    // per thread: the workers then share nothing they write, and a hit takes no lock. (Under
    // one shared lock the two workers of a `gen1m` run queued on it for every question: its
    // wait and wake-up paths were 5–9 % of the run's CPU samples.) A thread's memo belongs to
    // one state of one index, named by `memoStamp`, which every change replaces; a thread
    // that finds another stamp in its memo starts a new one. The run-level answers below are
    // each computed once and shared, under a reader-writer lock.
    private var memoStamp: UInt64
    /// The process exits after this index's run: each thread's memo is kept past the thread's
    /// end (`ProcessLifetime`), not freed as the last workers finish.
    var memosOutliveThreads = false
    private let memoLock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
    var propertiesByTypeMemo: [String: [PropertyDeclaration]]?
    var assignedConstructionsMemo: [String: [ConstructionSite]]?
    var declaredMemberNamesMemo: Set<String>?
    var propertyInitializerTypesMemo: [String: String]?
    var appKitSubclassMemo: Bool?

    /// This thread's memo for the index as it is now.
    @inline(__always) private func threadMemo() -> TypeIndexMemo {
        if let m = TypeIndexMemo.current, m.stamp == memoStamp { return m }
        let m = TypeIndexMemo(stamp: memoStamp)
        // Most declared types are asked for their chain and role: room for them at once,
        // rather than tables rehashed as they double.
        let room = min(types.count, 1 << 16)
        m.chain.reserveCapacity(room)
        m.role.reserveCapacity(room)
        m.members.reserveCapacity(room)
        TypeIndexMemo.current = m
        if memosOutliveThreads { ProcessLifetime.outlive(m) }
        return m
    }

    @inline(__always) func memoized<V>(_ memo: ReferenceWritableKeyPath<TypeIndexMemo, [String: V]>, _ key: String,
                                       _ compute: () -> V) -> V {
        let m = threadMemo()
        if let hit = m[keyPath: memo][key] { return hit }
        let v = compute()
        m[keyPath: memo][key] = v
        return v
    }

    /// A run-level memo: read under the read lock; when absent, computed once under the write
    /// lock (so two workers never both build it). `compute` must not take the memo lock.
    func runMemo<T>(_ memo: ReferenceWritableKeyPath<TypeIndex, T?>, _ compute: () -> T) -> T {
        pthread_rwlock_rdlock(memoLock)
        let hit = self[keyPath: memo]
        pthread_rwlock_unlock(memoLock)
        if let hit { return hit }
        pthread_rwlock_wrlock(memoLock)
        defer { pthread_rwlock_unlock(memoLock) }
        if let m = self[keyPath: memo] { return m }
        let m = compute()
        self[keyPath: memo] = m
        return m
    }

    func clearMemo() {
        memoStamp = MemoStamp.next()
        pthread_rwlock_wrlock(memoLock)
        if propertiesByTypeMemo != nil || assignedConstructionsMemo != nil || declaredMemberNamesMemo != nil
            || propertyInitializerTypesMemo != nil || appKitSubclassMemo != nil {
            propertiesByTypeMemo = nil; assignedConstructionsMemo = nil
            declaredMemberNamesMemo = nil; propertyInitializerTypesMemo = nil; appKitSubclassMemo = nil
        }
        pthread_rwlock_unlock(memoLock)
    }

    /// What a class is, for rules that apply to controllers, cells and views.
    public enum Role: Sendable, Equatable {
        case viewController, tableViewCell, collectionViewCell, reusableView, view, responder, other
        public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }
        public var isView: Bool { self == .view || isCell || self == .reusableView }
    }

    // MARK: Building

    public func add(_ r: TypeRecord) {
        clearMemo()
        insert(r)
    }

    /// `add` without clearing the memos: `apply(_ summary:)` clears them once around a summary.
    func insert(_ r: TypeRecord) {
        if r.kind == .extension {
            if Self.append(r.inherited, to: &extensionConformances[r.name, default: []]) { conformancesMayBeUnsorted = true }
        } else {
            if r.kind == .class, let first = r.inherited.first { classFirstInherited.insert(first) }
            if Self.append(r, to: &types[r.name, default: []]) { recordsMayBeUnsorted = true }
        }
    }

    /// The order `sortRecords` puts a name's records in.
    static func recordPrecedes(_ a: TypeRecord, _ b: TypeRecord) -> Bool {
        (a.path, a.kind.rawValue) < (b.path, b.kind.rawValue)
    }

    /// Appends `r`; true when it comes before the list's last record.
    private static func append(_ r: consuming TypeRecord, to list: inout [TypeRecord]) -> Bool {
        let before = list.last.map { recordPrecedes(r, $0) } ?? false
        list.append(r)
        return before
    }

    /// Appends `names`; true when the list is no longer in ascending order.
    private static func append(_ names: [String], to list: inout [String]) -> Bool {
        let start = list.count
        list.append(contentsOf: names)
        var i = max(start, 1)
        while i < list.count {
            if list[i] < list[i - 1] { return true }
            i += 1
        }
        return false
    }

    public func addMembers(_ type: String, _ names: [String]) {
        clearMemo()
        insertMembers(type, names)
    }

    func insertMembers(_ type: String, _ names: [String]) {
        memberLists[type, default: []].append(contentsOf: names)
    }

    public func addRequiresSuper(_ type: String, _ selector: String) {
        clearMemo()
        requiresSuper[type, default: []].insert(selector)
    }

    public func addFacts(_ f: CrossFileRecords) {
        if f.isEmpty { return }
        clearMemo()
        insertFacts(f)
    }

    func insertFacts(_ f: CrossFileRecords) { facts.apply(f) }

    func insertReferences(_ r: [TypeReferenceRecord]) { references.add(r) }

    /// Computes `reachability` from the graph and what the run knows outside it.
    public func computeReachability(_ world: ProgramWorld) {
        reachability = ProgramReachability(index: self, world: world)
    }

    public func merge(_ other: TypeIndex) {
        clearMemo()
        for (_, rs) in other.types { for r in rs { add(r) } }
        for (k, v) in other.requiresSuper { requiresSuper[k, default: []].formUnion(v) }
        for (k, v) in other.extensionConformances { extensionConformances[k, default: []].append(contentsOf: v) }
        if !other.extensionConformances.isEmpty { conformancesMayBeUnsorted = true }
        for (k, v) in other.memberLists { memberLists[k, default: []].append(contentsOf: v) }
        facts.merge(other.facts)
    }

    /// Puts the records of each name in path order, so that queries which take the first
    /// declaration (two targets each declaring `FeedViewController`) answer the same
    /// whichever worker indexed which file. Call after the per-worker indexes are merged.
    public func sortRecords() {
        // The names are listed first: mutating a dictionary while iterating its own keys
        // copies the whole dictionary. Records applied in path order are already sorted.
        // Only when an insert found a list out of order: otherwise (a run, which applies files
        // in path order) nothing here reads the run's every name on its serial path.
        if recordsMayBeUnsorted {
            let less = Self.recordPrecedes
            let unsorted = types.compactMap { k, v in
                v.count > 1 && zip(v, v.dropFirst()).contains { less($0.1, $0.0) } ? k : nil
            }
            for k in unsorted { types[k]!.sort(by: less) }
            recordsMayBeUnsorted = false
        }
        if conformancesMayBeUnsorted {
            let unsortedExtensions = extensionConformances.compactMap { k, v in
                v.count > 1 && zip(v, v.dropFirst()).contains { $0.1 < $0.0 } ? k : nil
            }
            for k in unsortedExtensions { extensionConformances[k]!.sort() }
            conformancesMayBeUnsorted = false
        }
        clearMemo()
        facts.sort()
    }

    /// Records the type declarations of one parsed file.
    public static func collect(from tree: SyntaxTree, into index: TypeIndex) {
        let file = tree.file
        for i in tree.typeDeclNodes {
            let s = Syntax(tree: tree, index: Int(i))
            guard let kwTok = s.auxToken, let name = TypeIndex.declaredName(s) else { continue }
            let kind: DeclKind
            switch file.tokens[kwTok].keyword {
            case .class: kind = .class
            case .struct: kind = .struct
            case .enum: kind = .enum
            case .protocol: kind = .protocol
            case .extension: kind = .extension
            case .actor: kind = .actor
            default: continue
            }
            let inherited = s.children(.inheritance).map { TypeIndex.baseTypeName($0.text) }
            let objc = kind == .protocol && s.children(.attribute).contains { $0.nameIs("objc") }
            index.add(TypeRecord(name: name, kind: kind, inherited: inherited, path: file.path, isObjC: objc))
            if let block = s.child(.memberBlock) {
                let names = memberNames(in: block)
                if !names.isEmpty { index.addMembers(name, names) }
            }
        }
    }

    /// The names a member block declares (functions, not operators; stored and computed
    /// properties), through `#if` clauses.
    static func memberNames(in block: Syntax) -> [String] {
        var names: [String] = []
        collectMemberNames(block, &names)
        return names
    }

    private static func collectMemberNames(_ block: Syntax, _ out: inout [String]) {
        for m in block.children {
            switch m.kind {
            case .funcDecl:
                if let n = m.name, m.nameToken != m.auxToken { out.append(n) }
            case .varDecl:
                for b in m.children(.binding) { if let n = b.name { out.append(n) } }
            case .ifConfig:
                for c in m.children(.ifConfigClause) { collectMemberNames(c, &out) }
            default: break
            }
        }
    }

    /// Simple name of a declared type (`extension Foo.Bar` → `Bar`).
    public static func declaredName(_ decl: Syntax) -> String? {
        guard let t = decl.nameToken else { return nil }
        let toks = decl.file.tokens
        var last = t
        var i = t + 1
        while i + 1 < toks.count, toks[i].kind == .period, toks[i + 1].kind == .identifier || toks[i + 1].kind == .keyword {
            last = i + 1
            i += 2
        }
        return decl.file.identifierText(last)
    }

    /// `UIKit.UIViewController` → `UIViewController`; `UIHostingController<Root>` → `UIHostingController`.
    public static func baseTypeName(_ text: String) -> String {
        var bytes = text
        if let fast = bytes.withUTF8(asciiBaseTypeName) { return fast }
        var s = Substring(text)
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        while let f = s.first, f == "@" || f == " " {
            // drop attributes such as `@MainActor` in inheritance clauses
            if f == "@", let sp = s.firstIndex(of: " ") { s = s[s.index(after: sp)...] } else { s = s.dropFirst() }
        }
        if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" || l == "?" || l == "!" { s = s.dropLast() }
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
        return String(s)
    }

    /// `baseTypeName` on bytes, for text in which every byte is its own `Character`: ASCII
    /// without a carriage return (`\r\n` is one grapheme). nil sends other text the slow way.
    private static func asciiBaseTypeName(_ u: UnsafeBufferPointer<UInt8>) -> String? {
        var lo = 0, hi = u.count
        for b in u where b >= 0x80 || b == 13 { return nil }
        if let lt = u.firstIndex(of: UInt8(ascii: "<")) { hi = lt }
        while lo < hi, u[lo] == UInt8(ascii: "@") || u[lo] == 32 {
            if u[lo] == UInt8(ascii: "@"), let sp = u[lo..<hi].firstIndex(of: 32) { lo = sp + 1 } else { lo += 1 }
        }
        if let dot = u[lo..<hi].lastIndex(of: UInt8(ascii: ".")) { lo = dot + 1 }
        while hi > lo {
            let l = u[hi - 1]
            guard l == 32 || l == 9 || l == 10 || l == UInt8(ascii: "?") || l == UInt8(ascii: "!") else { break }
            hi -= 1
        }
        while lo < hi, u[lo] == 32 || u[lo] == 9 || u[lo] == 10 { lo += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: u[lo..<hi]), as: UTF8.self)
    }

    // MARK: Queries

    /// The superclass chain of a class, nearest first, through project types and built-in
    /// UIKit knowledge. Stops at the first name it cannot resolve (which is included).
    public func superclassChain(of name: String) -> [String] {
        superclassChain(of: name, depth: 0)
    }

    private func superclassChain(of name: String, depth: Int) -> [String] {
        memoized(\.chain, name) { computeSuperclassChain(of: name, depth: depth) }
    }

    private func computeSuperclassChain(of name: String, depth: Int) -> [String] {
        guard let sup = superclass(of: name) else { return [] }
        // The superclass's chain, memoized, is the rest of this one: classes of a run share
        // their ancestors, so each class costs one lookup instead of a walk to the root. Only
        // a cycle back through `name` makes the two differ; that chain is walked as before,
        // and so is every chain past 64 levels of this recursion (the stack stays bounded).
        if sup != name && depth < 64 {
            let rest = superclassChain(of: sup, depth: depth + 1)
            if !rest.contains(name) {
                var chain = [sup]
                chain.reserveCapacity(min(rest.count, 63) + 1)
                chain.append(contentsOf: rest.prefix(63))
                return chain
            }
        }
        return walkSuperclassChain(of: name)
    }

    /// The chain walked class by class, stopping at a cycle or after 64 names.
    func walkSuperclassChain(of name: String) -> [String] {
        var chain: [String] = []
        var cur = name
        // Chains are short (at most 64): a cycle is found by looking back, with no set to build.
        while chain.count < 64 {
            guard let sup = superclass(of: cur) else { break }
            if sup == name || chain.contains(sup) { break }
            chain.append(sup)
            cur = sup
        }
        return chain
    }

    /// The direct superclass of a class, if it has one we can tell.
    /// The superclass a class declaration names itself, when the run declares more than one
    /// class of its name (an iOS and a Mac `InspectorViewController`): the index answers for the
    /// first it met, the declaration for itself. Nil otherwise (ask the index).
    func ownSuperclass(of decl: Syntax, named name: String) -> String? {
        guard decl.declKeyword == .class, (types[name]?.count ?? 0) > 1, let sup = decl.inheritedNames.first, sup != name else {
            return nil
        }
        return sup
    }

    public func superclass(of name: String) -> String? {
        if let recs = types[name] {
            for r in recs where r.kind == .class {
                guard let firstInherited = r.inherited.first else { return nil }
                if isProtocol(firstInherited) { return nil }
                return firstInherited
            }
            return nil
        }
        return KnownTypes.superclass[name]
    }

    /// Whether `name`'s superclass chain holds one of `roots` (the AppKit roots; the run-level
    /// answer below is kept for them). A chain leaves the declared classes at some class's first
    /// inherited name; only a root, or a framework class below one, can bring a root into it. So
    /// when no class of the run inherits such a name, a declared type needs no chain at all (a
    /// file with thousands of types asked for thousands).
    public func descends(_ name: String, fromAnyOf roots: Set<String>) -> Bool {
        if roots.contains(name) { return true }
        if types[name] != nil, !declaresSubclass(ofAnyOf: roots) { return false }
        return superclassChain(of: name).contains(where: roots.contains)
    }

    private func declaresSubclass(ofAnyOf roots: Set<String>) -> Bool {
        // Only names no class of the run declares are asked (`types[$0] == nil`), so `descends`
        // never comes back here; its chains are memoized per thread, without the memo lock.
        runMemo(\.appKitSubclassMemo) {
            classFirstInherited.contains { types[$0] == nil && descends($0, fromAnyOf: roots) }
        }
    }

    public func isProtocol(_ name: String) -> Bool {
        if let recs = types[name] { return recs.contains { $0.kind == .protocol } }
        return KnownTypes.protocols.contains(name) || name == "AnyObject" || name == "Sendable"
    }

    public func isDeclaredClass(_ name: String) -> Bool {
        types[name]?.contains { $0.kind == .class } ?? false
    }

    public func isKnownOrDeclared(_ name: String) -> Bool {
        types[name] != nil || KnownTypes.superclass[name] != nil || KnownTypes.protocols.contains(name)
            || KnownTypes.rootClasses.contains(name)
    }

    /// The UIKit role of a class, by its chain; when the chain leaves the linted files at an
    /// unknown name, by that name's suffix (`…ViewController`, `…Cell`, `…View`).
    public func role(of name: String) -> Role {
        memoized(\.role, name) { computeRole(of: name) }
    }

    private func computeRole(of name: String) -> Role {
        if let r = KnownTypes.role(name) { return r }
        // Most classes inherit a UIKit class directly: the chain's first name (a chain starts
        // at the superclass unless that is the class itself) settles it without the chain.
        if let sup = superclass(of: name), sup != name, let r = KnownTypes.role(sup) { return r }
        let chain = superclassChain(of: name)
        for s in chain {
            if let r = KnownTypes.role(s) { return r }
        }
        // Fallback only when the chain ends at a name we know nothing about.
        if let lastName = chain.last, !isKnownOrDeclared(lastName) {
            return Self.roleByName(lastName)
        }
        return .other
    }

    static func roleByName(_ n: String) -> Role {
        if n.hasSuffix("ViewController") || n.hasSuffix("Controller") || n.hasSuffix("VC") { return .viewController }
        if n.hasSuffix("TableViewCell") { return .tableViewCell }
        if n.hasSuffix("CollectionViewCell") { return .collectionViewCell }
        if n.hasSuffix("Cell") { return .tableViewCell }
        if n.hasSuffix("View") { return .view }
        return .other
    }

    /// Whether the chain of `name` reaches `ancestor` (a class name).
    public func inherits(_ name: String, from ancestor: String) -> Bool {
        name == ancestor || superclassChain(of: name).contains(ancestor)
    }

    /// Every protocol `name` conforms to that we can see: its own clause, its extensions',
    /// its superclasses', and protocols those inherit.
    public func conformances(of name: String) -> Set<String> {
        memoized(\.conformance, name) { computeConformances(of: name) }
    }

    private func computeConformances(of name: String) -> Set<String> {
        var out: Set<String> = []
        var work: [String] = []
        let chain = superclassChain(of: name)
        // From the first SDK class up (`UITableViewCell`, `UIView`, … : declared nowhere in
        // the linted code, and neither is any class above it), the conformances are the same
        // for every subclass: that class's set, memoized once for the run, instead of each
        // subclass walking the SDK's long protocol lists again.
        var sdkFrom = chain.count
        var i = chain.count - 1
        while i >= 0, types[chain[i]] == nil, extensionConformances[chain[i]] == nil { sdkFrom = i; i -= 1 }
        // Only when that class's own chain is the rest of this one: the same answer, and the
        // recursion ends (each step's chain is shorter).
        if sdkFrom < chain.count, superclassChain(of: chain[sdkFrom]).elementsEqual(chain[(sdkFrom + 1)...]) {
            out = conformances(of: chain[sdkFrom])
        } else {
            sdkFrom = chain.count
        }
        for n in [name] + chain[..<sdkFrom] where !n.isEmpty {
            for r in types[n] ?? [] { work.append(contentsOf: r.inherited) }
            work.append(contentsOf: extensionConformances[n] ?? [])
            work.append(contentsOf: KnownTypes.conformances[n] ?? [])
        }
        while let p = work.popLast() {
            if out.contains(p) { continue }
            out.insert(p)
            for r in types[p] ?? [] where r.kind == .protocol { work.append(contentsOf: r.inherited) }
            work.append(contentsOf: KnownTypes.protocolParents[p] ?? [])
        }
        return out
    }

    public func conforms(_ name: String, to proto: String) -> Bool {
        conformances(of: name).contains(proto)
    }

    /// A protocol that only classes can adopt (`AnyObject`, `class`, `NSObjectProtocol`, or
    /// inheriting one, or `@objc`).
    public func isClassBound(protocol name: String) -> Bool {
        var seen: Set<String> = []
        var work = [name]
        while let p = work.popLast() {
            if seen.contains(p) { continue }
            seen.insert(p)
            if p == "AnyObject" || p == "class" || p == "NSObjectProtocol" { return true }
            if KnownTypes.classBoundProtocols.contains(p) { return true }
            for r in types[p] ?? [] where r.kind == .protocol {
                if r.isObjC { return true }
                work.append(contentsOf: r.inherited)
            }
        }
        return false
    }

    public func markObjC(protocol name: String) {
        clearMemo()
        guard var rs = types[name] else { return }
        for i in rs.indices where rs[i].kind == .protocol { rs[i].isObjC = true }
        types[name] = rs
    }

    /// The nearest superclass of `name` declaring an `NS_REQUIRES_SUPER` method that
    /// `matches` accepts, and that method's selector.
    public func requiredSuper(above name: String, _ matches: (String) -> Bool) -> (type: String, selector: String)? {
        if requiresSuper.isEmpty { return nil }
        for s in superclassChain(of: name) {
            if let sels = requiresSuper[s], let m = sels.sorted().first(where: matches) { return (s, m) }
        }
        return nil
    }

    /// The member names of `name` and of its superclasses in the run. Rules ask whether a name
    /// is among them, a few times per type: the view reads the classes' own sets instead of a
    /// union of them (a copy of every inherited name, made once per type and seldom reused).
    public func members(of name: String) -> MemberNames {
        memoized(\.members, name) { computeMembers(of: name) }
    }

    private func computeMembers(of name: String) -> MemberNames {
        var sets: [Set<String>] = []
        // The type's own set is made here, not memoized on its own: `members` keeps it, and
        // most types are asked this question only (their superclasses' sets are memoized).
        if let list = memberLists[name], !list.isEmpty { sets.append(Set(list)) }
        for s in superclassChain(of: name) {
            if let inherited = memberNames(of: s), !inherited.isEmpty { sets.append(inherited) }
        }
        return MemberNames(sets: sets)
    }
}

/// The member names of a type with those it inherits from the run's classes: each class's own
/// set, asked in turn.
public struct MemberNames: Sendable {
    let sets: [Set<String>]

    public static let none = MemberNames(sets: [])

    public var isEmpty: Bool { sets.isEmpty }

    public func contains(_ name: String) -> Bool {
        for s in sets where s.contains(name) { return true }
        return false
    }
}
