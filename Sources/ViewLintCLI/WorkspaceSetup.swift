import ViewLintCore

/// A workspace folder as an editor integration sees it: the configuration, the lint options
/// and the Swift files that `viewlint` run in that folder would read, resolved the way the
/// CLI resolves them (nearest `.viewlint.yml` or `.swiftlint.yml`, `included`/`excluded`,
/// vendored and generated code, `test_paths`, deployment targets per file).
///
/// Display paths are relative to the root, as the CLI reports them when it runs there.
public struct WorkspaceSetup: @unchecked Sendable {
    /// Absolute, normalised.
    public let root: String
    public let config: Config
    /// Rules, severity overrides, rule options, test globs, generated globs and deployment
    /// targets for the files found at resolution time.
    public let options: LintOptions
    /// The Swift files that would be linted or indexed (vendored and config-excluded files
    /// are not here; generated files are, as they feed the index).
    public let files: [LintInput]
    /// Config warnings and `included`/`excluded` entries that match nothing.
    public let warnings: [String]
    /// Folders (of display paths) whose deployment targets were resolved with `files`.
    private let knownFolders: Set<String>
    /// Whether the root was walked (projects below it are the fallback for other files).
    private let walked: Bool

    /// Resolves `root` as the CLI would with `viewlint lint` run in it. `configs` and
    /// `noConfig` are `--config` and `--no-config`; with `findFiles` false the folder is not
    /// walked (`files` is empty). Throws `UsageError` for a malformed config.
    public static func resolve(root: String, configs: [String] = [], noConfig: Bool = false,
                               findFiles: Bool = true) throws -> WorkspaceSetup {
        let root = PathUtil.normalize(root)
        var warnings: [String] = []
        var c = LintCommand()
        c.paths = [root]
        c.adoption.configs = configs
        c.adoption.noConfig = noConfig
        let io = CLIOutput(out: { _ in }, err: { line in
            var s = Substring(line)
            if s.hasPrefix("viewlint: warning: ") { s = s.dropFirst("viewlint: warning: ".count) }
            while s.hasSuffix("\n") { s = s.dropLast() }
            warnings.append(String(s))
        }, readStdin: { [] }, cwd: root)
        let setup = try LintSetup.make(c, io: io)
        var files: [LintInput] = []
        var listings: FolderListings?
        if findFiles, FileWalker.kind(of: root) == .directory {
            let selection = try FileSelection.make(paths: [root], config: setup.config, cwd: root,
                                                   quietAboutNamed: true, hookFiles: false)
            warnings += selection.warnings
            listings = selection.listings
            files = selection.inputs.filter { $0.displayPath.hasSuffix(".swift") }
        }
        var options = setup.options(c)
        options.skipGenerated = !setup.config.lintGenerated
        options.generatedGlobs = setup.config.generated
        options.testGlobs = setup.config.testPaths
        options.sampleGlobs = setup.config.samplePaths
        options.sampleFolders = SampleCode.sampleFolders(files.map { $0.displayPath }) { PathUtil.onDisk($0, cwd: root) }
        options.deploymentTarget = setup.config.deploymentTarget
        var folders: Set<String> = []
        if findFiles, options.deploymentTarget == nil {
            let pairs = files.compactMap { i in i.diskPath.map { (display: i.displayPath, disk: PathUtil.absolute($0, cwd: root)) } }
            options.projectTargets = DeploymentTargetMap.build(files: pairs, roots: [root], cwd: root, listings: listings)
            folders = Set(pairs.map { PathUtil.parent($0.display) })
        }
        return WorkspaceSetup(root: root, config: setup.config, options: options, files: files,
                              warnings: warnings, knownFolders: folders, walked: findFiles)
    }

    /// A file's path as reported (relative to the root when it is below it).
    public func displayPath(_ absolutePath: String) -> String {
        PathUtil.displayPath(PathUtil.normalize(absolutePath), cwd: root)
    }

    /// Whether a file is below the root.
    public func contains(_ absolutePath: String) -> Bool {
        let p = PathUtil.normalize(absolutePath)
        return p.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Whether the CLI run in the root would read this Swift file (for the index, and lint
    /// it unless it is generated): below the root, not in a skipped or hidden folder, not
    /// left out by `included`/`excluded`, not vendored.
    public func selects(_ absolutePath: String) -> Bool {
        let abs = PathUtil.normalize(absolutePath)
        guard abs.hasSuffix(".swift"), contains(abs) else { return false }
        let below = PathUtil.relative(abs, to: root)
        let dirs = below.split(separator: "/").dropLast()
        for d in dirs where d.hasPrefix(".") || FileWalker.skippedDirectories.contains(String(d)) { return false }
        if config.leftOutBy(abs) != nil { return false }
        let vendored = FileSelection.VendoredGlobs(config.lintVendored ? [] : config.vendoredGlobs)
        return !FileSelection.isVendored(abs, below: below, vendored)
    }

    /// Whether the file is generated code that is indexed but not linted.
    public func skipsAsGenerated(_ absolutePath: String, bytes: [UInt8]) -> Bool {
        options.skipGenerated && GeneratedCode.isGenerated(path: PathUtil.normalize(absolutePath), bytes: bytes,
                                                           extraGlobs: options.generatedGlobs)
    }

    /// The options for one file: the workspace's, with the deployment targets of the file's
    /// project resolved now when its folder was not among the files found at resolution.
    public func options(forFile absolutePath: String) -> LintOptions {
        guard options.deploymentTarget == nil else { return options }
        let display = displayPath(absolutePath)
        if knownFolders.contains(PathUtil.parent(display)) { return options }
        var o = options
        o.projectTargets = DeploymentTargetMap.build(files: [(display: display, disk: PathUtil.normalize(absolutePath))],
                                                     roots: walked ? [root] : [], cwd: root)
        return o
    }

    /// The config files that apply to the root, in the order they were read.
    public var configFiles: [String] { config.files }
}
