/// Placeholder so this branch builds; the SwiftUI state rules' branch owns this file.
public enum SwiftUIStateRules {
    public static let all: [any Rule.Type] = []
}
