#if canImport(XCTest)
    import FontFamilyKit
    import XCTest

    /// Fails the XCTest once per face of `family` that is not installed exactly, at the caller's file and line, with
    /// the face's diagnosis as the message.
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
    ///   - file: The file the failures are reported in; the caller's unless given.
    ///   - line: The line the failures are reported at; the caller's unless given.
    public func XCTAssertResolvable(
        _ family: FontFamily,
        in catalog: FontCatalog,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for diagnosis in catalog.resolve(family).diagnoses {
            XCTFail(diagnosis.description, file: file, line: line)
        }
    }

    /// Fails the XCTest once per case of a ``/FontFamilyKit/FontName`` enum that is not installed exactly, at the caller's file and
    /// line, with the case's diagnosis as the message.
    ///
    /// - Parameters:
    ///   - names: The enum, such as `GillSans.self`.
    ///   - catalog: The catalog to resolve against.
    ///   - file: The file the failures are reported in; the caller's unless given.
    ///   - line: The line the failures are reported at; the caller's unless given.
    public func XCTAssertResolvable<Name: FontName>(
        _ names: Name.Type,
        in catalog: FontCatalog,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for unresolved in names.unresolved(in: catalog) {
            XCTFail(unresolved.diagnosis.description, file: file, line: line)
        }
    }
#endif
