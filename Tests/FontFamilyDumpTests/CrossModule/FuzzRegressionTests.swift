import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

/// The inputs the fuzz targets (`.ci/fuzz`) found, kept as `regression-*` files among their seeds in
/// `Fixtures/Fuzz/<target>/`: each one is replayed here with the exact result it must give.
@Suite struct FuzzRegressionTests {
    private static let fuzzFixtures = PackagePaths.fixtures.appendingPathComponent("Fuzz")

    private func input(_ target: String, _ name: String) throws -> String {
        try String(
            contentsOf: Self.fuzzFixtures.appendingPathComponent(target).appendingPathComponent(name), encoding: .utf8)
    }

    /// Every regression input has its test below: a new one without a test fails here.
    @Test func everyRegressionInputIsTested() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.fuzzFixtures.path)
        var found: Set<String> = []
        for target in targets where !target.hasSuffix(".dict") {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: Self.fuzzFixtures.appendingPathComponent(target).path)
            for file in files where file.hasPrefix("regression-") { found.insert("\(target)/\(file)") }
        }
        #expect(
            found == [
                // Replayed by LintBaselineTests, in the lint's own test target.
                "fuzz-baseline/regression-control-in-rule.json",
                "fuzz-catalog-fonts/regression-fontconfig-overlap.ttf",
                "fuzz-css-scanner/regression-trailing-backslash.css",
                "fuzz-family-inference/regression-control-in-name",
                "fuzz-iconfont-json/regression-line-break-in-name.json",
                "fuzz-iconfont-json/regression-out-of-range-number.json",
                // Replayed by InfoPlistLintTests, in the lint's own test target.
                "fuzz-info-plist/regression-nested-arrays.plist",
                "fuzz-json-renderer/regression-large-index",
                "fuzz-model-names/regression-line-break-in-name",
                "fuzz-model-names/regression-nan",
            ])
    }

    /// A number no Double holds (`1e400`), in a field the parser never reads, does not stop the glyphs: the package's
    /// JSON reader reads the file where Foundation's refused it, and the fuzz target's reference now only counts where
    /// Foundation reads the text.
    @Test func anOutOfRangeNumberInAnUnreadFieldKeepsTheGlyphs() throws {
        let metadata = try IconMetadata(
            parsing: try input("fuzz-iconfont-json", "regression-out-of-range-number.json"), source: "iconfont.json")
        #expect(metadata.glyphs.count == 2)
        #expect(metadata.glyphs.last == IconGlyph(name: "v", unicode: "\u{D80}"))
    }

    /// A backslash as the stylesheet's last character ended a rule's body past the end of the text (an index out of
    /// range); the rules before it still count.
    @Test func cssEndingInABackslashKeepsTheRulesBeforeIt() throws {
        let metadata = try IconMetadata(
            parsing: try input("fuzz-css-scanner", "regression-trailing-backslash.css"), source: "icons.css")
        #expect(metadata.glyphs == [IconGlyph(name: "x", unicode: "\u{E900}")])
    }

    /// A PostScript name with a control character reached the inference failure's message raw, breaking its line.
    @Test func inferenceFailureEscapesNames() throws {
        let faces = FaceList.faces(in: try input("fuzz-family-inference", "regression-control-in-name"))
        let family = try #require(FontCatalog(faces: faces).family(named: "Source Sans Pro"))
        let failure = #expect(throws: FontFamily.InferenceFailure.self) { try FontFamily.inferred(from: family) }
        #expect(
            failure?.description
                == #"Source Sans Pro: Faces of one width have different base names (\u{B}SourceSansPro, SourceSansPro)."#
        )
    }

    /// `FontWeight(.nan)` and `FontWidth(.nan)` kept NaN, outside every documented range and unequal to itself.
    @Test func notANumberIsRegularWeightAndNormalWidth() throws {
        let number = try #require(Double(try input("fuzz-model-names", "regression-nan")))
        #expect(FontWeight(number) == .regular)
        #expect(FontWidth(number) == .normal)
    }

    /// A name with a line break reached the unknown-name error's message raw, breaking its line.
    @Test func unknownNameErrorEscapesTheInput() throws {
        let name = try input("fuzz-model-names", "regression-line-break-in-name")
        let error = #expect(throws: UnknownNameError.self) { try TextStyle(parsing: name) }
        #expect(
            error?.description
                == #"unknown text style '600\u{A}'; expected one of: largeTitle, title1, title2, title3, headline, body, "#
                + "callout, subheadline, footnote, caption1, caption2")
        #expect(error?.input == "600\n")
    }

    /// A face index above 2^53 went through `Double` and came out of the JSON as a neighbouring number.
    @Test func jsonKeepsEveryDigitOfIndexAndInstance() throws {
        let faces = FaceList.faces(in: try input("fuzz-json-renderer", "regression-large-index"))
        let json = JSONRenderer.json(for: FontCatalog(faces: faces).families)
        #expect(json.contains("\"index\": 9007199254740993,\n"))
        #expect(json.contains("\"namedInstance\": -5,\n"))
    }

    /// A glyph name with a line break reached the icon metadata error's message raw, breaking its line.
    @Test func iconMetadataErrorEscapesGlyphNames() throws {
        let text = try input("fuzz-iconfont-json", "regression-line-break-in-name.json")
        let error = #expect(throws: IconMetadataError.self) { try IconMetadata(parsing: text, source: "iconfont.json") }
        #expect(
            error?.description
                == #"'iconfont.json' gives 'x\u{A}y' unicode "e600" but unicode_decimal 85814 (U+14F36); "#
                + "download the file again from iconfont.cn")
    }

    /// A broken font on which fontconfig's own query copies overlapping memory (AddressSanitizer's report, suppressed
    /// in `.ci/fuzz.supp`): the catalog still loads the five faces of this mutated
    /// variable font.
    @Test func brokenFontThatFontconfigMisreadsStillLoads() throws {
        let path = Self.fuzzFixtures.appendingPathComponent("fuzz-catalog-fonts/regression-fontconfig-overlap.ttf").path
        let catalog = try FontCatalog(fonts: [path], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.allFaces.map(\.file) == Array(repeating: path, count: 5))
        #expect(catalog.allFaces.map(\.postScriptName) == Array(repeating: "Vary-Sans", count: 5))
    }
}
