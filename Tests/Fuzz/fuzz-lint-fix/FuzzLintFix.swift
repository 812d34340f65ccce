import FontFamilyCodegen
import FontFamilyLint
import FontFamilySyntax
import Foundation
import FuzzSupport

/// Any bytes as a Swift file that `--lint --fix` rewrites, through what the command uses: the lint's findings, their
/// fixes (``LintFix``), applied to the file's bytes and written by the safe writer. The file after the fix lexes as
/// before — the same tokens, only string literals' text changed — and a second run over it fixes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLintFix(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size).bytes
    directory.reset()
    let path = directory.write(bytes, to: "Theme.swift")
    let (fixed, applied) = fix(path)
    guard !applied.isEmpty else {
        FuzzProperty.expect(fixed == bytes, "the file changed without a fix")
        return 0
    }
    for fix in applied { FuzzText.expectOneLine(fix.description, "a fix") }
    let before = SwiftLexer.tokens(in: bytes)
    let after = SwiftLexer.tokens(in: fixed)
    FuzzProperty.expect(
        before.map(\.kind) == after.map(\.kind),
        "the fixed file lexes otherwise: \(before.count) tokens, then \(after.count)")
    for (old, new) in zip(before, after) where old.kind != .string {
        FuzzProperty.expect(
            bytes[old.start..<old.end].elementsEqual(fixed[new.start..<new.end]),
            "a \(old.kind) token changed at offset \(old.start)")
    }
    let (again, second) = fix(path)
    FuzzProperty.expect(
        second.isEmpty && again == fixed, "a second run fixes again: \(second.map(\.description))")
    return 0
}

/// Lints the file at `path`, applies the fixes of its findings and writes the file when any applied; returns the
/// file's bytes as they are then, read back, and the fixes applied.
private func fix(_ path: String) -> (bytes: [UInt8], applied: [LintFix]) {
    let report: LintReport
    do {
        report = try linter.lint(paths: [path])
    } catch {
        FuzzProperty.fail("the lint of a Swift file failed: \(error)")
    }
    let fixes = LintFix.fixes(for: report.findings, catalog: linter.catalog)
    guard let data = FileManager.default.contents(atPath: path) else { FuzzProperty.fail("cannot read \(path)") }
    let (bytes, applied) = LintFix.apply(fixes, to: [UInt8](data))
    guard !applied.isEmpty else { return ([UInt8](data), []) }
    do {
        _ = try OutputFile(path: path).rewrite(bytes)
    } catch {
        FuzzProperty.fail("the fixed file cannot be written: \(error)")
    }
    guard let written = FileManager.default.contents(atPath: path) else { FuzzProperty.fail("cannot read \(path)") }
    FuzzProperty.expect([UInt8](written) == bytes, "the file written is not the fixed bytes")
    return (bytes, applied)
}

/// The folder the file is written to.
private let directory = FuzzDirectory("lint-fix")

/// The linter, over the small catalog of the fuzz targets.
private let linter = FontNameLinter(catalog: FuzzCatalog.catalog)
