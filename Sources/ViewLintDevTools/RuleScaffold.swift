import ViewLintCore

/// `viewlint-dev new-rule <rule_id> --category <category>`: writes a new rule's four
/// hand-written files (the rule class, its doc, a triggering and a non-triggering fixture)
/// as a skeleton that compiles, and registers the class. Every placeholder carries
/// `TODO(new-rule)`, and the test suite lists those lines until the author has replaced them.
public enum RuleScaffold {
    /// Marks each line the author still has to write.
    public static let marker = "TODO(new-rule)"
    public static let usage = "viewlint-dev new-rule <rule_id> --category <category> [--group <group>] [--framework <framework>] [--severity <severity>]"

    public struct Request: Equatable {
        public var id: String
        public var category: RuleCategory
        public var group: RuleGroup = .nursery
        public var framework: RuleFramework
        public var severity: Severity = .warning

        /// The `RuleInfo` the skeleton declares, for its doc's metadata table.
        public var info: RuleInfo {
            RuleInfo(id: id, category: category, group: group, severity: severity, framework: framework,
                     summary: RuleTemplates.summaryPlaceholder)
        }
    }

    /// The files a request writes, relative to the package root.
    public struct Paths: Equatable {
        public var source, doc, triggering, nonTriggering: String
        public var all: [String] { [source, doc, triggering, nonTriggering] }
    }

    public static func run(_ args: [String], root: String = ".", log: (String) -> Void) throws -> Int32 {
        let request = try parse(args)
        guard FileWalker.kind(of: DerivedFile.path(DocsGenerator.ruleSources, under: root)) == .directory else {
            throw UsageError("new-rule: run it from viewlint's package root (no \(DocsGenerator.ruleSources) here)")
        }
        let paths = try write(request, root: root, log: log)
        print("""
        Created \(request.id) (\(typeName(for: request.id))Rule, group `\(request.group.rawValue)`). Next:
          1. write the check in \(paths.source), the fixtures in \(FixtureRuns.fixturesDir)/\(request.id)/ and the doc \(paths.doc)
             (each \(marker) line says what goes there; `swift test` lists the ones left);
          2. swift run viewlint-dev bless
          3. swift test
          4. the ecosystem check (CONTRIBUTING.md, "Measuring a change on real code")
        """)
        return 0
    }

    // MARK: Arguments

    public static func parse(_ args: [String]) throws -> Request {
        var id: String?
        var options: [String: String] = [:]
        var i = 0
        while i < args.count {
            let a = args[i]
            if a.hasPrefix("--") {
                guard ["--category", "--group", "--framework", "--severity"].contains(a) else {
                    throw UsageError("new-rule: unknown option '\(a)'; usage: \(usage)")
                }
                guard i + 1 < args.count else { throw UsageError("new-rule: \(a) needs a value; usage: \(usage)") }
                options[a] = args[i + 1]
                i += 2
                continue
            }
            guard id == nil else { throw UsageError("new-rule: one rule id at a time ('\(id!)' and '\(a)'); usage: \(usage)") }
            id = a
            i += 1
        }
        guard let id else { throw UsageError("new-rule: no rule id; usage: \(usage)") }
        guard isSnakeCase(id) else {
            throw UsageError("new-rule: '\(id)' is not a snake_case rule id (lowercase words and digits joined by single '_', e.g. 'layout_loop')")
        }
        guard let categoryName = options["--category"] else {
            throw UsageError("new-rule: --category is required, one of: \(names(RuleCategory.allCases))")
        }
        let category: RuleCategory = try value(categoryName, "category")
        var request = Request(id: id, category: category, framework: defaultFramework(for: category))
        if let g = options["--group"] { request.group = try value(g, "group") }
        if let f = options["--framework"] { request.framework = try value(f, "framework") }
        if let s = options["--severity"] { request.severity = try value(s, "severity") }
        return request
    }

    /// A case of one of RuleInfo's enums by its name, ignoring case (`AutoLayout`, `SwiftUI`
    /// as the folders spell them); the refusal lists the valid names.
    static func value<T: RawRepresentable & CaseIterable>(_ name: String, _ what: String) throws -> T where T.RawValue == String {
        if let v = T.allCases.first(where: { $0.rawValue == name.lowercased() }) { return v }
        throw UsageError("new-rule: unknown \(what) '\(name)'; one of: \(names(Array(T.allCases)))")
    }

    static func names<T: RawRepresentable & CaseIterable>(_ cases: [T]) -> String where T.RawValue == String {
        cases.map(\.rawValue).joined(separator: ", ")
    }

    /// SwiftUI rules are about SwiftUI code; the other categories are about UIKit's.
    static func defaultFramework(for category: RuleCategory) -> RuleFramework {
        category == .swiftui ? .swiftui : .uikit
    }

    public static func isSnakeCase(_ id: String) -> Bool {
        let words = id.split(separator: "_", omittingEmptySubsequences: false)
        guard let first = words.first?.first, first.isASCII, first.isLowercase else { return false }
        return words.allSatisfy { w in !w.isEmpty && w.allSatisfy { ($0.isASCII && $0.isLowercase) || ($0.isASCII && $0.isNumber) } }
    }

    // MARK: Names and places

    /// Words whose Swift spelling is not plain capitalization, as Apple writes them
    /// (`deprecated_uikit_api` → `DeprecatedUIKitAPI`, `static_cgcolor` → `StaticCGColor`).
    static let spelledWords: [String: String] = [
        "ui": "UI", "uikit": "UIKit", "swiftui": "SwiftUI", "api": "API", "url": "URL", "id": "ID",
        "cg": "CG", "cgcolor": "CGColor", "ca": "CA", "caanimation": "CAAnimation", "foreach": "ForEach",
        "kvo": "KVO", "json": "JSON", "ios": "IOS", "objc": "ObjC",
    ]

    /// The rule's type name without the `Rule` suffix, which is also its file's name.
    public static func typeName(for id: String) -> String {
        id.split(separator: "_").map { w in spelledWords[String(w)] ?? (w.prefix(1).uppercased() + w.dropFirst()) }.joined()
    }

    /// The folder of a category's rules: the existing one whose name is the category's, any
    /// case (`AutoLayout` for `autolayout`), or a new capitalized one.
    static func folder(for category: RuleCategory, root: String) -> String {
        let sources = root + "/" + DocsGenerator.ruleSources
        let existing = (DirectoryList.names(sources) ?? []).filter { FileWalker.kind(of: sources + "/" + $0) == .directory }
        return existing.first { $0.lowercased() == category.rawValue } ?? (category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst())
    }

    public static func paths(for request: Request, root: String) -> Paths {
        let id = request.id
        return Paths(source: "\(DocsGenerator.ruleSources)/\(folder(for: request.category, root: root))/\(typeName(for: id)).swift",
                     doc: "\(DocsGenerator.defaultRulesDir)/\(id).md",
                     triggering: "\(FixtureRuns.fixturesDir)/\(id)/triggering.swift",
                     nonTriggering: "\(FixtureRuns.fixturesDir)/\(id)/non_triggering.swift")
    }

    // MARK: Writing

    /// Writes the skeleton below `root` (nothing when a check refuses) and regenerates the
    /// rule registry, so the next build already runs the rule.
    @discardableResult
    public static func write(_ request: Request, root: String, log: (String) -> Void) throws -> Paths {
        let paths = paths(for: request, root: root)
        try refuseExisting(request, paths, root: root)
        var doc = RuleTemplates.doc(request)
        if let tsv = FileWalker.read(root + "/" + RealCodeSummary.file) {
            doc = DocsGenerator.withRealCodeCheck(doc, RealCodeSummary(String(decoding: tsv, as: UTF8.self)).section(for: request.info))
        }
        let files = [(RuleTemplates.ruleSource(request), paths.source), (doc, paths.doc),
                     (RuleTemplates.triggeringFixture(request), paths.triggering),
                     (RuleTemplates.nonTriggeringFixture(request), paths.nonTriggering)]
        for (_, path) in files { DirectoryList.makeDirectory(PathUtil.parent(root + "/" + path)) }
        try AtomicFile.write(files.map { (text: $0.0, path: root + "/" + $0.1, name: $0.1) })
        for (_, path) in files { log("viewlint-dev: wrote \(path)\n") }
        let list = root + "/" + DocsGenerator.ruleListOutput
        DirectoryList.makeDirectory(PathUtil.parent(list))
        try AtomicFile.write(try DocsGenerator.generateRuleList(sourcesDir: root + "/" + DocsGenerator.ruleSources), to: list)
        log("viewlint-dev: wrote \(DocsGenerator.ruleListOutput)\n")
        return paths
    }

    /// An id is taken when a rule is registered under it, or when any of its files (or a rule
    /// class of the same name) is already there: a skeleton never overwrites anything.
    static func refuseExisting(_ request: Request, _ paths: Paths, root: String) throws {
        let id = request.id
        if RuleRegistry.rule(id) != nil { throw UsageError("new-rule: rule '\(id)' already exists; pick another id") }
        for p in paths.all + ["\(FixtureRuns.fixturesDir)/\(id)"] where FileWalker.kind(of: root + "/" + p) != .missing {
            throw UsageError("new-rule: rule '\(id)' already exists (\(p)); pick another id")
        }
        let className = typeName(for: id) + "Rule"
        let registered = try DocsGenerator.generateRuleList(sourcesDir: root + "/" + DocsGenerator.ruleSources)
        if registered.contains(" \(className).self,") {
            throw UsageError("new-rule: a class \(className) already exists under \(DocsGenerator.ruleSources); pick another id")
        }
    }

    // MARK: What is left to write

    /// Every line still carrying the marker, as `path:line: text` (paths relative to `root`):
    /// in the rule's source, doc and fixtures when `id` is given, else in every rule's.
    public static func unfinishedPlaces(root: String, id: String? = nil) -> [String] {
        var unreadable: [String] = []
        var files: [String] = []
        let sources = FileWalker.files(under: root + "/" + DocsGenerator.ruleSources, extensions: ["swift"], unreadable: &unreadable)
        if let id {
            let declaration = "id: \"\(id)\""
            files += sources.filter { f in FileWalker.read(f).map { String(decoding: $0, as: UTF8.self).contains(declaration) } ?? false }
            files.append(root + "/" + DocsGenerator.defaultRulesDir + "/" + id + ".md")
            files += FileWalker.files(under: root + "/" + FixtureRuns.fixturesDir + "/" + id, extensions: FileWalker.sourceExtensions, unreadable: &unreadable)
        } else {
            files += sources
            files += FileWalker.files(under: root + "/" + DocsGenerator.defaultRulesDir, extensions: ["md"], unreadable: &unreadable)
            files += FileWalker.files(under: root + "/" + FixtureRuns.fixturesDir, extensions: FileWalker.sourceExtensions, unreadable: &unreadable)
        }
        var out: [String] = []
        for f in files {
            guard let bytes = FileWalker.read(f) else { continue }
            for (n, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let r = line.range(of: marker) else { continue }
                let what = line[r.upperBound...].drop { $0 == ":" || $0 == " " }
                out.append("\(f.dropFirst(root.count + 1)):\(n + 1): \(what)")
            }
        }
        return out
    }
}
