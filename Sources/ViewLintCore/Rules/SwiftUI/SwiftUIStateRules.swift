/// SwiftUI rules about state, lifecycle and representables.
public enum SwiftUIStateRules {
    public static let all: [any Rule.Type] = [
        EmptyUpdateRepresentable.self,
        UnconditionalReloadInUpdate.self,
        TaskInOnAppear.self,
        TimerInOnAppear.self,
        SwallowedCancellation.self,
        NonPrivateState.self,
        ObservedObjectInitializedInline.self,
        WorkInViewInit.self,
        StateMutationInBody.self,
        LegacyObservableObject.self,
    ]
}
