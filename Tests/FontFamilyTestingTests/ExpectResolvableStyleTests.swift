import FontFamilyTesting
import TestSupport
import Testing

/// `expectResolvable` on declared faces whose fonts say another style, over `Fixtures/Families`.
@Suite struct ExpectResolvableStyleTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.families()
    }

    @Test func aFaceFiledUnderAStyleAnotherFaceHasFailsNamingBothWeightsAndTheMatch() {
        let recorded = RecordedIssues()
        var line = 0
        withKnownIssue {
            line = #line + 1
            expectResolvable(.notoSansMediumAsSemibold, in: catalog)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(recorded.comments == [[ExpectedMessages.mediumAsSemibold]])
        #expect(recorded.lines == [line])
    }

    @Test func aFaceNothingIsNearerToPassesWithANoteInVerboseOutput() {
        let recorded = RecordedIssues()
        withKnownIssue {
            expectResolvable(.robotoThin, in: catalog, verbose: true)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(recorded.comments == [["note: " + ExpectedMessages.robotoThinNote]])
        #expect(recorded.severities == [.warning])
    }

    @Test func aNoteDoesNotFailTheTest() {
        #expect(expectResolvable(.robotoThin, in: catalog, verbose: true).isComplete)
    }

    @Test func withoutVerboseANoteRecordsNothing() {
        let resolution = expectResolvable(.robotoThin, in: catalog)
        #expect(resolution.isComplete)
        #expect(resolution.notes.map(\.description) == [ExpectedMessages.robotoThinNote])
    }
}
