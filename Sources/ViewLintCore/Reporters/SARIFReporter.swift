/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// One run; `tool.driver.rules` holds every rule that ran (results point at them by
/// `ruleIndex`); locations are relative to `%SRCROOT%`, the directory viewlint ran in;
/// findings silenced in source are kept, with `suppressions`.
public enum SARIFReporter {
    public static let informationURI = "https://github.com/viewlint/viewlint"
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let rootID = "%SRCROOT%"

    public static func render(_ input: ReportInput) -> String {
        document(input).rendered()
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    static func document(_ input: ReportInput) -> JSONValue {
        let findings = input.result.findings
        var rules = input.rules.map { $0.info }
        var ruleIndex: [String: Int] = [:]
        for (i, r) in rules.enumerated() where ruleIndex[r.id] == nil { ruleIndex[r.id] = i }
        // A finding from a rule not in the list (should not happen) still gets a descriptor.
        for f in findings where ruleIndex[f.ruleID] == nil {
            let info = RuleRegistry.rule(f.ruleID)?.info
                ?? RuleInfo(id: f.ruleID, category: .meta, group: .suspicious, severity: f.severity, framework: .any, summary: f.ruleID)
            ruleIndex[f.ruleID] = rules.count
            rules.append(info)
        }
        let hashes = Fingerprint.lineHashes(findings, source: input.source)
        let root = input.root.isEmpty ? "/" : input.root

        var results: [JSONValue] = []
        results.reserveCapacity(findings.count)
        for (i, f) in findings.enumerated() {
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(f.ruleID)),
                ("ruleIndex", .int(ruleIndex[f.ruleID]!)),
                ("level", .string(level(f.severity))),
                ("message", .object([("text", .string(f.message))])),
                ("locations", .array([location(f, root: root)])),
                ("partialFingerprints", .object([("primaryLocationLineHash", .string(hashes[i]))])),
            ]
            if let fix = f.fix {
                // A fix as SARIF describes one: the regions to delete and the text to insert.
                let replacements: [JSONValue] = fix.edits.map { e in
                    .object([
                        ("deletedRegion", .object([("startLine", .int(max(1, e.startLine))), ("startColumn", .int(max(1, e.startColumn))),
                                                   ("endLine", .int(max(1, e.endLine))), ("endColumn", .int(max(1, e.endColumn)))])),
                        ("insertedContent", .object([("text", .string(e.replacement))])),
                    ])
                }
                members.append(("fixes", .array([.object([
                    ("description", .object([("text", .string(fix.title + (fix.applicability == .unsafe ? " (unsafe: may change behaviour)" : "")))])),
                    ("artifactChanges", .array([.object([("artifactLocation", artifact(f.path, root: root)),
                                                         ("replacements", .array(replacements))])])),
                ])])))
            }
            if let s = f.suppression {
                var sup: [(String, JSONValue)] = [("kind", .string("inSource"))]
                let just = s.trimmed()
                if !just.isEmpty { sup.append(("justification", .string(just))) }
                members.append(("suppressions", .array([.object(sup)])))
            }
            results.append(.object(members))
        }

        var notifications: [JSONValue] = []
        for n in input.result.notices + input.notices {
            let unreadable = n.message.hasPrefix("could not read") || n.message.containsBytes("could not be read")
            notifications.append(.object([
                ("level", .string(unreadable ? "error" : "warning")),
                ("message", .object([("text", .string(n.message))])),
                ("locations", .array([.object([("physicalLocation", .object([("artifactLocation", artifact(n.path, root: root))]))])])),
            ]))
        }
        var invocation: [(String, JSONValue)] = [("executionSuccessful", .bool(input.executionSuccessful))]
        if !notifications.isEmpty { invocation.append(("toolExecutionNotifications", .array(notifications))) }

        let driver: [(String, JSONValue)] = [
            ("name", .string("viewlint")),
            ("version", .string(input.version)),
            ("semanticVersion", .string(input.version)),
            ("informationUri", .string(informationURI)),
            ("rules", .array(rules.map(descriptor))),
        ]
        let run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object(driver))])),
            ("invocations", .array([.object(invocation)])),
            ("originalUriBaseIds", .object([(rootID, .object([("uri", .string(FileURI.directory(root)))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ]
        return .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    static func artifact(_ path: String, root: String) -> JSONValue {
        let a = FileURI.artifact(path, root: root)
        return a.relative ? .object([("uri", .string(a.uri)), ("uriBaseId", .string(rootID))]) : .object([("uri", .string(a.uri))])
    }

    static func location(_ f: Finding, root: String) -> JSONValue {
        let startLine = max(1, f.line), startColumn = max(1, f.column)
        var endLine = max(startLine, f.endLine), endColumn = max(1, f.endColumn)
        if endLine == startLine && endColumn < startColumn { endLine = startLine; endColumn = startColumn }
        let region: JSONValue = .object([
            ("startLine", .int(startLine)),
            ("startColumn", .int(startColumn)),
            ("endLine", .int(endLine)),
            ("endColumn", .int(endColumn)),
        ])
        return .object([("physicalLocation", .object([
            ("artifactLocation", artifact(f.path, root: root)),
            ("region", region),
        ]))])
    }

    static func descriptor(_ r: RuleInfo) -> JSONValue {
        let doc = r.doc
        return .object([
            ("id", .string(r.id)),
            ("name", .string(pascalCase(r.id))),
            ("shortDescription", .object([("text", .string(r.summary))])),
            ("fullDescription", .object([("text", .string(whatItDoes(doc) ?? r.summary))])),
            ("help", .object([("text", .string(doc)), ("markdown", .string(doc))])),
            ("defaultConfiguration", .object([("level", .string(level(r.severity)))])),
            // The group first: GitHub code scanning filters by tag.
            ("properties", .object([("tags", .array([.string(r.group.rawValue), .string(r.category.rawValue)]))])),
        ])
    }

    /// `weak_delegate` → `WeakDelegate`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The prose of the doc's "What it does" section, joined into one paragraph per
    /// paragraph; nil when the doc has no such section.
    static func whatItDoes(_ doc: String) -> String? {
        var inSection = false
        var paragraphs: [String] = []
        var current: [String] = []
        for raw in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingTrailingCR()
            if line.hasPrefix("#") {
                if inSection { break }
                inSection = line.lowercased().hasPrefix("## what it does")
                continue
            }
            guard inSection else { continue }
            if line.hasPrefix("```") { break }
            if line.trimmed().isEmpty {
                if !current.isEmpty { paragraphs.append(current.joined(separator: " ")); current = [] }
            } else {
                current.append(line.trimmed())
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
        let text = paragraphs.joined(separator: "\n\n")
        return text.isEmpty ? nil : text
    }
}

extension Substring {
    func trimmingTrailingCR() -> String { hasSuffix("\r") ? String(dropLast()) : String(self) }
}
