/// `load(…)`, `loadHTMLString`, `reloadData()`, `setViewControllers` run on every `update…`
/// of a representable, with no comparison with the last value around or before them.
public final class UnconditionalReloadInUpdateRule: Rule {
    public static let info = RuleInfo(
        id: "unconditional_reload_in_update", category: .swiftui, group: .pedantic, severity: .warning, framework: .swiftui,
        summary: "A representable's update method reloads its view on every update without comparing with the last value.")
    public static let triggers: RuleTriggers = .anyOf("updateUIView", "updateUIViewController", "updateNSView", "updateNSViewController")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    static let updateNames: Set<String> = ["updateUIView", "updateUIViewController", "updateNSView", "updateNSViewController"]
    static let comparisonOperators: Set<String> = ["==", "!=", "===", "!=="]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .func, let name = node.name, Self.updateNames.contains(name),
              let body = node.body, body.firstChild != nil,
              let type = node.owningType, let typeName = type.typeName,
              SwiftUIState.conforms(typeName, toAnyOf: SwiftUIState.representableProtocols, ctx) else { return }
        for d in body.descendants(.call) {
            guard let callee = d.callee, callee.kind == .memberAccess, let recv = callee.firstChild,
                  let cn = callee.name, let what = Self.reloadKind(cn, d) else { continue }
            // `load(_:)` is a page load only on a web view (not an image loader's `load(url)`).
            if cn == "load", !recv.nameIs("coordinator"), !Self.isWebView(recv, update: node) { continue }
            guard !isInsideClosure(d, body: body), !isGuarded(d, body: body) else { continue }
            // A method of the coordinator (`context.coordinator.load(url)`) is where the
            // last-value check usually lives: report only when we can read it and it has none.
            if let r = callee.firstChild, r.nameIs("coordinator"), !Self.coordinatorMethodReloadsBlindly(cn, coordinatorType(typeName, ctx), ctx) { continue }
            // A selection binding changes far more often than the data: say so.
            let also = Self.selectionBinding(of: typeName, ctx).map { ", also when only '\($0)' changed" } ?? ""
            ctx.report(Self.info, token: callee.nameToken ?? d.firstTokenIndex,
                       "\(name) runs after every change of any input or of the environment, and \(what) each time\(also); compare with the last value (kept in the coordinator) and \(cn == "setViewControllers" ? "set the pages" : "reload") only when it changed")
        }
    }

    /// The first `@Binding` property of the representable (a selection it reports back).
    static func selectionBinding(of typeName: String, _ ctx: LintContext) -> String? {
        for d in ctx.tree.typeDecls(named: typeName) {
            for m in TypeMembers.members(of: d) where m.kind == .varDecl && SwiftUIState.wrapper(of: m, in: ["Binding"]) != nil {
                if let n = m.child(.binding)?.name { return n }
            }
        }
        return nil
    }

    /// What the call reloads, or nil when it is not one of the reloads.
    static func reloadKind(_ name: String, _ call: Syntax) -> String? {
        switch name {
        case "load":
            // WKWebView.load(_ request:) / load(_ data:mimeType:…): first argument unlabelled.
            guard let first = call.arguments.first, first.name == nil,
                  first.argumentValue?.kind != .closure else { return nil }
            return "load(_:) reloads the page"
        case "loadHTMLString": return "loadHTMLString(_:baseURL:) reloads the page"
        case "reloadData":
            guard call.hasNoArguments else { return nil }
            return "reloadData() rebuilds every row"
        case "setViewControllers": return "setViewControllers resets the visible page"
        default: return nil
        }
    }

    /// `webView`, `context.coordinator.webView`, or a parameter of the update method typed
    /// `WKWebView`/`…WebView`.
    static func isWebView(_ recv: Syntax, update: Syntax) -> Bool {
        guard let n = recv.name else { return false }
        if n.lowercased().containsBytes("webview") { return true }
        guard recv.kind == .identifier, let params = update.child(.parameterClause) else { return false }
        for p in params.children(.parameter) where p.name == n {
            if let t = p.typeAnnotation, t.text.hasSuffix("WebView") { return true }
        }
        return false
    }

    private func isInsideClosure(_ node: Syntax, body: Syntax) -> Bool {
        for a in node.ancestors {
            if a == body { return false }
            if a.kind == .closure || a.kind == .funcDecl { return true }
        }
        return false
    }

    /// An `if`/`guard` comparing with a value or asking the coordinator, around the call or
    /// as an earlier statement of an enclosing block.
    private func isGuarded(_ node: Syntax, body: Syntax) -> Bool {
        var child = node
        for a in node.ancestors {
            switch a.kind {
            case .ifStmt, .guardStmt:
                if let c = a.child(.conditionList), !c.contains(child), Self.isLastValueCheck(c) { return true }
            case .codeBlock:
                for s in a.children {
                    if s == child || s.index > child.index { break }
                    if s.kind == .guardStmt || s.kind == .ifStmt, let c = s.child(.conditionList), Self.isLastValueCheck(c) {
                        return true
                    }
                }
            default: break
            }
            if a == body { break }
            child = a
        }
        return false
    }

    /// The coordinator's type name: `makeCoordinator()`'s return type, else `Coordinator`.
    private func coordinatorType(_ representable: String, _ ctx: LintContext) -> String {
        for d in ctx.tree.typeDecls(named: representable) {
            for m in TypeMembers.members(of: d) where m.kind == .funcDecl && m.nameIs("makeCoordinator") {
                if let t = m.child(.typeRef) { return TypeIndex.baseTypeName(t.text) }
            }
        }
        return "Coordinator"
    }

    static func coordinatorMethodReloadsBlindly(_ name: String, _ coordinator: String, _ ctx: LintContext) -> Bool {
        var found = false
        let tree = ctx.tree
        for i in 0..<tree.nodes.count where tree.nodes[i].kind == .funcDecl {
            let f = Syntax(tree: tree, index: i)
            guard f.declKeyword == .func, f.name == name, let t = f.owningType, t.declKeyword == .class,
                  t.typeName == coordinator, let b = f.body else { continue }
            found = true
            for d in b.descendants(.conditionList) {
                if isLastValueCheck(d) { return false }
            }
        }
        return found
    }

    static func isLastValueCheck(_ cond: Syntax) -> Bool {
        let file = cond.file
        for d in cond.descendants {
            switch d.kind {
            case .binaryOperator:
                if comparisonOperators.contains(file.text(file.tokens[d.firstTokenIndex])) { return true }
            case .memberAccess, .identifier:
                if d.nameIs("coordinator") { return true }
            default: break
            }
        }
        return false
    }
}
