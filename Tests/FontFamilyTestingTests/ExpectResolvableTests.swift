import FontFamilyTesting
import Foundation
import TestSupport
import Testing

@Suite struct ExpectResolvableTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func anInstalledFamilyRecordsNoIssue() {
        let resolution = expectResolvable(.sourceSansPro, in: catalog)
        #expect(resolution.isComplete)
        #expect(expectResolvable(GillSans.self, in: catalog).isEmpty)
        #expect(expectResolvable(postScriptNames: ["GillSans", "SourceSansPro-It"], in: catalog).isEmpty)
    }

    /// One wrong suffix-table entry fails once, saying which entry to change, not once per name it writes.
    @Test func aWrongSuffixFailsOnceWithTheRuleToChangeAtTheCallersLine() {
        let recorded = RecordedIssues()
        var line = 0
        withKnownIssue {
            line = #line + 1
            expectResolvable(.sourceSansProWrongSuffix, in: catalog)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(recorded.comments == [[ExpectedMessages.semiBoldEntry]])
        #expect(recorded.lines == [line])
        #expect(recorded.fileIDs == [#fileID])
    }

    @Test func aFontNameCaseThatIsNotInstalledFailsWithTheExactMessage() {
        let recorded = RecordedIssues()
        var line = 0
        withKnownIssue {
            line = #line + 1
            expectResolvable(GillSansWithUltraBoldItalic.self, in: catalog)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(recorded.comments == [[ExpectedMessages.ultraBoldItalic]])
        #expect(recorded.lines == [line])
        #expect(recorded.fileIDs == [#fileID])
    }

    @Test func postScriptNamesFailWithTheExactMessage() {
        let recorded = RecordedIssues()
        withKnownIssue {
            expectResolvable(postScriptNames: ["GillSans", "SourceSansPro-SemiBoldIt"], in: catalog)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(recorded.comments == [[ExpectedMessages.semiBoldItalic]])
    }
}
