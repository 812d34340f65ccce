import Foundation

/// Writes a minimal Type 1 font in PFB form: named glyphs without outlines, each 500 units wide, for tests of the
/// formats FreeType reads. FreeType maps a glyph to Unicode by its name (`A` → U+0041, `uniF000` → U+F000).
///
/// The private part is encrypted as Adobe's Type 1 specification (chapter 7) prescribes: `eexec` with key 55665,
/// each charstring with key 4330 after four lead bytes.
public enum Type1FixtureWriter {
    /// The font `postScriptName` of family `familyName` with the glyphs `glyphNames` (`.notdef` first is added).
    public static func data(postScriptName: String, familyName: String, glyphNames: [String]) -> Data {
        let clear = """
            %!PS-AdobeFont-1.0: \(postScriptName) 001.000
            11 dict begin
            /FontInfo 3 dict dup begin
            /FamilyName (\(familyName)) readonly def
            /FullName (\(familyName)) readonly def
            /Weight (Regular) readonly def
            end readonly def
            /FontName /\(postScriptName) def
            /PaintType 0 def
            /FontType 1 def
            /FontMatrix [0.001 0 0 0.001 0 0] readonly def
            /Encoding StandardEncoding def
            /FontBBox {0 0 500 700} readonly def
            currentdict end
            currentfile eexec

            """
        // hsbw 0 500, endchar: the width and no outline.
        let charString = encrypt([0, 0, 0, 0, 139, 248, 136, 13, 14], key: 4330)
        let names = [".notdef"] + glyphNames.filter { $0 != ".notdef" }
        var privatePart = Array(
            """
            dup /Private 8 dict dup begin
            /RD {string currentfile exch readstring pop} executeonly def
            /ND {noaccess def} executeonly def
            /NP {noaccess put} executeonly def
            /BlueValues [] def
            /MinFeature {16 16} def
            /password 5839 def
            /lenIV 4 def
            /Subrs 0 array
            ND
            2 index /CharStrings \(names.count) dict dup begin

            """.utf8)
        for name in names {
            privatePart += Array("/\(name) \(charString.count) RD ".utf8) + charString + Array(" ND\n".utf8)
        }
        privatePart += Array(
            """
            end
            end
            readonly put
            noaccess put
            dup /FontName get exch definefont pop
            mark currentfile closefile

            """.utf8)
        let trailer = String(repeating: String(repeating: "0", count: 64) + "\n", count: 8) + "cleartomark\n"
        return Data(
            segment(1, Array(clear.utf8)) + segment(2, encrypt([0, 0, 0, 0] + privatePart, key: 55665))
                + segment(1, Array(trailer.utf8)) + [0x80, 0x03])
    }

    /// A PFB segment: `0x80`, its type (1 text, 2 binary), its length as 32 bits little-endian, its bytes.
    private static func segment(_ type: UInt8, _ bytes: [UInt8]) -> [UInt8] {
        let length = UInt32(bytes.count)
        return [0x80, type] + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: length >> $0) } + bytes
    }

    /// Type 1 encryption of `plain` starting from `key`.
    private static func encrypt(_ plain: [UInt8], key: UInt16) -> [UInt8] {
        var state = key
        return plain.map { byte in
            let cipher = byte ^ UInt8(truncatingIfNeeded: state >> 8)
            state = (UInt16(cipher) &+ state) &* 52845 &+ 22719
            return cipher
        }
    }
}
