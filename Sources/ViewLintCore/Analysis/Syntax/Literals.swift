/// Literal values of expressions, read from the tree: one definition for every rule.
extension Syntax {
    /// `true` / `false` for a boolean literal, nil for anything else.
    public var boolLiteral: Bool? {
        guard kind == .literal, firstTokenIndex < file.tokens.count else { return nil }
        switch file.tokens[firstTokenIndex].keyword {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The literal `true`.
    public var isTrueLiteral: Bool { boolLiteral == true }
    /// The literal `false`.
    public var isFalseLiteral: Bool { boolLiteral == false }
    /// The literal `nil`.
    public var isNilLiteral: Bool {
        kind == .literal && firstTokenIndex < file.tokens.count && file.tokens[firstTokenIndex].keyword == .nil
    }
}
