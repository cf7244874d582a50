/// Objective-C in a run. Headers (`.h`) and implementation files (`.m`, `.mm`) are lexed by
/// libclang, loaded at run time; their `@interface`/`@protocol` declarations and
/// `NS_REQUIRES_SUPER` methods feed the run's type index, so a Swift class whose chain
/// passes through an Objective-C class is known as a controller, cell or view. Then
/// `ObjCChecks` lints them with the rules that make sense in Objective-C. Without libclang
/// the run notes it once and lints the Swift files as usual.
public enum ObjCFrontend {
    public static let extensions: Set<String> = ["h", "m", "mm"]

    public struct Prepared: @unchecked Sendable {
        public var swiftInputs: [LintInput]
        /// Lexed files; `lint[i]` says whether file `i` is linted (not an `--objc-include` header).
        public var files: [ObjCFile] = []
        public var lint: [Bool] = []
        public var index = TypeIndex()
        public var notices: [RunNotice] = []
        public var linesLinted: Int {
            zip(files, lint).reduce(0) { $0 + ($1.1 ? $1.0.lineStarts.count : 0) }
        }
    }

    public static func pathExtension(_ p: String) -> String {
        // Bytes, not Characters: every input of a run goes through here.
        let u = p.utf8
        guard let dot = u.lastIndex(of: UInt8(ascii: ".")), !u[dot...].contains(UInt8(ascii: "/")) else { return "" }
        return String(p[u.index(after: dot)...])
    }

    /// The last bytes of `extensions`.
    private static let extensionLastBytes = Set(extensions.compactMap { $0.utf8.last })

    public static func isObjC(_ input: LintInput) -> Bool {
        let path = input.diskPath ?? input.displayPath
        // Every input of a run is asked, on the run's serial path: a path whose last byte ends
        // none of `extensions` (every `.swift`) is answered from that byte.
        guard let last = path.utf8.last, extensionLastBytes.contains(last) else { return false }
        return extensions.contains(pathExtension(path))
    }

    /// Splits off the Objective-C inputs, lexes them and builds their part of the type index.
    public static func prepare(_ inputs: [LintInput], options: LintOptions) -> Prepared {
        // A run with no Objective-C (most) keeps its inputs as they are, not copied one by one.
        if options.objcIncludeDirectories.isEmpty, !inputs.contains(where: isObjC) { return Prepared(swiftInputs: inputs) }
        var swift: [LintInput] = []
        var objc: [(input: LintInput, lint: Bool)] = []
        for i in inputs { if isObjC(i) { objc.append((i, !i.indexOnly)) } else { swift.append(i) } }
        var unreadable: [String] = []
        let linted = Set(objc.compactMap { $0.input.diskPath })
        for dir in options.objcIncludeDirectories {
            for f in FileWalker.files(under: dir, extensions: ["h"], unreadable: &unreadable) where !linted.contains(f) {
                objc.append((LintInput(displayPath: f, diskPath: f), false))
            }
        }
        var out = Prepared(swiftInputs: swift)
        if objc.isEmpty { return out }

        // Read them; headers without Objective-C declarations (C headers) are left alone.
        var sources: [(input: LintInput, lint: Bool, bytes: [UInt8])] = []
        var implementation = false
        for (input, lint) in objc {
            guard let raw = input.bytes ?? input.diskPath.flatMap(FileWalker.read) else {
                if lint { out.notices.append(RunNotice(path: input.displayPath, message: "could not read file; check that it exists and is readable")) }
                continue
            }
            let ext = pathExtension(input.diskPath ?? input.displayPath)
            if ext == "h", !contains(raw, "@interface"), !contains(raw, "@protocol") { continue }
            if ext != "h" { implementation = true }
            sources.append((input, lint, raw))
        }
        if sources.isEmpty { return out }

        switch LibClang.load(explicitPath: options.libclangPath) {
        case .missing(let reason):
            // One note for the run; only worth it when there is Objective-C to lint.
            if implementation || options.libclangPath != nil {
                let n = sources.filter { $0.lint }.count
                out.notices.append(RunNotice(path: sources.first { $0.lint }?.input.displayPath ?? sources[0].input.displayPath,
                    message: "\(n) Objective-C file\(n == 1 ? "" : "s") not linted: \(reason); \(LibClang.installHint)"))
            }
            return out
        case .loaded:
            break
        }

        let n = sources.count
        let jobs = max(1, min(options.jobs, n))
        let files = Slots<ObjCFile?>(count: n, initial: nil)
        let failed = Slots<Bool>(count: n, initial: false)
        let indexes = (0..<jobs).map { _ in TypeIndex() }
        Parallel.forEach(count: n, jobs: jobs) { i, w in
            let s = sources[i]
            let bytes = TextDecoding.utf8(s.bytes)
            let ext = pathExtension(s.input.diskPath ?? s.input.displayPath)
            let lexed = LibClang.lex(path: s.input.diskPath ?? s.input.displayPath, bytes: bytes, objcxx: ext == "mm")
            if !lexed.ok { failed[i] = true; return }
            let file = ObjCFile(path: s.input.displayPath, bytes: bytes, rawTokens: lexed.tokens)
            ObjCIndexer.collect(file, into: indexes[w])
            files[i] = file
        }
        for ix in indexes { out.index.merge(ix) }
        for (i, f) in files.values.enumerated() {
            if failed[i], sources[i].lint {
                out.notices.append(RunNotice(path: sources[i].input.displayPath, message: "libclang could not read this Objective-C file; skipped"))
            }
            guard let f else { continue }
            out.files.append(f)
            out.lint.append(sources[i].lint)
        }
        return out
    }

    /// Lints the Objective-C files against the run's full index.
    public static func lint(_ p: Prepared, index: TypeIndex, options: LintOptions) -> [Finding] {
        let ids = Set(options.rules.map { $0.info.id })
        guard !p.files.isEmpty, !ids.isDisjoint(with: ObjCChecks.ruleIDs) else { return [] }
        let n = p.files.count
        let out = Slots<[Finding]>(count: n, initial: [])
        Parallel.forEach(count: n, jobs: max(1, min(options.jobs, n))) { i, _ in
            guard p.lint[i] else { return }
            let f = p.files[i]
            // Test code is out of scope here too (by path: XCTest cases live in test targets).
            let scope = FileScope(isTest: FileScope.isTestPath(f.path) || options.testGlobs.contains { $0.matches(PathUtil.normalize(f.path)) })
            let ran = options.rules.filter { $0.info.applies(in: scope) }
            var checks = ObjCChecks(file: f, index: index, options: options, enabled: Set(ran.map { $0.info.id }))
            var found = checks.run()
            // `// viewlint:disable:next rule` works in Objective-C as in Swift (same comment syntax).
            if contains(f.bytes, "viewlint:") || contains(f.bytes, "swiftlint:") {
                Suppressions.apply(&found, file: SourceFile(path: f.path, bytes: f.bytes), options: options, ran: ran)
            }
            out[i] = found
        }
        return out.values.flatMap { $0 }
    }

    static func contains(_ bytes: [UInt8], _ s: String) -> Bool {
        FastText.contains(bytes, Array(s.utf8))
    }
}

/// Feeds the type index from Objective-C declarations.
enum ObjCIndexer {
    static func collect(_ file: ObjCFile, into index: TypeIndex) {
        for c in file.containers {
            var members = c.methods.map { $0.firstPiece } + c.properties.map { $0.name }
            switch c.kind {
            case .interface:
                index.add(TypeIndex.TypeRecord(name: c.name, kind: .class, inherited: (c.superclass.map { [$0] } ?? []) + c.protocols,
                                               path: file.path, isObjC: false))
            case .category:
                index.add(TypeIndex.TypeRecord(name: c.name, kind: .extension, inherited: c.protocols, path: file.path, isObjC: false))
            case .protocolDecl:
                index.add(TypeIndex.TypeRecord(name: c.name, kind: .protocol, inherited: c.protocols, path: file.path, isObjC: true))
                members = []
            case .implementation:
                break
            }
            if !members.isEmpty { index.addMembers(c.name, members) }
            if c.kind != .protocolDecl {
                for m in c.methods where m.requiresSuper && m.isInstance { index.addRequiresSuper(c.name, m.selector) }
            }
        }
    }
}

/// Objective-C selectors and Swift names.
enum ObjCNames {
    static let prepositions = ["With", "For", "To", "At", "In", "From", "By", "Of", "On", "Using", "And", "Into", "As"]

    /// Whether an Objective-C selector is what Swift imports as the method `sig`
    /// (`setupViews` ↔ `setupViews()`, `configureWithItem:` ↔ `configure(with:)` or
    /// `configure(withItem:)`, `reload:` ↔ `reload(_:)`): same argument count, and the first
    /// selector piece is the Swift base name, optionally followed by a preposition phrase.
    static func selector(_ sel: String, matchesSwift sig: String) -> Bool {
        guard let paren = sig.firstIndex(of: "(") else { return false }
        let base = String(sig[..<paren])
        let swiftArgs = sig.filter { $0 == ":" }.count
        let objcArgs = sel.filter { $0 == ":" }.count
        guard swiftArgs == objcArgs else { return false }
        let first = String(sel.prefix { $0 != ":" })
        if first == base { return true }
        guard first.hasPrefix(base) else { return false }
        let rest = first.dropFirst(base.count)
        return prepositions.contains { rest.hasPrefix($0) }
    }

    /// `[super viewWillAppear:animated]`'s inside: the selector with the method's own
    /// parameter names.
    static func call(_ m: ObjCFile.Method) -> String {
        if !m.selector.containsBytes(":") { return m.selector }
        let pieces = m.selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        var parts: [String] = []
        for (i, p) in pieces.enumerated() {
            let arg = i < m.parameters.count && !m.parameters[i].isEmpty ? m.parameters[i] : "…"
            parts.append("\(p):\(arg)")
        }
        return parts.joined(separator: " ")
    }
}
