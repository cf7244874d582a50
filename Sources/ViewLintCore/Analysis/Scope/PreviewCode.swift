/// Preview code: the closure of a `#Preview { … }` macro, or a type that conforms to
/// `PreviewProvider` (in its own clause, or through a protocol or superclass declared in the
/// linted files, such as `protocol TestablePreview: PreviewProvider`). Previews build
/// throwaway views from sample data for Xcode's canvas and never ship, so advice about
/// identity, laziness or animation does not apply there. It is a syntax fact shared by
/// several SwiftUI rules, hence one helper here rather than a check copied into each rule.
enum PreviewCode {
    /// Ancestor walks stop after this many steps (real nesting is far shallower).
    static let walkLimit = 1024

    /// Whether `node` sits inside preview code (an ancestor walk: linear in the depth).
    static func contains(_ node: Syntax, index: TypeIndex) -> Bool {
        for (n, a) in node.ancestors.enumerated() {
            if n > walkLimit { return false }
            switch a.kind {
            case .macroExpansion:
                if a.nameIs("#Preview") || a.nameIs("Preview") { return true }
            case .typeDecl:
                if isPreviewType(a, index: index) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// A type declaration (or extension) conforming to `PreviewProvider`.
    static func isPreviewType(_ decl: Syntax, index: TypeIndex) -> Bool {
        let names = decl.inheritedNames
        if names.contains("PreviewProvider") { return true }
        guard let name = decl.typeName else { return false }
        return !names.isEmpty && index.conforms(name, to: "PreviewProvider")
    }
}
