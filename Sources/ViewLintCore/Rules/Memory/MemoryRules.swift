/// The rules of this category, registered in `RuleRegistry`.
public enum MemoryRules {
    public static let all: [any Rule.Type] = [
        WeakDelegate.self,
        ClassDelegateProtocol.self,
        TimerNotInvalidated.self,
        DisplayLinkStrongTarget.self,
        TaskNotCancelled.self,
        DiscardedObserverToken.self,
        StrongSelfInEscapingClosure.self,
        ImageCacheWithoutCost.self,
    ]
}
