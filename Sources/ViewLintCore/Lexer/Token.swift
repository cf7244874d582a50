/// Token kinds. Kept in one byte so a token stays a 12-byte value.
public enum TokenKind: UInt8, Sendable, BitwiseCopyable {
    case identifier          // plain, backticked, `$0`, `$name`, or a contextual keyword (see `Token.keyword`)
    case keyword             // a reserved word; `Token.keyword` says which
    case integerLiteral
    case floatLiteral
    case stringStart         // `"`, `"""`, `#"`, `##"""` …
    case stringSegment       // literal text between delimiters/interpolations (escapes included)
    case interpolationStart  // `\(` or `\#(`
    case interpolationEnd    // the `)` closing an interpolation
    case stringEnd           // the closing delimiter, hashes included
    case regexLiteral        // `/…/`, `#/…/#`
    case poundKeyword        // `#if`, `#selector`, `#Preview`, `#available`, any `#name`
    case `operator`          // binary/prefix/postfix operators, custom and dot-operators
    case lParen, rParen, lBrace, rBrace, lBracket, rBracket
    case comma, colon, semicolon
    case period              // member access `.`
    case at                  // `@` of an attribute
    case backslash           // key path `\`
    case arrow               // `->`
    case equal               // `=` assignment
    case questionPostfix     // `?` directly after an operand (optional chaining / type sugar)
    case exclaimPostfix      // `!` directly after an operand
    case ampersandPrefix     // `&` of an inout argument
    case unknown             // bytes that start no token (invalid UTF-8, stray characters)
}

/// Reserved and contextual keywords. Contextual ones (`weak`, `get`, `override` …) are
/// lexed as identifiers with this tag, so the parser can test them without comparing text.
public enum Keyword: UInt8, Sendable, BitwiseCopyable {
    case none = 0
    // reserved
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`,
         `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`, `public`,
         `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`,
         `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`, `guard`,
         `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`,
         `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    // contextual (lexed as identifiers)
    // `open` is contextual: `var open = false`, `open(url)` are valid Swift.
    case `open`, `actor`, `macro`, `override`, `final`, `required`, `convenience`, `mutating`, `nonmutating`, `lazy`,
         `weak`, `unowned`, `dynamic`, `optional`, `indirect`, `nonisolated`, `isolated`, `package`,
         `consuming`, `borrowing`, `distributed`, `async`, `await`, `some`, `any`, `get`, `set`, `willSet`,
         `didSet`, `prefix`, `postfix`, `infix`, `each`, `consume`, `copy`, `discard`, `unsafe`,
         `_modify`, `_read`, `sending`, `then`
}

public struct TokenFlags: OptionSet, Sendable, BitwiseCopyable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A line break occurs in the trivia before this token (or it starts the file).
    public static let newlineBefore = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment sits right before this token.
    public static let spaceBefore = TokenFlags(rawValue: 1 << 1)
    /// Whitespace or a comment sits right after this token.
    public static let spaceAfter = TokenFlags(rawValue: 1 << 2)
    /// Identifier written with backticks.
    public static let backticked = TokenFlags(rawValue: 1 << 3)
    /// String token belongs to a multi-line literal.
    public static let multiline = TokenFlags(rawValue: 1 << 4)
    /// String or comment runs to the end of the file without its terminator.
    public static let unterminated = TokenFlags(rawValue: 1 << 5)
}

/// A token is only offsets: its text is read from the file's bytes on demand.
public struct Token: Sendable, BitwiseCopyable {
    public var kind: TokenKind
    public var keyword: Keyword
    public var flags: TokenFlags
    public var start: UInt32
    public var end: UInt32

    @inline(__always) public var length: Int { Int(end &- start) }
    /// The name's bytes: the token's range without the backticks of `` `name` `` (the text
    /// `identifierText` reads, the bytes the name tables and trigger words hash).
    @inline(__always) public var nameRange: Range<Int> {
        flags.contains(.backticked) && length >= 2 ? (Int(start) + 1)..<(Int(end) - 1) : Int(start)..<Int(end)
    }
    @inline(__always) public func `is`(_ k: Keyword) -> Bool { keyword == k }
}

public enum TriviaKind: UInt8, Sendable {
    case whitespace      // spaces, tabs, other horizontal space
    case newline         // `\n`, `\r\n`, `\r`
    case lineComment     // `// …`
    case docLineComment  // `/// …`
    case blockComment    // `/* … */`, nesting allowed
    case docBlockComment // `/** … */`
    case shebang         // `#!…` on the first line
}

/// Comments and the shebang are kept as trivia pieces; whitespace is the implicit gap
/// between tokens and comments (`SourceFile.allPieces()` materialises it for round trips).
public struct Trivia: Sendable {
    public var kind: TriviaKind
    public var start: UInt32
    public var end: UInt32
}
