import FontFamilyTesting
import TestSupport
import XCTest

/// `XCTAssertResolvable` on the fixture catalog; failures are captured, not reported, so the failing path is
/// asserted exactly.
final class XCTAssertResolvableTests: XCTestCase {
    /// One failure the assertion reported.
    private struct Failure: Equatable {
        var description: String
        var file: String
        var line: Int
    }

    private var captured: [Failure] = []
    private var capturing = false

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            guard capturing else { return super.record(issue) }
            let location = issue.sourceCodeContext.location
            captured.append(
                Failure(
                    description: issue.compactDescription, file: location?.fileURL.path ?? "",
                    line: location?.lineNumber ?? 0))
        }
    #else
        override func recordFailure(
            withDescription description: String,
            inFile filePath: String,
            atLine lineNumber: Int,
            expected: Bool
        ) {
            guard capturing else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            captured.append(Failure(description: description, file: filePath, line: lineNumber))
        }
    #endif

    private func capture(_ body: () -> Void) -> [Failure] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    func testAnInstalledFamilyFailsNothing() throws {
        let catalog = try FixtureCatalog.standard()
        let failures = capture {
            XCTAssertResolvable(.sourceSansPro, in: catalog)
            XCTAssertResolvable(GillSans.self, in: catalog)
        }
        XCTAssertEqual(failures, [])
    }

    func testAWrongSuffixFailsOncePerNameWithTheExactMessageAtTheCallersLine() throws {
        let catalog = try FixtureCatalog.standard()
        let line = #line + 1
        let failures = capture { XCTAssertResolvable(.sourceSansProWrongSuffix, in: catalog) }
        XCTAssertEqual(
            failures,
            [
                Failure(description: "failed - " + ExpectedMessages.semiBold, file: #filePath, line: line),
                Failure(description: "failed - " + ExpectedMessages.semiBoldItalic, file: #filePath, line: line),
            ]
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
}
