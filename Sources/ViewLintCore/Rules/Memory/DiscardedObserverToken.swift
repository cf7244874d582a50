/// `NotificationCenter.addObserver(forName:object:queue:using:)` whose returned token is thrown
/// away, where that can do harm: the registration can run again on a live object, the block
/// keeps self alive (and self does not live as long as the app anyway), or the block runs
/// work of its own (a captured completion).
public final class DiscardedObserverTokenRule: Rule {
    public static let info = RuleInfo(
        id: "discarded_observer_token", category: .memory, group: .suspicious, severity: .warning, framework: .any,
        summary: "The token returned by a block-based NotificationCenter observer is thrown away, so it can never be removed.",
        swiftLintTwin: "discarded_notification_center_observer")
    public static let visits: [NodeKind] = [.call]
    public static let calleeNames: [String]? = ["addObserver"]
    public init() {}

    /// The file's lint context, kept for the local lookups of helpers that take no context;
    /// its bindings are built only when a lookup needs them (most files never do).
    private var fileContext: LintContext?
    private var codeByType: [String: TypeCode] = [:]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        if fileContext == nil { fileContext = ctx }
        guard node.calleeNameIs("addObserver"), let callee = node.callee, callee.kind == .memberAccess else { return }
        let args = node.arguments
        guard args.count >= 3, args[0].nameIs("forName"), args[1].nameIs("object"), args[2].nameIs("queue") else { return }
        guard args.count == 4, args[3].nameIs("using") || args[3].flags.contains(.trailing) else { return }
        guard Self.isNotificationCenter(node) else { return }
        // A private center created in this function: its observers go away with it.
        if let r = callee.firstChild, Self.isLocalPrivateCenter(r, ctx) { return }
        guard case .discarded = Ownership.use(of: node) else { return }
        let typeName = ctx.enclosingType?.typeName
        let block = args[3].argumentValue
        let isClass = ctx.enclosingType.map { CaptureScope.isReferenceType($0, ctx.index) } ?? false
        // A strong block in an object that lives as long as the app (the app delegate, a
        // singleton, a type the linted files build only where the app keeps it) frees nothing.
        let strongSelf = isClass && block.map { capturesSelfStrongly($0, ctx) } == true
            && !(typeName.map { Self.livesForTheApp($0, ctx.index) } ?? false)
        let capturedClosure = block.flatMap { calledParameterClosure($0, ctx) }
        let runsCapturedWork = capturedClosure != nil
        // A weak (or self-free) block registered once per instance is a cheap no-op after the
        // owner is gone: nothing piles up and nothing is kept alive.
        if !strongSelf, !runsCapturedWork, runsOncePerInstance(node, ctx) { return }

        let once = runsOncePerInstance(node, ctx)
        var reasons: [String] = []
        if strongSelf { reasons.append("the block holds self strongly, so self is never freed") }
        if let c = capturedClosure, let fn = ctx.enclosingFunction?.name {
            reasons.append("the block calls '\(c)', the closure passed to \(fn)(), again on every later notification")
        }
        if !once { reasons.append("each call adds another observer that is never removed") }
        var message = "addObserver(forName:object:queue:using:) returns the only token that can remove this observer, and this call throws it away: "
            + reasons.joined(separator: "; ")
        if let name = typeName {
            let removals = ctx.index.teardowns(in: name).filter { $0.action == .observerRemoved }
            if let kept = removals.first(where: { $0.storage != "self" }) {
                message += "; the type already stores and removes '\(kept.storage)' in '\(kept.member)'"
            } else if let selfRemoval = removals.first(where: { $0.storage == "self" }) {
                message += "; removeObserver(self…) in '\(selfRemoval.member)' cannot remove a block observer, only its token can"
            }
        }
        message += "; store the token and pass it to removeObserver(_:) when done" + (strongSelf ? ", and capture [weak self]" : "")
        ctx.report(Self.info, token: callee.nameToken ?? node.firstTokenIndex, message)
    }

    static func livesForTheApp(_ name: String, _ index: TypeIndex) -> Bool {
        if name.hasSuffix("AppDelegate") || index.conforms(name, to: "UIApplicationDelegate")
            || index.conforms(name, to: "NSApplicationDelegate") { return true }
        if index.livesAsLongAsTheApp(name) { return true }
        guard let members = index.memberNames(of: name) else { return false }
        return members.contains("shared") || members.contains("sharedInstance")
    }

    // MARK: What the block does

    private func locals(_ node: Syntax) -> LocalDeclarations? {
        LocalDeclarations(around: node, in: fileContext!)
    }

    /// Whether the block holds self strongly: `[self]`, or no weak/unowned capture of self
    /// and a use of `self` or of one of the type's members (also in the capture list of a
    /// nested closure, which reads self from this block).
    func capturesSelfStrongly(_ block: Syntax, _ ctx: LintContext) -> Bool {
        guard block.kind == .closure else { return block.isSelf }
        if let cap = block.selfCapture { return cap.specifier == .none }
        let members = ctx.enclosingType?.typeName.map { ctx.index.members(of: $0) } ?? .none
        let tree = ctx.tree
        let nodes = tree.nodes
        let end = Int(nodes[block.index].end)
        var i = block.index + 1
        if i < end, nodes[i].kind == .captureList { i = Int(nodes[i].end) }
        while i < end {
            switch nodes[i].kind {
            case .closure:
                // A nested closure that captures self at all reads it from this block.
                if tree.node(i).selfCapture != nil { return true }
                i += 1
            case .typeDecl:
                i = Int(nodes[i].end)
            case .identifier:
                let n = tree.node(i)
                if n.isSelf { return true }
                if let name = n.name, members.contains(name), locals(n)?.lookup(name, at: n) == nil,
                   n.parent?.kind != .memberAccess || n.parent?.firstChild == n {
                    return true
                }
                i += 1
            default:
                i += 1
            }
        }
        return false
    }

    /// The closure parameter of the enclosing function that the block calls (`completion?()`),
    /// if any: each later notification runs the caller's work again.
    func calledParameterClosure(_ block: Syntax, _ ctx: LintContext) -> String? {
        guard block.kind == .closure, let fn = ctx.enclosingFunction,
              let params = fn.child(.parameterClause)?.children(.parameter) else { return nil }
        var names: Set<String> = []
        for p in params {
            guard let n = p.name, let t = p.typeAnnotation, t.text.containsBytes("->") else { continue }
            names.insert(n)
        }
        if names.isEmpty { return nil }
        for d in block.descendants(.call) {
            guard let c = d.callee, c.kind == .identifier, let n = c.name, names.contains(n) else { continue }
            if locals(c)?.lookup(n, at: c).map({ $0.token > block.firstTokenIndex }) == true { continue }
            return n
        }
        return nil
    }

    // MARK: How often the registration runs

    /// Members that run once per instance.
    static let oneTimeMembers: Set<String> = [
        "viewDidLoad()", "loadView()", "awakeFromNib()", "windowDidLoad()", "applicationDidFinishLaunching(_:)",
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "applicationWillFinishLaunching(_:)", "scene(_:willConnectTo:options:)", "viewDidLoad",
    ]

    static func isOneTime(_ member: Syntax) -> Bool {
        if member.kind == .funcDecl {
            if member.declKeyword == .`init` { return true }
            if oneTimeMembers.contains(member.functionSignature) { return true }
        }
        // `lazy var x = { … }()`: runs once.
        if member.kind == .varDecl, member.hasModifier(.lazy) { return true }
        return false
    }

    /// The registration runs once per instance: in an initializer, `viewDidLoad`,
    /// `awakeFromNib`, app launch, behind a once-flag (`if !didRegister { didRegister = true … }`),
    /// or in a method of the type that such members call (in this file, or — from the index —
    /// in another file of the type) and that no other member of this file calls.
    func runsOncePerInstance(_ node: Syntax, _ ctx: LintContext) -> Bool {
        guard let type = ctx.enclosingType, let member = CaptureScope.member(containing: node, in: type) else { return false }
        // Inside a closure of the member (a handler, a Button action) it can run any number of
        // times; the body of `forEach` runs right away, as part of the member.
        for a in node.ancestors {
            if a.index == member.index { break }
            if a.kind == .closure, a.index != node.arguments.last?.argumentValue?.index, !Self.runsInPlace(a) { return false }
        }
        if let body = member.body, Guards.isInOnceFlag(node, in: body) { return true }
        if Self.isOneTime(member) { return true }
        guard member.kind == .funcDecl, !member.hasModifier(.override), let name = member.name,
              let typeName = type.typeName else { return false }
        let code = codeByType[typeName] ?? TypeCode(name: typeName, tree: ctx.tree)
        codeByType[typeName] = code
        // Callers in this file: all of them must run once themselves.
        var callers = 0
        var allOnce = true
        code.forEachNode { n in
            guard allOnce, n.kind == .call, let c = n.callee, c.name == name else { return }
            if c.kind == .memberAccess, c.firstChild?.isSelf != true { return }
            let decl = code.decls.first { $0.index <= n.index && n.index < Int($0.tree.nodes[$0.index].end) }
            guard let d = decl, let caller = CaptureScope.member(containing: n, in: d) else { allOnce = false; return }
            callers += 1
            var inClosure = false
            for a in n.ancestors {
                if a.index == caller.index { break }
                if a.kind == .closure, !Self.runsInPlace(a) { inClosure = true; break }
            }
            if inClosure || !(Self.isOneTime(caller) || (caller.body.map { Guards.isInOnceFlag(n, in: $0) } ?? false)) { allOnce = false }
        }
        if !allOnce { return false }
        let seesEveryCaller = member.hasModifier(.private) || member.hasModifier(.fileprivate) || !code.hasCodeElsewhere(ctx.index)
        if callers > 0, seesEveryCaller { return true }
        // Called from another file's setup member (`viewDidLoad` in the class's main file, an
        // adopter's initializer for a protocol extension).
        return ctx.index.isCalledFromSetup(name, of: typeName)
    }

    /// A closure passed to `forEach`: it runs during the call, once per element.
    static func runsInPlace(_ closure: Syntax) -> Bool {
        guard let arg = closure.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call else { return false }
        return call.calleeNameIs("forEach")
    }

    // MARK: The call

    /// `let center = NotificationCenter()` in the enclosing function, then `center.addObserver(…)`.
    static func isLocalPrivateCenter(_ receiver: Syntax, _ ctx: LintContext) -> Bool {
        guard receiver.kind == .identifier, let name = receiver.name, let fn = ctx.enclosingFunction else { return false }
        for d in fn.descendants(.binding) where d.index < receiver.index && d.name == name {
            if let v = d.initializer, v.kind == .call, v.hasNoArguments, v.callee?.kind == .identifier,
               v.callee?.name?.hasSuffix("NotificationCenter") == true { return true }
        }
        return false
    }

    /// The receiver is `NotificationCenter.default`, `DistributedNotificationCenter.default()`,
    /// or a property/local named like a center (`center`, `notificationCenter`, `nc`).
    static func isNotificationCenter(_ call: Syntax) -> Bool {
        let path = call.calleePath.dropLast()
        guard let last = path.last else { return false }
        if path.contains(where: { $0.hasSuffix("NotificationCenter") }) { return true }
        let l = last.lowercased()
        return l.hasSuffix("center") || l == "nc"
    }
}
