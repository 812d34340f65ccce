import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// The names suggested for a typo, on real fontconfig over fixture fonts: fontconfig's spelling of variable
/// instances is suggested, a swap of two letters is one edit, and a nearer name of another family is found.
@Suite struct TypoSuggestionTests {
    /// The suggestions of `name`'s diagnosis, or `nil` when it is diagnosed otherwise.
    private func suggestions(_ name: String, in catalog: FontCatalog) -> [String]? {
        guard case .notInstalled(let suggestions)? = catalog.diagnose(postScriptName: name)?.problem else {
            return nil
        }
        return suggestions
    }

    /// A catalog of `fonts` written into a temporary directory, which `body` gets; the directory is removed after.
    private func withCatalog(_ fonts: [FixtureFont], _ body: (FontCatalog) throws -> Void) throws {
        let directory = try FixtureCatalog.directory(with: fonts)
        defer { FixtureCatalog.remove(directory) }
        try body(try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory))
    }

    /// Duo Sans installed as static files and as variable files: each variable instance is a copy of a static face
    /// (`DuoSans-Bold`), and the static file is preferred, yet fontconfig's name for the instance, `DuoSans_700wght`,
    /// resolves; a typo of it suggests it.
    @Test func fontconfigsSpellingOfAnInstanceIsSuggested() throws {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("DuoSans").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.face(postScriptName: "DuoSans-Bold")?.kind == .static)
        #expect(catalog.face(postScriptName: "DuoSans_700wght")?.kind == .namedInstance)
        #expect(
            suggestions("DuoSans_700wgwt", in: catalog) == ["DuoSans_700wght", "DuoSans_100wght", "DuoSans_200wght"])
        #expect(
            suggestions("DuoSans_900wgth", in: catalog) == ["DuoSans_900wght", "DuoSans_100wght", "DuoSans_200wght"])
    }

    /// `Tahi` is one swap from `Thai` and one substitution and one insertion from `Tamil`: Noto Sans Thai's face
    /// comes first.
    @Test func aSwapOfTwoLettersIsOneEdit() throws {
        let fonts = ["Thai", "Tamil"].flatMap { script in
            [
                FixtureFont(
                    family: "Noto Sans " + script, style: "Regular", postScriptName: "NotoSans\(script)-Regular",
                    codePoints: FixtureSet.latinCodePoints),
                FixtureFont(
                    family: "Noto Sans " + script, style: "Condensed Light",
                    postScriptName: "NotoSans\(script)-CondensedLight", weightClass: 300, widthClass: 3,
                    codePoints: FixtureSet.latinCodePoints),
            ]
        }
        try withCatalog(fonts) { catalog in
            #expect(
                suggestions("NotoSansTahi-CondensedLight", in: catalog) == [
                    "NotoSansThai-CondensedLight", "NotoSansThai-Regular", "NotoSansTamil-CondensedLight",
                ])
        }
    }

    /// `OpenSans-CwndensedBold` starts like Open Sans, but the face one letter away is in Open Sans Condensed.
    @Test func aNearerNameOfAnotherFamilyComesFirst() throws {
        let openSans = [
            ("Regular", "Regular", 400, false), ("SemiBold", "SemiBold", 600, false),
            ("Bold", "Bold", 700, false), ("Italic", "Italic", 400, true),
        ].map { style, suffix, weight, italic in
            FixtureFont(
                family: "Open Sans", style: style, postScriptName: "OpenSans-" + suffix, weightClass: UInt16(weight),
                isItalic: italic, codePoints: FixtureSet.latinCodePoints)
        }
        let condensed = [
            ("Bold", "CondensedBold", 700, false), ("Light", "CondensedLight", 300, false),
            ("Light Italic", "CondensedLightItalic", 300, true),
        ].map { style, suffix, weight, italic in
            FixtureFont(
                family: "Open Sans Condensed", style: style, postScriptName: "OpenSans-" + suffix,
                weightClass: UInt16(weight), widthClass: 3, isItalic: italic, codePoints: FixtureSet.latinCodePoints)
        }
        try withCatalog(openSans + condensed) { catalog in
            #expect(
                suggestions("OpenSans-CwndensedBold", in: catalog) == [
                    "OpenSans-CondensedBold", "OpenSans-CondensedLight", "OpenSans-SemiBold",
                ])
            // A name nearer to the family's own faces keeps them first.
            #expect(
                suggestions("OpenSans-Bolf", in: catalog) == ["OpenSans-Bold", "OpenSans-Italic", "OpenSans-SemiBold"])
        }
    }

    /// `Echo-Dsiplay` starts like Echo's faces, but is one swap from `Echo-Display`, fontconfig's name for every face
    /// of the variable Echo Display (as Debian's Inter Display is `Inter-Display`), whose own names start otherwise:
    /// the swapped name comes first, before Echo's faces, which stay next.
    @Test func aSwapOfTwoLettersBeatsTheFacesThatStartAlike() throws {
        let echo = [("Regular", 400, false), ("Italic", 400, true), ("Bold", 700, false)].map { style, weight, italic in
            FixtureFont(
                family: "Echo", style: style, postScriptName: "Echo-" + style, weightClass: UInt16(weight),
                isItalic: italic, codePoints: FixtureSet.latinCodePoints)
        }
        try withCatalog(echo + [FixtureSet.echoDisplay]) { catalog in
            #expect(catalog.face(postScriptName: "Echo-Display")?.family == "Echo Display")
            #expect(suggestions("Echo-Dsiplay", in: catalog) == ["Echo-Display", "Echo-Regular", "Echo-Bold"])
            // A name as near to Echo's faces as to the other names keeps Echo's faces first.
            #expect(suggestions("Echo-Bolx", in: catalog) == ["Echo-Bold", "Echo-Italic", "Echo-Regular"])
        }
    }
}
