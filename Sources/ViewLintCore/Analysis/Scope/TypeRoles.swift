/// What a type is for UIKit rules — view controller, cell, view — from the run's type index,
/// with a fallback by name suffix for a type the linted files only extend (an Objective-C
/// `SPEditorViewController` extended in Swift). One definition for every rule family.
extension LintContext {
    /// The role of a type declaration (extensions resolve to the extended type).
    public func role(ofType type: Syntax?) -> TypeIndex.Role {
        guard let t = type, let n = t.typeName else { return .other }
        // A class declared here answers from its own superclass: another target may declare a
        // class of the same name (an iOS and a Mac `FeedInspectorViewController`), and the
        // run's index keeps the first it met.
        if let sup = index.ownSuperclass(of: t, named: n) {
            let r = role(named: sup)
            if r != .other { return r }
        }
        return role(named: n)
    }

    public func role(named n: String) -> TypeIndex.Role {
        let r = index.role(of: n)
        if r == .other, !index.isKnownOrDeclared(n), !n.hasPrefix("NS") { return TypeIndex.roleByName(n) }
        return r
    }

    public func isViewController(_ type: Syntax?) -> Bool { role(ofType: type) == .viewController }
}
