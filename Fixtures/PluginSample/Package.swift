// swift-tools-version:6.0
import PackageDescription

// A package as a user writes it: FontFamilyPlugin generates the names of the fonts each executable bundles.
let package = Package(
    name: "PluginSample",
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PluginSample",
            dependencies: [.product(name: "FontFamilyCatalog", package: "FontFamily")],
            resources: [.copy("Fonts"), .process("SourceSansPro-Bold.ttf"), .process("Credits.txt")],
            plugins: [.plugin(name: "FontFamilyPlugin", package: "FontFamily")]
        ),
        // Beside it a target that depends on the core alone: the plugin gives it the enums without the catalog,
        // whichever target is built first.
        .executableTarget(
            name: "CoreOnlyNames",
            dependencies: [.product(name: "FontFamilyKit", package: "FontFamily")],
            resources: [.copy("Papyrus.ttf")],
            plugins: [.plugin(name: "FontFamilyPlugin", package: "FontFamily")]
        ),
        .testTarget(
            name: "PluginSampleTests",
            dependencies: ["PluginSample", .product(name: "FontFamilyTesting", package: "FontFamily")]
        ),
    ]
)
