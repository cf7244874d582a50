/// A unified diff (`--diff`) of a file before and after its fixes, three lines of context,
/// from a Myers shortest edit script over lines.
public enum UnifiedDiff {
    public static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Hunks: runs of changes with `context` lines around, merged when close.
        var i = 0
        while i < script.count {
            guard script[i].kind != .same else { i += 1; continue }
            var start = i
            var back = 0
            while start > 0, back < context, script[start - 1].kind == .same { start -= 1; back += 1 }
            var end = i
            var quiet = 0
            while end < script.count {
                if script[end].kind == .same { quiet += 1; if quiet > context * 2 { break } } else { quiet = 0 }
                end += 1
            }
            // The run of unchanged lines that ended the hunk keeps `context` of them; the one
            // that stopped the loop (when it stopped early) was never part of the hunk.
            let trailing = end < script.count ? quiet - 1 : quiet
            end -= max(0, trailing - context)
            let hunk = script[start..<end]
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0, newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for op in hunk {
                switch op.kind {
                case .same: out += " " + a[op.oldIndex].text
                case .delete: out += "-" + a[op.oldIndex].text
                case .insert: out += "+" + b[op.newIndex].text
                }
                if !(op.kind == .insert ? b[op.newIndex] : a[op.oldIndex]).endsWithNewline { out += "\n\\ No newline at end of file\n" }
            }
            i = end
        }
        return out
    }

    struct Line: Equatable { var text: String; var endsWithNewline: Bool }

    static func lines(_ b: [UInt8]) -> [Line] {
        var out: [Line] = []
        var s = 0
        for (i, c) in b.enumerated() where c == 10 {
            out.append(Line(text: String(decoding: b[s...i], as: UTF8.self), endsWithNewline: true))
            s = i + 1
        }
        if s < b.count { out.append(Line(text: String(decoding: b[s...], as: UTF8.self), endsWithNewline: false)) }
        return out
    }

    struct Op { enum Kind { case same, delete, insert }; var kind: Kind; var oldIndex: Int; var newIndex: Int }

    /// Myers' greedy O((N+M)·D) algorithm, with the trace kept to walk back the script.
    static func editScript(_ a: [Line], _ b: [Line]) -> [Op] {
        let n = a.count, m = b.count
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        outer: for d in 0...maxD {
            trace.append(v)
            var k = -d
            while k <= d {
                var x: Int
                if k == -d || (k != d && v[k - 1 + maxD] < v[k + 1 + maxD]) { x = v[k + 1 + maxD] } else { x = v[k - 1 + maxD] + 1 }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[k + maxD] = x
                if x >= n && y >= m { trace.append(v); break outer }
                k += 2
            }
        }
        // Walk back.
        var ops: [Op] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) where d >= 0 {
            let v = trace[d]
            let k = x - y
            let prevK = (k == -d || (k != d && v[k - 1 + maxD] < v[k + 1 + maxD])) ? k + 1 : k - 1
            let prevX = v[prevK + maxD], prevY = prevX - prevK
            while x > prevX && y > prevY { x -= 1; y -= 1; ops.append(Op(kind: .same, oldIndex: x, newIndex: y)) }
            if d > 0 {
                if x == prevX { y -= 1; ops.append(Op(kind: .insert, oldIndex: x, newIndex: y)) }
                else { x -= 1; ops.append(Op(kind: .delete, oldIndex: x, newIndex: y)) }
            }
        }
        while x > 0 && y > 0 { x -= 1; y -= 1; ops.append(Op(kind: .same, oldIndex: x, newIndex: y)) }
        return ops.reversed()
    }
}
