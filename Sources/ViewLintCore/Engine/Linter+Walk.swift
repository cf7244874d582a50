extension Linter {

    /// Lints one parsed file against an existing index (used by tests and the benchmark too).
    public static func lintTree(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions,
                                table: DispatchTable? = nil) -> [Finding] {
        var timedOut = false
        return lintTree(tree, index: index, options: options, table: table, timedOut: &timedOut)
    }

    /// Files with more nodes than this, linted with a worker to spare, run their rules on two
    /// threads (see `lintTree`). Below it a second thread costs more than it saves.
    public static var splitRulesAboveNodes = 50_000

    /// The rules that run on one file: those of its scope (test, AppKit, widget) whose trigger
    /// words it contains, with their dispatch table, and every rule of the scope.
    struct FileRules {
        let scope: FileScope
        let rules: [any Rule.Type]
        let table: DispatchTable
        /// A disable comment naming a rule its trigger words skip here is superfluous all the
        /// more: superfluous_disable judges against the rules that apply in this scope.
        let inScope: [any Rule.Type]
        /// Whether the file must be parsed: some rule that runs on it reads the tree.
        var needsSyntaxTree: Bool { rules.contains { $0.readsSyntaxTree } }

        init(_ file: SourceFile, options: LintOptions, table all: DispatchTable) {
            scope = FileScope.of(file, testGlobs: options.testGlobs)
            (rules, table) = all.forFile(scope: scope, words: options.ignoreTriggers ? nil : all.triggers.scan(file))
            inScope = all.rules(of: options.rules, in: scope)
        }
    }

    /// The findings of a file none of whose rules reads the tree (`FileRules.needsSyntaxTree`),
    /// unparsed: only its disable comments are judged.
    static func lintUnparsed(_ file: SourceFile, options: LintOptions, rules: FileRules) -> [Finding] {
        var findings: [Finding] = []
        Suppressions.apply(&findings, file: file, options: options, ran: rules.inScope)
        return findings
    }

    public static func lintTree(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions,
                                table: DispatchTable?, timedOut: inout Bool, spareThread: Bool = false) -> [Finding] {
        lintTree(tree, index: index, options: options, table: table, rules: nil, timedOut: &timedOut, spareThread: spareThread)
    }

    /// `chosen`: the file's rules when the caller chose them already (nil: chosen here).
    static func lintTree(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions, table: DispatchTable?,
                         rules chosen: FileRules?, timedOut: inout Bool, spareThread: Bool = false) -> [Finding] {
        let deadline = Clock.now() + options.fileTimeBudget
        // A file big enough to split: its lazy tables are built on the spare thread while this
        // one reads the scope and the trigger words (unless the lexing found them) and then builds
        // the object model, all of which touch only nodes, tokens and bytes.
        let maySplit = spareThread && tree.nodes.count > splitRulesAboveNodes
        let prepared = maySplit ? Parallel.background { tree.prepareForConcurrentReaders() } : nil
        // Only the rules that apply to this kind of code (test, AppKit) are instantiated and
        // dispatched to.
        let fileRules = chosen ?? FileRules(tree.file, options: options, table: table ?? DispatchTable(options.rules))
        let scope = fileRules.scope, ruleTypes = fileRules.rules, table = fileRules.table
        let inScope = fileRules.inScope
        var findings: [Finding]
        var stopped: Bool
        // A big file with a worker to spare: the rules that read the object model on one
        // thread, the others on this one. Rules never read each other's state, and each half
        // has its own context, so the findings are the same; the tree and the file are shared
        // read-only once their lazy tables are built.
        let objectRules = ruleTypes.filter { $0.readsObjectModel }
        if maySplit, let prepared, !objectRules.isEmpty, objectRules.count < ruleTypes.count {
            let otherRules = ruleTypes.filter { !$0.readsObjectModel }
            let objectTable = DispatchTable(objectRules, triggers: table.triggers)
            let otherTable = DispatchTable(otherRules, triggers: table.triggers)
            // Both halves walk once the lazy tables are built (the object model reads the
            // tree's type table); this thread walks the rules that read the model, which builds
            // the type groups they ask for as they go.
            let otherHalf = Parallel.background {
                _ = prepared.value
                return walk(tree, index: index, options: options, scope: scope, rules: otherRules, table: otherTable, deadline: deadline)
            }
            var modelContext: LintContext? = LintContext(tree: tree, index: index, options: options, scope: scope)
            _ = prepared.value
            var objectContext: LintContext?, otherContext: LintContext?
            let objectFindings: [Finding], otherFindings: [Finding], otherStopped: Bool
            (objectFindings, stopped, objectContext) = walk(tree, index: index, options: options, scope: scope,
                                                            rules: objectRules, table: objectTable, deadline: deadline,
                                                            context: modelContext)
            modelContext = nil // objectContext is now the only reference
            (otherFindings, otherStopped, otherContext) = otherHalf.take()
            findings = objectFindings + otherFindings
            stopped = stopped || otherStopped
            // The halves' facts (a big file's object model is a graph of millions of objects)
            // are freed off this path: these variables hold the only references to them.
            Parallel.releaseInBackground(&objectContext)
            Parallel.releaseInBackground(&otherContext)
        } else {
            _ = prepared?.value
            (findings, stopped, _) = walk(tree, index: index, options: options, scope: scope, rules: ruleTypes, table: table, deadline: deadline)
        }
        if stopped { timedOut = true }
        Suppressions.apply(&findings, file: tree.file, options: options, ran: inScope)
        return findings
    }

    /// One pass over the tree for `ruleTypes` (whose kinds `table` maps), then their `finish`
    /// unless the deadline stopped the walk; the findings before suppressions.
    private static func walk(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions, scope: FileScope,
                             rules ruleTypes: [any Rule.Type], table: DispatchTable, deadline: Double,
                             context: LintContext? = nil)
        -> (findings: [Finding], stopped: Bool, context: LintContext) {
        let ctx = context ?? LintContext(tree: tree, index: index, options: options, scope: scope)
        let rules = ruleTypes.map { $0.init() }
        let nodes = tree.nodes
        let file = tree.file
        // Without trigger words (the tests' check of them), every call reaches every rule.
        let filterCalls = table.filtersCalls && !options.ignoreTriggers
        var open: [Int32] = []
        open.reserveCapacity(64)
        var stopped = false

        // One pass over the pre-order array. A node goes on the `open` stack only when
        // something happens when it is left (a rule's `leave`, or a context stack to pop);
        // the relative order of those leaves is unchanged.
        nodes.withUnsafeBufferPointer { nb in
            table.flat.withUnsafeBufferPointer { fb in
                table.start.withUnsafeBufferPointer { sb in
                    table.leaveFlat.withUnsafeBufferPointer { lfb in
                        table.leaveStart.withUnsafeBufferPointer { lsb in
                            rules.withUnsafeBufferPointer { rb in
                                table.calleeHashes.withUnsafeBufferPointer { hb in
                                    table.calleeRange.withUnsafeBufferPointer { cb in
                                  table.acts.withUnsafeBufferPointer { ab in
                                  file.tokens.withUnsafeBufferPointer { tokens in
                                  file.bytes.withUnsafeBufferPointer { bytes in
                                        /// Hands node `i` to the rules of its kind in `flat`/`start` (the
                                        /// visit or the leave table). A call reaches a rule that names its
                                        /// callees only when its callee is one of them.
                                        @inline(__always) func deliver(_ i: Int, entering: Bool, _ flat: UnsafeBufferPointer<Int32>,
                                                                       _ start: UnsafeBufferPointer<Int32>) {
                                            let k = Int(nb[i].kind.rawValue)
                                            var r = Int(start[k])
                                            let e = Int(start[k + 1])
                                            guard r < e else { return }
                                            let filtered = filterCalls && nb[i].kind == .call
                                            let h = filtered ? DispatchTable.calleeHash(nb, i, tokens: tokens, bytes: bytes) : 0
                                            if filtered {
                                                // Most calls reach no rule: no handle is made for them.
                                                while r < e, !DispatchTable.admits(Int(flat[r]), callee: h, hashes: hb, ranges: cb) { r += 1 }
                                                guard r < e else { return }
                                            }
                                            let s = Syntax(tree: tree, index: i)
                                            while r < e {
                                                let ri = Int(flat[r])
                                                if !filtered || DispatchTable.admits(ri, callee: h, hashes: hb, ranges: cb) {
                                                    if entering { rb[ri].visit(s, ctx) } else { rb[ri].leave(s, ctx) }
                                                }
                                                r += 1
                                            }
                                        }
                                        @inline(__always) func leave(_ i: Int) {
                                            deliver(i, entering: false, lfb, lsb)
                                            switch nb[i].kind {
                                            case .typeDecl: ctx.typeStack.removeLast()
                                            case .funcDecl: ctx.functionStack.removeLast()
                                            case .closure: ctx.closureStack.removeLast()
                                            default: break
                                            }
                                        }
                                        let count = nb.count
                                        // The end of the innermost open node: a node whose subtree is
                                        // done is left when the walk reaches its end (one compare a node).
                                        var openEnd = Int.max
                                        var i = 0
                                        while i < count {
                                            if i & 4095 == 4095, Clock.now() > deadline {
                                                stopped = true
                                                return
                                            }
                                            while i >= openEnd {
                                                let top = Int(open.removeLast())
                                                openEnd = open.last.map { Int(nb[Int($0)].end) } ?? Int.max
                                                leave(top)
                                            }
                                            let kind = nb[i].kind
                                            let k = Int(kind.rawValue)
                                            // Most nodes: no rule visits their kind or reads their end, and
                                            // they are no context.
                                            guard ab[k] else {
                                                i += 1
                                                continue
                                            }
                                            // Only a context kind, or a kind some rule reads the end of,
                                            // is kept open until its subtree is done.
                                            var stacked = lsb[k] < lsb[k + 1]
                                            switch kind {
                                            case .typeDecl: ctx.typeStack.append(Syntax(tree: tree, index: i)); stacked = true
                                            case .funcDecl: ctx.functionStack.append(Syntax(tree: tree, index: i)); stacked = true
                                            case .closure: ctx.closureStack.append(Syntax(tree: tree, index: i)); stacked = true
                                            default: break
                                            }
                                            if sb[k] < sb[k + 1] { deliver(i, entering: true, fb, sb) }
                                            if stacked {
                                                let end = Int(nb[i].end)
                                                if end > i + 1 {
                                                    open.append(Int32(i))
                                                    openEnd = end
                                                } else {
                                                    leave(i)
                                                }
                                            }
                                            i += 1
                                        }
                                        while let top = open.popLast() { leave(Int(top)) }
                                  }
                                  }
                                  }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if stopped {
            ctx.typeStack.removeAll(); ctx.functionStack.removeAll(); ctx.closureStack.removeAll()
            return (ctx.findings, true, ctx)
        }
        for r in rules { r.finish(ctx) }
        return (ctx.findings, false, ctx)
    }
}
