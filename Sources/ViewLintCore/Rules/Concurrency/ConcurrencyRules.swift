/// The rules of this category, registered in `RuleRegistry`.
public enum ConcurrencyRules {
    public static let all: [any Rule.Type] = [
        UiOffMainThread.self,
        DetachedTaskUiAccess.self,
    ]
}
