import FontFamilyKit
import TestSupport
import Testing

/// What `fontfamily-dump` generates for Gill Sans, plus one case the fixtures do not have.
enum GillSans: String, FontName {
    case regular = "GillSans"
    case semiBold = "GillSans-SemiBold"
    case semiBoldItalic = "GillSans-SemiBoldItalic"
    case ultraBold = "GillSans-UltraBold"
    case ultraBoldItalic = "GillSans-UltraBoldItalic"
}

@Suite struct FontNameResolutionTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func aCaseResolvesToItsFace() {
        #expect(GillSans.semiBold.face(in: catalog) == catalog.face(postScriptName: "GillSans-SemiBold"))
        #expect(GillSans.semiBold.face(in: catalog)?.weight == .semibold)
        #expect(GillSans.ultraBoldItalic.face(in: catalog) == nil)
        #expect(GillSans.regular.resolve(in: catalog).isExact)
    }

    @Test func unresolvedListsTheCasesThatDoNotResolveWithDiagnoses() {
        let unresolved = GillSans.unresolved(in: catalog)
        #expect(unresolved.map(\.name) == [.ultraBoldItalic])
        #expect(unresolved.map(\.diagnosis) == [catalog.diagnose(postScriptName: "GillSans-UltraBoldItalic")])
        #expect(
            unresolved.first?.description.hasPrefix("'GillSans-UltraBoldItalic' is not installed: Gill Sans") == true)
    }

    @Test func aCaseFallsBackWithinItsFamilyWhenAsked() {
        #expect(
            GillSans.ultraBoldItalic.resolve(in: catalog, fallback: .matchWithinFamily).face?.postScriptName
                == "GillSans-BoldItalic"
        )
        #expect(GillSans.ultraBoldItalic.resolve(in: catalog).face == nil)
    }
}
