/// Teardowns and self references: storage a type empties, invalidates or unregisters (what
/// counts is `Teardown`'s table, which the tree rules read too), and where `self` is handed to
/// another object.
extension FactScanner {
    /// `x = nil`, `self.x = []`, `x = Set()`, `x[key] = nil`; `a.delegate = self`.
    mutating func assignment(_ eq: Int) {
        guard let type = typeNames.last, inMember, !inPreviewMember else { return }
        let r = eq + 1
        guard r < n else { return }
        var action: StorageTeardown.Action?
        var selfValue = false
        let rt = toks[r]
        if rt.keyword == .nil {
            action = .setToNil
        } else if rt.kind == .lBracket, r + 1 < n,
                  toks[r + 1].kind == .rBracket || (toks[r + 1].kind == .colon && r + 2 < n && toks[r + 2].kind == .rBracket) {
            action = .emptied
        } else if rt.kind == .identifier, Teardown.isEmptyInitializerType(at: r, in: file) {
            var k = r + 1
            if k < n, toks[k].kind == .operator, firstByte(k) == UInt8(ascii: "<") { k = DeclarationScanner.skipAngles(file, k) }
            if k + 1 < n, toks[k].kind == .lParen, toks[k + 1].kind == .rParen { action = .emptied }
        } else if rt.keyword == .`self` {
            let e = r + 1
            if e >= n || toks[e].kind == .rBrace || toks[e].kind == .semicolon || toks[e].flags.contains(.newlineBefore) {
                selfValue = true
            }
        }
        if action == nil, !selfValue, eq >= 2, toks[eq - 2].kind == .period, file.tokenEquals(eq - 1, "rootViewController") {
            rootAssignment(valueAt: r, type: type)
            return
        }
        guard action != nil || selfValue else { return }
        if bindingName(beforeEqual: eq) != nil { return } // `var x: T? = nil` declares, it does not tear down
        let subscripted = toks[eq - 1].kind == .rBracket
        guard let lhs = assignedName(beforeEqual: eq) else { return }
        if selfValue {
            guard !lhs.own, !subscripted else { return }
            let ref = SelfReference(type: type, name: lhs.name, isArgument: false, path: path)
            if seenReferences.insert(ref).inserted { facts.selfReferences.append(ref) }
            return
        }
        guard lhs.own, var a = action, let member = memberName else { return }
        if subscripted { a = .setToNil }
        if subscripted, action != .setToNil { return }
        addTeardown(type, lhs.name, a, member)
    }

    /// `….rootViewController = name`, `= self.name`, `= owner.name`, `= self.owner.name` (optional
    /// chaining allowed), ending the statement. Constructions (`= T()`) are construction sites;
    /// calls and longer paths are not followed.
    mutating func rootAssignment(valueAt start: Int, type: String) {
        guard let member = memberName else { return }
        var k = start
        if k + 1 < n, toks[k].keyword == .`self`, toks[k + 1].kind == .period { k += 2 }
        var names: [Int] = []
        while k < n, names.count < 3 {
            guard toks[k].kind == .identifier, toks[k].keyword == .none || toks[k].flags.contains(.backticked), !isUpper(k) else { return }
            names.append(k)
            k += 1
            while k < n, toks[k].kind == .questionPostfix || toks[k].kind == .exclaimPostfix { k += 1 }
            guard k + 1 < n, toks[k].kind == .period, !toks[k].flags.contains(.newlineBefore) else { break }
            k += 1
        }
        let ends = k >= n || toks[k].kind == .rBrace || toks[k].kind == .semicolon
            || (toks[k].flags.contains(.newlineBefore) && toks[k].kind != .period && toks[k].kind != .operator)
        guard ends, names.count == 1 || names.count == 2 else { return }
        let a = RootControllerAssignment(type: type, member: member,
                                         receiver: names.count == 2 ? file.identifierText(names[0]) : nil,
                                         property: file.identifierText(names[names.count - 1]),
                                         inSetup: members.last?.isSetup == true && closureCount == 0, inClosure: closureCount > 0,
                                         path: path)
        if !facts.rootAssignments.contains(a) { facts.rootAssignments.append(a) }
    }

    mutating func addTeardown(_ type: String, _ storage: String, _ a: StorageTeardown.Action, _ member: String) {
        let t = StorageTeardown(type: type, storage: storage, action: a, member: member, path: path)
        if seenTeardowns.insert(t).inserted { facts.teardowns.append(t) }
    }

    /// The storage `x` in `x.m(…)`, `x?.m(…)`, `self.x.m(…)` for the method name at `i`.
    func ownReceiver(ofMethodAt i: Int) -> String? {
        guard i >= 2, toks[i - 1].kind == .period else { return nil }
        var b = i - 2
        while b > 0, toks[b].kind == .questionPostfix || toks[b].kind == .exclaimPostfix { b -= 1 }
        guard toks[b].kind == .identifier, toks[b].keyword == .none || toks[b].flags.contains(.backticked) else { return nil }
        if b > 0, toks[b - 1].kind == .period {
            guard b >= 2, toks[b - 2].keyword == .`self`, !(b >= 3 && toks[b - 3].kind == .period) else { return nil }
        }
        return file.identifierText(b)
    }

    mutating func teardownCall(_ i: Int, _ a: StorageTeardown.Action, needsNoArguments: Bool) {
        guard i + 1 < n, toks[i + 1].kind == .lParen else { return }
        if needsNoArguments, !(i + 2 < n && toks[i + 2].kind == .rParen) { return }
        guard let type = typeNames.last, let member = memberName, let storage = ownReceiver(ofMethodAt: i) else { return }
        addTeardown(type, storage, a, member)
    }

    /// `removeObserver(x)`, `removeObserver(self.x)`, `removeObserver(self, name: …)`,
    /// `player.removeTimeObserver(x)`.
    mutating func observerRemoval(_ i: Int) {
        guard i + 2 < n, toks[i + 1].kind == .lParen, let type = typeNames.last, let member = memberName else { return }
        if i > 0, toks[i - 1].keyword == .func { return }
        let a = i + 2
        func ends(_ k: Int) -> Bool {
            k < n && (toks[k].kind == .rParen || toks[k].kind == .comma || toks[k].kind == .exclaimPostfix
                      || toks[k].kind == .questionPostfix)
        }
        var storage: String?
        if toks[a].keyword == .`self` {
            if a + 3 < n, toks[a + 1].kind == .period, toks[a + 2].kind == .identifier, ends(a + 3) {
                storage = file.identifierText(a + 2)
            } else if ends(a + 1) {
                storage = "self"
            }
        } else if toks[a].kind == .identifier, toks[a].keyword == .none || toks[a].flags.contains(.backticked), ends(a + 1) {
            storage = firstByte(a) == UInt8(ascii: "$") ? forEachReceiver(around: a) : file.identifierText(a)
        }
        if let s = storage { addTeardown(type, s, .observerRemoved, member) }
    }

    /// For `$0` inside `tokens.forEach { … $0 … }` (or `self.tokens.forEach`): `tokens`.
    func forEachReceiver(around i: Int) -> String? {
        var d = 0
        var j = i - 1
        var steps = 0
        while j >= 0, steps < 128 {
            steps += 1
            switch toks[j].kind {
            case .rBrace: d += 1
            case .lBrace:
                if d == 0 {
                    guard j >= 1, toks[j - 1].kind == .identifier, file.tokenEquals(j - 1, "forEach") else { return nil }
                    return ownReceiver(ofMethodAt: j - 1)
                }
                d -= 1
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// `Child(delegate: self)`, `configure(with: x, delegate: self)`.
    mutating func selfArgument(_ i: Int) {
        guard i >= 3, i + 1 < n, let type = typeNames.last, toks[i - 1].kind == .colon,
              toks[i - 2].kind == .identifier, toks[i - 3].kind == .lParen || toks[i - 3].kind == .comma,
              toks[i + 1].kind == .rParen || toks[i + 1].kind == .comma else { return }
        let ref = SelfReference(type: type, name: file.identifierText(i - 2), isArgument: true, path: path)
        if seenReferences.insert(ref).inserted { facts.selfReferences.append(ref) }
    }
}
