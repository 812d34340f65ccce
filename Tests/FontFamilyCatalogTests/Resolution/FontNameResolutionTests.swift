import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

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

    @Test func aCaseResolvesToItsFace() throws {
        #expect(try catalog.face(for: GillSans.semiBold) == catalog.face(postScriptName: "GillSans-SemiBold"))
        #expect(try catalog.face(for: GillSans.semiBold).weight == .semiBold)
        #expect(catalog.face(postScriptName: GillSans.ultraBoldItalic.postScriptName) == nil)
        #expect(catalog.resolve(postScriptName: GillSans.regular.postScriptName).isExact)
        let diagnosis = try #require(catalog.diagnose(postScriptName: "GillSans-UltraBoldItalic"))
        #expect(throws: diagnosis) { try catalog.face(for: GillSans.ultraBoldItalic) }
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
            catalog.resolve(postScriptName: GillSans.ultraBoldItalic.postScriptName, fallback: .matchWithinFamily).face?
                .postScriptName == "GillSans-BoldItalic"
        )
        #expect(catalog.resolve(postScriptName: GillSans.ultraBoldItalic.postScriptName).face == nil)
    }
}
