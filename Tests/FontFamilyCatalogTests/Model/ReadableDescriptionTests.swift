import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Every public value a user may print reads as a sentence fragment with labels, font and user text escaped, and
/// paths whole.
@Suite struct ReadableDescriptionTests {
    /// A path longer than ``DisplayText/maximumLength``, which a description must never shorten.
    static let longPath = "/var/app/Resources/Fonts/" + String(repeating: "nested/", count: 10) + "GillSans.ttf"

    @Test func aFaceFromTheCatalogNamesEveryPropertyAndItsWholeFile() throws {
        let catalog = try FixtureCatalog.standard()
        let face = try #require(catalog.face(postScriptName: "GillSans-SemiBold"))
        #expect(
            "\(face)"
                == "FontFace(GillSans-SemiBold, family Gill Sans, style SemiBold, weight 600, width 100%, upright, "
                + "TrueType, file \(PackagePaths.fixtureFonts.path)/GillSans-SemiBold.ttf)")
    }

    @Test func aFaceShowsItsIndexAndNamedInstanceOnlyWhenSet() {
        let face = FontFace(
            postScriptName: "Bad\u{202E}Name", familyNames: [LocalizedName("Hostile\u{7}")],
            styleNames: [LocalizedName("Bold Italic")], weight: 700, slant: .italic, width: .condensed,
            file: Self.longPath, index: 2, namedInstance: 3, format: .web)
        #expect(
            face.description
                == "FontFace(Bad\\u{202E}Name, family Hostile\\u{7}, style Bold Italic, weight 700, width 75%, italic, "
                + "web font, file \(Self.longPath) (face 2, named instance 3))")
        #expect(
            FontFormat.allCases.map(\.description) == ["TrueType", "OpenType", "Type 1", "web font", "bitmap", "other"])
    }

    @Test func aCatalogCountsFacesFamiliesDuplicatesAndSkippedFiles() throws {
        let regular = FontFace(postScriptName: "A-Regular", family: "A", style: "Regular", file: "/fonts/A.ttf")
        let copy = FontFace(
            postScriptName: "A-Regular", family: "A", style: "Regular", file: "/fonts/A.woff2", format: .web)
        let bold = FontFace(postScriptName: "A-Bold", family: "A", style: "Bold", weight: .bold, file: "/fonts/A-B.ttf")
        let catalog = FontCatalog(
            faces: [regular, copy, bold], skippedFiles: [SkippedFontFile(path: Self.longPath, reason: "empty file")])
        #expect(catalog.description == "FontCatalog(2 faces in 1 family, 1 duplicate face, 1 skipped file)")
        #expect(FontCatalog(faces: [bold]).description == "FontCatalog(1 face in 1 family)")
        #expect(catalog.skippedFiles.map(\.description) == ["\(Self.longPath): empty file"])
        #expect(
            catalog.family(named: "A")?.description == "Family(A, 2 faces: A-Regular, A-Bold)")
    }

    @Test func aCatalogFamilyListsItsFaces() throws {
        let catalog = try FixtureCatalog.standard()
        #expect(
            catalog.family(named: "Zen Old Mincho")?.description
                == "Family(Zen Old Mincho, 2 faces: ZenOldMincho-Regular, ZenOldMincho-Bold)")
        #expect(
            catalog.systemFont(.sansSerif)?.description == "SystemFont(sans-serif: Damascus, weights 400, 700)")
    }

    @Test func descriptorsAndDeclaredFacesAreLabelled() {
        #expect(
            FontFamily.zenOldMincho.description
                == "FontFamily(ZenOldMincho, 2 faces: ZenOldMincho-Regular, ZenOldMincho-Bold)")
        #expect(FontFamily("Empty", weights: [:]).description == "FontFamily(Empty, 0 faces)")
        let italic = FontFamily.sourceSansPro.faces.first { $0.postScriptName == "SourceSansPro-It" }
        #expect(italic?.description == "SourceSansPro-It (weight 400, width 100%, italic)")
    }

    @Test func aStyledFamilyShowsItsScaleMappingAndCascade() {
        let styled = StyledFamily(
            .gillSans,
            typeScale: TypeScale(sizes: [.body: 17, .headline: 18], maximumSize: 28),
            boldTextMapping: BoldTextMapping(overrides: [.bold: .bold, .regular: .semiBold]),
            cascade: ["Damascus", "Papyrus"]
        )
        #expect(
            styled.description
                == "StyledFamily(GillSans, TypeScale(headline 18 pt, body 17 pt, other styles from Apple's iOS table; "
                + "scaled by Apple's iOS table; at most 28 pt), BoldTextMapping(400 → 600, 700 → 700, other weights "
                + "+300, up to 900), cascade: Damascus, Papyrus)")
        #expect(
            StyledFamily(.zenOldMincho).description
                == "StyledFamily(ZenOldMincho, TypeScale(sizes from Apple's iOS table; scaled by Apple's iOS table), "
                + "BoldTextMapping(each weight +300, up to 900), cascade: none)")
    }

    @Test func aTypeScaleNamesItsResizerCategoryAndLimits() {
        let restrained = FontResizer(name: "restrained") { _, base in base }
        let scale = TypeScale(
            sizes: [.body: 16], resizer: restrained, overrideCategory: .small, minimumSize: 12, maximumSize: 20.5)
        #expect(
            scale.description
                == "TypeScale(body 16 pt, other styles from Apple's iOS table; scaled by the resizer 'restrained'; "
                + "always at category small; at least 12 pt; at most 20.5 pt)")
        #expect(restrained.description == "FontResizer(restrained)")
        #expect(FontResizer { _, base in base }.description == "FontResizer(unnamed)")
    }

    @Test func iconGlyphsAndMetadataNameWhatTheyHold() {
        let remove = IconGlyph(name: "remove", unicode: "\u{F00D}", aliases: ["close", "times"])
        #expect(remove.description == "IconGlyph(remove, U+F00D, aliases: close, times)")
        let close = IconGlyph(name: "close", unicode: "\u{E601}", label: "关闭")
        #expect(close.description == "IconGlyph(close, U+E601, label: 关闭)")
        let metadata = IconMetadata(source: Self.longPath + ".css", fontFamily: "FontAwesome", glyphs: [remove])
        #expect(
            metadata.description == "IconMetadata(\(Self.longPath).css, font family FontAwesome, 1 glyph, 3 names)")
        #expect(
            IconMetadata(source: "codepoints", glyphs: [remove, close]).description
                == "IconMetadata(codepoints, 2 glyphs, 4 names)")
    }

    @Test func resolutionsShowTheWholeFile() {
        let face = FontFace(postScriptName: "GillSans", family: "Gill Sans", style: "Regular", file: Self.longPath)
        #expect(FontResolution.exact(face).description == "exact: GillSans (\(Self.longPath))")
    }
}
