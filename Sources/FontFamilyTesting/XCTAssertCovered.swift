#if canImport(XCTest)
    public import FontFamilyKit
    import XCTest

    /// Fails the XCTest once per glyph of an ``/FontFamilyKit/IconGlyphs`` enum that its font lacks, or once when the
    /// catalog lacks the font itself, at the caller's file and line — the XCTest counterpart of
    /// ``expectCovered(_:in:sourceLocation:)``.
    ///
    /// ```swift
    /// func testIconsAreInstalled() throws {
    ///     XCTAssertCovered(IconFont.self, in: try FontCatalog.hermetic(fonts: "Tests/Fixtures/Fonts"))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - glyphs: The enum, such as `IconFont.self`.
    ///   - catalog: The catalog that should hold its font.
    ///   - file: The file the failures are reported in; the caller's unless given.
    ///   - line: The line the failures are reported at; the caller's unless given.
    /// - Returns: The coverage report, or `nil` when the font is not installed.
    @discardableResult
    public func XCTAssertCovered<Glyphs: IconGlyphs>(
        _ glyphs: Glyphs.Type,
        in catalog: FontCatalog,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> IconCoverageReport? {
        let failures = CoverageFailures(glyphs, in: catalog)
        for message in failures.messages {
            XCTFail(message, file: file, line: line)
        }
        return failures.report
    }
#endif
