/// The rules of this category, registered in `RuleRegistry`.
public enum LifecycleRules {
    public static let all: [any Rule.Type] = [
        MissingSuperCall.self,
        LoadViewCallsSuper.self,
        LoadViewDirectCall.self,
    ]
}
