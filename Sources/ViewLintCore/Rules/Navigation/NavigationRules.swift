/// The rules of this category, registered in `RuleRegistry`.
public enum NavigationRules {
    public static let all: [any Rule.Type] = [
        IncompleteBarAppearance.self, LegacyBarStyling.self, SequentialPush.self, TransitionWithoutGuard.self,
    ]
}
