extension SyntaxTree {
    /// The tree's structural promises, which the parser keeps on any input: the root covers
    /// every token; each node's subtree is the index range `i..<end` and lies inside its
    /// parent's; a node's tokens lie inside its parent's tokens; siblings follow each other in
    /// token order without overlapping; parent and sibling links agree with the array. Returns
    /// the broken ones (at most about 20). Tests check odd inputs with it; the fuzz target
    /// traps on any break.
    public func invariantViolations() -> [String] {
        var out: [String] = []
        let nodes = self.nodes
        let tokenCount = file.tokens.count
        guard let root = nodes.first else { return tokenCount == 0 ? [] : ["no root for \(tokenCount) tokens"] }
        if Int(root.end) != nodes.count { out.append("root subtree ends at \(root.end), not \(nodes.count)") }
        if tokenCount > 0 && (root.firstToken != 0 || Int(root.lastToken) != tokenCount - 1) {
            out.append("root covers tokens \(root.firstToken)...\(root.lastToken) of \(tokenCount)")
        }
        for i in nodes.indices {
            let n = nodes[i]
            if Int(n.end) <= i || Int(n.end) > nodes.count { out.append("node \(i): end \(n.end)"); continue }
            var child = i + 1
            var lastTokenSeen = Int(n.firstToken) - 1
            while child < Int(n.end) {
                let c = nodes[child]
                if Int(c.parent) != i { out.append("node \(child): parent \(c.parent), expected \(i)") }
                if Int(c.end) > Int(n.end) { out.append("node \(child): subtree ends past its parent \(i)") }
                let empty = c.lastToken < c.firstToken
                if !empty {
                    if c.firstToken < n.firstToken || c.lastToken > n.lastToken {
                        out.append("node \(child) (\(c.kind)): tokens \(c.firstToken)...\(c.lastToken) outside parent \(i) (\(n.kind)) \(n.firstToken)...\(n.lastToken)")
                    }
                    if Int(c.firstToken) <= lastTokenSeen { out.append("node \(child) (\(c.kind)): overlaps its previous sibling") }
                    lastTokenSeen = max(lastTokenSeen, Int(c.lastToken))
                }
                let next = Int(c.end)
                if next <= child { out.append("node \(child): end \(c.end)"); break } // never loop on a bad end
                if next < Int(n.end) {
                    if Int(c.nextSibling) != next { out.append("node \(child): nextSibling \(c.nextSibling), expected \(next)") }
                } else if c.nextSibling >= 0 {
                    out.append("node \(child): last child with a nextSibling \(c.nextSibling)")
                }
                child = next
            }
            if out.count > 20 { break }
        }
        return out
    }
}
