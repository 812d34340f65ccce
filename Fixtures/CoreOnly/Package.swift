// swift-tools-version:6.0
import PackageDescription

// A program whose only dependency is the core, as an app that declares its families and uses generated names
// without fontconfig links it: `.ci/core` builds and runs it in debug and release.
let package = Package(
    name: "CoreOnly",
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "CoreOnly",
            dependencies: [.product(name: "FontFamilyKit", package: "FontFamily")]
        )
    ]
)
