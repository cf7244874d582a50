import Foundation
import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools
@testable import ViewLintLSP

let lspMissingSuper = """
import UIKit

final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        title = "Feed"
    }
}

"""

/// weak_delegate is opt-in (group pedantic): the workspaces whose tests use it opt in with
/// their `.viewlint.yml`, as a user would.
let lspOptInWeakDelegate = "opt_in_rules: [weak_delegate]\n"

/// The server driven through pipes, message by message, as an editor drives it.
final class LSPProtocolTests: XCTestCase {
    func testLifecycleAndExitCodes() throws {
        let c = LSPTestClient()
        // Before initialize: requests are refused, notifications dropped.
        let early = c.request("textDocument/hover", ["textDocument": ["uri": "file:///x.swift"], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(early?["error"]?["code"], .int(-32002))
        let t = TempDir()
        let r = c.initialize(root: t.path)
        let caps = r?["result"]?["capabilities"]
        XCTAssertEqual(caps?["positionEncoding"], "utf-16")
        XCTAssertEqual(caps?["textDocumentSync"]?["change"], 2)
        XCTAssertEqual(caps?["hoverProvider"], true)
        XCTAssertEqual(r?["result"]?["serverInfo"]?["name"], "viewlint")
        XCTAssertEqual(c.request("initialize", ["capabilities": [:]])?["error"]?["code"], .int(-32600), "a second initialize")
        XCTAssertEqual(c.request("shutdown", .null)?["result"], .null)
        XCTAssertEqual(c.request("textDocument/hover", [:])?["error"]?["code"], .int(-32600), "requests after shutdown")
        c.notify("exit")
        XCTAssertEqual(c.waitForExit(), 0)

        // exit without shutdown: 1.
        let d = LSPTestClient()
        d.initialize(root: t.path)
        d.notify("exit")
        XCTAssertEqual(d.waitForExit(), 1)
    }

    func testDiagnosticsAfterOpenAndChange() throws {
        let t = TempDir()
        let file = t.write("App/Feed.swift", "// nothing yet\n")
        let c = LSPTestClient()
        c.initialize(root: t.path)
        // The buffer is linted, not the file on disk.
        let uri = c.open(file, lspMissingSuper)
        let d1 = c.diagnostics(uri, version: 1)
        XCTAssertEqual(rules(of: d1), ["4:missing_super_call"])
        let diag = try XCTUnwrap(d1?.first)
        XCTAssertEqual(diag["source"], "viewlint")
        XCTAssertEqual(diag["severity"], 1)
        XCTAssertEqual(diag["range"]?["start"], ["line": 3, "character": 13])
        XCTAssertEqual(diag["range"]?["end"], ["line": 3, "character": 17])
        XCTAssertNil(diag["tags"])

        // Full sync: a line inserted above moves the finding.
        c.change(uri, version: 2, text: "// header\n" + lspMissingSuper)
        XCTAssertEqual(rules(of: c.diagnostics(uri, version: 2)), ["5:missing_super_call"])
        // Incremental: insert the super call.
        c.change(uri, version: 3, range: TextRange(start: Position(line: 4, character: 33), end: Position(line: 4, character: 33)),
                 text: "\n        super.viewDidLoad()")
        XCTAssertEqual(rules(of: c.diagnostics(uri, version: 3)), [])
        XCTAssertEqual(c.server.state.withLock { c.server.documents[uri]?.text }, "// header\n" + lspMissingSuper.replacingOccurrences(
            of: "viewDidLoad() {\n", with: "viewDidLoad() {\n        super.viewDidLoad()\n"))
        // Columns count UTF-16 units.
        c.change(uri, version: 4, text: lspMissingSuper.replacingOccurrences(of: "    override", with: "/*😀é*/override"))
        let d4 = c.diagnostics(uri, version: 4)
        XCTAssertEqual(d4?.first?["range"]?["start"], ["line": 3, "character": 16])
        // Closing clears the document's diagnostics.
        c.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(c.diagnostics(uri)?.count, 0)
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testCrossFileChangeRepublishesDependentDocuments() throws {
        let t = TempDir()
        t.write(".viewlint.yml", lspOptInWeakDelegate)
        let proto = t.write("Sources/FeedDelegate.swift", "protocol FeedDelegate: AnyObject {}\n")
        let feed = t.write("Sources/Feed.swift", "final class Feed {\n    var delegate: FeedDelegate?\n}\n")
        let other = t.write("Sources/Other.swift", "final class Other {}\n")
        let c = LSPTestClient()
        c.initialize(root: t.path)
        c.settle()
        // The index was built at start-up: the protocol's file is not open.
        let feedURI = c.open(feed, try String(contentsOfFile: feed, encoding: .utf8))
        XCTAssertEqual(rules(of: c.diagnostics(feedURI)), ["2:weak_delegate"])
        let protoURI = c.open(proto, try String(contentsOfFile: proto, encoding: .utf8))
        let otherURI = c.open(other, try String(contentsOfFile: other, encoding: .utf8))
        XCTAssertEqual(c.diagnostics(protoURI)?.count, 0)
        XCTAssertEqual(c.diagnostics(otherURI)?.count, 0)
        c.settle()
        // No longer class-bound: `weak` is impossible, so the finding in the other file goes.
        c.change(protoURI, version: 2, text: "protocol FeedDelegate {}\n")
        XCTAssertEqual(c.diagnostics(protoURI, version: 2)?.count, 0)
        XCTAssertEqual(rules(of: c.diagnostics(feedURI, version: 1)), [], "the dependent document is re-published")
        // Back: it returns. Edits that change no declaration re-publish only the edited file.
        c.change(protoURI, version: 3, text: "protocol FeedDelegate: AnyObject {}\n")
        XCTAssertEqual(rules(of: c.diagnostics(feedURI, version: 1)), ["2:weak_delegate"])
        c.settle()
        c.change(protoURI, version: 4, text: "protocol FeedDelegate: AnyObject {}\n// a comment\n")
        XCTAssertNotNil(c.diagnostics(protoURI, version: 4))
        c.drain(0.3)
        XCTAssertNil(c.waitFor(timeout: 0) { $0["params"]?["uri"]?.string == feedURI || $0["params"]?["uri"]?.string == otherURI })
        // Closing the protocol's buffer brings back the file on disk (class-bound).
        c.change(protoURI, version: 5, text: "protocol FeedDelegate {}\n")
        XCTAssertEqual(rules(of: c.diagnostics(feedURI)), [])
        c.notify("textDocument/didClose", ["textDocument": ["uri": .string(protoURI)]])
        XCTAssertEqual(rules(of: c.diagnostics(feedURI)), ["2:weak_delegate"])
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testFilesChangedOutsideTheEditorAndConfigReload() throws {
        let t = TempDir()
        t.write(".viewlint.yml", lspOptInWeakDelegate)
        let proto = t.write("Sources/FeedDelegate.swift", "protocol FeedDelegate {}\n")
        let feed = t.write("Sources/Feed.swift", "final class Feed {\n    var delegate: FeedDelegate?\n}\n")
        let c = LSPTestClient()
        c.initialize(root: t.path, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        // The server asks the client to watch Swift files and configs.
        let reg = c.waitFor { $0["method"] == "client/registerCapability" }
        XCTAssertEqual(reg?["params"]?["registrations"]?.array?.first?["method"], "workspace/didChangeWatchedFiles")
        if let id = reg?["id"] { c.send(["jsonrpc": "2.0", "id": id, "result": .null]) }
        let feedURI = c.open(feed, try String(contentsOfFile: feed, encoding: .utf8))
        XCTAssertEqual(rules(of: c.diagnostics(feedURI)), [])
        c.settle()
        t.write("Sources/FeedDelegate.swift", "protocol FeedDelegate: AnyObject {}\n")
        c.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(proto)), "type": 2]]])
        XCTAssertEqual(rules(of: c.diagnostics(feedURI)), ["2:weak_delegate"])
        // A deleted file leaves the index.
        t.remove("Sources/FeedDelegate.swift")
        c.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(proto)), "type": 3]]])
        XCTAssertEqual(rules(of: c.diagnostics(feedURI)), [])
        t.write("Sources/FeedDelegate.swift", "protocol FeedDelegate: AnyObject {}\n")
        c.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(proto)), "type": 1]]])
        XCTAssertEqual(rules(of: c.diagnostics(feedURI)), ["2:weak_delegate"])
        // The config is reloaded: a disabled rule goes, an excluded file is no longer linted.
        let cfg = t.write(".viewlint.yml", lspOptInWeakDelegate + "disabled_rules: [weak_delegate]\n")
        c.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(cfg)), "type": 1]]])
        XCTAssertEqual(rules(of: c.diagnostics(feedURI)), [])
        t.write(".viewlint.yml", lspOptInWeakDelegate + "excluded: [Sources/Feed.swift]\n")
        c.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(cfg)), "type": 2]]])
        c.settle()
        XCTAssertEqual(c.server.state.withLock { c.server.published[feedURI] }, [])
        t.write(".viewlint.yml", "opt_in_rules: [weak_delegate, string_cell_dequeue]\n")
        c.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(cfg)), "type": 2]]])
        XCTAssertEqual(rules(of: c.diagnostics(feedURI)), ["2:weak_delegate"])
        // Modernization findings are tagged Deprecated.
        let cells = t.write("Sources/Catalog.swift", "// catalog\n")
        let cellsURI = c.open(cells, try String(contentsOfFile: packageRoot + "/Fixtures/string_cell_dequeue/triggering.swift", encoding: .utf8))
        let d = try XCTUnwrap(c.diagnostics(cellsURI))
        XCTAssertFalse(d.isEmpty)
        for x in d where x["code"] == "string_cell_dequeue" {
            XCTAssertEqual(x["tags"], [2])
            XCTAssertEqual(x["severity"], 3)
        }
        // A malformed config is shown to the user; the folder is linted without it (so with the
        // default rules: weak_delegate is not opted in any more).
        t.write(".viewlint.yml", lspOptInWeakDelegate + "disabled_rules: {oops\n")
        c.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(cfg)), "type": 2]]])
        let shown = c.waitFor { $0["method"] == "window/showMessage" }
        XCTAssertEqual(shown?["params"]?["type"], 1)
        c.settle()
        XCTAssertEqual(rules(of: c.server.state.withLock { c.server.published[feedURI] }), [],
                       "linted without the malformed config, whose opt-in is ignored too")
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testConfigIncludedExcludedAndGeneratedAtStartUp() throws {
        let t = TempDir()
        t.write(".viewlint.yml", "excluded: [Legacy]\n")
        let legacy = t.write("Legacy/Old.swift", "// old\n")
        let gen = t.write("App/Feed.generated.swift", "// generated\n")
        let vendored = t.write("Pods/X/Y.swift", "// pod\n")
        let app = t.write("App/Feed.swift", "// app\n")
        let c = LSPTestClient()
        c.initialize(root: t.path)
        c.settle()
        XCTAssertEqual(c.server.engine.stats(root: PathUtil.normalize(t.path))?.files, 2, "App/Feed.swift and the generated file")
        for p in [legacy, gen, vendored] {
            XCTAssertEqual(c.diagnostics(c.open(p, lspMissingSuper))?.count, 0, p)
        }
        XCTAssertEqual(rules(of: c.diagnostics(c.open(app, lspMissingSuper))), ["4:missing_super_call"])
        // A file outside every workspace folder is linted with no config.
        let loose = TempDir()
        XCTAssertEqual(rules(of: c.diagnostics(c.open(loose.path + "/Loose.swift", lspMissingSuper))), ["4:missing_super_call"])
        // Untitled buffers are linted too (with no config: the default rules), against each
        // other; a closed one leaves the index. Holder is a view controller only through the
        // base class in Untitled-1.
        func openUntitled(_ uri: String, _ text: String) {
            c.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
        }
        openUntitled("untitled:Untitled-1", "class UntitledBase: UIViewController {}\n" + lspMissingSuper)
        XCTAssertEqual(rules(of: c.diagnostics("untitled:Untitled-1")), ["5:missing_super_call"])
        openUntitled("untitled:Untitled-2", "final class Holder: UntitledBase {\n    override func viewDidLoad() {\n        title = \"x\"\n    }\n}\n")
        XCTAssertEqual(rules(of: c.diagnostics("untitled:Untitled-2")), ["2:missing_super_call"])
        c.notify("textDocument/didClose", ["textDocument": ["uri": "untitled:Untitled-1"]])
        XCTAssertEqual(c.diagnostics("untitled:Untitled-1")?.count, 0)
        XCTAssertEqual(rules(of: c.diagnostics("untitled:Untitled-2")), [])
        // Documents that are not Swift are not linted.
        XCTAssertEqual(c.diagnostics(c.open(t.path + "/notes.md", lspMissingSuper, languageID: "markdown"))?.count, 0)
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testMultipleWorkspaceFolders() throws {
        let a = TempDir(), b = TempDir()
        a.write(".viewlint.yml", lspOptInWeakDelegate)
        a.write("P.swift", "protocol FeedDelegate: AnyObject {}\n")
        b.write(".viewlint.yml", lspOptInWeakDelegate + "disabled_rules: [missing_super_call]\n")
        let c = LSPTestClient()
        c.initialize(root: nil, folders: [a.path, b.path])
        c.settle()
        let inA = c.open(a.path + "/Feed.swift", "final class Feed {\n    var delegate: FeedDelegate?\n}\n" + lspMissingSuper)
        XCTAssertEqual(rules(of: c.diagnostics(inA)), ["2:weak_delegate", "7:missing_super_call"])
        let inB = c.open(b.path + "/Feed.swift", "final class Feed {\n    var delegate: FeedDelegate?\n}\n" + lspMissingSuper)
        XCTAssertEqual(rules(of: c.diagnostics(inB)), [], "b's own config, and a's protocol is not in b's index")
        c.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [], "removed": [["uri": .string(FileURI.uri(b.path)), "name": "b"]]]])
        XCTAssertEqual(rules(of: c.diagnostics(inB)), ["7:missing_super_call"])
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testSavingAConfigInTheEditorReloadsIt() throws {
        let t = TempDir()
        let c = LSPTestClient()
        c.initialize(root: t.path) // no watched-files support: the save is the signal
        let uri = c.open(t.path + "/Feed.swift", lspMissingSuper)
        XCTAssertEqual(rules(of: c.diagnostics(uri)), ["4:missing_super_call"])
        let cfg = t.write(".viewlint.yml", "disabled_rules: [missing_super_call]\n")
        c.notify("textDocument/didSave", ["textDocument": ["uri": .string(FileURI.uri(cfg))]])
        XCTAssertEqual(rules(of: c.diagnostics(uri)), [])
        // Saving a Swift file changes nothing: the buffer was linted already.
        c.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        c.drain(0.2)
        XCTAssertNil(c.waitFor(timeout: 0) { $0["method"] == "textDocument/publishDiagnostics" })
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testGarbageNeverStopsTheServer() throws {
        let t = TempDir()
        let c = LSPTestClient()
        c.initialize(root: t.path)
        let uri = c.open(t.path + "/Feed.swift", lspMissingSuper)
        XCTAssertEqual(rules(of: c.diagnostics(uri)), ["4:missing_super_call"])
        var rng = SystemRandomNumberGenerator()
        let methods = ["textDocument/hover", "textDocument/codeAction", "textDocument/didChange", "textDocument/didOpen",
                       "textDocument/didClose", "workspace/didChangeWatchedFiles", "initialize", "$/cancelRequest", "nope"]
        let values: [JSONNode] = [.null, 1, -7, "x", .string(uri), [], [:], [1, "a"], true, .double(1e300),
                                  ["uri": .string(uri)], ["line": .int(Int.max), "character": -1]]
        func randomValue(_ depth: Int) -> JSONNode {
            if depth > 2 || Bool.random(using: &rng) { return values.randomElement(using: &rng)! }
            let keys = ["textDocument", "uri", "position", "range", "start", "end", "line", "character", "contentChanges",
                        "text", "version", "context", "only", "changes", "type", "id"]
            var o: [String: JSONNode] = [:]
            for _ in 0..<Int.random(in: 1...4, using: &rng) { o[keys.randomElement(using: &rng)!] = randomValue(depth + 1) }
            return .object(o)
        }
        for i in 0..<300 {
            switch i % 3 {
            case 0:
                c.sendRaw((0..<Int.random(in: 1..<80, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) })
                c.sendRaw("\r\n\r\n")
            case 1:
                c.send(["jsonrpc": "2.0", "id": .int(10_000 + i), "method": .string(methods.randomElement(using: &rng)!), "params": randomValue(0)])
            default:
                c.send(["jsonrpc": "2.0", "method": .string(methods.randomElement(using: &rng)!), "params": randomValue(0)])
            }
        }
        // Resynchronised and still serving (the random messages may have closed or changed
        // the document: open it again).
        c.sendRaw("\r\n")
        _ = c.open(t.path + "/Feed.swift", lspMissingSuper, version: 99)
        let r = c.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 14]], timeout: 30)
        XCTAssertEqual(r?["result"]?["contents"]?["kind"], "markdown")
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testCodeActionsOfferTheFindingsFixes() throws {
        let t = TempDir()
        let c = LSPTestClient()
        c.initialize(root: t.path)
        let src = "import UIKit\nfinal class V: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad() // viewlint:disable:this missing_super_call\n    }\n}\n"
        let uri = c.open(t.path + "/V.swift", src)
        XCTAssertEqual(rules(of: c.diagnostics(uri)), ["4:superfluous_disable"])
        let r = c.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
                                                      "range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 0]],
                                                      "context": ["diagnostics": []]])
        let actions = try XCTUnwrap(r?["result"]?.array)
        let fix = try XCTUnwrap(actions.first { $0["title"] == "Remove the disable comment" })
        XCTAssertEqual(fix["kind"], "quickfix")
        XCTAssertEqual(fix["isPreferred"], true, "a safe fix is the preferred action")
        let edits = try XCTUnwrap(fix["edit"]?["changes"]?[uri]?.array)
        XCTAssertEqual(edits, [["range": ["start": ["line": 3, "character": 27], "end": ["line": 3, "character": 71]], "newText": ""]])
        // The source action fixes everything safely fixable in the file.
        let all = c.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
                                                        "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                                                        "context": ["diagnostics": [], "only": ["source.fixAll"]]])
        XCTAssertEqual(try XCTUnwrap(all?["result"]?.array).first?["kind"], "source.fixAll.viewlint")
        c.change(uri, version: 2, range: try XCTUnwrap(TextRange(edits[0]["range"])), text: "")
        XCTAssertEqual(rules(of: c.diagnostics(uri, version: 2)), [])
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    /// Code actions are workspace edits for the client to apply: the server writes no file,
    /// not even through a symlink, and offers no command that would (issue #47).
    func testCodeActionsAreWorkspaceEditsAndWriteNoFile() throws {
        let t = TempDir()
        let src = "import UIKit\nfinal class V: UIViewController {\n    override func viewDidLoad() {}\n}\n"
        let real = t.write("real/V.swift", src)
        try FileManager.default.createSymbolicLink(atPath: t.path + "/Link.swift", withDestinationPath: real)
        let c = LSPTestClient()
        c.initialize(root: t.path)
        for path in [real, t.path + "/Link.swift"] {
            let uri = c.open(path, src)
            XCTAssertEqual(rules(of: c.diagnostics(uri)), ["3:missing_super_call"])
            for only: JSONNode in [.null, ["source.fixAll"], ["quickfix"]] {
                var context: JSONNode = ["diagnostics": []]
                if only != .null { context = ["diagnostics": [], "only": only] }
                let r = c.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
                                                              "range": ["start": ["line": 0, "character": 0], "end": ["line": 3, "character": 0]],
                                                              "context": context])
                let actions = try XCTUnwrap(r?["result"]?.array)
                for a in actions {
                    XCTAssertNotNil(a["edit"]?["changes"]?[uri], "\(a)")
                    XCTAssertNil(a["command"], "an action runs no server command: \(a)")
                }
                if only == ["quickfix"] {
                    XCTAssertTrue(actions.contains { $0["title"] == "Call super.viewDidLoad() (unsafe: may change behaviour)" })
                }
            }
        }
        XCTAssertEqual(c.shutdownAndExit(), 0)
        XCTAssertEqual(t.read("real/V.swift"), src)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: t.path + "/Link.swift"), real)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: t.path).sorted(), ["Link.swift", "real"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: t.path + "/real"), ["V.swift"])
    }

    func testCodeActionDisablesTheRuleForTheLine() throws {
        let t = TempDir()
        let c = LSPTestClient()
        c.initialize(root: t.path)
        let uri = c.open(t.path + "/Feed.swift", lspMissingSuper)
        XCTAssertEqual(rules(of: c.diagnostics(uri)), ["4:missing_super_call"])
        let r = c.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
                                                      "range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 0]],
                                                      "context": ["diagnostics": []]])
        let actions = try XCTUnwrap(r?["result"]?.array)
        // The finding's own fix (an unsafe one) comes first, then the disable action.
        XCTAssertEqual(actions.compactMap { $0["title"]?.string },
                       ["Call super.viewDidLoad() (unsafe: may change behaviour)", "Disable `missing_super_call` for this line"])
        let a = try XCTUnwrap(actions.first { $0["title"] == "Disable `missing_super_call` for this line" })
        XCTAssertEqual(a["title"], "Disable `missing_super_call` for this line")
        XCTAssertEqual(a["kind"], "quickfix")
        XCTAssertEqual(a["diagnostics"]?.array?.first?["code"], "missing_super_call")
        let edits = try XCTUnwrap(a["edit"]?["changes"]?[uri]?.array)
        XCTAssertEqual(edits, [["range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 0]],
                                "newText": "    // viewlint:disable:next missing_super_call\n"]])
        // Applying it silences the finding.
        c.change(uri, version: 2, range: try XCTUnwrap(TextRange(edits[0]["range"])), text: edits[0]["newText"]!.string!)
        XCTAssertEqual(rules(of: c.diagnostics(uri, version: 2)), [])
        // Lines without findings, and a filter on other kinds, give no actions.
        let none = c.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
                                                         "range": ["start": ["line": 0, "character": 0], "end": ["line": 1, "character": 0]],
                                                         "context": ["diagnostics": []]])
        XCTAssertEqual(none?["result"], [])
        c.change(uri, version: 3, text: lspMissingSuper)
        _ = c.diagnostics(uri, version: 3)
        let filtered = c.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
                                                             "range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 4]],
                                                             "context": ["diagnostics": [], "only": ["source.fixAll"]]])
        XCTAssertEqual(filtered?["result"], [], "missing_super_call's only fix is unsafe: no fix-all action")
        XCTAssertEqual(c.shutdownAndExit(), 0)

        // A client that supports documentChanges gets the edit for the document's version.
        let d = LSPTestClient()
        d.initialize(root: t.path, capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true]]])
        let uri2 = d.open(t.path + "/Feed.swift", lspMissingSuper, version: 7)
        _ = d.diagnostics(uri2)
        let v = d.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri2)],
                                                      "range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 0]],
                                                      "context": ["diagnostics": []]])
        let disable = v?["result"]?.array?.first { $0["title"] == "Disable `missing_super_call` for this line" }
        let change = disable?["edit"]?["documentChanges"]?.array?.first
        XCTAssertEqual(change?["textDocument"], ["uri": .string(uri2), "version": 7])
        XCTAssertEqual(change?["edits"]?.array?.first?["newText"], "    // viewlint:disable:next missing_super_call\n")
        XCTAssertEqual(d.shutdownAndExit(), 0)
    }

    func testHoverShowsTheRuleDocumentation() throws {
        let t = TempDir()
        let c = LSPTestClient()
        c.initialize(root: t.path)
        let uri = c.open(t.path + "/Feed.swift", lspMissingSuper)
        _ = c.diagnostics(uri)
        let h = c.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 15]])
        let contents = try XCTUnwrap(h?["result"]?["contents"])
        XCTAssertEqual(contents["kind"], "markdown")
        let value = try XCTUnwrap(contents["value"]?.string)
        XCTAssertTrue(value.contains("missing_super_call"))
        XCTAssertTrue(value.contains(RuleRegistry.rule("missing_super_call")!.info.doc), "the doc `viewlint explain` prints")
        XCTAssertEqual(h?["result"]?["range"]?["start"], ["line": 3, "character": 13])
        // Elsewhere: null.
        let none = c.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(none?["result"], .null)
        XCTAssertNotNil(none?["result"], "a result member, null")
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testErrorsAreAnsweredAndTheServerKeepsServing() throws {
        let t = TempDir()
        let c = LSPTestClient()
        c.initialize(root: t.path)
        func expectError(_ code: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
            let e = c.waitFor { $0["error"] != nil }
            XCTAssertEqual(e?["error"]?["code"]?.int, code, what, file: file, line: line)
            XCTAssertEqual(e?["jsonrpc"], "2.0", file: file, line: line)
        }
        c.sendRaw("Content-Length: 9\r\n\r\n{\"a\":1,,}")
        expectError(-32700, "malformed JSON")
        c.sendRaw("Content-Length: 4\r\n\r\n\u{FF}\u{FE}{}")
        expectError(-32700, "not JSON at all")
        c.sendRaw("Content-Length: nine\r\n\r\n")
        expectError(-32700, "a malformed header")
        c.send(["jsonrpc": "2.0", "id": 5])
        expectError(-32600, "no method")
        c.send([1, 2])
        expectError(-32600, "a batch")
        c.send(["jsonrpc": "1.0", "id": 6, "method": "shutdown"])
        expectError(-32600, "wrong jsonrpc version")
        XCTAssertEqual(c.request("textDocument/definition", [:])?["error"]?["code"], -32601)
        c.notify("workspace/somethingUnknown", [:]) // unknown notifications are ignored, never answered
        let hover: (JSONNode, JSONNode) -> JSONNode? = { uri, pos in
            c.request("textDocument/hover", ["textDocument": ["uri": uri], "position": pos])
        }
        XCTAssertEqual(hover("file:///nowhere.swift", ["line": 0, "character": 0])?["error"]?["code"], -32602, "unknown document")
        let uri = c.open(t.path + "/Feed.swift", lspMissingSuper)
        XCTAssertEqual(hover(.string(uri), ["line": 999, "character": 0])?["error"]?["code"], -32602, "line out of range")
        XCTAssertEqual(hover(.string(uri), ["line": -1, "character": 0])?["error"]?["code"], -32602, "negative line")
        XCTAssertEqual(hover(.string(uri), "nope")?["error"]?["code"], -32602, "position not an object")
        XCTAssertEqual(c.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
                                                             "range": ["start": ["line": 50, "character": 0], "end": ["line": 51, "character": 0]],
                                                             "context": ["diagnostics": []]])?["error"]?["code"], -32602)
        XCTAssertEqual(c.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)]])?["error"]?["code"], -32602)
        // Changes to documents that are not open are logged, never answered.
        c.change("file:///nowhere.swift", version: 2, text: "x")
        // Still serving.
        XCTAssertEqual(rules(of: c.diagnostics(uri)), ["4:missing_super_call"])
        XCTAssertEqual(hover(.string(uri), ["line": 3, "character": 14])?["result"]?["contents"]?["kind"], "markdown")
        XCTAssertEqual(c.shutdownAndExit(), 0)
        XCTAssertTrue(c.log.allSatisfy { $0["jsonrpc"] == "2.0" })
    }

    func testCancelledRequestsAreAnsweredWithRequestCancelled() throws {
        let t = TempDir()
        let hold = DispatchSemaphore(value: 0)
        let c = LSPTestClient { server in
            // Holds the handler at the first hover so the cancel arrives while it is queued.
            var held = false
            server.beforeHandling = { item in
                if !held, case .message(.request(_, "textDocument/hover", _)) = item {
                    held = true
                    _ = hold.wait(timeout: .now() + 5)
                }
            }
        }
        c.initialize(root: t.path)
        let uri = c.open(t.path + "/Feed.swift", lspMissingSuper)
        let params: JSONNode = ["textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 14]]
        let first = c.sendRequest("textDocument/hover", params)
        let second = c.sendRequest("textDocument/hover", params)
        c.notify("$/cancelRequest", ["id": .int(second)])
        // The cancel is read while the handler is held; let it go once it had time to arrive.
        usleep(500_000)
        hold.signal()
        XCTAssertNotNil(c.response(first)?["result"])
        XCTAssertEqual(c.response(second)?["error"]?["code"], -32800)
        // Cancelling something already answered (or unknown) changes nothing.
        c.notify("$/cancelRequest", ["id": .int(first)])
        XCTAssertNotNil(c.request("textDocument/hover", params)?["result"])
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testDebounceLintsABurstOnceAtItsEnd() throws {
        let t = TempDir()
        let c = LSPTestClient(debounceMs: 2000)
        c.initialize(root: t.path)
        let start = Date()
        let uri = c.open(t.path + "/Feed.swift", lspMissingSuper)
        // A change after a quiet period is linted at once, not after the debounce.
        XCTAssertEqual(rules(of: c.diagnostics(uri, version: 1, timeout: 1.5)), ["4:missing_super_call"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.5)
        for v in 2...6 { c.change(uri, version: v, text: String(repeating: "\n", count: v) + lspMissingSuper) }
        let burst = Date()
        let last = c.diagnostics(uri, version: 6, timeout: 20)
        XCTAssertEqual(rules(of: last), ["10:missing_super_call"])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(burst), 1.5, "a burst waits for the debounce")
        let published = c.log.filter { $0["method"] == "textDocument/publishDiagnostics" }.compactMap { $0["params"]?["version"]?.int }
        XCTAssertEqual(published, [1, 6], "the burst is linted once")
        XCTAssertEqual(c.shutdownAndExit(), 0)
    }

    func testShutdownDoesNotWaitForTheDebounce() throws {
        let t = TempDir()
        let c = LSPTestClient(debounceMs: 10_000)
        c.initialize(root: t.path)
        let uri = c.open(t.path + "/Feed.swift", lspMissingSuper)
        _ = c.diagnostics(uri, version: 1)
        c.change(uri, version: 2, text: lspMissingSuper + "\n")
        c.change(uri, version: 3, text: lspMissingSuper + "\n\n")
        let start = Date()
        XCTAssertEqual(c.shutdownAndExit(), 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }
}
