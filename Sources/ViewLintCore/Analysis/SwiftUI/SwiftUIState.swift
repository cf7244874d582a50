/// Queries the SwiftUI rules share: property wrappers, view and representable conformances,
/// whether code builds a view, and the `onAppear` closure a node runs in.
enum SwiftUIState {
    // MARK: Attributes and modifiers

    /// Simple name of an attribute: `@SwiftUI.State` → `State`, `@Environment(\.x)` → `Environment`.
    static func attributeName(_ attr: Syntax) -> String? {
        let toks = attr.file.tokens
        var i = attr.firstTokenIndex
        guard i < toks.count, toks[i].kind == .at else { return attr.name }
        i += 1
        var last: Int? = nil
        let end = attr.lastTokenIndex
        while i <= end, i < toks.count {
            let t = toks[i]
            if t.kind == .identifier || t.kind == .keyword {
                last = i
                if i + 1 <= end, toks[i + 1].kind == .period { i += 2; continue }
            }
            break
        }
        return last.map { attr.file.identifierText($0) }
    }

    /// The first property-wrapper attribute of a declaration that is in `names`.
    static func wrapper(of decl: Syntax, in names: Set<String>) -> String? {
        for a in decl.children where a.kind == .attribute {
            if let n = attributeName(a), names.contains(n) { return n }
        }
        return nil
    }

    /// Whether the declaration is `private`/`fileprivate` for reading (`private(set)` is not).
    static func isPrivate(_ decl: Syntax) -> Bool {
        guard let kwTok = decl.auxToken else { return false }
        let toks = decl.file.tokens
        var i = decl.firstTokenIndex
        while i < kwTok {
            let t = toks[i]
            if t.kind == .at {
                i += 2
                while i < kwTok, toks[i].kind == .period, i + 1 < kwTok { i += 2 }
                if i < kwTok, toks[i].kind == .lParen, !toks[i].flags.contains(.spaceBefore) {
                    var d = 0
                    while i < kwTok {
                        if toks[i].kind == .lParen { d += 1 } else if toks[i].kind == .rParen { d -= 1; if d == 0 { i += 1; break } }
                        i += 1
                    }
                }
                continue
            }
            if t.keyword == .private || t.keyword == .fileprivate {
                if i + 1 < kwTok, toks[i + 1].kind == .lParen { i += 1; continue }
                return true
            }
            i += 1
        }
        return false
    }

    // MARK: Types

    static let viewProtocols: Set<String> = ["View", "ViewModifier", "App", "Scene"]
    static let representableProtocols: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable",
                                                      "NSViewRepresentable", "NSViewControllerRepresentable"]

    /// Whether the named type conforms to one of `protocols` (own clause, extensions, superclasses).
    static func conforms(_ name: String, toAnyOf protocols: Set<String>, _ ctx: LintContext) -> Bool {
        !ctx.index.conformances(of: name).isDisjoint(with: protocols)
    }

    // MARK: View code

    /// Whether a type-annotation text names a view or scene result.
    static func isViewTypeText(_ t: String) -> Bool {
        t.hasSuffix("View") || t.hasSuffix("Scene") || t.containsBytes("some View") || t.containsBytes("some Scene")
    }

    /// Whether `node` sits in a declaration that builds views: a function or property whose
    /// type is `some View`/`…View`, or marked `@ViewBuilder`, or a `#Preview`.
    static func isInViewBuildingDecl(_ node: Syntax) -> Bool {
        for anc in node.ancestors {
            switch anc.kind {
            case .funcDecl:
                if anc.hasAttribute("ViewBuilder") { return true }
                if let t = anc.child(.typeRef) { return isViewTypeText(t.text) }
                return false
            case .binding:
                if let t = anc.typeAnnotation, isViewTypeText(t.text) { return true }
                if let d = anc.parent, d.hasAttribute("ViewBuilder") { return true }
                // a local `let x = …` inside a view-building body: keep looking
                if anc.child(.accessorBlock) != nil { return false }
            case .macroExpansion:
                if anc.nameIs("#Preview") { return true }
            case .typeDecl:
                return false
            default:
                break
            }
        }
        return false
    }

    /// `x.onAppear { … }` / `.onAppear(perform: { … })` used as the SwiftUI view modifier
    /// (not a method of some object that happens to share the name).
    static func isViewModifierCall(_ call: Syntax) -> Bool {
        guard let callee = call.callee else { return false }
        if callee.kind == .memberAccess, let recv = callee.firstChild {
            switch recv.kind {
            case .call, .postfixIfConfig, .subscriptCall: return true
            default: break
            }
        }
        return isInViewBuildingDecl(call)
    }

    /// Calls that run their closure argument right away (or soon, without storing it for a
    /// later event): work started in them is started by the enclosing code.
    static let immediateClosureCallees: Set<String> = [
        "withAnimation", "withTransaction", "async", "asyncAfter", "sync", "run", "forEach", "map",
        "compactMap", "flatMap", "filter", "reduce", "first", "contains", "allSatisfy", "sorted",
    ]

    /// The `.onAppear` call whose closure starts `node` (directly, or through closures that
    /// run immediately such as `withAnimation` or `DispatchQueue.main.async`), if any.
    static func enclosingOnAppear(_ node: Syntax) -> Syntax? {
        var cur = node
        var steps = 0
        while let p = cur.parent, steps < Syntax.upwardWalkLimit {
            steps += 1
            switch p.kind {
            case .closure:
                guard let arg = p.parent, arg.kind == .argument, let call = arg.parent,
                      call.kind == .call || call.kind == .macroExpansion else { return nil }
                if call.kind == .call, call.calleeNameIs("onAppear") {
                    let label = arg.name
                    guard label == nil || label == "perform" else { return nil }
                    return isViewModifierCall(call) ? call : nil
                }
                guard let n = call.calleeName, immediateClosureCallees.contains(n) else { return nil }
                cur = call
                continue
            case .funcDecl, .typeDecl, .accessor, .accessorBlock:
                return nil
            default:
                break
            }
            cur = p
        }
        return nil
    }

    /// `Task { … }`, `Task(priority:) { … }`, `Task.detached { … }`, `Task<…> { … }`.
    static func isUnstructuredTask(_ call: Syntax) -> Bool {
        guard call.kind == .call, let c = call.callee else { return false }
        let toks = call.file.tokens
        switch c.kind {
        case .identifier:
            guard c.nameIs("Task") else { return false }
        case .memberAccess:
            guard c.nameIs("detached"), let b = c.firstChild, b.kind == .identifier, b.nameIs("Task") else { return false }
        default:
            // `Task<Void, Never> { … }` parses as something else; accept by first token.
            guard call.file.tokenEquals(call.firstTokenIndex, "Task"),
                  call.firstTokenIndex + 1 < toks.count, toks[call.firstTokenIndex + 1].kind == .operator,
                  call.file.tokenEquals(call.firstTokenIndex + 1, "<") else { return false }
        }
        return call.arguments.contains { $0.argumentValue?.kind == .closure }
    }
}
