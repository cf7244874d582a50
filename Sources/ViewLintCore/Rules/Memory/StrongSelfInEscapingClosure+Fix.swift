/// The `[weak self]` fix of `strong_self_in_escaping_closure`, offered only where the closure returns nothing.
extension StrongSelfInEscapingClosureRule {
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
}
