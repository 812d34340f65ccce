import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint
import FontFamilySyntax
import Foundation
import FuzzSupport
import StringDistance

/// The iconfont.json parser on any text: one glyph per entry, each with the entry's `font_class`, and errors that
/// are one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIconfontJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    do {
        let metadata = try IconfontJSONParser.parse(text, source: "iconfont.json")
        // Foundation's reader as the reference where it reads the text: it refuses a number no Double holds
        // (`1e400`) in a field the parser never reads, which the package's JSON reader accepts.
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        if let entries = (object?["glyphs"] as? [Any])?.count {
            FuzzProperty.expect(
                entries == metadata.glyphs.count, "\(entries) entries gave \(metadata.glyphs.count) glyphs")
        }
        FuzzProperty.expect(!metadata.glyphs.contains { $0.name.isEmpty }, "a glyph without a name")
    } catch {
        IconMetadataProperties.check(error)
    }
    IconMetadataProperties.checkPublicParse(text)
    return 0
}
