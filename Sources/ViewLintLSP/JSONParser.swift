/// A strict JSON parser (RFC 8259) over raw bytes. Any input either parses or yields an
/// error with the byte offset; nothing crashes it: nesting is limited, numbers that do not
/// fit an `Int` become doubles, invalid UTF-8 inside strings is replaced (U+FFFD), as are
/// unpaired surrogate escapes.
enum JSONParser {
    struct Failure: Error, Equatable, CustomStringConvertible {
        var message: String
        var offset: Int
        var description: String { "\(message) at byte \(offset)" }
    }

    static let maxDepth = 256

    static func parse(_ bytes: [UInt8]) -> Result<JSONNode, Failure> {
        bytes.withUnsafeBufferPointer { p in
            var r = Reader(p: p)
            do {
                r.skipSpace()
                let v = try r.value(depth: 0)
                r.skipSpace()
                if r.i != p.count { throw r.fail("unexpected text after the JSON value") }
                return .success(v)
            } catch let f as Failure {
                return .failure(f)
            } catch {
                return .failure(Failure(message: "\(error)", offset: r.i))
            }
        }
    }

    static func parse(_ text: String) -> Result<JSONNode, Failure> { parse(Array(text.utf8)) }

    private struct Reader {
        let p: UnsafeBufferPointer<UInt8>
        var i = 0

        init(p: UnsafeBufferPointer<UInt8>) { self.p = p }

        func fail(_ m: String) -> Failure { Failure(message: m, offset: i) }

        mutating func skipSpace() {
            while i < p.count, p[i] == 0x20 || p[i] == 0x0A || p[i] == 0x0D || p[i] == 0x09 { i += 1 }
        }

        mutating func value(depth: Int) throws -> JSONNode {
            guard i < p.count else { throw fail("unexpected end of input") }
            switch p[i] {
            case UInt8(ascii: "{"):
                guard depth < JSONParser.maxDepth else { throw fail("nesting deeper than \(JSONParser.maxDepth)") }
                i += 1
                var o: [String: JSONNode] = [:]
                skipSpace()
                if i < p.count, p[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
                while true {
                    skipSpace()
                    guard i < p.count, p[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
                    let k = try string()
                    skipSpace()
                    guard i < p.count, p[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                    i += 1
                    skipSpace()
                    o[k] = try value(depth: depth + 1)
                    skipSpace()
                    guard i < p.count else { throw fail("unexpected end of input in an object") }
                    if p[i] == UInt8(ascii: ",") { i += 1; continue }
                    if p[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
                    throw fail("expected ',' or '}'")
                }
            case UInt8(ascii: "["):
                guard depth < JSONParser.maxDepth else { throw fail("nesting deeper than \(JSONParser.maxDepth)") }
                i += 1
                var a: [JSONNode] = []
                skipSpace()
                if i < p.count, p[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
                while true {
                    skipSpace()
                    a.append(try value(depth: depth + 1))
                    skipSpace()
                    guard i < p.count else { throw fail("unexpected end of input in an array") }
                    if p[i] == UInt8(ascii: ",") { i += 1; continue }
                    if p[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
                    throw fail("expected ',' or ']'")
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return try number()
            default:
                throw fail("unexpected character")
            }
        }

        mutating func literal(_ word: StaticString) throws {
            let n = word.utf8CodeUnitCount
            guard i + n <= p.count else { throw fail("unexpected end of input") }
            let w = word.utf8Start
            for k in 0..<n where p[i + k] != w[k] { throw fail("invalid literal") }
            i += n
        }

        mutating func digits() -> Int {
            let s = i
            while i < p.count, p[i] >= 0x30, p[i] <= 0x39 { i += 1 }
            return i - s
        }

        mutating func number() throws -> JSONNode {
            let start = i
            var integral = true
            if p[i] == UInt8(ascii: "-") { i += 1 }
            guard i < p.count, p[i] >= 0x30, p[i] <= 0x39 else { throw fail("invalid number") }
            if p[i] == 0x30 {
                i += 1
                if i < p.count, p[i] >= 0x30, p[i] <= 0x39 { throw fail("leading zero in a number") }
            } else {
                _ = digits()
            }
            if i < p.count, p[i] == UInt8(ascii: ".") {
                integral = false
                i += 1
                guard digits() > 0 else { throw fail("invalid number: no digits after '.'") }
            }
            if i < p.count, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
                integral = false
                i += 1
                if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() > 0 else { throw fail("invalid number: no digits in the exponent") }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)
            if integral, let v = Int(text) { return .int(v) }
            guard let d = Double(text) else { throw fail("invalid number") }
            return .double(d)
        }

        static func hex(_ c: UInt8) -> UInt32? {
            switch c {
            case 0x30...0x39: return UInt32(c - 0x30)
            case 0x41...0x46: return UInt32(c - 0x41 + 10)
            case 0x61...0x66: return UInt32(c - 0x61 + 10)
            default: return nil
            }
        }

        mutating func hex4() throws -> UInt32 {
            guard i + 4 <= p.count else { throw fail("unexpected end of input in a \\u escape") }
            var v: UInt32 = 0
            for k in 0..<4 {
                guard let h = Self.hex(p[i + k]) else { throw fail("invalid \\u escape") }
                v = v << 4 | h
            }
            i += 4
            return v
        }

        /// At the opening quote.
        mutating func string() throws -> String {
            i += 1
            // Fast path: no escapes.
            let start = i
            while i < p.count {
                let c = p[i]
                if c == UInt8(ascii: "\"") {
                    let s = String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)
                    i += 1
                    return s
                }
                if c == UInt8(ascii: "\\") { break }
                if c < 0x20 { throw fail("control character in a string") }
                i += 1
            }
            var out: [UInt8] = Array(p[start..<i])
            func append(_ scalar: UInt32) {
                let u = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(u)).utf8))
            }
            while i < p.count {
                let c = p[i]
                if c == UInt8(ascii: "\"") {
                    i += 1
                    return String(decoding: out, as: UTF8.self)
                }
                if c < 0x20 { throw fail("control character in a string") }
                if c != UInt8(ascii: "\\") { out.append(c); i += 1; continue }
                i += 1
                guard i < p.count else { break }
                let e = p[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    let u = try hex4()
                    if u >= 0xD800 && u < 0xDC00 {
                        // A high surrogate: a low one must follow to make a scalar.
                        if i + 6 <= p.count, p[i] == UInt8(ascii: "\\"), p[i + 1] == UInt8(ascii: "u") {
                            let save = i
                            i += 2
                            let lo = try hex4()
                            if lo >= 0xDC00 && lo < 0xE000 {
                                append(0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00))
                            } else {
                                append(0xFFFD)
                                i = save
                            }
                        } else {
                            append(0xFFFD)
                        }
                    } else if u >= 0xDC00 && u < 0xE000 {
                        append(0xFFFD)
                    } else {
                        append(u)
                    }
                default:
                    i -= 1
                    throw fail("invalid escape")
                }
            }
            throw fail("unterminated string")
        }
    }
}
