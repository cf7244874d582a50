/// Factory methods: a type's static or private functions that return a new instance of it.
extension FactScanner {
    /// A name of one of the file's private factories: a call (`makeX(…)`, `self.makeX(…)`,
    /// `Self.makeX(…)`) is recorded as a construction of its type with the call's use; any
    /// other mention (a reference, another receiver) leaves the factory's own site as it is.
    mutating func factoryReference(_ i: Int) {
        let factory = file.identifierText(i)
        guard let type = factoryReturnTypes[factory], !(i > 0 && toks[i - 1].keyword == .func) else { return }
        var start = i
        if i > 0, toks[i - 1].kind == .period {
            guard i >= 2, toks[i - 2].keyword == .`self` || toks[i - 2].keyword == .`Self`,
                  !(i >= 3 && toks[i - 3].kind == .period) else {
                escapedFactories.insert(factory)
                return
            }
            start = i - 2
        }
        guard i + 1 < n, toks[i + 1].kind == .lParen, !toks[i + 1].flags.contains(.newlineBefore) else {
            escapedFactories.insert(factory)
            return
        }
        let member = memberName ?? (atMemberLevel ? name(of: lastMember) : nil)
        factoryCalls[factory, default: []].append(ConstructionSite(
            type: type, path: path, enclosingType: typeNames.last, enclosingMember: member,
            use: use(ofExpressionAt: start, callOpen: i + 1, level: 0), inPreview: previewCount > 0,
            inClosure: closureCount > 0))
    }

    /// `return name` directly in a factory's body.
    mutating func factoryReturn(_ i: Int) {
        guard closureCount == 0, inMember, let m = memberName, factoryReturnTypes[m] != nil, i + 1 < n,
              toks[i + 1].kind == .identifier, toks[i + 1].keyword == .none else { return }
        let e = i + 2
        guard e >= n || toks[e].kind == .rBrace || toks[e].kind == .semicolon || toks[e].flags.contains(.newlineBefore) else { return }
        factoryReturnedNames[m, default: []].insert(file.identifierText(i + 1))
    }

    /// After the file: a factory's product sites are replaced by the sites of its calls, so
    /// that where the app keeps the value decides, as for a direct construction. A factory
    /// never called, or named elsewhere, keeps its own site.
    mutating func finish() {
        guard !factoryProducts.isEmpty else { return }
        var replaced = Set<Int>()
        var replacedFactories = Set<String>()
        for p in factoryProducts where !escapedFactories.contains(p.factory) && factoryCalls[p.factory]?.isEmpty == false {
            if let local = p.local, factoryReturnedNames[p.factory]?.contains(local) != true { continue }
            replaced.insert(p.site)
            replacedFactories.insert(p.factory)
        }
        guard !replaced.isEmpty else { return }
        var kept: [ConstructionSite] = []
        var seen = Set<ConstructionSite>()
        for (k, c) in facts.constructions.enumerated() where !replaced.contains(k) && seen.insert(c).inserted { kept.append(c) }
        // In declaration order of the factories' calls, which follows the tokens.
        for name in factoryReturnTypes.keys.sorted() where replacedFactories.contains(name) {
            for c in factoryCalls[name] ?? [] where seen.insert(c).inserted { kept.append(c) }
        }
        facts.constructions = kept
    }
}
