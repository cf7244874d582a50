/// The SwiftUI view-tree rules (modifier placement, containers, identity, deprecations).
public enum SwiftUITreeRules {
    public static let all: [any Rule.Type] = [
        NavigationDestinationInLazyContainer.self,
        PresentationInLazyRow.self,
        MultipleButtonsInListRow.self,
        EagerStackInScrollView.self,
        UnstableForeachIdentity.self,
        ClipAfterShadow.self,
        ScaledToFillWithoutClip.self,
        AnimationWithoutValue.self,
        AnyView.self,
        DeprecatedSwiftuiApi.self,
        SheetBoolWithSelection.self,
        MissingEnvironmentObject.self,
        NavigationLinkOutsideStack.self,
    ]
}
