import TestSupport
import XCTest

@testable import FontFamilyTesting

/// `XCTAssertResolvable` on declared faces whose fonts say another style, over `Fixtures/Families`.
final class XCTAssertResolvableStyleTests: CapturingTestCase {
    func testAFaceFiledUnderAStyleAnotherFaceHasFailsNamingBothWeightsAndTheMatch() throws {
        let catalog = try FixtureCatalog.families()
        let line = #line + 1
        let failures = capture { XCTAssertResolvable(.notoSansMediumAsSemibold, in: catalog) }
        XCTAssertEqual(
            failures,
            [Failure(description: "failed - " + ExpectedMessages.mediumAsSemibold, file: #filePath, line: line)]
        )
    }

    func testAFaceNothingIsNearerToPassesAndItsNoteIsPrintedInVerboseOutput() throws {
        let catalog = try FixtureCatalog.families()
        var resolution: FontFamilyResolution?
        let failures = capture { resolution = XCTAssertResolvable(.robotoThin, in: catalog, verbose: true) }
        XCTAssertEqual(failures, [])
        let resolved = try XCTUnwrap(resolution)
        XCTAssertTrue(resolved.isComplete)
        XCTAssertEqual(
            noteLines(resolved, file: "Fonts.swift", line: 7),
            ["Fonts.swift:7: note: " + ExpectedMessages.robotoThinNote])
    }
}
