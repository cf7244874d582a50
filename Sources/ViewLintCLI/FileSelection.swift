#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore

/// Which files a run lints: the files found under the paths given, minus what the config's
/// `included`/`excluded` and the vendored folders leave out. It keeps the counts and the
/// reasons, so that a run that lints nothing can say why instead of passing silently.
struct FileSelection {
    var inputs: [LintInput] = []
    /// Directories that could not be read during the walk (display paths).
    var unreadable: [String] = []
    /// Source files found under the paths, before any filtering.
    var found = 0
    /// Files left out by `included`/`excluded`, per entry (`excluded` entries by pattern;
    /// "included" for files no `included` entry matches).
    var leftOutByEntry: [(entry: String, origin: String, count: Int)] = []
    var leftOutByConfig = 0
    var vendored = 0
    /// Set after the run: files the engine read for the index only, being generated.
    var generated = 0
    /// Files named on the command line (disk paths): a symlink among them was followed to be
    /// linted, and is followed to be fixed; the walk below a folder follows none.
    var named: Set<String> = []
    /// Notes for files named on the command line that the config leaves out.
    var notes: [String] = []
    /// `included`/`excluded` entries that match nothing on disk.
    var warnings: [String] = []
    /// The folders the walk listed, with their project markers: the deployment-target search
    /// reads them from here instead of listing them again.
    let listings = FolderListings()
    /// What the program model reads besides the linted Swift files (`ProgramResources`): the
    /// walked folders' storyboards, xibs and property lists, their Objective-C files, and the
    /// source files the config leaves out (vendored code, which never names the app's types,
    /// is not among them). Absolute paths.
    var programResources: [String] = []

    /// Walks `paths` (directories recursively) and applies the config.
    static func make(paths: [String], config: Config, cwd: String, quietAboutNamed: Bool,
                     hookFiles: Bool) throws -> FileSelection {
        var s = FileSelection()
        var walkedUnreadable: [String] = []
        var counts: [String: (origin: String, count: Int)] = [:]
        var order: [String] = []
        func count(_ entry: String, _ origin: String) {
            if counts[entry] == nil { order.append(entry); counts[entry] = (origin, 0) }
            counts[entry]!.count += 1
        }
        let vendoredGlobs = VendoredGlobs(config.lintVendored ? [] : config.vendoredGlobs)
        for p in paths {
            if p == "-" { continue }
            let disk = PathUtil.onDisk(p, cwd: cwd)
            var candidates: [(path: String, named: Bool)] = []
            switch FileWalker.kind(of: disk) {
            case .missing:
                throw UsageError("no such file or directory: '\(p)'")
            case .directory:
                // One walk finds the sources and the resources the program model reads.
                for f in FileWalker.files(under: disk, extensions: FileWalker.sourceExtensions.union(ProgramResources.interfaceExtensions),
                                          unreadable: &walkedUnreadable, listings: s.listings) {
                    if ProgramResources.isInterfaceFile(f) { s.programResources.append(PathUtil.absolute(f, cwd: cwd)) } else { candidates.append((f, false)) }
                }
            case .file, .other:
                // FIFO, socket, device, dangling symlink: a note from the run, which goes on.
                candidates = [(disk, true)]
            }
            let root = PathUtil.absolute(disk, cwd: cwd)
            // Each file's paths and config verdicts are pure string work: computed on every
            // core, then gathered in order.
            let verdicts = Slots<Verdict>(count: candidates.count, initial: Verdict())
            let normalizedCwd = PathUtil.normalize(cwd)
            Parallel.forEach(count: candidates.count, jobs: candidates.count < 256 ? 1 : Parallel.processorCount) { i, _ in
                let (file, named) = candidates[i]
                var v = Verdict()
                v.abs = PathUtil.absolute(file, cwd: cwd)
                v.display = PathUtil.displayPath(file, cwd: cwd)
                v.leftOut = config.leftOutBy(v.abs)
                if v.leftOut == nil {
                    // A file or folder named on the command line is what the user asked for, even
                    // inside a vendored folder; only what lies below it (and every file a hook
                    // passes) is classified.
                    let below = named && !hookFiles ? "" : (hookFiles ? PathUtil.relative(v.abs, to: normalizedCwd)
                                                                      : PathUtil.relative(v.abs, to: root))
                    v.vendored = !below.isEmpty && below != "." && isVendored(v.abs, below: below, vendoredGlobs)
                }
                verdicts[i] = v
            }
            for (k, (file, named)) in candidates.enumerated() {
                s.found += 1
                let v = verdicts[k]
                let display = v.display
                if let why = v.leftOut {
                    s.leftOutByConfig += 1
                    if !named { s.programResources.append(v.abs) }
                    switch why {
                    case .excluded(let g): count("excluded: \(g.pattern)", g.origin)
                    case .notIncluded: count("included", config.included?.first?.origin ?? "")
                    }
                    if named && !quietAboutNamed {
                        let from = config.files.last.map { PathUtil.displayPath($0, cwd: cwd) } ?? "the config"
                        s.notes.append("\(display): left out by 'included'/'excluded' in \(from); --no-config lints it anyway")
                    }
                    continue
                }
                if v.vendored {
                    s.vendored += 1
                    continue
                }
                if named { s.named.insert(file) }
                // Objective-C is linted by libclang but calls Swift classes by name: its words count.
                if !named, !file.hasSuffix(".swift") { s.programResources.append(v.abs) }
                s.inputs.append(LintInput(displayPath: display, diskPath: file))
            }
        }
        s.unreadable = walkedUnreadable.map { PathUtil.displayPath($0, cwd: cwd) }
        s.leftOutByEntry = order.map { ($0, counts[$0]!.origin, counts[$0]!.count) }
        for g in (config.included ?? []) + config.excluded where !g.matchesSomething() {
            let key = config.included?.contains(g) == true ? "included" : "excluded"
            // Excluding a folder that tools create on demand (Pods before `pod install`,
            // build output) is right even while it does not exist.
            if key == "excluded", let last = g.segments.last, onDemandFolders.contains(last) { continue }
            s.warnings.append("\(g.origin.isEmpty ? "config" : g.origin): \(key) entry '\(g.pattern)' matches no file or folder; check it for a typo")
        }
        return s
    }

    /// One candidate's paths and what the config and the vendored folders say about it.
    struct Verdict {
        var abs = ""
        var display = ""
        var leftOut: ConfigExclusion?
        var vendored = false
    }

    static let onDemandFolders: Set<String> = FileWalker.skippedDirectories
        .union(Config.defaultVendored).union(["build", "fastlane", "Generated", "vendor"])

    /// Whether a file lies in a vendored folder: a bare folder name matches a component of
    /// the path below the linted root; a pattern with `/` matches the absolute path.
    static func isVendored(_ abs: String, below: String, _ globs: VendoredGlobs) -> Bool {
        guard !globs.isEmpty else { return false }
        // The usual globs (the default folder names only) on the usual path (ASCII): the
        // folders are compared where they lie in `below`'s bytes, with nothing made per file.
        if globs.bare.isEmpty, globs.paths.isEmpty, let vendored = globs.hasFolderName(below) { return vendored }
        // The file name itself is not a folder.
        let dirs = Glob.components(PathUtil.parent("/" + below))
        if !globs.folderNames.isEmpty, dirs.contains(where: globs.isFolderName) { return true }
        if !globs.bare.isEmpty, !dirs.isEmpty, globs.bare.contains(where: { $0.matches(components: dirs) }) { return true }
        guard !globs.paths.isEmpty else { return false }
        let absParts = Glob.components(abs)
        return globs.paths.contains { $0.matches(components: absParts) }
    }

    /// The vendored-folder patterns, split by how they match: plain folder names (the
    /// defaults: `Pods`, `Carthage`…) are a set lookup per folder of the path, since
    /// `**/Pods` matches exactly when some folder is named `Pods`; other bare names are
    /// matched against the folders, paths against the whole path.
    struct VendoredGlobs {
        var folderNames: Set<String> = []
        var bare: [Glob] = []
        var paths: [Glob] = []
        /// The folder names as bytes, when every one is ASCII: a folder of every file is compared
        /// with them, and a byte compare needs no `String` made and hashed per folder.
        private var asciiFolderNames: [[UInt8]]?
        var isEmpty: Bool { folderNames.isEmpty && bare.isEmpty && paths.isEmpty }

        /// Whether a folder of `below` (every component but the last, the file's name) is one
        /// of `folderNames`, read from the bytes in place; nil when the names or the path are
        /// not all ASCII (then `isFolderName` on the components decides).
        func hasFolderName(_ below: String) -> Bool? {
            guard let names = asciiFolderNames else { return nil }
            let found = below.utf8.withContiguousStorageIfAvailable { b -> Bool? in
                let slash = UInt8(ascii: "/")
                var start = 0
                for i in 0..<b.count {
                    let c = b[i]
                    if c >= 0x80 { return nil }
                    guard c == slash else { continue }
                    // A component ends at each `/`; empty ones (`//`) are no folder.
                    let length = i - start
                    if length > 0, names.contains(where: { name in
                        name.count == length && name.withUnsafeBufferPointer { memcmp($0.baseAddress!, b.baseAddress! + start, length) == 0 }
                    }) {
                        // Still ASCII up to here; the rest need not be read.
                        return true
                    }
                    start = i + 1
                }
                return false
            }
            return found ?? nil
        }

        func isFolderName(_ dir: ArraySlice<UInt8>) -> Bool {
            if let names = asciiFolderNames, dir.allSatisfy({ $0 < 0x80 }) {
                return names.contains { $0.count == dir.count && $0.elementsEqual(dir) }
            }
            return folderNames.contains(String(decoding: dir, as: UTF8.self))
        }

        init(_ globs: [Glob]) {
            for g in globs {
                if let name = g.literalComponent {
                    folderNames.insert(name)
                } else if g.isBareName {
                    bare.append(g)
                } else {
                    paths.append(g)
                }
            }
            let names = folderNames.map { Array($0.utf8) }
            if names.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) { asciiFolderNames = names }
        }
    }

    /// One line saying why a run has no files to lint, naming the paths and what removed them.
    func whyNothing(paths: [String], config: Config, cwd: String, generated: Int) -> String {
        let named = paths.map { p -> String in
            let d = PathUtil.displayPath(PathUtil.onDisk(p, cwd: cwd), cwd: cwd)
            return "'\(d.isEmpty || d == PathUtil.normalize(cwd) ? "." : d)'"
        }.joined(separator: ", ")
        if found == 0 {
            return "no Swift or Objective-C files to lint in \(named); name the folders that hold your sources, or pass --allow-zero-files"
        }
        var parts: [String] = []
        for e in leftOutByEntry {
            let origin = e.origin.isEmpty ? "" : " in \(e.origin)"
            if e.entry == "included" {
                let list = (config.included ?? []).map { $0.pattern }.joined(separator: ", ")
                parts.append("\(e.count) not matched by 'included: [\(list)]'\(origin)")
            } else {
                parts.append("\(e.count) by '\(e.entry)'\(origin)")
            }
        }
        if vendored > 0 { parts.append("\(vendored) as vendored code (set 'lint_vendored: true' or 'vendored_paths' to lint it)") }
        if generated > 0 { parts.append("\(generated) as generated code (set 'lint_generated: true' to lint it)") }
        return "no files left to lint: the \(found) source file\(found == 1 ? "" : "s") in \(named) \(found == 1 ? "was" : "were all") left out — "
            + parts.joined(separator: ", ")
            + "; fix those entries, lint other paths, or pass --allow-zero-files"
    }

    /// `" (skipped: 40 by config, 12 vendored, 3 generated)"`, or "" when nothing was skipped.
    var skippedSummary: String {
        var parts: [String] = []
        if leftOutByConfig > 0 { parts.append("\(leftOutByConfig) by config") }
        if vendored > 0 { parts.append("\(vendored) vendored") }
        if generated > 0 { parts.append("\(generated) generated") }
        return parts.isEmpty ? "" : " (skipped: " + parts.joined(separator: ", ") + ")"
    }
}
