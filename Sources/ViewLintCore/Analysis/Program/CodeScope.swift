/// Code whose findings are true but not worth a change by default: code no user runs. A
/// finding there is left out of the report unless the run asks for the scope (`--enable
/// dead_code`, `opt_in_rules: [debug_code]`, `--enable all`); the summary counts what was left out.
public enum CodeScope: String, CaseIterable, Sendable, Comparable {
    /// A type the program never reaches (`ProgramReachability.dead`): nothing constructs,
    /// presents, names in a storyboard or otherwise mentions it outside its own code, previews
    /// and tests.
    case deadCode = "dead_code"
    /// Code a release build leaves out: a debug-only clause (`#if DEBUG`), or a type reached
    /// only from such clauses (a developer menu).
    case debugCode = "debug_code"
    /// A demo, example or sample app with a project of its own (`SampleCode`), or a path
    /// under `sample_paths`.
    case sampleCode = "sample_code"

    public static func < (a: CodeScope, b: CodeScope) -> Bool { a.rawValue < b.rawValue }

    /// What each scope is, for `viewlint rules` and messages.
    public var summary: String {
        switch self {
        case .deadCode: return "types nothing in the program reaches"
        case .debugCode: return "code compiled only in debug builds, and types reached only from it"
        case .sampleCode: return "demo, example and sample apps, and sample_paths"
        }
    }
}

/// Demo and sample code: a separate app whose folder says so — a folder named `Example(s)`,
/// `Demo(s)`, `Sample(s)`, `SampleApp(s)`, `Showcase` or `Playground(s)` (any case), or ending
/// in `Example`, `Examples`, `Demo`, `Demos`, `Sample`, `Samples` (`KingfisherDemo`,
/// `iOS Example`), that holds a project of its own (an Xcode project, `Package.swift`,
/// `project.yml`, `Project.swift`): a library's showcase app. A folder of that name inside the
/// app's own project (`Debug/Examples/` of a developer menu) is the app's code. Paths the
/// config's `sample_paths` match are sample code too.
public enum SampleCode {
    static let names: Set<String> = ["example", "examples", "demo", "demos", "sample", "samples", "sampleapp",
                                     "sampleapps", "showcase", "playground", "playgrounds"]
    static let suffixes = ["Example", "Examples", "Demo", "Demos", "Sample", "Samples"]

    static let nameBytes: [[UInt8]] = names.map { Array($0.utf8) }
    static let suffixBytes: [[UInt8]] = suffixes.map { Array($0.utf8) }

    /// Read from the component's bytes: every folder of a run is asked.
    static func isSampleName(_ c: Substring) -> Bool {
        let u = Array(c.utf8)
        // The names and suffixes all end in `e`, `o`, `s` or `d`, `y` (any case).
        guard let last = u.last, [101, 111, 115, 100, 121, 69, 79, 83, 68, 89].contains(last) else { return false }
        for n in nameBytes where n.count == u.count {
            if zip(n, u).allSatisfy({ $0 == ($1 | 0x20) }) { return true }
        }
        for sfx in suffixBytes where sfx.count <= u.count {
            if u[(u.count - sfx.count)...].elementsEqual(sfx) { return true }
        }
        return false
    }

    /// Whether `path` lies in one of `folders` (from `sampleFolders`) or matches `globs`.
    public static func isSamplePath(_ path: String, folders: Set<String>, globs: [Glob] = []) -> Bool {
        if folders.contains(where: { path.hasPrefix($0) && path.utf8.dropFirst($0.utf8.count).first == UInt8(ascii: "/") }) {
            return true
        }
        return !globs.isEmpty && globs.contains { $0.matches(PathUtil.normalize(path)) }
    }

    /// The sample-named folders above `paths` (as the paths spell them) that hold a project of
    /// their own; `onDisk` turns such a folder into a path to list. Each folder is listed once.
    public static func sampleFolders(_ paths: [String], onDisk: (String) -> String) -> Set<String> {
        var checked: [String: Bool] = [:]
        var out = Set<String>()
        // Files share folders: each folder once (paths come sorted, so mostly the previous one).
        var folders: [String] = []
        var seen = Set<String>()
        for path in paths {
            let parent = PathUtil.parent(path)
            if folders.last != parent, seen.insert(parent).inserted { folders.append(parent) }
        }
        for folder in folders {
            var prefix = ""
            let components = folder.split(separator: "/", omittingEmptySubsequences: false)
            for c in components {
                prefix += prefix.isEmpty && !folder.hasPrefix("/") ? String(c) : "/" + c
                guard isSampleName(c) else { continue }
                if let known = checked[prefix] { if known { out.insert(prefix) }; continue }
                let holds = DirectoryList.names(onDisk(prefix))?.contains { ProjectMarkers.isProject($0) || $0 == ProjectMarkers.manifest } ?? false
                checked[prefix] = holds
                if holds { out.insert(prefix) }
            }
        }
        return out
    }
}

/// Gives each finding of a file what the scope filter asks (`Finding.enclosingType`,
/// `Finding.inDebugClause`), and drops the findings of scopes a run does not report.
public enum CodeScopeFilter {
    /// Phase 2, per file: the innermost type declaration or extension around each finding, and
    /// whether it lies in a debug-only clause.
    static func annotate(_ findings: inout [Finding], tree: SyntaxTree) {
        if findings.isEmpty { return }
        let file = tree.file
        let debug = BuildConditions.debugOnlyRanges(file)
        var spans: [(range: Range<Int>, name: String)] = []
        let toks = file.tokens
        for i in tree.typeDeclNodes.lazy.map({ Int($0) }) {
            let node = tree.nodes[i]
            guard let name = TypeIndex.declaredName(Syntax(tree: tree, index: i)),
                  Int(node.firstToken) < toks.count, Int(node.lastToken) < toks.count else { continue }
            spans.append((Int(toks[Int(node.firstToken)].start)..<Int(toks[Int(node.lastToken)].end), name))
        }
        for k in findings.indices {
            let offset = findings[k].startOffset
            var best: (range: Range<Int>, name: String)?
            for s in spans where s.range.contains(offset) {
                if best == nil || s.range.count < best!.range.count { best = s }
            }
            findings[k].enclosingType = best?.name
            findings[k].inDebugClause = !debug.isEmpty && BuildConditions.contains(debug, offset)
        }
    }

    /// The scope a finding lies in, if any (sample code first: a whole file is).
    public static func scope(of f: Finding, reachability: ProgramReachability?, sampleFolders: Set<String>,
                             sampleGlobs: [Glob]) -> CodeScope? {
        if SampleCode.isSamplePath(f.path, folders: sampleFolders, globs: sampleGlobs) { return .sampleCode }
        if f.inDebugClause { return .debugCode }
        if let type = f.enclosingType, let r = reachability {
            if r.dead.contains(type) { return .deadCode }
            if r.debugOnly.contains(type) { return .debugCode }
        }
        return nil
    }

    /// Keeps the findings the run reports; counts the others by scope. Suppressed findings
    /// stay (SARIF lists them) whatever their scope.
    static func apply(_ findings: [Finding], reported: Set<CodeScope>, reachability: ProgramReachability?,
                      sampleFolders: Set<String>, sampleGlobs: [Glob]) -> (kept: [Finding], hidden: [CodeScope: Int]) {
        var kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        var hidden: [CodeScope: Int] = [:]
        for var f in findings {
            if let s = scope(of: f, reachability: reachability, sampleFolders: sampleFolders, sampleGlobs: sampleGlobs) {
                if f.suppression == nil, !reported.contains(s) {
                    hidden[s, default: 0] += 1
                    continue
                }
                f.scope = s
            }
            kept.append(f)
        }
        return (kept, hidden)
    }
}
