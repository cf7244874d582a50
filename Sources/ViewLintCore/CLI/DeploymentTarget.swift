/// Finds the project's minimum iOS version when the config does not give one: a
/// `Package.swift` with `.iOS(.v16)` / `.iOS("16.0")`, else an Xcode project's
/// `IPHONEOS_DEPLOYMENT_TARGET`, in a lint root or the folders above it.
public enum DeploymentTarget {
    public static func detect(roots: [String], cwd: String) -> Version? {
        var found: [Version] = []
        var seen: Set<String> = []
        for root in roots where root != "-" {
            var dir = absolute(root, cwd: cwd)
            let isDirectoryRoot = FileWalker.kind(of: dir) == .directory
            if !isDirectoryRoot { dir = parent(dir) }
            var steps = 0
            let root = dir
            var foundHere = false
            while steps < 12, !seen.contains(dir) {
                seen.insert(dir)
                steps += 1
                if let v = fromPackage(dir + "/Package.swift") { found.append(v); foundHere = true; break }
                if let v = fromXcodeProjects(in: dir) { found.append(v); foundHere = true; break }
                if dir == "/" || dir.isEmpty { break }
                dir = parent(dir)
            }
            // A repository root whose project sits in a subfolder (`App/App.xcodeproj`):
            // look two levels down too. The lowest minimum wins (advice must hold for all).
            // Only for directory arguments: a file named in a pre-commit hook never triggers a scan.
            if !foundHere, isDirectoryRoot, let v = below(root, depth: 2) { found.append(v) }
        }
        return found.min()
    }

    static func below(_ dir: String, depth: Int) -> Version? {
        guard depth > 0, let names = DirectoryList.names(dir) else { return nil }
        var best: [Version] = []
        for name in names where !name.hasPrefix(".") && !FileWalker.skippedDirectories.contains(name)
            && !Config.defaultVendored.contains(name) {
            let sub = dir + "/" + name
            guard FileWalker.kind(of: sub) == .directory, !name.hasSuffix(".xcodeproj") else { continue }
            if let v = fromPackage(sub + "/Package.swift") ?? fromXcodeProjects(in: sub) { best.append(v); continue }
            if let v = below(sub, depth: depth - 1) { best.append(v) }
        }
        return best.min()
    }

    static func absolute(_ p: String, cwd: String) -> String {
        var s = p.hasPrefix("/") ? p : (cwd.hasSuffix("/") ? cwd + p : cwd + "/" + p)
        while s.count > 1, s.hasSuffix("/") { s.removeLast() }
        if s.hasSuffix("/.") { s.removeLast(2) }
        return s.isEmpty ? "/" : s
    }

    static func parent(_ p: String) -> String {
        guard let i = p.lastIndex(of: "/") else { return "/" }
        let s = String(p[..<i])
        return s.isEmpty ? "/" : s
    }

    public static func fromPackage(_ path: String) -> Version? {
        guard let b = FileWalker.read(path) else { return nil }
        let text = String(decoding: b, as: UTF8.self)
        guard let r = text.firstRange(of: ".iOS(") else { return nil }
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

    static func fromXcodeProjects(in dir: String) -> Version? {
        guard let d = opendirSafe(dir) else { return nil }
        var best: Version? = nil
        for name in d where name.hasSuffix(".xcodeproj") {
            guard let b = FileWalker.read(dir + "/" + name + "/project.pbxproj") else { continue }
            let text = String(decoding: b, as: UTF8.self)
            var search = text[...]
            while let r = search.firstRange(of: "IPHONEOS_DEPLOYMENT_TARGET = ") {
                let v = search[r.upperBound...].prefix { $0.isNumber || $0 == "." }
                if let ver = Version(String(v)) { best = best.map { min($0, ver) } ?? ver }
                search = search[r.upperBound...]
            }
        }
        return best
    }

    static func opendirSafe(_ dir: String) -> [String]? {
        DirectoryList.names(dir)
    }
}
