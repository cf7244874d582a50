/// The rules of this category, registered in `RuleRegistry`.
public enum CollectionRules {
    public static let all: [any Rule.Type] = []
}
