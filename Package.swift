// swift-tools-version:6.0
import PackageDescription

/// The library targets import only what they use, and nothing they import leaks into their users' code
/// (SE-0409, SE-0444).
let librarySettings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// Test targets see a member only where its module is imported (SE-0444), as the library targets do.
let testSettings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "FontFamily",
    products: [
        .library(name: "FontFamilyKit", targets: ["FontFamilyKit"]),
        .library(name: "FontFamilyCatalog", targets: ["FontFamilyCatalog"]),
        .library(name: "FontFamilyTesting", targets: ["FontFamilyTesting"]),
        // Tooling for build scripts: code generation and the lint as libraries; an app links neither.
        .library(name: "FontFamilyCodegen", targets: ["FontFamilyCodegen"]),
        .library(name: "FontFamilyLint", targets: ["FontFamilyLint"]),
        .executable(name: "fontfamily-dump", targets: ["fontfamily-dump"]),
        .plugin(name: "FontFamilyPlugin", targets: ["FontFamilyPlugin"]),
        .plugin(name: "GenerateFontNames", targets: ["GenerateFontNames"]),
        .plugin(name: "LintFontNames", targets: ["LintFontNames"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"]), .brew(["fontconfig"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        // glibc's `malloc_trim`, with which the command-line tool gives back what a lint's scan let go.
        .systemLibrary(name: "CMalloc"),
        // core: the model values, descriptors and their naming rules, the Dynamic Type tables. The standard library
        // alone, so generated code and declarations compile wherever Swift does.
        .target(name: "FontFamilyKit", swiftSettings: librarySettings),
        // Edit distances for suggestions: the catalog's names and the command line's options.
        .target(name: "StringDistance", swiftSettings: librarySettings),
        // catalog: fontconfig and FreeType's fonts, resolution, diagnoses, sizing on faces, icon glyph checks.
        .target(
            name: "FontFamilyCatalog", dependencies: ["FontFamilyKit", "StringDistance", "CFontconfig", "CFreeType"],
            swiftSettings: librarySettings),
        .target(
            name: "FontFamilyTesting", dependencies: ["FontFamilyKit", "FontFamilyCatalog"],
            swiftSettings: librarySettings),
        // Tooling, never linked by an app that only resolves: the language front-ends, code generation and the safe
        // writer, the lint, and the command's declaration and run.
        .target(name: "FontFamilySyntax", dependencies: ["FontFamilyKit"], swiftSettings: librarySettings),
        .target(
            name: "FontFamilyCodegen", dependencies: ["FontFamilyKit", "FontFamilyCatalog", "FontFamilySyntax"],
            swiftSettings: librarySettings),
        .target(
            name: "FontFamilyLint",
            dependencies: [
                "FontFamilyKit", "FontFamilyCatalog", "FontFamilyCodegen", "FontFamilySyntax", "StringDistance",
            ],
            swiftSettings: librarySettings),
        .target(
            name: "CommandLineOptions", dependencies: ["FontFamilyKit", "StringDistance"],
            swiftSettings: librarySettings),
        .target(
            name: "FontFamilyCommand",
            dependencies: [
                "FontFamilyKit", "FontFamilyCatalog", "FontFamilyCodegen", "FontFamilyLint", "CommandLineOptions",
                "CMalloc",
            ],
            swiftSettings: librarySettings),
        .executableTarget(name: "fontfamily-dump", dependencies: ["FontFamilyCommand", "CommandLineOptions"]),
        .executableTarget(
            name: "fontfamily-plugin-tool",
            dependencies: ["FontFamilyKit", "FontFamilyCatalog", "FontFamilyCodegen", "CommandLineOptions"]),
        .plugin(
            name: "FontFamilyPlugin",
            capability: .buildTool(),
            dependencies: ["fontfamily-plugin-tool"],
            path: "Sources/FontFamilyPlugin"
        ),
        .plugin(
            name: "GenerateFontNames",
            capability: .command(
                intent: .custom(
                    verb: "generate-font-names",
                    description: "Writes fontfamily-dump's names enums for installed fonts to --output PATH"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated font names to the file given by --output")
                ]
            ),
            dependencies: ["fontfamily-dump"],
            path: "Sources/GenerateFontNames"
        ),
        .plugin(
            name: "LintFontNames",
            capability: .command(
                intent: .custom(
                    verb: "lint-font-names",
                    description: "Checks every font name the package's sources spell out against the installed fonts"
                )
            ),
            dependencies: ["fontfamily-dump"],
            path: "Sources/LintFontNames"
        ),

        // Test support and tooling: not part of any library product.
        .target(name: "FixtureFontWriter"),
        // What tests of the core need (sample families, paths, a compiler run) apart from what needs fontconfig, so the
        // core's tests build without the catalog.
        .target(name: "CoreTestSupport", dependencies: ["FontFamilyKit"]),
        .target(name: "TestSupport", dependencies: ["CoreTestSupport", "FontFamilyCatalog", "FixtureFontWriter"]),
        .executableTarget(name: "fontfamily-fixtures", dependencies: ["FixtureFontWriter", "CommandLineOptions"]),
        // What the lint's readers find, for CI's differential check against the compilers' own front-ends
        // (`.ci/readers`).
        .executableTarget(
            name: "fontfamily-reader-sites",
            dependencies: ["FontFamilyCodegen", "FontFamilyLint", "FontFamilySyntax"]),
        .executableTarget(
            name: "fontfamily-bench",
            dependencies: [
                "FontFamilyCatalog", "FontFamilyCodegen", "FixtureFontWriter", "TestSupport", "CFontconfig",
                "CommandLineOptions",
            ]
        ),

        // One test target per library module, depending on that module, what it depends on and the test support only,
        // so that the compiler checks the layers in the tests too; FontFamilyDumpTests runs the built tools end to end
        // and holds the checks that cross modules (documentation claims, fuzz regressions).
        .testTarget(
            name: "FontFamilyKitTests", dependencies: ["FontFamilyKit", "CoreTestSupport"], swiftSettings: testSettings),
        .testTarget(name: "StringDistanceTests", dependencies: ["StringDistance"], swiftSettings: testSettings),
        .testTarget(
            name: "FontFamilySyntaxTests", dependencies: ["FontFamilySyntax", "FontFamilyKit", "CoreTestSupport"],
            swiftSettings: testSettings),
        .testTarget(
            name: "FontFamilyCatalogTests",
            dependencies: [
                "FontFamilyCatalog", "FontFamilyKit", "StringDistance", "CFontconfig", "CFreeType", "TestSupport",
                "FixtureFontWriter",
            ],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "FontFamilyCodegenTests",
            dependencies: [
                "FontFamilyCodegen", "FontFamilyCatalog", "FontFamilySyntax", "FontFamilyKit", "CFontconfig",
                "TestSupport", "FixtureFontWriter",
            ],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "FontFamilyLintTests",
            dependencies: [
                "FontFamilyLint", "FontFamilyCodegen", "FontFamilyCatalog", "FontFamilySyntax", "FontFamilyKit",
                "StringDistance", "TestSupport", "FixtureFontWriter",
            ],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "FontFamilyTestingTests",
            dependencies: ["FontFamilyTesting", "FontFamilyCatalog", "FontFamilyKit", "TestSupport"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "FontFamilyDumpTests",
            dependencies: [
                "fontfamily-dump", "fontfamily-plugin-tool", "FontFamilyKit", "FontFamilyCatalog", "FontFamilySyntax",
                "FontFamilyCodegen", "FontFamilyLint", "TestSupport", "FixtureFontWriter",
            ]
        ),
        .testTarget(name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions", "CoreTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (`.ci/fuzz`): declared only when FONTFAMILY_FUZZ=1, so a plain `swift build` or `swift test` never
// builds them or needs libFuzzer. Each is one libFuzzer executable under Tests/Fuzz, its seeds in Fixtures/Fuzz.
if Context.environment["FONTFAMILY_FUZZ"] == "1" {
    package.targets.append(
        .target(
            name: "FuzzSupport",
            dependencies: ["FontFamilyKit", "FontFamilyCatalog", "FontFamilyCodegen", "TestSupport"],
            path: "Tests/Fuzz/FuzzSupport"))
    let fuzzTargets = [
        "fuzz-css-scanner", "fuzz-iconfont-json", "fuzz-codepoints", "fuzz-swift-codegen", "fuzz-family-inference",
        "fuzz-model-names", "fuzz-json-renderer", "fuzz-catalog-fonts", "fuzz-cli-arguments", "fuzz-lint-scanners",
        "fuzz-info-plist", "fuzz-platform-list", "fuzz-lint-tree", "fuzz-lint-fix", "fuzz-baseline",
        "fuzz-swift-tokens",
    ]
    for name in fuzzTargets {
        package.targets.append(
            .executableTarget(
                name: name,
                dependencies: [
                    "FontFamilyKit", "FontFamilyCatalog", "FontFamilyCodegen", "FontFamilyLint", "FontFamilySyntax",
                    "FontFamilyCommand", "StringDistance", "TestSupport", "FuzzSupport", "CommandLineOptions",
                ],
                path: "Tests/Fuzz/\(name)"
            ))
    }
}
