/// The rules of this category, registered in `RuleRegistry`.
public enum SwiftUIRules {
    public static var all: [any Rule.Type] { SwiftUITreeRules.all + SwiftUIStateRules.all }
}
