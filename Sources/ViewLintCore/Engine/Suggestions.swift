/// "Did you mean" suggestions for mistyped rule ids, config keys and options.
public enum Suggestions {
    /// The closest candidate by edit distance, if reasonably close.
    public static func closest(_ s: String, _ candidates: [String]) -> String? {
        var best: (String, Int)? = nil
        for c in candidates {
            let d = editDistance(s, c)
            if best == nil || d < best!.1 { best = (c, d) }
        }
        guard let b = best, b.1 <= max(2, s.count / 3) else { return nil }
        return b.0
    }
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.utf8), y = Array(b.utf8)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var prev = Array(0...y.count)
        var cur = prev
        for i in 1...x.count {
            cur[0] = i
            for j in 1...y.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[y.count]
    }
}
