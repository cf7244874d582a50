import Foundation
import PackagePlugin

/// `swift package viewlint [--target NAME]… [viewlint options and paths]`: runs viewlint in
/// the package directory. With `--target`, lints those targets' Swift files; otherwise the
/// paths given (or, with none, the whole package, honouring its `.viewlint.yml`).
@main
struct ViewLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var args = extractor.remainingArguments
        if !targetNames.isEmpty {
            let targets = try context.package.targets(named: targetNames)
            let files = targets.compactMap { $0 as? SourceModuleTarget }
                .flatMap { $0.sourceFiles(withSuffix: "swift").map { $0.url.path } }
            args = ["--files-only"] + files + args
        }
        let tool = try context.tool(named: "viewlint")
        let status = try ViewLintRunner.run(tool.url, args, in: context.package.directoryURL)
        if status != 0 {
            throw ViewLintRunner.Failure(status: status)
        }
    }
}

enum ViewLintRunner {
    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var description: String {
            status == 1 ? "viewlint found problems (exit code 1)" : "viewlint failed (exit code \(status))"
        }
    }

    static func run(_ tool: URL, _ args: [String], in dir: URL) throws -> Int32 {
        let p = Process()
        p.executableURL = tool
        p.arguments = args
        p.currentDirectoryURL = dir
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ViewLintCommandPlugin: XcodeCommandPlugin {
    /// In Xcode: lints the selected targets (File › Packages or the project's context menu).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        var files: [String] = []
        for t in targets {
            for f in t.inputFiles where f.url.pathExtension == "swift" { files.append(f.url.path) }
        }
        let tool = try context.tool(named: "viewlint")
        let status = try ViewLintRunner.run(tool.url, files + extractor.remainingArguments,
                                            in: context.xcodeProject.directoryURL)
        if status != 0 { throw ViewLintRunner.Failure(status: status) }
    }
}
#endif
