import ViewLintCore

/// A readable dump of a parsed tree, for debugging the parser (`viewlint-dev dump-tree FILE`).
public enum TreeDump {
    public static func dump(_ tree: SyntaxTree) -> String {
        var out = ""
        var depthOf = [Int](repeating: 0, count: tree.nodes.count)
        for i in 0..<tree.nodes.count {
            let n = tree.nodes[i]
            let d = n.parent >= 0 ? depthOf[Int(n.parent)] + 1 : 0
            depthOf[i] = d
            let s = tree.node(i)
            var text = s.text
            if text.count > 60 { text = String(text.prefix(57)) + "…" }
            text = text.replacingNewlines()
            var extra = ""
            if let nm = s.name { extra += " name=\(nm)" }
            if !n.flags.isEmpty { extra += " flags=\(n.flags.rawValue)" }
            out += String(repeating: "  ", count: min(d, 60)) + "\(n.kind)\(extra)  \(text)\n"
        }
        return out
    }
}
