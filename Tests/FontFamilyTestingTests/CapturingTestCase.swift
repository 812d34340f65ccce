import XCTest

/// An XCTest case whose failures, inside ``capture(_:)``, are collected instead of reported, so that tests can
/// assert an assertion's failing path exactly.
class CapturingTestCase: XCTestCase {
    /// One failure an assertion reported.
    struct Failure: Equatable {
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

    /// The failures `body` reports, collected instead of reported.
    func capture(_ body: () -> Void) -> [Failure] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }
}
