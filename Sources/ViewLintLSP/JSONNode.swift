import ViewLintCore

/// A JSON value, as read from and written to the protocol. Objects are dictionaries (the
/// protocol never depends on key order); they are written with sorted keys so that output is
/// stable. Numbers that are integers in the text stay `Int`.
indirect enum JSONNode: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    subscript(key: String) -> JSONNode? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    var string: String? { if case .string(let s) = self { return s }; return nil }
    var bool: Bool? { if case .bool(let b) = self { return b }; return nil }
    var array: [JSONNode]? { if case .array(let a) = self { return a }; return nil }
    var object: [String: JSONNode]? { if case .object(let o) = self { return o }; return nil }
    var isNull: Bool { self == .null }

    /// An integer, also from a double with no fractional part (some clients write `1.0`).
    var int: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d):
            guard d.isFinite, d.rounded() == d, abs(d) < 9.0e15 else { return nil }
            return Int(d)
        default: return nil
        }
    }

    /// Compact JSON text.
    func serialized() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if !d.isFinite { out += "null" } else if d.rounded() == d && abs(d) < 9.0e15 { out += String(Int(d)) } else { out += "\(d)" }
        case .string(let s): out += JSON.quote(s)
        case .array(let a):
            out += "["
            for (i, v) in a.enumerated() {
                if i > 0 { out += "," }
                v.write(into: &out)
            }
            out += "]"
        case .object(let o):
            out += "{"
            for (i, k) in o.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                out += JSON.quote(k)
                out += ":"
                o[k]!.write(into: &out)
            }
            out += "}"
        }
    }
}

extension JSONNode: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
                    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    init(stringLiteral v: String) { self = .string(v) }
    init(integerLiteral v: Int) { self = .int(v) }
    init(booleanLiteral v: Bool) { self = .bool(v) }
    init(arrayLiteral elements: JSONNode...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONNode)...) {
        var o: [String: JSONNode] = [:]
        for (k, v) in elements { o[k] = v }
        self = .object(o)
    }
    init(nilLiteral: ()) { self = .null }
}
