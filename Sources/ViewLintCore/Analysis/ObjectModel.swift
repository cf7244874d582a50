/// What one type does to each object it holds: for the type's declaration and its extensions
/// in the same file, a record per stored property, local and `self` of every assignment to a
/// member of it (`x.clipsToBounds = true`, `x.layer.shadowOpacity = 0.2`), every method called
/// on it, where it is added as a subview, and where its anchors are constrained.
///
/// Objects are named by a key: `self` for the instance itself (and its `layer`), the property
/// path for members (`titleLabel`, `contentView`, `headerView.iconView`), `@<node>` for a local,
/// a function parameter or a loop variable, `@c<node>:<name>` for a closure parameter. A trailing `.layer` is folded into its view (`x.layer.masksToBounds` and
/// `x.clipsToBounds` are facts about `x`; `viaLayer` keeps the difference). A local returned from
/// a property's configuration closure (`lazy var b: UIButton = { let b = UIButton(); …; return b }()`)
/// is the property; the closure parameter of `[a, b].forEach { $0… }` and the variable of
/// `for v in [a, b]` stand for each element; `if let x = self.y` / `guard let y` stand for `y`.
///
/// Built once per file in one linear pass over the tree, on first request, and shared by every
/// rule of that file (see `ObjectModel.of(_:)`): rules are per-file instances, so the facts live
/// in a small lock-protected cache keyed by the lint's `LintContext` (held weakly; entries of
/// finished lints are dropped). Rules first ask `ObjectModel.mentions(ctx, …)` whether the file
/// names what they look for at all, so most files never build facts.
public final class ObjectFacts {
    public struct Assignment {
        /// The assignment node (or the binding, for a declaration's initializer).
        public let node: Syntax
        /// Token of the assigned member name (`clipsToBounds` in `v.clipsToBounds = true`).
        public let nameToken: Int
        public let value: Syntax?
        /// The function (funcDecl) the assignment sits in; nil in a property initializer.
        public let function: Syntax?
        /// Written through `.layer` (`v.layer.masksToBounds`).
        public let viaLayer: Bool
        /// `+=`, `-=` … rather than `=`.
        public let isCompound: Bool
    }

    public struct Use {
        public let node: Syntax
        public let function: Syntax?
        public let viaLayer: Bool
    }

    public final class Object {
        public let key: String
        /// The declaring binding (stored property or local), when the type declares it.
        public internal(set) var declaration: Syntax?
        public internal(set) var isProperty = false
        public internal(set) var isLocal = false
        public internal(set) var isParameter = false
        public internal(set) var isOutlet = false
        public internal(set) var isStatic = false
        /// A property wrapper or other custom attribute (`@AutoLayout var x`).
        public internal(set) var hasCustomAttribute = false
        /// The class constructed by the declaration's initializer (`UILabel` for `UILabel()`).
        public internal(set) var createdType: String?
        /// The declared type annotation (`UILabel!` → `UILabel`), computed on first use.
        public var annotatedType: String? {
            if let c = annotatedCache { return c }
            guard let a = annotation else { return nil }
            let t = TypeIndex.baseTypeName(a.text)
            annotatedCache = t
            return t
        }
        var annotation: Syntax?
        private var annotatedCache: String?
        /// Member assignments by member name (`clipsToBounds`, `shadowOpacity`, `font`…).
        public var assigns: [String: [Assignment]] { assignLog.grouped() }
        /// Methods called on the object, by name.
        public var calls: [String: [Use]] { callLog.grouped() }
        /// Values given to the object itself (`x = …`, including its declaration's initializer).
        public internal(set) var values: [Assignment] = []
        var assignLog = NameLog<Assignment>()
        var callLog = NameLog<Use>()
        /// `addSubview(x)` / `insertSubview(x, …)` calls and the key of the parent, if known.
        public internal(set) var addedAsSubview: [(call: Syntax, parent: String?)] = []
        /// `addArrangedSubview(x)`, `insertArrangedSubview`, `UIStackView(arrangedSubviews: [x])`.
        public internal(set) var arranged: [Syntax] = []
        /// Other calls that receive the object as an argument.
        public internal(set) var passedTo: [Syntax] = []
        /// Constraint calls on one of its anchors (`x.topAnchor.constraint(…)`).
        public internal(set) var anchorSubject: [Syntax] = []
        /// Constraint calls that take one of its anchors as the other item, with the subject's keys.
        public internal(set) var anchorTarget: [(call: Syntax, subjects: [String])] = []

        init(key: String) { self.key = key }

        /// The class constructed for it anywhere in the type: its initializer, or a later
        /// `titleLabel = UILabel()` (a `let` given its value in `init`).
        public var constructedType: String? {
            if let c = createdType { return c }
            for v in values {
                if let e = v.value, let t = ObjectModel.Builder.constructedType(e, annotation: annotation) { return t }
            }
            return nil
        }

        /// The class the object is known to be, from its initializer or annotation.
        public var knownType: String? { createdType ?? annotatedType }

        public func assignments(_ member: String) -> [Assignment] { assignLog.values(member) }
        public func uses(_ method: String) -> [Use] { callLog.values(method) }
    }

    /// Values recorded under a name, in order. The build only appends; most objects are never
    /// asked about, so only those that are pay for grouping them into a dictionary.
    struct NameLog<Value> {
        private var entries: [(name: String, value: Value)] = []
        private var byName: [String: [Value]]?

        mutating func append(_ name: String, _ value: Value) {
            entries.append((name, value))
            byName = nil
        }

        mutating func grouped() -> [String: [Value]] {
            if let d = byName { return d }
            var d: [String: [Value]] = [:]
            for e in entries { d[e.name, default: []].append(e.value) }
            byName = d
            return d
        }

        func values(_ name: String) -> [Value] {
            if let d = byName { return d[name] ?? [] }
            return entries.compactMap { $0.name == name ? $0.value : nil }
        }
    }

    public let typeName: String
    /// The type's declaration and same-file extensions (empty for top-level code).
    public internal(set) var declarations: [Syntax] = []
    public internal(set) var objects: [String: Object] = [:]
    /// Methods declared in the type and its same-file extensions, by base name.
    public internal(set) var methods: [String: [Syntax]] = [:]

    init(typeName: String) { self.typeName = typeName }

    public subscript(key: String) -> Object? { objects[key] }
    public var selfObject: Object? { objects["self"] }

    func object(_ key: String) -> Object {
        // One hash: the defaulting subscript's in-place access inserts a new object only when
        // the key is missing (a lookup and then an insert hashed the key twice).
        Self.same(&objects[key, default: Object(key: key)])
    }

    @inline(__always) private static func same(_ o: inout Object) -> Object { o }

    /// Whether the key names a parameter (of a function or closure) or something reached
    /// through one: an object the type is handed, not one it owns.
    public func isParameterRooted(_ key: String) -> Bool {
        let root = key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
        if root.hasPrefix("@c") { return true }
        return objects[root]?.isParameter == true
    }

    /// An extension of a UIKit class (`extension UIView { … }`) with no declaration here: its
    /// `self` is whatever view a caller applies the helper to.
    public var isFrameworkExtension: Bool {
        !typeName.isEmpty && KnownTypes.superclass[typeName] != nil
            && declarations.allSatisfy { $0.declKeyword == .extension }
    }

    /// A human name for a key (`self`, `titleLabel`, the local's name).
    public func displayName(_ o: Object) -> String {
        if let d = o.declaration, let n = d.name {
            if o.isProperty || o.key.hasPrefix("@") { return n }
        }
        return o.key
    }
}

/// The object facts of every type in one file, plus a name → function table for following
/// helper calls: the Auto Layout and layer object model. One instance per file, built on first
/// use and shared by all rules of the file (`ctx.objects`).
public final class ObjectModel {
    public private(set) var types: [String: ObjectFacts] = [:]
    /// Every function declared in the file, by base name.
    public private(set) var functions: [String: [Syntax]] = [:]
    /// funcDecl node index → the type group it belongs to.
    public private(set) var groupOfFunction: [Int: String] = [:]
    public let index: TypeIndex
    public let tree: SyntaxTree

    // MARK: Queries

    public func group(_ name: String) -> ObjectFacts? { types[name] }

    /// The type group a node belongs to (by its innermost type declaration).
    public func group(of node: Syntax) -> ObjectFacts? {
        for a in node.ancestors where a.kind == .typeDecl {
            return a.typeName.flatMap { types[$0] }
        }
        return types[""]
    }

    /// Whether some function named `method` in this file assigns `member` on its own `self`
    /// with a value accepted by `value`. nil when the file declares no function of that name.
    public func helper(_ method: String, setsOnSelf member: String, _ value: (Syntax?) -> Bool) -> Bool? {
        guard let fns = functions[method] else { return nil }
        for fn in fns {
            guard let g = groupOfFunction[fn.index].flatMap({ types[$0] }), let me = g.selfObject else { continue }
            for a in me.assignments(member) where a.function == fn && value(a.value) { return true }
        }
        return false
    }

    /// Whether some function named `method` in this file assigns `member` on anything but its own
    /// `self` (a parameter, a loop variable over one) with a value accepted by `value`.
    public func helper(_ method: String, setsOnOthers member: String, _ value: (Syntax?) -> Bool) -> Bool? {
        guard let fns = functions[method] else { return nil }
        for fn in fns {
            guard let g = groupOfFunction[fn.index].flatMap({ types[$0] }) else { continue }
            for (k, o) in g.objects where k != "self" {
                for a in o.assignments(member) where a.function == fn && value(a.value) { return true }
            }
        }
        return false
    }

    /// Whether the class `name` (or a superclass declared in this file) assigns `member` on its
    /// own `self` with a value accepted by `value`. nil when neither it nor any superclass up to
    /// UIKit is declared in this file but one is declared elsewhere in the run (unknown).
    public func typeSetsOnSelf(_ name: String, _ member: String, _ value: (Syntax?) -> Bool) -> Bool? {
        var unknown = false
        for n in [name] + index.superclassChain(of: name) {
            if KnownTypes.superclass[n] != nil || KnownTypes.rootClasses.contains(n) { break }
            if let g = types[n], g.declarations.contains(where: { $0.declKeyword != .extension }) {
                if g.selfObject?.assignments(member).contains(where: { value($0.value) }) == true { return true }
            } else if index.types[n] != nil {
                unknown = true
            } else {
                unknown = true // outside the linted files
            }
        }
        return unknown ? nil : false
    }

    /// Whether `method` is a project method we cannot see: not declared in this file, but
    /// declared on `type`, one of its superclasses, or a UIKit view/layer class by an extension
    /// elsewhere in the run.
    public func isUnseenProjectMethod(_ method: String, on type: String?) -> Bool {
        if functions[method] != nil { return false }
        var names = ["UIView", "CALayer", "NSObject"]
        if let t = type { names.append(t); names.append(contentsOf: index.superclassChain(of: t)) }
        for n in names where index.memberNames[n]?.contains(method) == true {
            // A stored closure property declared here (`onTap?()`) is not a helper.
            if let g = types[n], g.objects[method]?.isProperty == true { continue }
            return true
        }
        return false
    }

    /// Whether a class name is, or inherits from, `ancestor` (through the run's index).
    public func isKind(_ name: String?, of ancestor: String) -> Bool {
        guard let n = name else { return false }
        return index.inherits(n, from: ancestor)
    }

    /// Whether a class name is a view class (UIKit or project subclass of UIView).
    public func isViewClass(_ name: String?) -> Bool { isKind(name, of: "UIView") }

    // MARK: Building

    init(_ ctx: LintContext) {
        self.index = ctx.index
        self.tree = ctx.tree
        names = NameTable(file: ctx.tree.file)
        var b = Builder(self)
        b.build()
        building = false
        active = []
    }

    fileprivate func ensureGroup(_ name: String) -> ObjectFacts {
        if let g = types[name] { return g }
        let g = ObjectFacts(typeName: name)
        types[name] = g
        return g
    }

    fileprivate func addFunction(_ fn: Syntax, name: String, group: String) {
        functions[name, default: []].append(fn)
        groupOfFunction[fn.index] = group
    }

    /// The single pass that fills the facts.
    struct ScopeKey: Hashable { let scope: Int; let name: String }
    struct Local { let scope: Int; let scopeEnd: Int; let declIndex: Int; let keys: [String] }
    /// The file's names as ids: the scope lists below are indexed by them.
    fileprivate var names: NameTable
    /// Locals, parameters and aliases by name id, in declaration order (for queries after the build).
    fileprivate var declared: [[Local]] = []
    /// The same while building, with entries whose scope has ended dropped (lookups in pre-order).
    fileprivate var active: [[Local]] = []
    fileprivate var building = true

    fileprivate func declare(_ name: String, scope: Syntax, declIndex: Int, keys: [String]) {
        let id = names.id(name)
        let l = Local(scope: scope.index, scopeEnd: Int(tree.nodes[scope.index].end), declIndex: declIndex, keys: keys)
        while declared.count <= id { declared.append([]); active.append([]) }
        declared[id].append(l)
        active[id].append(l)
    }

    /// The object keys an expression stands for (`self.titleLabel` → `titleLabel`, a local →
    /// `@<node>`, `x.layer` → `x` with viaLayer), empty when it is not a tracked path.
    public func keys(of expr: Syntax) -> (keys: [String], viaLayer: Bool) { resolve(expr) }

    fileprivate func resolve(_ expr: Syntax?) -> (keys: [String], viaLayer: Bool) {
        guard let expr else { return (["self"], false) }
        if expr.kind == .identifier {
            // The common case, without building a path: the same answers as below, from the
            // name's id (no text made unless it is the key).
            guard let tok = expr.nameToken else { return ([], false) }
            let id = names.id(token: tok), name = names.info(id)
            if name.isEmpty { return ([], false) }
            if name.isSelf { return (["self"], false) }
            if let l = lookup(id, from: expr) { return (l.keys, false) }
            if name.isSuper || name.startsWithDollar || name.startsUppercase { return ([], false) }
            return name.isLayer ? (["self"], true) : ([names.text(id)], false)
        }
        if expr.kind == .memberAccess, let base = expr.firstChild, base.kind == .identifier {
            // `self.x`, `x.y`: the same answers as below, without building a path.
            let member = expr.name ?? ""
            guard let tok = base.nameToken else { return ([], false) }
            let id = names.id(token: tok), first = names.info(id)
            if first.isEmpty { return ([], false) }
            let viaLayer = member == "layer"
            if first.isSelf { return (viaLayer ? ["self"] : [member], viaLayer) }
            if let l = lookup(id, from: expr) {
                if l.keys.count == 1 && l.keys[0] == "self" { return ([viaLayer ? "self" : member], viaLayer) }
                let rest = viaLayer ? "" : member
                return (rest.isEmpty ? l.keys : l.keys.map { $0 + "." + rest }, viaLayer)
            }
            if first.isSuper || first.startsWithDollar || first.startsUppercase { return ([], false) }
            let text = names.text(id)
            return (viaLayer ? [text] : [text + "." + member], viaLayer)
        }
        guard var path = expr.memberPath, let first = path.first, !first.isEmpty else { return ([], false) }
        var bases: [String]
        if first == "self" {
            bases = ["self"]
            path.removeFirst()
        } else if let l = lookup(first, from: expr) {
            bases = l.keys
            path.removeFirst()
        } else if first == "super" || first.hasPrefix("$") || first.startsUppercase {
            return ([], false)
        } else {
            bases = ["self"]
        }
        var via = false
        if path.last == "layer" { path.removeLast(); via = true }
        if bases.count == 1, bases[0] == "self" {
            return ([path.isEmpty ? "self" : path.joined(separator: ".")], via)
        }
        let rest = path.joined(separator: ".")
        return (bases.map { rest.isEmpty ? $0 : $0 + "." + rest }, via)
    }

    fileprivate func lookup(_ name: String, from node: Syntax) -> Local? {
        lookup(names.id(name), from: node)
    }

    fileprivate func lookup(_ id: NameTable.ID, from node: Syntax) -> Local? {
        let i = node.index
        if building {
            guard id < active.count else { return nil }
            // Pre-order: a scope that has ended before this node never matches again. The
            // list is trimmed in place.
            while let last = active[id].last, last.scopeEnd <= i { active[id].removeLast() }
            var k = active[id].count - 1
            while k >= 0 {
                let l = active[id][k]
                if l.scope <= i && i < l.scopeEnd && l.declIndex < i { return crossesType(l, node) ? nil : l }
                k -= 1
            }
            return nil
        }
        guard id < declared.count else { return nil }
        for l in declared[id].reversed() where l.scope <= i && i < l.scopeEnd && l.declIndex < i {
            return crossesType(l, node) ? nil : l
        }
        return nil
    }

    /// A local of an enclosing function is not visible inside a type declared in it (rare).
    private func crossesType(_ l: Local, _ node: Syntax) -> Bool {
        for a in node.ancestors {
            if a.index <= l.scope { return false }
            if a.kind == .typeDecl { return true }
        }
        return false
    }

    struct Builder {
        let facts: ObjectModel
        let tree: SyntaxTree
        /// (closure node, returned local name) → property key, for configuration closures.
        var closureReturns: [ScopeKey: String] = [:]
        var typeStack: [(end: Int, group: ObjectFacts)] = []
        var fnStack: [(end: Int, fn: Syntax, depth: Int)] = []

        init(_ f: ObjectModel) { facts = f; tree = f.tree }

        var group: ObjectFacts { typeStack.last?.group ?? facts.ensureGroup("") }
        var function: Syntax? {
            guard let f = fnStack.last, f.depth == typeStack.count else { return nil }
            return f.fn
        }

        mutating func build() {
            let nodes = tree.nodes
            var i = 0
            while i < nodes.count {
                while let t = typeStack.last, t.end <= i { typeStack.removeLast() }
                while let f = fnStack.last, f.end <= i { fnStack.removeLast() }
                // A handle only for the kinds that record something (most nodes do not).
                switch nodes[i].kind {
                case .typeDecl:
                    let s = tree.node(i)
                    let name = s.typeName ?? ""
                    let g = facts.ensureGroup(name)
                    g.declarations.append(s)
                    typeStack.append((Int(nodes[i].end), g))
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

        // MARK: Scopes

        func text(_ tok: Int) -> String { tree.file.identifierText(tok) }

        func resolve(_ expr: Syntax?) -> (keys: [String], viaLayer: Bool) { facts.resolve(expr) }
        func lookup(_ name: String, from node: Syntax) -> Local? { facts.lookup(name, from: node) }

        // MARK: Declarations

        mutating func enterFunction(_ fn: Syntax) {
            fnStack.append((Int(tree.nodes[fn.index].end), fn, typeStack.count))
            let name: String
            if fn.declKeyword == .func, let n = fn.name { name = n } else { name = text(fn.auxToken ?? fn.firstTokenIndex) }
            let g = group
            g.methods[name, default: []].append(fn)
            facts.addFunction(fn, name: name, group: g.typeName)
            if let params = fn.child(.parameterClause) {
                for p in params.children(.parameter) {
                    guard let n = p.name else { continue }
                    let key = "@" + String(p.index)
                    facts.declare(n, scope: fn, declIndex: p.index, keys: [key])
                    let o = g.object(key)
                    o.declaration = p
                    o.isParameter = true
                    o.annotation = p.typeAnnotation
                }
            }
        }

        static let knownAttributes: Set<String> = [
            "IBOutlet", "IBInspectable", "objc", "nonobjc", "available", "MainActor", "NSManaged", "NSCopying",
            "Published", "discardableResult", "inlinable", "usableFromInline", "preconcurrency", "objcMembers",
            "GKInspectable", "Sendable", "unchecked",
        ]

        mutating func declare(_ v: Syntax) {
            let g = group
            guard let parent = v.parent else { return }
            let isMember = v.owningType != nil || parent.kind == .sourceFile
            let outlet = v.hasAttribute("IBOutlet") || v.hasAttribute("IBOutletCollection")
            let custom = v.attributes.contains { a in a.name.map { !Self.knownAttributes.contains($0) } ?? false }
            let isStatic = v.hasModifier(.static) || v.hasModifier(.class)
            for b in v.children(.binding) {
                guard let name = b.name else { continue }
                let initExpr = b.initializer
                if isMember {
                    let o = g.object(name)
                    o.declaration = b
                    o.isProperty = true
                    o.isOutlet = outlet
                    o.isStatic = isStatic
                    o.hasCustomAttribute = custom
                    o.annotation = b.typeAnnotation
                    if let e = initExpr {
                        if let c = Self.configurationClosure(e) {
                            if let r = Self.returnedName(c, tree) {
                                closureReturns[ScopeKey(scope: c.index, name: r)] = name
                            } else if let only = c.children.first(where: { $0.kind != .captureList && $0.kind != .closureSignature }),
                                      only.nextSibling == nil {
                                o.createdType = Self.constructedType(only, annotation: o.annotation)
                            }
                        } else {
                            o.createdType = Self.constructedType(e, annotation: o.annotation)
                        }
                        o.values.append(.init(node: b, nameToken: b.nameToken ?? b.firstTokenIndex, value: e,
                                              function: nil, viaLayer: false, isCompound: false))
                    }
                } else {
                    let scope = parent.kind == .ifConfigClause ? (parent.parent?.parent ?? parent) : parent
                    let o: ObjectFacts.Object
                    if let prop = closureReturns[ScopeKey(scope: scope.index, name: name)] {
                        o = g.object(prop)
                        facts.declare(name, scope: scope, declIndex: b.index, keys: [prop])
                        if o.createdType == nil, let e = initExpr {
                            o.createdType = Self.constructedType(e, annotation: b.typeAnnotation ?? o.annotation)
                        }
                    } else if v.declKeyword == .let, let e = initExpr, e.kind == .identifier || e.kind == .memberAccess,
                              e.memberPath != nil, case let r = resolve(e), !r.keys.isEmpty, !r.viaLayer || r.keys.count == 1 {
                        // `let guide = view.safeAreaLayoutGuide`, `let layer = card.layer`: an alias.
                        facts.declare(name, scope: scope, declIndex: b.index, keys: r.keys)
                        continue
                    } else {
                        let key = "@" + String(b.index)
                        facts.declare(name, scope: scope, declIndex: b.index, keys: [key])
                        o = g.object(key)
                        o.declaration = b
                        o.isLocal = true
                        o.annotation = b.typeAnnotation
                        if let e = initExpr { o.createdType = Self.constructedType(e, annotation: o.annotation) }
                    }
                    if let e = initExpr {
                        o.values.append(.init(node: b, nameToken: b.nameToken ?? b.firstTokenIndex, value: e,
                                              function: function, viaLayer: false, isCompound: false))
                    }
                }
            }
        }

        /// `{ … }()` → the closure.
        static func configurationClosure(_ e: Syntax) -> Syntax? {
            guard e.kind == .call, let c = e.callee, c.kind == .closure, e.arguments.isEmpty else { return nil }
            return c
        }

        /// The local a configuration closure returns (`return label`), from its direct statements.
        static func returnedName(_ c: Syntax, _ tree: SyntaxTree) -> String? {
            var last: Syntax?
            for s in c.children where s.kind != .captureList && s.kind != .closureSignature {
                if s.kind == .returnStmt, let v = s.firstChild, v.kind == .identifier { return v.name }
                last = s
            }
            if let l = last, l.kind == .identifier { return l.name }
            return nil
        }

        /// `UILabel()`, `UIView(frame:)`, `UIButton(type:)`, `.init()` with an annotation,
        /// `UIImageView.init(image:)`, and the same behind `?? …`: the constructed class.
        static func constructedType(_ e: Syntax, annotation: Syntax?) -> String? {
            var e = e
            if e.kind == .sequence, let f = e.firstChild { e = f }
            guard e.kind == .call, let c = e.callee else { return nil }
            switch c.kind {
            case .identifier:
                guard let n = c.name, n.startsUppercase else { return nil }
                return n
            case .memberAccess:
                guard c.nameIs("init") else { return nil }
                if let b = c.firstChild {
                    guard b.kind == .identifier, let n = b.name, n.startsUppercase else { return nil }
                    return n
                }
                return annotation.map { TypeIndex.baseTypeName($0.text) }
            default:
                // Generic type: `UIHostingController<Root>(…)`.
                return nil
            }
        }

        mutating func enterClosure(_ c: Syntax) {
            var names: [String] = []
            if let sig = c.child(.closureSignature) { names = Self.parameterNames(sig, tree) }
            // `[a, b].forEach { $0… }`: the parameter stands for each element.
            if let arg = c.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
               call.calleeNameIs("forEach"), let callee = call.callee, let base = callee.firstChild,
               base.kind == .arrayLiteral {
                var keys: [String] = []
                for el in base.children { keys.append(contentsOf: resolve(el).keys) }
                let n = names.first ?? "$0"
                facts.declare(n, scope: c, declIndex: c.index, keys: keys)
                return
            }
            for n in names.isEmpty ? ["$0"] : names {
                facts.declare(n, scope: c, declIndex: c.index, keys: ["@c\(c.index):\(n)"])
            }
        }

        /// Parameter names of a closure signature: `a, b in`, `(a: T, _) -> U in`.
        static func parameterNames(_ sig: Syntax, _ tree: SyntaxTree) -> [String] {
            let toks = tree.file.tokens
            var out: [String] = []
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
                        if t.keyword == .none || t.keyword == .some { out.append(tree.file.identifierText(i)) }
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
            let name = text(pat.firstTokenIndex)
            if let seq = pat.nextSibling, seq.kind == .arrayLiteral {
                var keys: [String] = []
                for el in seq.children { keys.append(contentsOf: resolve(el).keys) }
                facts.declare(name, scope: f, declIndex: f.index, keys: keys)
            } else {
                facts.declare(name, scope: f, declIndex: f.index, keys: ["@" + String(f.index)])
            }
        }

        mutating func bindOptional(_ b: Syntax) {
            guard let name = b.name, let list = b.parent, let stmt = list.parent else { return }
            let scope: Syntax
            switch stmt.kind {
            case .guardStmt: scope = stmt.parent ?? stmt
            case .ifStmt, .whileStmt: scope = stmt
            default: return
            }
            var keys: [String] = []
            if let v = b.firstChild, v.kind != .typeRef {
                keys = resolve(v).keys
            } else if let l = lookup(name, from: stmt) {
                keys = l.keys
            } else {
                keys = [name]
            }
            if keys.isEmpty { keys = ["@" + String(b.index)] }
            facts.declare(name, scope: scope, declIndex: b.index, keys: keys)
        }

        // MARK: Uses

        mutating func assignment(_ a: Syntax) {
            guard let lhs = a.firstChild else { return }
            let value = lhs.nextSibling
            let compound = a.auxToken.map { tree.file.tokens[$0].kind != .equal } ?? false
            let fn = function
            let g = group
            if lhs.kind == .memberAccess, let member = lhs.name, let nameTok = lhs.nameToken {
                let base = lhs.firstChild
                if base == nil { return } // `.foo = …` is not an assignment we track
                let r = resolve(base)
                for k in r.keys {
                    g.object(k).assignLog.append(member,
                        .init(node: a, nameToken: nameTok, value: value, function: fn, viaLayer: r.viaLayer, isCompound: compound))
                }
                if member != "layer" {
                    for k in resolve(lhs).keys {
                        g.object(k).values.append(.init(node: a, nameToken: nameTok, value: value, function: fn,
                                                        viaLayer: false, isCompound: compound))
                    }
                }
            } else if lhs.kind == .identifier, let member = lhs.name, let nameTok = lhs.nameToken ?? Optional(lhs.firstTokenIndex) {
                if member == "_" { return }
                if let l = lookup(member, from: lhs) {
                    for k in l.keys {
                        g.object(k).values.append(.init(node: a, nameToken: nameTok, value: value, function: fn,
                                                        viaLayer: false, isCompound: compound))
                    }
                    return
                }
                g.object("self").assignLog.append(member,
                    .init(node: a, nameToken: nameTok, value: value, function: fn, viaLayer: false, isCompound: compound))
                g.object(member).values.append(.init(node: a, nameToken: nameTok, value: value, function: fn,
                                                     viaLayer: false, isCompound: compound))
            }
        }

        static let subviewAdders: Set<String> = ["addSubview", "insertSubview"]
        static let arrangedAdders: Set<String> = ["addArrangedSubview", "insertArrangedSubview"]

        mutating func call(_ c: Syntax) {
            guard let callee = c.callee else { return }
            let fn = function
            let g = group
            var method: String?
            var receiver: (keys: [String], viaLayer: Bool) = ([], false)
            switch callee.kind {
            case .memberAccess:
                guard let base = callee.firstChild else { return }
                method = callee.name
                if base.kind == .arrayLiteral, callee.nameIs("forEach") {
                    // `[a, b].forEach(view.addSubview)`
                    if let arg = c.arguments.first?.argumentValue, arg.kind == .memberAccess, let m = arg.name {
                        let parent = resolve(arg.firstChild).keys.first
                        for el in base.children {
                            for k in resolve(el).keys {
                                if Self.subviewAdders.contains(m) { g.object(k).addedAsSubview.append((c, parent)) }
                                else if Self.arrangedAdders.contains(m) { g.object(k).arranged.append(c) }
                            }
                        }
                    }
                    return
                }
                receiver = resolve(base)
            case .identifier:
                guard let n = callee.name else { return }
                if n.startsUppercase {
                    if n == "UIStackView", let arr = c.argument(labeled: "arrangedSubviews")?.argumentValue,
                       arr.kind == .arrayLiteral {
                        for el in arr.children { for k in resolve(el).keys { g.object(k).arranged.append(c) } }
                    }
                    if n == "NSLayoutConstraint" { itemConstraint(c) }
                    return
                }
                if lookup(n, from: callee) != nil { return } // a local closure
                method = n
                receiver = (["self"], false)
            default:
                return
            }
            guard let m = method else { return }
            for k in receiver.keys {
                g.object(k).callLog.append(m, .init(node: c, function: fn, viaLayer: receiver.viaLayer))
            }
            if m.hasPrefix("constraint"), callee.kind == .memberAccess, let anchor = callee.firstChild,
               anchor.nameEnds(with: "Anchor") {
                anchorConstraint(c, anchor: anchor)
                return
            }
            let args = c.children.lazy.filter { $0.kind == .argument }
            // Literal compares: no hashing of every called name.
            let addsSubview = m == "addSubview" || m == "insertSubview"
            if addsSubview || m == "addArrangedSubview" || m == "insertArrangedSubview" {
                guard let v = c.children.first(where: { $0.kind == .argument })?.argumentValue else { return }
                let parent = receiver.viaLayer ? nil : receiver.keys.first
                for k in resolve(v).keys {
                    if addsSubview { g.object(k).addedAsSubview.append((c, parent)) }
                    else { g.object(k).arranged.append(c) }
                }
                return
            }
            for a in args {
                guard let v = a.argumentValue else { continue }
                switch v.kind {
                case .identifier, .memberAccess:
                    if v.kind == .memberAccess, v.firstChild == nil { continue }
                    if v.nameEnds(with: "Anchor") { continue }
                    for k in resolve(v).keys { g.object(k).passedTo.append(c) }
                case .arrayLiteral:
                    for el in v.children where el.kind == .identifier || el.kind == .memberAccess {
                        for k in resolve(el).keys { g.object(k).passedTo.append(c) }
                    }
                default: break
                }
            }
        }

        /// `x.topAnchor.constraint(equalTo: y.topAnchor, …)`.
        mutating func anchorConstraint(_ c: Syntax, anchor: Syntax) {
            let g = group
            let subjects = anchor.kind == .identifier ? ["self"] : resolve(anchor.firstChild).keys
            for k in subjects { g.object(k).anchorSubject.append(c) }
            for a in c.arguments {
                guard let v = a.argumentValue, v.kind == .memberAccess || v.kind == .identifier,
                      v.nameEnds(with: "Anchor") else { continue }
                let targets = v.kind == .identifier ? ["self"] : resolve(v.firstChild).keys
                for k in targets { g.object(k).anchorTarget.append((c, subjects)) }
            }
        }

        /// `NSLayoutConstraint(item: x, attribute: …, toItem: y, …)`.
        mutating func itemConstraint(_ c: Syntax) {
            let g = group
            guard let item = c.argument(labeled: "item")?.argumentValue else { return }
            let subjects = resolve(item).keys
            for k in subjects { g.object(k).anchorSubject.append(c) }
            if let to = c.argument(labeled: "toItem")?.argumentValue {
                for k in resolve(to).keys { g.object(k).anchorTarget.append((c, subjects)) }
            }
        }
    }
}

/// Key words a rule needs in a file before it is worth building its facts.
// MARK: - Expression helpers shared by the layout and layer rules

public enum LayoutSyntax {
    /// A boolean literal's value, nil for anything else.
    public static func boolLiteral(_ e: Syntax?) -> Bool? { e?.boolLiteral }

    /// A numeric literal's value, nil for anything else.
    public static func numberLiteral(_ e: Syntax?) -> Double? {
        guard let e else { return nil }
        if e.kind == .literal {
            let t = e.file.tokens[e.firstTokenIndex]
            guard t.kind == .integerLiteral || t.kind == .floatLiteral else { return nil }
            return Double(String(e.file.text(t).filter { $0 != "_" }))
        }
        // `Float(0)`, `CGFloat(0.2)`
        if e.kind == .call, let c = e.callee, c.kind == .identifier, let n = c.name,
           n == "Float" || n == "CGFloat" || n == "Double", e.arguments.count == 1 {
            return numberLiteral(e.arguments[0].argumentValue)
        }
        return nil
    }

    /// The value is not the literal `false` (a flag set on, or set from a condition we cannot read).
    public static func notFalse(_ e: Syntax?) -> Bool { boolLiteral(e) != false }
    public static func isTrue(_ e: Syntax?) -> Bool { boolLiteral(e) == true }
    public static func isFalse(_ e: Syntax?) -> Bool { boolLiteral(e) == false }

    /// A value that is not the literal zero.
    public static func nonZero(_ e: Syntax?) -> Bool {
        guard let e else { return false }
        if let n = numberLiteral(e) { return n != 0 }
        return true
    }

    /// The alternatives of a conditional expression (`c ? a : b` → [a, b]); the expression itself
    /// otherwise.
    public static func branches(_ e: Syntax) -> [Syntax] {
        guard e.kind == .ternary else { return [e] }
        let parts = Array(e.children)
        guard parts.count == 3 else { return [e] }
        return branches(parts[1]) + branches(parts[2])
    }

    /// `x.topAnchor.constraint(…)` (any `constraint…` method on an anchor), `NSLayoutConstraint(item:…)`.
    public static func isConstraintCreationCall(_ c: Syntax) -> Bool {
        guard c.kind == .call, let callee = c.callee else { return false }
        if callee.kind == .identifier { return callee.nameIs("NSLayoutConstraint") && c.argument(labeled: "item") != nil }
        guard callee.kind == .memberAccess, let n = callee.name, n.hasPrefix("constraint"),
              let anchor = callee.firstChild else { return false }
        if n == "constraints" { return false }
        return anchor.nameEnds(with: "Anchor")
    }

    /// An expression that evaluates to a newly created constraint: a creation call, possibly
    /// followed by calls on it (`.withPriority(…)`), optional chaining or force unwraps.
    public static func createsConstraint(_ e: Syntax?) -> Bool {
        var cur = e
        var steps = 0
        while let c = cur, steps < 64 {
            steps += 1
            switch c.kind {
            case .call:
                if isConstraintCreationCall(c) { return true }
                guard let callee = c.callee, callee.kind == .memberAccess else { return false }
                cur = callee.firstChild
            case .memberAccess:
                cur = c.firstChild
            case .tryExpr, .awaitExpr:
                cur = c.firstChild
            default:
                return false
            }
        }
        return false
    }

    /// Whether a subtree contains a constraint creation call.
    public static func containsConstraintCreation(_ node: Syntax) -> Syntax? {
        if node.kind == .call, isConstraintCreationCall(node) { return node }
        for d in node.descendants where d.kind == .call && isConstraintCreationCall(d) { return d }
        return nil
    }

    /// The token a finding on a call should point at: the called name.
    public static func callToken(_ c: Syntax) -> Int {
        if let callee = c.callee {
            if callee.kind == .memberAccess, let t = callee.nameToken { return t }
            return callee.firstTokenIndex
        }
        return c.firstTokenIndex
    }

    /// Whether `node` sits inside `outer`'s subtree.
    public static func inside(_ node: Syntax, _ outer: Syntax?) -> Bool {
        guard let o = outer else { return false }
        return o.contains(node)
    }
}
