import FontFamilyTesting
import Foundation
import TestSupport
import Testing

/// `expectResolvable` and `XCTAssertResolvable` on a variable family, over the static and the variable Duo Sans.
@Suite struct ExpectResolvableVariableTests {
    /// Duo Sans with its Medium misnamed `Book`: the name is wrong on both installs, alike.
    static let duoSansBook = FontFamily(
        "DuoSans", weights: [.regular: .standalone("Regular"), .medium: "Book"], axes: [.weight: 100...900])

    private func catalog(_ install: String) throws -> FontCatalog {
        try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("DuoSans/" + install).path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    @Test(arguments: ["Static", "Variable"]) func theStandardNamesRecordNoIssue(install: String) throws {
        let family = FontFamily("DuoSans", axes: [.weight: 100...900], italic: .italic())
        let resolution = expectResolvable(family, in: try catalog(install))
        #expect(resolution.isComplete)
        #expect(resolution.faces.count == 18)
    }

    @Test func aFaceAtVariableCoordinatesRecordsNoIssue() throws {
        let vary = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("Variable").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let resolution = expectResolvable(FontFamily("VarySans", axes: [.weight: 100...900]), in: vary)
        #expect(
            resolution.faces.filter { !$0.resolution.isExact }.map(\.declared.postScriptName) == [
                "VarySans-ExtraLight", "VarySans-Medium", "VarySans-SemiBold", "VarySans-ExtraBold",
            ])
    }

    /// The message is the same on both installs: the suffix-table entry to change.
    @Test(arguments: ["Static", "Variable"])
    func aMisnamedFaceFailsWithTheSameMessageOnBothInstalls(install: String) throws {
        let catalog = try catalog(install)
        let recorded = RecordedIssues()
        withKnownIssue {
            expectResolvable(Self.duoSansBook, in: catalog)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(
            recorded.comments == [
                [
                    "FontFamily 'DuoSans' writes weight medium (500) as 'Book' (DuoSans-Book), but the installed faces "
                        + "write 'Medium' (DuoSans-Medium): change the suffix table's entry to .medium: \"Medium\"."
                ]
            ])
    }
}
