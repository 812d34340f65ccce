import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint
import FontFamilySyntax
import FuzzSupport
import StringDistance

/// The codepoints parser on any text: one glyph per line that is not blank, named by the line's first field, and
/// errors that are one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCodepoints(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    do {
        let metadata = try CodepointsParser.parse(text, source: "codepoints")
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
            .map { $0.offset == 0 ? $0.element.drop { $0 == "\u{FEFF}" } : $0.element }
            .filter { !$0.allSatisfy(\.isWhitespace) }
        FuzzProperty.expect(
            lines.count == metadata.glyphs.count, "\(lines.count) lines gave \(metadata.glyphs.count) glyphs")
        for (line, glyph) in zip(lines, metadata.glyphs) {
            let name = line.split(whereSeparator: \.isWhitespace).first.map(String.init)
            FuzzProperty.expect(name == glyph.name, "\(line.debugDescription) gave \(glyph.name.debugDescription)")
        }
    } catch {
        IconMetadataProperties.check(error)
    }
    IconMetadataProperties.checkPublicParse(text)
    return 0
}
