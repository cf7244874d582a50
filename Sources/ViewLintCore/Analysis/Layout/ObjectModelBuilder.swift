/// Fills the object model of one file, a type group at a time. `scanGroups` is one cheap pass
/// over the node kinds: the type groups, their declarations and the file's functions. `build`
/// then walks one group's declarations (or the top-level code) in pre-order, skipping the
/// types nested in them, and writes that group's objects and facts into `ObjectStore`: a rule
/// that needs two of a file's eight types makes the model build two. Nothing is made per
/// object but its record.
///
/// A group's facts depend on its own nodes only: the names its code resolves are declared in
/// its own scopes (a local of an enclosing function is not visible inside a nested type), so
/// the groups can be built in any order and give the facts one pass over the file would.
struct ObjectModelBuilder {
    let tree: SyntaxTree
    /// The tree's nodes and file, for the steps taken by index (no handle per step).
    let nodes: [Node]
    let file: SourceFile
    var scopes: ObjectScopes
    var store = ObjectStore()
    /// Per type declaration of `tree.typeDeclNodes` (same order): its group.
    var typeDeclGroups: [Int32] = []
    /// The group of the code outside every type (and of unnamed types), -1 when no top-level
    /// code records anything and no type is unnamed.
    private(set) var topLevelGroup: Int32 = -1
    /// (closure node, returned local's name id) → the property key, for configuration closures.
    var closureReturns: [Int64: Int32] = [:]
    var typeStack: [(end: Int, group: Int32)] = []
    var fnStack: [(end: Int, fn: Int32, depth: Int)] = []
    let known: KnownNames
    /// A survey build (see `surveyBuilder(assigning:)`) records only the subview facts and
    /// the assignments of this member; nil: every fact.
    let surveyMember: StaticString?

    /// Names the pass compares by id.
    struct KnownNames {
        let dollarZero, underscore, addSubview, insertSubview, addArrangedSubview, insertArrangedSubview: Int
        let uiStackView, nsLayoutConstraint: Int

        init(_ names: inout NameTable) {
            dollarZero = names.id(literal: "$0")
            underscore = names.id(literal: "_")
            addSubview = names.id(literal: "addSubview")
            insertSubview = names.id(literal: "insertSubview")
            addArrangedSubview = names.id(literal: "addArrangedSubview")
            insertArrangedSubview = names.id(literal: "insertArrangedSubview")
            uiStackView = names.id(literal: "UIStackView")
            nsLayoutConstraint = names.id(literal: "NSLayoutConstraint")
        }
    }

    init(tree: SyntaxTree) {
        self.init(tree: tree, groups: [], typeDeclGroups: [], topLevelGroup: -1, surveying: nil)
    }

    /// Without `member`, the builder of every fact (`init(tree:)`, its groups scanned later).
    /// With it, a survey builder (`surveyBuilder(assigning:)`) for one cheap question, asked
    /// before a group's full build: which objects it
    /// adds as subviews and which of them it assigns `member`. It walks the groups given
    /// (scanned by the main builder) with the same declarations, scopes and resolver, so the keys and
    /// objects of those facts are the full build's. It declares names without making their
    /// objects' records and skips every other fact: a call that adds no subview is turned away
    /// by its name, unresolved. Its own store and names: the full build, when it follows,
    /// starts from nothing as before.
    private init(tree: SyntaxTree, groups: [ObjectStore.Group], typeDeclGroups: [Int32], topLevelGroup: Int32,
                 surveying member: StaticString?) {
        self.tree = tree
        nodes = tree.nodes
        file = tree.file
        var scopes = ObjectScopes(tree: tree)
        known = KnownNames(&scopes.names)
        self.scopes = scopes
        store.groups = groups
        self.typeDeclGroups = typeDeclGroups
        self.topLevelGroup = topLevelGroup
        surveyMember = member
    }

    /// A survey builder over this builder's groups (scanned already). Mutating only so that
    /// the call reaches this builder in place rather than a copy of it.
    mutating func surveyBuilder(assigning member: StaticString) -> ObjectModelBuilder {
        ObjectModelBuilder(tree: tree, groups: store.groups, typeDeclGroups: typeDeclGroups, topLevelGroup: topLevelGroup,
                           surveying: member)
    }

    /// The group the current node records into: only nodes of the group being built are
    /// handled, so this is that group.
    var group: Int32 { typeStack.last?.group ?? topLevelGroup }

    /// The function (funcDecl node) the current node sits in, -1 outside one (or in a nested
    /// type's property initializer).
    var function: Int32 {
        guard let f = fnStack.last, f.depth == typeStack.count else { return -1 }
        return f.fn
    }

    mutating func object(_ g: Int32, _ key: Int32) -> Int32 { store.object(g, key) }

    /// The groups, in the order a pre-order pass meets them (a type's first declaration, or the
    /// first top-level code that records something), each with its declarations. Read from the
    /// tree's list of type declarations (by name, as the tree files them), so only the nodes
    /// outside every type are visited.
    mutating func scanGroups() {
        let typeNodes = tree.typeDeclNodes
        var named: [(name: String, decls: [Int32])] = []
        var namedCount = 0
        for name in tree.typeNames where !name.isEmpty {
            let decls = tree.typeDeclIndices(named: name)
            named.append((name, decls))
            namedCount += decls.count
        }
        // The top level's group: code outside every type that records something (a function,
        // a declaration, an assignment or a call, as the walk records them), and the types
        // declared without a name (or with an empty one).
        var topDecls = tree.typeDeclIndices(named: "")
        if namedCount + topDecls.count < typeNodes.count {
            topDecls = typeNodes.filter { tree.node(Int($0)).typeName == nil || tree.node(Int($0)).typeName == "" }
        }
        var firstTop = topDecls.first.map(Int.init) ?? Int.max
        var i = 0
        while i < min(nodes.count, firstTop) {
            switch nodes[i].kind {
            case .typeDecl:
                i = Int(nodes[i].end)
                continue
            case .funcDecl, .varDecl: firstTop = i
            case .assignment, .call: if nodes.firstChild(of: i) >= 0 { firstTop = i }
            default: break
            }
            i += 1
        }
        store.groups.reserveCapacity(named.count + 1)
        for (name, decls) in named {
            if firstTop != Int.max, Int(decls[0]) > firstTop, topLevelGroup < 0 {
                topLevelGroup = Int32(truncatingIfNeeded: store.groups.count)
                store.groups.append(ObjectStore.Group(typeName: "", declarations: topDecls))
            }
            store.groups.append(ObjectStore.Group(typeName: name, declarations: decls))
        }
        if firstTop != Int.max, topLevelGroup < 0 {
            topLevelGroup = Int32(truncatingIfNeeded: store.groups.count)
            store.groups.append(ObjectStore.Group(typeName: "", declarations: topDecls))
        }
        typeDeclGroups = [Int32](repeating: -1, count: typeNodes.count)
        for (g, group) in store.groups.enumerated() {
            for d in group.declarations {
                if let k = Self.position(of: d, in: typeNodes) { typeDeclGroups[k] = Int32(truncatingIfNeeded: g) }
            }
        }
    }

    /// The index of `node` in the sorted list `list`.
    static func position(of node: Int32, in list: [Int32]) -> Int? {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] < node { lo = mid + 1 } else { hi = mid }
        }
        return lo < list.count && list[lo] == node ? lo : nil
    }

    /// The group a type declaration node starts.
    func group(ofTypeDeclaration i: Int) -> Int32? {
        Self.position(of: Int32(truncatingIfNeeded: i), in: tree.typeDeclNodes).map { typeDeclGroups[$0] }
    }

    /// Every function of the file (funcDecl node, its group), in source order: one pass over
    /// the nodes, made when a rule first asks about functions by name.
    func functionNodes() -> [(node: Int32, group: Int32)] {
        var out: [(node: Int32, group: Int32)] = []
        var stack: [(end: Int, group: Int32)] = []
        let typeNodes = tree.typeDeclNodes
        var nextType = 0
        for i in nodes.indices {
            while let t = stack.last, t.end <= i { stack.removeLast() }
            if nextType < typeNodes.count && Int(typeNodes[nextType]) == i {
                stack.append((Int(nodes[i].end), typeDeclGroups[nextType]))
                nextType += 1
            } else if nodes[i].kind == .funcDecl {
                out.append((Int32(truncatingIfNeeded: i), stack.last?.group ?? topLevelGroup))
            }
        }
        return out
    }

    /// The name id of a function: its name, or for `init`, `deinit` and subscripts the keyword.
    mutating func functionName(_ node: Int32) -> Int32 {
        let fn = tree.node(Int(node))
        let named = fn.declKeyword == .func ? fn.nameToken : nil
        let t = named ?? fn.auxToken ?? fn.firstTokenIndex
        return Int32(truncatingIfNeeded: nameID(token: t))
    }

    /// Walks group `g`'s declarations, or with `topLevel` the code outside every type (and the
    /// unnamed types, whose group is the top level's), and records what they do. A nested type
    /// of another group is skipped unless it holds a declaration of `g`.
    mutating func build(group g: Int32, topLevel: Bool) {
        scopes.beginBuilding()
        defer { scopes.finishBuilding() }
        typeStack.removeAll(keepingCapacity: true)
        fnStack.removeAll(keepingCapacity: true)
        let decls = g >= 0 ? store.groups[Int(g)].declarations : []
        var next = 0 // the first declaration of `g` the walk has not entered
        var i = 0
        if !topLevel {
            guard let first = decls.first else { return }
            i = Int(first)
        }
        while i < nodes.count {
            while let t = typeStack.last, t.end <= i { typeStack.removeLast() }
            while let f = fnStack.last, f.end <= i { fnStack.removeLast() }
            if !topLevel && typeStack.isEmpty {
                // Between declarations: on to the next one.
                while next < decls.count && Int(decls[next]) < i { next += 1 }
                guard next < decls.count else { break }
                i = Int(decls[next])
            }
            let kind = nodes[i].kind
            if kind == .typeDecl {
                let owner = group(ofTypeDeclaration: i) ?? -1
                while next < decls.count && Int(decls[next]) <= i { next += 1 }
                let end = Int(nodes[i].end)
                if owner == g || (next < decls.count && Int(decls[next]) < end) {
                    typeStack.append((end, owner))
                    i += 1
                } else {
                    i = end
                }
                continue
            }
            // Inside a type of another group that holds one of `g` further in: not ours.
            if let t = typeStack.last, t.group != g {
                i += 1
                continue
            }
            // A handle only for the kinds that record something (most nodes do not).
            switch kind {
            case .funcDecl: enterFunction(tree.node(i))
            case .varDecl: declare(tree.node(i))
            case .closure: enterClosure(tree.node(i))
            case .forStmt: enterFor(tree.node(i))
            case .optionalBinding: bindOptional(tree.node(i))
            case .assignment: assignment(tree.node(i))
            case .call: call(tree.node(i))
            default: break
            }
            i += 1
        }
    }

    mutating func resolve(_ expr: Syntax?) -> ObjectScopes.Resolved { scopes.resolve(expr) }

    mutating func nameID(token: Int) -> Int { scopes.names.id(token: token) }

    // MARK: Declarations

    mutating func enterFunction(_ fn: Syntax) {
        fnStack.append((Int(tree.nodes[fn.index].end), Int32(truncatingIfNeeded: fn.index), typeStack.count))
        let g = group
        guard let params = fn.child(.parameterClause) else { return }
        for p in params.children where p.kind == .parameter {
            guard let t = p.nameToken else { continue }
            let key = scopes.keys.local(p.index)
            scopes.declare(nameID(token: t), scope: fn.index, declIndex: p.index, keys: KeySet(key))
            if surveyMember != nil { continue } // a survey declares the names alone
            let o = Int(object(g, key))
            store.objects[o].declaration = Int32(truncatingIfNeeded: p.index)
            store.objects[o].flags.insert(.parameter)
            store.objects[o].annotation = Self.node(p.typeAnnotation)
        }
    }

    @inline(__always) static func node(_ s: Syntax?) -> Int32 { s.map { Int32(truncatingIfNeeded: $0.index) } ?? -1 }

    static let knownAttributes: Set<String> = [
        "IBOutlet", "IBInspectable", "objc", "nonobjc", "available", "MainActor", "NSManaged", "NSCopying",
        "Published", "discardableResult", "inlinable", "usableFromInline", "preconcurrency", "objcMembers",
        "GKInspectable", "Sendable", "unchecked",
    ]

    mutating func declare(_ v: Syntax) {
        let g = group
        guard let parent = v.parent else { return }
        let isMember = v.owningType != nil || parent.kind == .sourceFile
        var memberFlags: ObjectRecord.Flags = [.property]
        // A survey declares the names alone: the objects' records are not read from it.
        let surveying = surveyMember != nil
        if isMember && !surveying {
            for a in v.children where a.kind == .attribute {
                if a.nameIs("IBOutlet") || a.nameIs("IBOutletCollection") { memberFlags.insert(.outlet) }
                if let n = a.name, !Self.knownAttributes.contains(n) { memberFlags.insert(.customAttribute) }
            }
            if v.modifierToken(where: { $0 == .static || $0 == .class }) != nil { memberFlags.insert(.isStatic) }
        }
        for b in v.children where b.kind == .binding {
            guard let nameToken = b.nameToken else { continue }
            let name = nameID(token: nameToken)
            let initExpr = b.initializer
            let valueToken = b.nameToken ?? b.firstTokenIndex
            if isMember {
                let key = scopes.keys.root(name)
                if surveying {
                    if let c = initExpr.flatMap(Self.configurationClosure), let r = Self.returnedNameToken(c) {
                        closureReturns[Self.scopeKey(c.index, nameID(token: r))] = key
                    }
                    continue
                }
                let o = Int(object(g, key))
                let annotation = Self.node(b.typeAnnotation)
                store.objects[o].declaration = Int32(truncatingIfNeeded: b.index)
                // The declaration sets these (a second declaration of the key overrides them);
                // `local` and `parameter` are kept.
                store.objects[o].flags.subtract([.outlet, .isStatic, .customAttribute])
                store.objects[o].flags.formUnion(memberFlags)
                store.objects[o].annotation = annotation
                if let e = initExpr {
                    if let c = Self.configurationClosure(e) {
                        if let r = Self.returnedNameToken(c) {
                            closureReturns[Self.scopeKey(c.index, nameID(token: r))] = key
                        } else if let only = c.children.first(where: { $0.kind != .captureList && $0.kind != .closureSignature }),
                                  only.nextSibling == nil {
                            store.objects[o].createdFrom = Int32(truncatingIfNeeded: only.index)
                            store.objects[o].createdAnnotation = annotation
                        }
                    } else {
                        store.objects[o].createdFrom = Int32(truncatingIfNeeded: e.index)
                        store.objects[o].createdAnnotation = annotation
                    }
                    store.add(.value, Int32(o), node: b.index, nameToken: valueToken, value: e.index)
                }
            } else {
                let scope = parent.kind == .ifConfigClause ? (parent.parent?.parent ?? parent) : parent
                let o: Int
                if let prop = closureReturns[Self.scopeKey(scope.index, name)] {
                    scopes.declare(name, scope: scope.index, declIndex: b.index, keys: KeySet(prop))
                    if surveying { continue }
                    o = Int(object(g, prop))
                    if let e = initExpr, ObjectModel.createdType(store.objects[o], tree) == nil {
                        let a = b.typeAnnotation.map { Int32(truncatingIfNeeded: $0.index) } ?? store.objects[o].annotation
                        store.objects[o].createdFrom = Int32(truncatingIfNeeded: e.index)
                        store.objects[o].createdAnnotation = a
                    }
                } else if v.declKeyword == .let, let e = initExpr, e.kind == .identifier || e.kind == .memberAccess,
                          Self.isMemberPath(e), case let r = resolve(e), !r.keys.isEmpty, !r.viaLayer || r.keys.count == 1 {
                    // `let guide = view.safeAreaLayoutGuide`, `let layer = card.layer`: an alias.
                    scopes.declare(name, scope: scope.index, declIndex: b.index, keys: r.keys)
                    continue
                } else {
                    let key = scopes.keys.local(b.index)
                    scopes.declare(name, scope: scope.index, declIndex: b.index, keys: KeySet(key))
                    if surveying { continue }
                    o = Int(object(g, key))
                    let annotation = Self.node(b.typeAnnotation)
                    store.objects[o].declaration = Int32(truncatingIfNeeded: b.index)
                    store.objects[o].flags.insert(.local)
                    store.objects[o].annotation = annotation
                    if let e = initExpr {
                        store.objects[o].createdFrom = Int32(truncatingIfNeeded: e.index)
                        store.objects[o].createdAnnotation = annotation
                    }
                }
                if let e = initExpr {
                    store.add(.value, Int32(o), node: b.index, nameToken: valueToken, value: e.index, function: function)
                }
            }
        }
    }

    @inline(__always) static func scopeKey(_ node: Int, _ name: Int) -> Int64 { Int64(node) << 32 | Int64(name) }

    /// A chain of member accesses down to a name (`a.b.c`, `.b`), as `Syntax.memberPath` reads
    /// one, without collecting it.
    static func isMemberPath(_ e: Syntax) -> Bool {
        var cur: Syntax? = e
        while let c = cur {
            switch c.kind {
            case .identifier: return true
            case .memberAccess:
                cur = c.firstChild
                if cur == nil { return true }
            default: return false
            }
        }
        return false
    }

    /// `{ … }()` → the closure.
    static func configurationClosure(_ e: Syntax) -> Syntax? {
        guard e.kind == .call, let c = e.callee, c.kind == .closure, e.hasNoArguments else { return nil }
        return c
    }

    /// The name token of the local a configuration closure returns (`return label`), from its
    /// direct statements.
    static func returnedNameToken(_ c: Syntax) -> Int? {
        var last: Syntax?
        for s in c.children where s.kind != .captureList && s.kind != .closureSignature {
            if s.kind == .returnStmt, let v = s.firstChild, v.kind == .identifier { return v.nameToken }
            last = s
        }
        if let l = last, l.kind == .identifier { return l.nameToken }
        return nil
    }

    mutating func enterClosure(_ c: Syntax) {
        let ci = c.index
        var params: [Int] = []
        var child = nodes.firstChild(of: ci)
        while child >= 0, nodes[child].kind != .closureSignature { child = Int(nodes[child].nextSibling) }
        if child >= 0 {
            for t in Self.parameterNameTokens(tree.node(child), tree) { params.append(nameID(token: t)) }
        }
        // `[a, b].forEach { $0… }`: the parameter stands for each element.
        if let base = forEachArrayLiteral(closure: ci) {
            var keys = KeySet()
            var el = nodes.firstChild(of: base)
            while el >= 0 {
                keys.append(contentsOf: scopes.resolve(node: el).keys)
                el = Int(nodes[el].nextSibling)
            }
            scopes.declare(params.first ?? known.dollarZero, scope: ci, declIndex: ci, keys: keys)
            return
        }
        // No named parameters: `$0` (without making a one-name list for it).
        if params.isEmpty {
            scopes.declare(known.dollarZero, scope: ci, declIndex: ci, keys: KeySet(scopes.keys.closureParameter(ci, known.dollarZero)))
        }
        for n in params {
            scopes.declare(n, scope: ci, declIndex: ci, keys: KeySet(scopes.keys.closureParameter(ci, n)))
        }
    }

    /// The array literal of `[a, b].forEach { … }` when closure `ci` is an argument of such a
    /// call, by node index.
    func forEachArrayLiteral(closure ci: Int) -> Int? {
        let arg = Int(nodes[ci].parent)
        guard arg >= 0, nodes[arg].kind == .argument else { return nil }
        let call = Int(nodes[arg].parent)
        guard call >= 0, nodes[call].kind == .call else { return nil }
        let callee = nodes.firstChild(of: call)
        guard callee >= 0, nodes[callee].kind == .identifier || nodes[callee].kind == .memberAccess,
              nodes[callee].name >= 0, file.tokenEquals(Int(nodes[callee].name), "forEach") else { return nil }
        let base = nodes.firstChild(of: callee)
        return base >= 0 && nodes[base].kind == .arrayLiteral ? base : nil
    }

    /// The tokens of a closure signature's parameter names: `a, b in`, `(a: T, _) -> U in`.
    static func parameterNameTokens(_ sig: Syntax, _ tree: SyntaxTree) -> [Int] {
        let toks = tree.file.tokens
        var out: [Int] = []
        var depth = 0
        var expectName = true
        var i = sig.firstTokenIndex
        let end = sig.auxToken ?? sig.lastTokenIndex
        while i < end {
            let t = toks[i]
            switch t.kind {
            case .lParen:
                depth += 1
                if depth == 1 { expectName = true }
            case .rParen: depth -= 1
            case .comma: if depth <= 1 { expectName = true }
            case .arrow: return out
            case .identifier:
                if expectName && depth <= 1 {
                    if t.keyword == .none || t.keyword == .some { out.append(i) }
                    expectName = false
                }
            case .keyword:
                if t.keyword == .throws { return out }
                if expectName && depth <= 1 { expectName = false }
            default:
                if depth <= 1 { expectName = false }
            }
            i += 1
        }
        return out
    }

    mutating func enterFor(_ f: Syntax) {
        guard let pat = f.child(.pattern), pat.tokenRange.count == 1,
              tree.file.tokens[pat.firstTokenIndex].kind == .identifier else { return }
        let name = nameID(token: pat.firstTokenIndex)
        if let seq = pat.nextSibling, seq.kind == .arrayLiteral {
            var keys = KeySet()
            for el in seq.children { keys.append(contentsOf: resolve(el).keys) }
            scopes.declare(name, scope: f.index, declIndex: f.index, keys: keys)
        } else {
            scopes.declare(name, scope: f.index, declIndex: f.index, keys: KeySet(scopes.keys.local(f.index)))
        }
    }

    mutating func bindOptional(_ b: Syntax) {
        guard let nameToken = b.nameToken, let list = b.parent, let stmt = list.parent else { return }
        let scope: Syntax
        switch stmt.kind {
        case .guardStmt: scope = stmt.parent ?? stmt
        case .ifStmt, .whileStmt: scope = stmt
        default: return
        }
        let name = nameID(token: nameToken)
        var keys: KeySet
        if let v = b.firstChild, v.kind != .typeRef {
            keys = resolve(v).keys
        } else if let l = scopes.lookup(name, from: stmt.index) {
            keys = scopes.keySet(of: l)
        } else {
            keys = KeySet(scopes.keys.root(name))
        }
        if keys.isEmpty { keys = KeySet(scopes.keys.local(b.index)) }
        scopes.declare(name, scope: scope.index, declIndex: b.index, keys: keys)
    }
}
