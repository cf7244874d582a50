/// Every rule viewlint ships: the rule classes under `Rules/`, listed in
/// `Generated/RuleList.swift` by `viewlint-dev generate-docs` (a test fails when it is stale).
public enum RuleRegistry {
    public static let all: [any Rule.Type] = RuleList.all.sorted { $0.info.id < $1.info.id }

    public static var defaultRules: [any Rule.Type] { all.filter { $0.info.enabledByDefault } }

    public static func rule(_ id: String) -> (any Rule.Type)? { all.first { $0.info.id == id } }

    public static var ids: [String] { all.map { $0.info.id } }

    /// Rule ids for a name given by a user: a rule id, a group name (`correctness`,
    /// `modernization` …) or `all`. nil when it is none of them.
    public static func resolve(_ name: String) -> [String]? {
        if name == "all" { return ids }
        if let g = RuleGroup(rawValue: name) { return all.filter { $0.info.group == g }.map { $0.info.id } }
        if rule(name) != nil { return [name] }
        return nil
    }

    /// Everything `resolve` accepts, for "did you mean" suggestions.
    public static var names: [String] { ids + RuleGroup.allCases.map { $0.rawValue } + ["all"] }
}
