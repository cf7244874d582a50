/// The names in scope for the object model and the resolver from expressions to object keys:
/// locals, parameters, loop and closure variables and aliases by name id, each with the keys it
/// stands for. Used while the model is built (lookups in pre-order, ended scopes dropped) and by
/// queries afterwards.
struct ObjectScopes {
    /// One declared name: where it is visible, the keys it stands for (a range of
    /// `localKeys`), and the previous declaration of the same name, in two chains: the one
    /// still open in the pre-order walk, and every one (for queries after the build).
    struct Local {
        let scope: Int32
        let scopeEnd: Int32
        let declIndex: Int32
        let keysStart: Int32
        let keysCount: Int32
        let previousActive: Int32
        let previousDeclared: Int32
    }

    struct Resolved {
        var keys: KeySet
        var viaLayer: Bool

        static let none = Resolved(keys: KeySet(), viaLayer: false)
        static func one(_ key: Int32, viaLayer: Bool = false) -> Resolved { Resolved(keys: KeySet(key), viaLayer: viaLayer) }
    }

    let tree: SyntaxTree
    /// The tree's nodes: the resolver steps through them by index, with no handle (and no
    /// reference count) per step.
    private let nodes: [Node]
    var names: NameTable
    var keys = ObjectKeys()
    /// The empty name: a member access without a name token reads as `""`.
    let emptyName: NameTable.ID
    private var locals: [Local] = []
    private var localKeys: [Int32] = []
    /// Name id → its latest declaration whose scope the walk has not left (-1: none). Scopes
    /// that ended are dropped from the head as the walk passes them.
    private var activeHead: [Int32] = []
    /// Name id → its latest declaration (-1: none).
    private var declaredHead: [Int32] = []
    /// Whether a group is being built: lookups then follow the walk's open scopes.
    private(set) var building = false

    init(tree: SyntaxTree) {
        self.tree = tree
        nodes = tree.nodes
        var names = NameTable(file: tree.file)
        emptyName = names.id(literal: "")
        self.names = names
        // Room for a typical file's declared names without regrowing from empty.
        locals.reserveCapacity(64)
        localKeys.reserveCapacity(64)
        activeHead.reserveCapacity(128)
        declaredHead.reserveCapacity(128)
    }

    mutating func declare(_ name: NameTable.ID, scope: Int, declIndex: Int, keys: KeySet) {
        while activeHead.count <= name { activeHead.append(-1); declaredHead.append(-1) }
        let start = Int32(truncatingIfNeeded: localKeys.count)
        for k in keys { localKeys.append(k) }
        let id = Int32(truncatingIfNeeded: locals.count)
        locals.append(Local(scope: Int32(truncatingIfNeeded: scope), scopeEnd: tree.nodes[scope].end,
                            declIndex: Int32(truncatingIfNeeded: declIndex), keysStart: start,
                            keysCount: Int32(truncatingIfNeeded: localKeys.count) - start,
                            previousActive: building ? activeHead[name] : -1, previousDeclared: declaredHead[name]))
        declaredHead[name] = id
        if building { activeHead[name] = id }
    }

    /// The keys a declared name stands for.
    func keySet(of l: Local) -> KeySet {
        var out = KeySet()
        for i in Int(l.keysStart)..<Int(l.keysStart + l.keysCount) { out.append(localKeys[i]) }
        return out
    }

    @inline(__always) private func visible(_ l: Local, at i: Int) -> Bool {
        Int(l.scope) <= i && i < Int(l.scopeEnd) && Int(l.declIndex) < i
    }

    mutating func lookup(_ id: NameTable.ID, from i: Int) -> Local? {
        guard id < activeHead.count else { return nil }
        if building {
            // Pre-order: a scope that has ended before this node never matches again.
            var head = activeHead[id]
            while head >= 0, Int(locals[Int(head)].scopeEnd) <= i { head = locals[Int(head)].previousActive }
            activeHead[id] = head
            var k = head
            while k >= 0 {
                let l = locals[Int(k)]
                if visible(l, at: i) && !crossesType(l, i) { return l }
                k = l.previousActive
            }
            return nil
        }
        var k = declaredHead[id]
        while k >= 0 {
            let l = locals[Int(k)]
            if visible(l, at: i) && !crossesType(l, i) { return l }
            k = l.previousDeclared
        }
        return nil
    }

    /// A group's walk begins: its lookups see only what it declares from here on (the
    /// declarations of groups built before are never visible in another group's code).
    mutating func beginBuilding() {
        building = true
        for n in activeHead.indices { activeHead[n] = -1 }
    }

    /// The walk is over: lookups read every declaration made so far.
    mutating func finishBuilding() { building = false }

    /// A local of an enclosing function is not visible inside a type declared in it (rare).
    /// Such a local is passed over rather than ending the search, so that the answer does not
    /// depend on the order the groups were built in: the type's own declarations of the name
    /// come later in the file, and a pre-order pass would have met them first anyway.
    private func crossesType(_ l: Local, _ i: Int) -> Bool {
        let nodes = tree.nodes
        var a = Int(nodes[i].parent)
        while a >= 0 {
            if a <= Int(l.scope) { return false }
            if nodes[a].kind == .typeDecl { return true }
            a = Int(nodes[a].parent)
        }
        return false
    }

    @inline(__always) private mutating func nameID(_ node: Node) -> NameTable.ID {
        node.name < 0 ? emptyName : names.id(token: Int(node.name))
    }

    /// The object keys an expression stands for (`self.titleLabel` → `titleLabel`, a local →
    /// its declaration, `x.layer` → `x` with viaLayer), none when it is not a tracked path. No
    /// expression (a member access with no base) is `self`.
    mutating func resolve(_ expr: Syntax?) -> Resolved { resolve(node: expr?.index ?? -1) }

    /// `resolve` by node index; -1 (no expression) is `self`.
    mutating func resolve(node e: Int) -> Resolved {
        guard e >= 0 else { return .one(ObjectKeys.selfKey) }
        let expr = nodes[e]
        let kind = expr.kind
        if kind == .identifier {
            guard expr.name >= 0 else { return .none }
            let id = names.id(token: Int(expr.name)), name = names.info(id)
            if name.isEmpty { return .none }
            if name.isSelf { return .one(ObjectKeys.selfKey) }
            if let l = lookup(id, from: e) { return Resolved(keys: keySet(of: l), viaLayer: false) }
            if name.isSuper || name.startsWithDollar || name.startsUppercase { return .none }
            return name.isLayer ? .one(ObjectKeys.selfKey, viaLayer: true) : .one(keys.root(id))
        }
        if kind == .memberAccess, case let b = nodes.firstChild(of: e), b >= 0, nodes[b].kind == .identifier {
            // `self.x`, `x.y`: the common case, without collecting a path.
            let member = nameID(expr)
            let base = nodes[b]
            guard base.name >= 0 else { return .none }
            let id = names.id(token: Int(base.name)), first = names.info(id)
            if first.isEmpty { return .none }
            let viaLayer = names.info(member).isLayer
            if first.isSelf { return .one(viaLayer ? ObjectKeys.selfKey : keys.root(member), viaLayer: viaLayer) }
            if let l = lookup(id, from: e) {
                let lkeys = keySet(of: l)
                if lkeys.isOnlySelf { return .one(viaLayer ? ObjectKeys.selfKey : keys.root(member), viaLayer: viaLayer) }
                if viaLayer || names.info(member).isEmpty { return Resolved(keys: lkeys, viaLayer: viaLayer) }
                var out = KeySet()
                for k in lkeys { out.append(keys.member(k, member)) }
                return Resolved(keys: out, viaLayer: false)
            }
            if first.isSuper || first.startsWithDollar || first.startsUppercase { return .none }
            return viaLayer ? .one(keys.root(id), viaLayer: true) : .one(keys.member(keys.root(id), member))
        }
        // A longer path (`self.a.b`, `x.y.z`): its names from the base out.
        var parts: [NameTable.ID] = []
        var cur = e
        walk: while true {
            let c = nodes[cur]
            switch c.kind {
            case .identifier:
                parts.append(nameID(c))
                break walk
            case .memberAccess:
                parts.append(nameID(c))
                cur = nodes.firstChild(of: cur)
                if cur < 0 {
                    parts.append(emptyName)
                    break walk
                }
            default:
                return .none
            }
        }
        parts.reverse()
        guard let first = parts.first, !names.info(first).isEmpty else { return .none }
        let firstInfo = names.info(first)
        var bases: KeySet
        var start = 1
        if firstInfo.isSelf {
            bases = KeySet(ObjectKeys.selfKey)
        } else if let l = lookup(first, from: e) {
            bases = keySet(of: l)
        } else if firstInfo.isSuper || firstInfo.startsWithDollar || firstInfo.startsUppercase {
            return .none
        } else {
            bases = KeySet(ObjectKeys.selfKey)
            start = 0
        }
        var end = parts.count
        var via = false
        if end > start, names.info(parts[end - 1]).isLayer { end -= 1; via = true }
        if bases.isOnlySelf {
            guard end > start else { return .one(ObjectKeys.selfKey, viaLayer: via) }
            var k = keys.root(parts[start])
            for p in parts[(start + 1)..<end] { k = keys.member(k, p) }
            return .one(k, viaLayer: via)
        }
        // A rest that reads as empty text leaves the bases as they are.
        let rest = parts[start..<end]
        if rest.isEmpty || (rest.count == 1 && names.info(rest[rest.startIndex]).isEmpty) {
            return Resolved(keys: bases, viaLayer: via)
        }
        var out = KeySet()
        for b in bases {
            var k = b
            for p in rest { k = keys.member(k, p) }
            out.append(k)
        }
        return Resolved(keys: out, viaLayer: via)
    }

    /// A key's text, as rules and messages spell it: `self`, `titleLabel`, `@12`, `@c40:$0`,
    /// `headerView.iconView`.
    func text(of key: Int32) -> String {
        let r = keys[key]
        switch r.kind {
        case .selfObject: return "self"
        case .root: return names.text(Int(r.name))
        case .member: return text(of: r.parent) + "." + names.text(Int(r.name))
        case .local: return "@" + String(r.node)
        case .closureParameter: return "@c" + String(r.node) + ":" + names.text(Int(r.name))
        }
    }

    /// The key spelled by a text made by `text(of:)`, if the build made it.
    func key(spelled text: String) -> Int32? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let head = parts.first else { return nil }
        var k: Int32
        if head == "self" {
            k = ObjectKeys.selfKey
        } else if head.hasPrefix("@c"), let colon = head.firstIndex(of: ":"),
                  let node = Int(head[head.index(head.startIndex, offsetBy: 2)..<colon]) {
            guard let name = names.lookup(String(head[head.index(after: colon)...])),
                  let id = keys.existing(.closureParameter, name: name, node: node) else { return nil }
            k = id
        } else if head.hasPrefix("@"), let node = Int(head.dropFirst()) {
            guard let id = keys.existing(.local, node: node) else { return nil }
            k = id
        } else {
            guard let name = names.lookup(String(head)), let id = keys.existing(.root, name: name) else { return nil }
            k = id
        }
        for p in parts.dropFirst() {
            guard let name = names.lookup(String(p)), let id = keys.existing(.member, parent: k, name: name) else { return nil }
            k = id
        }
        return k
    }
}
