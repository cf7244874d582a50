// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "viewlint",
    products: [
        .executable(name: "viewlint", targets: ["viewlint"]),
        .library(name: "ViewLintCore", targets: ["ViewLintCore"]),
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
            path: "Sources/ViewLintCore",
            swiftSettings: [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))]
        ),
        .executableTarget(
            name: "viewlint",
            dependencies: ["ViewLintCore"],
            path: "Sources/viewlint"
        ),
        .executableTarget(
            name: "viewlint-bench",
            dependencies: ["ViewLintCore"],
            path: "Sources/viewlint-bench",
            swiftSettings: [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))]
        ),
        .executableTarget(
            name: "viewlint-fuzz",
            dependencies: ["ViewLintCore"],
            path: "Sources/viewlint-fuzz"
        ),
        .testTarget(
            name: "ViewLintCoreTests",
            dependencies: ["ViewLintCore"],
            path: "Tests/ViewLintCoreTests",
            exclude: ["Regressions"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
