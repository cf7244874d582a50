import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build that changes them. Findings appear as build
/// warnings and errors (the text format is what Xcode and SwiftPM parse); errors fail the
/// build (`--fail-on error`). The declared output is a stamp in the plugin's work directory
/// (an empty Swift file: SwiftPM compiles `.swift` outputs and would bundle any other kind
/// as a resource), so the command re-runs only when an input file or the config changes.
@main
struct ViewLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map { $0.url }
        return try ViewLintBuildCommand.make(tool: context.tool(named: "viewlint").url, files: files,
                                             name: target.name, packageDirectory: context.package.directoryURL,
                                             workDirectory: context.pluginWorkDirectoryURL)
    }
}

enum ViewLintBuildCommand {
    static func make(tool: URL, files: [URL], name: String, packageDirectory: URL, workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("ViewLintStamp-\(name).swift")
        var inputs = files
        // The config is an input too: editing it re-runs the lint.
        for n in [".viewlint.yml", ".swiftlint.yml"] {
            let c = packageDirectory.appendingPathComponent(n)
            if FileManager.default.fileExists(atPath: c.path) { inputs.append(c) }
        }
        var args = ["--files-only", "--quiet", "--fail-on", "error", "--build-stamp", stamp.path]
        // Build commands do not run in the package directory: name the config explicitly
        // (a .viewlint.yml, else a .swiftlint.yml read through the compatibility table).
        if let config = inputs.first(where: { $0.lastPathComponent.hasSuffix(".yml") }) {
            args += ["--config", config.path]
        } else {
            args += ["--no-config"]
        }
        args += files.map { $0.path }
        return [.buildCommand(displayName: "viewlint \(name)", executable: tool, arguments: args,
                              inputFiles: inputs, outputFiles: [stamp])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ViewLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map { $0.url }
        return try ViewLintBuildCommand.make(tool: context.tool(named: "viewlint").url, files: files,
                                             name: target.displayName, packageDirectory: context.xcodeProject.directoryURL,
                                             workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
