/// The rules of this category, registered in `RuleRegistry`.
public enum ViewRules {
    public static let all: [any Rule.Type] = []
}
