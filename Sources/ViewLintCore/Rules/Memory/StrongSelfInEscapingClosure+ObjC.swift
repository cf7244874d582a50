/// The Objective-C half of `StrongSelfInEscapingClosureRule` (`StrongSelfInEscapingClosure.swift`): run by `ObjCChecks` over
/// each `.m`/`.h` file, messages in Objective-C terms.
extension ObjCChecks {
    /// Stored-property names of a class, for implicit `self` through `_ivar`.
    func propertyNames(_ cls: String) -> Set<String> {
        var out: Set<String> = []
        for c in file.containers where c.name == cls && (c.kind == .interface || c.kind == .category) {
            for p in c.properties { out.insert(p.name) }
        }
        return out
    }

    mutating func strongSelf(_ cls: String, _ methods: [ObjCFile.Method]) {
        // The app delegate and singletons live as long as the app: their cycles free nothing.
        if Self.livesForTheApp(cls, methods, index, file) { return }
        let ivars = Set(propertyNames(cls).map { "_" + $0 })
        var reported: Set<Int> = []
        for m in methods where m.isInstance {
            guard let body = m.body else { continue }
            let sends = file.sends(in: body)
            for b in file.blocks(in: body) {
                guard let keeper = keeper(ofBlock: b.caret, body, sends) else { continue }
                if let storage = keeper.storage,
                   cycleIsBroken(storage, keeper.kind, methods, registering: m, block: b.body) { continue }
                guard let tok = strongSelfToken(b.body, ivars), reported.insert(tok).inserted else { continue }
                report(StrongSelfInEscapingClosureRule.info, token: tok,
                       "Block \(keeper.phrase) captures `self` strongly, \(keeper.consequence); capture a weak reference (__weak typeof(self) weakSelf = self) instead")
            }
        }
    }

    /// An app delegate (by conformance or name, as in Swift), a class the Swift code only
    /// builds where the app keeps it, or a class with a `+shared…`-style factory that keeps
    /// one instance in a `static` (`static X *s; … s = [[self alloc] init];`).
    static func livesForTheApp(_ cls: String, _ methods: [ObjCFile.Method], _ index: TypeIndex, _ file: ObjCFile) -> Bool {
        if cls.hasSuffix("AppDelegate") { return true }
        let conf = index.conformances(of: cls)
        if conf.contains("UIApplicationDelegate") || conf.contains("NSApplicationDelegate") { return true }
        if index.livesAsLongAsTheApp(cls) { return true }
        for m in methods where !m.isInstance && !m.selector.containsBytes(":") {
            guard let body = m.body else { continue }
            var hasStatic = false, allocatesSelf = false
            for k in body {
                if file.tok(k, "static") { hasStatic = true }
                if file.tok(k, "alloc") || file.tok(k, "new"), file.tok(k - 1, "self") || file.tok(k - 1, cls) { allocatesSelf = true }
            }
            if hasStatic && allocatesSelf { return true }
        }
        return false
    }

    /// Whether the class releases what keeps the block in a method other than `dealloc` and
    /// the one that registers it, or inside the block itself: a stored block set to nil, a
    /// timer invalidated, a block observer's token removed and set to nil.
    func cycleIsBroken(_ storage: String, _ kind: Keeper.Kind, _ methods: [ObjCFile.Method], registering: ObjCFile.Method,
                       block: Range<Int>) -> Bool {
        var nilled = false, removed = false, invalidated = false
        func scan(_ r: Range<Int>, aliasesFrom scope: Range<Int>? = nil) {
            let aliases = selfAliases(in: scope ?? r)
            for k in r where file.tok(k, "nil") && file.tok(k - 1, "=") && (file.tok(k + 1, ";") || file.tok(k + 1, "}")) {
                if let lhs = assignedTo(k, r), Self.key(lhs, aliases) == storage { nilled = true }
            }
            // Locals copied from the storage: `id<NSObject> token = self.observer;`.
            var copies: Set<String> = []
            for k in r where file.tok(k, "=") && file.tokens[k - 1].kind == .identifier {
                var j = k + 1
                while j < r.upperBound, !file.tok(j, ";"), j < k + 8 { j += 1 }
                if j > k + 1, Self.key(file.text((k + 1)..<j), aliases) == storage { copies.insert(file.text(k - 1)) }
            }
            for s in file.sends(in: r) {
                if s.selector.hasPrefix("removeObserver:"), let a = s.arguments.first {
                    let argument = file.text(a)
                    if Self.key(argument, aliases) == storage || copies.contains(argument) { removed = true }
                }
                if s.selector == "invalidate", Self.key(receiver(s), aliases) == storage { invalidated = true }
            }
        }
        for m in methods where m.isInstance && m.selector != "dealloc" && m.startToken != registering.startToken {
            if let b = m.body { scan(b) }
        }
        // The block's own aliases may start outside it (`__weak typeof(self) weakSelf = self;`).
        scan(block, aliasesFrom: registering.body ?? block)
        switch kind {
        case .stored: return nilled
        case .timer: return invalidated
        // Removing the observer releases its block; a token self keeps strongly still holds
        // the block until it is set to nil, a weak one does not.
        case .notification: return removed && (nilled || isWeakStorage(storage))
        }
    }

    /// Locals that stand for `self` in a range: `__weak typeof(self) weakSelf = self;` and
    /// `__strong typeof(weakSelf) strongSelf = weakSelf;` (any names).
    func selfAliases(in r: Range<Int>) -> Set<String> {
        var out: Set<String> = []
        for k in r where file.tok(k + 1, "=") && file.tokens[k].kind == .identifier && (file.tok(k + 3, ";")) {
            guard file.tok(k - 1, ")") || file.tok(k - 1, "*") else { continue }
            let rhs = file.text(k + 2)
            if rhs == "self" || out.contains(rhs) { out.insert(file.text(k)) }
        }
        return out
    }

    /// Whether `name` is declared `weak` (a property) or `__weak` (an instance variable) in this file.
    func isWeakStorage(_ name: String) -> Bool {
        for c in file.containers where c.kind == .interface || c.kind == .category || c.kind == .implementation {
            if c.properties.contains(where: { $0.name == name && $0.attributes.contains("weak") }) { return true }
        }
        let ivar = "_" + name
        for k in file.tokens.indices where file.tok(k, "__weak") {
            var j = k + 1
            while j < file.tokens.count, j < k + 6, !file.tok(j, ";") {
                if file.tok(j, name) || file.tok(j, ivar) { return file.tok(j + 1, ";") }
                j += 1
            }
        }
        return false
    }

    /// The first `self` (or `_ivar`) in a block body that the block captures.
    func strongSelfToken(_ body: Range<Int>, _ ivars: Set<String>) -> Int? {
        for k in body {
            // libextobjc's `@strongify(self)` and its look-alikes (`MXStrongifyAndReturnIfNil(self)`)
            // declare a local `self` from the weak copy their `weakify` twin made outside the
            // block: every later `self` is that local.
            if file.tokens[k].kind == .identifier, file.tok(k + 1, "("), file.tok(k + 2, "self"),
               file.text(k).lowercased().containsBytes("strongify") { return nil }
            if file.tok(k, "self") {
                // `typeof(self)` is not evaluated; `weakSelf` is another token.
                if file.tok(k - 1, "("), file.tok(k - 2, "typeof") || file.tok(k - 2, "__typeof") || file.tok(k - 2, "__typeof__") { continue }
                return k
            }
            if file.tokens[k].kind == .identifier, !ivars.isEmpty, ivars.contains(file.text(k)),
               !file.tok(k - 1, "."), !file.tok(k - 1, "->") { return k }
        }
        return nil
    }

    struct Keeper {
        enum Kind { case stored, timer, notification }
        var phrase: String
        var consequence: String
        var kind: Kind = .stored
        /// Self's storage that keeps the block (a property, ivar or token), when there is one.
        var storage: String?
    }

    /// Who keeps a block alive: a property of self it is assigned to, a repeating timer,
    /// a block-based NotificationCenter observer, or a call whose result self stores.
    func keeper(ofBlock caret: Int, _ body: Range<Int>, _ sends: [ObjCFile.Send]) -> Keeper? {
        let cycle = "and self keeps the block alive (retain cycle)"
        // `self.onSave = ^{ … }` / `_onSave = ^{ … }`
        if let lhs = assignedTo(caret, body), Self.isSelfStorage(lhs) {
            return Keeper(phrase: "stored in \(lhs)", consequence: cycle, storage: Self.key(lhs))
        }
        // The innermost send the block is an argument of.
        var inner: ObjCFile.Send? = nil
        for s in sends where s.arguments.contains(where: { $0.contains(caret) }) {
            if inner == nil || s.open > inner!.open { inner = s }
        }
        guard let s = inner else { return nil }
        if s.selector.hasPrefix("addObserverForName:") {
            return Keeper(phrase: "of a NotificationCenter block observer",
                          consequence: "so NotificationCenter keeps self alive until the observer is removed",
                          kind: .notification, storage: assignedTo(s.open, body).map { Self.key($0) })
        }
        if s.selector.containsBytes("TimeInterval:repeats:block:"),
           let i = s.selector.split(separator: ":").firstIndex(of: "repeats"), i < s.arguments.count {
            // A one-shot timer lets go of its block once it fires.
            guard ["YES", "true"].contains(file.text(s.arguments[i])) else { return nil }
            return Keeper(phrase: "of a repeating NSTimer", consequence: "so the run loop keeps self alive until the timer is invalidated",
                          kind: .timer, storage: assignedTo(s.open, body).map { Self.key($0) })
        }
        // A setter on self: `[self setOnSave:^{ … }]`.
        if receiver(s) == "self", s.arguments.count == 1, s.selector.hasPrefix("set"),
           let c = s.selector.dropFirst(3).first, c.isUppercase {
            let property = c.lowercased() + s.selector.dropFirst(4).dropLast()
            return Keeper(phrase: "passed to [self \(s.selector)]", consequence: cycle, storage: property)
        }
        // An object created with the block and stored by self:
        // `self.manager = [[Manager alloc] initWithCompletion:^{ … }]`. (Other calls whose
        // result is stored, such as `beginBackgroundTaskWithExpirationHandler:`, return a
        // value that does not hold the block.)
        if s.selector.hasPrefix("init"), file.text(s.receiver).hasSuffix(" alloc]"),
           let lhs = assignedTo(s.open, body), Self.isSelfStorage(lhs) {
            return Keeper(phrase: "passed to `\(s.selector)` kept by \(lhs)", consequence: cycle, storage: Self.key(lhs))
        }
        return nil
    }

    static func isSelfStorage(_ lhs: String) -> Bool {
        (lhs.hasPrefix("self.") || lhs.hasPrefix("self->") || lhs.hasPrefix("_")) && !lhs.containsBytes("[")
    }

    /// The left side of `lhs = <expr starting at start>;`, if the expression is directly assigned.
    func assignedTo(_ start: Int, _ body: Range<Int>) -> String? {
        guard file.tok(start - 1, "=") else { return nil }
        var k = start - 2
        while k >= body.lowerBound, !file.tok(k, ";"), !file.tok(k, "{"), !file.tok(k, "}") { k -= 1 }
        let lhs = (k + 1)..<(start - 1)
        return lhs.isEmpty ? nil : file.text(lhs)
    }
}

extension StrongSelfInEscapingClosureRule: ObjectiveCChecked {
    static func checkObjC(_ checks: inout ObjCChecks, _ cls: ObjCChecks.ImplementedClass) {
        checks.strongSelf(cls.name, cls.methods)
    }
}
