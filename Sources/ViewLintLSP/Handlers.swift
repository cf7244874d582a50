import ViewLintCore

/// The protocol methods.
extension LanguageServer {
    // MARK: Lifecycle

    func initialize(_ params: JSONNode) throws -> JSONNode {
        guard params.object != nil else { throw RPCError.invalidParams("'initialize' needs an object of parameters") }
        var roots: [String] = []
        if let folders = params["workspaceFolders"]?.array {
            for f in folders {
                if let uri = f["uri"]?.string, let p = FileURI.path(uri) { roots.append(normalized(p)) }
            }
        }
        if roots.isEmpty, let uri = params["rootUri"]?.string, let p = FileURI.path(uri) { roots.append(normalized(p)) }
        if roots.isEmpty, let p = params["rootPath"]?.string, p.hasPrefix("/") { roots.append(normalized(p)) }
        if let opts = params["initializationOptions"] {
            if let ms = opts["debounceMs"]?.int, ms >= 0 {
                worker = DiagnosticsWorker(debounce: Double(ms) / 1000) { [unowned self] uris in publish(uris) }
            }
            if let b = opts["noConfig"]?.bool { config.noConfig = b }
            if let c = opts["configs"]?.array { config.configs = c.compactMap { $0.string } }
        }
        state.withLock {
            clientCapabilities = params["capabilities"] ?? .null
            workspaceRoots = roots
            phase = .running
        }
        worker.start()
        let configs = config.configs, noConfig = config.noConfig
        for r in roots {
            worker.enqueue { [self] in loadWorkspace(r, configs: configs, noConfig: noConfig) }
        }
        return [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": [
                    "openClose": true,
                    "change": 2, // incremental
                    "save": ["includeText": false],
                ],
                "hoverProvider": true,
                "codeActionProvider": ["codeActionKinds": .array(codeActions.kinds.map { .string($0) }), "resolveProvider": false],
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "viewlint", "version": .string(viewlintVersion)],
        ]
    }

    func initialized() {
        // Ask for file events where the client can watch files for us.
        let dynamic = state.withLock { clientCapabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false }
        guard dynamic else { return }
        let globs = ["**/*.swift", "**/" + Config.fileName] + Config.swiftLintFileNames.map { "**/" + $0 }
        sendRequest("client/registerCapability", [
            "registrations": [[
                "id": "viewlint-watched-files",
                "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": .array(globs.map { ["globPattern": .string($0)] })],
            ]],
        ])
    }

    func shutdown() -> JSONNode {
        state.withLock { phase = .shutDown }
        // Pending diagnostics are dropped: shutting down never waits for a debounce, nor
        // for a lint under way (`run` joins or detaches the worker at exit).
        worker.stop()
        return .null
    }

    // MARK: Documents

    func didOpen(_ params: JSONNode) throws {
        guard let td = params["textDocument"], let uri = td["uri"]?.string, let text = td["text"]?.string else {
            throw RPCError.invalidParams("didOpen needs textDocument.uri and textDocument.text")
        }
        let doc = TextDocument(uri: uri, languageID: td["languageId"]?.string ?? "", version: td["version"]?.int ?? 0, text: text)
        // Scheduled under the same lock: a re-lint of the open documents either does not
        // see the document yet or sees its lint pending.
        state.withLock {
            documents[uri] = doc
            worker.schedule(uri)
        }
    }

    func didChange(_ params: JSONNode) throws {
        guard let td = params["textDocument"], let uri = td["uri"]?.string, let changes = params["contentChanges"]?.array else {
            throw RPCError.invalidParams("didChange needs textDocument.uri and contentChanges")
        }
        try state.withLock {
            guard var doc = documents[uri] else { throw RPCError.invalidParams("didChange for a document that is not open: \(uri)") }
            for c in changes {
                guard let text = c["text"]?.string else { throw RPCError.invalidParams("a content change needs 'text'") }
                if let r = c["range"] {
                    guard let range = TextRange(r) else { throw RPCError.invalidParams("invalid range in a content change") }
                    doc.replace(range, with: text)
                } else {
                    doc.replaceAll(text)
                }
            }
            if let v = td["version"]?.int { doc.version = v }
            documents[uri] = doc
            worker.schedule(uri)
        }
    }

    func didSave(_ params: JSONNode) throws {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw RPCError.invalidParams("didSave needs textDocument.uri") }
        if let text = params["text"]?.string {
            state.withLock {
                documents[uri]?.replaceAll(text)
                worker.schedule(uri)
            }
        }
        // A client that does not watch files still tells us when it saves a config.
        if let p = FileURI.path(uri), Self.isConfigFile(p) {
            worker.enqueue { [self] in configChanged(p) }
        }
    }

    func didClose(_ params: JSONNode) throws {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw RPCError.invalidParams("didClose needs textDocument.uri") }
        let doc: TextDocument? = state.withLock {
            let d = documents.removeValue(forKey: uri)
            results[uri] = nil
            return d
        }
        guard let doc else { throw RPCError.invalidParams("didClose for a document that is not open: \(uri)") }
        worker.cancel(uri)
        worker.enqueue { [self] in
            state.withLock { published[uri] = nil }
            notify("textDocument/publishDiagnostics", Diagnostics.publishParams(uri: uri, version: nil, diagnostics: []))
            if engine.closed(doc) { relintOpenDocuments(except: nil) }
        }
    }

    // MARK: Workspace

    static func isConfigFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name == Config.fileName || Config.swiftLintFileNames.contains(name)
    }

    func didChangeWatchedFiles(_ params: JSONNode) throws {
        guard let changes = params["changes"]?.array else { throw RPCError.invalidParams("didChangeWatchedFiles needs 'changes'") }
        var events: [(path: String, deleted: Bool)] = []
        for c in changes {
            guard let uri = c["uri"]?.string, let p = FileURI.path(uri) else { continue }
            events.append((normalized(p), c["type"]?.int == 3))
        }
        worker.enqueue { [self] in
            var changed = false
            var configs: [String] = []
            for e in events {
                if Self.isConfigFile(e.path) { configs.append(e.path); continue }
                guard e.path.hasSuffix(".swift") else { continue }
                // An open buffer wins over the file on disk.
                let open = state.withLock { documents.values.contains { $0.path.map(normalized) == e.path } }
                if open { continue }
                if engine.diskChanged(e.path, deleted: e.deleted) { changed = true }
            }
            var reloaded = false
            for c in configs where reloadWorkspaces(affectedBy: c) { reloaded = true }
            if changed || reloaded { relintOpenDocuments(except: nil, force: reloaded) }
        }
    }

    func didChangeWorkspaceFolders(_ params: JSONNode) throws {
        guard let event = params["event"] else { throw RPCError.invalidParams("didChangeWorkspaceFolders needs 'event'") }
        let added = (event["added"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path) }.map(normalized)
        let removed = (event["removed"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path) }.map(normalized)
        let configs = config.configs, noConfig = config.noConfig
        worker.enqueue { [self] in
            for r in removed { engine.remove(root: r) }
            for r in added { loadWorkspace(r, configs: configs, noConfig: noConfig) }
            relintOpenDocuments(except: nil, force: true)
        }
    }

    /// On the worker.
    func loadWorkspace(_ root: String, configs: [String], noConfig: Bool) {
        let t0 = Clock.now()
        let r = engine.load(root: root, configs: configs, noConfig: noConfig)
        for w in r.warnings { logToClient(2, "viewlint: \(w)") }
        if let e = r.error { showMessage(1, "viewlint: \(e)") }
        if let s = engine.stats(root: root) {
            config.log("indexed \(s.files) Swift files of \(root) in \(Int((Clock.now() - t0) * 1000)) ms")
        }
    }

    /// On the worker: a config file changed; returns whether any workspace was reloaded.
    func configChanged(_ path: String) {
        if reloadWorkspaces(affectedBy: path) { relintOpenDocuments(except: nil, force: true) }
    }

    private func reloadWorkspaces(affectedBy path: String) -> Bool {
        let roots = engine.workspacesAffected(byConfig: path)
        for r in roots {
            config.log("\(path) changed: reloading the configuration of \(r)")
            loadWorkspace(r, configs: config.configs, noConfig: config.noConfig)
        }
        return !roots.isEmpty
    }

    // MARK: Diagnostics (on the worker)

    /// Lints the documents whose debounce is due and publishes their diagnostics; when
    /// one changed a declaration, the other open documents are linted again and those
    /// whose diagnostics changed are published.
    func publish(_ uris: [String]) {
        var changedRoots: Set<String> = []
        for uri in uris {
            guard let doc = state.withLock({ documents[uri] }) else { continue }
            let a = engine.analyze(doc)
            if a.indexChanged { changedRoots.insert(a.root) }
            send(doc, a.findings, always: true)
        }
        if !changedRoots.isEmpty { relintOpenDocuments(except: Set(uris), in: changedRoots) }
        engine.afterPublish()
    }

    /// Lints the open documents again (the index or the configuration changed): all of
    /// them, or those of the workspace folders in `roots`. Only those whose diagnostics
    /// changed are published (unless `force`, which also re-reads their declarations).
    func relintOpenDocuments(except: Set<String>?, in roots: Set<String>? = nil, force: Bool = false) {
        var docs = state.withLock { documents.values.filter { except?.contains($0.uri) != true }.sorted { $0.uri < $1.uri } }
        if let roots { docs = docs.filter { roots.contains(engine.root(of: $0)) } }
        for doc in docs {
            // Opened or changed since: its own lint is scheduled.
            if worker.isPending(doc.uri) { continue }
            // A configuration change can move a file into or out of the index.
            let findings = force ? engine.analyze(doc).findings : engine.findings(doc)
            send(doc, findings, always: false)
        }
        engine.afterPublish()
    }

    private func send(_ doc: TextDocument, _ findings: [Finding], always: Bool) {
        let diagnostics = findings.map { Diagnostics.diagnostic($0, in: doc) }
        let go: Bool = state.withLock {
            // Nothing more after shutdown.
            guard phase == .running else { return false }
            // Closed or changed again meanwhile: a newer lint is coming (or none is wanted).
            guard let current = documents[doc.uri], current.version == doc.version, current.bytes == doc.bytes else { return false }
            results[doc.uri] = (doc.version, findings)
            if !always, published[doc.uri] == diagnostics { return false }
            published[doc.uri] = diagnostics
            return true
        }
        if go {
            notify("textDocument/publishDiagnostics", Diagnostics.publishParams(uri: doc.uri, version: doc.version, diagnostics: diagnostics))
        }
    }

    // MARK: Requests on documents

    /// The open document a request names, and its findings for the current text.
    private func documentAndFindings(_ params: JSONNode) throws -> (TextDocument, [Finding]) {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw RPCError.invalidParams("textDocument.uri is missing") }
        let (doc, cached): (TextDocument?, [Finding]?) = state.withLock {
            let d = documents[uri]
            let r = results[uri]
            return (d, d != nil && r?.version == d!.version ? r!.findings : nil)
        }
        guard let doc else { throw RPCError.invalidParams("unknown document: \(uri) is not open") }
        return (doc, cached ?? engine.findings(doc))
    }

    func codeAction(_ params: JSONNode) throws -> JSONNode {
        guard params["textDocument"]?["uri"]?.string != nil else { throw RPCError.invalidParams("textDocument.uri is missing") }
        guard let range = TextRange(params["range"]) else { throw RPCError.invalidParams("'range' is missing or invalid") }
        let (doc, findings) = try documentAndFindings(params)
        guard range.end.line < doc.lineCount else {
            throw RPCError.invalidParams("range ends on line \(range.end.line), past the document's \(doc.lineCount) lines")
        }
        let only = params["context"]?["only"]?.array?.compactMap { $0.string }
        var codeActions = self.codeActions
        codeActions.versionedEdits = state.withLock {
            clientCapabilities["workspace"]?["workspaceEdit"]?["documentChanges"]?.bool ?? false
        }
        return .array(codeActions.actions(for: findings, lines: range.start.line...range.end.line, in: doc, only: only))
    }

    func hover(_ params: JSONNode) throws -> JSONNode {
        guard params["textDocument"]?["uri"]?.string != nil else { throw RPCError.invalidParams("textDocument.uri is missing") }
        guard let pos = Position(params["position"]) else { throw RPCError.invalidParams("'position' is missing or invalid") }
        let (doc, findings) = try documentAndFindings(params)
        guard let offset = doc.offset(of: pos) else {
            throw RPCError.invalidParams("position line \(pos.line) is past the document's \(doc.lineCount) lines")
        }
        return Hover.hover(at: offset, findings: findings, in: doc)
    }
}

func normalized(_ p: String) -> String {
    var out: [Substring] = []
    for part in p.split(separator: "/") {
        if part == "." || part.isEmpty { continue }
        if part == ".." { if !out.isEmpty { out.removeLast() }; continue }
        out.append(part)
    }
    return "/" + out.joined(separator: "/")
}
