/// A lint's files walked and read and its Swift files scanned, before any name is checked against a catalog
/// (``FontNameLinter/prepare(paths:)``): what ``FontNameLinter/lint(_:)`` goes on from.
package struct PreparedLint {
    /// The run, past its collect and follow phases.
    let run: LintRun
    /// The Swift files' scans and the declarations names are followed through.
    let followed: LintRun.Followed
}
