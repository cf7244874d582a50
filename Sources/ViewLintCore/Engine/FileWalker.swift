#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds `.swift` files under the given roots without following symlinks out of them,
/// skipping build output, dependency checkouts and hidden folders.
public enum FileWalker {
    /// What a directory is searched for: Swift, and Objective-C headers and implementation files.
    public static let sourceExtensions: Set<String> = Set(["swift"]).union(ObjCFrontend.extensions)

    /// Build output and package-manager state, never source. Dependency checkouts (`Pods`,
    /// `Carthage`) are walked: they are vendored code, counted and left out by `FileSelection`.
    public static let skippedDirectories: Set<String> = [
        ".build", "DerivedData", "node_modules", ".git", ".swiftpm",
    ]

    public enum PathKind { case file, directory, missing, other }

    public static func kind(of path: String) -> PathKind {
        var st = stat()
        if lstat(path, &st) != 0 { return .missing }
        var mode = st.st_mode & S_IFMT
        if mode == S_IFLNK {
            // An explicitly named symlink is followed once; a dangling one exists but cannot
            // be read (a note, not a usage error).
            if stat(path, &st) != 0 { return .other }
            mode = st.st_mode & S_IFMT
        }
        if mode == S_IFDIR { return .directory }
        if mode == S_IFREG { return .file }
        return .other
    }

    /// Files with the given extensions below `root`, sorted. Unreadable directories are
    /// returned in `unreadable` (sorted). Directories are listed on every core: on a large
    /// checkout the walk is most of what runs before the first file is lexed.
    ///
    /// With `listings`, every folder listed is recorded there with the project and repository
    /// markers among its entries (`ProjectMarkers`), so that the deployment-target search
    /// need not list those folders again.
    public static func files(under root: String, extensions: Set<String> = ["swift"],
                             unreadable: inout [String], listings: FolderListings? = nil) -> [String] {
        let walk = ParallelWalk(root: root, extensions: extensions, listings: listings)
        Parallel.forEach(count: Parallel.processorCount, jobs: Parallel.processorCount) { _, _ in walk.work() }
        unreadable.append(contentsOf: walk.unreadable.sorted())
        return sortedPaths(walk.found)
    }

    /// `paths.sorted()`, cheaper for the usual all-ASCII paths: there a byte comparison gives
    /// String's order (Unicode scalar order) without its normalization-aware machinery. The
    /// paths' bytes are laid out once, side by side, and compared with `memcmp`. The walk's
    /// sort is on the run's serial path, before the first file is lexed.
    static func sortedPaths(_ paths: [String]) -> [String] {
        var arena: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        spans.reserveCapacity(paths.count)
        for p in paths {
            let start = arena.count
            arena.append(contentsOf: p.utf8)
            spans.append((start, arena.count - start))
        }
        guard !arena.isEmpty, arena.allSatisfy({ $0 < 0x80 }) else { return paths.sorted() }
        var order = Array(paths.indices)
        arena.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress!
            order.sort { i, j in
                let a = spans[i], b = spans[j]
                let c = memcmp(base + a.start, base + b.start, min(a.count, b.count))
                return c != 0 ? c < 0 : a.count < b.count
            }
        }
        return order.map { paths[$0] }
    }

    /// One directory's entries: the subdirectories to walk and the matching files.
    static func list(_ dir: String, root: String, extensions: Set<String>, seen: (UInt64, UInt64) -> Bool)
        -> (dirs: [String], files: [String], markers: [String]?)? {
        // Below the root, O_NOFOLLOW: a directory replaced by a symlink after it was
        // listed is not followed out of the tree.
        let fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (dir == root ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return nil }
        var st = stat()
        guard fstat(fd, &st) == 0, let d = fdopendir(fd) else { _ = Glibc_close(fd); return nil }
        defer { closedir(d) }
        var dirs: [String] = [], files: [String] = []
        // Directories already walked, by device and inode: a bind mount or a directory
        // swapped for a link mid-walk can never make the walk loop.
        guard seen(UInt64(st.st_dev), UInt64(st.st_ino)) else { return ([], [], nil) }
        var markers: [String] = []
        // The entry's full path is made only for what needs it (a folder to walk, a source
        // file, a type to ask `lstat`), not for every image or resource beside the sources.
        let prefix = dir.hasSuffix("/") ? dir : dir + "/"
        while let e = readdir(d) {
            let name = withUnsafePointer(to: &e.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            if ProjectMarkers.isMarker(name) { markers.append(name) }
            var type = Int32(e.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var st = stat()
                if lstat(prefix + name, &st) != 0 { continue }
                let m = st.st_mode & S_IFMT
                type = m == S_IFDIR ? Int32(DT_DIR) : (m == S_IFREG ? Int32(DT_REG) : Int32(DT_LNK))
            }
            if type == Int32(DT_DIR) {
                if name.hasPrefix(".") || skippedDirectories.contains(name) { continue }
                dirs.append(prefix + name)
            } else if type == Int32(DT_REG) {
                let u = name.utf8
                if let dot = u.lastIndex(of: UInt8(ascii: ".")), extensions.contains(String(name[u.index(after: dot)...])) {
                    files.append(prefix + name)
                }
            }
            // Symlinks inside a tree are not followed (no escapes, no cycles).
        }
        return (dirs, files, markers)
    }

    /// Reads a whole regular file; nil if it cannot be read or is not a regular file.
    /// Opened non-blocking so that a FIFO put in a file's place (or named explicitly)
    /// is refused instead of waiting forever for a writer.
    public static func read(_ path: String) -> [UInt8]? {
        var stamp = FileStamp.none
        return read(path, stamp: &stamp)
    }

    /// Reads a whole regular file and reports what `fstat` said before the read.
    public static func read(_ path: String, stamp: inout FileStamp) -> [UInt8]? {
        let fd = openForReading(path)
        if fd < 0 { return nil }
        defer { _ = Glibc_close(fd) }
        return read(fd: fd, stamp: &stamp)
    }

    /// Opens a file for `read(fd:stamp:)`; -1 when it cannot be opened.
    public static func openForReading(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    }

    public static func close(fd: Int32) { _ = Glibc_close(fd) }

    /// Reads the whole regular file open at `fd`, from its start whatever the descriptor's
    /// offset (`pread`), and reports what `fstat` said before the read. The descriptor stays
    /// open: the engine reads a file it keeps open a second time in phase 2.
    public static func read(fd: Int32, stamp: inout FileStamp) -> [UInt8]? {
        var st = stat()
        if fstat(fd, &st) != 0 { return nil }
        stamp = FileStamp(st)
        if (st.st_mode & S_IFMT) != S_IFREG { return nil }
        var size = Int(st.st_size)
        if size <= 0 { size = 0 }
        var failed = false
        var got = 0
        // No zero-fill: the bytes are read straight into the array's storage. One byte more
        // than `fstat` said is asked for, so that the usual read, short by that byte, shows
        // the end was reached: the read that would return 0 is saved (one system call per
        // file; a run reads every file once, some twice).
        let want = size + 1
        var buf = [UInt8](unsafeUninitializedCapacity: want) { p, initialized in
            while got < want {
                let asked = want - got
                let r = pread(fd, p.baseAddress! + got, asked, off_t(got))
                if r < 0 { failed = true; break }
                if r == 0 { break }
                got += r
                // Everything `fstat` promised, and short of the extra byte: the end. (A read
                // short before that, as of a file over 2 GB, goes on until read returns 0.)
                if r < asked && got >= size { break }
            }
            initialized = got
        }
        if failed { return nil }
        // Files that grew: read the rest.
        if got < want { return buf }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 65536) { chunk in
            while true {
                let r = pread(fd, chunk.baseAddress!, 65536, off_t(buf.count))
                if r <= 0 { break }
                buf.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<r]))
            }
        }
        return buf
    }

    public static func readAll(fd: Int32) -> [UInt8] {
        var buf: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let r = chunk.withUnsafeMutableBytes { p in Glibc_read(fd, p.baseAddress!, 65536) }
            if r <= 0 { break }
            buf.append(contentsOf: chunk[0..<r])
        }
        return buf
    }
}

@inline(__always) func Glibc_close(_ fd: Int32) -> Int32 { close(fd) }

@inline(__always) func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int {
    read(fd, p, n)
}

public enum DirectoryList {
    /// Entry names of one directory (no recursion), nil if unreadable.
    public static func names(_ dir: String) -> [String]? {
        guard let d = opendir(dir) else { return nil }
        defer { closedir(d) }
        var out: [String] = []
        while let e = readdir(d) {
            let name = withUnsafePointer(to: &e.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { out.append(name) }
        }
        return out
    }
}

extension DirectoryList {
    @discardableResult
    public static func makeDirectory(_ path: String) -> Bool {
        var p = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            p += (p.isEmpty && path.hasPrefix("/") ? "" : (p.isEmpty ? "" : "/")) + part
            if p.isEmpty { p = "/"; continue }
            mkdir(p, 0o755)
        }
        return FileWalker.kind(of: path) == .directory
    }
}


/// The walk's shared state: a stack of directories to list, taken by every worker; a
/// worker that finds it empty waits until the others have listed theirs or pushed more.
final class ParallelWalk: @unchecked Sendable {
    let root: String
    let extensions: Set<String>
    private var pending: [String]
    private var busy = 0
    private var seenDirectories = Set<[UInt64]>()
    private(set) var found: [String] = []
    private(set) var unreadable: [String] = []
    private let listings: FolderListings?
    private let monitor = Monitor()

    init(root: String, extensions: Set<String>, listings: FolderListings?) {
        self.root = root
        self.extensions = extensions
        self.listings = listings
        pending = [root]
    }

    func work() {
        monitor.lock()
        while true {
            if let dir = pending.popLast() {
                busy += 1
                monitor.unlock()
                let listed = FileWalker.list(dir, root: root, extensions: extensions) { dev, ino in
                    self.monitor.withLock { self.seenDirectories.insert([dev, ino]).inserted }
                }
                monitor.lock()
                busy -= 1
                if let listed {
                    pending.append(contentsOf: listed.dirs)
                    found.append(contentsOf: listed.files)
                    if let markers = listed.markers { listings?.record(dir, markers) }
                } else {
                    unreadable.append(dir)
                }
                monitor.broadcast()
            } else if busy == 0 {
                monitor.unlock()
                return
            } else {
                monitor.wait()
            }
        }
    }
}
