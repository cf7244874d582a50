/// The rules of this category, registered in `RuleRegistry`. Two lists so that layer/view
/// tracking rules and API rules can be added independently.
public enum ViewRules {
    public static var all: [any Rule.Type] { ViewLayerRules.all + ViewAPIRules.all }
}

public enum ViewLayerRules {
    public static let all: [any Rule.Type] = [
        ShadowClipped.self,
        ShadowWithoutPath.self,
        AspectFillWithoutClip.self,
        GestureOnNonInteractiveView.self,
        StaticCgcolor.self,
        FixedFontSize.self,
        CAAnimationModelValue.self,
    ]
}

public enum ViewAPIRules {
    public static let all: [any Rule.Type] = [
        DirectLifecycleCall.self, TraitCollectionDidChange.self, KeyboardNotifications.self, DeprecatedUikitApi.self,
        MissingAccessibilityLabel.self,
    ]
}
