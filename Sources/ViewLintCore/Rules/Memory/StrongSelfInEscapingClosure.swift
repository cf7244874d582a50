/// Closures inside classes that capture `self` strongly while something self owns (or
/// something that outlives it) keeps them: stored closure properties, repeating timers,
/// block observers, stored Combine subscriptions and KVO observations, UIActions on owned
/// controls, closures handed to initializers whose result self keeps.
public final class StrongSelfInEscapingClosureRule: Rule {
    public static let info = RuleInfo(
        id: "strong_self_in_escaping_closure", category: .memory, group: .suspicious, severity: .warning, framework: .any, fix: .unsafe,
        summary: "A closure kept alive by self (or by something that outlives it) captures self strongly.")
    public static let visits: [NodeKind] = [.closure, .call]
    /// Calls only for `.assign(to:on: self)`; closures whatever their callee.
    public static let calleeNames: [String]? = ["assign"]
    public init() {}

    /// Tokens already reported (one finding per token, even when nested kept closures share it).
    private var reported = Set<Int>()
    /// The file's lint context, kept for the local lookups of helpers that take no context;
    /// its bindings are built only when a lookup needs them (most files never do).
    private var fileContext: LintContext?
    private var typeCache: [Int: TypeFacts] = [:]

    struct TypeFacts {
        /// The type's member names with those it inherits from the run's classes, and what its
        /// UIKit role says, read the first time a closure asks (most closures capture self
        /// weakly, never name it or are kept by nothing, and never do).
        let onDemand: TypeFactsOnDemand
        var members: MemberNames { onDemand.members }
        var owned: Set<String> { onDemand.roleMembers.owned }
        /// Inherited UIKit members used without `self.` (with `members`: the implicit-self names).
        var inherited: Set<String> { onDemand.roleMembers.inherited }
        /// Its stored properties declared in this file.
        var declared: DeclaredProperties
        var weak: Set<String> { declared.sets.weak }
        /// Stored properties declared in this file without `weak`/`unowned`.
        var declaredStrong: Set<String> { declared.sets.strong }
    }

    /// What a type's facts need from the run's index, asked once per type on first use.
    final class TypeFactsOnDemand {
        private let index: TypeIndex
        private let typeName: String
        private(set) lazy var members: MemberNames = index.members(of: typeName)
        /// The members UIKit gives the type's role: those it owns, and those used without `self.`.
        private(set) lazy var roleMembers: (owned: Set<String>, inherited: Set<String>) = {
            let role = index.role(of: typeName)
            return (UIKitOwnedMembers.ownedMembers(role), UIKitOwnedMembers.implicitMembers(role))
        }()

        init(index: TypeIndex, typeName: String) {
            self.index = index
            self.typeName = typeName
        }
    }

    /// A type's stored properties declared in this file (in all its declarations), weak or
    /// unowned apart from strong; read the first time an ownership question needs them.
    final class DeclaredProperties {
        private let tree: SyntaxTree
        private let typeName: String
        private var computed: (weak: Set<String>, strong: Set<String>)?

        init(tree: SyntaxTree, typeName: String) {
            self.tree = tree
            self.typeName = typeName
        }

        var sets: (weak: Set<String>, strong: Set<String>) {
            if let computed { return computed }
            var weak = Set<String>()
            var strong = Set<String>()
            for t in tree.typeDecls(named: typeName) {
                guard let block = t.child(.memberBlock) else { continue }
                for m in block.children where m.kind == .varDecl {
                    let isWeak = m.hasModifier(.weak) || m.hasModifier(.unowned)
                    for b in m.children(.binding) {
                        guard let n = b.name else { continue }
                        if isWeak { weak.insert(n) } else { strong.insert(n) }
                    }
                }
            }
            computed = (weak, strong)
            return (weak, strong)
        }
    }

    /// Per type declaration (node index): whether its instances leak nothing (see `isExempt`).
    private var exemptCache: [Int: Bool] = [:]

    private var testFile: Bool?

    /// What keeps a closure alive, as the message names it.
    enum Keeper {
        case stored(String)              // "`viewModel.onChange`"
        case timer
        case notification
        case subscription(String)        // storage of the cancellable
        case kvo(String)
        case timeObserver(String)
        case passed(String, String)      // (type created, what keeps it)

        var phrase: String {
            switch self {
            case .stored(let s): return "stored in \(s)"
            case .timer: return "of a repeating Timer"
            case .notification: return "of a NotificationCenter block observer"
            case .subscription(let s): return "of a Combine subscription stored in \(s)"
            case .kvo(let s): return "of a KVO observation stored in \(s)"
            case .timeObserver(let s): return "of a time observer added to \(s)"
            case .passed(let t, let s): return "passed to a `\(t)` kept by \(s)"
            }
        }

        var consequence: String {
            switch self {
            case .timer: return "so the run loop keeps self alive until the timer is invalidated"
            case .notification: return "so NotificationCenter keeps self alive until the observer is removed"
            default: return "and self keeps the closure alive (retain cycle)"
            }
        }
    }

    // MARK: Visit

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        if fileContext == nil { fileContext = ctx }
        if node.kind == .call {
            visitAssign(node, ctx)
            return
        }
        guard let (type, facts) = instanceContext(node, ctx) else { return }
        // How the closure holds self first (most hold it weakly), then what keeps it (most are
        // kept by nothing: a call runs them and lets go), and only then the closure's first
        // strong reference: telling a member from a local or a global takes the type's member
        // names, which the first two questions seldom need. (Each check only reads, apart from
        // the keeper's storage noted for `cycleIsBroken`; the order changes no finding.)
        guard let binding = selfBinding(for: node) else { return }
        directProperty = nil
        tokenStorage = nil
        guard let keeper = keeper(ofClosure: node, ctx, facts) else { return }
        guard let tok = firstStrongReference(in: node, binding, ctx, facts) else { return }
        if cycleIsBroken(keeper, closure: node, ctx) { return }
        if isExempt(type, ctx) { return }
        guard reported.insert(tok).inserted else { return }
        ctx.report(Self.info, token: tok,
                   "Closure \(keeper.phrase) captures `self` strongly, \(keeper.consequence); capture `[weak self]` instead",
                   fix: binding.aliases.isEmpty ? Self.makeWeakSelfFix(node, keeper, ctx) : nil)
    }

    // MARK: Fix

    /// Captures `[weak self]` (merged into the capture list, or a new one before the parameters,
    /// with ` in` when the closure had none) and makes `guard let self else { return }` the first
    /// statement, on its own line. Unsafe: the closure now does nothing once self is gone, which
    /// is the point but changes behaviour (work that used to finish after self was released is
    /// dropped). Only for closures that return nothing, since `return` without a value must
    /// type-check and a single expression's value must not be in use: closures declared
    /// `-> Void`, bodies of two statements or more with no `return value`, and single
    /// statements handed to a callback known to return Void or stored in a property declared
    /// as a Void function (or a single assignment). No fix when
    /// the closure already rebinds self, or its first statement shares the line with `{`.
    static func makeWeakSelfFix(_ closure: Syntax, _ keeper: Keeper, _ ctx: LintContext) -> Fix? {
        let toks = ctx.file.tokens
        let statements = closure.children.filter { $0.kind != .captureList && $0.kind != .closureSignature }
        guard let first = statements.first, let firstLine = ctx.file.lineStart(ofToken: first.firstTokenIndex) else { return nil }
        let signature = closure.child(.closureSignature)
        let declaredVoid: Bool?   // nil: no return type written
        if let signature, let arrow = signature.tokenRange.first(where: { toks[$0].kind == .arrow }) {
            let result = ctx.file.text(from: Int(toks[arrow].end), to: Int(toks[signature.lastTokenIndex].start))
                .filter { !$0.isWhitespace }
            declaredVoid = result == "Void" || result == "()"
        } else {
            declaredVoid = nil
        }
        if declaredVoid == false { return nil }
        if declaredVoid == nil {
            if statements.count == 1 {
                guard first.kind == .assignment || returnsVoid(closure, keeper, ctx) else { return nil }
            }
            if returnsValue(closure) { return nil }
        }
        if rebindsSelf(closure) { return nil }
        var edits: [TextEdit] = []
        if let capture = closure.selfCapture {
            // `[self]`: the strong capture becomes the weak one.
            guard capture.specifier == .none else { return nil }
            edits.append(TextEdit(start: Int(toks[capture.item.firstTokenIndex].start), end: Int(toks[capture.item.lastTokenIndex].end),
                                  replacement: "weak self"))
        } else if let list = closure.child(.captureList) {
            edits.append(.insert(list.children(.captureItem).isEmpty ? "weak self" : "weak self, ", at: Int(toks[list.firstTokenIndex].end)))
        } else if let signature {
            // After the closure's attributes (`{ @MainActor [weak self] in`).
            var t = signature.firstTokenIndex
            while t <= signature.lastTokenIndex, toks[t].kind == .at {
                t += 2
                if t <= signature.lastTokenIndex, toks[t].kind == .lParen, !toks[t].flags.contains(.newlineBefore) {
                    var depth = 0
                    repeat {
                        if toks[t].kind == .lParen { depth += 1 } else if toks[t].kind == .rParen { depth -= 1 }
                        t += 1
                    } while depth > 0 && t <= signature.lastTokenIndex
                }
            }
            guard t <= signature.lastTokenIndex else { return nil }
            edits.append(.insert("[weak self] ", at: Int(toks[t].start)))
        } else {
            edits.append(.insert(" [weak self] in", at: Int(toks[closure.firstTokenIndex].end)))
        }
        // Right under the line that opens the body, so a comment above the first statement stays
        // with it; where a comment ends that line, just above the first statement.
        let bytes = ctx.file.bytes
        var lineEnd = Int(toks[first.firstTokenIndex - 1].end)
        while lineEnd < bytes.count, bytes[lineEnd] == 32 || bytes[lineEnd] == 9 { lineEnd += 1 }
        var insertAt = firstLine.offset
        if lineEnd < bytes.count, bytes[lineEnd] == 10 || bytes[lineEnd] == 13 {
            insertAt = lineEnd + (bytes[lineEnd] == 13 && lineEnd + 1 < bytes.count && bytes[lineEnd + 1] == 10 ? 2 : 1)
        }
        edits.append(.insert(firstLine.indent + "guard let self else { return }\n", at: insertAt))
        return Fix(.unsafe, "Capture [weak self]", edits)
    }

    /// Initializers whose closure returns Void (`UIAction { _ in … }`, `DispatchWorkItem { … }`).
    static let voidHandlerTypes: Set<String> = ["UIAction", "UIAlertAction", "DispatchWorkItem"]

    /// The closure is handed to an API whose callback returns Void: timers, block observers,
    /// time observers, KVO change handlers, Combine `sink` and Rx `subscribe`, `UIAction`.
    static func returnsVoid(_ closure: Syntax, _ keeper: Keeper, _ ctx: LintContext) -> Bool {
        switch keeper {
        case .timer, .notification, .timeObserver, .kvo: return true
        case .passed(let type, _): return voidHandlerTypes.contains(type)
        case .subscription:
            guard let argument = closure.parent, argument.kind == .argument, let call = argument.parent else { return false }
            return call.calleeNameIs("sink") || call.calleeNameIs("subscribe")
        case .stored: return storedWhereVoidIsDeclared(closure, ctx)
        }
    }

    /// The closure is stored in a property whose declared type is a function returning Void:
    /// `lazy var onRetry: () -> Void = { … }`, or `x.onChange = { … }` where every property of
    /// that name in the linted files is declared `((State) -> Void)?`.
    static func storedWhereVoidIsDeclared(_ closure: Syntax, _ ctx: LintContext) -> Bool {
        guard let parent = closure.valueParent else { return false }
        switch parent.kind {
        case .binding:
            return parent.typeAnnotation.map { isVoidFunctionType($0.text) } ?? false
        case .assignment:
            guard let target = parent.firstChild, target.kind == .memberAccess || target.kind == .identifier,
                  let name = target.name else { return false }
            let declared = ctx.index.properties(named: name)
            return !declared.isEmpty && declared.allSatisfy { $0.declaredType.map(isVoidFunctionType) ?? false }
        default:
            return false
        }
    }

    /// `() -> Void`, `((Int) -> ())?`, `(@MainActor (String) -> Void)!`: a function type
    /// (optional or not) whose result is Void.
    static func isVoidFunctionType(_ text: String) -> Bool {
        var type = Substring(text.filter { !$0.isWhitespace })
        while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
        // One pair of parentheses around the whole type (`(() -> Void)?`).
        if type.first == "(", type.last == ")", closingParen(of: type) == type.index(before: type.endIndex) {
            type = type.dropFirst().dropLast()
        }
        while type.first == "@" {   // `@MainActor`, `@Sendable`, `@escaping`
            type = type.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard type.first == "(", let close = closingParen(of: type) else { return false }
        let rest = type[type.index(after: close)...]
        guard let arrow = rest.range(of: "->") else { return false }
        let effects = rest[rest.startIndex..<arrow.lowerBound]
        guard effects.isEmpty || effects == "async" || effects == "throws" || effects == "asyncthrows" else { return false }
        let result = rest[arrow.upperBound...]
        return result == "Void" || result == "()"
    }

    /// The `)` matching the `(` that `text` starts with.
    static func closingParen(of text: Substring) -> Substring.Index? {
        var depth = 0
        for i in text.indices {
            if text[i] == "(" { depth += 1 } else if text[i] == ")" { depth -= 1; if depth == 0 { return i } }
        }
        return nil
    }

    /// A `return value` of the closure itself (not of a closure or function inside it).
    static func returnsValue(_ closure: Syntax) -> Bool {
        var i = closure.index + 1
        let nodes = closure.tree.nodes
        let end = Int(nodes[closure.index].end)
        while i < end {
            switch nodes[i].kind {
            case .closure, .funcDecl, .typeDecl, .accessorBlock:
                i = Int(nodes[i].end)
            case .returnStmt:
                if closure.tree.node(i).firstChild != nil { return true }
                i += 1
            default:
                i += 1
            }
        }
        return false
    }

    /// `guard let self`, `if let self = self`, `let strongSelf = self` anywhere in the closure.
    static func rebindsSelf(_ closure: Syntax) -> Bool {
        closure.descendants.contains { d in
            switch d.kind {
            case .optionalBinding:
                if let value = d.firstChild { return value.isSelf }
                return d.name == "self"
            case .binding:
                return d.name == "self" || d.initializer?.isSelf == true
            default:
                return false
            }
        }
    }

    /// `.assign(to:on: self)` in a stored subscription retains self.
    private func visitAssign(_ call: Syntax, _ ctx: LintContext) {
        guard call.calleeNameIs("assign"), call.receiver != nil, let on = call.argument(labeled: "on"),
              let v = on.argumentValue, v.isSelf else { return }
        guard let (type, facts) = instanceContext(call, ctx) else { return }
        guard let binding = selfBinding(for: call), binding.explicitSelf else { return }
        guard let storage = chainStorage(from: call, ctx, facts, needsSubscriber: false) else { return }
        if isExempt(type, ctx) { return }
        let tok = v.firstTokenIndex
        guard reported.insert(tok).inserted else { return }
        ctx.report(Self.info, token: tok,
                   "`assign(to:on: self)` retains `self` in a subscription stored in \(storage), a retain cycle; use `.sink { [weak self] … }` or `assign(to: &$property)` instead")
    }

    // MARK: Context

    private func instanceContext(_ node: Syntax, _ ctx: LintContext) -> (Syntax, TypeFacts)? {
        guard let type = ctx.enclosingType, CaptureScope.isReferenceType(type, ctx.index),
              let member = CaptureScope.member(containing: node, in: type), !CaptureScope.isStaticMember(member)
        else { return nil }
        // A plain stored property's initializer runs before self exists: no instance to capture.
        if member.kind == .varDecl, !member.hasModifier(.lazy),
           !member.children(.binding).contains(where: { $0.child(.accessorBlock) != nil }) { return nil }
        if testFile == nil { testFile = CaptureScope.isTestSupportPath(ctx.file.path, scope: ctx.scope) }
        if testFile == true { return nil }
        if let f = typeCache[type.index] { return (type, f) }
        let name = type.typeName ?? ""
        let f = TypeFacts(onDemand: TypeFactsOnDemand(index: ctx.index, typeName: name),
                          declared: DeclaredProperties(tree: ctx.tree, typeName: name))
        typeCache[type.index] = f
        return (type, f)
    }

    /// Instances that live as long as the app (app delegates, singletons, what only they
    /// keep) leak nothing, nor do test cases; a type only ever built as a temporary
    /// (`Flow(…).start()`) is kept alive by its own closures on purpose. Asked only once a
    /// closure would be reported: these are the costliest questions about a type (its
    /// conformances, every place the run constructs it), and most types never get that far.
    private func isExempt(_ type: Syntax, _ ctx: LintContext) -> Bool {
        if let known = exemptCache[type.index] { return known }
        let name = type.typeName ?? ""
        let exempt = CaptureScope.livesForever(name, ctx) || CaptureScope.isTestType(name, ctx.index)
            || ctx.index.livesAsLongAsTheApp(name) || ctx.index.isOnlyBuiltAsTemporary(name)
        exemptCache[type.index] = exempt
        return exempt
    }

    private func locals(_ node: Syntax) -> LocalDeclarations? {
        LocalDeclarations(around: node, in: fileContext!)
    }

    private func lookupLocal(_ name: String, at node: Syntax) -> LocalDeclarations.Decl? {
        locals(node)?.lookup(name, at: node)
    }

    /// A member of self that names an object self owns (not a weak back reference).
    private func isOwnedName(_ name: String, _ f: TypeFacts) -> Bool {
        guard f.members.contains(name) || f.owned.contains(name) else { return false }
        if f.weak.contains(name) { return false }
        if f.declaredStrong.contains(name) { return true }
        // Delegates, parents, coordinators and routers point back up the ownership graph
        // (weak by convention, when declared in a file we cannot see).
        if name == "delegate" || name.hasSuffix("Delegate") || name == "parent" || name.hasPrefix("parent") { return false }
        let lower = name.lowercased()
        if lower.hasSuffix("coordinator") || lower.hasSuffix("router") || lower == "owner" { return false }
        return true
    }

    // MARK: Who keeps the closure

    static let adopting: Set<String> = [
        "addAction", "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addChild",
        "addGestureRecognizer", "addInteraction", "append", "insert", "setRightBarButton", "setLeftBarButton",
        "setRightBarButtonItems", "setLeftBarButtonItems", "setToolbarItems", "setViewControllers",
    ]

    /// Initializers whose closures run once (or are covered by other rules).
    static let transientTypes: Set<String> = [
        "Task", "Timer", "UIViewPropertyAnimator", "BlockOperation", "Thread", "DispatchQueue",
        "AsyncStream", "AsyncThrowingStream", "Binding",
    ]

    /// Whether a closure's body is one expression whose root is an initializer of a type the
    /// linted code declares as a SwiftUI `View` (modifiers after it allowed).
    static func buildsOnlyAView(_ closure: Syntax, _ ctx: LintContext) -> Bool {
        let body = closure.children.filter { $0.kind != .closureSignature && $0.kind != .captureList }
        guard body.count == 1, let only = body.first, only.kind == .call,
              let root = SwiftUITree.chainRoot(of: only), root.kind == .call, root.isInitializerCall,
              let type = root.initializerTypeName else { return false }
        return ctx.index.conformances(of: type).contains("View")
    }

    private func keeper(ofClosure c: Syntax, _ ctx: LintContext, _ f: TypeFacts) -> Keeper? {
        guard let p = c.valueParent else { return nil }
        switch p.kind {
        case .assignment:
            guard let lhs = p.firstChild, lhs.index != c.index else { return nil }
            return storeTarget(lhs, ctx, f, depth: 0).map { .stored($0) }
        case .binding:
            guard let vd = p.parent, vd.kind == .varDecl else { return nil }
            if isMemberDecl(vd) {
                guard vd.hasModifier(.lazy), let n = p.name else { return nil }
                return .stored("lazy var `\(n)`")
            }
            return valueKeeper(c, ctx, f, depth: 0).map { .stored($0) }
        case .argument:
            guard let call = p.parent, call.kind == .call, call.firstChild != p else { return nil }
            return keeper(ofArgument: c, call, ctx, f)
        default:
            return nil
        }
    }

    private func keeper(ofArgument c: Syntax, _ call: Syntax, _ ctx: LintContext, _ f: TypeFacts) -> Keeper? {
        let callee = call.callee
        // Repeating timers: `Timer.scheduledTimer(…repeats: true) { }`, `Timer(…repeats: true) { }`.
        if call.calleeNameIs("scheduledTimer") || (call.isInitializerCall && call.initializerTypeName == "Timer") {
            if let r = call.argument(labeled: "repeats")?.argumentValue, r.isTrueLiteral {
                tokenStorage = ownStorage(ofValue: call)
                return .timer
            }
            return nil
        }
        if call.calleeNameIs("addObserver"), call.argument(labeled: "forName") != nil {
            tokenStorage = ownStorage(ofValue: call)
            return .notification
        }
        if call.calleeNameIs("addPeriodicTimeObserver") || call.calleeNameIs("addBoundaryTimeObserver") {
            guard let r = call.receiver, let owner = ownerOfReceiver(r, ctx, f, depth: 0) else { return nil }
            tokenStorage = ownStorage(ofValue: call)
            return .timeObserver(owner)
        }
        if call.calleeNameIs("observe"), let first = call.arguments.first, first.name == nil,
           first.argumentValue?.kind == .keyPath {
            return valueKeeper(call.chainTop, ctx, f, depth: 0).map { .kvo($0) }
        }
        if call.isInitializerCall {
            guard let t = call.initializerTypeName, !Self.transientTypes.contains(t) else { return nil }
            // `UIHostingConfiguration { Row(model: self) }`: a closure that only builds a SwiftUI
            // view is a view builder, run once to make the content; it is the view, not the
            // closure, that is kept (and `[weak self]` could not help it).
            if Self.buildsOnlyAView(c, ctx) { return nil }
            // An initializer of the linted files that only calls the closure keeps nothing.
            if let arg = c.parent, arg.kind == .argument {
                let label = arg.flags.contains(.trailing) ? nil : arg.name
                if ctx.index.initializerKeepsClosure(of: t, label: label) == false { return nil }
            }
            return valueKeeper(call, ctx, f, depth: 0).map { .passed(t, $0) }
        }
        if callee?.kind == .memberAccess, call.receiver != nil {
            if call.calleeNameIs("append") || call.calleeNameIs("insert"), let r = call.receiver {
                if let owner = ownerOfReceiver(r, ctx, f, depth: 0, allowLocals: false) { return .stored(owner) }
            }
            if let s = chainStorage(from: call, ctx, f, needsSubscriber: true) { return .subscription(s) }
        }
        return nil
    }

    /// For a call in a Combine (or Rx) chain: where the resulting subscription is kept.
    private func chainStorage(from call: Syntax, _ ctx: LintContext, _ f: TypeFacts, needsSubscriber: Bool) -> String? {
        var cur = call
        var sawSubscriber = false
        var steps = 0
        while steps < 512 {
            steps += 1
            if cur.calleeNameIs("sink") || cur.calleeNameIs("assign") || cur.calleeNameIs("subscribe") { sawSubscriber = true }
            if cur.calleeNameIs("store"), let a = cur.argument(labeled: "in")?.argumentValue {
                let target = a.kind == .prefixOperator ? (a.firstChild ?? a) : a
                if CombinePipelines.isFinite(chainTop: cur, locals: { [unowned self] n, at in self.lookupLocal(n, at: at) }) { return nil }
                let owner = ownerOfReceiver(target, ctx, f, depth: 0, allowLocals: false)
                if owner != nil { noteDirectProperty(target, target.expressionRoot) }
                return owner
            }
            if cur.calleeNameIs("disposed"), let a = cur.argument(labeled: "by")?.argumentValue {
                if CombinePipelines.isFinite(chainTop: cur, locals: { [unowned self] n, at in self.lookupLocal(n, at: at) }) { return nil }
                return ownerOfReceiver(a, ctx, f, depth: 0, allowLocals: false)
            }
            guard let p = cur.parent, p.kind == .memberAccess, p.firstChild == cur,
                  let gp = p.parent, gp.kind == .call, gp.firstChild == p else { break }
            cur = gp
        }
        guard sawSubscriber || !needsSubscriber else { return nil }
        guard sawSubscriber else { return nil }
        if CombinePipelines.isFinite(chainTop: cur, locals: { [unowned self] n, at in self.lookupLocal(n, at: at) }) { return nil }
        return valueKeeper(cur, ctx, f, depth: 0)
    }

    private func isMemberDecl(_ vd: Syntax) -> Bool {
        var cur = vd.parent
        while let c = cur {
            switch c.kind {
            case .memberBlock: return true
            case .ifConfigClause, .ifConfig: cur = c.parent
            default: return false
            }
        }
        return false
    }

    /// Where an assignment to `lhs` stores the value, when self keeps it: "`self.x`", "`viewModel.onChange`".
    private func storeTarget(_ lhs: Syntax, _ ctx: LintContext, _ f: TypeFacts, depth: Int) -> String? {
        // `x.delegate = …`, `tableView.dataSource = …`: weak by convention, they keep nothing.
        // (`self.dataSource = …` is self's own property: weak only when declared so.)
        if lhs.kind == .memberAccess, let n = lhs.name, CaptureScope.isWeakByConvention(n),
           !(lhs.firstChild?.isSelf ?? true) { return nil }
        if lhs.kind == .memberAccess, let n = lhs.name, lhs.firstChild?.isSelf == true, f.weak.contains(n) { return nil }
        let root = lhs.expressionRoot
        if root.isSelf {
            if root.index == lhs.index { return nil }
            noteDirectProperty(lhs, root)
            return "`\(lhs.compactText)`"
        }
        guard root.kind == .identifier, let name = root.name, name != "_" else { return nil }
        if let d = lookupLocal(name, at: root) {
            if isSelfAlias(d, ctx) { return root.index == lhs.index ? nil : "`\(lhs.compactText)`" }
            guard depth < 5, let _ = localKeeper(d, ctx, f, depth: depth + 1) else { return nil }
            return "`\(lhs.compactText)`"
        }
        guard isOwnedName(name, f) else { return nil }
        noteDirectProperty(lhs, root)
        return "`\(lhs.compactText)`"
    }

    /// The property of self that directly stores the closure (`self.x`, `x`, `x[key]`), if any:
    /// when the type sets it back to nil, the cycle is managed on purpose.
    private var directProperty: String?

    private func noteDirectProperty(_ lhs: Syntax, _ root: Syntax) {
        var cur = lhs
        if cur.kind == .subscriptCall, let c = cur.firstChild { cur = c }
        if cur.kind == .memberAccess, cur.firstChild?.isSelf == true { directProperty = cur.name; return }
        if cur.kind == .identifier, cur.index == root.index, !cur.isSelf { directProperty = cur.name }
    }

    /// Where self stores the token or timer a keeping call returns (`token = center.addObserver…`,
    /// `tokens.append(…)`, `self.timer = Timer.scheduledTimer…`), if it is self's own property.
    private var tokenStorage: String?

    /// Self's stored property that `value` is assigned or appended to: `x = value`,
    /// `self.x = value`, `self.x[key] = value`, `xs.append(value)`.
    private func ownStorage(ofValue value: Syntax) -> String? {
        guard let p = value.valueParent else { return nil }
        func own(_ e: Syntax) -> String? {
            var t = e
            if t.kind == .subscriptCall, let b = t.firstChild { t = b }
            if t.kind == .memberAccess, t.firstChild?.isSelf == true { return t.name }
            if t.kind == .identifier, let n = t.name, !t.isSelf, lookupLocal(n, at: t) == nil { return n }
            return nil
        }
        switch p.kind {
        case .assignment:
            guard let lhs = p.firstChild, lhs.index != value.index else { return nil }
            return own(lhs)
        case .argument:
            guard let call = p.parent, call.kind == .call, call.calleeNameIs("append") || call.calleeNameIs("insert"),
                  let r = call.receiver else { return nil }
            return own(r)
        default:
            return nil
        }
    }

    /// The name of the type's member whose body holds `node`: a function's base name, `init`,
    /// `deinit`, a property's name (the facts of the index name members the same way).
    private func memberName(of node: Syntax, _ ctx: LintContext) -> String? {
        guard let type = ctx.enclosingType, let m = CaptureScope.member(containing: node, in: type) else { return nil }
        switch m.declKeyword {
        case .`init`: return "init"
        case .deinit: return "deinit"
        case .subscript: return "subscript"
        default: break
        }
        if m.kind == .varDecl { return m.children(.binding).first?.name }
        return m.name
    }

    /// Whether the type breaks the cycle on purpose, in any of its files or superclasses, in a
    /// member other than `deinit` (which cannot run while the cycle holds) and other than the
    /// one that creates the closure (there a reset only replaces the previous one), or inside
    /// the closure itself:
    /// - a stored closure, a KVO observation or a helper holding the closure: set to nil or emptied;
    /// - a Combine subscription: cancelled, set to nil or its storage emptied;
    /// - a repeating timer: invalidated;
    /// - an AVPlayer time observer: removed with `removeTimeObserver`;
    /// - a NotificationCenter token: removed, and set to nil or its storage emptied (the token
    ///   itself holds the block).
    private func cycleIsBroken(_ keeper: Keeper, closure c: Syntax, _ ctx: LintContext) -> Bool {
        let storage: String?
        var accepted: Set<StorageTeardown.Action> = [.setToNil, .emptied]
        var needsRemoval = false
        switch keeper {
        case .stored, .passed, .kvo:
            storage = directProperty
        case .subscription:
            storage = directProperty
            accepted.insert(.cancelled)
        case .timer:
            storage = tokenStorage
            accepted = [.invalidated]
        case .timeObserver:
            storage = tokenStorage
            accepted = [.observerRemoved]
        case .notification:
            storage = tokenStorage
            needsRemoval = true
        }
        guard let name = storage, let typeName = ctx.enclosingType?.typeName else { return false }
        let registering = memberName(of: c, ctx)
        var done = Set(ctx.index.teardowns(of: name, in: typeName)
            .filter { $0.member != "deinit" && $0.member != registering }.map(\.action))
        done.formUnion(Self.teardowns(of: name, inside: c))
        if needsRemoval { return done.contains(.observerRemoved) && !done.isDisjoint(with: accepted) }
        return !done.isDisjoint(with: accepted)
    }

    /// Teardowns of self's property `name` written inside the closure itself (a subscription
    /// that cancels itself, a completion that clears its own storage).
    static func teardowns(of name: String, inside c: Syntax) -> Set<StorageTeardown.Action> {
        var out: Set<StorageTeardown.Action> = []
        func target(_ e: Syntax) -> Bool {
            var cur = e
            if cur.kind == .subscriptCall, let b = cur.firstChild { cur = b }
            if cur.kind == .memberAccess, cur.firstChild?.isSelf == true { return cur.name == name }
            return cur.kind == .identifier && cur.name == name
        }
        for d in c.descendants {
            if d.kind == .assignment, let lhs = d.firstChild, let rhs = lhs.nextSibling, target(lhs) {
                if rhs.kind == .literal, c.tree.file.tokens[rhs.firstTokenIndex].keyword == .nil { out.insert(.setToNil) }
                if rhs.kind == .arrayLiteral || rhs.kind == .dictionaryLiteral, rhs.firstChild == nil { out.insert(.emptied) }
            }
            guard d.kind == .call, let callee = d.calleeName else { continue }
            switch callee {
            case "cancel", "invalidate", "removeAll", "removeValue":
                guard let r = d.receiver, target(r) else { continue }
                out.insert(callee == "cancel" ? .cancelled : callee == "invalidate" ? .invalidated : .emptied)
            case "removeObserver", "removeTimeObserver":
                if let a = d.arguments.first?.argumentValue, target(a) { out.insert(.observerRemoved) }
            default: break
            }
        }
        return out
    }

    /// The object a method is called on, when self keeps it: "self", "`stackView`".
    private func ownerOfReceiver(_ r: Syntax, _ ctx: LintContext, _ f: TypeFacts, depth: Int,
                                 allowLocals: Bool = true) -> String? {
        if r.isSelf { return "self" }
        let root = r.expressionRoot
        if root.isSelf { return "`\(r.compactText)`" }
        guard root.kind == .identifier, let name = root.name else { return nil }
        if let d = lookupLocal(name, at: root) {
            if isSelfAlias(d, ctx) { return "`\(r.compactText)`" }
            guard allowLocals || root.index != r.index, depth < 5, localKeeper(d, ctx, f, depth: depth + 1) != nil
            else { return nil }
            return "`\(r.compactText)`"
        }
        return isOwnedName(name, f) ? "`\(r.compactText)`" : nil
    }

    /// What keeps the value of expression `e` alive, following it into calls, collections,
    /// initializers and locals: nil when nothing self owns keeps it.
    private func valueKeeper(_ e: Syntax, _ ctx: LintContext, _ f: TypeFacts, depth: Int) -> String? {
        guard depth < 6 else { return nil }
        var cur = e
        for _ in 0..<24 {
            guard let p = cur.valueParent else { return nil }
            switch p.kind {
            case .arrayLiteral, .dictionaryLiteral:
                cur = p
            case .argument:
                guard let call = p.parent, call.kind == .call, call.firstChild != p else { return nil }
                if call.isInitializerCall {
                    if let t = call.initializerTypeName, Self.transientTypes.contains(t) { return nil }
                    cur = call
                    continue
                }
                guard let callee = call.callee, let name = callee.name, Self.adopting.contains(name) else { return nil }
                guard let r = call.receiver else { return callee.kind == .identifier ? "self" : nil }
                // Collections are values: appending to a local copy keeps nothing.
                let collection = name == "append" || name == "insert"
                return ownerOfReceiver(r, ctx, f, depth: depth, allowLocals: !collection)
            case .assignment:
                guard let lhs = p.firstChild, lhs.index != cur.index else { return nil }
                return storeTarget(lhs, ctx, f, depth: depth)
            case .returnStmt:
                // `return button` at the end of `lazy var button: UIButton = { … }()`.
                return initializedMember(returning: p)
            case .binding:
                guard let vd = p.parent, vd.kind == .varDecl, let n = p.name else { return nil }
                if isMemberDecl(vd) { return "`\(n)`" }
                guard let decl = locals(p)?.declaration(of: n, madeBy: p) else { return nil }
                return localKeeper(decl, ctx, f, depth: depth + 1)
            default:
                return nil
            }
        }
        return nil
    }

    /// For a `return` inside an immediately invoked closure that initializes a stored
    /// property (`lazy var b: UIButton = { …; return b }()`): that property.
    private func initializedMember(returning ret: Syntax) -> String? {
        for a in ret.ancestors {
            switch a.kind {
            case .closure:
                guard let call = a.parent, call.kind == .call, call.firstChild == a,
                      let bd = call.valueParent, bd.kind == .binding, let vd = bd.parent, vd.kind == .varDecl,
                      isMemberDecl(vd), let n = bd.name else { return nil }
                return "`\(n)`"
            case .funcDecl, .accessor, .typeDecl: return nil
            default: continue
            }
        }
        return nil
    }

    /// What keeps the object held by a local: it aliases something self owns, or it is later
    /// stored/added into something self owns.
    private func localKeeper(_ d: LocalDeclarations.Decl, _ ctx: LintContext, _ f: TypeFacts, depth: Int) -> String? {
        guard depth < 6 else { return nil }
        let tree = ctx.tree
        let dn = d.node
        switch dn.kind {
        case .binding:
            if let i = dn.initializer, isOwnedAlias(i, ctx, f) { return "`\(i.compactText)`" }
        case .optionalBinding:
            if let i = dn.firstChild {
                if isOwnedAlias(i, ctx, f) { return "`\(i.compactText)`" }
            } else if isOwnedName(d.name, f) {
                return "`\(d.name)`"
            }
        default:
            return nil
        }
        let nodes = tree.nodes
        let file = tree.file
        var j = max(d.scope.lowerBound, d.node.index + 1)
        while j < d.scope.upperBound {
            defer { j += 1 }
            guard nodes[j].kind == .identifier, Int(nodes[j].firstToken) > d.token else { continue }
            let nt = Int(nodes[j].name)
            guard nt >= 0, file.hasSameText(nt, d.token)
                    || (file.tokens[nt].flags.contains(.backticked) && file.identifierText(nt) == d.name) else { continue }
            let u = tree.node(j)
            var cand = u
            if let p = u.parent, p.kind == .memberAccess, p.firstChild == u {
                guard p.nameIs("view") else { continue }
                cand = p
            }
            if let r = valueKeeper(cand, ctx, f, depth: depth + 1) { return r }
        }
        return nil
    }

    /// `let strongSelf = self`, `guard let strongSelf = self`.
    private func isSelfAlias(_ d: LocalDeclarations.Decl, _ ctx: LintContext) -> Bool {
        let dn = d.node
        guard dn.kind == .binding || dn.kind == .optionalBinding else { return false }
        let v = dn.kind == .binding ? dn.initializer : dn.firstChild
        return v?.isSelf == true
    }

    /// `self.x`, `x` (a member self owns), `self`.
    private func isOwnedAlias(_ e: Syntax, _ ctx: LintContext, _ f: TypeFacts) -> Bool {
        var e = e
        while e.kind == .tryExpr || e.kind == .awaitExpr, let c = e.firstChild { e = c }
        guard e.kind == .identifier || e.kind == .memberAccess || e.kind == .subscriptCall else { return false }
        let root = e.expressionRoot
        if root.isSelf { return root.index != e.index }
        guard root.kind == .identifier, let n = root.name else { return false }
        if lookupLocal(n, at: root) != nil { return false }
        return isOwnedName(n, f)
    }

    // MARK: Which `self` the closure sees

    struct SelfBinding {
        /// `self` tokens in the closure are the strong instance.
        var explicitSelf: Bool
        /// Names bound to the strong self (`guard let strongSelf = self`).
        var aliases: Set<String>
    }

    /// How `self` reads inside closure (or call) `c`: nil when it is weak/unowned there.
    private func selfBinding(for c: Syntax) -> SelfBinding? {
        if c.kind == .closure, let cap = c.selfCapture {
            if cap.specifier == .weak || cap.specifier == .unowned { return nil }
            return SelfBinding(explicitSelf: true, aliases: [])
        }
        for a in c.ancestors {
            switch a.kind {
            case .closure:
                guard let cap = a.selfCapture else { continue }
                if cap.specifier == .unowned { return nil }
                if cap.specifier != .weak { return SelfBinding(explicitSelf: true, aliases: []) }
                let names = rebindings(of: c, inside: a)
                if names.isEmpty { return nil }
                var aliases = names
                let explicit = aliases.remove("self") != nil
                return SelfBinding(explicitSelf: explicit, aliases: aliases)
            case .typeDecl:
                return SelfBinding(explicitSelf: true, aliases: [])
            default:
                continue
            }
        }
        return SelfBinding(explicitSelf: true, aliases: [])
    }

    /// Names bound to an unwrapped `self` (`guard let self`, `if let strongSelf = self`) in
    /// scope at `c`, between `c` and the weakly capturing closure `w`.
    private func rebindings(of c: Syntax, inside w: Syntax) -> Set<String> {
        var names = Set<String>()
        func bound(_ ob: Syntax) -> String? {
            guard let n = ob.name else { return nil }
            if let v = ob.firstChild { return v.isSelf ? n : nil }
            return n == "self" ? n : nil
        }
        var child = c
        var cur = c.parent
        while let a = cur {
            switch a.kind {
            case .codeBlock, .closure, .switchCase, .ifConfigClause:
                for stmt in a.children {
                    if stmt.index >= child.index { break }
                    if stmt.kind == .guardStmt, let cl = stmt.child(.conditionList) {
                        for ob in cl.children where ob.kind == .optionalBinding { if let n = bound(ob) { names.insert(n) } }
                    }
                }
            case .ifStmt, .whileStmt:
                if child.kind == .codeBlock, a.child(.codeBlock) == child, let cl = a.child(.conditionList) {
                    for ob in cl.children where ob.kind == .optionalBinding { if let n = bound(ob) { names.insert(n) } }
                }
            default: break
            }
            if a.index == w.index { break }
            child = a
            cur = a.parent
        }
        return names
    }

    // MARK: The first strong reference

    private func firstStrongReference(in c: Syntax, _ b: SelfBinding, _ ctx: LintContext, _ f: TypeFacts) -> Int? {
        if let cap = c.selfCapture, cap.specifier == .none { return b.explicitSelf ? cap.token : nil }
        let tree = ctx.tree
        let nodes = tree.nodes
        let file = tree.file
        let end = Int(nodes[c.index].end)
        var i = c.index + 1
        if i < end, nodes[i].kind == .captureList { i = Int(nodes[i].end) } // evaluated outside the closure
        while i < end {
            let k = nodes[i].kind
            switch k {
            case .closure:
                let n = tree.node(i)
                if let cap = n.selfCapture {
                    guard b.explicitSelf else { i = Int(nodes[i].end); continue }
                    // The nested capture list reads self from this closure: a strong capture here.
                    if let list = n.firstChild {
                        var j = list.index + 1
                        let le = Int(nodes[list.index].end)
                        while j < le {
                            if nodes[j].kind == .identifier, tree.node(j).isSelf { return Int(nodes[j].firstToken) }
                            if nodes[j].kind == .captureItem, j == cap.item.index { return cap.token }
                            j += 1
                        }
                    }
                    return cap.token
                }
                i += 1
            case .typeDecl, .keyPath:
                i = Int(nodes[i].end)
            case .identifier:
                let n = tree.node(i)
                if n.isSelf {
                    if b.explicitSelf { return n.firstTokenIndex }
                } else if b.explicitSelf || !b.aliases.isEmpty, let nt = n.nameToken, file.tokens[nt].kind == .identifier {
                    // (Without an alias or an implicit self, only `self` itself can be a strong
                    // reference: the name is not read.)
                    let name = file.identifierText(nt)
                    if b.aliases.contains(name) || (b.explicitSelf && (f.members.contains(name) || f.inherited.contains(name))) {
                        if lookupLocal(name, at: n) == nil || (b.aliases.contains(name) && !declaredInside(c, name, n)) {
                            if !isArgumentLabelLike(n) { return n.firstTokenIndex }
                        }
                    }
                }
                i += 1
            default:
                i += 1
            }
        }
        return nil
    }

    /// Whether `name` is (re)declared inside closure `c` before `use`.
    private func declaredInside(_ c: Syntax, _ name: String, _ use: Syntax) -> Bool {
        guard let d = lookupLocal(name, at: use) else { return false }
        return d.token > c.firstTokenIndex
    }

    /// `foo` in `foo:` positions that the parser may keep as identifiers (defensive).
    private func isArgumentLabelLike(_ n: Syntax) -> Bool {
        let toks = n.tree.file.tokens
        let t = n.firstTokenIndex
        return t + 1 < toks.count && toks[t + 1].kind == .colon && n.parent?.kind == .argument && n.parent?.nameToken == t
    }
}
