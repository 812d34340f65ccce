import CFontconfig
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

/// Any PostScript name, for sizing faces of the catalog.
private struct PostScriptName: FontName {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let allCases: [PostScriptName] = []
}

/// The outputs for faces and fonts the catalog reads from real variable fonts (fontconfig and FreeType over the
/// variable fixtures): CSS, Pango and fontconfig text with the instances' exact coordinates.
@Suite struct VariableFontOutputTests {
    let catalog: FontCatalog

    init() throws {
        let directories = ["Variable", "VariableNames", "DuoSans/Variable"].map {
            PackagePaths.fixtures.appendingPathComponent($0).path
        }
        catalog = try FontCatalog(
            fonts: directories, includingSystemFonts: false, cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    /// `path` escaped as fontconfig escapes a `file` value: what `FcNameUnparse` writes for it.
    private func fontconfigFile(_ path: String) throws -> String {
        let pattern = try #require(FcPatternCreate())
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "file", path)
        let text = try #require(FcNameUnparse(pattern))
        defer { FcStrFree(text) }
        let unparsed = String(cString: text)
        #expect(unparsed.hasPrefix(":file="))
        return String(unparsed.dropFirst(":file=".count))
    }

    private func variableFont(_ fileName: String) throws -> VariableFont {
        try #require(catalog.variableFonts.first { $0.file.hasSuffix("/" + fileName) })
    }

    private func sized(_ face: FontFace) throws -> SizedFont {
        try FontCatalog(faces: [face]).font(PostScriptName(rawValue: face.postScriptName), size: 12)
    }

    @Test func aNamedInstanceSaysItsCoordinates() throws {
        let vary = try variableFont("VarySans[wght].ttf")
        let bold = try #require(catalog.face(postScriptName: "VarySans-Bold"))
        #expect(bold.kind == .namedInstance)
        let font = try catalog.font(PostScriptName(rawValue: "VarySans-Bold"), size: 12)
        #expect(font.cssDeclarations == "font: 700 12px \"Vary Sans\"; font-variation-settings: \"wght\" 700")
        #expect(font.pangoDescription == "Vary Sans Bold 12 @wght=700")
        #expect(
            bold.fontconfigPattern
                == "Vary Sans:style=Bold:file=\(try fontconfigFile(vary.file)):index=262144:fontvariations=wght\\=700")
    }

    @Test func aPointOfTheDesignSpaceSaysItsCoordinates() throws {
        let vary = try variableFont("VarySans[wght].ttf")
        let face = vary.face(at: [.weight: 650])
        #expect(face.kind == .variable)
        #expect(face.postScriptName == "VarySans_650wght")
        let font = try sized(face)
        #expect(font.cssDeclarations == "font: 650 12px \"Vary Sans\"; font-variation-settings: \"wght\" 650")
        #expect(font.pangoDescription == "Vary Sans weight=650 12 @wght=650")
        #expect(
            face.fontconfigPattern
                == "Vary Sans:file=\(try fontconfigFile(vary.file)):index=0:fontvariations=wght\\=650:variable=True")
        let clamped = try sized(vary.face(at: [.weight: 1200.5]))
        #expect(clamped.pangoDescription == "Vary Sans Heavy 12 @wght=900")
    }

    @Test func everyAxisOfAnInstanceIsWritten() throws {
        let prefix = try variableFont("PrefixSans[wdth,wght].ttf")
        let condensedBold = try #require(prefix.namedInstances.first { $0.style == "Condensed Bold" })
        let font = try sized(condensedBold)
        #expect(
            font.cssDeclarations
                == "font: 700 condensed 12px \"Prefix Sans\"; font-variation-settings: \"wght\" 700, \"wdth\" 75, \"GRAD\" 0"
        )
        #expect(font.pangoDescription == "Prefix Sans Bold Condensed 12 @wght=700,wdth=75,GRAD=0")
    }

    @Test func fontFaceRulesDescribeEachFile() throws {
        let vary = try variableFont("VarySans[wght].ttf")
        let directory = PackagePaths.fixtures.appendingPathComponent("Variable").path
        #expect(
            vary.cssFontFaceRule()
                == """
                @font-face {
                  font-family: "Vary Sans";
                  src: url("file://\(directory)/VarySans%5Bwght%5D.ttf") format("truetype") tech(variations);
                  font-weight: 100 900;
                }
                """)
        let prefix = try variableFont("PrefixSans[wdth,wght].ttf")
        #expect(
            prefix.cssFontFaceRule(url: "/fonts/PrefixSans.woff2")
                == """
                @font-face {
                  font-family: "Prefix Sans";
                  src: url("/fonts/PrefixSans.woff2") format("woff2") tech(variations);
                  font-weight: 100 900;
                  font-stretch: 75% 100%;
                }
                """)
        // Duo Sans: an upright and an italic file of one family, the italic one without an axis for it.
        let roman = try variableFont("DuoSans-Roman[wght].ttf")
        let italic = try variableFont("DuoSans-Italic[wght].ttf")
        #expect(!roman.cssFontFaceRule(url: "DuoSans-Roman.ttf").contains("font-style"))
        #expect(
            italic.cssFontFaceRule(url: "DuoSans-Italic.ttf")
                == """
                @font-face {
                  font-family: "Duo Sans";
                  src: url("DuoSans-Italic.ttf") format("truetype") tech(variations);
                  font-weight: 100 900;
                  font-style: italic;
                }
                """)
    }
}
