/// Reads what the program's reachability needs from outside the linted Swift files
/// (`ProgramWorld`): every capitalized word of the repository's storyboards, xibs, property
/// lists, Objective-C files and the Swift files the run does not lint, by hash (vendored
/// folders excepted: they never name the app's types). Interface
/// Builder names a controller in `customClass="…"`, `Info.plist` names the scene delegate
/// and an extension's principal class, Objective-C calls Swift classes by name, and an
/// excluded folder may still use the app's types: each of these reaches a type that no linted
/// Swift file mentions. Only words are kept, never structure: a word too many only makes a
/// type reached, never dead.
public enum ProgramResources {
    /// Interface Builder files and property lists, found by the file walk beside the sources.
    public static let interfaceExtensions: Set<String> = ["storyboard", "xib", "plist", "strings", "entitlements"]
    /// What a walk of the repository around a folder reads (sources that no linted folder has).
    static let resourceExtensions = interfaceExtensions.union(FileWalker.sourceExtensions)

    public static func isInterfaceFile(_ path: String) -> Bool {
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return interfaceExtensions.contains(String(path[path.utf8.index(after: dot)...]))
    }

    /// The world of a run that lints the folders `walked` (absolute), given the files the walk
    /// found for it (`resources`: absolute paths of interface files, Objective-C files and
    /// sources the config leaves out). When a folder lies inside a repository, the rest of the
    /// repository is read too (a type may be used from a folder the run does not lint); the
    /// Swift files of `linted` and test code are not.
    public static func world(resources: [String], walked: [String], linted: Set<String>) -> ProgramWorld {
        var hashes = Set<UInt64>()
        func read(_ path: String) {
            guard let bytes = FileWalker.read(path) else { return }
            bytes.withUnsafeBufferPointer { p in
                NameHash.forEachCapitalizedWord(p, 0, p.count) { s, e in hashes.insert(NameHash.of(p, s, e)) }
            }
        }
        for path in resources where !FileScope.isTestPath(path) { read(path) }
        let folders = walked.map(PathUtil.normalize)
        func isWalked(_ path: String) -> Bool { folders.contains { path == $0 || path.hasPrefix($0 + "/") } }
        var roots: [String] = []
        for folder in folders {
            guard let root = repositoryRoot(of: folder), root != folder, !isWalked(root), !roots.contains(root) else { continue }
            roots.append(root)
        }
        for root in roots.sorted() {
            var unreadable: [String] = []
            for path in FileWalker.files(under: root, extensions: resourceExtensions, unreadable: &unreadable) {
                if isWalked(path) || FileScope.isTestPath(path) || linted.contains(path) { continue }
                read(path)
            }
        }
        return ProgramWorld(wordHashes: hashes)
    }

    /// The nearest folder at or above `folder` with a `.git` entry (a repository's root), if any.
    static func repositoryRoot(of folder: String) -> String? {
        var dir = PathUtil.normalize(folder)
        var steps = 0
        while steps < 64 {
            steps += 1
            if FileWalker.kind(of: dir + "/.git") != .missing { return dir }
            if dir == "/" || dir.isEmpty { return nil }
            let parent = PathUtil.parent(dir)
            if parent == dir { return nil }
            dir = parent
        }
        return nil
    }
}

/// The world read beside phase 1 (`ProgramResources.world`), asked by every run that uses
/// the same options (a `--fix` pass lints again): read once, then kept.
public final class ProgramWorldFuture: @unchecked Sendable {
    private let lock = Lock()
    private var pending: Background<ProgramWorld>?
    private var value: ProgramWorld?

    public init(resources: [String], walked: [String], linted: Set<String>) {
        pending = Parallel.background { ProgramResources.world(resources: resources, walked: walked, linted: linted) }
    }

    public func get() -> ProgramWorld {
        lock.withLock {
            if let value { return value }
            let v = pending!.take()
            pending = nil
            value = v
            return v
        }
    }
}
