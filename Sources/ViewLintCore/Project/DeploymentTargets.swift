/// The minimum OS versions one file is built for, per platform. Advice that needs a newer
/// API is given only when every platform the file builds for has it.
public enum Platform: String, Sendable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

public struct DeploymentTargets: Sendable, Equatable, CustomStringConvertible {
    public var minimum: [Platform: Version]

    public init(minimum: [Platform: Version]) { self.minimum = minimum }

    /// Whether every platform has the API that iOS `version` introduced: APIs arrive on all
    /// platforms in the same year, so iOS 15 means tvOS 15, watchOS 8, macOS 12, visionOS 1.
    public func supports(iOS version: Version) -> Bool {
        minimum.allSatisfy { platform, min in min >= Self.equivalent(iOS: version, on: platform) }
    }

    /// The version of `platform` released with iOS `v`.
    static func equivalent(iOS v: Version, on platform: Platform) -> Version {
        if v.major >= 26 { return v }   // one number for every platform since 2025
        switch platform {
        case .iOS, .tvOS: return v
        case .watchOS: return Version(max(1, v.major - 7), v.minor)
        case .macOS: return v.major >= 14 ? Version(v.major - 3, v.minor) : Version(10, v.major + 2)
        case .visionOS: return Version(max(1, v.major - 16), v.minor)
        }
    }

    /// The lowest version of each platform over several sets (advice must hold for all).
    static func lowest(_ all: [DeploymentTargets]) -> DeploymentTargets? {
        guard !all.isEmpty else { return nil }
        var m: [Platform: Version] = [:]
        for t in all { for (p, v) in t.minimum { m[p] = m[p].map { Swift.min($0, v) } ?? v } }
        return m.isEmpty ? nil : DeploymentTargets(minimum: m)
    }

    public var description: String {
        Platform.allCases.compactMap { p in minimum[p].map { "\(p.rawValue) \($0)" } }.joined(separator: ", ")
    }
}

/// Finds each file's deployment targets as Xcode would build it: the nearest Swift
/// package that contains the file (its `platforms`, or SwiftPM's defaults), else the
/// nearest Xcode project (every app and extension target, ignoring `[sdk=…]` variants and
/// test targets), XcodeGen `project.yml` or Tuist `Project.swift`; else the projects below
/// the folders linted. When several targets apply, the lowest wins (precision first).
public final class DeploymentTargetMap: @unchecked Sendable {
    /// Where the folders' targets come from when asked: the files linted (reported path, path
    /// on disk), the folders named, and the folders the file walk listed.
    private struct Source {
        let files: [(display: String, disk: String)]
        let roots: [String]
        let cwd: String
        let listings: FolderListings?
    }

    // All state below is read and written under `lock`: rules on every worker thread ask.
    private let lock = Lock()
    private let source: Source?
    /// Targets by the folder of a file's reported path; .some(nil) once resolved to nothing.
    private var byFolder: [String: DeploymentTargets?]
    /// nil: not computed yet; .some(nil): no project below the folders named.
    private var fallback: DeploymentTargets??
    private var finder: ProjectFinder?
    /// The first file of each folder (its path on disk): the file the folder is resolved by.
    private var firstFile: [String: String]?

    init(byFolder: [String: DeploymentTargets], fallback: DeploymentTargets?) {
        source = nil
        self.byFolder = byFolder.mapValues { $0 }
        self.fallback = .some(fallback)
    }

    private init(_ source: Source) {
        self.source = source
        byFolder = [:]
    }

    /// The map for `files` (reported path, path on disk). Nothing is read here: a folder's
    /// projects are read the first time a rule asks for the targets of one of its files, so
    /// a run whose rules never need them (most files of most runs, a hook on one file) reads
    /// no project at all. `listings`: the folders the file walk listed (their project files
    /// are known without listing them again).
    public static func build(files: [(display: String, disk: String)], roots: [String], cwd: String,
                             listings: FolderListings? = nil) -> DeploymentTargetMap {
        DeploymentTargetMap(Source(files: files, roots: roots, cwd: cwd, listings: listings))
    }

    public func targets(forFile displayPath: String) -> DeploymentTargets? {
        let folder = PathUtil.parent(displayPath)
        return lock.withLock { resolvedLocked(folder) ?? fallbackLocked() }
    }

    /// Identifies the whole map, for the incremental cache's key: resolves every folder.
    public var fingerprint: String {
        lock.withLock {
            if source != nil { for folder in firstFilesLocked().keys { _ = resolvedLocked(folder) } }
            let known = byFolder.compactMapValues { $0 }
            let fallback = fallbackLocked()
            return known.keys.sorted().map { "\($0)=\(known[$0]!)" }.joined(separator: ";") + "|\(fallback?.description ?? "-")"
        }
    }

    private func finderLocked() -> ProjectFinder {
        if let f = finder { return f }
        let f = ProjectFinder(listed: source.flatMap { s in s.listings?.absolute(cwd: s.cwd) } ?? [:])
        finder = f
        return f
    }

    private func firstFilesLocked() -> [String: String] {
        if let m = firstFile { return m }
        var m: [String: String] = [:]
        var previous: Substring?
        for f in source?.files ?? [] {
            // `PathUtil.parent` without a String per file: the files come sorted, so most
            // share the previous one's folder and are passed over without hashing.
            let folder = PathUtil.parentSlice(f.display)
            if let p = previous, p == folder { continue }
            previous = folder
            let key = folder.isEmpty ? "/" : String(folder)
            if m[key] == nil { m[key] = f.disk }
        }
        firstFile = m
        return m
    }

    /// A folder's own targets (nil: none found; the fallback applies).
    private func resolvedLocked(_ folder: String) -> DeploymentTargets? {
        if let known = byFolder[folder] { return known }
        guard let s = source else { return nil }
        let t = firstFilesLocked()[folder].flatMap { finderLocked().targets(forFile: PathUtil.absolute($0, cwd: s.cwd)) }
        byFolder[folder] = .some(t)
        return t
    }

    /// Files outside any project: the projects below the folders named (a repository whose
    /// project sits in a subfolder).
    private func fallbackLocked() -> DeploymentTargets? {
        if let known = fallback { return known }
        var below: [DeploymentTargets] = []
        if let s = source {
            for r in s.roots where r != "-" {
                let abs = PathUtil.absolute(r, cwd: s.cwd)
                if FileWalker.kind(of: abs) == .directory, let t = finderLocked().projectsBelow(abs, depth: 2) { below.append(t) }
            }
        }
        let t = DeploymentTargets.lowest(below)
        fallback = .some(t)
        return t
    }
}

/// Reads project files, each once per run.
final class ProjectFinder {
    /// Folders the file walk listed (absolute paths): the project markers among their entries.
    /// A folder here is never listed or probed again; the others are read from disk.
    private let listed: [String: [String]]
    private var folderMemo: [String: DeploymentTargets?] = [:]
    private var packageMemo: [String: PackageManifest?] = [:]
    /// Folders known to be (or not be) a repository root: every file's search climbs the
    /// same folders, so each is checked once.
    private var repositoryRootMemo: [String: Bool] = [:]

    /// SwiftPM's minimum when a manifest declares no `platforms`.
    static let swiftPMDefaults = DeploymentTargets(minimum: [.iOS: Version(12), .macOS: Version(10, 13),
                                                             .tvOS: Version(12), .watchOS: Version(4)])

    init(listed: [String: [String]] = [:]) {
        self.listed = listed
    }

    func targets(forFile abs: String) -> DeploymentTargets? {
        var dir = PathUtil.parent(abs)
        var steps = 0
        while steps < 32 {
            steps += 1
            if let pkg = package(in: dir), pkg.contains(abs, packageDir: dir) {
                return pkg.targets ?? Self.swiftPMDefaults
            }
            if let t = project(in: dir) { return t }
            // The repository root ends the search: a project above it is somebody else's.
            if dir == "/" || isRepositoryRoot(dir) { return nil }
            dir = PathUtil.parent(dir)
        }
        return nil
    }

    private func isRepositoryRoot(_ dir: String) -> Bool {
        if let known = repositoryRootMemo[dir] { return known }
        let root = listed[dir].map { $0.contains(ProjectMarkers.repository) } ?? (FileWalker.kind(of: dir + "/.git") != .missing)
        repositoryRootMemo[dir] = root
        return root
    }

    func package(in dir: String) -> PackageManifest? {
        if let m = packageMemo[dir] { return m }
        // A listed folder without the entry has no manifest to read.
        if let markers = listed[dir], !markers.contains(ProjectMarkers.manifest) {
            packageMemo[dir] = .some(nil)
            return nil
        }
        let m = FileWalker.read(dir + "/Package.swift").map { PackageManifest(String(decoding: $0, as: UTF8.self)) }
        packageMemo[dir] = m
        return m
    }

    /// The targets of the Xcode, XcodeGen or Tuist projects in `dir` itself.
    func project(in dir: String) -> DeploymentTargets? {
        if let m = folderMemo[dir] { return m }
        var found: [DeploymentTargets] = []
        // Every folder above a linted file is asked, most of them full of sources: only the
        // few project names are sorted (for a stable order), not the whole listing.
        let names = (listed[dir] ?? DirectoryList.names(dir) ?? []).filter(ProjectMarkers.isProject)
        for n in names.sorted() {
            if n.hasSuffix(".xcodeproj"), let b = FileWalker.read(dir + "/" + n + "/project.pbxproj") {
                if let t = XcodeProjectFile.targets(bytes: b) { found.append(t) }
                else if let t = XCConfig.targets(near: dir) { found.append(t) }
            } else if n == "project.yml" || n == "project.yaml", let b = FileWalker.read(dir + "/" + n) {
                if let t = XcodeGenSpec.targets(String(decoding: b, as: UTF8.self)) ?? XCConfig.targets(near: dir) { found.append(t) }
            } else if n == "Project.swift", let b = FileWalker.read(dir + "/" + n) {
                if let t = TuistManifest.targets(String(decoding: b, as: UTF8.self)) { found.append(t) }
            }
        }
        let t = DeploymentTargets.lowest(found)
        folderMemo[dir] = t
        return t
    }

    func projectsBelow(_ dir: String, depth: Int) -> DeploymentTargets? {
        guard depth > 0, let names = DirectoryList.names(dir) else { return nil }
        var found: [DeploymentTargets] = []
        for name in names.sorted() where !name.hasPrefix(".") && !FileWalker.skippedDirectories.contains(name)
            && !Config.defaultVendored.contains(name) && !name.hasSuffix(".xcodeproj") {
            let sub = dir + "/" + name
            guard FileWalker.kind(of: sub) == .directory else { continue }
            if let t = project(in: sub) ?? package(in: sub)?.targets { found.append(t); continue }
            if let t = projectsBelow(sub, depth: depth - 1) { found.append(t) }
        }
        return DeploymentTargets.lowest(found)
    }
}

/// The parts of a `Package.swift` that matter here: `platforms` and target paths.
struct PackageManifest {
    /// nil: no `platforms` (SwiftPM's defaults apply).
    let targets: DeploymentTargets?
    /// Folders that hold the package's sources: `Sources`, `Tests`, and any `path:`.
    let sourceFolders: [String]

    init(_ text: String) {
        var m: [Platform: Version] = [:]
        if let r = text.firstRange(of: "platforms:") {
            // The array after `platforms:`, to its closing bracket.
            let rest = text[r.upperBound...]
            let list = rest.prefix { $0 != "]" }
            for (name, platform) in [(".iOS(", Platform.iOS), (".macOS(", .macOS), (".tvOS(", .tvOS),
                                     (".watchOS(", .watchOS), (".visionOS(", .visionOS)] {
                if let v = Self.version(after: name, in: list) { m[platform] = v }
            }
        }
        targets = m.isEmpty ? nil : DeploymentTargets(minimum: m)
        var folders = ["Sources", "Tests"]
        var search = text[...]
        while let r = search.firstRange(of: "path:") {
            let after = search[r.upperBound...].drop { $0 == " " }
            if after.first == "\"" {
                let p = after.dropFirst().prefix { $0 != "\"" }
                if !p.isEmpty { folders.append(String(p)) }
            }
            search = search[r.upperBound...]
        }
        sourceFolders = folders
    }

    /// `.iOS(.v16)`, `.iOS(.v13_4)`, `.iOS("16.0")`.
    static func version(after name: String, in text: Substring) -> Version? {
        guard let r = text.firstRange(of: name) else { return nil }
        let rest = text[r.upperBound...].prefix(24)
        if rest.hasPrefix(".v") {
            let digits = rest.dropFirst(2).prefix { $0.isNumber || $0 == "_" }
            let parts = digits.split(separator: "_")
            guard let major = parts.first.flatMap({ Int($0) }) else { return nil }
            return Version(major, parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        }
        if rest.hasPrefix("\"") { return Version(String(rest.dropFirst().prefix { $0 != "\"" })) }
        return nil
    }

    func contains(_ abs: String, packageDir: String) -> Bool {
        let rel = PathUtil.relative(abs, to: packageDir)
        return sourceFolders.contains { f in
            var folder = f
            while folder.hasPrefix("./") { folder.removeFirst(2) }
            while folder.hasSuffix("/") { folder.removeLast() }
            return rel.hasPrefix(folder + "/")
        }
    }
}

/// `project.pbxproj`: the deployment target of every target, from its own build settings or
/// the project's, per configuration (the lowest counts). Keys with an `[sdk=…]` condition
/// are variants of one build and are ignored; test targets count only when nothing else
/// is there.
enum XcodeProjectFile {
    static let keys: [(String, Platform)] = [("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
                                              ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
                                              ("XROS_DEPLOYMENT_TARGET", .visionOS)]
    static let sdks: [String: Platform] = ["iphoneos": .iOS, "macosx": .macOS, "appletvos": .tvOS, "watchos": .watchOS,
                                           "xros": .visionOS]

    struct Object {
        var isa = ""
        var fields: [String: String] = [:]   // top-level `key = value;` (values unparsed)
        var settings: [String: String] = [:] // `buildSettings = { … }`
        var list: [String] = []              // `buildConfigurations = ( … )`
    }

    /// The file's bytes as read (words are decoded as they are kept; the skipped majority of
    /// the file never is).
    static func targets(bytes: [UInt8]) -> DeploymentTargets? {
        let objects = parse(bytes)
        func settings(ofList id: String?) -> [[String: String]] {
            guard let id, let list = objects[id] else { return [] }
            return list.list.compactMap { objects[$0]?.settings }
        }
        let project = objects.values.first { $0.isa == "PBXProject" }
        let projectSettings = settings(ofList: project?.fields["buildConfigurationList"])
        var app: [DeploymentTargets] = [], tests: [DeploymentTargets] = []
        for t in objects.values where t.isa == "PBXNativeTarget" {
            let own = settings(ofList: t.fields["buildConfigurationList"])
            var m: [Platform: Version] = [:]
            for (k, config) in own.enumerated() {
                let inherited = k < projectSettings.count ? projectSettings[k] : (projectSettings.first ?? [:])
                let sdk = config["SDKROOT"] ?? inherited["SDKROOT"]
                let supported = (config["SUPPORTED_PLATFORMS"] ?? inherited["SUPPORTED_PLATFORMS"] ?? "")
                    .split(whereSeparator: { $0 == " " || $0 == "\"" }).map(String.init)
                var platforms = Set<Platform>()
                if let sdk, let p = sdks[sdk] { platforms.insert(p) }
                for s in supported { if let p = sdks[s] { platforms.insert(p) } }
                for (key, p) in keys where platforms.isEmpty || platforms.contains(p) {
                    guard let raw = config[key] ?? inherited[key], raw.first?.isNumber == true, let v = Version(raw) else { continue }
                    // With no SDKROOT known, only the keys the target itself sets count.
                    if platforms.isEmpty && config[key] == nil { continue }
                    m[p] = m[p].map { min($0, v) } ?? v
                }
            }
            guard !m.isEmpty else { continue }
            let type = t.fields["productType"] ?? ""
            if type.containsBytes("unit-test") || type.containsBytes("ui-testing") { tests.append(DeploymentTargets(minimum: m)) }
            else { app.append(DeploymentTargets(minimum: m)) }
        }
        if let t = DeploymentTargets.lowest(app.isEmpty ? tests : app) { return t }
        // No target sets one: the project's own settings.
        var m: [Platform: Version] = [:]
        for config in projectSettings {
            let sdk = config["SDKROOT"].flatMap { sdks[$0] }
            for (key, p) in keys where sdk == nil || sdk == p {
                if let raw = config[key], let v = Version(raw.trimmingQuotes) { m[p] = m[p].map { min($0, v) } ?? v }
            }
        }
        return m.isEmpty ? nil : DeploymentTargets(minimum: m)
    }

    /// Objects of a pbxproj (an old-style property list): `ID /* comment */ = { isa = X; … };`.
    static func parse(_ b: [UInt8]) -> [String: Object] {
        var out: [String: Object] = [:]
        var i = 0
        let n = b.count
        // Skip to `objects = {`.
        guard let start = find(b, Array("objects = {".utf8), from: 0) else { return out }
        i = start + 11
        while i < n {
            skipSpaceAndComments(b, &i)
            guard i < n, b[i] != UInt8(ascii: "}") else { break }
            // The id's text is made only for an object that is kept.
            let idRange = wordRange(b, &i)
            skipSpaceAndComments(b, &i)
            guard i < n, b[i] == UInt8(ascii: "=") else { break }
            i += 1
            skipSpaceAndComments(b, &i)
            guard i < n, b[i] == UInt8(ascii: "{") else { break }
            // Most objects are files, build files and groups, which `targets` never reads
            // (configuration lists name configurations, and targets their lists): when `isa`
            // comes first and names one of those, the object is skipped byte by byte, with no
            // string made for it or its fields.
            if let isa = leadingIsa(b, after: i), !isOne(of: readObjects, b[isa]) {
                skipValue(b, &i)
                skipSpaceAndComments(b, &i)
                if i < n, b[i] == UInt8(ascii: ";") { i += 1 }
                continue
            }
            let id = String(decoding: b[idRange], as: UTF8.self)
            i += 1
            var obj = Object()
            // Top-level fields of the object.
            while i < n {
                skipSpaceAndComments(b, &i)
                guard i < n else { break }
                if b[i] == UInt8(ascii: "}") { i += 1; break }
                let key = word(b, &i)
                skipSpaceAndComments(b, &i)
                guard i < n, b[i] == UInt8(ascii: "=") else { i = n; break }
                i += 1
                skipSpaceAndComments(b, &i)
                guard i < n else { break }
                if b[i] == UInt8(ascii: "{") {
                    i += 1
                    let dict = dictionary(b, &i)
                    if key == "buildSettings" { obj.settings = dict }
                } else if b[i] == UInt8(ascii: "(") {
                    i += 1
                    var items: [String] = []
                    while i < n {
                        skipSpaceAndComments(b, &i)
                        guard i < n else { break }
                        if b[i] == UInt8(ascii: ")") { i += 1; break }
                        if b[i] == UInt8(ascii: ",") { i += 1; continue }
                        let w = word(b, &i)
                        if w.isEmpty { i += 1 } else { items.append(w) }
                    }
                    if key == "buildConfigurations" { obj.list = items }
                } else {
                    let v = word(b, &i)
                    if key == "isa" { obj.isa = v } else { obj.fields[key] = v }
                }
                skipSpaceAndComments(b, &i)
                if i < n, b[i] == UInt8(ascii: ";") { i += 1 }
            }
            skipSpaceAndComments(b, &i)
            if i < n, b[i] == UInt8(ascii: ";") { i += 1 }
            if !id.isEmpty { out[id] = obj }
        }
        return out
    }

    /// A `{ key = value; … }` body (after its `{`), flat: nested values are skipped.
    static func dictionary(_ b: [UInt8], _ i: inout Int) -> [String: String] {
        var d: [String: String] = [:]
        let n = b.count
        while i < n {
            skipSpaceAndComments(b, &i)
            guard i < n else { break }
            if b[i] == UInt8(ascii: "}") { i += 1; break }
            let quotedKey = b[i] == UInt8(ascii: "\"")
            let keyRange = wordRange(b, &i)
            skipSpaceAndComments(b, &i)
            guard i < n, b[i] == UInt8(ascii: "=") else { i += 1; continue }
            i += 1
            skipSpaceAndComments(b, &i)
            guard i < n else { break }
            if b[i] == UInt8(ascii: "(") || b[i] == UInt8(ascii: "{") {
                skipValue(b, &i)
            } else {
                let valueRange = wordRange(b, &i)
                // A configuration has dozens of settings and `targets` reads a few: only those
                // are made into strings. `"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]"`
                // is a variant: not the target.
                if isOne(of: readSettings, b[keyRange]), !(quotedKey && b[keyRange].contains(UInt8(ascii: "["))) {
                    d[String(decoding: b[keyRange], as: UTF8.self)] = String(decoding: b[valueRange], as: UTF8.self)
                }
            }
            skipSpaceAndComments(b, &i)
            if i < n, b[i] == UInt8(ascii: ";") { i += 1 }
        }
        return d
    }

    /// The build settings `targets` reads: the deployment targets and the SDKs.
    static let readSettings: [[UInt8]] = (keys.map { $0.0 } + ["SDKROOT", "SUPPORTED_PLATFORMS"]).map { Array($0.utf8) }

    /// The objects whose fields `targets` reads.
    static let readObjects: [[UInt8]] = ["PBXProject", "PBXNativeTarget", "XCConfigurationList", "XCBuildConfiguration"]
        .map { Array($0.utf8) }

    /// Whether `name` is one of `names`, compared as bytes (no string made for it).
    static func isOne(of names: [[UInt8]], _ name: ArraySlice<UInt8>) -> Bool {
        names.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    /// The bytes of the value of `isa` when it is the first field of the object whose `{` is
    /// at `open`.
    static func leadingIsa(_ b: [UInt8], after open: Int) -> Range<Int>? {
        var i = open + 1
        skipSpaceAndComments(b, &i)
        guard i + 3 <= b.count, b[i] == UInt8(ascii: "i"), b[i + 1] == UInt8(ascii: "s"), b[i + 2] == UInt8(ascii: "a") else { return nil }
        i += 3
        skipSpaceAndComments(b, &i)
        guard i < b.count, b[i] == UInt8(ascii: "=") else { return nil }
        i += 1
        skipSpaceAndComments(b, &i)
        let v = wordRange(b, &i)
        return v.isEmpty ? nil : v
    }

    /// Skips the `{ … }` or `( … )` at `i`, and what nests in it, reading quoted strings and
    /// comments as such (a brace or parenthesis in a file name or comment is not one).
    static func skipValue(_ b: [UInt8], _ i: inout Int) {
        let bytes = b, n = b.count
        var depth = 0
        var p = i
        skipBytes.withUnsafeBufferPointer { special in b.withUnsafeBufferPointer { b in
            precondition(special.count == 256)
            while p < n {
                let c = b[p]
                // Most bytes are names, numbers and spaces: one table load each. Strings and
                // comments are read by the reader's own steps.
                if special[Int(c)] == 0 { p += 1; continue }
                if c == UInt8(ascii: "\"") { _ = wordRange(bytes, &p); continue }
                if c == UInt8(ascii: "/") {
                    let before = p
                    skipSpaceAndComments(bytes, &p)
                    if p == before { p += 1 } // a slash that starts no comment
                    continue
                }
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "{") { depth += 1 }
                if c == UInt8(ascii: ")") || c == UInt8(ascii: "}") { depth -= 1; if depth == 0 { p += 1; return } }
                p += 1
            }
        } }
        i = min(p, n)
    }

    /// The bytes `skipValue` looks at: quotes, comment slashes, brackets.
    static let skipBytes: [UInt8] = (0..<256).map { c in
        [UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}")]
            .contains(UInt8(c)) ? 1 : 0
    }

    /// A bare word or a quoted string (quotes removed).
    static func word(_ b: [UInt8], _ i: inout Int) -> String {
        String(decoding: b[wordRange(b, &i)], as: UTF8.self)
    }

    /// The bytes of the word at `i` (inside its quotes, for a quoted one); `i` moves past it.
    static func wordRange(_ b: [UInt8], _ i: inout Int) -> Range<Int> {
        let n = b.count
        guard i < n else { return i..<i }
        if b[i] == UInt8(ascii: "\"") {
            var j = i + 1
            while j < n, b[j] != UInt8(ascii: "\"") { j += b[j] == UInt8(ascii: "\\") ? 2 : 1 }
            let r = (i + 1)..<min(j, n)
            i = min(j + 1, n)
            return r
        }
        let s = i
        while i < n {
            let c = b[i]
            if c == 32 || c == 9 || c == 10 || c == 13 || c == UInt8(ascii: ";") || c == UInt8(ascii: "=")
                || c == UInt8(ascii: ",") || c == UInt8(ascii: ")") || c == UInt8(ascii: "}") { break }
            if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "*") { break }
            i += 1
        }
        return s..<i
    }

    static func skipSpaceAndComments(_ b: [UInt8], _ i: inout Int) {
        let n = b.count
        while i < n {
            let c = b[i]
            if c == 32 || c == 9 || c == 10 || c == 13 { i += 1; continue }
            if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < n, !(b[i] == UInt8(ascii: "*") && b[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            }
            if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "/") {
                while i < n, b[i] != 10 { i += 1 }
                continue
            }
            return
        }
    }

    static func find(_ b: [UInt8], _ needle: [UInt8], from: Int) -> Int? {
        guard needle.count <= b.count else { return nil }
        var i = from
        while i + needle.count <= b.count {
            if b[i] == needle[0], Array(b[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}

/// XcodeGen `project.yml`: `options.deploymentTarget` per platform, and each target's
/// `platform` with its own `deploymentTarget` (a version, or a map per platform).
enum XcodeGenSpec {
    static let names: [String: Platform] = ["iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS]

    static func targets(_ text: String) -> DeploymentTargets? {
        guard let root = try? YAML.parseProjectFile(text), let entries = root.entries else { return nil }
        var defaults: [Platform: Version] = [:]
        if let options = entries.first(where: { $0.key == "options" })?.value.entries,
           let dt = options.first(where: { $0.key == "deploymentTarget" })?.value.entries {
            for e in dt { if let p = names[e.key], let s = e.value.string, let v = Version(s) { defaults[p] = v } }
        }
        var app: [DeploymentTargets] = [], tests: [DeploymentTargets] = []
        for t in entries.first(where: { $0.key == "targets" })?.value.entries ?? [] {
            guard let fields = t.value.entries else { continue }
            let type = fields.first { $0.key == "type" }?.value.string ?? ""
            var platforms: [Platform] = []
            if let p = fields.first(where: { $0.key == "platform" })?.value {
                if let s = p.string, let pl = names[s] { platforms = [pl] }
                for item in p.items ?? [] { if let s = item.string, let pl = names[s] { platforms.append(pl) } }
            }
            for item in fields.first(where: { $0.key == "supportedDestinations" })?.value.items ?? [] {
                if let s = item.string, let pl = names[s] { platforms.append(pl) }
            }
            var m: [Platform: Version] = [:]
            let own = fields.first { $0.key == "deploymentTarget" }?.value
            for p in platforms {
                if let s = own?.string, let v = Version(s) { m[p] = v }
                else if let s = own?.entries?.first(where: { $0.key == p.rawValue })?.value.string, let v = Version(s) { m[p] = v }
                else if let v = defaults[p] { m[p] = v }
            }
            guard !m.isEmpty else { continue }
            if type.containsBytes("bundle.unit-test") || type.containsBytes("bundle.ui-testing") { tests.append(DeploymentTargets(minimum: m)) }
            else { app.append(DeploymentTargets(minimum: m)) }
        }
        if let t = DeploymentTargets.lowest(app.isEmpty ? tests : app) { return t }
        return defaults.isEmpty ? nil : DeploymentTargets(minimum: defaults)
    }
}

/// Tuist `Project.swift`: `deploymentTargets: .iOS("17.0")`, `.multiplatform(iOS: "16.0",
/// macOS: "13.0")`, and the older `deploymentTarget: .iOS(targetVersion: "13.0", …)`.
enum TuistManifest {
    static func targets(_ text: String) -> DeploymentTargets? {
        var found: [Platform: Version] = [:]
        func note(_ p: Platform, _ v: Version) { found[p] = found[p].map { min($0, v) } ?? v }
        for (name, p) in [("iOS", Platform.iOS), ("macOS", .macOS), ("tvOS", .tvOS), ("watchOS", .watchOS), ("visionOS", .visionOS)] {
            for pattern in [".\(name)(\"", ".\(name)(targetVersion: \"", "\(name): \""] {
                var search = text[...]
                while let r = search.firstRange(of: pattern) {
                    let v = search[r.upperBound...].prefix { $0 != "\"" }
                    if let ver = Version(String(v)), v.first?.isNumber == true { note(p, ver) }
                    search = search[r.upperBound...]
                }
            }
        }
        return found.isEmpty ? nil : DeploymentTargets(minimum: found)
    }
}

/// `.xcconfig` files beside a project (settings moved out of the pbxproj):
/// `IPHONEOS_DEPLOYMENT_TARGET = 11.0`, the lowest of each platform's key.
enum XCConfig {
    static func targets(near dir: String) -> DeploymentTargets? {
        var found: [Platform: Version] = [:]
        var budget = 400
        func scan(_ d: String, _ depth: Int) {
            guard depth >= 0, budget > 0, let names = DirectoryList.names(d) else { return }
            for n in names.sorted() {
                budget -= 1
                if budget <= 0 { return }
                if n.hasPrefix(".") || FileWalker.skippedDirectories.contains(n) || Config.defaultVendored.contains(n) { continue }
                let p = d + "/" + n
                if n.hasSuffix(".xcconfig"), let b = FileWalker.read(p) {
                    for line in String(decoding: b, as: UTF8.self).split(separator: "\n") {
                        let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: " \t") }
                        guard parts.count == 2, let (_, platform) = XcodeProjectFile.keys.first(where: { $0.0 == parts[0] }),
                              let v = Version(String(parts[1].prefix { $0.isNumber || $0 == "." })), parts[1].first?.isNumber == true else { continue }
                        found[platform] = found[platform].map { min($0, v) } ?? v
                    }
                } else if !n.containsBytes("."), FileWalker.kind(of: p) == .directory {
                    scan(p, depth - 1)
                }
            }
        }
        scan(dir, 2)
        return found.isEmpty ? nil : DeploymentTargets(minimum: found)
    }
}

extension String {
    var trimmingQuotes: String {
        var s = Substring(self)
        while s.hasPrefix("\"") { s = s.dropFirst() }
        while s.hasSuffix("\"") { s = s.dropLast() }
        return String(s)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var s = self
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
