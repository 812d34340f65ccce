import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

extension StyledFamily {
    /// Gill Sans as the README's sized-font example declares it: its own scale, capped at 28 pt, and Damascus for
    /// Arabic.
    fileprivate static let readmeGillSans = StyledFamily(
        FontFamily(
            "GillSans",
            weights: [.light: "Light", .regular: "", .semiBold: "SemiBold", .bold: "Bold", .extraBold: "UltraBold"],
            italic: .italic("Italic", except: [.extraBold])
        ),
        typeScale: TypeScale(sizes: [.body: 17, .headline: 18], maximumSize: 28),
        cascade: ["Damascus"]
    )
}

/// The sized-font part suggested for the README's "Sizing" section: it must compile, and its comments must tell
/// the truth on the fixture fonts.
@Suite struct SizedFontReadmeExampleTests {

    @Test func itsCommentsAreTrue() throws {
        let catalog = try FixtureCatalog.standard()
        let label = try catalog.font(.readmeGillSans, weight: .semiBold, slant: .italic, size: 17)
        #expect(label.pangoDescription == "Gill Sans Semi-Bold Italic 17")
        #expect(label.cssFont == "italic 600 17px \"Gill Sans\"")
        let headline = try catalog.font(
            .readmeGillSans, textStyle: .headline, category: .accessibilityMedium, boldText: true)
        #expect(headline.description == "GillSans-UltraBold 28 pt (exact)")
        let nearest = try catalog.font(.readmeGillSans, weight: .extraBold, slant: .italic, size: 17)
        #expect(nearest.face.postScriptName == "GillSans-BoldItalic")
        #expect(!nearest.isExact)
        #expect((try? catalog.font(.readmeGillSans, weight: .medium, size: 17, fallback: .none)) == nil)
        let coverage = catalog.coverage(of: "Hello مرحبا", cascade: label.cascade)
        #expect(coverage.description == "GillSans-SemiBoldItalic: \"Hello \"\nDamascus: \"مرحبا\"")
        let system = try #require(catalog.systemFont(.sansSerif))
        #expect(system.family.name == "Damascus")
        #expect(system.weights == [400, 700])
        #expect(
            try system.font(textStyle: .body).cssFont(fallbacks: [.sansSerif]) == "400 17px \"Damascus\", sans-serif")
    }
}
