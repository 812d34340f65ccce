import FontFamilyTesting
import TestSupport
import XCTest

/// `XCTAssertResolvable` on the fixture catalog; failures are captured, not reported, so the failing path is
/// asserted exactly.
final class XCTAssertResolvableTests: CapturingTestCase {
    func testAnInstalledFamilyFailsNothing() throws {
        let catalog = try FixtureCatalog.standard()
        let failures = capture {
            XCTAssertResolvable(.sourceSansPro, in: catalog)
            XCTAssertResolvable(GillSans.self, in: catalog)
        }
        XCTAssertEqual(failures, [])
    }

    func testAWrongSuffixFailsOnceWithTheRuleToChangeAtTheCallersLine() throws {
        let catalog = try FixtureCatalog.standard()
        let line = #line + 1
        let failures = capture { XCTAssertResolvable(.sourceSansProWrongSuffix, in: catalog) }
        XCTAssertEqual(
            failures,
            [Failure(description: "failed - " + ExpectedMessages.semiBoldEntry, file: #filePath, line: line)]
        )
    }

    func testAFontNameCaseThatIsNotInstalledFailsWithTheExactMessage() throws {
        let catalog = try FixtureCatalog.standard()
        let line = #line + 1
        let failures = capture { XCTAssertResolvable(GillSansWithUltraBoldItalic.self, in: catalog) }
        XCTAssertEqual(
            failures,
            [Failure(description: "failed - " + ExpectedMessages.ultraBoldItalic, file: #filePath, line: line)]
        )
    }

    func testPostScriptNamesFailWithTheExactMessageAtTheCallersLine() throws {
        let catalog = try FixtureCatalog.standard()
        var diagnoses: [FontDiagnosis] = []
        let line = #line + 2
        let failures = capture {
            diagnoses = XCTAssertResolvable(postScriptNames: ["GillSans", "SourceSansPro-SemiBoldIt"], in: catalog)
        }
        XCTAssertEqual(
            failures,
            [Failure(description: "failed - " + ExpectedMessages.semiBoldItalic, file: #filePath, line: line)]
        )
        XCTAssertEqual(diagnoses.map(\.description), [ExpectedMessages.semiBoldItalic])
    }

    func testResultsAreReturnedForFurtherChecks() throws {
        let catalog = try FixtureCatalog.standard()
        var unresolved: [UnresolvedFontName<GillSansWithUltraBoldItalic>] = []
        var resolution: FontFamilyResolution?
        _ = capture {
            unresolved = XCTAssertResolvable(GillSansWithUltraBoldItalic.self, in: catalog)
            resolution = XCTAssertResolvable(.sourceSansPro, in: catalog)
        }
        XCTAssertEqual(unresolved.map(\.name), [.ultraBoldItalic])
        XCTAssertEqual(resolution?.isComplete, true)
    }
}
