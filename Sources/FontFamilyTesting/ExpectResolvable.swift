public import FontFamilyKit
public import Testing

/// Records one Swift Testing issue per face of `family` that is not installed exactly, at the caller's source
/// location, with the face's diagnosis as its comment — including a face whose font says another style than
/// declared when font matching would pick another installed face for the declared style. Faces that one wrong rule
/// fails (the italic suffix, a suffix-table entry, a width word) get one issue together, saying what to change
/// (``/FontFamilyCatalog/FontFamilyResolution/ruleFixes``).
///
/// ```swift
/// @Test func fontsAreInstalled() throws {
///     expectResolvable(.sourceSansPro, in: try FontCatalog.hermetic(fonts: "Tests/Fixtures/Fonts"), verbose: true)
/// }
/// ```
///
/// - Parameters:
///   - family: The family descriptor.
///   - catalog: The catalog to resolve against.
///   - verbose: `true` to also record each of the resolution's notes (a declared style its font disagrees with,
///     where no installed face is nearer) as a warning, which shows in the test output without failing the test.
///   - sourceLocation: Where the issues are recorded; the caller's location unless given.
/// - Returns: The resolution, for further checks.
@discardableResult
public func expectResolvable(
    _ family: FontFamily,
    in catalog: FontCatalog,
    verbose: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> FontFamilyResolution {
    let resolution = catalog.resolve(family)
    for fix in resolution.ruleFixes {
        Issue.record(Comment(rawValue: fix.description), sourceLocation: sourceLocation)
    }
    record(resolution.diagnosesBesideRuleFixes, at: sourceLocation)
    if verbose {
        for note in resolution.notes {
            Issue.record(Comment(rawValue: note.noteText), severity: .warning, sourceLocation: sourceLocation)
        }
    }
    return resolution
}

/// Records one Swift Testing issue per case of a ``/FontFamilyKit/FontName`` enum that is not installed exactly, at the
/// caller's source location, with the case's diagnosis as its comment.
///
/// ```swift
/// expectResolvable(GillSans.self, in: catalog)
/// ```
///
/// - Parameters:
///   - names: The enum, such as `GillSans.self`.
///   - catalog: The catalog to resolve against.
///   - sourceLocation: Where the issues are recorded; the caller's location unless given.
/// - Returns: The cases that do not resolve, for further checks.
@discardableResult
public func expectResolvable<Name: FontName>(
    _ names: Name.Type,
    in catalog: FontCatalog,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [UnresolvedFontName<Name>] {
    let unresolved = names.unresolved(in: catalog)
    record(unresolved.map(\.diagnosis), at: sourceLocation)
    return unresolved
}

/// Records one Swift Testing issue per PostScript name that is not installed exactly, at the caller's source
/// location, with the name's diagnosis as its comment.
///
/// - Parameters:
///   - postScriptNames: The names, compared case-sensitively.
///   - catalog: The catalog to resolve against.
///   - sourceLocation: Where the issues are recorded; the caller's location unless given.
/// - Returns: The diagnoses of the names that do not resolve, in the order given.
@discardableResult
public func expectResolvable(
    postScriptNames: [String],
    in catalog: FontCatalog,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [FontDiagnosis] {
    let diagnoses = postScriptNames.compactMap { catalog.diagnose(postScriptName: $0) }
    record(diagnoses, at: sourceLocation)
    return diagnoses
}

private func record(_ diagnoses: [FontDiagnosis], at sourceLocation: SourceLocation) {
    for diagnosis in diagnoses {
        Issue.record(Comment(rawValue: diagnosis.description), sourceLocation: sourceLocation)
    }
}
