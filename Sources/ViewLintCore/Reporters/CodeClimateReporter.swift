/// GitLab Code Quality (a subset of the Code Climate issue format): a JSON array, one
/// object per finding. Severities: error → critical, warning → major, info → info.
public enum CodeClimateReporter {
    public static func render(_ findings: [Finding], source: (String) -> [UInt8]?) -> String {
        let hashes = Fingerprint.lineHashes(findings, source: source)
        var issues: [JSONValue] = []
        for (i, f) in findings.enumerated() {
            issues.append(.object([
                ("type", .string("issue")),
                ("check_name", .string(f.ruleID)),
                ("description", .string(f.message)),
                ("categories", .array([.string("Bug Risk")])),
                ("severity", .string(severity(f.severity))),
                ("fingerprint", .string(Fingerprint.hex(Fingerprint.fnv1a64(Array(hashes[i].utf8))))),
                ("location", .object([
                    ("path", .string(f.path)),
                    ("lines", .object([("begin", .int(f.line)), ("end", .int(max(f.line, f.endLine)))])),
                ])),
            ]))
        }
        return JSONValue.array(issues).rendered()
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "critical"
        case .warning: return "major"
        case .info: return "info"
        }
    }
}
