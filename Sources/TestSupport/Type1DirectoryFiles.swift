import FixtureFontWriter
import Foundation

/// What a Type 1 font directory holds beside its fonts, and a damaged Type 1 font: fontconfig skips the first
/// quietly and cannot read the second.
public enum Type1DirectoryFiles {
    /// Metrics (`.afm`, `.pfm`), an encoding (`.enc`, which starts with `STARTENCODING`), X11's font and encoding
    /// indexes, and a licence — none of them a font.
    public static let companions: [FixtureFile] = [
        FixtureFile(relativePath: "Damaged.afm", data: Data("StartFontMetrics 4.1\nFontName Damaged\n".utf8)),
        FixtureFile(relativePath: "Damaged.pfm", data: Data([0x00, 0x01, 0xA0, 0x01, 0x00, 0x00] + Array("PFM".utf8))),
        FixtureFile(
            relativePath: "fonts.dir",
            data: Data("1\nDamaged.pfb -misc-damaged-medium-r-normal--0-0-0-0-p-0-iso10646-1\n".utf8)),
        FixtureFile(
            relativePath: "fonts.scale",
            data: Data("1\nDamaged.pfb -misc-damaged-medium-r-normal--0-0-0-0-p-0-iso10646-1\n".utf8)),
        FixtureFile(relativePath: "encodings.dir", data: Data("1\nlatin.enc latin\n".utf8)),
        FixtureFile(
            relativePath: "latin.enc",
            data: Data("STARTENCODING latin\nSTARTMAPPING unicode\nENDMAPPING\nENDENCODING\n".utf8)),
        FixtureFile(relativePath: "LICENSE.txt", data: Data("Fonts in this directory are free.\n".utf8)),
    ]

    /// A PFB font whose first segment, the clear-text header, ends before the font dictionary does.
    public static let damagedFont: FixtureFile = {
        let header = Array("%!PS-AdobeFont-1.0: Damaged 001.000\n/FontName /Damaged def\n".utf8)
        let length = UInt32(header.count)
        let segment = [0x80, 0x01] + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: length >> $0) } + header
        return FixtureFile(relativePath: "Damaged.pfb", data: Data(segment + [0x80, 0x03]))
    }()

    /// FreeType's message for ``damagedFont``.
    public static let damagedFontMessage = "broken file"
}
