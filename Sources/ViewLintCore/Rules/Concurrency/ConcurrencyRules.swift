/// The rules of this category, registered in `RuleRegistry`.
public enum ConcurrencyRules {
    public static let all: [any Rule.Type] = [
        MainQueueSync.self,
        RedundantMainActor.self,
        UiOffMainThread.self,
        DetachedTaskUiAccess.self,
        CancellationUncheckedAfterAwait.self,
    ]
}
