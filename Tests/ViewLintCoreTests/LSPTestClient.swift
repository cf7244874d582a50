import Foundation
import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools
@testable import ViewLintLSP

/// Drives a `LanguageServer` through a pair of pipes, as an editor would over stdio.
final class LSPTestClient {
    let server: LanguageServer
    private let toServer: Int32
    private let fromServer: Int32
    private var decoder = FrameDecoder()
    /// Messages received and not yet taken by `next`/`waitFor`.
    private(set) var inbox: [JSONNode] = []
    /// Every message received, in order.
    private(set) var log: [JSONNode] = []
    private var nextID = 1
    private var thread: WorkerThread?
    private(set) var exitCode: Int32? = nil
    private let exitLock = NSLock()
    var stderrLines: [String] { logBox.lines }
    private let logBox = LogBox()

    final class LogBox: @unchecked Sendable {
        private let lock = NSLock()
        private var _lines: [String] = []
        var lines: [String] { lock.lock(); defer { lock.unlock() }; return _lines }
        func add(_ s: String) { lock.lock(); _lines.append(s); lock.unlock() }
    }

    init(debounceMs: Int = 0, configure: (LanguageServer) -> Void = { _ in }) {
        var a: [Int32] = [0, 0], b: [Int32] = [0, 0]
        precondition(pipe(&a) == 0 && pipe(&b) == 0)
        toServer = a[1]
        fromServer = b[0]
        var c = LanguageServer.Configuration()
        c.debounce = Double(debounceMs) / 1000
        c.jobs = 2
        let box = logBox
        c.log = { box.add($0) }
        server = LanguageServer(input: a[0], output: b[1], configuration: c)
        configure(server)
        let serverIn = a[0], serverOut = b[1]
        thread = WorkerThread { [server, weak self] in
            let code = server.run()
            close(serverOut)
            close(serverIn)
            self?.setExit(code)
        }
    }

    private func setExit(_ c: Int32) { exitLock.lock(); exitCode = c; exitLock.unlock() }

    deinit {
        close(toServer)
        thread?.join()
        close(fromServer)
    }

    // MARK: Sending

    func sendRaw(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var off = 0
            while off < raw.count {
                let n = write(toServer, raw.baseAddress! + off, raw.count - off)
                if n <= 0 { return }
                off += n
            }
        }
    }

    func sendRaw(_ s: String) { sendRaw(Array(s.utf8)) }

    func send(_ j: JSONNode) { sendRaw(FrameDecoder.encode(j.serialized())) }

    @discardableResult
    func sendRequest(_ method: String, _ params: JSONNode = [:]) -> Int {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return id
    }

    func notify(_ method: String, _ params: JSONNode = [:]) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: JSONNode = [:], timeout: Double = 20) -> JSONNode? {
        let id = sendRequest(method, params)
        return response(id, timeout: timeout)
    }

    func response(_ id: Int, timeout: Double = 20) -> JSONNode? {
        waitFor(timeout: timeout) { $0["id"] == .int(id) && $0["method"] == nil }
    }

    // MARK: Receiving

    /// Reads what the server sent, waiting at most `timeout` seconds for something.
    private func pump(timeout: Double) {
        var pfd = pollfd(fd: fromServer, events: Int16(POLLIN), revents: 0)
        guard poll(&pfd, 1, Int32(max(0, timeout * 1000))) > 0 else { return }
        var buf = [UInt8](repeating: 0, count: 65536)
        let n = buf.withUnsafeMutableBytes { read(fromServer, $0.baseAddress!, $0.count) }
        guard n > 0 else { usleep(2000); return }
        buf.withUnsafeBufferPointer { decoder.feed(UnsafeBufferPointer(rebasing: $0[0..<n])) }
        while let e = decoder.next() {
            guard case .body(let b) = e, case .success(let j) = JSONParser.parse(b) else {
                XCTFail("the server wrote something that is not a protocol message: \(e)")
                continue
            }
            inbox.append(j)
            log.append(j)
        }
    }

    /// The first message (in arrival order) matching `predicate`, removed from the inbox.
    func waitFor(timeout: Double = 20, _ predicate: (JSONNode) -> Bool) -> JSONNode? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let i = inbox.firstIndex(where: predicate) { return inbox.remove(at: i) }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return nil }
            pump(timeout: min(left, 0.05))
        }
    }

    /// Collects messages for `seconds` (to check that something is not sent).
    func drain(_ seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while deadline.timeIntervalSinceNow > 0 { pump(timeout: min(deadline.timeIntervalSinceNow, 0.05)) }
    }

    func diagnostics(_ uri: String, version: Int? = nil, timeout: Double = 20) -> [JSONNode]? {
        waitFor(timeout: timeout) {
            $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
                && (version == nil || $0["params"]?["version"]?.int == version)
        }?["params"]?["diagnostics"]?.array
    }

    func waitForExit(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            exitLock.lock()
            let c = exitCode
            exitLock.unlock()
            if let c { return c }
            usleep(2000)
        }
        return nil
    }

    // MARK: Conveniences

    @discardableResult
    func initialize(root: String?, capabilities: JSONNode = [:], folders: [String]? = nil) -> JSONNode? {
        var p: [String: JSONNode] = ["processId": .null, "capabilities": capabilities]
        p["rootUri"] = root.map { .string(FileURI.uri($0)) } ?? .null
        if let folders {
            p["workspaceFolders"] = .array(folders.map { ["uri": .string(FileURI.uri($0)), "name": "ws"] })
        }
        let r = request("initialize", .object(p))
        notify("initialized")
        return r
    }

    /// Waits until the server has indexed and linted everything it was given.
    func settle() { _ = server.worker.waitIdle(timeout: 20) }

    func open(_ path: String, _ text: String, version: Int = 1, languageID: String = "swift") -> String {
        let uri = FileURI.uri(path)
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(languageID),
                                                          "version": .int(version), "text": .string(text)]])
        return uri
    }

    func change(_ uri: String, version: Int, text: String) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)],
                                          "contentChanges": [["text": .string(text)]]])
    }

    func change(_ uri: String, version: Int, range: TextRange, text: String) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)],
                                          "contentChanges": [["range": range.json, "text": .string(text)]]])
    }

    func shutdownAndExit() -> Int32? {
        _ = request("shutdown", .null)
        notify("exit")
        return waitForExit()
    }
}

func rules(of diagnostics: [JSONNode]?) -> [String] {
    (diagnostics ?? []).map { d in "\((d["range"]?["start"]?["line"]?.int ?? -1) + 1):\(d["code"]?.string ?? "?")" }
}
