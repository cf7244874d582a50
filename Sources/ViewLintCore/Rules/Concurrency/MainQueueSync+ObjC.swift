/// The Objective-C half of `MainQueueSyncRule` (`MainQueueSync.swift`): run by `ObjCChecks` over
/// each `.m`/`.h` file, messages in Objective-C terms.
extension ObjCChecks {
    /// `dispatch_sync(dispatch_get_main_queue(), …)`, with the same exemptions as the Swift
    /// rule (see `MainQueueSync`): a guarded fallback after which the method uses the block's
    /// work, and state handed between a background block and the main thread. A call inside `@synchronized` or between `[x lock]` and `[x unlock]` gets
    /// the lock-order message.
    mutating func mainQueueSync() {
        let n = file.tokens.count
        var state: Set<String>? = nil
        var k = 0
        while k + 3 < n {
            defer { k += 1 }
            guard file.tok(k, "dispatch_sync"), file.tok(k + 1, "("), file.tok(k + 2, "dispatch_get_main_queue"), file.tok(k + 3, "(") else { continue }
            let braces = enclosingBraces(k)
            if let lock = heldLock(k, braces) {
                report(MainQueueSyncRule.info, token: k,
                       "dispatch_sync on the main queue while holding \(lock): if the main thread ever waits for it too, each thread waits for the other forever; release the lock before dispatching, or use dispatch_async(dispatch_get_main_queue(), …)")
                continue
            }
            let callEnd = file.matching(k + 1)
            let offMain = offMainBranch(k, braces)
            if offMain, continuesAfter(k, callEnd, braces) { continue }
            if state == nil { state = instanceState() }
            if sharesState(k, callEnd, braces, state!) { continue }
            if offMain {
                report(MainQueueSyncRule.info, token: k,
                       "This off-main branch blocks its background caller until the main thread has run the block, and deadlocks if the main thread is waiting for that caller; when the caller does not need the block's result, use dispatch_async(dispatch_get_main_queue(), …)")
            } else {
                report(MainQueueSyncRule.info, token: k,
                       "dispatch_sync on the main queue blocks this thread until the main thread has run the block, and deadlocks when it runs on the main thread or the main thread is waiting for this one; when nothing here needs the block's result, use dispatch_async(dispatch_get_main_queue(), …)")
            }
        }
    }

    /// The `{` tokens around `at`, innermost first.
    func enclosingBraces(_ at: Int) -> [Int] {
        var out: [Int] = []
        var depth = 0
        var i = at - 1
        while i >= 0 {
            if file.tok(i, "}") { depth += 1 } else if file.tok(i, "{") {
                if depth == 0 { out.append(i) } else { depth -= 1 }
            }
            i -= 1
        }
        return out
    }

    /// A `{` opening a block literal (`^{`, `^(…){`, `^Type(…){`).
    func opensBlock(_ brace: Int) -> Bool {
        var j = brace - 1
        var steps = 0
        while j >= 0, steps < 8 {
            if file.tok(j, "^") { return true }
            if file.tok(j, ")") { j = matchingOpen(j) - 1; steps += 1; continue }
            if file.tokens[j].kind == .identifier || file.tok(j, "*") { j -= 1; steps += 1; continue }
            return false
        }
        return false
    }

    /// The `(` that the `)` at `close` closes.
    func matchingOpen(_ close: Int) -> Int {
        var depth = 0
        var i = close
        while i >= 0 {
            if file.tok(i, ")") { depth += 1 } else if file.tok(i, "(") { depth -= 1; if depth == 0 { return i } }
            i -= 1
        }
        return 0
    }

    /// `keyword (…) {` before `brace`: the parenthesised range, when the keyword matches.
    func parenthesised(before brace: Int, _ keyword: String) -> Range<Int>? {
        guard file.tok(brace - 1, ")") else { return nil }
        let open = matchingOpen(brace - 1)
        guard open > 0, file.tok(open - 1, keyword) else { return nil }
        return (open + 1)..<(brace - 1)
    }

    /// `true` for a main-thread test, `false` for its negation, nil for anything else.
    func mainThreadCondition(_ r: Range<Int>) -> Bool? {
        let t = file.text(r).filter { $0 != " " }
        if t.containsBytes("&&") || t.containsBytes("||") { return nil }
        if t.containsBytes("!="), t.containsBytes("currentThread"), t.containsBytes("mainThread") { return false }
        if t.containsBytes("=="), t.containsBytes("currentThread"), t.containsBytes("mainThread") { return true }
        guard t.containsBytes("isMainThread") else { return nil }
        return !t.hasPrefix("!")
    }

    /// The call sits in the `then` of `if (!isMainThread)`, the `else` of `if (isMainThread)`,
    /// or after `if (isMainThread) { …; return; }`, with no block literal in between.
    func offMainBranch(_ at: Int, _ braces: [Int]) -> Bool {
        for b in braces {
            if let cond = parenthesised(before: b, "if"), mainThreadCondition(cond) == false { return true }
            if file.tok(b - 1, "else"), file.tok(b - 2, "}") {
                let thenOpen = matchingBrace(b - 2)
                if let cond = parenthesised(before: thenOpen, "if"), mainThreadCondition(cond) == true { return true }
            }
            // An earlier `if (isMainThread) { …; return; }` at this level.
            var i = b + 1
            while i < at {
                if file.tok(i, "{") {
                    let close = file.matching(i)
                    if close > at { break }
                    if let cond = parenthesised(before: i, "if"), mainThreadCondition(cond) == true,
                       file.tok(close - 1, ";"), file.tok(close - 2, "return") || file.tok(close - 3, "return") { return true }
                    i = close
                }
                i += 1
            }
            if opensBlock(b) { return false }
        }
        return false
    }

    /// The `{` that the `}` at `close` closes.
    func matchingBrace(_ close: Int) -> Int {
        var depth = 0
        var i = close
        while i >= 0 {
            if file.tok(i, "}") { depth += 1 } else if file.tok(i, "{") { depth -= 1; if depth == 0 { return i } }
            i -= 1
        }
        return 0
    }

    /// After the call, up to the end of the method (or of the block literal it runs in), the
    /// method uses what the block did: it assigns something the block touches, clears the
    /// flag an enclosing `if` tests (`if (needsHeight) { …sync…; needsHeight = NO; }`), or
    /// returns what the block assigned.
    func continuesAfter(_ at: Int, _ callEnd: Int, _ braces: [Int]) -> Bool {
        guard let scope = braces.first(where: { opensBlock($0) }) ?? braces.last else { return false }
        var touched: Set<String> = [], assigned: Set<String> = []
        if let inner = file.blocks(in: at..<callEnd).first?.body {
            for t in inner where file.tokens[t].kind == .identifier {
                let k = Self.key(file.text(t))
                touched.insert(k)
                if file.tok(t + 1, "=") { assigned.insert(k) }
            }
        }
        var flags: Set<String> = []
        for b in braces {
            if b == scope { break }
            guard let cond = parenthesised(before: b, "if") else { continue }
            for t in cond where file.tokens[t].kind == .identifier { flags.insert(Self.key(file.text(t))) }
        }
        flags.remove("self")
        let end = file.matching(scope)
        var i = callEnd + 1
        while i < end {
            if file.tok(i, "^") {
                // A block literal after the call runs later; skip it.
                var j = i + 1
                while j < end, !file.tok(j, "{"), !file.tok(j, ";") { j += 1 }
                if file.tok(j, "{") { i = file.matching(j) + 1; continue }
            }
            if file.tok(i, "="), file.tokens[i - 1].kind == .identifier {
                let k = Self.key(file.text(i - 1))
                if touched.contains(k) || flags.contains(k) { return true }
            }
            if file.tok(i, "return") {
                var j = i + 1
                while j < end, !file.tok(j, ";") {
                    if file.tokens[j].kind == .identifier, assigned.contains(Self.key(file.text(j))) { return true }
                    j += 1
                }
            }
            i += 1
        }
        return false
    }

    /// Instance variables (`@implementation X { … }`, `@interface X () { … }`) and properties
    /// of the file's classes, by `key` (`self.name`, `_name` and `name` are one).
    func instanceState() -> Set<String> {
        var out: Set<String> = []
        for c in file.containers {
            for p in c.properties { out.insert(p.name) }
        }
        let n = file.tokens.count
        var i = 0
        while i + 2 < n {
            defer { i += 1 }
            guard file.tok(i, "@"), file.tok(i + 1, "implementation") || file.tok(i + 1, "interface") else { continue }
            var j = i + 2
            while j < n, !file.tok(j, "{"), !file.tok(j, "@"), !file.tok(j, ";"), !file.tok(j, "-"), !file.tok(j, "+") { j += 1 }
            guard file.tok(j, "{") else { continue }
            let close = file.matching(j)
            for t in (j + 1)..<min(close, n) where file.tokens[t].kind == .identifier && (file.tok(t + 1, ";") || file.tok(t + 1, ",")) {
                out.insert(Self.key(file.text(t)))
            }
            i = close
        }
        return out
    }

    /// Inside a block literal, the code before the call assigns instance state that the main
    /// block reads, or reads state the main block assigns: a background queue handing its
    /// results to the main thread, which the wait keeps in step with the queue's next task.
    func sharesState(_ at: Int, _ callEnd: Int, _ braces: [Int], _ state: Set<String>) -> Bool {
        guard !state.isEmpty, let outer = braces.first(where: { opensBlock($0) }) else { return false }
        guard let inner = file.blocks(in: at..<callEnd).first?.body else { return false }
        let before = (outer + 1)..<at
        var readBefore: Set<String> = [], writtenBefore: Set<String> = []
        var readInside: Set<String> = [], writtenInside: Set<String> = []
        collectState(before, state, reads: &readBefore, writes: &writtenBefore)
        collectState(inner, state, reads: &readInside, writes: &writtenInside)
        return !readBefore.isDisjoint(with: writtenInside) || !writtenBefore.isDisjoint(with: readInside)
    }

    /// Instance state read and assigned in `r`: `name`, `_name`, `self.name`, `self->name`.
    func collectState(_ r: Range<Int>, _ state: Set<String>, reads: inout Set<String>, writes: inout Set<String>) {
        for t in r where file.tokens[t].kind == .identifier {
            let viaSelf = (file.tok(t - 1, ".") || file.tok(t - 1, "->")) && file.tok(t - 2, "self")
            if !viaSelf, file.tok(t - 1, ".") || file.tok(t - 1, "->") { continue }
            // Selector pieces (`removeObjectAtIndex:`, `[x count]`) and calls are not state.
            if file.tok(t + 1, ":") || file.tok(t + 1, "(") { continue }
            if !viaSelf, t > 0, file.tokens[t - 1].kind == .identifier || file.tok(t - 1, "]") || file.tok(t - 1, "*") { continue }
            let k = Self.key(file.text(t))
            guard state.contains(k) else { continue }
            if file.tok(t + 1, "=") { writes.insert(k) } else { reads.insert(k) }
        }
    }

    /// The lock held where the call runs: an enclosing `@synchronized (x) { … }`, or an earlier
    /// `[x lock]` / `pthread_mutex_lock(&x)` / `os_unfair_lock_lock(&x)` in an enclosing
    /// brace with no unlock before the call. Block literals run elsewhere: the search stops.
    func heldLock(_ at: Int, _ braces: [Int]) -> String? {
        for b in braces {
            if let r = parenthesised(before: b, "synchronized") { return "@synchronized(\(file.text(r)))" }
            var held: [String: String] = [:]
            for s in file.sends(in: (b + 1)..<at) where s.selector == "lock" || s.selector == "unlock" {
                let r = receiver(s)
                held[r] = s.selector == "lock" ? "'\(r)'" : nil
            }
            var i = b + 1
            while i < at {
                let name = file.text(i)
                if ["pthread_mutex_lock", "pthread_mutex_unlock", "os_unfair_lock_lock", "os_unfair_lock_unlock"].contains(name),
                   file.tok(i + 1, "(") {
                    let close = file.matching(i + 1)
                    var target = file.text((i + 2)..<close)
                    if target.hasPrefix("&") { target = String(target.dropFirst()).trimmingCharacters(in: .whitespaces) }
                    held[target] = name.hasSuffix("unlock") ? nil : "'\(target)'"
                }
                i += 1
            }
            if let (_, d) = held.sorted(by: { $0.key < $1.key }).first { return d }
            if opensBlock(b) { return nil }
        }
        return nil
    }
}

extension MainQueueSyncRule: ObjectiveCChecked {
    static func checkObjCFile(_ checks: inout ObjCChecks) {
        checks.mainQueueSync()
    }
}
