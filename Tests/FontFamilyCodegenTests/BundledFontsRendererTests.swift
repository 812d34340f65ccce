import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen

@Suite struct BundledFontsRendererTests {
    /// What SwiftPM generates for a target with resources, as far as the generated file uses it.
    static let bundleAccessor = "import Foundation\n\nextension Bundle {\n    static let module = Bundle.main\n}\n"

    @Test func enumsAndTheCatalogOfTheBundledFiles() throws {
        let faces = CodegenFixtures.sourceSansPro.filter { $0.weight == .semiBold }
        let source = BundledFontsRenderer.source(
            for: FontCatalog(faces: faces).families,
            bundlePaths: ["Fonts/SourceSansPro-Semibold.ttf", "SourceSansPro-SemiboldIt.ttf"],
            includingCatalog: true
        )
        #expect(
            CodegenFixtures.unmarked(source) == """
                // From the target's font files. Each case's raw value is the PostScript name of a bundled face.

                import FontFamilyCatalog
                import FontFamilyKit
                import Foundation

                /// Source Sans Pro, 2 faces.
                enum SourceSansPro: String, FontName {
                    case semibold = "SourceSansPro-Semibold"
                    case semiboldItalic = "SourceSansPro-SemiboldIt"
                }

                extension FontCatalog {
                    /// The target's font files, relative to its resource bundle.
                    static let bundledFontPaths: [String] = [
                        "Fonts/SourceSansPro-Semibold.ttf",
                        "SourceSansPro-SemiboldIt.ttf",
                    ]

                    /// The target's bundled fonts (from `Bundle.module`) together with the system fonts, or alone.
                    ///
                    /// - Parameters:
                    ///   - includingSystemFonts: Whether the system fonts are listed as well; `false` for the bundled fonts
                    ///     alone, as a test that must not depend on the machine wants them.
                    ///   - cacheDirectory: Where fontconfig writes caches it lacks; by default the user's fontconfig cache.
                    static func bundled(
                        includingSystemFonts: Bool = true,
                        cacheDirectory: String? = nil
                    ) throws -> FontCatalog {
                        let resources = Bundle.module.resourceURL ?? Bundle.module.bundleURL
                        return try FontCatalog(
                            fonts: bundledFontPaths.map { resources.appendingPathComponent($0).path },
                            includingSystemFonts: includingSystemFonts,
                            cacheDirectory: cacheDirectory
                        )
                    }
                }

                """
        )
        try SwiftTypechecker.typecheck([
            "GeneratedFontNames.swift": source,
            "Bundle+Module.swift": Self.bundleAccessor,
            "Use.swift":
                "import FontFamilyCatalog\n\nlet catalog = try? FontCatalog.bundled(includingSystemFonts: false)\n",
        ])
    }

    /// A target without font files may have no resource bundle: the file must compile without `Bundle.module`.
    @Test func noFontFilesGiveAnEmptyListAndNoBundle() throws {
        let source = BundledFontsRenderer.source(for: [], bundlePaths: [], includingCatalog: true)
        #expect(
            CodegenFixtures.unmarked(source) == """
                // From the target's font files. Each case's raw value is the PostScript name of a bundled face.

                import FontFamilyCatalog
                import FontFamilyKit
                import Foundation

                extension FontCatalog {
                    /// The target's font files, relative to its resource bundle.
                    static let bundledFontPaths: [String] = []

                    /// The target's bundled fonts (from `Bundle.module`) together with the system fonts, or alone.
                    ///
                    /// - Parameters:
                    ///   - includingSystemFonts: Whether the system fonts are listed as well; `false` for the bundled fonts
                    ///     alone, as a test that must not depend on the machine wants them.
                    ///   - cacheDirectory: Where fontconfig writes caches it lacks; by default the user's fontconfig cache.
                    static func bundled(
                        includingSystemFonts: Bool = true,
                        cacheDirectory: String? = nil
                    ) throws -> FontCatalog {
                        return try FontCatalog(
                            fonts: [],
                            includingSystemFonts: includingSystemFonts,
                            cacheDirectory: cacheDirectory
                        )
                    }
                }

                """
        )
        try SwiftTypechecker.typecheck(source + "let catalog = try? FontCatalog.bundled()\n")
    }

    /// A target that depends on `FontFamilyKit` alone gets the enums and no catalog helper: the file compiles where
    /// fontconfig does not exist, and the helper is not there to call.
    @Test func withoutTheCatalogTheEnumsImportTheCoreAlone() throws {
        let faces = CodegenFixtures.sourceSansPro.filter { $0.weight == .semiBold }
        let source = BundledFontsRenderer.source(
            for: FontCatalog(faces: faces).families, bundlePaths: ["Fonts/SourceSansPro-Semibold.ttf"],
            includingCatalog: false)
        #expect(
            CodegenFixtures.unmarked(source) == """
                // From the target's font files. Each case's raw value is the PostScript name of a bundled face.

                import FontFamilyKit

                /// Source Sans Pro, 2 faces.
                enum SourceSansPro: String, FontName {
                    case semibold = "SourceSansPro-Semibold"
                    case semiboldItalic = "SourceSansPro-SemiboldIt"
                }

                """
        )
        try SwiftTypechecker.typecheckAgainstCore([
            "GeneratedFontNames.swift": source,
            "Use.swift": "let name: String = SourceSansPro.semiboldItalic.rawValue\n",
        ])
        let helper = "let catalog = try? FontCatalog.bundled()\n"
        #expect(throws: SwiftTypechecker.Failure.self) {
            try SwiftTypechecker.typecheckAgainstCore(["GeneratedFontNames.swift": source, "Use.swift": helper])
        }
    }

    /// In a package where another target depends on the catalog, SwiftPM builds `FontFamilyCatalog` into the build
    /// directory that a core-only target also reads: `canImport(FontFamilyCatalog)` is then true there, but importing
    /// the module fails for want of its C modules. A core-only target's file names no module but the core.
    @Test func aCoreOnlyTargetCompilesBesideACatalogBuiltForAnotherTarget() throws {
        let faces = CodegenFixtures.sourceSansPro.filter { $0.weight == .semiBold }
        let families = FontCatalog(faces: faces).families
        let coreOnly = BundledFontsRenderer.source(for: families, bundlePaths: [], includingCatalog: false)
        let builtForOthers = ["FontFamilyCatalog", "StringDistance"]
        try SwiftTypechecker.typecheckAgainstCore(
            ["GeneratedFontNames.swift": coreOnly, "Use.swift": "let name = SourceSansPro.semibold.rawValue\n"],
            builtForOthers: builtForOthers)
        // The catalog's file, there, fails as the old `#if canImport(FontFamilyCatalog)` did: the module is found and
        // cannot be loaded.
        let withCatalog = BundledFontsRenderer.source(for: families, bundlePaths: [], includingCatalog: true)
        let failure = #expect(throws: SwiftTypechecker.Failure.self) {
            try SwiftTypechecker.typecheckAgainstCore(
                ["GeneratedFontNames.swift": withCatalog], builtForOthers: builtForOthers)
        }
        #expect(failure?.diagnostics.contains("missing required modules: 'CFontconfig', 'CFreeType'") == true)
    }

    @Test func bundlePathsAreSwiftLiterals() throws {
        let source = BundledFontsRenderer.source(
            for: [], bundlePaths: [#"Fonts/"Quoted" \ Sans.ttf"#], includingCatalog: true)
        #expect(source.contains(#"        "Fonts/\"Quoted\" \\ Sans.ttf","# + "\n"))
        try SwiftTypechecker.typecheck([
            "GeneratedFontNames.swift": source, "Bundle+Module.swift": Self.bundleAccessor,
            "Use.swift": "import FontFamilyCatalog\n\n"
                + #"let paths = FontCatalog.bundledFontPaths == ["Fonts/\"Quoted\" \\ Sans.ttf"]"# + "\n",
        ])
    }
}
