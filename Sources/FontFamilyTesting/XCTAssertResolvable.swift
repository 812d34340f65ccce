#if canImport(XCTest)
    public import FontFamilyKit
    import XCTest

    /// Fails the XCTest once per face of `family` that is not installed exactly, at the caller's file and line, with
    /// the face's diagnosis as the message — including a face whose font says another style than declared when font
    /// matching would pick another installed face for the declared style. Faces that one wrong rule fails (the italic
    /// suffix, a suffix-table entry, a width word) fail once together, saying what to change
    /// (``/FontFamilyCatalog/FontFamilyResolution/ruleFixes``).
    ///
    /// ```swift
    /// func testFontsAreInstalled() throws {
    ///     XCTAssertResolvable(.sourceSansPro, in: try FontCatalog.hermetic(fonts: "Tests/Fixtures/Fonts"))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - family: The family descriptor.
    ///   - catalog: The catalog to resolve against.
    ///   - verbose: `true` to also print each of the resolution's notes (a declared style its font disagrees with,
    ///     where no installed face is nearer) to standard output as `FILE:LINE: note: …`, without failing the test.
    ///   - file: The file the failures are reported in; the caller's unless given.
    ///   - line: The line the failures are reported at; the caller's unless given.
    /// - Returns: The resolution, for further checks.
    @discardableResult
    public func XCTAssertResolvable(
        _ family: FontFamily,
        in catalog: FontCatalog,
        verbose: Bool = false,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> FontFamilyResolution {
        let resolution = catalog.resolve(family)
        for fix in resolution.ruleFixes { XCTFail(fix.description, file: file, line: line) }
        fail(resolution.diagnosesBesideRuleFixes, file: file, line: line)
        if verbose {
            for note in noteLines(resolution, file: file, line: line) { print(note) }
        }
        return resolution
    }

    /// The lines ``XCTAssertResolvable(_:in:verbose:file:line:)`` prints for the notes of `resolution`.
    func noteLines(_ resolution: FontFamilyResolution, file: StaticString, line: UInt) -> [String] {
        resolution.notes.map { "\(file):\(line): \($0.noteText)" }
    }

    /// Fails the XCTest once per case of a ``/FontFamilyKit/FontName`` enum that is not installed exactly, at the
    /// caller's file and line, with the case's diagnosis as the message.
    ///
    /// - Parameters:
    ///   - names: The enum, such as `GillSans.self`.
    ///   - catalog: The catalog to resolve against.
    ///   - file: The file the failures are reported in; the caller's unless given.
    ///   - line: The line the failures are reported at; the caller's unless given.
    /// - Returns: The cases that do not resolve, for further checks.
    @discardableResult
    public func XCTAssertResolvable<Name: FontName>(
        _ names: Name.Type,
        in catalog: FontCatalog,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> [UnresolvedFontName<Name>] {
        let unresolved = names.unresolved(in: catalog)
        fail(unresolved.map(\.diagnosis), file: file, line: line)
        return unresolved
    }

    /// Fails the XCTest once per PostScript name that is not installed exactly, at the caller's file and line, with
    /// the name's diagnosis as the message.
    ///
    /// ```swift
    /// XCTAssertResolvable(postScriptNames: ["GillSans", "SourceSansPro-SemiboldIt"], in: catalog)
    /// ```
    ///
    /// - Parameters:
    ///   - postScriptNames: The names, compared case-sensitively.
    ///   - catalog: The catalog to resolve against.
    ///   - file: The file the failures are reported in; the caller's unless given.
    ///   - line: The line the failures are reported at; the caller's unless given.
    /// - Returns: The diagnoses of the names that do not resolve, in the order given.
    @discardableResult
    public func XCTAssertResolvable(
        postScriptNames: [String],
        in catalog: FontCatalog,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> [FontDiagnosis] {
        let diagnoses = postScriptNames.compactMap { catalog.diagnose(postScriptName: $0) }
        fail(diagnoses, file: file, line: line)
        return diagnoses
    }

    private func fail(_ diagnoses: [FontDiagnosis], file: StaticString, line: UInt) {
        for diagnosis in diagnoses {
            XCTFail(diagnosis.description, file: file, line: line)
        }
    }
#endif
