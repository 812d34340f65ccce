import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

/// Every public error and report shows text from users and fonts through `DisplayText`: on one line, with
/// invisible and direction-changing characters escaped, and paths whole.
@Suite struct ErrorShapeTests {
    /// A name with a right-to-left override and a line break.
    private let hostile = "Evil\u{202E}Font\n"
    private let escaped = "Evil\\u{202E}Font\\u{A}"

    @Test func catalogErrorsShowPathsWholeAndEscaped() {
        let path = "/fonts/" + String(repeating: "long-directory-name/", count: 5) + hostile
        let shown = "/fonts/" + String(repeating: "long-directory-name/", count: 5) + escaped
        #expect(
            FontCatalogError.missingPath(path).description
                == "font path '\(shown)' does not exist; check the path or create it")
        #expect(
            FontCatalogError.notAFont(path).description
                == "'\(shown)' is not a font fontconfig can read; give a TrueType, OpenType, Type 1 or WOFF file")
        #expect(
            FontCatalogError.malformedConfiguration(path, details: "", fromEnvironment: true).description
                == "FONTCONFIG_FILE names '\(shown)', which is not a valid fontconfig configuration; fix the file or "
                + "unset FONTCONFIG_FILE")
    }

    @Test func iconErrorsEscapeNamesFromTheFile() {
        #expect(
            IconMetadataError.noGlyphs(source: hostile).description
                == "'\(escaped)' lists no glyphs; add at least one icon to it")
        #expect(
            IconMetadataError.conflictingCodePoints(source: "icons.json", glyph: hostile, first: 0xE000, second: 0xE001)
                .description
                == "'icons.json' lists the glyph '\(escaped)' twice, as U+E000 and U+E001; rename one of them")
        #expect(
            IconFontLookupError.fontNotFound(name: hostile, closest: ["A\u{2066}B"]).description
                == "no font has the PostScript name or family name '\(escaped)'; closest installed: A\\u{2066}B")
        let report = IconCoverage.check(
            IconMetadata(source: hostile, glyphs: [IconGlyph(name: hostile, unicode: "\u{E000}", aliases: ["x\ty"])]),
            fontName: hostile,
            coveredCodePoints: []
        )
        #expect(report.failures == ["missing glyph '\(escaped)' U+E000 (also 'x\\u{9}y')"])
        #expect(report.description.hasPrefix("\(escaped) lacks 1 of the 1 glyphs that '\(escaped)' lists;"))
    }

    @Test func nameAndInferenceErrorsEscapeTheInput() {
        #expect(
            UnknownNameError(kind: "text style", input: hostile, expected: ["body"]).description
                == "unknown text style '\(escaped)'; expected one of: body")
        #expect(FontFamily.InferenceFailure(family: hostile, reason: "R.").description == "\(escaped): R.")
    }

    @Test func sizesAreWrittenAsNumbers() {
        #expect(
            SizedFontError.invalidSize(parameter: "maximumSize", value: -3).description
                == "the point size 'maximumSize' is -3; give a finite number above zero")
    }
}
