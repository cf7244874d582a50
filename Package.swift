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
        // The language server (`viewlint lsp`); the core never depends on it.
        .target(
            name: "ViewLintLSP",
            dependencies: ["ViewLintCore"],
            path: "Sources/ViewLintLSP"
        ),
        .executableTarget(
            name: "viewlint",
            dependencies: ["ViewLintCore", "ViewLintLSP"],
            path: "Sources/viewlint"
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
            dependencies: ["ViewLintCore", "ViewLintLSP"],
            path: "Tests/ViewLintCoreTests",
            exclude: ["Regressions", "Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
