/// Uses: where the model's objects are read, called and handed on.
extension ObjectModelBuilder {
    mutating func assignment(_ a: Syntax) {
        guard let lhs = a.firstChild else { return }
        if let member = surveyMember { return surveyAssignment(a, lhs, member) }
        let value = lhs.nextSibling?.index ?? -1
        let compound = a.auxToken.map { tree.file.tokens[$0].kind != .equal } ?? false
        let fn = function
        let g = group
        if lhs.kind == .memberAccess, let nameToken = lhs.nameToken {
            guard let base = lhs.firstChild else { return } // `.foo = …` is not an assignment we track
            let member = Int32(truncatingIfNeeded: nameID(token: nameToken))
            let r = resolve(base)
            for k in r.keys {
                store.add(.assignment, object(g, k), name: member, node: a.index, nameToken: nameToken, value: value,
                          function: fn, viaLayer: r.viaLayer, isCompound: compound)
            }
            if !scopes.names.info(Int(member)).isLayer {
                for k in resolve(lhs).keys {
                    store.add(.value, object(g, k), node: a.index, nameToken: nameToken, value: value, function: fn,
                              isCompound: compound)
                }
            }
        } else if lhs.kind == .identifier, let nameToken = lhs.nameToken {
            let member = nameID(token: nameToken)
            if member == known.underscore { return }
            if let l = scopes.lookup(member, from: lhs.index) {
                for k in scopes.keySet(of: l) {
                    store.add(.value, object(g, k), node: a.index, nameToken: nameToken, value: value, function: fn,
                              isCompound: compound)
                }
                return
            }
            store.add(.assignment, object(g, ObjectKeys.selfKey), name: Int32(truncatingIfNeeded: member), node: a.index,
                      nameToken: nameToken, value: value, function: fn, isCompound: compound)
            store.add(.value, object(g, scopes.keys.root(member)), node: a.index, nameToken: nameToken, value: value,
                      function: fn, isCompound: compound)
        }
    }

    /// A survey's assignment: only `x.member = …` (and a bare `member = …` on `self`), as
    /// `assignment` records them, with no value facts.
    mutating func surveyAssignment(_ a: Syntax, _ lhs: Syntax, _ member: StaticString) {
        guard lhs.kind == .memberAccess || lhs.kind == .identifier, let nameToken = lhs.nameToken,
              file.identifierEquals(nameToken, member) else { return }
        let value = lhs.nextSibling?.index ?? -1
        let compound = a.auxToken.map { tree.file.tokens[$0].kind != .equal } ?? false
        let fn = function
        let g = group
        let name = nameID(token: nameToken)
        if lhs.kind == .memberAccess {
            guard let base = lhs.firstChild else { return }
            let r = resolve(base)
            for k in r.keys {
                store.add(.assignment, object(g, k), name: Int32(truncatingIfNeeded: name), node: a.index, nameToken: nameToken,
                          value: value, function: fn, viaLayer: r.viaLayer, isCompound: compound)
            }
        } else if scopes.lookup(name, from: lhs.index) == nil {
            // A local of that name takes a value fact, which a survey does not record.
            store.add(.assignment, object(g, ObjectKeys.selfKey), name: Int32(truncatingIfNeeded: name), node: a.index,
                      nameToken: nameToken, value: value, function: fn, isCompound: compound)
        }
    }

    /// Whether node `i`'s name token ends with `suffix` (false without a name).
    @inline(__always) func nameEnds(_ i: Int, with suffix: StaticString) -> Bool {
        let t = nodes[i].name
        return t >= 0 && file.identifierHasSuffix(Int(t), suffix)
    }

    /// The value of call `c`'s first argument, -1 when it has none.
    func firstArgumentValue(_ c: Int) -> Int {
        var a = nodes.firstChild(of: c)
        while a >= 0 {
            if nodes[a].kind == .argument { return nodes.firstChild(of: a) }
            a = Int(nodes[a].nextSibling)
        }
        return -1
    }

    // A call node by index: the callee is its first child. (Only the rare shapes, the
    // array-literal `forEach` and the initializers, go through `Syntax` handles.)
    mutating func call(_ c: Syntax) {
        let ci = c.index
        let calleeIndex = nodes.firstChild(of: ci)
        guard calleeIndex >= 0 else { return }
        let callee = nodes[calleeIndex]
        // A survey records only subview facts: a call not named for adding one (or `forEach`,
        // for `[a, b].forEach(view.addSubview)`) is passed over before anything is resolved.
        if surveyMember != nil {
            let t = Int(callee.name)
            guard t >= 0, file.identifierEquals(t, "addSubview") || file.identifierEquals(t, "insertSubview")
                    || file.identifierEquals(t, "forEach") else { return }
        }
        let fn = function
        let g = group
        let method: Int
        var receiver = ObjectScopes.Resolved.none
        switch callee.kind {
        case .memberAccess:
            // No name: nothing is recorded (the array-literal case below needs `forEach`).
            let baseIndex = nodes.firstChild(of: calleeIndex)
            guard baseIndex >= 0, callee.name >= 0 else { return }
            let nameToken = Int(callee.name)
            if nodes[baseIndex].kind == .arrayLiteral, file.tokenEquals(nameToken, "forEach") {
                // `[a, b].forEach(view.addSubview)`
                let base = tree.node(baseIndex)
                let argIndex = firstArgumentValue(ci)
                if argIndex >= 0, case let arg = tree.node(argIndex), arg.kind == .memberAccess, let t = arg.nameToken {
                    let m = nameID(token: t)
                    let adds = m == known.addSubview || m == known.insertSubview
                    let arranges = m == known.addArrangedSubview || m == known.insertArrangedSubview
                    guard adds || arranges else { return }
                    let parent = resolve(arg.firstChild).keys.first
                    for el in base.children {
                        for k in resolve(el).keys {
                            store.add(adds ? .subview : .arranged, object(g, k), name: parent, node: ci)
                        }
                    }
                }
                return
            }
            method = nameID(token: nameToken)
            receiver = scopes.resolve(node: baseIndex)
        case .identifier:
            guard callee.name >= 0 else { return }
            let n = nameID(token: Int(callee.name))
            if scopes.names.info(n).startsUppercase {
                if n == known.uiStackView, let arr = c.argument(labeled: "arrangedSubviews")?.argumentValue,
                   arr.kind == .arrayLiteral {
                    for el in arr.children { for k in resolve(el).keys { store.add(.arranged, object(g, k), node: ci) } }
                }
                if n == known.nsLayoutConstraint { itemConstraint(c) }
                return
            }
            if scopes.lookup(n, from: calleeIndex) != nil { return } // a local closure
            method = n
            receiver = .one(ObjectKeys.selfKey)
        default:
            return
        }
        let addsSubview = method == known.addSubview || method == known.insertSubview
        if surveyMember != nil && !addsSubview { return }
        for k in receiver.keys where surveyMember == nil {
            store.add(.call, object(g, k), name: Int32(truncatingIfNeeded: method), node: ci, function: fn,
                      viaLayer: receiver.viaLayer)
        }
        if scopes.names.info(method).startsWithConstraint, callee.kind == .memberAccess {
            let anchor = nodes.firstChild(of: calleeIndex)
            if anchor >= 0, nameEnds(anchor, with: "Anchor") {
                anchorConstraint(c, anchor: tree.node(anchor))
                return
            }
        }
        if addsSubview || method == known.addArrangedSubview || method == known.insertArrangedSubview {
            let v = firstArgumentValue(ci)
            guard v >= 0 else { return }
            let parent = receiver.viaLayer ? -1 : receiver.keys.first
            for k in scopes.resolve(node: v).keys {
                store.add(addsSubview ? .subview : .arranged, object(g, k), name: parent, node: ci)
            }
            return
        }
        var a = Int(nodes[calleeIndex].nextSibling)
        while a >= 0 {
            defer { a = Int(nodes[a].nextSibling) }
            guard nodes[a].kind == .argument else { continue }
            let v = nodes.firstChild(of: a)
            guard v >= 0 else { continue }
            switch nodes[v].kind {
            case .identifier, .memberAccess:
                if nodes[v].kind == .memberAccess, nodes.firstChild(of: v) < 0 { continue }
                if nameEnds(v, with: "Anchor") { continue }
                for k in scopes.resolve(node: v).keys { store.add(.passedTo, object(g, k), node: ci) }
            case .arrayLiteral:
                var el = nodes.firstChild(of: v)
                while el >= 0 {
                    let k = nodes[el].kind
                    if k == .identifier || k == .memberAccess {
                        for key in scopes.resolve(node: el).keys { store.add(.passedTo, object(g, key), node: ci) }
                    }
                    el = Int(nodes[el].nextSibling)
                }
            default: break
            }
        }
    }

    /// Records the subjects of a constraint call and returns their range in `store.subjects`.
    mutating func subjects(_ keys: KeySet) -> (start: Int32, count: Int32) {
        let start = Int32(truncatingIfNeeded: store.subjects.count)
        for k in keys { store.subjects.append(k) }
        return (start, Int32(truncatingIfNeeded: keys.count))
    }

    /// `x.topAnchor.constraint(equalTo: y.topAnchor, …)`.
    mutating func anchorConstraint(_ c: Syntax, anchor: Syntax) {
        let g = group
        let subjectKeys = anchor.kind == .identifier ? KeySet(ObjectKeys.selfKey) : resolve(anchor.firstChild).keys
        for k in subjectKeys { store.add(.anchorSubject, object(g, k), node: c.index) }
        var range: (start: Int32, count: Int32)?
        for a in c.children where a.kind == .argument {
            guard let v = a.argumentValue, v.kind == .memberAccess || v.kind == .identifier,
                  v.nameEnds(with: "Anchor") else { continue }
            let targets = v.kind == .identifier ? KeySet(ObjectKeys.selfKey) : resolve(v.firstChild).keys
            if range == nil { range = subjects(subjectKeys) }
            for k in targets {
                store.add(.anchorTarget, object(g, k), name: range!.start, count: range!.count, node: c.index)
            }
        }
    }

    /// `NSLayoutConstraint(item: x, attribute: …, toItem: y, …)`.
    mutating func itemConstraint(_ c: Syntax) {
        let g = group
        guard let item = c.argument(labeled: "item")?.argumentValue else { return }
        let subjectKeys = resolve(item).keys
        for k in subjectKeys { store.add(.anchorSubject, object(g, k), node: c.index) }
        if let to = c.argument(labeled: "toItem")?.argumentValue {
            let targets = resolve(to).keys
            let range = subjects(subjectKeys)
            for k in targets { store.add(.anchorTarget, object(g, k), name: range.start, count: range.count, node: c.index) }
        }
    }
}
