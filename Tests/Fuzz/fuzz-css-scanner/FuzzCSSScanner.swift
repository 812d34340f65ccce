import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint
import FontFamilySyntax
import FuzzSupport
import StringDistance

/// The CSS icon scanner on any text: every glyph rule has a name, parsing keeps one glyph per rule, and errors are
/// one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSSScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    let rules = IconCSSParser.rules(in: text)
    for rule in rules {
        FuzzProperty.expect(!rule.names.isEmpty, "a glyph rule without a name: \(rule)")
        FuzzProperty.expect(!rule.names.contains(""), "a glyph rule with an empty name: \(rule)")
    }
    do {
        let metadata = try IconCSSParser.parse(text, source: "fuzz.css")
        FuzzProperty.expect(
            metadata.glyphs.count == rules.count, "\(rules.count) rules gave \(metadata.glyphs.count) glyphs")
    } catch {
        IconMetadataProperties.check(error)
    }
    IconMetadataProperties.checkPublicParse(text)
    return 0
}
