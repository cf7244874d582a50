/// `.viewlint.yml`, resolved: found by walking up from the working directory (or named
/// with `--config`, repeatable: later files override earlier ones), else a `.swiftlint.yml`
/// read through the SwiftLint compatibility table.
public struct Config: Sendable {
    /// Absolute paths of the files that were read, in order.
    public var files: [String] = []
    /// nil: no restriction (also when the key is empty, as SwiftLint reads it).
    public var included: [Glob]? = nil
    public var excluded: [Glob] = []
    /// Folders treated as vendored code (not linted unless `lint_vendored: true`).
    public var vendored: [Glob]? = nil
    public var lintVendored = false
    /// Files treated as generated in addition to those whose header says so.
    public var generated: [Glob] = []
    public var lintGenerated = false
    /// Extra test code beyond the built-in detection (rules that skip tests skip these too).
    public var testPaths: [Glob] = []
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    /// Scopes named in `opt_in_rules` (`dead_code`, `debug_code`, `sample_code`): reported.
    public var optInScopes: Set<CodeScope> = []
    /// `sample_paths`: demo and sample code beyond the built-in detection (`SampleCode`).
    public var samplePaths: [Glob] = []
    public var optInAll = false
    public var onlyRules: [String]? = nil
    public var severities: [String: Severity] = [:]
    /// Severities set for a whole group; `effectiveSeverities` lets rule settings win.
    var groupSeverities: [String: Severity] = [:]
    /// Severity overrides by rule id: a group's, then the rule's own.
    public var effectiveSeverities: [String: Severity] { groupSeverities.merging(severities) { _, rule in rule } }
    public var ruleOptions: [String: [String: YAMLNode]] = [:]
    public var failOn: FailOn? = nil
    /// Absolute path.
    public var baseline: String? = nil
    public var reporter: OutputFormat? = nil
    public var deploymentTarget: Version? = nil
    /// Problems that do not stop the run (unknown keys and rule ids), one line each.
    public var warnings: [String] = []
    /// The settings came from a `.swiftlint.yml`.
    public var fromSwiftLint = false

    public init() {}

    public static let fileName = ".viewlint.yml"
    public static let swiftLintFileNames = [".swiftlint.yml", ".swiftlint.yaml"]
    public static let keys = ["included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "fail_on",
                              "baseline", "reporter", "deployment_target", "vendored_paths", "lint_vendored",
                              "generated_paths", "lint_generated", "test_paths", "sample_paths"]

    /// Vendored folders when the config names none: dependency managers' checkouts and the
    /// usual names for copied third-party code.
    public static let defaultVendored = ["Pods", "Carthage", "vendor", "Vendor", "third_party", "ThirdParty",
                                         "External", "Submodules"]

    // MARK: Finding and loading

    /// The config for a run: the `explicit` files in order, or the nearest `.viewlint.yml`
    /// from `cwd` upwards, or else the nearest `.swiftlint.yml`; none when `disabled`.
    public static func load(explicit: [String], disabled: Bool, cwd: String) throws -> Config {
        var config = Config()
        if disabled { return config }
        if !explicit.isEmpty {
            for p in explicit {
                let abs = PathUtil.absolute(p, cwd: cwd)
                guard FileWalker.kind(of: abs) == .file, let bytes = FileWalker.read(abs) else {
                    throw UsageError("config file '\(p)' not found or not readable")
                }
                let text = String(decoding: bytes, as: UTF8.self)
                let base = String(abs.split(separator: "/").last ?? "")
                if swiftLintFileNames.contains(base) {
                    config.applySwiftLint(text, path: abs, name: p)
                } else {
                    try config.apply(text, path: abs, name: p)
                }
            }
            return config
        }
        if let found = nearest([fileName], from: cwd) {
            let text = String(decoding: FileWalker.read(found) ?? [], as: UTF8.self)
            try config.apply(text, path: found, name: PathUtil.displayPath(found, cwd: cwd))
        } else if let found = nearest(swiftLintFileNames, from: cwd) {
            let text = String(decoding: FileWalker.read(found) ?? [], as: UTF8.self)
            config.applySwiftLint(text, path: found, name: PathUtil.displayPath(found, cwd: cwd))
        }
        return config
    }

    /// The first of `names` in `dir` or the directories above it.
    static func nearest(_ names: [String], from dir: String) -> String? {
        var d = PathUtil.normalize(dir)
        var steps = 0
        while steps < 64 {
            steps += 1
            for n in names {
                let p = (d == "/" ? "" : d) + "/" + n
                if FileWalker.kind(of: p) == .file { return p }
            }
            if d == "/" { return nil }
            d = PathUtil.parent(d)
        }
        return nil
    }

    // MARK: .viewlint.yml

    /// Applies one `.viewlint.yml` on top of the current settings. `name` is the path shown
    /// in messages. Malformed YAML and invalid values throw (exit 2); unknown keys and rule
    /// ids only warn.
    public mutating func apply(_ text: String, path: String, name: String) throws {
        files.append(path)
        let dir = PathUtil.parent(path)
        let root: YAMLNode
        do { root = try YAML.parse(text) } catch let e as YAMLError {
            throw UsageError("\(name):\(e.line):\(e.column): \(e.message)")
        }
        if root.isNull { return }
        guard let entries = root.entries else {
            throw UsageError("\(name):\(root.line): expected a mapping of settings ('key: value' lines), found \(root.kindName)")
        }
        func fail(_ node: YAMLNode, _ key: String, _ what: String) -> UsageError {
            UsageError("\(name):\(node.line): \(key): expected \(what), found \(describe(node))")
        }
        func strings(_ node: YAMLNode, _ key: String) throws -> [String] {
            if node.isNull { return [] }
            if let s = node.string { return [s] }
            guard let items = node.items else { throw fail(node, key, "a list of strings") }
            return try items.map { item in
                guard let s = item.string else { throw fail(item, key, "a string in the list") }
                return s
            }
        }
        // Rule ids, group names (`correctness`, `modernization` …) and, where allowed, `all`.
        func rules(_ node: YAMLNode, _ key: String, allowAll: Bool = false) throws -> [String] {
            var out: [String] = []
            let items = node.items ?? [node]
            for item in items where !item.isNull {
                guard let id = item.string else { throw fail(item, key, "a rule id or group") }
                if allowAll && id == "all" { out.append(id); continue }
                if allowAll, CodeScope(rawValue: id) != nil { continue }
                guard id != "all", let ids = RuleRegistry.resolve(id) else {
                    warnings.append("\(name):\(item.line): \(key): unknown rule or group '\(id)'\(suggestion(id, RuleRegistry.names)) (ignored)")
                    continue
                }
                out += ids
            }
            return out
        }
        func flag(_ node: YAMLNode, _ key: String) throws -> Bool {
            guard let b = node.bool else { throw fail(node, key, "true or false") }
            return b
        }
        for e in entries {
            let v = e.value
            switch e.key {
            case "included":
                // An empty `included` (no value or []) restricts nothing, as in SwiftLint.
                let globs = try strings(v, e.key).map { Glob($0, base: dir, origin: name) }
                included = globs.isEmpty ? nil : globs
            case "excluded":
                excluded += try strings(v, e.key).map { Glob($0, base: dir, origin: name) }
            case "vendored_paths":
                vendored = try strings(v, e.key).map { Glob(component: $0, base: dir, origin: name) }
            case "lint_vendored":
                lintVendored = try flag(v, e.key)
            case "generated_paths":
                generated += try strings(v, e.key).map { Glob(component: $0, base: dir, origin: name) }
            case "lint_generated":
                lintGenerated = try flag(v, e.key)
            case "sample_paths":
                samplePaths += try strings(v, e.key).map { Glob(component: $0, base: dir, origin: name) }
            case "test_paths":
                testPaths += try strings(v, e.key).map { Glob(component: $0, base: dir, origin: name) }
            case "disabled_rules":
                disabledRules += try rules(v, e.key)
            case "opt_in_rules":
                let items = v.items ?? [v]
                optInScopes.formUnion(items.compactMap { $0.string.flatMap(CodeScope.init(rawValue:)) })
                let ids = try rules(v, e.key, allowAll: true)
                if ids.contains("all") { optInAll = true }
                optInRules += ids.filter { $0 != "all" }
            case "only_rules":
                onlyRules = try rules(v, e.key)
            case "fail_on":
                guard let s = v.string, let f = FailOn(rawValue: s) else {
                    throw fail(v, e.key, "one of error, warning, info, never")
                }
                failOn = f
            case "baseline":
                guard let s = v.string, !s.isEmpty else { throw fail(v, e.key, "a file path") }
                baseline = PathUtil.absolute(s, cwd: dir)
            case "reporter":
                guard let s = v.string, let f = OutputFormat(rawValue: s) else {
                    throw fail(v, e.key, "one of \(OutputFormat.allCases.map { $0.rawValue }.joined(separator: ", "))")
                }
                reporter = f
            case "deployment_target":
                guard let s = v.string, let ver = Version(s), s.first?.isNumber == true else {
                    throw fail(v, e.key, "a minimum iOS version such as 15.0")
                }
                deploymentTarget = ver
            default:
                if RuleRegistry.rule(e.key) != nil {
                    try applyRuleSettings(e.key, v, name: name)
                } else if let g = RuleGroup(rawValue: e.key) {
                    // `correctness: error` sets the severity of every rule of the group; a
                    // rule's own setting (anywhere in the file) wins.
                    let sev = try groupSeverity(v, e.key, name: name)
                    for r in RuleRegistry.all where r.info.group == g { groupSeverities[r.info.id] = sev }
                } else {
                    warnings.append("\(name):\(e.line): unknown key '\(e.key)'\(suggestion(e.key, Self.keys + RuleRegistry.ids + RuleGroup.allCases.map { $0.rawValue })) (ignored)")
                }
            }
        }
    }

    /// `group: error` or `group: {severity: error}`.
    func groupSeverity(_ v: YAMLNode, _ key: String, name: String) throws -> Severity {
        let node = v.entries?.first(where: { $0.key == "severity" })?.value ?? v
        if let extra = v.entries?.first(where: { $0.key != "severity" }) {
            throw UsageError("\(name):\(extra.line): \(key): a group takes only a severity, found option '\(extra.key)'; set options on the rule itself")
        }
        guard let s = node.string, let sev = Severity(rawValue: s) else {
            throw UsageError("\(name):\(node.line): \(key): expected a severity (error, warning or info), found \(describe(node))")
        }
        return sev
    }

    /// `rule_id: error` or `rule_id: {severity: error, option: value}`.
    mutating func applyRuleSettings(_ id: String, _ v: YAMLNode, name: String) throws {
        func severity(_ n: YAMLNode) throws -> Severity {
            guard let s = n.string, let sev = Severity(rawValue: s) else {
                throw UsageError("\(name):\(n.line): \(id): expected a severity (error, warning or info), found \(describe(n))")
            }
            return sev
        }
        if v.string != nil { severities[id] = try severity(v); return }
        guard let entries = v.entries else {
            throw UsageError("\(name):\(v.line): \(id): expected a severity or a mapping such as {severity: error}, found \(describe(v))")
        }
        let specs = (RuleRegistry.rule(id) as? any ConfigurableRule.Type)?.optionSpecs ?? []
        for e in entries {
            if e.key == "severity" { severities[id] = try severity(e.value); continue }
            guard let spec = specs.first(where: { $0.name == e.key }) else {
                let valid = ["severity"] + specs.map { $0.name }
                warnings.append("\(name):\(e.line): \(id): unknown option '\(e.key)'\(suggestion(e.key, valid)) (ignored; options of \(id): \(valid.joined(separator: ", ")))")
                continue
            }
            if let problem = spec.kind.check(e.value) {
                throw UsageError("\(name):\(e.value.line): \(id).\(e.key): expected \(problem), found \(describe(e.value))")
            }
            ruleOptions[id, default: [:]][e.key] = e.value
        }
    }

    // MARK: .swiftlint.yml

    /// Honours `included`, `excluded`, `disabled_rules` and `opt_in_rules` of a SwiftLint
    /// config through the compatibility table. Anything else is SwiftLint's business and is
    /// ignored; a file viewlint cannot read is ignored with a warning.
    public mutating func applySwiftLint(_ text: String, path: String, name: String) {
        let root: YAMLNode
        do { root = try YAML.parse(text) } catch {
            let e = error as? YAMLError
            warnings.append("\(name):\(e.map { "\($0.line):\($0.column)" } ?? "1"): cannot read this SwiftLint config (\(e?.message ?? "\(error)")); ignoring it")
            return
        }
        files.append(path)
        fromSwiftLint = true
        let dir = PathUtil.parent(path)
        guard let entries = root.entries else { return }
        func strings(_ n: YAMLNode) -> [String] {
            if let s = n.string { return [s] }
            return (n.items ?? []).compactMap { $0.string }
        }
        for e in entries {
            switch e.key {
            case "included":
                let globs = strings(e.value).map { Glob($0, base: dir, origin: name) }
                included = globs.isEmpty ? nil : globs
            case "excluded": excluded += strings(e.value).map { Glob($0, base: dir, origin: name) }
            case "disabled_rules": disabledRules += strings(e.value).flatMap { SwiftLintCompat.viewlintRules(for: $0) }
                .filter { RuleRegistry.rule($0) != nil }
            case "opt_in_rules": optInRules += strings(e.value).flatMap { SwiftLintCompat.viewlintRules(for: $0) }
                .filter { RuleRegistry.rule($0) != nil }
            case "only_rules", "whitelist_rules":
                // SwiftLint's `only_rules` chooses among SwiftLint's rules. It switches off the
                // twins of the SwiftLint rules that run by default and that it does not list:
                // leaving out a rule SwiftLint runs anyway is a choice against it. Leaving out an
                // opt-in one is not (the config without `only_rules` would not run it either, and
                // its twin would run), and rules without a twin are not SwiftLint's to choose.
                let listed = Set(strings(e.value))
                disabledRules += SwiftLintCompat.onBySwiftLintDefault.subtracting(listed)
                    .flatMap { SwiftLintCompat.viewlintRules(for: $0) }.sorted()
                    .filter { RuleRegistry.rule($0) != nil }
            default: break
            }
        }
    }

    // MARK: Using it

    /// Whether a file (absolute, normalised path) is linted under `included`/`excluded`.
    public func accepts(_ absolutePath: String) -> Bool {
        leftOutBy(absolutePath) == nil
    }

    /// Why `included`/`excluded` leave a file out: the `excluded` entry that matches it
    /// (excluded wins over included), or `.notIncluded`; nil when it is linted.
    public func leftOutBy(_ absolutePath: String) -> ConfigExclusion? {
        if excluded.isEmpty && included == nil { return nil }
        let parts = Glob.components(absolutePath)
        if let g = excluded.first(where: { $0.matches(components: parts) }) { return .excluded(g) }
        if let inc = included, !inc.contains(where: { $0.matches(components: parts) }) { return .notIncluded }
        return nil
    }

    /// The vendored-folder patterns in effect.
    public var vendoredGlobs: [Glob] {
        vendored ?? Self.defaultVendored.map { Glob(component: $0, base: "/", origin: "the default vendored folders") }
    }

    func describe(_ n: YAMLNode) -> String {
        if let s = n.string { return "'\(s)'" }
        return n.kindName
    }

    func suggestion(_ s: String, _ candidates: [String]) -> String {
        guard let c = Suggestions.closest(s, candidates) else { return "" }
        return "; did you mean '\(c)'?"
    }
}

public enum ConfigExclusion: Equatable, Sendable {
    case excluded(Glob)
    case notIncluded
}

// MARK: Rule options

/// An option a rule accepts in `.viewlint.yml` (`rule_id: {name: value}`).
public struct RuleOptionSpec: Sendable {
    public enum Kind: Sendable {
        case bool, integer, string, stringList

        /// nil when `n` fits, else what was expected.
        func check(_ n: YAMLNode) -> String? {
            switch self {
            case .bool: return n.bool == nil ? "true or false" : nil
            case .integer: return n.string.flatMap { Int($0) } == nil || n.quoted ? "a whole number" : nil
            case .string: return n.string == nil ? "a string" : nil
            case .stringList:
                if n.string != nil { return nil }
                return n.items?.allSatisfy({ $0.string != nil }) == true ? nil : "a list of strings"
            }
        }
    }
    public var name: String
    public var kind: Kind
    public var summary: String

    public init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}

/// A rule with settings beyond its severity. The values given in the config reach the rule
/// through `LintContext.option(_:_:)`.
public protocol ConfigurableRule: Rule {
    static var optionSpecs: [RuleOptionSpec] { get }
}

extension LintContext {
    /// The value configured for a rule option, if any.
    public func option(_ info: RuleInfo, _ name: String) -> YAMLNode? {
        options.ruleOptions[info.id]?[name]
    }
}
