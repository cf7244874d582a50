/// Shared questions the view/layer rules ask of `TypeObjects`.
enum ViewLayerQueries {
    /// The class an object is known to be: the type itself for `self`, else its initializer or
    /// annotation.
    static func type(of o: TypeObjects.Object, in g: TypeObjects) -> String? {
        o.isSelf ? (g.typeName.isEmpty ? nil : g.typeName) : o.knownType
    }

    /// Whether the object is a layer in its own right (a `CALayer` property or subclass).
    static func isLayer(_ o: TypeObjects.Object, _ g: TypeObjects, _ facts: ObjectModel) -> Bool {
        guard let t = type(of: o, in: g) else { return false }
        return facts.isKind(t, of: "CALayer") || (t.hasSuffix("Layer") && !facts.isViewClass(t))
    }

    /// `shadowOpacity` assignments on the layer of a view or on a layer object.
    static func layerShadowOpacities(_ o: TypeObjects.Object, _ g: TypeObjects, _ facts: ObjectModel) -> [TypeObjects.Assignment] {
        let all = o.assignments("shadowOpacity")
        if all.isEmpty { return [] }
        let layer = isLayer(o, g, facts)
        return all.filter { $0.viaLayer || layer }
    }

    /// The assignments that make the object clip: `clipsToBounds` on the view,
    /// `masksToBounds` on its layer.
    static func clipAssignments(_ o: TypeObjects.Object) -> [TypeObjects.Assignment] {
        o.assignments("clipsToBounds").filter { !$0.viaLayer } + o.assignments("masksToBounds")
    }

    /// Whether anything the rule can see (or cannot see, but could) sets `member` on the object
    /// with a value accepted by `value`: a direct assignment, a helper called on it, its own class.
    static func isSet(_ o: TypeObjects.Object, _ g: TypeObjects, _ facts: ObjectModel, _ members: [String],
                      _ value: (Syntax?) -> Bool) -> Bool {
        for m in members where o.assignments(m).contains(where: { value($0.value) }) { return true }
        let t = type(of: o, in: g)
        if let t {
            for m in members where facts.typeSetsOnSelf(t, m, value) != false { return true }
        }
        for name in o.calledMethods {
            for m in members {
                switch facts.helper(name, setsOnSelf: m, value) {
                case true?: return true
                case nil: if facts.isUnseenProjectMethod(name, on: t) { return true }
                default: break
                }
            }
        }
        return false
    }
}
