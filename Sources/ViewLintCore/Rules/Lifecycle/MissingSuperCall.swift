/// Lifecycle overrides of UIKit classes that never call `super` of the same method.
public final class MissingSuperCallRule: Rule {
    public static let info = RuleInfo(
        id: "missing_super_call", category: .lifecycle, group: .correctness, severity: .error, framework: .uikit, fix: .unsafe,
        summary: "A UIKit lifecycle override never calls super of the same method.",
        swiftLintTwin: "overridden_super_call")
    public static let triggers: RuleTriggers = .anyOf("override")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    enum Owner { case controller, view, cell, controllerOrView }

    /// Signature → which classes must forward it, and how the super call reads.
    static let methods: [String: (owner: Owner, call: String)] = [
        "viewDidLoad()": (.controller, "super.viewDidLoad()"),
        "viewWillAppear(_:)": (.controller, "super.viewWillAppear(animated)"),
        "viewIsAppearing(_:)": (.controller, "super.viewIsAppearing(animated)"),
        "viewDidAppear(_:)": (.controller, "super.viewDidAppear(animated)"),
        "viewWillDisappear(_:)": (.controller, "super.viewWillDisappear(animated)"),
        "viewDidDisappear(_:)": (.controller, "super.viewDidDisappear(animated)"),
        "viewWillLayoutSubviews()": (.controller, "super.viewWillLayoutSubviews()"),
        "viewDidLayoutSubviews()": (.controller, "super.viewDidLayoutSubviews()"),
        "didReceiveMemoryWarning()": (.controller, "super.didReceiveMemoryWarning()"),
        "willMove(toParent:)": (.controller, "super.willMove(toParent: parent)"),
        "didMove(toParent:)": (.controller, "super.didMove(toParent: parent)"),
        "viewWillTransition(to:with:)": (.controller, "super.viewWillTransition(to: size, with: coordinator)"),
        "setEditing(_:animated:)": (.controller, "super.setEditing(editing, animated: animated)"),
        // UIKit's header marks both NS_REQUIRES_SUPER (the .NET bindings carry it as [RequiresSuper]).
        "viewSafeAreaInsetsDidChange()": (.controller, "super.viewSafeAreaInsetsDidChange()"),
        "viewLayoutMarginsDidChange()": (.controller, "super.viewLayoutMarginsDidChange()"),
        "traitCollectionDidChange(_:)": (.controllerOrView, "super.traitCollectionDidChange(previousTraitCollection)"),
        "prepareForReuse()": (.cell, "super.prepareForReuse()"),
        "awakeFromNib()": (.controllerOrView, "super.awakeFromNib()"),
        "layoutSubviews()": (.view, "super.layoutSubviews()"),
        "updateConstraints()": (.view, "super.updateConstraints()"),
        "encodeRestorableState(with:)": (.controllerOrView, "super.encodeRestorableState(with: coder)"),
        "decodeRestorableState(with:)": (.controllerOrView, "super.decodeRestorableState(with: coder)"),
    ]

    static let emptyInUIViewController: Set<String> = ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]

    static let baseNames: Set<String> = Set(methods.keys.map { String($0.prefix { $0 != "(" }) })

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .func, node.hasModifier(.override), let name = node.name else { return }
        guard Self.baseNames.contains(name) else { checkRequiresSuper(node, name, ctx); return }
        let sig = node.functionSignature
        guard let entry = Self.methods[sig], let type = node.owningType, let typeName = type.typeName,
              let body = node.body else { return }
        let role = ctx.role(ofType: type)
        let applies: Bool
        switch entry.owner {
        case .controller: applies = role == .viewController
        case .view: applies = role.isView
        case .cell: applies = role.isCell || role == .reusableView
        case .controllerOrView: applies = role == .viewController || role.isView
        }
        guard applies else { return }

        var calledSame = false
        var otherLifecycle: [Syntax] = []
        for d in body.descendants(.call) {
            guard let superName = d.superCallName else { continue }
            if superName == name { calledSame = true }
            else if Self.baseNames.contains(superName) { otherLifecycle.append(d) }
        }
        let kwTok = node.auxToken ?? node.firstTokenIndex
        if calledSame {
            // Its own super is called; a second, different lifecycle super call is a slip.
            for other in otherLifecycle {
                ctx.report(Self.info, token: other.firstTokenIndex,
                           "\(sig) also calls super.\(other.superCallName ?? "") — the super method of a different lifecycle callback; remove it")
            }
        } else if let other = otherLifecycle.first, let otherName = other.superCallName {
            ctx.report(Self.info, token: kwTok,
                       "\(sig) calls super.\(otherName) instead of its own super method; call \(entry.call)")
        } else {
            // UIViewController's own viewWillLayoutSubviews/viewDidLayoutSubviews do nothing
            // (Apple documents the default as empty): a direct subclass loses nothing.
            if Self.emptyInUIViewController.contains(sig), ctx.index.superclassChain(of: typeName).first == "UIViewController" { return }
            ctx.report(Self.info, token: kwTok,
                       "\(sig) overrides a UIKit lifecycle method without calling super; call \(Self.superCall(node, name, ctx) ?? entry.call)",
                       fix: Self.insertSuperCall(node, body, name, atEnd: Self.superCallLast.contains(sig), ctx))
        }
    }

    /// Apple documents `updateConstraints()`'s super call as the implementation's final step;
    /// every other callback here calls super first.
    static let superCallLast: Set<String> = ["updateConstraints()"]

    /// `super.name(args)` spelled with the override's own parameter names (the message and the
    /// fix say the same call); nil when a parameter has no name to pass.
    static func superCall(_ fn: Syntax, _ name: String, _ ctx: LintContext) -> String? {
        var args: [String] = []
        for p in fn.child(.parameterClause)?.children(.parameter) ?? [] {
            guard let local = p.name, local != "_" else { return nil }
            let label = p.auxToken.map { ctx.file.identifierText($0) } ?? "_"
            args.append(label == "_" ? local : label + ": " + local)
        }
        return "super.\(name)(\(args.joined(separator: ", ")))"
    }

    /// Inserts `super.name(args)` — spelled with the override's own parameter names — as the
    /// first statement of the body (the last for `updateConstraints()`), on its own line with
    /// the body's indentation. Unsafe: running the superclass's implementation is the point,
    /// but it changes behaviour, and only a reader knows whether the override skipped it on
    /// purpose. No fix when the body's layout is not one statement per line. An empty body
    /// gets the call between its braces (`emptyBodyCall`).
    static func insertSuperCall(_ fn: Syntax, _ body: Syntax, _ name: String, atEnd: Bool, _ ctx: LintContext) -> Fix? {
        guard let call = superCall(fn, name, ctx) else { return nil }
        let title = "Call \(call)"
        let statements = Array(body.children)
        if statements.isEmpty { return emptyBodyCall(body, call, ctx).map { Fix(.unsafe, title, [$0]) } }
        guard let first = statements.first, let last = statements.last else { return nil }
        guard let firstLine = ctx.file.lineStart(ofToken: first.firstTokenIndex) else { return nil }
        // "\n": the applier writes the file's own line ending (FixApplier.lineEnding).
        let newline = "\n"
        if !atEnd { return Fix(.unsafe, title, [.insert(firstLine.indent + call + newline, at: firstLine.offset)]) }
        // At the end: before the closing brace's line, unless the body ends by leaving early.
        guard last.kind != .returnStmt, let close = ctx.file.lineStart(ofToken: body.lastTokenIndex) else { return nil }
        return Fix(.unsafe, title, [.insert(firstLine.indent + call + newline, at: close.offset)])
    }

    /// The call inside empty braces: `{}` becomes `{ super.viewDidLoad() }` on the same line;
    /// braces on lines of their own get it on a line between them, indented one step (a tab
    /// when the closing brace's indentation has one, else four spaces) past the closing brace.
    /// No fix when a comment stands between the braces: it may say why super is not called.
    static func emptyBodyCall(_ body: Syntax, _ call: String, _ ctx: LintContext) -> TextEdit? {
        let tokens = ctx.file.tokens
        let open = body.firstTokenIndex, close = body.lastTokenIndex
        guard close == open + 1, close < tokens.count, tokens[open].kind == .lBrace, tokens[close].kind == .rBrace else { return nil }
        let start = Int(tokens[open].end), end = Int(tokens[close].start)
        let between = ctx.file.bytes[start..<end]
        guard between.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) else { return nil }
        guard between.contains(where: { $0 == 10 || $0 == 13 }) else { return TextEdit(start: start, end: end, replacement: " \(call) ") }
        guard let closeLine = ctx.file.lineStart(ofToken: close) else { return nil }
        let step = closeLine.indent.containsBytes("\t") ? "\t" : "    "
        // "\n": the applier writes the file's own line ending.
        return TextEdit(start: start, end: end, replacement: "\n" + closeLine.indent + step + call + "\n" + closeLine.indent)
    }

    /// An override of an Objective-C method its superclass marks `NS_REQUIRES_SUPER`.
    private func checkRequiresSuper(_ node: Syntax, _ name: String, _ ctx: LintContext) {
        guard !ctx.index.requiresSuper.isEmpty, let type = node.owningType, let typeName = type.typeName,
              let body = node.body else { return }
        let sig = node.functionSignature
        guard let origin = ctx.index.requiredSuper(above: typeName, { ObjCNames.selector($0, matchesSwift: sig) }) else { return }
        for d in body.descendants(.call) where d.superCallName == name { return }
        ctx.report(Self.info, token: node.auxToken ?? node.firstTokenIndex,
                   "\(sig) overrides \(origin.type).\(origin.selector), which is marked NS_REQUIRES_SUPER, without calling super; call super.\(name)(\(sig.hasSuffix("()") ? "" : "…"))")
    }
}
