#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore

/// The language server: JSON-RPC over a pair of file descriptors (standard input and
/// output for `viewlint lsp`).
///
/// Threads: a reader turns frames into messages (and honours `$/cancelRequest` as soon as
/// it arrives); the handler thread answers them in order; the diagnostics worker lints and
/// publishes. Nothing but protocol messages is written to the output; logs go to `log`.
public final class LanguageServer: @unchecked Sendable {
    public struct Configuration: Sendable {
        /// Debounce interval for diagnostics after a change, in seconds.
        public var debounce: Double = 0.05
        /// `--no-config` / `--config PATH` for every workspace folder.
        public var noConfig = false
        public var configs: [String] = []
        /// Threads for indexing a workspace.
        public var jobs = Parallel.processorCount
        public var log: @Sendable (String) -> Void = { m in fputs("viewlint lsp: \(m)\n", stderr) }
        /// Whether `run` waits for a lint or an indexing under way before it returns (an
        /// embedder that goes on needs that; the process exits at once instead).
        public var waitForWorkersOnExit = true
        public init() {}
    }

    enum Phase { case uninitialized, running, shutDown }

    let input: Int32
    let sink: MessageSink
    var config: Configuration
    let engine: LintEngine
    var worker: DiagnosticsWorker!
    let codeActions = CodeActions()

    /// Guards everything below: the handler and the worker share it.
    let state = Monitor()
    var phase = Phase.uninitialized
    var documents: [String: TextDocument] = [:]
    /// Latest findings per URI, with the version they were computed for.
    var results: [String: (version: Int, findings: [Finding])] = [:]
    /// What was last published per URI (re-publishing identical diagnostics is skipped
    /// for documents that did not change themselves).
    var published: [String: [JSONNode]] = [:]
    var clientCapabilities: JSONNode = .null
    var workspaceRoots: [String] = []

    /// Between the reader and the handler.
    private let inbox = Monitor()
    private var queue: [MessageReader.Item] = []
    private var queued: Set<RequestID> = []
    private var cancelled: Set<RequestID> = []
    private var nextRequestID = 1
    /// Called on the handler thread before each message (tests use it to hold the handler).
    var beforeHandling: ((MessageReader.Item) -> Void)?

    public init(input: Int32, output: Int32, configuration: Configuration = Configuration()) {
        self.input = input
        self.sink = FileDescriptorSink(fd: output)
        self.config = configuration
        self.engine = LintEngine(jobs: configuration.jobs)
        self.worker = DiagnosticsWorker(debounce: configuration.debounce) { [unowned self] uris in publish(uris) }
    }

    /// Serves until `exit` or the end of the input; returns the process exit code (0 when
    /// `shutdown` came first, else 1).
    public func run() -> Int32 {
        // The reader may stay blocked on input after `exit`; nobody waits for it.
        WorkerThread { [self] in readLoop() }.detach()
        var code: Int32 = 1
        let handler = WorkerThread { [self] in code = handleLoop() }
        handler.join()
        worker.finish(join: config.waitForWorkersOnExit)
        engine.stop(join: config.waitForWorkersOnExit)
        return code
    }

    /// How many declaration changes in the workspace folder `root` were served by the
    /// spare index and how many by a full rebuild (for the benchmark).
    public func indexUpdateCounts(root: String) -> (fromSpare: Int, fullRebuilds: Int)? {
        engine.indexCounters(root: normalized(root)).map { ($0.fast, $0.full) }
    }

    // MARK: Reader

    private func readLoop() {
        var reader = MessageReader(fd: input)
        while true {
            let item = reader.next()
            if case .message(.notification(let m, let p)) = item, m == "$/cancelRequest" {
                if let id = p["id"].flatMap(RequestID.init) {
                    inbox.withLock { if queued.contains(id) { cancelled.insert(id) } }
                }
                continue
            }
            inbox.withLock {
                if case .message(.request(let id, _, _)) = item { queued.insert(id) }
                queue.append(item)
                inbox.broadcast()
            }
            if item == .end { return }
        }
    }

    private func take() -> MessageReader.Item {
        inbox.withLock {
            while queue.isEmpty { inbox.wait() }
            return queue.removeFirst()
        }
    }

    /// Whether a request was cancelled; call once it is answered to forget it.
    func isCancelled(_ id: RequestID) -> Bool { inbox.withLock { cancelled.contains(id) } }

    private func finished(_ id: RequestID) {
        inbox.withLock {
            queued.remove(id)
            cancelled.remove(id)
        }
    }

    // MARK: Handler

    private func handleLoop() -> Int32 {
        while true {
            let item = take()
            beforeHandling?(item)
            switch item {
            case .end:
                return state.withLock { phase == .shutDown } ? 0 : 1
            case .unreadable(let e):
                sink.send(Outgoing.error(nil, e))
            case .message(let m):
                switch m {
                case .invalid(let id, let reason):
                    sink.send(Outgoing.error(id, RPCError(.invalidRequest, reason)))
                case .response:
                    break // answers to registerCapability; nothing depends on them
                case .notification(let method, let params):
                    if method == "exit" { return state.withLock { phase == .shutDown } ? 0 : 1 }
                    handleNotification(method, params)
                case .request(let id, let method, let params):
                    handleRequest(id, method, params)
                    finished(id)
                }
            }
        }
    }

    private func handleRequest(_ id: RequestID, _ method: String, _ params: JSONNode) {
        if isCancelled(id) {
            sink.send(Outgoing.error(id, RPCError(.requestCancelled, "request \(id) was cancelled")))
            return
        }
        let phase = state.withLock { self.phase }
        switch phase {
        case .uninitialized where method != "initialize":
            sink.send(Outgoing.error(id, RPCError(.serverNotInitialized, "the server is not initialized: send 'initialize' first")))
            return
        case .shutDown:
            sink.send(Outgoing.error(id, RPCError(.invalidRequest, "the server is shut down: only 'exit' is accepted")))
            return
        case .running where method == "initialize":
            sink.send(Outgoing.error(id, RPCError(.invalidRequest, "'initialize' was already received")))
            return
        default: break
        }
        do {
            let result: JSONNode
            switch method {
            case "initialize": result = try initialize(params)
            case "shutdown": result = shutdown()
            case "textDocument/codeAction": result = try codeAction(params)
            case "textDocument/hover": result = try hover(params)
            default:
                throw RPCError(.methodNotFound, "method '\(method)' is not supported")
            }
            if isCancelled(id) {
                sink.send(Outgoing.error(id, RPCError(.requestCancelled, "request \(id) was cancelled")))
            } else {
                sink.send(Outgoing.response(id, result))
            }
        } catch let e as RPCError {
            sink.send(Outgoing.error(id, e))
        } catch {
            sink.send(Outgoing.error(id, RPCError(.internalError, "\(error)")))
        }
    }

    private func handleNotification(_ method: String, _ params: JSONNode) {
        let phase = state.withLock { self.phase }
        guard phase == .running else {
            if phase == .uninitialized { config.log("ignored '\(method)' before 'initialize'") }
            return
        }
        do {
            switch method {
            case "initialized": initialized()
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didSave": try didSave(params)
            case "textDocument/didClose": try didClose(params)
            case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
            case "workspace/didChangeWorkspaceFolders": try didChangeWorkspaceFolders(params)
            default:
                // `$/setTrace`, `$/progress`, configuration pushes: nothing to do.
                if !method.hasPrefix("$/") && method != "workspace/didChangeConfiguration" {
                    config.log("ignored notification '\(method)'")
                }
            }
        } catch let e as RPCError {
            // Notifications are never answered: say it in the log.
            config.log("\(method): \(e.message)")
        } catch {
            config.log("\(method): \(error)")
        }
    }

    // MARK: Messages to the client

    func notify(_ method: String, _ params: JSONNode) {
        sink.send(Outgoing.notification(method, params))
    }

    /// `window/logMessage` (type 1 error … 4 log) and the log.
    func logToClient(_ type: Int, _ message: String) {
        config.log(message)
        notify("window/logMessage", ["type": .int(type), "message": .string(message)])
    }

    func showMessage(_ type: Int, _ message: String) {
        config.log(message)
        notify("window/showMessage", ["type": .int(type), "message": .string(message)])
    }

    func sendRequest(_ method: String, _ params: JSONNode) {
        let id: RequestID = inbox.withLock {
            defer { nextRequestID += 1 }
            return .string("viewlint-\(nextRequestID)")
        }
        sink.send(Outgoing.request(id, method, params))
    }
}
