import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// A face's format from its file's extension and fontconfig's `fontformat`, compared on bytes.
@Suite struct FontFormatTests {
    private func format(_ file: String, _ fontformat: String?) -> FontFormat {
        guard let fontformat else { return FontPattern.format(file: file, fontformat: nil) }
        let bytes = Array(fontformat.utf8) + [0]
        return bytes.withUnsafeBufferPointer { FontPattern.format(file: file, fontformat: $0.baseAddress) }
    }

    @Test func extensionsDecideWebFontsAndType1InAnyCase() {
        #expect(format("/f/Inter.woff2", "TrueType") == .web)
        #expect(format("/f/Inter.WOFF", "CFF") == .web)
        #expect(format("/f/a.Pfb", "Type 1") == .type1)
        #expect(format("/f/a.pfa", nil) == .type1)
        #expect(format("/f/Papyrus.t1", "CFF") == .type1)
        #expect(format("t1", "TrueType") == .trueType)
        #expect(format("/f/a.woff2x", "TrueType") == .trueType)
        #expect(format("/f/awoff", "CFF") == .openType)
    }

    @Test func fontconfigsFormatDecidesTheRest() {
        #expect(format("/f/a.ttf", "TrueType") == .trueType)
        #expect(format("/f/a.otf", "CFF") == .openType)
        #expect(format("/f/a.otf", "CID Type 1") == .type1)
        #expect(format("/f/a.pcf.gz", "PCF") == .bitmap)
        #expect(format("/f/a.bdf", "BDF") == .bitmap)
        #expect(format("/f/a.fon", "Windows FNT") == .bitmap)
        #expect(format("/f/a.ttf", "TrueTyp") == .other)
        #expect(format("/f/a.ttf", "TrueTypes") == .other)
        #expect(format("/f/a.ttf", "") == .other)
        #expect(format("/f/a.ttf", nil) == .other)
    }
}
