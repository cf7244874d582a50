/// What one type does to each object it holds: for the type's declaration and its extensions
/// in the same file, a record per stored property, local and `self` of every assignment to a
/// member of it (`x.clipsToBounds = true`, `x.layer.shadowOpacity = 0.2`), every method called
/// on it, where it is added as a subview, and where its anchors are constrained.
///
/// Objects are named by a key: `self` for the instance itself (and its `layer`), the property
/// path for members (`titleLabel`, `contentView`, `headerView.iconView`), `@<node>` for a local,
/// a function parameter or a loop variable, `@c<node>:<name>` for a closure parameter. A
/// trailing `.layer` is folded into its view (`x.layer.masksToBounds` and `x.clipsToBounds` are
/// facts about `x`; `viaLayer` keeps the difference). A local returned from a property's
/// configuration closure (`lazy var b: UIButton = { let b = UIButton(); …; return b }()`) is the
/// property; the closure parameter of `[a, b].forEach { $0… }` and the variable of
/// `for v in [a, b]` stand for each element; `if let x = self.y` / `guard let y` stand for `y`.
///
/// Built once per file in one linear pass over the tree (`ObjectModelBuilder`), on first
/// request, and shared by every rule of that file that conforms to `ReadsObjectModel`
/// (`ctx.objects(for:)`). The build stores ids and node indices in flat arrays (`ObjectStore`); the
/// `Object` and `Assignment` values rules read are made when asked for.
public final class TypeObjects {
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

    /// One object of the type (a view onto the model's records).
    public struct Object: Equatable {
        let model: ObjectModel
        let id: Int32

        @inline(__always) var record: ObjectRecord { model.builder.store.objects[Int(id)] }
        private var keyKind: ObjectKeys.Kind { model.keyRecord(record.key).kind }
        private var rootKind: ObjectKeys.Kind { model.keyRecord(model.rootKey(of: record.key)).kind }

        /// The key's text (`self`, `titleLabel`, `@12`, `headerView.iconView`).
        public var key: String { model.keyText(record.key) }
        /// The instance itself.
        public var isSelf: Bool { record.key == ObjectKeys.selfKey }
        /// The key starts at something declared inside a body (a local, a parameter, a loop or
        /// closure variable: its text starts with `@`), not at the type's own members.
        public var isRootedInBody: Bool { rootKind == .local || rootKind == .closureParameter }
        /// The key is a local, parameter or closure parameter itself, not a path below one.
        public var isBodyDeclared: Bool { keyKind == .local || keyKind == .closureParameter }
        /// The key starts at a closure parameter (`@c…`).
        public var isRootedInClosureParameter: Bool { rootKind == .closureParameter }
        /// Whether this key is a member path below `other`'s (`a.b` and `a.b.c` below `a`).
        public func isPath(below other: Object) -> Bool {
            var k = record.key
            let target = other.record.key
            while model.keyRecord(k).kind == .member {
                k = model.keyRecord(k).parent
                if k == target { return true }
            }
            return false
        }

        /// The declaring binding (stored property or local), when the type declares it.
        public var declaration: Syntax? { model.syntax(record.declaration) }
        public var isProperty: Bool { record.flags.contains(.property) }
        public var isLocal: Bool { record.flags.contains(.local) }
        public var isParameter: Bool { record.flags.contains(.parameter) }
        public var isOutlet: Bool { record.flags.contains(.outlet) }
        public var isStatic: Bool { record.flags.contains(.isStatic) }
        /// A property wrapper or other custom attribute (`@AutoLayout var x`).
        public var hasCustomAttribute: Bool { record.flags.contains(.customAttribute) }
        /// The class constructed by the declaration's initializer (`UILabel` for `UILabel()`).
        public var createdType: String? { ObjectModel.createdType(record, model.tree) }
        /// The declared type annotation (`UILabel!` → `UILabel`).
        public var annotatedType: String? { model.syntax(record.annotation).map { TypeIndex.baseTypeName($0.text) } }

        /// The class constructed for it anywhere in the type: its initializer, or a later
        /// `titleLabel = UILabel()` (a `let` given its value in `init`).
        public var constructedType: String? {
            if let c = createdType { return c }
            let annotation = model.syntax(record.annotation)
            for v in values {
                if let e = v.value, let t = ObjectModelBuilder.constructedType(e, annotation: annotation) { return t }
            }
            return nil
        }

        /// The class the object is known to be, from its initializer or annotation.
        public var knownType: String? { createdType ?? annotatedType }

        /// The facts of one kind, by the name they record (member assigned, method called).
        private func byName<T>(_ kind: FactRecord.Kind, _ make: (FactRecord) -> T) -> [String: [T]] {
            var out: [String: [T]] = [:]
            for f in model.facts(of: id) where f.kind == kind { out[model.nameText(f.name), default: []].append(make(f)) }
            return out
        }

        /// The facts of one kind that record `name`, in source order.
        private func named<T>(_ kind: FactRecord.Kind, _ name: String, _ make: (FactRecord) -> T) -> [T] {
            guard let n = model.nameID(name) else { return [] }
            var out: [T] = []
            for f in model.facts(of: id) where f.kind == kind && f.name == n { out.append(make(f)) }
            return out
        }

        /// Member assignments by member name (`clipsToBounds`, `shadowOpacity`, `font`…).
        public var assigns: [String: [Assignment]] { byName(.assignment, model.assignment) }

        public func assignments(_ member: String) -> [Assignment] { named(.assignment, member, model.assignment) }

        /// Values given to the object itself (`x = …`, including its declaration's initializer).
        public var values: [Assignment] {
            var out: [Assignment] = []
            for f in model.facts(of: id) where f.kind == .value { out.append(model.assignment(f)) }
            return out
        }

        /// Methods called on the object, by name.
        public var calls: [String: [Use]] { byName(.call, model.use) }

        /// The names of the methods called on the object, each once, in source order.
        public var calledMethods: [String] {
            var seen: Set<Int32> = []
            var out: [String] = []
            for f in model.facts(of: id) where f.kind == .call && seen.insert(f.name).inserted { out.append(model.nameText(f.name)) }
            return out
        }

        public func uses(_ method: String) -> [Use] { named(.call, method, model.use) }

        /// `addSubview(x)` / `insertSubview(x, …)` calls and the parent, when the type holds it.
        public var addedAsSubview: [(call: Syntax, parent: Object?)] {
            var out: [(call: Syntax, parent: Object?)] = []
            for f in model.facts(of: id) where f.kind == .subview {
                out.append((model.tree.node(Int(f.node)), model.object(record.group, f.name)))
            }
            return out
        }

        /// Whether it is added as a subview of `parent`.
        public func isSubview(of parent: Object) -> Bool {
            model.facts(of: id).contains { $0.kind == .subview && $0.name == parent.record.key }
        }

        /// Whether it is added as a subview anywhere (without listing the calls).
        public var isAddedAsSubview: Bool { model.facts(of: id).contains { $0.kind == .subview } }

        /// `addArrangedSubview(x)`, `insertArrangedSubview`, `UIStackView(arrangedSubviews: [x])`.
        public var arranged: [Syntax] { model.nodes(of: id, .arranged) }
        /// Other calls that receive the object as an argument.
        public var passedTo: [Syntax] { model.nodes(of: id, .passedTo) }
        /// Constraint calls on one of its anchors (`x.topAnchor.constraint(…)`).
        public var anchorSubject: [Syntax] { model.nodes(of: id, .anchorSubject) }

        /// Constraint calls that take one of its anchors as the other item, with the subjects the
        /// type holds.
        public var anchorTarget: [(call: Syntax, subjects: [Object])] {
            var out: [(call: Syntax, subjects: [Object])] = []
            for f in model.facts(of: id) where f.kind == .anchorTarget {
                let keys = model.builder.store.subjects[Int(f.name)..<Int(f.name + f.count)]
                out.append((model.tree.node(Int(f.node)), keys.compactMap { model.object(record.group, $0) }))
            }
            return out
        }

        public static func == (a: Object, b: Object) -> Bool { a.id == b.id && a.model === b.model }
    }

    public let typeName: String
    let id: Int32
    unowned let model: ObjectModel
    private var methodTable: [String: [Syntax]]?

    init(model: ObjectModel, id: Int32, typeName: String) {
        self.model = model
        self.id = id
        self.typeName = typeName
    }

    /// The type's declaration and same-file extensions (for the top level's group, the
    /// unnamed types).
    public private(set) lazy var declarations: [Syntax] = {
        let tree = model.tree
        return model.builder.store.groups[Int(id)].declarations.map { tree.node(Int($0)) }
    }()

    /// Every object the type holds, in the order the build met them (the group is built on
    /// first ask).
    public var objects: [Object] { model.objectIDs(of: id).map { Object(model: model, id: Int32(truncatingIfNeeded: $0)) } }

    /// Methods declared in the type and its same-file extensions, by base name.
    public var methods: [String: [Syntax]] {
        if let t = methodTable { return t }
        var t: [String: [Syntax]] = [:]
        for m in model.functionList where m.group == id {
            t[model.nameText(m.name), default: []].append(model.tree.node(Int(m.node)))
        }
        methodTable = t
        return t
    }

    /// The object of a key's text (`titleLabel`, `@12`, `self`), if the type holds it.
    public subscript(key: String) -> Object? {
        model.ensureBuilt(id)
        guard let k = model.key(spelled: key) else { return nil }
        return object(k)
    }

    /// The object one member below `o` (`snp` below `x`: `x.snp`), if the type holds it.
    public func member(_ name: String, of o: Object) -> Object? {
        model.ensureBuilt(id)
        guard let n = model.nameID(name), let k = model.existingMemberKey(o.record.key, n) else { return nil }
        return object(k)
    }

    func object(_ key: Int32) -> Object? { model.object(id, key) }

    public var selfObject: Object? { object(ObjectKeys.selfKey) }

    /// Whether the object is a parameter (of a function or closure) or something reached
    /// through one: an object the type is handed, not one it owns.
    public func isParameterRooted(_ o: Object) -> Bool {
        let root = model.rootKey(of: o.record.key)
        if model.keyRecord(root).kind == .closureParameter { return true }
        return object(root)?.isParameter == true
    }

    /// The same for a key's text.
    public func isParameterRooted(_ key: String) -> Bool {
        if let o = self[key] { return isParameterRooted(o) }
        let root = key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
        if root.hasPrefix("@c") { return true }
        return self[root]?.isParameter == true
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
            if o.isProperty || o.isRootedInBody { return n }
        }
        return o.key
    }
}

/// The object facts of every type in one file, plus a name → function table for following
/// helper calls: the Auto Layout and layer object model. One instance per file, made on first
/// use and shared by all rules of the file (`ctx.objects(for:)`). Making it lists the type groups; a
/// group's objects and facts are built when a rule first asks for them (`objects`, an object
/// by key, an expression's keys), so the types no rule looks into cost nothing more.
public final class ObjectModel {
    public let index: TypeIndex
    public let tree: SyntaxTree
    /// The groups by type name (`""`: the top level's), made on first use.
    public var types: [String: TypeObjects] {
        if let t = typeTable { return t }
        var t: [String: TypeObjects] = [:]
        t.reserveCapacity(groups.count)
        for g in groups { t[g.typeName] = g }
        typeTable = t
        return t
    }
    private var typeTable: [String: TypeObjects]?
    /// The builder, with what the builds have written so far (`builder.store`).
    private(set) var builder: ObjectModelBuilder
    private var factIndex = FactsByObject()
    /// Per group: built yet, and its objects (a range of object ids).
    private var built: [Bool]
    private var objectRanges: [Range<Int>]
    private var topLevelBuilt = false
    /// (name id, funcDecl node, group) of every function; name id → the first function of
    /// that name, chained by `nextFunction`. Made on the first question about functions.
    private var functions: [(name: Int32, node: Int32, group: Int32)]?
    private var firstFunction: [Int32] = []
    private var nextFunction: [Int32] = []
    private var groups: [TypeObjects] = []
    private var keyTexts: [String?] = []
    /// The survey builder of `addsSubview(in:neverAssigning:)`, made on its first question.
    private var surveyor: SurveyBuilder?
    /// Holds the survey builder: its builds and reads go to the builder in place, where an
    /// optional builder would be copied (a reference taken to each of its arrays) on access.
    private final class SurveyBuilder {
        var builder: ObjectModelBuilder
        init(_ builder: ObjectModelBuilder) { self.builder = builder }
    }
    /// Per group: its survey's answer, once made (a group is surveyed at most once).
    private var surveyed: [Int32: Bool] = [:]

    init(_ ctx: LintContext) {
        index = ctx.index
        tree = ctx.tree
        builder = ObjectModelBuilder(tree: ctx.tree)
        builder.scanGroups()
        let list = builder.store.groups
        built = [Bool](repeating: false, count: list.count)
        objectRanges = [Range<Int>](repeating: 0..<0, count: list.count)
        groups.reserveCapacity(list.count)
        for (i, g) in list.enumerated() {
            groups.append(TypeObjects(model: self, id: Int32(truncatingIfNeeded: i), typeName: g.typeName))
        }
    }

    /// Builds group `g` if it is not built yet.
    @inline(__always) func ensureBuilt(_ g: Int32) {
        if g >= 0 && !built[Int(g)] { buildGroup(g) }
    }

    private func buildGroup(_ g: Int32) {
        let topLevel = g == builder.topLevelGroup
        let objects = builder.store.objects.count, facts = builder.store.facts.count
        builder.build(group: g, topLevel: topLevel)
        built[Int(g)] = true
        if topLevel { topLevelBuilt = true }
        let objectEnd = builder.store.objects.count
        objectRanges[Int(g)] = objects..<objectEnd
        factIndex.add(builder.store, objects: objects..<objectEnd, facts: facts..<builder.store.facts.count)
    }

    /// The top-level code's scopes (with its group, when it has one) are built.
    private func ensureTopLevelBuilt() {
        if topLevelBuilt { return }
        if builder.topLevelGroup >= 0 { return ensureBuilt(builder.topLevelGroup) }
        // No top-level code records anything, but its loops and bindings still declare names.
        builder.build(group: -1, topLevel: true)
        topLevelBuilt = true
    }

    /// The ids of group `g`'s objects, built on first ask.
    func objectIDs(of g: Int32) -> Range<Int> {
        ensureBuilt(g)
        return objectRanges[Int(g)]
    }

    /// The group whose code holds node `i`, as the builds record it: its innermost enclosing
    /// type's (an unnamed type's is the top level's), else the top level's; -1 for top-level
    /// code when the top level records nothing.
    private func groupID(around i: Int) -> Int32 {
        let nodes = tree.nodes
        var a = Int(nodes[i].parent)
        while a >= 0 {
            if nodes[a].kind == .typeDecl, let g = builder.group(ofTypeDeclaration: a) { return g }
            a = Int(nodes[a].parent)
        }
        return builder.topLevelGroup
    }

    /// Builds the group whose code holds node `i`, so that the names visible there are declared.
    private func ensureBuilt(around i: Int) {
        let g = groupID(around: i)
        if g >= 0 { ensureBuilt(g) } else { ensureTopLevelBuilt() }
    }

    /// Every function of the file with its name id and group.
    var functionList: [(name: Int32, node: Int32, group: Int32)] {
        if let f = functions { return f }
        var list: [(name: Int32, node: Int32, group: Int32)] = []
        for f in builder.functionNodes() { list.append((builder.functionName(f.node), f.node, f.group)) }
        var first = [Int32](repeating: -1, count: builder.scopes.names.count)
        var next = [Int32](repeating: -1, count: list.count)
        for i in list.indices.reversed() {
            let n = Int(list[i].name)
            next[i] = first[n]
            first[n] = Int32(truncatingIfNeeded: i)
        }
        firstFunction = first
        nextFunction = next
        functions = list
        return list
    }

    // MARK: Records, for the views

    @inline(__always) func keyRecord(_ k: Int32) -> ObjectKeys.Record { builder.scopes.keys[k] }
    @inline(__always) func rootKey(of k: Int32) -> Int32 { builder.scopes.keys.root(of: k) }
    func nameID(_ text: String) -> Int32? { builder.scopes.names.lookup(text).map { Int32(truncatingIfNeeded: $0) } }
    func nameText(_ id: Int32) -> String { builder.scopes.names.text(Int(id)) }
    func key(spelled text: String) -> Int32? { builder.scopes.key(spelled: text) }
    func existingMemberKey(_ parent: Int32, _ name: Int32) -> Int32? {
        builder.scopes.keys.existing(.member, parent: parent, name: Int(name))
    }

    func keyText(_ k: Int32) -> String {
        let i = Int(k)
        if i < keyTexts.count, let t = keyTexts[i] { return t }
        let t = builder.scopes.text(of: k)
        while keyTexts.count <= i { keyTexts.append(nil) }
        keyTexts[i] = t
        return t
    }

    /// The object of a key in a group, if the group's build made one.
    func object(_ group: Int32, _ key: Int32) -> TypeObjects.Object? {
        guard key >= 0 else { return nil }
        ensureBuilt(group)
        return builder.store.existingObject(group, key).map { TypeObjects.Object(model: self, id: $0) }
    }

    @inline(__always) func syntax(_ node: Int32) -> Syntax? { node < 0 ? nil : tree.node(Int(node)) }

    /// An object's facts in source order.
    func facts(of object: Int32) -> LazyMapSequence<ArraySlice<Int32>, FactRecord> {
        let all = builder.store.facts
        return factIndex.of(object).lazy.map { all[Int($0)] }
    }

    func nodes(of object: Int32, _ kind: FactRecord.Kind) -> [Syntax] {
        var out: [Syntax] = []
        for f in facts(of: object) where f.kind == kind { out.append(tree.node(Int(f.node))) }
        return out
    }

    func assignment(_ f: FactRecord) -> TypeObjects.Assignment {
        .init(node: tree.node(Int(f.node)), nameToken: Int(f.nameToken), value: syntax(f.value), function: syntax(f.function),
              viaLayer: f.viaLayer, isCompound: f.isCompound)
    }

    func use(_ f: FactRecord) -> TypeObjects.Use {
        .init(node: tree.node(Int(f.node)), function: syntax(f.function), viaLayer: f.viaLayer)
    }

    /// The class an object's recorded creation constructs.
    static func createdType(_ r: ObjectRecord, _ tree: SyntaxTree) -> String? {
        guard r.createdFrom >= 0 else { return nil }
        let annotation = r.createdAnnotation < 0 ? nil : tree.node(Int(r.createdAnnotation))
        return ObjectModelBuilder.constructedType(tree.node(Int(r.createdFrom)), annotation: annotation)
    }

    /// The functions of the file named `method`, with their groups; nil when there are none.
    private func functions(named method: String) -> [(node: Int32, group: TypeObjects)]? {
        let list = functionList
        guard let n = builder.scopes.names.lookup(method), n < firstFunction.count, firstFunction[n] >= 0 else { return nil }
        var out: [(node: Int32, group: TypeObjects)] = []
        var i = firstFunction[n]
        while i >= 0 {
            let f = list[Int(i)]
            out.append((f.node, groups[Int(f.group)]))
            i = nextFunction[Int(i)]
        }
        return out
    }

    // MARK: Queries

    public func group(_ name: String) -> TypeObjects? { types[name] }

    /// Whether group `g` adds as a subview some object to which it never assigns `member` a
    /// value `settles` accepts: the objects that `objects` would list as added as subviews,
    /// minus those with such an assignment (`titleLabel.translatesAutoresizingMaskIntoConstraints
    /// = false`). A rule that reports only such objects asks this first: most types settle the
    /// member for every view they add, and then the group's full build is never made. Answered
    /// from the full facts when the group is built, else by a survey build of the group (the
    /// same walk, declarations and resolver, recording only those two kinds of facts).
    public func addsSubview(in g: TypeObjects, neverAssigning member: StaticString,
                            settles: (Syntax?) -> Bool) -> Bool {
        if built[Int(g.id)] {
            for o in g.objects where o.isAddedAsSubview {
                if !o.assignments(member.description).contains(where: { settles($0.value) }) { return true }
            }
            return false
        }
        if let known = surveyed[g.id] { return known }
        let survey = surveyor ?? SurveyBuilder(builder.surveyBuilder(assigning: member))
        surveyor = survey
        // One member per file: the surveys' facts are recorded for it.
        precondition(survey.builder.surveyMember.map { Self.sameText($0, member) } ?? false)
        let objects = survey.builder.store.objects.count, facts = survey.builder.store.facts.count
        survey.builder.build(group: g.id, topLevel: g.id == builder.topLevelGroup)
        var added = [Bool](repeating: false, count: survey.builder.store.objects.count - objects)
        var settled = added
        for f in survey.builder.store.facts[facts...] {
            let o = Int(f.object) - objects
            // Objects made by earlier surveys of other groups are not this group's.
            guard o >= 0 else { continue }
            if f.kind == .subview { added[o] = true } else if f.kind == .assignment && settles(syntax(f.value)) { settled[o] = true }
        }
        let answer = added.indices.contains { added[$0] && !settled[$0] }
        surveyed[g.id] = answer
        return answer
    }

    static func sameText(_ a: StaticString, _ b: StaticString) -> Bool {
        a.withUTF8Buffer { x in b.withUTF8Buffer { y in x.elementsEqual(y) } }
    }

    /// The groups whose code spells one of `names` as an identifier: a type whose declarations
    /// (nested types included) hold such a token, and the top-level group when the file holds
    /// one anywhere. Only these can hold a fact recorded by a call of one of those names (a
    /// subview fact needs `addSubview` or `insertSubview` in the group's code), so a rule that
    /// needs such a fact asks for these groups and the others are never built.
    public func groups(spelling names: [StaticString]) -> [TypeObjects] {
        let hits = Self.tokens(spelling: names, in: tree.file)
        guard !hits.isEmpty else { return [] }
        var out: [TypeObjects] = []
        for g in groups {
            if g.id == builder.topLevelGroup {
                out.append(g)
                continue
            }
            let holds = g.declarations.contains { d in
                let range = d.firstTokenIndex...max(d.firstTokenIndex, d.lastTokenIndex)
                return hits.contains { range.contains($0) }
            }
            if holds { out.append(g) }
        }
        return out
    }

    /// The identifier tokens whose name is one of `names`, in order. When every name is a
    /// trigger word of the table the file was lexed with, the tokens that pass listed are
    /// confirmed (their kind and bytes); otherwise every token is read.
    static func tokens(spelling names: [StaticString], in file: SourceFile) -> [Int] {
        var hits: [Int] = []
        let tokens = file.tokens
        if let words = file.triggerWords {
            var bits: [Int32] = []
            for n in names { if let b = words.table.bit(ofWord: n) { bits.append(Int32(truncatingIfNeeded: b)) } }
            if bits.count == names.count {
                for (t, b) in words.wordTokens where bits.contains(b) {
                    let i = Int(t)
                    if i < tokens.count, tokens[i].kind == .identifier, names.contains(where: { file.identifierEquals(i, $0) }) { hits.append(i) }
                }
                return hits
            }
        }
        var lengths: UInt64 = 0
        for n in names where n.utf8CodeUnitCount < 64 { lengths |= 1 << UInt64(n.utf8CodeUnitCount) }
        for (i, t) in tokens.enumerated() where t.kind == .identifier {
            // Most tokens are turned away by their length (a backticked name is two bytes
            // longer than the name; lengths from 64 on are compared).
            let length = t.length
            guard length >= 64 || lengths & (1 << UInt64(length)) != 0 || t.flags.contains(.backticked) else { continue }
            if names.contains(where: { file.identifierEquals(i, $0) }) { hits.append(i) }
        }
        return hits
    }

    /// The type group a node belongs to (by its innermost type declaration), the group its
    /// facts are recorded in.
    public func group(of node: Syntax) -> TypeObjects? {
        let g = groupID(around: node.index)
        return g >= 0 ? groups[Int(g)] : nil
    }

    /// The object keys an expression stands for (`self.titleLabel` → `titleLabel`, a local →
    /// `@<node>`, `x.layer` → `x` with viaLayer), empty when it is not a tracked path.
    public func keys(of expr: Syntax) -> (keys: [String], viaLayer: Bool) {
        ensureBuilt(around: expr.index)
        let r = builder.scopes.resolve(expr)
        return (r.keys.map { keyText($0) }, r.viaLayer)
    }

    /// The one object an expression stands for in its type (`titleLabel`, a local), nil when it
    /// stands for none, for several, or for one the type does not hold.
    public func object(of expr: Syntax) -> TypeObjects.Object? {
        ensureBuilt(around: expr.index)
        let r = builder.scopes.resolve(expr)
        guard r.keys.count == 1, let g = group(of: expr) else { return nil }
        return object(g.id, r.keys.first)
    }

    /// Whether some function named `method` in this file assigns `member` on its own `self`
    /// with a value accepted by `value`. nil when the file declares no function of that name.
    public func helper(_ method: String, setsOnSelf member: String, _ value: (Syntax?) -> Bool) -> Bool? {
        guard let fns = functions(named: method) else { return nil }
        for (fn, g) in fns {
            guard let me = g.selfObject else { continue }
            for a in me.assignments(member) where a.function?.index == Int(fn) && value(a.value) { return true }
        }
        return false
    }

    /// Whether some function named `method` in this file assigns `member` on anything but its own
    /// `self` (a parameter, a loop variable over one) with a value accepted by `value`.
    public func helper(_ method: String, setsOnOthers member: String, _ value: (Syntax?) -> Bool) -> Bool? {
        guard let fns = functions(named: method) else { return nil }
        for (fn, g) in fns {
            for o in g.objects where !o.isSelf {
                for a in o.assignments(member) where a.function?.index == Int(fn) && value(a.value) { return true }
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
            } else {
                unknown = true // declared elsewhere in the run, or outside the linted files
            }
        }
        return unknown ? nil : false
    }

    /// Whether `method` is a project method we cannot see: not declared in this file, but
    /// declared on `type`, one of its superclasses, or a UIKit view/layer class by an extension
    /// elsewhere in the run.
    public func isUnseenProjectMethod(_ method: String, on type: String?) -> Bool {
        if functions(named: method) != nil { return false }
        var names = ["UIView", "CALayer", "NSObject"]
        if let t = type { names.append(t); names.append(contentsOf: index.superclassChain(of: t)) }
        for n in names where index.memberNames(of: n)?.contains(method) == true {
            // A stored closure property declared here (`onTap?()`) is not a helper.
            if let g = types[n], g[method]?.isProperty == true { continue }
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
}

extension ObjectModelBuilder {
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
}
