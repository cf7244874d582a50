#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a fixed file the way `clang-format -i` or `ruff --fix` would: the file the user
/// named keeps being that file. A symlink stays a link and its target gets the fix; a file
/// with several hard links keeps them all; mode, owner and extended attributes stay; and a
/// file whose bytes are no longer the ones linted is left alone.
///
/// A file with one name is replaced atomically (a temporary file in its own folder, then
/// rename), so a crash leaves the old text or the new, never half of one. That is impossible
/// for a hard-linked file (a rename gives one name a new file and leaves the others the old
/// one), and for a file whose owner or attributes the new file could not take: those are
/// rewritten in place, after their bytes are checked once more.
public enum FixWriter {
    public enum Outcome: Equatable {
        case written
        /// The file is not the one linted any more (other bytes, gone, replaced by a link):
        /// nothing was written.
        case changed
        /// It could not be written; the reason, as the system says it. Nothing was changed.
        case failed(String)
    }

    /// Writes the fix of the file linted at `path`. `content` gets the bytes now on disk and
    /// returns what to write instead, or nil when they are not the bytes that were linted.
    /// `followLink`: a symlink at `path` is followed (it was named on the command line, and
    /// the lint followed it too); else a link there was put in the file's place since the
    /// walk, which never lists links.
    public static func write(to path: String, followLink: Bool, content: ([UInt8]) -> [UInt8]?) -> Outcome {
        var st = stat()
        guard lstat(path, &st) == 0 else { return .changed }
        var target = path
        if st.st_mode & S_IFMT == S_IFLNK {
            // The target's real path: its folder holds the temporary file, so that the rename
            // replaces the target and not the link.
            guard followLink, let real = realPath(path) else { return .changed }
            target = real
        }
        // O_NOFOLLOW: a link put in the target's place since is not the file linted.
        let fd = open(target, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return errno == EACCES ? failure(errno) : .changed }
        defer { _ = close(fd) }
        var stamp = FileStamp.none
        guard fstat(fd, &st) == 0, let raw = FileWalker.read(fd: fd, stamp: &stamp), let new = content(raw) else {
            return .changed
        }
        if st.st_nlink > 1 { return inPlace(target, st, raw, new) }
        switch replace(target, fd, st, raw, new) {
        case .some(let outcome): return outcome
        case .none: return inPlace(target, st, raw, new)
        }
    }

    /// The atomic replacement; nil when the new file could not be made to match the old one
    /// (owner, attributes, or a folder the user may not write to), so that the caller writes
    /// in place instead.
    static func replace(_ target: String, _ fd: Int32, _ st: stat, _ raw: [UInt8], _ new: [UInt8]) -> Outcome? {
        let (tmp, tmpPath) = AtomicFile.createTemporary(beside: target, mode: 0o600)
        guard tmp >= 0 else {
            // A file the user may write in a folder they may not: written in place.
            return errno == EACCES || errno == EPERM ? nil : failure(errno)
        }
        var closed = false
        func discard() { if !closed { _ = close(tmp) }; unlink(tmpPath) }
        guard AtomicFile.writeAll(new, to: tmp) else { let e = errno; discard(); return failure(e) }
        // Owner first: a change of owner clears the set-id bits that the mode then restores.
        guard fchown(tmp, st.st_uid, st.st_gid) == 0, fchmod(tmp, st.st_mode & 0o7777) == 0,
              ExtendedAttributes.copy(from: fd, to: tmp) else { discard(); return nil }
        closed = true
        guard close(tmp) == 0 else { let e = errno; discard(); return failure(e) }
        // The last look before the rename: the same file, with the same bytes.
        guard isSameFile(target, st), isUnchanged(fd, raw) else { discard(); return .changed }
        guard rename(tmpPath, target) == 0 else { let e = errno; discard(); return failure(e) }
        return .written
    }

    /// Rewrites the file's own bytes (every hard link sees them; mode, owner and attributes
    /// are untouched). Not atomic: a write that fails half-way puts the old bytes back.
    static func inPlace(_ target: String, _ st: stat, _ raw: [UInt8], _ new: [UInt8]) -> Outcome {
        let fd = open(target, O_RDWR | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return errno == EACCES || errno == EROFS || errno == EPERM ? failure(errno) : .changed }
        defer { _ = close(fd) }
        var now = stat()
        guard fstat(fd, &now) == 0, now.st_dev == st.st_dev, now.st_ino == st.st_ino, isUnchanged(fd, raw) else {
            return .changed
        }
        if put(new, fd) { return .written }
        let e = errno
        _ = put(raw, fd)
        return failure(e)
    }

    /// `bytes` as the whole content of the file open at `fd`, flushed to the disk.
    static func put(_ bytes: [UInt8], _ fd: Int32) -> Bool {
        guard lseek(fd, 0, SEEK_SET) == 0, AtomicFile.writeAll(bytes, to: fd) else { return false }
        return ftruncate(fd, off_t(bytes.count)) == 0 && fsync(fd) == 0
    }

    static func isUnchanged(_ fd: Int32, _ raw: [UInt8]) -> Bool {
        var stamp = FileStamp.none
        return FileWalker.read(fd: fd, stamp: &stamp) == raw
    }

    static func isSameFile(_ path: String, _ st: stat) -> Bool {
        var now = stat()
        return lstat(path, &now) == 0 && now.st_dev == st.st_dev && now.st_ino == st.st_ino
    }

    static func failure(_ e: Int32) -> Outcome { .failed(String(cString: strerror(e))) }

    static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
