/// The rules of this category, registered in `RuleRegistry`.
public enum MetaRules {
    public static let all: [any Rule.Type] = [
        SuperfluousDisable.self,
    ]
}
