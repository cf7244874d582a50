public enum SwiftUITreeRules { public static let all: [any Rule.Type] = [] }
