import ViewLintCore

import Foundation

/// Which files and lines changed, from the `git` command line: `--changed-since REF` (the
/// commits since the merge base of REF and HEAD, plus staged and unstaged changes and
/// untracked files) or `--staged` (what the next commit would contain).
public struct ChangedLines: Sendable {
    /// Repository root, absolute.
    public var root: String
    /// Absolute path → changed line numbers; nil means the whole file (untracked).
    public var files: [String: Set<Int>?]
    public var staged: Bool

    /// The entry of a file (absolute path): found, and its changed lines (nil: all). Paths
    /// outside the root as git spells it (a symlinked temp or home directory) are resolved.
    public func entry(_ path: String) -> (found: Bool, lines: Set<Int>?) {
        if let e = files[path] { return (true, e) }
        if path.hasPrefix(root + "/") { return (false, nil) }
        guard let real = Self.realPath(path), real != path, let e = files[real] else { return (false, nil) }
        return (true, e)
    }

    static func realPath(_ p: String) -> String? {
        guard let r = realpath(p, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// Whether a finding spanning `lines` touches a changed line of `path` (absolute).
    public func touches(_ path: String, _ lines: ClosedRange<Int>) -> Bool {
        let e = entry(path)
        guard e.found else { return false }
        guard let set = e.lines else { return true }
        if lines.count > set.count { return set.contains { lines.contains($0) } }
        return lines.contains { set.contains($0) }
    }
}

public enum GitChanges {
    public struct Output { public var code: Int32; public var out: Data; public var err: String }

    /// Runs `git ARGS` in `cwd`.
    public static func git(_ args: [String], cwd: String) throws -> Output {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git"] + args
        p.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var env = ProcessInfo.processInfo.environment
        env["LC_ALL"] = "C"
        env["GIT_OPTIONAL_LOCKS"] = "0"
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        do { try p.run() } catch {
            throw UsageError("cannot run git (\(error.localizedDescription)); --changed-since and --staged need git on PATH")
        }
        // Drain stderr on another thread so a chatty git cannot block on a full pipe.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let reader = err.fileHandleForReading
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = reader.readDataToEndOfFile()
            group.leave()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return Output(code: p.terminationStatus, out: data, err: String(decoding: errBox.data, as: UTF8.self))
    }

    /// The changes for `--changed-since ref` (ref non-nil) or `--staged`.
    public static func changes(since ref: String?, staged: Bool, cwd: String) throws -> ChangedLines {
        let flag = staged ? "--staged" : "--changed-since"
        let top = try git(["rev-parse", "--show-toplevel"], cwd: cwd)
        guard top.code == 0 else {
            if top.err.contains("not a git repository") || top.code == 128 {
                throw UsageError("\(flag): '\(cwd)' is not inside a git repository; run viewlint from a git checkout or drop \(flag)")
            }
            throw UsageError("\(flag): git failed: \(firstLine(top.err))")
        }
        let root = PathUtil.normalize(String(decoding: top.out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        let rootReal = ChangedLines.realPath(root) ?? root
        let diffArgs = ["-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--unified=0",
                        "--src-prefix=a/", "--dst-prefix=b/", "--diff-filter=d"]
        var diff: Output
        var untracked: [String] = []
        if staged {
            diff = try git(diffArgs + ["--cached"], cwd: root)
        } else {
            let ref = ref ?? "HEAD"
            let verify = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"], cwd: root)
            guard verify.code == 0 else {
                throw UsageError("--changed-since: unknown git revision '\(ref)'; use a branch, tag or commit such as HEAD~1 or origin/main")
            }
            let commit = String(decoding: verify.out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let mb = try git(["merge-base", commit, "HEAD"], cwd: root)
            let base = mb.code == 0 ? String(decoding: mb.out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : commit
            diff = try git(diffArgs + [base, "--"], cwd: root)
            let others = try git(["ls-files", "--others", "--exclude-standard", "-z"], cwd: root)
            if others.code == 0 {
                untracked = others.out.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            }
        }
        guard diff.code == 0 else { throw UsageError("\(flag): git diff failed: \(firstLine(diff.err))") }
        var files: [String: Set<Int>?] = [:]
        for (path, lines) in parseDiff(String(decoding: diff.out, as: UTF8.self)) {
            files[PathUtil.normalize(rootReal + "/" + path)] = .some(lines)
        }
        for u in untracked { files[PathUtil.normalize(rootReal + "/" + u)] = .some(nil) }
        return ChangedLines(root: rootReal, files: files, staged: staged)
    }

    /// The staged content of a file (`git show :path`).
    public static func stagedContent(_ absolutePath: String, root: String) throws -> [UInt8]? {
        let rel = PathUtil.relative(absolutePath, to: root)
        let r = try git(["show", ":" + rel], cwd: root)
        return r.code == 0 ? Array(r.out) : nil
    }

    /// New-side changed lines per file (paths relative to the repository root) from a
    /// `--unified=0` diff. A pure deletion marks the lines on both sides of the gap.
    public static func parseDiff(_ text: String) -> [String: Set<Int>] {
        var out: [String: Set<Int>] = [:]
        var current: String? = nil
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.hasPrefix("+++ ") {
                let p = unquote(String(line.dropFirst(4)))
                if p == "/dev/null" { current = nil; continue }
                current = p.hasPrefix("b/") ? String(p.dropFirst(2)) : p
                if let c = current, out[c] == nil { out[c] = [] }
                continue
            }
            guard line.hasPrefix("@@ "), let c = current else { continue }
            // @@ -a,b +c,d @@
            guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
            let nums = plus.dropFirst().split(separator: ",")
            guard let start = nums.first.flatMap({ Int($0) }) else { continue }
            let count = nums.count > 1 ? Int(nums[1]) ?? 1 : 1
            if count == 0 {
                out[c, default: []].formUnion([max(1, start), start + 1])
            } else {
                out[c, default: []].formUnion(start..<(start + count))
            }
        }
        return out
    }

    /// Undoes git's C-style quoting of unusual file names (`"a\tb"`, octal bytes).
    static func unquote(_ s: String) -> String {
        var t = s
        if let tab = t.firstIndex(of: "\t") { t = String(t[..<tab]) }   // `+++ b/x\t` trailers
        guard t.hasPrefix("\""), t.hasSuffix("\""), t.count >= 2 else { return t }
        let body = Array(t.utf8.dropFirst().dropLast())
        var bytes: [UInt8] = []
        var i = 0
        while i < body.count {
            let c = body[i]
            if c == UInt8(ascii: "\\"), i + 1 < body.count {
                let e = body[i + 1]
                switch e {
                case UInt8(ascii: "n"): bytes.append(10); i += 2
                case UInt8(ascii: "t"): bytes.append(9); i += 2
                case UInt8(ascii: "r"): bytes.append(13); i += 2
                case UInt8(ascii: "\""): bytes.append(34); i += 2
                case UInt8(ascii: "\\"): bytes.append(92); i += 2
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var v = 0, k = i + 1
                    while k < body.count, k < i + 4, body[k] >= 48, body[k] <= 55 { v = v * 8 + Int(body[k] - 48); k += 1 }
                    bytes.append(UInt8(truncatingIfNeeded: v)); i = k
                default: bytes.append(e); i += 2
                }
            } else {
                bytes.append(c); i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func firstLine(_ s: String) -> String {
        String(s.split(separator: "\n").first ?? "").trimmingCharacters(in: .whitespaces)
    }
}
