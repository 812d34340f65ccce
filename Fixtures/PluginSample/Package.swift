// swift-tools-version:6.0
import PackageDescription

// A package as a user writes it: FontFamilyPlugin generates the names of the fonts the executable bundles.
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
        .testTarget(
            name: "PluginSampleTests",
            dependencies: ["PluginSample", .product(name: "FontFamilyTesting", package: "FontFamily")]
        ),
    ]
)
