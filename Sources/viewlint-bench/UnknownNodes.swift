// Development check: how much real code the parser cannot read.
//   swift run -c release viewlint-bench unknown-nodes DIR [--show N] [--files N]
// Counts `unknown` nodes per file (and files that hit the nesting limit), then prints the
// worst files and, with --show, the source line of the first N unknown nodes.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore

func countUnknownNodes(_ roots: [String], show: Int, topFiles: Int, jobs: Int) {
    var unreadable: [String] = []
    let paths = roots.flatMap { FileWalker.files(under: $0, unreadable: &unreadable) }
    let n = paths.count
    let counts = Slots<Int>(count: n, initial: 0)
    let deep = Slots<Bool>(count: n, initial: false)
    let samples = Slots<[String]>(count: n, initial: [])
    let lineCounts = Slots<Int>(count: n, initial: 0)
    let depths = Slots<Int>(count: n, initial: 0)
    Parallel.forEach(count: n, jobs: jobs) { i, _ in
        guard let bytes = FileWalker.read(paths[i]) else { return }
        let file = SourceFile(path: paths[i], bytes: TextDecoding.utf8(bytes))
        let tree = Parser.parse(file)
        lineCounts[i] = file.lineStarts.count
        deep[i] = tree.nestingTooDeep
        // deepest node, for comparing real code against Parser.maxDepth
        var depthOf = [Int](repeating: 0, count: tree.nodes.count)
        var deepest = 0
        for j in 1..<max(1, tree.nodes.count) {
            depthOf[j] = depthOf[Int(tree.nodes[j].parent)] + 1
            deepest = max(deepest, depthOf[j])
        }
        depths[i] = deepest
        var c = 0
        var mine: [String] = []
        for j in 0..<tree.nodes.count where tree.nodes[j].kind == .unknown {
            c += 1
            if mine.count < 3 {
                let t = Int(tree.nodes[j].firstToken)
                let off = t < file.tokens.count ? Int(file.tokens[t].start) : file.bytes.count
                let line = file.line(of: off)
                let tokText = t < file.tokens.count ? file.text(file.tokens[t]) : "<eof>"
                var text = file.lineText(line)
                while let f = text.first, f == " " || f == "\t" { text.removeFirst() }
                if text.count > 140 { text = String(text.prefix(140)) + "…" }
                mine.append("\(paths[i]):\(line): `\(tokText)` in: \(text)")
            }
        }
        counts[i] = c
        samples[i] = mine
    }
    let cs = counts.values, ds = deep.values
    let total = cs.reduce(0, +)
    let withUnknown = cs.filter { $0 > 0 }.count
    let order = (0..<n).filter { cs[$0] > 0 }.sorted { cs[$0] != cs[$1] ? cs[$0] > cs[$1] : paths[$0] < paths[$1] }
    for i in order.prefix(topFiles) { print("\(String(cs[i]).leftPad(6))  \(paths[i])") }
    if show > 0 {
        print("--- first unknown nodes")
        var shown = 0
        for i in order where shown < show {
            for s in samples[i] where shown < show { print(s); shown += 1 }
        }
    }
    for i in 0..<n where ds[i] { print("nesting too deep: \(paths[i])") }
    let dv = depths.values
    if let deepest = (0..<n).max(by: { dv[$0] < dv[$1] }) {
        print("deepest tree: \(dv[deepest]) node levels in \(paths[deepest]); parser nesting limit: \(Parser.maxDepth) (--max-depth N to try another)")
    }
    for d in unreadable { print("unreadable directory: \(d)") }
    print("files: \(n), lines: \(lineCounts.values.reduce(0, +)), unknown nodes: \(total), files with unknown nodes: \(withUnknown), nesting too deep: \(ds.filter { $0 }.count)")
}
