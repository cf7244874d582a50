/// View-tree queries shared by the SwiftUI "tree" rules: walking a modifier chain in either
/// direction (through `#if` blocks inside the chain) and finding the container whose
/// content closure a view sits in. Everything iterates; nothing recurses over input.
enum SwiftUITree {
    // MARK: Modifier chains

    /// For a modifier call `base.name(…)`: the view it is applied to (`base`), looking
    /// through a `postfixIfConfig` wrapper. Nil for an implicit `.name(…)`.
    static func base(of call: Syntax) -> Syntax? {
        guard call.kind == .call, let c = call.callee, c.kind == .memberAccess, var b = c.firstChild,
              !isModuleQualifier(b) else { return nil }
        var steps = 0
        while b.kind == .postfixIfConfig, let f = b.firstChild, steps < 10_000 { b = f; steps += 1 }
        return b
    }

    /// The modifier name of a call `x.name(…)` / `.name(…)`, else nil.
    static func modifierName(_ call: Syntax) -> String? {
        guard call.kind == .call, let c = call.callee, c.kind == .memberAccess else { return nil }
        if let b = c.firstChild, isModuleQualifier(b) { return nil }
        return c.name
    }

    static func modifierNameIs(_ call: Syntax, _ s: StaticString) -> Bool {
        guard call.kind == .call, let c = call.callee, c.kind == .memberAccess else { return false }
        if let b = c.firstChild, isModuleQualifier(b) { return false }
        return c.nameIs(s)
    }

    /// `SwiftUI` in `SwiftUI.Section(…)`: a module name, not a view the member is applied to.
    static func isModuleQualifier(_ n: Syntax) -> Bool {
        n.kind == .identifier && n.nameIs("SwiftUI")
    }

    /// The next modifier call applied to the view that `node` produces (outwards in the
    /// chain), stepping into and out of `#if` blocks in the chain. Nil at the chain's top.
    static func nextModifier(after node: Syntax) -> Syntax? {
        var cur = node
        var steps = 0
        while let p = cur.parent, steps < 100_000 {
            steps += 1
            switch p.kind {
            case .memberAccess where p.firstChild == cur:
                guard let c = p.parent, c.kind == .call, c.firstChild == p else { return nil }
                return c
            case .postfixIfConfig where p.firstChild == cur:
                if let clause = p.child(.ifConfigClause), let top = clause.firstChild,
                   let inner = innermostModifier(top) {
                    return inner
                }
                cur = p
            case .ifConfigClause where p.parent?.kind == .postfixIfConfig:
                cur = p.parent!
            default:
                return nil
            }
        }
        return nil
    }

    /// In a chain of implicit modifiers (`.a().b()` inside an `#if` clause), the first one.
    static func innermostModifier(_ top: Syntax) -> Syntax? {
        var cur = top
        var steps = 0
        while cur.kind == .call, let c = cur.callee, c.kind == .memberAccess, steps < 100_000 {
            steps += 1
            guard let b = c.firstChild else { return cur }
            guard b.kind == .call else { return nil }
            cur = b
        }
        return nil
    }

    /// The outermost expression of the chain that `node` is part of.
    /// Real chains have tens of modifiers; walks stop after this many steps so that
    /// adversarial chains thousands long stay linear overall.
    static let chainWalkLimit = 256
    /// Upper bound for ancestor walks that look for an enclosing view or declaration.
    static let ancestorWalkLimit = 512

    /// The outermost expression of the chain that `node` is part of, or nil when the chain
    /// is longer than `chainWalkLimit` above `node`.
    static func chainTop(_ node: Syntax) -> Syntax? {
        var cur = node
        var steps = 0
        while let n = nextModifier(after: cur) {
            cur = n
            steps += 1
            if steps > chainWalkLimit { return nil }
        }
        return cur
    }

    /// Whether a `.name(…)` call is a view modifier: written on an expression, or an
    /// implicit member inside a `#if` block of a modifier chain.
    static func isAppliedModifier(_ call: Syntax) -> Bool {
        guard call.kind == .call, let c = call.callee, c.kind == .memberAccess else { return false }
        if let b = c.firstChild { return !isModuleQualifier(b) }
        // Implicit: walk up the clause's chain to the clause.
        var cur = call
        var steps = 0
        while let p = cur.parent, steps < 100_000 {
            steps += 1
            if p.kind == .memberAccess, p.firstChild == cur, let cc = p.parent, cc.kind == .call { cur = cc; continue }
            return p.kind == .ifConfigClause && p.parent?.kind == .postfixIfConfig
        }
        return false
    }

    /// The root of the chain below a modifier call (the first expression that is not a
    /// `.modifier(…)` call), and whether `.name` appears on the way.
    static func chainRoot(of call: Syntax) -> Syntax? {
        var cur = call
        var steps = 0
        while steps < chainWalkLimit {
            steps += 1
            guard cur.kind == .call, let c = cur.callee, c.kind == .memberAccess else { return cur }
            if let cb = c.firstChild, isModuleQualifier(cb) { return cur }
            guard let b = base(of: cur) else { return nil }
            cur = b
        }
        return nil
    }

    /// Modifier calls below `call` in its chain (inner ones), innermost last; includes
    /// modifiers inside `#if` blocks of the chain.
    static func innerModifiers(of call: Syntax, limit: Int = chainWalkLimit) -> [Syntax] {
        var out: [Syntax] = []
        var cur = call
        while out.count < limit {
            guard cur.kind == .call, let c = cur.callee, c.kind == .memberAccess, var b = c.firstChild else { break }
            // Modifiers written inside `#if` blocks wrapped around the base.
            while b.kind == .postfixIfConfig {
                if let clause = b.child(.ifConfigClause), let top = clause.firstChild {
                    var m: Syntax? = top
                    while let mm = m, mm.kind == .call, let cc = mm.callee, cc.kind == .memberAccess, out.count < limit {
                        out.append(mm)
                        m = cc.firstChild
                    }
                }
                guard let f = b.firstChild else { break }
                b = f
            }
            guard b.kind == .call, b.callee?.kind == .memberAccess else { break }
            out.append(b)
            cur = b
        }
        return out
    }

    // MARK: Containers

    /// Presentation and destination modifiers: their content closures are separate
    /// screens, not part of the view they are attached to.
    static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination",
        "inspector",
    ]

    /// Finds the container call `Name(…) { … }` whose content closure holds a node, walking
    /// outwards through closures. Stops (nil) at a presentation's content (a separate screen)
    /// or at a name in `stopAt`. At the edge of a member property or function of a type
    /// (`var rows: some View`, `func row(_:) -> some View`) it continues from the places in
    /// the same type that use that member (`List { rows }`), a few hops deep.
    /// The answer for a node depends only on its ancestors, so it is memoised per node: many
    /// modifiers of one long chain cost one walk in total.
    final class ContainerFinder {
        let containers: Set<String>
        let stopAt: Set<String>
        private var memo: [Int: Int] = [:] // node index → container index, or -1
        private var inProgress: Set<Int> = []
        private var hops = 0
        static let maxHops = 4

        /// An extra stop on the way out: called with each ancestor and the node below it
        /// (a rule's own "this path does not count", such as a measured stack). The answer
        /// must depend only on the two nodes, since results are memoised.
        let stopWhen: ((_ ancestor: Syntax, _ below: Syntax) -> Bool)?

        init(_ containers: Set<String>, stopAt: Set<String> = [],
             stopWhen: ((_ ancestor: Syntax, _ below: Syntax) -> Bool)? = nil) {
            self.containers = containers
            self.stopAt = stopAt
            self.stopWhen = stopWhen
        }

        private enum Step { case goOn, stop, found(Int), hop(Syntax) }

        func find(_ node: Syntax, _ facts: SwiftUIFileIndex) -> Syntax? {
            let r = resolve(node, facts)
            return r < 0 ? nil : Syntax(tree: node.tree, index: r)
        }

        private func resolve(_ node: Syntax, _ facts: SwiftUIFileIndex) -> Int {
            if let m = memo[node.index] { return m }
            var visited: [Int] = [node.index]
            var cur = node
            var result = -1
            walk: for anc in node.ancestors {
                defer { cur = anc }
                switch step(anc, from: cur) {
                case .found(let i): result = i; break walk
                case .stop: result = -1; break walk
                case .hop(let decl): result = hop(decl, facts); break walk
                case .goOn: break
                }
                if let m = memo[anc.index] { result = m; break walk }
                visited.append(anc.index)
            }
            for v in visited { memo[v] = result }
            return result
        }

        /// Continues from the uses of a member property/function in its type.
        private func hop(_ decl: Syntax, _ facts: SwiftUIFileIndex) -> Int {
            guard hops < Self.maxHops, !inProgress.contains(decl.index),
                  let name = decl.kind == .varDecl ? decl.child(.binding)?.name : decl.name,
                  name != "body" else { return -1 }
            let owner = facts.typeName(containing: decl.index)
            hops += 1
            inProgress.insert(decl.index)
            defer { hops -= 1; inProgress.remove(decl.index) }
            for ref in facts.references(to: name) where !decl.contains(ref) {
                guard facts.typeName(containing: ref.index) == owner else { continue }
                let r = resolve(ref, facts)
                if r >= 0 { return r }
            }
            return -1
        }

        private func step(_ anc: Syntax, from cur: Syntax) -> Step {
            if let stopWhen, stopWhen(anc, cur) { return .stop }
            switch anc.kind {
            case .typeDecl:
                return .stop
            case .funcDecl:
                return anc.owningType != nil && anc.declKeyword == .func ? .hop(anc) : .stop
            case .varDecl:
                if anc.owningType != nil { return anc.hasModifier(.static) ? .stop : .hop(anc) }
                if anc.parent?.kind == .closure || anc.parent?.kind == .codeBlock,
                   SwiftUITree.isInsideClosure(anc) { return .goOn }
                return .stop
            case .argument:
                guard cur.kind == .closure, let call = anc.parent, call.kind == .call, let callee = call.callee else { return .goOn }
                if callee.kind == .identifier, let n = callee.name {
                    if containers.contains(n) { return .found(call.index) }
                    if stopAt.contains(n) { return .stop }
                } else if callee.kind == .memberAccess, let n = callee.name {
                    if let b = callee.firstChild, SwiftUITree.isModuleQualifier(b) {
                        if containers.contains(n) { return .found(call.index) }
                        if stopAt.contains(n) { return .stop }
                    } else if SwiftUITree.presentationModifiers.contains(n) {
                        return .stop
                    }
                }
                return .goOn
            default:
                return .goOn
            }
        }
    }

    static func isInsideClosure(_ node: Syntax) -> Bool {
        for a in node.ancestors {
            switch a.kind {
            case .closure: return true
            case .funcDecl, .typeDecl: return false
            default: continue
            }
        }
        return false
    }

    /// The callee name of `Name(…)` calls (identifier or `SwiftUI.Name`).
    /// Whether `node` sits in the content closure of a `constructors` call (`Menu { … }`) or of
    /// a `modifiers` modifier (`.contextMenu { … }`), within its own function or type.
    static func isInContent(of node: Syntax, constructors: Set<String>, modifiers: Set<String>) -> Bool {
        var cur = node
        for (n, a) in node.ancestors.enumerated() {
            if n > ancestorWalkLimit { return false }
            switch a.kind {
            case .funcDecl, .typeDecl:
                return false
            case .argument:
                guard cur.kind == .closure, let call = a.parent, call.kind == .call else { break }
                if let c = constructorName(call), constructors.contains(c) { return true }
                if let m = modifierName(call), modifiers.contains(m) { return true }
            default:
                break
            }
            cur = a
        }
        return false
    }

    static func constructorName(_ call: Syntax) -> String? {
        guard call.kind == .call, let c = call.callee else { return nil }
        if c.kind == .identifier { return c.name }
        if c.kind == .memberAccess, let b = c.firstChild, b.kind == .identifier, b.nameIs("SwiftUI") { return c.name }
        return nil
    }

    /// The content closures of a container call (trailing or `content:` argument).
    static func contentClosures(_ call: Syntax) -> [Syntax] {
        var out: [Syntax] = []
        for a in call.children(.argument) {
            guard let v = a.firstChild, v.kind == .closure else { continue }
            if a.name == nil || a.nameIs("content") { out.append(v) }
        }
        return out
    }

    /// `List(items) { item in … }` / `List(items, id:) { … }`: rows built from data (an
    /// unlabeled non-closure argument, or a content closure taking a parameter).
    static func isDataDriven(_ call: Syntax) -> Bool {
        for a in call.children(.argument) {
            guard let v = a.firstChild else { continue }
            if v.kind == .closure {
                if v.child(.closureSignature) != nil { return true }
            } else if a.name == nil {
                return true
            }
        }
        return false
    }

    /// Statements of a closure (skipping capture list and signature).
    static func statements(_ closure: Syntax) -> [Syntax] {
        closure.children.filter { $0.kind != .captureList && $0.kind != .closureSignature }
    }

    // MARK: Declarations

}

/// Per-file SwiftUI facts (type declarations, assignments, identifier and name indexes),
/// computed on first use and shared by the rules of the file (`ctx.swiftUI`).
final class SwiftUIFileIndex {
        let tree: SyntaxTree
        init(_ tree: SyntaxTree) { self.tree = tree }

        /// Type declarations in pre-order.
        lazy var typeDecls: [Syntax] = (0..<tree.nodes.count).compactMap {
            tree.nodes[$0].kind == .typeDecl ? Syntax(tree: tree, index: $0) : nil
        }

        /// Assignments with their target path (`self.` dropped) and enclosing type name.
        lazy var assignments: [(node: Syntax, path: [String], type: String?)] = {
            var out: [(Syntax, [String], String?)] = []
            for i in 0..<tree.nodes.count where tree.nodes[i].kind == .assignment {
                let a = Syntax(tree: tree, index: i)
                guard let lhs = a.firstChild, var p = lhs.memberPath else { continue }
                if p.first == "self" { p.removeFirst() }
                out.append((a, p, typeName(containing: i)))
            }
            return out
        }()

        /// The innermost type declaration around node index `i` (an ancestor walk: linear in
        /// depth, not in the number of types — a file with thousands of types stays fast).
        func typeName(containing i: Int) -> String? {
            Syntax(tree: tree, index: i).ancestors.first { $0.kind == .typeDecl }?.typeName
        }

        /// Type declarations by name, built once per file.
        lazy var typeDeclsByName: [String: [Syntax]] = {
            var out: [String: [Syntax]] = [:]
            for t in typeDecls { if let n = t.typeName { out[n, default: []].append(t) } }
            return out
        }()

        /// The property `name` of the type `typeName` (main declaration or extension).
        func property(named name: String, inTypeNamed typeName: String) -> Syntax? {
            for t in typeDeclsByName[typeName] ?? [] {
                guard let block = t.child(.memberBlock) else { continue }
                for m in block.children where m.kind == .varDecl {
                    for b in m.children(.binding) where b.name == name { return b }
                }
            }
            return nil
        }

        /// Uses of member names: `name` and `self.name` expressions (identifier nodes).
        lazy var identifierIndex: [String: [Int]] = {
            var out: [String: [Int]] = [:]
            let file = tree.file
            for i in 0..<tree.nodes.count where tree.nodes[i].kind == .identifier {
                let t = tree.nodes[i].name >= 0 ? Int(tree.nodes[i].name) : Int(tree.nodes[i].firstToken)
                guard t >= 0, t < file.tokens.count else { continue }
                out[file.identifierText(t), default: []].append(i)
            }
            return out
        }()

        /// Identifiers and member accesses by the name they end in: `items`, `self.items` and
        /// `model.items` are all under "items".
        lazy var nameIndex: [String: [Int]] = {
            var out: [String: [Int]] = [:]
            let file = tree.file
            for i in 0..<tree.nodes.count {
                let n = tree.nodes[i]
                guard n.kind == .identifier || n.kind == .memberAccess else { continue }
                let t = n.name >= 0 ? Int(n.name) : (n.kind == .identifier ? Int(n.firstToken) : -1)
                guard t >= 0, t < file.tokens.count else { continue }
                out[file.identifierText(t), default: []].append(i)
            }
            return out
        }()

        /// Expressions that name a member: `rows`, `self.rows`, `row(item)`.
        func references(to name: String) -> [Syntax] {
            var out: [Syntax] = []
            for i in identifierIndex[name] ?? [] {
                out.append(Syntax(tree: tree, index: i))
            }
            // `self.rows`: member accesses on self.
            if let selfs = identifierIndex["self"] {
                for i in selfs {
                    let s = Syntax(tree: tree, index: i)
                    if let p = s.parent, p.kind == .memberAccess, p.firstChild == s, p.name == name { out.append(p) }
                }
            }
            return out
        }

        private var textCache: [String: Bool] = [:]
        /// Whether the file's bytes contain an ASCII string (a cheap pre-check).
        func contains(_ needle: String) -> Bool {
            if let c = textCache[needle] { return c }
            let found = FastText.contains(tree.file.bytes, Array(needle.utf8))
            textCache[needle] = found
            return found
        }
}

extension SwiftUITree {
    /// The simple name of the innermost type around `node`.
    static func enclosingTypeName(_ node: Syntax) -> String? {
        for a in node.ancestors where a.kind == .typeDecl { return a.typeName }
        return nil
    }

    /// Whether the text is an integer/float literal.
    static func isNumericLiteral(_ n: Syntax) -> Bool {
        n.kind == .literal && n.text.first.map { $0.isNumber } == true
    }
}
