/// What tears a stored value down: the one table that the fact scanner (on tokens, for the
/// index's `StorageTeardown` facts) and the tree rules read, so that "`x` is emptied" or "`x`
/// is cancelled" means the same in every rule and in every file of a type.
enum Teardown {
    /// A method that, called on the storage, tears it down: `x.removeAll()`, `x?.cancel()`,
    /// `self.x.invalidate()`.
    struct Method {
        let name: StaticString
        let action: StorageTeardown.Action
        /// `cancel()` and `invalidate()` end a subscription, a task, a timer; with arguments
        /// they are some other API (`cancel(_ request:)`), not the teardown.
        let needsNoArguments: Bool
    }

    static let methods: [Method] = [
        Method(name: "removeAll", action: .emptied, needsNoArguments: false),
        Method(name: "removeValue", action: .emptied, needsNoArguments: false),
        Method(name: "cancel", action: .cancelled, needsNoArguments: true),
        // A collection of cancellables with a `cancelAll()` helper: each one cancelled.
        Method(name: "cancelAll", action: .cancelled, needsNoArguments: true),
        Method(name: "invalidate", action: .invalidated, needsNoArguments: true),
    ]

    /// Methods that unregister the storage passed as their first argument (`.observerRemoved`):
    /// `removeObserver(x)`, `removeObserver(self, name: …)`, `player.removeTimeObserver(x)`.
    static let removals: [StaticString] = ["removeObserver", "removeTimeObserver"]

    /// Types whose empty initializer empties the storage it is assigned to: `x = Set()`,
    /// `x = Set<T>()` (as `x = []` and `x = [:]` do).
    static let emptyInitializers: [StaticString] = ["Set"]

    /// Indexed by byte: whether a method name above starts with it. The token scanner tests an
    /// identifier's first byte before comparing its text with any name (most identifiers stop there).
    static let startsAName: [Bool] = {
        var out = [Bool](repeating: false, count: 256)
        for m in methods { out[Int(m.name.utf8Start[0])] = true }
        for r in removals { out[Int(r.utf8Start[0])] = true }
        return out
    }()

    // MARK: Tokens

    /// The table's method whose name token `i` is, if any.
    static func method(at i: Int, in file: SourceFile) -> Method? {
        for m in methods where file.tokenEquals(i, m.name) { return m }
        return nil
    }

    /// Whether token `i` names one of the removal methods.
    static func isRemoval(at i: Int, in file: SourceFile) -> Bool {
        removals.contains { file.tokenEquals(i, $0) }
    }

    /// Whether token `i` names a type of `emptyInitializers`.
    static func isEmptyInitializerType(at i: Int, in file: SourceFile) -> Bool {
        emptyInitializers.contains { file.tokenEquals(i, $0) }
    }

    // MARK: Syntax tree

    /// What assigning `value` does to the assigned storage: `nil` sets it to nil, `[]`, `[:]`
    /// and `Set()` empty it; anything else is no teardown.
    static func action(assigning value: Syntax) -> StorageTeardown.Action? {
        if value.isNilLiteral { return .setToNil }
        switch value.kind {
        case .arrayLiteral, .dictionaryLiteral:
            return value.firstChild == nil ? .emptied : nil
        case .call:
            guard let c = value.callee, c.kind == .identifier, c.nextSibling == nil,
                  emptyInitializers.contains(where: { c.nameIs($0) }) else { return nil }
            return .emptied
        default:
            return nil
        }
    }

    /// What call `call` does, and to which expression: the receiver of a teardown method
    /// (`x` in `x?.cancel()`), the first argument of a removal (`x` in `removeObserver(x)`).
    static func action(ofCall call: Syntax) -> (action: StorageTeardown.Action, target: Syntax)? {
        guard call.kind == .call, let c = call.callee, c.kind == .identifier || c.kind == .memberAccess else { return nil }
        if let m = methods.first(where: { c.nameIs($0.name) }) {
            if m.needsNoArguments, !call.hasNoArguments { return nil }
            guard let r = call.receiver else { return nil }
            return (m.action, r)
        }
        if removals.contains(where: { c.nameIs($0) }), let a = call.arguments.first?.argumentValue {
            return (.observerRemoved, a)
        }
        return nil
    }
}

extension Syntax {
    /// A call of one of the teardown table's methods that does `action` (`t.invalidate()` for
    /// `.invalidated`), whatever its receiver.
    func isTeardownCall(_ action: StorageTeardown.Action) -> Bool {
        guard kind == .call, let c = callee, c.kind == .identifier || c.kind == .memberAccess else { return false }
        return Teardown.methods.contains { $0.action == action && c.nameIs($0.name) && (!$0.needsNoArguments || hasNoArguments) }
    }
}
