import Testing

@testable import FontFamilyLint

/// Why `--fix` made no change where a fix was found: what it prints for each.
@Suite struct LintFixSkipTests {
    /// A name that is no longer where the lint found it (the file changed between the lint and the fix) is said so.
    @Test func aNameThatMovedIsNotFixedAndSaysWhy() {
        let fix = LintFix(path: "A.swift", line: 1, column: 22, name: "GillSans-bold", replacement: "GillSans-Bold")
        let edited = Array("let a = UIFont(name: \"Papyrus\", size: 12)\n".utf8)
        #expect(LintFix.apply([fix], to: edited).applied.isEmpty)
        #expect(
            fix.notAppliedDescription(reason: LintFix.reasonNotApplied(fix, to: edited, changed: true))
                == "A.swift:1:22: not fixed 'GillSans-bold' → 'GillSans-Bold': the file changed during the run, and "
                + "the name is no longer where the lint found it")
    }

    /// Two fixes of one place: the second is said to overlap.
    @Test func aSecondFixOfThePlaceIsSaidToOverlap() {
        let fix = LintFix(path: "A.swift", line: 1, column: 22, name: "GillSans-bold", replacement: "GillSans-Bold")
        let text = Array("let a = UIFont(name: \"GillSans-bold\", size: 12)\n".utf8)
        #expect(LintFix.reasonNotApplied(fix, to: text, changed: false) == "another fix changes the same place")
    }
}
