/// A problem with what the user gave (arguments, config, baseline, paths): the front end
/// prints it as one line on stderr and exits 2.
public struct UsageError: Error, CustomStringConvertible {
    public let message: String
    public init(_ m: String) { message = m }
    public var description: String { message }
}

extension String {
    /// Without leading and trailing blanks.
    public func trimmed() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
