/// The rules of this category, registered in `RuleRegistry`.
public enum MemoryRules {
    public static let all: [any Rule.Type] = [
        WeakDelegate.self,
        StrongSelfInEscapingClosure.self,
    ]
}
