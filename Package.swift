// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "viewlint",
    products: [
        .executable(name: "viewlint", targets: ["viewlint"]),
        .library(name: "ViewLintCore", targets: ["ViewLintCore"]),
        .plugin(name: "ViewLintCommandPlugin", targets: ["ViewLintCommandPlugin"]),
        .plugin(name: "ViewLintBuildPlugin", targets: ["ViewLintBuildPlugin"]),
    ],
    targets: [
        // libclang is opened at run time (dlopen); this shim declares the few C functions used.
        .target(
            name: "CLibClangShim",
            path: "Sources/CLibClangShim",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .target(
            name: "ViewLintCore",
            dependencies: ["CLibClangShim"],
            // Release builds are plain -O: bounds and overflow checks stay on in a tool that
            // reads untrusted pull-request code (and SwiftPM refuses unsafe flags in packages
            // used as dependencies).
            path: "Sources/ViewLintCore"
        ),
        // The command line: argument parsing, setup (config + command line), file selection,
        // git changes, reports on disk. The core never depends on it.
        .target(
            name: "ViewLintCLI",
            dependencies: ["ViewLintCore"],
            path: "Sources/ViewLintCLI"
        ),
        // The language server (`viewlint lsp`); it resolves a workspace as the CLI would.
        .target(
            name: "ViewLintLSP",
            dependencies: ["ViewLintCore", "ViewLintCLI"],
            path: "Sources/ViewLintLSP"
        ),
        // Developer tools, not shipped in `viewlint`: the rule scaffolder, bless (every derived
        // file, including the `viewlint rules` snapshot, hence the CLI), the docs generator and
        // the tree dump.
        .target(
            name: "ViewLintDevTools",
            dependencies: ["ViewLintCore", "ViewLintCLI"],
            path: "Sources/ViewLintDevTools"
        ),
        .executableTarget(
            name: "viewlint",
            dependencies: ["ViewLintCLI", "ViewLintLSP"],
            path: "Sources/viewlint"
        ),
        .executableTarget(
            name: "viewlint-dev",
            dependencies: ["ViewLintCore", "ViewLintDevTools"],
            path: "Sources/viewlint-dev"
        ),
        .executableTarget(
            name: "viewlint-bench",
            dependencies: ["ViewLintCore", "ViewLintLSP"],
            path: "Sources/viewlint-bench"
        ),
        .executableTarget(
            name: "viewlint-fuzz",
            dependencies: ["ViewLintCore"],
            path: "Sources/viewlint-fuzz"
        ),
        // `swift package viewlint`: lints the package (plugin sources live under Sources/).
        .plugin(
            name: "ViewLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "viewlint", description: "Lint UIKit and SwiftUI code with viewlint"),
                permissions: []
            ),
            dependencies: ["viewlint"],
            path: "Sources/ViewLintCommandPlugin"
        ),
        // Build-tool plugin: lints a target's Swift files as part of its build.
        .plugin(
            name: "ViewLintBuildPlugin",
            capability: .buildTool(),
            dependencies: ["viewlint"],
            path: "Sources/ViewLintBuildPlugin"
        ),
        .testTarget(
            name: "ViewLintCoreTests",
            dependencies: ["ViewLintCore", "ViewLintCLI", "ViewLintDevTools", "ViewLintLSP"],
            path: "Tests/ViewLintCoreTests",
            exclude: ["Regressions", "Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
