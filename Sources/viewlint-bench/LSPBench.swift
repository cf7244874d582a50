// `viewlint-bench lsp`: the language server's latency from didChange to publishDiagnostics
// on a 1,000-line file in a workspace of 1,000 files, and its memory over 1,000 edits.
//   swift build -c release --product viewlint-bench
//   .build/release/viewlint-bench lsp [--files 1000] [--lines 1000] [--edits 1000] [--debounce-ms 50] [--gap-ms 60] [--dir DIR]
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore
import ViewLintLSP

/// Resident memory now (not the peak), in MB; the peak where /proc is missing.
func residentMB() -> Double {
    guard let f = fopen("/proc/self/statm", "r") else { return peakRSSMB() }
    defer { fclose(f) }
    var buf = [CChar](repeating: 0, count: 256)
    guard fgets(&buf, Int32(buf.count), f) != nil else { return 0 }
    let parts = String(cString: buf).split(separator: " ")
    guard parts.count >= 2, let pages = Double(parts[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// A client end of the pipes: framed writes, and reads until a wanted message.
final class BenchClient {
    let toServer: Int32
    let fromServer: Int32
    private var buffer: [UInt8] = []

    init(toServer: Int32, fromServer: Int32) {
        self.toServer = toServer
        self.fromServer = fromServer
    }

    func send(_ json: String) {
        let body = Array(json.utf8)
        let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        frame.withUnsafeBytes { raw in
            var off = 0
            while off < raw.count {
                let n = write(toServer, raw.baseAddress! + off, raw.count - off)
                if n <= 0 { fail("the server closed its input") }
                off += n
            }
        }
    }

    /// The next message body.
    func next() -> String {
        while true {
            if let end = find([13, 10, 13, 10]) {
                let header = String(decoding: buffer[0..<end], as: UTF8.self)
                guard let lenText = header.split(separator: "\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                      let n = Int(lenText.dropFirst("content-length:".count).filter { $0.isNumber }) else { fail("bad frame from the server") }
                if buffer.count >= end + 4 + n {
                    let body = String(decoding: buffer[(end + 4)..<(end + 4 + n)], as: UTF8.self)
                    buffer.removeSubrange(0..<(end + 4 + n))
                    return body
                }
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(fromServer, $0.baseAddress!, $0.count) }
            if n <= 0 { fail("the server closed its output") }
            buffer += chunk[0..<n]
        }
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        var i = 0
        while i + needle.count <= buffer.count {
            if buffer[i] == needle[0] && Array(buffer[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }

    /// Waits for the diagnostics of `uri` at `version`; returns their number.
    func diagnostics(uri: String, version: Int) -> Int {
        while true {
            let m = next()
            guard m.contains("\"method\":\"textDocument/publishDiagnostics\""), m.contains(JSON.quote(uri)),
                  m.hasSuffix("\"version\":\(version)}}") else { continue }
            return m.components("\"code\":")
        }
    }

    func response(id: Int) -> String {
        while true {
            let m = next()
            if m.contains("\"id\":\(id),") && !m.contains("\"method\"") { return m }
        }
    }
}

extension String {
    func components(_ s: String) -> Int {
        var n = 0
        var rest = Substring(self)
        while let r = rest.firstRange(of: s) { n += 1; rest = rest[r.upperBound...] }
        return n
    }
}

func lspBench(_ args: [String]) {
    func opt(_ name: String, _ def: Int) -> Int {
        guard let i = args.firstIndex(of: name), i + 1 < args.count, let v = Int(args[i + 1]) else { return def }
        return v
    }
    let files = opt("--files", 1000), lines = opt("--lines", 1000), edits = opt("--edits", 1000)
    let debounceMs = opt("--debounce-ms", 50), gapMs = opt("--gap-ms", 60)
    let dir = args.firstIndex(of: "--dir").flatMap { $0 + 1 < args.count ? args[$0 + 1] : nil } ?? "/tmp/viewlint-lsp-bench"
    // The workspace: `files` generated files (about 200 lines each) and one of `lines` lines.
    if FileWalker.kind(of: dir + "/Module0") != .directory {
        do { _ = try CorpusGenerator.write(to: dir, lines: files * 200, files: files) } catch { fail("\(error)") }
    }
    var g = CorpusGenerator(seed: 7)
    // Generated chunks overshoot `lines` a little (whole declarations are kept).
    let big = g.file(index: 424242, lines: lines)
    let bigPath = dir + "/Big.swift"
    do { try AtomicFile.write(big, to: bigPath) } catch { fail("\(error)") }
    let bigLines = big.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }

    var a: [Int32] = [0, 0], b: [Int32] = [0, 0]
    guard pipe(&a) == 0, pipe(&b) == 0 else { fail("pipe") }
    var config = LanguageServer.Configuration()
    config.debounce = Double(debounceMs) / 1000
    config.log = { _ in }
    let server = LanguageServer(input: a[0], output: b[1], configuration: config)
    let client = BenchClient(toServer: a[1], fromServer: b[0])
    var code: Int32 = -1
    let uri = "file://" + bigPath
    var latencies: [(decl: Bool, ms: Double)] = []
    var memory: [(Int, Double)] = []
    var startup = 0.0
    var counts: (fromSpare: Int, fullRebuilds: Int)? = nil
    Parallel.forEach(count: 2, jobs: 2) { i, _ in
        if i == 0 {
            code = server.run()
            close(b[1])
            return
        }
        let t0 = now()
        client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":\#(JSON.quote("file://" + dir)),"capabilities":{}}}"#)
        _ = client.response(id: 1)
        client.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(JSON.quote(uri)),"languageId":"swift","version":1,"text":\#(JSON.quote(big))}}}"#)
        // The first diagnostics come after the workspace is indexed.
        _ = client.diagnostics(uri: uri, version: 1)
        startup = now() - t0
        // Edits in pairs that leave the text as it was: a comment line in a body (no
        // declaration changes), and every fifth pair a new class at the top (the index is
        // rebuilt from the summaries and the other open documents re-checked).
        let mid = bigLines / 2
        for e in 0..<edits {
            let v = e + 2
            let pair = e / 2
            let decl = pair % 5 == 0
            let line = decl ? 9 : mid
            let change: String
            if e % 2 == 0 {
                let text = decl ? "final class BenchEdit\(pair): UIViewController {}\n" : "        // edit \(pair)\n"
                change = #"{"range":{"start":{"line":\#(line),"character":0},"end":{"line":\#(line),"character":0}},"text":\#(JSON.quote(text))}"#
            } else {
                change = #"{"range":{"start":{"line":\#(line),"character":0},"end":{"line":\#(line + 1),"character":0}},"text":""}"#
            }
            usleep(UInt32(gapMs * 1000))
            let t = now()
            client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\#(JSON.quote(uri)),"version":\#(v)},"contentChanges":[\#(change)]}}"#)
            _ = client.diagnostics(uri: uri, version: v)
            latencies.append((decl, (now() - t) * 1000))
            if (e + 1) % 100 == 0 || e == 0 { memory.append((e + 1, residentMB())) }
        }
        counts = server.indexUpdateCounts(root: dir)
        client.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        _ = client.response(id: 2)
        client.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        close(a[1])
    }
    func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
    }
    func pct(_ xs: [Double], _ p: Double) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : s[min(s.count - 1, Int(Double(s.count) * p))]
    }
    let all = latencies.map { $0.ms }, body = latencies.filter { !$0.decl }.map { $0.ms }, decl = latencies.filter { $0.decl }.map { $0.ms }
    print("workspace: \(files) files + Big.swift (\(bigLines) lines) in \(dir); debounce \(debounceMs) ms, \(gapMs) ms between edits; server exit code \(code)")
    print("start-up (initialize → first diagnostics, index of \(files + 1) files): \(format2(startup * 1000)) ms")
    print("didChange → publishDiagnostics over \(all.count) edits: median \(format2(median(all))) ms, p90 \(format2(pct(all, 0.9))) ms, max \(format2(all.max() ?? 0)) ms")
    print("  edits inside a body (\(body.count)): median \(format2(median(body))) ms, p90 \(format2(pct(body, 0.9))) ms")
    print("  edits that add or remove a declaration (\(decl.count)): median \(format2(median(decl))) ms, p90 \(format2(pct(decl, 0.9))) ms")
    print("resident memory (MB) after edit: " + memory.map { "\($0.0): \(format0($0.1))" }.joined(separator: ", "))
    if let counts {
        print("declaration changes served by the spare index: \(counts.fromSpare), by a full rebuild: \(counts.fullRebuilds) (the start-up build included)")
    }
    let r = indexRebuildCost(dir)
    print("index rebuild from \(r.files) summaries (\(r.records) type records): apply \(format2(r.applyMs)) ms, sort \(format2(r.sortMs)) ms, free the old index \(format2(r.freeMs)) ms")
    if let first = memory.dropFirst().first, let last = memory.last {
        print("growth from edit \(first.0) to \(last.0): \(format2(last.1 - first.1)) MB")
    }
}

/// The cost of rebuilding a workspace's type index from per-file summaries (what the
/// server does when a buffer changes a declaration).
func indexRebuildCost(_ dir: String) -> (files: Int, records: Int, applyMs: Double, sortMs: Double, freeMs: Double) {
    var unreadable: [String] = []
    let paths = FileWalker.files(under: dir, unreadable: &unreadable)
    let summaries = paths.map { DeclarationScanner.summarize(SourceFile(path: $0, bytes: FileWalker.read($0) ?? [])) }
    var apply: [Double] = [], sort: [Double] = [], free: [Double] = []
    for _ in 0..<20 {
        var t = now()
        var idx: TypeIndex? = TypeIndex()
        for s in summaries { idx!.apply(s) }
        apply.append(now() - t)
        t = now()
        idx!.sortRecords()
        sort.append(now() - t)
        t = now()
        idx = nil
        free.append(now() - t)
    }
    func med(_ x: [Double]) -> Double { x.sorted()[x.count / 2] * 1000 }
    return (paths.count, summaries.reduce(0) { $0 + $1.records.count }, med(apply), med(sort), med(free))
}
