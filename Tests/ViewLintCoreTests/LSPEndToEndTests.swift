import Foundation
import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools
@testable import ViewLintLSP

/// The real `viewlint lsp` process: over its own stdio, and with Neovim as the client.
final class LSPEndToEndTests: XCTestCase {
    func frame(_ j: JSONNode) -> [UInt8] { FrameDecoder.encode(j.serialized()) }

    func testTheProcessWritesOnlyProtocolMessagesAndExitsPerTheSpec() throws {
        let exe = try builtViewlint()
        let t = TempDir()
        let file = t.write("Feed.swift", lspMissingSuper)
        let uri = FileURI.uri(file)
        var input: [UInt8] = []
        input += frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["rootUri": .string(FileURI.uri(t.path)), "capabilities": [:]]])
        input += frame(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        input += frame(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                        "params": ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(lspMissingSuper)]]])
        input += frame(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
                        "params": ["textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 14]]])
        input += Array("Content-Length: 3\r\n\r\n{x}".utf8)
        input += frame(["jsonrpc": "2.0", "id": 3, "method": "shutdown"])
        input += frame(["jsonrpc": "2.0", "method": "exit"])
        let r = try runProcess(exe, ["lsp"], stdin: input)
        XCTAssertEqual(r.code, 0, r.err)
        var d = FrameDecoder()
        d.feed(r.out)
        var messages: [JSONNode] = []
        while let e = d.next() {
            guard case .body(let b) = e, case .success(let j) = JSONParser.parse(b) else { return XCTFail("not a protocol message on stdout: \(e)") }
            messages.append(j)
        }
        let total = messages.reduce(0) { $0 + FrameDecoder.encode($1.serialized()).count }
        XCTAssertGreaterThan(messages.count, 3)
        XCTAssertEqual(r.out.count, total, "stdout holds frames and nothing else")
        XCTAssertNotNil(messages.first { $0["id"] == 1 }?["result"]?["capabilities"])
        XCTAssertEqual(messages.first { $0["id"] == .null }?["error"]?["code"], -32700)
        XCTAssertEqual(messages.first { $0["id"] == 3 }?["result"], .null)
        // The hover is answered in order, whether or not the debounced lint ran before it.
        XCTAssertEqual(messages.first { $0["id"] == 2 }?["result"]?["contents"]?["kind"], "markdown")

        // Without shutdown: exit code 1. Input that just ends: also 1.
        let noShutdown = try runProcess(exe, ["lsp"], stdin: frame(["jsonrpc": "2.0", "method": "exit"]))
        XCTAssertEqual(noShutdown.code, 1)
        XCTAssertEqual(noShutdown.out, [])
        XCTAssertEqual(try runProcess(exe, ["lsp"], stdin: []).code, 1)
        let bad = try runProcess(exe, ["lsp", "--bogus"], stdin: [])
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains("unknown option"), bad.err)
    }

    /// Neovim as the client (.ci/lsp-e2e/e2e.lua). CI installs neovim; elsewhere the test is
    /// skipped when it is missing, saying why — with CI set it fails instead.
    func testNeovimClient() throws {
        guard let nvim = which("nvim") else {
            let why = "nvim is not installed: the end-to-end language-server test needs Neovim 0.7 or later (apt-get install -y neovim)"
            if ProcessInfo.processInfo.environment["CI"] != nil {
                XCTFail("CI is set and " + why)
                return
            }
            throw XCTSkip(why)
        }
        let exe = try builtViewlint()
        let t = TempDir()
        let file = t.write("App/Feed.swift", lspMissingSuper)
        let r = try runProcess(nvim, ["--headless", "-n", "-i", "NONE", "-u", "NONE", "-c", "luafile \(packageRoot)/.ci/lsp-e2e/e2e.lua"],
                        stdin: [], env: ["VIEWLINT": exe, "E2E_ROOT": t.path, "E2E_FILE": file, "HOME": t.path,
                                         "XDG_STATE_HOME": t.path + "/state", "XDG_DATA_HOME": t.path + "/data", "XDG_CACHE_HOME": t.path + "/cache"],
                        timeout: 120)
        XCTAssertEqual(r.code, 0, "nvim: " + r.err)
        XCTAssertTrue(r.err.contains("lsp-e2e: ok"), r.err)
        // The action's edit was written to the file.
        XCTAssertEqual(t.read("App/Feed.swift"), lspMissingSuper.replacingOccurrences(
            of: "    override func viewDidLoad()", with: "    // viewlint:disable:next missing_super_call\n    override func viewDidLoad()"))
    }
}
