/// UIKit updates made directly inside callbacks that run on a background thread:
/// URLSession completion handlers, `DispatchQueue.global().async`, private dispatch queues,
/// operation queues the code created.
public final class UIOffMainThreadRule: Rule {
    public static let info = RuleInfo(
        id: "ui_off_main_thread", category: .concurrency, group: .correctness, severity: .error, framework: .uikit,
        summary: "A UIKit update is made inside a callback that runs on a background thread.")
    public static let visits: [NodeKind] = [.closure]
    public init() {}

    private var resolver: UIObjectResolver?
    private var reported = Set<Int>()

    /// Properties whose assignment on a view is a UI update.
    static let uiProperties: Set<String> = [
        "text", "attributedText", "image", "isHidden", "alpha", "isEnabled", "textColor", "backgroundColor",
        "placeholder", "progress", "isSelected", "tintColor", "title", "numberOfLines", "isUserInteractionEnabled",
    ]
    /// Methods whose call on a view or controller is a UI update.
    static let uiMethods: Set<String> = [
        "reloadData", "setNeedsLayout", "layoutIfNeeded", "addSubview", "insertSubview", "removeFromSuperview",
        "present", "dismiss", "pushViewController", "popViewController", "popToRootViewController", "setViewControllers",
        "setImage", "setTitle", "startAnimating", "stopAnimating", "reloadSections", "reloadRows", "insertRows",
        "deleteRows", "reloadItems", "insertItems", "deleteItems", "performBatchUpdates", "setNeedsDisplay",
        "scrollToRow", "scrollToItem", "setContentOffset", "endRefreshing", "beginRefreshing", "addChild",
        "sizeToFit", "becomeFirstResponder", "resignFirstResponder", "show", "performSegue",
    ]
    /// Calls whose closure runs synchronously on the calling thread.
    static let synchronousCalls: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "contains", "first", "allSatisfy",
        "performWithoutAnimation", "autoreleasepool", "withExtendedLifetime", "enumerateObjects", "removeAll",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let what = backgroundKind(node, ctx) else { return }
        let r = resolver ?? UIObjectResolver(ctx)
        resolver = r
        scan(node, what, ctx, r)
    }

    // MARK: Background callbacks

    /// Describes the background callback closure `c` is, or nil when it is not one.
    private func backgroundKind(_ c: Syntax, _ ctx: LintContext) -> String? {
        guard let arg = c.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
              call.calleeNameIs(anyOf: Self.backgroundCallbackNames), let name = call.calleeName, let recv = call.receiver else { return nil }
        switch name {
        case "dataTask", "downloadTask", "uploadTask":
            guard isBackgroundSession(recv, ctx) else { return nil }
            return "a URLSession completion handler, which runs on the session's background queue"
        case "async", "asyncAfter":
            if recv.kind == .call, recv.calleePath.suffix(2) == ["DispatchQueue", "global"] {
                return "a DispatchQueue.global() block, which runs on a background thread"
            }
            if let i = declInitializer(recv, ctx) {
                if i.kind == .call, i.calleePath.suffix(2) == ["DispatchQueue", "global"] {
                    return "a DispatchQueue.global() block, which runs on a background thread"
                }
                if i.kind == .call, i.isInitializerCall, i.initializerTypeName == "DispatchQueue",
                   i.argument(labeled: "label") != nil, !i.compactText.containsBytes("target:.main"),
                   !i.compactText.containsBytes("target:DispatchQueue.main") {
                    return "a block on a private DispatchQueue, which runs on a background thread"
                }
            }
            return nil
        case "detachNewThread":
            guard let p = recv.memberPath, p == ["Thread"] else { return nil }
            return "a thread started with Thread.detachNewThread"
        case "addOperation":
            if let i = declInitializer(recv, ctx), i.kind == .call, i.isInitializerCall,
               i.initializerTypeName == "OperationQueue" {
                return "a block on an OperationQueue it created, which runs on a background thread"
            }
            return nil
        default:
            return nil
        }
    }

    /// The callee names `backgroundKind` reads (tested on the callee's token: most closures are
    /// handed to other calls, and no text is made for those).
    static let backgroundCallbackNames: [StaticString] = ["async", "asyncAfter", "dataTask", "downloadTask", "uploadTask",
                                                          "detachNewThread", "addOperation"]

    /// The initializer of the local or property an expression names (`queue`, `self.queue`).
    private func declInitializer(_ e: Syntax, _ ctx: LintContext) -> Syntax? {
        let r = resolver ?? UIObjectResolver(ctx)
        resolver = r
        var name: String?
        var node = e
        if e.kind == .identifier, !e.isSelf { name = e.name }
        else if e.kind == .memberAccess, let b = e.firstChild, b.isSelf { name = e.name; node = b }
        guard let n = name else { return nil }
        if e.kind == .identifier, let d = r.locals(node)?.lookup(n, at: node) {
            let dn = d.node
            return dn.kind == .binding ? dn.initializer : nil
        }
        guard let tn = ctx.enclosingType?.typeName, let b = r.property(n, of: tn) else { return nil }
        return b.initializer
    }

    /// `URLSession.shared`, `URLSession(configuration:)` without a main delegate queue, or a
    /// session property/local declared so (or named like one, declared elsewhere).
    private func isBackgroundSession(_ recv: Syntax, _ ctx: LintContext) -> Bool {
        if let p = recv.memberPath, p == ["URLSession", "shared"] { return true }
        func fromInit(_ i: Syntax) -> Bool? {
            let t = i.compactText
            guard t.hasPrefix("URLSession") else { return nil }
            if t.containsBytes("delegateQueue:.main") || t.containsBytes("delegateQueue:OperationQueue.main") { return false }
            return true
        }
        if recv.kind == .call { return fromInit(recv) ?? false }
        if let i = declInitializer(recv, ctx) { return fromInit(i) ?? false }
        // A session declared elsewhere (injected, inherited): go by its type or name.
        var name: String?
        if recv.kind == .identifier { name = recv.name }
        else if recv.kind == .memberAccess, recv.firstChild?.isSelf == true { name = recv.name }
        if let n = name, let r = resolver, let tn = ctx.enclosingType?.typeName, let b = r.property(n, of: tn) {
            return b.typeAnnotation.map { TypeIndex.baseTypeName($0.text) == "URLSession" } ?? false
        }
        if let n = name, let r = resolver, let d = r.locals(recv)?.lookup(n, at: recv) {
            let dn = d.node
            return dn.typeAnnotation.map { TypeIndex.baseTypeName($0.text) == "URLSession" } ?? false
        }
        return name.map { $0 == "session" || $0 == "urlSession" } ?? false
    }

    // MARK: Updates

    private func scan(_ c: Syntax, _ what: String, _ ctx: LintContext, _ r: UIObjectResolver) {
        let tree = ctx.tree
        let nodes = tree.nodes
        let end = Int(nodes[c.index].end)
        // Names bound to self inside the closure (`guard let strongSelf = self`).
        var aliases = Set<String>()
        var i = c.index + 1
        while i < end {
            if nodes[i].kind == .optionalBinding {
                let ob = tree.node(i)
                if let v = ob.firstChild, v.isSelf, let n = ob.name, n != "self" { aliases.insert(n) }
            }
            i += 1
        }
        i = c.index + 1
        if i < end, nodes[i].kind == .captureList { i = Int(nodes[i].end) }
        while i < end {
            let s = tree.node(i)
            switch nodes[i].kind {
            case .closure:
                if descendsSynchronously(s) { i += 1 } else { i = Int(nodes[i].end) }
                continue
            case .typeDecl, .funcDecl:
                i = Int(nodes[i].end)
                continue
            case .assignment:
                if let lhs = s.firstChild, isUIUpdate(assignmentTo: lhs, r, aliases) {
                    report(s, "UIKit state `\(lhs.compactText)` is set", what, ctx)
                }
            case .call:
                if let n = s.calleeName, Self.uiMethods.contains(n), isUIReceiver(s, r, aliases) {
                    report(s, "UIKit method `\(s.callee?.compactText ?? n)(…)` is called", what, ctx)
                }
            default:
                break
            }
            i += 1
        }
    }

    /// A closure nested in the callback that still runs on the callback's thread.
    private func descendsSynchronously(_ n: Syntax) -> Bool {
        if n.isMainThreadHop || n.isTaskBody { return false }
        guard let arg = n.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
              let name = call.calleeName else { return false }
        if Self.synchronousCalls.contains(name) { return true }
        if name == "animate" || name == "transition" {
            // the animations block runs now; the completion later, on the main thread
            return arg.name == nil && arg.flags.contains(.trailing) ? call.closureArguments.first == n : arg.nameIs("animations")
        }
        return false
    }

    private func isUIUpdate(assignmentTo lhs: Syntax, _ r: UIObjectResolver, _ aliases: Set<String>) -> Bool {
        guard let n = lhs.name, Self.uiProperties.contains(n) else { return false }
        if lhs.kind == .memberAccess {
            guard let base = lhs.firstChild else { return false }
            // `self.title` on a controller, `label.text` on a label…
            if base.isSelf || (base.kind == .identifier && base.name.map { aliases.contains($0) } == true) {
                return r.selfIsUI() && !(r.ctx.enclosingType?.typeName.map { r.property(n, of: $0) != nil } ?? false)
            }
            return r.isUI(base, selfAliases: aliases)
        }
        if lhs.kind == .identifier {
            // implicit self: `isHidden = true` inside a view
            guard r.selfIsUI(), r.locals(lhs)?.lookup(n, at: lhs) == nil else { return false }
            return !(r.ctx.enclosingType?.typeName.map { r.property(n, of: $0) != nil } ?? false)
        }
        return false
    }

    private func isUIReceiver(_ call: Syntax, _ r: UIObjectResolver, _ aliases: Set<String>) -> Bool {
        guard let callee = call.callee else { return false }
        if callee.kind == .identifier {
            // implicit self: `present(alert, animated: true)` in a controller
            guard let n = callee.name, r.selfIsUI(), r.locals(callee)?.lookup(n, at: callee) == nil else { return false }
            return !(r.ctx.index.memberNames(of: r.ctx.enclosingType?.typeName ?? "")?.contains(n) ?? false)
        }
        guard callee.kind == .memberAccess, let base = callee.firstChild else { return false }
        return r.isUI(base, selfAliases: aliases)
    }

    private func report(_ node: Syntax, _ what: String, _ where_: String, _ ctx: LintContext) {
        let tok = node.firstTokenIndex
        guard reported.insert(tok).inserted else { return }
        ctx.report(Self.info, token: tok,
                   "\(what) inside \(where_); move the update into `DispatchQueue.main.async { … }` (or `await MainActor.run { … }`)")
    }
}
