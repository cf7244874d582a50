/// Members: setup functions, stored properties and initializers.
extension FactScanner {
    /// Members that run once per instance, by signature.
    static let setupSignatures: Set<String> = [
        "viewDidLoad()", "loadView()", "awakeFromNib()", "windowDidLoad()", "applicationDidFinishLaunching(_:)",
        "applicationWillFinishLaunching(_:)", "application(_:didFinishLaunchingWithOptions:)",
        "application(_:willFinishLaunchingWithOptions:)", "scene(_:willConnectTo:options:)",
    ]

    /// Whether `func name(…)` at `nameToken` is one of `setupSignatures` (labels read from its
    /// parameter clause).
    func isSetupFunction(nameToken: Int) -> Bool {
        let t = nameToken
        guard file.tokenEquals(t, "viewDidLoad") || file.tokenEquals(t, "loadView") || file.tokenEquals(t, "awakeFromNib")
                || file.tokenEquals(t, "windowDidLoad") || file.tokenEquals(t, "applicationDidFinishLaunching")
                || file.tokenEquals(t, "applicationWillFinishLaunching") || file.tokenEquals(t, "application")
                || file.tokenEquals(t, "scene") else { return false }
        let name = file.identifierText(t)
        var k = nameToken + 1
        if k < n, toks[k].kind == .operator, firstByte(k) == UInt8(ascii: "<") { k = DeclarationScanner.skipAngles(file, k) }
        guard k < n, toks[k].kind == .lParen, let close = matchForward(k) else { return false }
        var signature = name + "("
        var atSegmentStart = true
        var d = 0
        for j in (k + 1)..<close {
            let u = toks[j]
            switch u.kind {
            case .lParen, .lBracket, .lBrace: d += 1
            case .rParen, .rBracket, .rBrace: d -= 1
            case .comma where d == 0: atSegmentStart = true; continue
            default: break
            }
            if atSegmentStart, d == 0, u.kind == .identifier || u.kind == .keyword {
                signature += file.identifierText(j) + ":"
                atSegmentStart = false
            }
        }
        return Self.setupSignatures.contains(signature + ")")
    }

    /// `helper()` or `self.helper()` called directly in a member that runs once per instance.
    mutating func setupCall(_ i: Int) {
        guard i + 1 < n, toks[i + 1].kind == .lParen, !toks[i + 1].flags.contains(.newlineBefore),
              let type = typeNames.last else { return }
        if i > 0, toks[i - 1].kind == .period {
            guard i >= 2, toks[i - 2].keyword == .`self`, !(i >= 3 && toks[i - 3].kind == .period) else { return }
        } else if i > 0, toks[i - 1].keyword == .func {
            return
        }
        let name = file.identifierText(i)
        guard seenSetupCalls.insert(name).inserted else { return }
        facts.setupCalls.append(SetupCall(type: type, callee: name, path: path))
    }

    /// An instance `var` declared in a type's body: name, annotation, `weak`, computed.
    mutating func property(_ i: Int, isLet: Bool) {
        guard i + 1 < n, toks[i + 1].kind == .identifier, let owner = typeNames.last else { return }
        lastMember = i + 1
        // Only stored-or-computed `var`s are recorded (with their declared type).
        if isLet { return }
        var isStatic = false, isWeak = false
        var j = i - 1
        var steps = 0
        while j >= 0, steps < 16 {
            steps += 1
            let u = toks[j]
            if u.keyword == .static || u.keyword == .class { isStatic = true; j -= 1; continue }
            if u.keyword == .weak || u.keyword == .unowned { isWeak = true; j -= 1; continue }
            if u.kind == .rParen {
                // `private(set)`, `unowned(unsafe)`, `@Attribute(…)`
                var d = 0
                while j >= 0 {
                    if toks[j].kind == .rParen { d += 1 } else if toks[j].kind == .lParen { d -= 1; if d == 0 { break } }
                    j -= 1
                }
                j -= 1
                continue
            }
            if u.kind == .identifier, u.keyword == .none, j > 0, toks[j - 1].kind == .at { j -= 2; continue }
            if u.kind == .keyword || (u.kind == .identifier && u.keyword != .none) {
                if u.keyword == .let || u.keyword == .var || u.keyword == .func || u.keyword == .case { break }
                j -= 1
                continue
            }
            break
        }
        guard !isStatic, i + 2 < n, toks[i + 2].kind == .colon else { return }
        let start = i + 3
        var k = start
        var bracket = 0
        while k < n, k - start < 64 {
            let u = toks[k]
            if k > start, bracket == 0, u.flags.contains(.newlineBefore) { break }
            switch u.kind {
            case .lParen, .lBracket: bracket += 1
            case .rParen, .rBracket: bracket -= 1
            case .operator:
                for b in Int(u.start)..<Int(u.end) {
                    let c = bytes[b]
                    if c == UInt8(ascii: "<") { bracket += 1 } else if c == UInt8(ascii: ">") { bracket -= 1 }
                }
            default: break
            }
            if bracket <= 0, u.kind == .equal || u.kind == .lBrace || u.kind == .rBrace || u.kind == .semicolon
                || (u.kind == .comma && bracket == 0) { break }
            if bracket < 0 { break }
            k += 1
        }
        guard k > start else { return }
        var contiguous = true
        for t in (start + 1)..<max(start + 1, k) where toks[t].start != toks[t - 1].end { contiguous = false; break }
        let text: String
        if contiguous {
            text = String(decoding: bytes[Int(toks[start].start)..<Int(toks[k - 1].end)], as: UTF8.self)
        } else {
            var typeBytes: [UInt8] = []
            typeBytes.reserveCapacity(Int(toks[k - 1].end) - Int(toks[start].start))
            for t in start..<k { typeBytes.append(contentsOf: bytes[Int(toks[t].start)..<Int(toks[t].end)]) }
            text = String(decoding: typeBytes, as: UTF8.self)
        }
        var computed = false
        if !isLet, k < n, toks[k].kind == .lBrace {
            let first = k + 1 < n ? toks[k + 1].keyword : .none
            computed = first != .willSet && first != .didSet
        }
        facts.properties.append(PropertyDeclaration(owner: owner, name: file.identifierText(i + 1), declaredType: text,
                                                    isWeak: isWeak, isComputed: computed, path: path))
    }

    /// `init(…)`: its body is a member named `init`; closure parameters are recorded with
    /// whether the body keeps them.
    mutating func initializer(_ i: Int) {
        lastMember = MemberName.initializer
        var k = i + 1
        guard k < n else { return }
        if toks[k].kind == .questionPostfix || toks[k].kind == .exclaimPostfix
            || (toks[k].kind == .operator && toks[k].length == 1 && (firstByte(k) == UInt8(ascii: "?") || firstByte(k) == UInt8(ascii: "!"))) {
            k += 1
        }
        if k < n, toks[k].kind == .operator, firstByte(k) == UInt8(ascii: "<") { k = DeclarationScanner.skipAngles(file, k) }
        guard k < n, toks[k].kind == .lParen, let close = matchForward(k) else { return }
        let body = bodyStart(from: close + 1)
        if let b = body { pendingBody = (b, MemberName.initializer, true) }
        // Parameters: `[label] name: Type [= default]`, split at top-level commas.
        var closures: [(label: String, nameToken: Int)] = []
        var segment = k + 1
        var d = 0
        var j = k + 1
        while j <= close {
            let u = toks[j]
            if j == close || (d == 0 && u.kind == .comma) {
                if let c = closureParameter(segment, j) { closures.append(c) }
                segment = j + 1
                j += 1
                continue
            }
            switch u.kind {
            case .lParen, .lBracket, .lBrace: d += 1
            case .rParen, .rBracket, .rBrace: d -= 1
            case .operator:
                for b in Int(u.start)..<Int(u.end) {
                    let c = bytes[b]
                    if c == UInt8(ascii: "<") { d += 1 } else if c == UInt8(ascii: ">") { d -= 1 }
                }
            default: break
            }
            j += 1
        }
        guard !closures.isEmpty, let type = typeNames.last else { return }
        let bodyEnd = body.flatMap { matchForward($0) }
        for (index, c) in closures.enumerated() {
            var kept = true
            if let b = body, let e = bodyEnd {
                kept = false
                var m = b + 1
                while m < e {
                    if toks[m].kind == .identifier, file.hasSameText(m, c.nameToken), !(toks[m - 1].kind == .period),
                       !(m + 1 < n && toks[m + 1].kind == .colon) {
                        var after = m + 1
                        if after < n, toks[after].kind == .questionPostfix || toks[after].kind == .exclaimPostfix { after += 1 }
                        if !(after < n && toks[after].kind == .lParen && !toks[after].flags.contains(.newlineBefore)) {
                            kept = true
                            break
                        }
                    }
                    m += 1
                }
            }
            facts.initializerParameters.append(InitializerClosureParameter(type: type, label: c.label, isKept: kept,
                                                                           isLastClosure: index == closures.count - 1,
                                                                           path: path))
        }
    }

    /// A parameter in `start..<end` whose type is a function type: its external label and the
    /// token of its internal name.
    func closureParameter(_ start: Int, _ end: Int) -> (label: String, nameToken: Int)? {
        var colon = -1
        var d = 0
        var j = start
        while j < end {
            let u = toks[j]
            if u.kind == .colon, d == 0 { colon = j; break }
            if u.kind == .lParen || u.kind == .lBracket { d += 1 } else if u.kind == .rParen || u.kind == .rBracket { d -= 1 }
            j += 1
        }
        guard colon > start else { return nil }
        var names: [Int] = []
        for t in start..<colon where toks[t].kind == .identifier || (toks[t].kind == .keyword && toks[t].keyword != .inout) {
            names.append(t)
        }
        guard let internalName = names.last else { return nil }
        var isClosure = false
        d = 0
        j = colon + 1
        while j < end {
            let u = toks[j]
            if u.kind == .equal, d == 0 { break }
            if u.kind == .lParen || u.kind == .lBracket { d += 1 } else if u.kind == .rParen || u.kind == .rBracket { d -= 1 }
            if u.kind == .arrow { isClosure = true; break }
            j += 1
        }
        guard isClosure else { return nil }
        let label = names.count >= 2 ? file.identifierText(names[names.count - 2]) : file.identifierText(internalName)
        return (label, internalName)
    }
}
