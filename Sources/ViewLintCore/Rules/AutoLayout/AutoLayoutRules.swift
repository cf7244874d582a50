/// The rules of this category, registered in `RuleRegistry`.
public enum AutoLayoutRules {
    public static let all: [any Rule.Type] = [
        MissingTranslatesAutoresizing.self,
        IndividualConstraintActivation.self,
        ConstraintChurn.self,
        RequiredPriorityChange.self,
        ConstraintAnimationWithoutLayout.self,
        AnimationFlushUpdates.self,
    ]
}
