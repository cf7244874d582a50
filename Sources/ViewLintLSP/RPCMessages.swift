/// JSON-RPC 2.0 messages as the language server protocol uses them.

enum RequestID: Hashable, CustomStringConvertible {
    case int(Int)
    case string(String)

    var json: JSONNode {
        switch self {
        case .int(let i): return .int(i)
        case .string(let s): return .string(s)
        }
    }

    init?(_ j: JSONNode) {
        switch j {
        case .int(let i): self = .int(i)
        case .string(let s): self = .string(s)
        default: return nil
        }
    }

    var description: String {
        switch self {
        case .int(let i): return String(i)
        case .string(let s): return "\"\(s)\""
        }
    }
}

/// Error codes of JSON-RPC and the protocol.
enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
    case contentModified = -32801
}

struct RPCError: Error, Equatable {
    var code: ErrorCode
    var message: String

    init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    static func invalidParams(_ m: String) -> RPCError { RPCError(.invalidParams, m) }
}

/// One message from the client, classified.
enum Incoming: Equatable {
    case request(id: RequestID, method: String, params: JSONNode)
    case notification(method: String, params: JSONNode)
    /// A response to a request the server sent.
    case response(id: RequestID?)
    /// Valid JSON that is not a JSON-RPC message; `id` when one could be read.
    case invalid(id: RequestID?, reason: String)

    static func classify(_ j: JSONNode) -> Incoming {
        guard case .object(let o) = j else {
            if case .array = j { return .invalid(id: nil, reason: "batches are not supported") }
            return .invalid(id: nil, reason: "a message must be a JSON object")
        }
        let idNode = o["id"]
        let id = idNode.flatMap(RequestID.init)
        guard o["jsonrpc"] == .string("2.0") else {
            return .invalid(id: id, reason: "'jsonrpc' must be \"2.0\"")
        }
        if let idNode, id == nil, !(idNode.isNull && o["method"] == nil) {
            return .invalid(id: nil, reason: "'id' must be an integer or a string")
        }
        let params = o["params"] ?? .null
        switch params {
        case .object, .array, .null: break
        default: return .invalid(id: id, reason: "'params' must be an object or an array")
        }
        if let m = o["method"] {
            guard let method = m.string else { return .invalid(id: id, reason: "'method' must be a string") }
            if let id { return .request(id: id, method: method, params: params) }
            return .notification(method: method, params: params)
        }
        if o["result"] != nil || o["error"] != nil { return .response(id: id) }
        return .invalid(id: id, reason: "a message needs 'method', or 'result' or 'error'")
    }
}

enum Outgoing {
    static func response(_ id: RequestID, _ result: JSONNode) -> JSONNode {
        ["jsonrpc": "2.0", "id": id.json, "result": result]
    }

    static func error(_ id: RequestID?, _ e: RPCError) -> JSONNode {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": ["code": .int(e.code.rawValue), "message": .string(e.message)]]
    }

    static func notification(_ method: String, _ params: JSONNode) -> JSONNode {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func request(_ id: RequestID, _ method: String, _ params: JSONNode) -> JSONNode {
        ["jsonrpc": "2.0", "id": id.json, "method": .string(method), "params": params]
    }
}
