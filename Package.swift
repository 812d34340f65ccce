// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FontFamily",
    products: [
        .library(name: "FontFamilyKit", targets: ["FontFamilyKit"]),
        .library(name: "FontFamilyTesting", targets: ["FontFamilyTesting"]),
        .executable(name: "fontfamily-dump", targets: ["fontfamily-dump"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"])]
        ),
        .target(name: "FontFamilyKit", dependencies: ["CFontconfig"]),
        .target(name: "FontFamilyTesting", dependencies: ["FontFamilyKit"]),
        .target(name: "CommandLineOptions", dependencies: ["FontFamilyKit"]),
        .executableTarget(name: "fontfamily-dump", dependencies: ["FontFamilyKit", "CommandLineOptions"]),

        // Test support and tooling: not part of any library product.
        .target(name: "FixtureFontWriter"),
        .target(name: "TestSupport", dependencies: ["FontFamilyKit", "FixtureFontWriter"]),
        .executableTarget(name: "fontfamily-fixtures", dependencies: ["FixtureFontWriter", "CommandLineOptions"]),
        .executableTarget(
            name: "fontfamily-bench",
            dependencies: ["FontFamilyKit", "FixtureFontWriter", "CFontconfig", "CommandLineOptions"]
        ),

        .testTarget(
            name: "FontFamilyKitTests",
            dependencies: ["FontFamilyKit", "FixtureFontWriter", "TestSupport"]
        ),
        .testTarget(
            name: "FontFamilyTestingTests",
            dependencies: ["FontFamilyTesting", "FontFamilyKit", "TestSupport"]
        ),
        .testTarget(
            name: "FontFamilyDumpTests",
            dependencies: ["fontfamily-dump", "FontFamilyKit", "TestSupport"]
        ),
        .testTarget(name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions"]),
    ],
    swiftLanguageModes: [.v6]
)
