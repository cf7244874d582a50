/// One Objective-C file read through libclang's lexer, and the declarations a small
/// scanner finds in its tokens: `@interface` / `@implementation` / `@protocol` blocks, their
/// methods (selector, parameters, body) and properties, plus message sends and blocks.
///
/// Why tokens and not clang's semantic AST: without the iOS SDK (always the case on Linux,
/// and the imports are not followed anyway) clang rejects every declaration that names a
/// UIKit class — `@interface X : UIViewController` loses its superclass, a class extension
/// its properties — so the AST would depend on the machine. The token stream does not.
public final class ObjCFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// clang's tokens without comments and without preprocessor directive lines.
    public let tokens: [ObjCToken]
    public private(set) var containers: [Container] = []
    public private(set) lazy var lineStarts: [Int] = SourceFile.computeLineStarts(bytes)

    public enum ContainerKind: Sendable { case interface, category, implementation, protocolDecl }

    public struct Container: Sendable {
        public var kind: ContainerKind
        public var name: String
        public var superclass: String?
        public var protocols: [String] = []
        public var methods: [Method] = []
        public var properties: [Property] = []
        public var nameToken: Int
        /// `@implementation X (Category)`.
        public var isCategory = false
    }

    public struct Method: Sendable {
        public var isInstance: Bool
        public var selector: String
        /// Parameter names, one per selector piece with a colon.
        public var parameters: [String]
        /// The `-`/`+` token.
        public var startToken: Int
        /// Token range inside the braces of a definition.
        public var body: Range<Int>?
        public var requiresSuper: Bool
        public var firstPiece: String { String(selector.prefix { $0 != ":" }) }
    }

    public struct Property: Sendable {
        public var name: String
        public var nameToken: Int
        public var attributes: [String]
        /// Tokens of the declared type.
        public var type: Range<Int>
        public var isBlock: Bool
    }

    public init(path: String, bytes: [UInt8], rawTokens: [ObjCToken]) {
        self.path = path
        self.bytes = bytes
        self.tokens = Self.dropDirectives(rawTokens, bytes)
        self.containers = scanContainers()
    }

    // MARK: Token access

    @inline(__always) public func text(_ i: Int) -> String {
        guard i >= 0, i < tokens.count else { return "" }
        let t = tokens[i]
        return String(decoding: bytes[Int(t.start)..<Int(t.end)], as: UTF8.self)
    }

    /// Whether token `i` spells exactly `s`.
    @inline(__always) public func tok(_ i: Int, _ s: String) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let t = tokens[i]
        let len = Int(t.end - t.start)
        var u = s.utf8.makeIterator()
        var k = Int(t.start)
        var n = 0
        while let c = u.next() {
            if n >= len || bytes[k] != c { return false }
            k += 1; n += 1
        }
        return n == len
    }

    @inline(__always) func isName(_ i: Int) -> Bool {
        i >= 0 && i < tokens.count && (tokens[i].kind == .identifier || tokens[i].kind == .keyword)
    }

    /// Source text of tokens `r`, normalised: whitespace between tokens dropped, except one
    /// space between two words (`[NSNotificationCenter defaultCenter]`).
    public func text(_ r: Range<Int>) -> String {
        var s = ""
        var prev: Int? = nil
        for i in r where i >= 0 && i < tokens.count {
            if let p = prev, tokens[p].end < tokens[i].start, tokens[p].kind != .punctuation, tokens[i].kind != .punctuation {
                s += " "
            }
            s += text(i)
            prev = i
        }
        return s
    }

    public func location(of offset: Int) -> (line: Int, column: Int) {
        let ls = lineStarts
        let lo = SourceFile.lineIndex(of: offset, in: ls)
        var col = 1
        var i = ls[lo]
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { col += 1 }
            i += 1
        }
        return (lo + 1, col)
    }

    /// Index of the bracket closing the one at `open` (`(`, `[`, `{`); `tokens.count` when it
    /// is never closed.
    public func matching(_ open: Int) -> Int {
        let o = text(open)
        let c: String
        switch o { case "(": c = ")"; case "[": c = "]"; case "{": c = "}"; default: return open }
        var depth = 0
        var i = open
        while i < tokens.count {
            if tokens[i].kind == .punctuation {
                if tok(i, o) { depth += 1 } else if tok(i, c) { depth -= 1; if depth == 0 { return i } }
            }
            i += 1
        }
        return tokens.count
    }

    // MARK: Preprocessor lines

    static func dropDirectives(_ toks: [ObjCToken], _ bytes: [UInt8]) -> [ObjCToken] {
        var out: [ObjCToken] = []
        out.reserveCapacity(toks.count)
        var skipUntil = -1
        for t in toks {
            let s = Int(t.start)
            if s < skipUntil { continue }
            if t.kind == .punctuation, t.end - t.start == 1, bytes[s] == UInt8(ascii: "#"), firstOnLine(s, bytes) {
                // The directive runs to the end of the line, continued by a trailing backslash.
                var i = s
                while i < bytes.count {
                    if bytes[i] == 10 {
                        var j = i - 1
                        if j >= 0, bytes[j] == 13 { j -= 1 }
                        if j >= 0, bytes[j] == UInt8(ascii: "\\") { i += 1; continue }
                        break
                    }
                    i += 1
                }
                skipUntil = i
                continue
            }
            out.append(t)
        }
        return out
    }

    static func firstOnLine(_ s: Int, _ bytes: [UInt8]) -> Bool {
        var i = s - 1
        while i >= 0 {
            let c = bytes[i]
            if c == 10 || c == 13 { return true }
            if c != 32 && c != 9 { return false }
            i -= 1
        }
        return true
    }

    // MARK: Declarations

    private func scanContainers() -> [Container] {
        var out: [Container] = []
        let n = tokens.count
        var i = 0
        while i < n {
            if tok(i, "@"), i + 1 < n {
                if tok(i + 1, "interface") || tok(i + 1, "implementation") || tok(i + 1, "protocol") {
                    let (c, next) = scanContainer(i)
                    if let c { out.append(c) }
                    i = max(next, i + 2)
                    continue
                }
            }
            i += 1
        }
        return out
    }

    private func scanContainer(_ at: Int) -> (Container?, Int) {
        let n = tokens.count
        var j = at + 2
        guard isName(j) else { return (nil, j) }
        let isProtocol = tok(at + 1, "protocol")
        // `@protocol P;` / `@protocol P, Q;` forward declarations; `@protocol(P)` expressions.
        if isProtocol, tok(j + 1, ";") || tok(j + 1, ",") { return (nil, j + 1) }
        let name = text(j)
        var c = Container(kind: tok(at + 1, "implementation") ? .implementation : isProtocol ? .protocolDecl : .interface,
                          name: name, superclass: nil, nameToken: j)
        j += 1
        // Lightweight generics on the class itself: `@interface Box<ObjectType> : NSObject`.
        if tok(j, "<"), !isProtocol {
            let after = skipAngles(j)
            if tok(after, ":") { j = after }
        }
        if tok(j, ":"), isName(j + 1) {
            c.superclass = text(j + 1)
            j += 2
            // Lightweight generics on the superclass: `: Base<Item *>`.
            if tok(j, "<"), !isProtocol { j = skipAngles(j) }
        }
        if tok(j, "(") {
            if c.kind == .interface { c.kind = .category }
            c.isCategory = true
            j = matching(j) + 1
        }
        if tok(j, "<") {
            let end = skipAngles(j)
            var k = j + 1
            while k < end - 1 {
                if tokens[k].kind == .identifier, tok(k - 1, "<") || tok(k - 1, ",") { c.protocols.append(text(k)) }
                k += 1
            }
            j = end
        }
        if tok(j, "{") { j = matching(j) + 1 } // instance variables
        // Members, up to `@end`.
        while j < n {
            if tok(j, "@"), j + 1 < n {
                if tok(j + 1, "end") { return (c, j + 2) }
                if tok(j + 1, "interface") || tok(j + 1, "implementation") || tok(j + 1, "protocol") && isName(j + 2) && !tok(j + 3, ";") {
                    return (c, j) // unterminated container
                }
                if tok(j + 1, "property") {
                    let (p, next) = scanProperty(j)
                    if let p { c.properties.append(p) }
                    j = max(next, j + 2)
                    continue
                }
                j += 2
                continue
            }
            if (tok(j, "-") || tok(j, "+")), tokens[j].kind == .punctuation {
                let (m, next) = scanMethod(j, definitions: c.kind == .implementation)
                if let m { c.methods.append(m) }
                j = max(next, j + 1)
                continue
            }
            if tok(j, "{") { j = matching(j) + 1; continue }
            j += 1
        }
        return (c, n)
    }

    func skipAngles(_ open: Int) -> Int {
        var d = 0
        var k = open
        while k < tokens.count, k - open < 256 {
            if tok(k, "<") { d += 1 } else if tok(k, ">") { d -= 1 } else if tok(k, ">>") { d -= 2 }
            else if tok(k, ";") || tok(k, "{") || tok(k, "@") { return k }
            k += 1
            if d <= 0 { return k }
        }
        return k
    }

    private func scanMethod(_ at: Int, definitions: Bool) -> (Method?, Int) {
        let n = tokens.count
        var j = at + 1
        if tok(j, "(") { j = matching(j) + 1 }
        guard isName(j) else { return (nil, j) }
        var selector = ""
        var params: [String] = []
        if tok(j + 1, ":") {
            while isName(j) && tok(j + 1, ":") || tok(j, ":") {
                if tok(j, ":") { selector += ":"; j += 1 } else { selector += text(j) + ":"; j += 2 }
                if tok(j, "(") { j = matching(j) + 1 }
                if isName(j) { params.append(text(j)); j += 1 } else { params.append("") }
                // attributes between pieces are rare; stop at anything else
            }
        } else {
            selector = text(j)
            j += 1
        }
        var requiresSuper = false
        var steps = 0
        while j < n, steps < 256 {
            if tok(j, ";") { return (Method(isInstance: tok(at, "-"), selector: selector, parameters: params,
                                            startToken: at, body: nil, requiresSuper: requiresSuper), j + 1) }
            if tok(j, "{") {
                let close = matching(j)
                let m = Method(isInstance: tok(at, "-"), selector: selector, parameters: params, startToken: at,
                               body: definitions ? (j + 1)..<close : nil, requiresSuper: requiresSuper)
                return (m, close + 1)
            }
            if tok(j, "NS_REQUIRES_SUPER") || tok(j, "objc_requires_super") { requiresSuper = true }
            if tok(j, "-") || tok(j, "+") || tok(j, "@") { break }
            j += 1; steps += 1
        }
        return (Method(isInstance: tok(at, "-"), selector: selector, parameters: params, startToken: at,
                       body: nil, requiresSuper: requiresSuper), j)
    }

    private func scanProperty(_ at: Int) -> (Property?, Int) {
        let n = tokens.count
        var j = at + 2
        var attrs: [String] = []
        if tok(j, "(") {
            let close = matching(j)
            var k = j + 1
            while k < close {
                if isName(k), tok(k - 1, "(") || tok(k - 1, ",") { attrs.append(text(k)) }
                k += 1
            }
            j = close + 1
        }
        let typeStart = j
        var end = j
        var steps = 0
        while end < n, !tok(end, ";"), !tok(end, "@"), steps < 256 { end += 1; steps += 1 }
        // Block properties: `void (^onSave)(void)`.
        var k = typeStart
        while k + 2 < end {
            if tok(k, "("), tok(k + 1, "^"), tokens[k + 2].kind == .identifier {
                return (Property(name: text(k + 2), nameToken: k + 2, attributes: attrs, type: typeStart..<k, isBlock: true), end + 1)
            }
            k += 1
        }
        // The name: the last identifier at depth 0 that is not a macro call or an ALL_CAPS macro.
        var nameTok: Int? = nil
        var depth = 0
        k = typeStart
        while k < end {
            if tok(k, "(") || tok(k, "<") { depth += 1 } else if tok(k, ")") || tok(k, ">") { depth -= 1 }
            else if depth == 0, tokens[k].kind == .identifier, !tok(k + 1, "("), !Self.isMacroName(text(k)) { nameTok = k }
            k += 1
        }
        guard let nt = nameTok, nt > typeStart else { return (nil, end + 1) }
        return (Property(name: text(nt), nameToken: nt, attributes: attrs, type: typeStart..<nt, isBlock: false), end + 1)
    }

    static func isMacroName(_ s: String) -> Bool {
        s.count > 2 && s.containsBytes("_") && !s.unicodeScalars.contains { $0.properties.isLowercase }
    }

    // MARK: Message sends and blocks

    /// `[receiver piece:arg piece:arg]`.
    public struct Send: Sendable {
        public var open: Int
        public var close: Int
        public var receiver: Range<Int>
        public var selector: String
        /// First token of the selector (`addObserver` in `[center addObserver:…]`).
        public var selectorToken: Int
        /// Argument token ranges, one per piece with a colon.
        public var arguments: [Range<Int>]
    }

    /// Every message send in `range`, outermost first in source order of their `[`.
    public func sends(in range: Range<Int>) -> [Send] {
        var out: [Send] = []
        var i = range.lowerBound
        let hi = min(range.upperBound, tokens.count)
        while i < hi {
            if tok(i, "["), isSendOpen(i), let s = send(at: i, limit: hi) { out.append(s) }
            i += 1
        }
        return out
    }

    /// A `[` that opens a message send: not an array literal `@[`, not a subscript `a[0]`.
    func isSendOpen(_ i: Int) -> Bool {
        guard i > 0 else { return true }
        let p = tokens[i - 1]
        if p.kind == .identifier || p.kind == .literal { return false }
        if p.kind == .keyword { return !(tok(i - 1, "self") || tok(i - 1, "super")) }
        // After `)` it is a cast or an `if (…)` far more often than a subscript.
        if tok(i - 1, "@") || tok(i - 1, "]") { return false }
        return true
    }

    func send(at open: Int, limit: Int) -> Send? {
        let close = matching(open)
        guard close < tokens.count, close <= limit, close > open + 1 else { return nil }
        // The selector starts at the first name that directly follows a complete receiver
        // expression and is followed by `:` or the closing bracket.
        var depth = 0
        var selStart: Int? = nil
        var k = open + 1
        while k < close {
            let t = tokens[k]
            if t.kind == .punctuation {
                if tok(k, "(") || tok(k, "[") || tok(k, "{") { depth += 1 }
                else if tok(k, ")") || tok(k, "]") || tok(k, "}") { depth -= 1 }
            } else if depth == 0, k > open + 1, isName(k), tok(k + 1, ":") || k + 1 == close {
                let p = tokens[k - 1]
                if p.kind == .identifier || p.kind == .keyword || p.kind == .literal || tok(k - 1, ")") || tok(k - 1, "]") {
                    selStart = k
                    break
                }
            }
            k += 1
        }
        guard let s = selStart else { return nil }
        if !tok(s + 1, ":") {
            return Send(open: open, close: close, receiver: (open + 1)..<s, selector: text(s), selectorToken: s, arguments: [])
        }
        var selector = text(s) + ":"
        var args: [Range<Int>] = []
        var argStart = s + 2
        depth = 0
        var ternary = 0
        k = s + 2
        while k < close {
            if tok(k, "(") || tok(k, "[") || tok(k, "{") { depth += 1 }
            else if tok(k, ")") || tok(k, "]") || tok(k, "}") { depth -= 1 }
            else if depth == 0, tok(k, "?") { ternary += 1 }
            else if depth == 0, isName(k), tok(k + 1, ":"), k > argStart {
                // `cond ? a : b` inside an argument: that colon is the ternary's.
                if ternary > 0 { ternary -= 1; k += 2; continue }
                args.append(argStart..<k)
                selector += text(k) + ":"
                argStart = k + 2
                k += 2
                continue
            } else if depth == 0, tok(k, ":"), ternary > 0 { ternary -= 1 }
            k += 1
        }
        args.append(argStart..<close)
        return Send(open: open, close: close, receiver: (open + 1)..<s, selector: selector, selectorToken: s, arguments: args)
    }

    /// Block literals in `range`: the `^` token and the body inside the braces.
    public func blocks(in range: Range<Int>) -> [(caret: Int, body: Range<Int>)] {
        var out: [(Int, Range<Int>)] = []
        var i = range.lowerBound
        let hi = min(range.upperBound, tokens.count)
        while i < hi {
            if tok(i, "^") {
                var k = i + 1
                var steps = 0
                while k < hi, steps < 64, !tok(k, "{"), !tok(k, ";"), !tok(k, "}") {
                    if tok(k, "(") { k = matching(k) }
                    k += 1; steps += 1
                }
                if tok(k, "{") {
                    out.append((i, (k + 1)..<matching(k)))
                }
            }
            i += 1
        }
        return out
    }
}
