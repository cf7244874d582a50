/// The rules of this category, registered in `RuleRegistry`.
public enum LifecycleRules {
    public static let all: [any Rule.Type] = [
        MissingSuperCall.self,
        LoadViewCallsSuper.self,
        LoadViewDirectCall.self,
        ObserverInWillAppear.self,
        SubviewInWillAppear.self,
        GeometryInViewDidLoad.self,
        LayoutLoop.self,
        HeavyWorkInLayout.self,
        ChildContainmentOrder.self,
        ScrollInWillAppear.self,
        AppearanceInWillAppear.self,
        LegacyAppLifecycle.self,
        HostingControllerNotRetained.self,
    ]
}
