/// The rules of this category, registered in `RuleRegistry`.
public enum SwiftUIRules {
    public static let all: [any Rule.Type] = []
}
