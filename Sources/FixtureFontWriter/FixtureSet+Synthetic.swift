extension FixtureSet {
    /// The ten faces of every synthetic family: style, weight class, width class, italic.
    private static let syntheticStyles: [(style: String, weight: UInt16, width: UInt16, italic: Bool)] = [
        ("Thin", 100, 5, false), ("Light", 300, 5, false), ("Regular", 400, 5, false), ("Italic", 400, 5, true),
        ("Medium", 500, 5, false), ("Bold", 700, 5, false), ("Bold Italic", 700, 5, true), ("Black", 900, 5, false),
        ("Condensed", 400, 3, false), ("Expanded", 400, 7, false),
    ]

    /// `faceCount` distinct valid faces for benchmarks, in families of ten (`Synthetic 00042`, PostScript names
    /// `Synthetic00042-Thin` …) with varied weights, widths and slants, each covering A–Z and a–z.
    public static func synthetic(faceCount: Int) -> [FixtureFont] {
        let codePoints = Array(UInt32(0x41)...0x5A) + Array(UInt32(0x61)...0x7A)
        return (0..<max(0, faceCount)).map { index in
            let number = String(index / syntheticStyles.count)
            let padded = String(repeating: "0", count: max(0, 5 - number.count)) + number
            let face = syntheticStyles[index % syntheticStyles.count]
            return FixtureFont(
                family: "Synthetic " + padded, style: face.style,
                postScriptName: "Synthetic\(padded)-" + face.style.replacingOccurrences(of: " ", with: ""),
                weightClass: face.weight, widthClass: face.width, isItalic: face.italic, codePoints: codePoints)
        }
    }
}
