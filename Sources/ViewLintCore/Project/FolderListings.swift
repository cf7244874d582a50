/// The entries that mark a project or a repository root, as the deployment-target search
/// (`ProjectFinder`) looks for them: a SwiftPM manifest, Xcode, XcodeGen and Tuist projects,
/// and `.git`.
enum ProjectMarkers {
    static let manifest = "Package.swift"
    static let repository = ".git"

    /// A project the search reads: an Xcode project, an XcodeGen spec, a Tuist manifest.
    static func isProject(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name == "project.yml" || name == "project.yaml" || name == "Project.swift"
    }

    /// Whether a folder entry's name is a project, a manifest or `.git`. Every entry of a
    /// walked folder is asked: its last byte and length first (only an Xcode project's name
    /// ends in `j`; the others have 4, 11, 12 or 13 bytes), then the text.
    static func isMarker(_ name: String) -> Bool {
        let u = name.utf8
        if u.last == UInt8(ascii: "j") { return isProject(name) }
        switch u.count {
        case 4: return name == repository
        case 11, 12: return isProject(name)
        case 13: return name == manifest || isProject(name)
        default: return false
        }
    }
}

/// The folders a file walk listed, each with the project markers among its entries, by
/// absolute path. The deployment-target search climbs from every linted file's folder to its
/// repository root and asks each folder for its projects: inside the walk the answer is
/// already here, so only the folders above it are read from disk. Recorded under the walk's
/// lock; read once the walk is over.
public final class FolderListings: @unchecked Sendable {
    private var markersByFolder: [String: [String]] = [:]

    public init() {}

    func record(_ folder: String, _ markers: [String]) {
        markersByFolder[folder] = markers
    }

    /// The same listings keyed as the search spells folders: absolute and normalized.
    func absolute(cwd: String) -> [String: [String]] {
        var out: [String: [String]] = [:]
        out.reserveCapacity(markersByFolder.count)
        for (folder, markers) in markersByFolder { out[PathUtil.absolute(folder, cwd: cwd)] = markers }
        return out
    }
}
