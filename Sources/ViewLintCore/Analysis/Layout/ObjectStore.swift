/// The object model's storage: keys, objects and facts as flat arrays of small records, indexed
/// by id, so that building the model of a file allocates a few growing arrays instead of an
/// object, a string key and several arrays per tracked path. `ObjectModel` and `TypeObjects`
/// are the views rules read.

/// Object keys as ids. A key is `self`, a root name (a property of the type, or a name the file
/// does not declare), a member path below another key (`headerView.iconView`), a local or
/// parameter (by its declaring node) or a closure parameter (by closure node and name). Its text
/// (`titleLabel`, `@12`, `@c40:$0`, `@12.layer`) is made only when a rule asks for it.
struct ObjectKeys {
    enum Kind: UInt8 {
        case selfObject, root, member, local, closureParameter
    }

    struct Record {
        let kind: Kind
        /// The key a member path extends (-1 otherwise).
        let parent: Int32
        /// Name id (root, member, closure parameter), -1 otherwise.
        let name: Int32
        /// Declaring node (local, closure parameter), -1 otherwise.
        let node: Int32
    }

    static let selfKey: Int32 = 0

    private(set) var records: [Record] = [Record(kind: .selfObject, parent: -1, name: -1, node: -1)]
    /// Each record packed (see `pack`) → its id. `self` packs to 0 and is id 0.
    private var table = DenseIDTable(first: 0)

    @inline(__always) subscript(_ id: Int32) -> Record { records[Int(id)] }

    mutating func root(_ name: Int) -> Int32 { intern(.root, parent: -1, name: Int32(truncatingIfNeeded: name), node: -1) }

    /// A member path. Below `self` too (`self.x`, only reached through a key list that holds
    /// `self` beside others): the resolver maps a plain `self.x` to the root name `x` itself.
    mutating func member(_ parent: Int32, _ name: Int) -> Int32 {
        intern(.member, parent: parent, name: Int32(truncatingIfNeeded: name), node: -1)
    }

    mutating func local(_ node: Int) -> Int32 { intern(.local, parent: -1, name: -1, node: Int32(truncatingIfNeeded: node)) }

    mutating func closureParameter(_ node: Int, _ name: Int) -> Int32 {
        intern(.closureParameter, parent: -1, name: Int32(truncatingIfNeeded: name), node: Int32(truncatingIfNeeded: node))
    }

    /// The id of a key already made, without making it.
    func existing(_ kind: Kind, parent: Int32 = -1, name: Int = -1, node: Int = -1) -> Int32? {
        if kind == .selfObject { return Self.selfKey }
        return table.find(Self.pack(kind, parent, Int32(truncatingIfNeeded: name), Int32(truncatingIfNeeded: node)))
    }

    /// The root of a member path: the key itself for a key that is no path.
    func root(of id: Int32) -> Int32 {
        var k = id
        while records[Int(k)].kind == .member { k = records[Int(k)].parent }
        return k
    }

    private mutating func intern(_ kind: Kind, parent: Int32, name: Int32, node: Int32) -> Int32 {
        let (id, isNew) = table.id(Self.pack(kind, parent, name, node))
        if isNew { records.append(Record(kind: kind, parent: parent, name: name, node: node)) }
        return id
    }

    /// Three fields in 64 bits: the kind, then the parent key or name (30 bits), then the name
    /// or node (31 bits). Ids and node indices of one file stay far below those widths.
    private static func pack(_ kind: Kind, _ parent: Int32, _ name: Int32, _ node: Int32) -> UInt64 {
        let (a, b): (Int32, Int32)
        switch kind {
        case .selfObject: (a, b) = (0, 0)
        case .root: (a, b) = (0, name)
        case .member: (a, b) = (parent, name)
        case .local: (a, b) = (0, node)
        case .closureParameter: (a, b) = (name, node)
        }
        return UInt64(kind.rawValue) << 61
            | (UInt64(UInt32(bitPattern: a)) & 0x3fff_ffff) << 31
            | (UInt64(UInt32(bitPattern: b)) & 0x7fff_ffff)
    }
}

/// The keys an expression stands for: none, one (no allocation) or several.
struct KeySet: Sequence {
    private(set) var first: Int32 = -1
    private(set) var rest: [Int32] = []

    init() {}
    init(_ key: Int32) { first = key }

    var isEmpty: Bool { first < 0 }
    var count: Int { first < 0 ? 0 : 1 + rest.count }
    var isOnlySelf: Bool { first == ObjectKeys.selfKey && rest.isEmpty }

    mutating func append(_ key: Int32) {
        if first < 0 { first = key } else { rest.append(key) }
    }

    mutating func append(contentsOf other: KeySet) {
        for k in other { append(k) }
    }

    struct Iterator: IteratorProtocol {
        let set: KeySet
        var i = -1
        mutating func next() -> Int32? {
            defer { i += 1 }
            if i < 0 { return set.first < 0 ? nil : set.first }
            return i < set.rest.count ? set.rest[i] : nil
        }
    }

    func makeIterator() -> Iterator { Iterator(set: self) }
}

/// One object of one type group.
struct ObjectRecord {
    struct Flags: OptionSet {
        let rawValue: UInt8
        static let property = Flags(rawValue: 1)
        static let local = Flags(rawValue: 2)
        static let parameter = Flags(rawValue: 4)
        static let outlet = Flags(rawValue: 8)
        static let isStatic = Flags(rawValue: 16)
        static let customAttribute = Flags(rawValue: 32)
    }

    let key: Int32
    let group: Int32
    /// Nodes, -1 for none: the declaring binding or parameter, its type annotation, and the
    /// expression (with the annotation in force then) whose constructed class the object is.
    var declaration: Int32 = -1
    var annotation: Int32 = -1
    var createdFrom: Int32 = -1
    var createdAnnotation: Int32 = -1
    var flags: Flags = []

    init(key: Int32, group: Int32) {
        self.key = key
        self.group = group
    }
}

/// One thing a type does to one of its objects.
struct FactRecord {
    enum Kind: UInt8 {
        /// A member assigned (`x.font = …`): `name` is the member.
        case assignment
        /// A value given to the object itself (`x = …`, a declaration's initializer).
        case value
        /// A method called on it: `name` is the method.
        case call
        /// Added as a subview by `node`: `name` is the parent's key (-1: unknown).
        case subview
        case arranged
        case passedTo
        case anchorSubject
        /// The other item of an anchor constraint: `name` and `count` are the range of the
        /// subjects' keys in `ObjectStore.subjects`.
        case anchorTarget
    }

    let object: Int32
    let kind: Kind
    let viaLayer: Bool
    let isCompound: Bool
    let name: Int32
    let count: Int32
    let node: Int32
    let nameToken: Int32
    let value: Int32
    let function: Int32
}

/// What the build writes: objects (one per group and key), facts in source order, the anchor
/// subjects, and the groups with their declarations. A group's build appends its objects and
/// facts after those of the groups built before it, so each group's are a contiguous range.
struct ObjectStore {
    struct Group {
        let typeName: String
        var declarations: [Int32] = []
    }

    var objects: [ObjectRecord] = []
    var facts: [FactRecord] = []
    var subjects: [Int32] = []
    var groups: [Group] = []
    /// (group, key) → object id: a key such as `self` or `view` has an object in most groups
    /// of a big file, so the pair is hashed rather than the key's objects searched.
    private var objectIDs = DenseIDTable()

    @inline(__always) private static func pair(_ group: Int32, _ key: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: group)) << 32 | UInt64(UInt32(bitPattern: key))
    }

    /// The object of `key` in `group`, made on first use.
    mutating func object(_ group: Int32, _ key: Int32) -> Int32 {
        let (id, isNew) = objectIDs.id(Self.pair(group, key))
        if isNew { objects.append(ObjectRecord(key: key, group: group)) }
        return id
    }

    /// The object of `key` in `group`, if the build made one.
    func existingObject(_ group: Int32, _ key: Int32) -> Int32? { objectIDs.find(Self.pair(group, key)) }

    mutating func add(_ kind: FactRecord.Kind, _ object: Int32, name: Int32 = -1, count: Int32 = 0, node: Int,
                      nameToken: Int = -1, value: Int = -1, function: Int32 = -1, viaLayer: Bool = false,
                      isCompound: Bool = false) {
        facts.append(FactRecord(object: object, kind: kind, viaLayer: viaLayer, isCompound: isCompound, name: name,
                                count: count, node: Int32(truncatingIfNeeded: node),
                                nameToken: Int32(truncatingIfNeeded: nameToken), value: Int32(truncatingIfNeeded: value),
                                function: function))
    }
}

/// The facts of each object in source order, found by object id: a counting sort of each
/// group's facts, made when the group is built.
struct FactsByObject {
    private var order: [Int32] = []
    private var starts: [Int32] = [0]

    /// Indexes the objects and facts one group's build appended: objects `objects` (the next
    /// ids after those indexed so far), facts `facts` (all of them about those objects).
    mutating func add(_ store: ObjectStore, objects: Range<Int>, facts: Range<Int>) {
        precondition(objects.lowerBound == starts.count - 1 && facts.lowerBound == order.count)
        let first = objects.lowerBound
        var counts = [Int32](repeating: 0, count: objects.count)
        for i in facts { counts[Int(store.facts[i].object) - first] += 1 }
        var next: [Int32] = []
        next.reserveCapacity(objects.count)
        var at = Int32(truncatingIfNeeded: facts.lowerBound)
        for c in counts {
            next.append(at)
            at += c
            starts.append(at)
        }
        order.append(contentsOf: repeatElement(0, count: facts.count))
        for i in facts {
            let o = Int(store.facts[i].object) - first
            order[Int(next[o])] = Int32(truncatingIfNeeded: i)
            next[o] += 1
        }
    }

    /// Indices into the store's facts.
    @inline(__always) func of(_ object: Int32) -> ArraySlice<Int32> {
        order[Int(starts[Int(object)])..<Int(starts[Int(object) + 1])]
    }
}

/// 64-bit keys → dense ids `0..<count` in insertion order, by open addressing (a power-of-two
/// table at most half full): the object model's keys and objects, hashed without `Hasher`.
struct DenseIDTable {
    private(set) var keys: [UInt64] = []
    private var slots = [Int32](repeating: -1, count: 64)

    init() { keys.reserveCapacity(32) }

    /// A table whose id 0 is `first`.
    init(first: UInt64) {
        keys.reserveCapacity(32)
        _ = id(first)
    }

    var count: Int { keys.count }

    @inline(__always) private func probe(_ key: UInt64) -> (slot: Int, id: Int32?) {
        let mask = slots.count - 1
        var s = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while slots[s] >= 0 {
            let id = slots[s]
            if keys[Int(id)] == key { return (s, id) }
            s = (s + 1) & mask
        }
        return (s, nil)
    }

    func find(_ key: UInt64) -> Int32? { probe(key).id }

    /// The key's id, added as the next id when it is new.
    mutating func id(_ key: UInt64) -> (id: Int32, isNew: Bool) {
        let (s, found) = probe(key)
        if let id = found { return (id, false) }
        let id = Int32(truncatingIfNeeded: keys.count)
        keys.append(key)
        slots[s] = id
        if keys.count * 2 > slots.count { grow() }
        return (id, true)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (i, k) in keys.enumerated() {
            let (s, _) = probe(k)
            slots[s] = Int32(truncatingIfNeeded: i)
        }
    }
}
