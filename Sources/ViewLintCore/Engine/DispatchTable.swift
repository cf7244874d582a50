/// Which rules want which node kinds.
public final class DispatchTable: @unchecked Sendable {
    let rules: [any Rule.Type]
    /// The rules that visit kind k's nodes (`Rule.visits`), by index in `rules`, as one array:
    /// `flat[start[k]..<start[k+1]]`.
    let flat: [Int32]
    let start: [Int32]
    /// The rules that read the end of kind k's nodes (`Rule.leaves`), flattened the same way:
    /// `leaveFlat[leaveStart[k]..<leaveStart[k+1]]`.
    let leaveFlat: [Int32]
    let leaveStart: [Int32]
    /// Per kind: whether the walk does anything at a node of it (a rule visits it or reads its
    /// end, or it is one of the `contextKinds`).
    let acts: [Bool]
    /// The kinds the walk keeps a context stack of (`LintContext.typeStack`, `functionStack`,
    /// `closureStack`), whatever the rules visit.
    static let contextKinds: [NodeKind] = [.typeDecl, .funcDecl, .closure]
    /// Trigger words of the rules, looked up once per file.
    public let triggers: TriggerTable
    /// The hashes of the rules' `calleeNames`, flat: rule i's are
    /// `calleeHashes[calleeRange[i].from..<calleeRange[i].to]`, and a rule that takes every call
    /// has `from < 0`. Read through one buffer pointer per walk: a list per rule was copied
    /// (a retain and a release of a buffer both workers share) for every call node and rule.
    /// `bloom` has bit `h >> 58` set for each of the rule's hashes, so that most calls (whose
    /// callee is none of them) are turned away by one test instead of a scan of the list.
    let calleeHashes: [UInt64]
    let calleeRange: [(from: Int32, to: Int32, bloom: UInt64)]
    /// Some rule that visits calls takes only some callee names.
    let filtersCalls: Bool

    /// Whether rule `i` takes a call whose callee name hashes to `h` (0: no name), given the
    /// tables' buffers.
    @inline(__always) static func admits(_ i: Int, callee h: UInt64, hashes: UnsafeBufferPointer<UInt64>,
                                         ranges: UnsafeBufferPointer<(from: Int32, to: Int32, bloom: UInt64)>) -> Bool {
        let r = ranges[i]
        guard r.from >= 0 else { return true }
        guard h != 0, r.bloom & (1 << (h >> 58)) != 0 else { return false }
        var k = Int(r.from)
        while k < Int(r.to) {
            if hashes[k] == h { return true }
            k += 1
        }
        return false
    }

    /// The hash of the callee name of call node `i` (its identifier or member name, without
    /// backticks), or 0 when the callee is not a name. A call's callee is its first child,
    /// the next node in pre-order.
    /// (The walk passes the file's tokens and bytes as buffers it holds for the whole file: read
    /// through the file object, each call would take and drop a reference to both arrays.)
    @inline(__always) static func calleeHash(_ nodes: UnsafeBufferPointer<Node>, _ i: Int, tokens: UnsafeBufferPointer<Token>,
                                             bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let c = nodes.firstChild(of: i)
        guard c >= 0 else { return 0 }
        let callee = nodes[c]
        guard callee.kind == .identifier || callee.kind == .memberAccess, callee.name >= 0 else { return 0 }
        let r = tokens[Int(callee.name)].nameRange
        let start = r.lowerBound, end = r.upperBound
        guard start < end, end <= bytes.count else { return 0 }
        return FastText.fnv1a(bytes[start..<end]) | 1
    }
    /// The tables for each set of rules that apply to a file (its scope and its trigger
    /// words), by the set's bits; built on first use.
    private var subsets: [[UInt64]: (rules: [any Rule.Type], table: DispatchTable)] = [:]
    /// The rules that apply in each kind of file (by `scopeKey`), as bits, and every rule's
    /// bits: a file's choice reads no rule's `info` (a copy of its strings per rule and file).
    private let scopeBits: [[UInt64]]
    private let allBits: [UInt64]
    /// The same rules as lists, by `scopeKey`.
    private let inScope: [[any Rule.Type]]

    /// Those of `rules` that apply in `scope`. The run passes this table's own list, which is
    /// answered from the bits made for it, without reading any rule's info.
    func rules(of rules: [any Rule.Type], in scope: FileScope) -> [any Rule.Type] {
        guard !scopeBits.isEmpty, rules.count == self.rules.count,
              zip(rules, self.rules).allSatisfy({ ObjectIdentifier($0) == ObjectIdentifier($1) }) else {
            return rules.filter { $0.info.applies(in: scope) }
        }
        return inScope[Self.scopeKey(scope)]
    }

    /// The index of a scope's kind in `scopeBits`: the three facts `RuleInfo.applies(in:)` may read.
    @inline(__always) static func scopeKey(_ scope: FileScope) -> Int {
        (scope.isTest ? 1 : 0) | (scope.isAppKit ? 2 : 0) | (scope.isWidget ? 4 : 0)
    }

    /// Whether bit `i` of a rule set is set.
    @inline(__always) static func contains(_ bits: [UInt64], _ i: Int) -> Bool { bits[i >> 6] & (1 << UInt64(i & 63)) != 0 }

    /// The bits of the rules among `rules` that apply in `scope` (read from their infos).
    static func bits(of rules: [any Rule.Type], applyingIn scope: FileScope) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (rules.count + 63) / 64)
        for (i, r) in rules.enumerated() where r.info.applies(in: scope) { bits[i >> 6] |= 1 << UInt64(i & 63) }
        return bits
    }
    private let lock = Lock()

    /// The rules that apply to a file of `scope` containing trigger `words`, and their table.
    func forFile(scope: FileScope, words: [UInt64]?) -> ([any Rule.Type], DispatchTable) {
        // Only the run's table is asked: a subset's indices are not its trigger table's.
        precondition(!scopeBits.isEmpty, "DispatchTable.forFile is asked of a subset's table")
        var bits = scopeBits[Self.scopeKey(scope)]
        if let words {
            for i in 0..<rules.count where Self.contains(bits, i) && !triggers.isActive(i, words) {
                bits[i >> 6] &= ~(1 << UInt64(i & 63))
            }
        }
        if bits == allBits { return (rules, self) }
        return lock.withLock {
            if let e = subsets[bits] { return (e.rules, e.table) }
            let chosen = rules.indices.filter { Self.contains(bits, $0) }
            let subset = chosen.map { rules[$0] }
            let t = DispatchTable(subset, shapes: chosen.map { shapes[$0] }, triggers: triggers, choosesForFiles: false)
            subsets[bits] = (subset, t)
            return (subset, t)
        }
    }

    public convenience init(_ rules: [any Rule.Type]) {
        self.init(rules, triggers: TriggerTable(rules), choosesForFiles: true)
    }

    /// Lists of rule indices by kind, as one array and each kind's start in it.
    private static func flatten(_ byKind: [[Int]]) -> (flat: [Int32], start: [Int32]) {
        var flat: [Int32] = [], start: [Int32] = []
        for list in byKind {
            start.append(Int32(flat.count))
            flat += list.map { Int32($0) }
        }
        start.append(Int32(flat.count))
        return (flat, start)
    }

    /// What a table reads of a rule: the kinds it visits and leaves (each once) and the hashes
    /// of its callee names. The run's table keeps them, so that each file's subset table (a few
    /// hundred in a large run) is made from them instead of asking every rule again.
    struct RuleShape {
        let visits: [Int]
        let leaves: [Int]
        let callees: [UInt64]?

        init(_ r: any Rule.Type) {
            visits = Set(r.visits.map { Int($0.rawValue) }).sorted()
            leaves = Set(r.leaves.map { Int($0.rawValue) }).sorted()
            // Hashed as the walk hashes a callee's name token (FastText.fnv1a of its bytes).
            callees = r.calleeNames.map { $0.map { FastText.fnv1a($0.utf8) | 1 } }
        }
    }
    private let shapes: [RuleShape]

    /// A subset's table keeps the run's trigger table (it is never scanned with itself); only
    /// the run's table (`choosesForFiles`) is asked for files' subsets, and makes their bits.
    convenience init(_ rules: [any Rule.Type], triggers: TriggerTable, choosesForFiles: Bool = false) {
        self.init(rules, shapes: rules.map(RuleShape.init), triggers: triggers, choosesForFiles: choosesForFiles)
    }

    private init(_ rules: [any Rule.Type], shapes: [RuleShape], triggers: TriggerTable, choosesForFiles: Bool) {
        self.rules = rules
        self.shapes = shapes
        self.triggers = triggers
        var t = [[Int]](repeating: [], count: Int(NodeKind.unknown.rawValue) + 1)
        var onLeave = t
        for (i, shape) in shapes.enumerated() {
            for k in shape.visits { t[k].append(i) }
            for k in shape.leaves { onLeave[k].append(i) }
        }
        let filters = shapes.map { $0.callees }
        var hashes: [UInt64] = [], ranges: [(from: Int32, to: Int32, bloom: UInt64)] = []
        for f in filters {
            let from = Int32(hashes.count)
            if let f {
                hashes += f
                ranges.append((from, Int32(hashes.count), f.reduce(0) { $0 | 1 << ($1 >> 58) }))
            } else {
                ranges.append((-1, -1, 0))
            }
        }
        calleeHashes = hashes
        calleeRange = ranges
        filtersCalls = t[Int(NodeKind.call.rawValue)].contains { filters[$0] != nil }
        (flat, start) = Self.flatten(t)
        (leaveFlat, leaveStart) = Self.flatten(onLeave)
        acts = t.indices.map { k in
            !t[k].isEmpty || !onLeave[k].isEmpty || Self.contextKinds.contains { Int($0.rawValue) == k }
        }
        let words = (rules.count + 63) / 64
        var every = [UInt64](repeating: 0, count: words)
        for i in rules.indices { every[i >> 6] |= 1 << UInt64(i & 63) }
        allBits = every
        scopeBits = !choosesForFiles ? [] : (0..<8).map { k in
            Self.bits(of: rules, applyingIn: FileScope(isTest: k & 1 != 0, isAppKit: k & 2 != 0, isWidget: k & 4 != 0))
        }
        inScope = scopeBits.map { bits in rules.indices.filter { Self.contains(bits, $0) }.map { rules[$0] } }
    }
}
