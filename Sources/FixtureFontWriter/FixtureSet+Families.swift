import Foundation

extension FixtureSet {
    /// Noto Sans, 15 faces in three widths, named as Google ships them (`NotoSans-ExtraCondensedThin`,
    /// `NotoSans-SemiBold`, `NotoSans-BoldItalic`): a family whose faces in family order begin with the narrowest
    /// and thinnest, with Medium (500) beside SemiBold (600) and Bold (700) beside Black (900).
    public static let notoSans: [FixtureFont] = {
        let narrow = [(String, UInt16)]([("ExtraCondensed", 2), ("Condensed", 3)]).flatMap { width, widthClass in
            [(String, UInt16)]([("Thin", 100), ("", 400), ("Bold", 700)]).map { weight, weightClass in
                FixtureFont(
                    family: "Noto Sans", style: weight.isEmpty ? width : width + " " + weight,
                    postScriptName: "NotoSans-" + width + weight, weightClass: weightClass, widthClass: widthClass,
                    codePoints: latinCodePoints)
            }
        }
        let normal = [(String, UInt16, Bool)]([
            ("Thin", 100, false), ("Light", 300, false), ("Regular", 400, false), ("Italic", 400, true),
            ("Medium", 500, false), ("SemiBold", 600, false), ("Bold", 700, false), ("Bold Italic", 700, true),
            ("Black", 900, false),
        ]).map { style, weightClass, italic in
            FixtureFont(
                family: "Noto Sans", style: style, postScriptName: "NotoSans-" + style.filter { $0 != " " },
                weightClass: weightClass, isItalic: italic, codePoints: latinCodePoints)
        }
        return narrow + normal
    }()

    /// Roboto, 6 upright faces, whose Thin says weight 250 in its `OS/2` table as Debian's Roboto-Thin does.
    public static let roboto: [FixtureFont] = [(String, UInt16)]([
        ("Thin", 250), ("Light", 300), ("Regular", 400), ("Medium", 500), ("Bold", 700), ("Black", 900),
    ]).map { style, weightClass in
        FixtureFont(
            family: "Roboto", style: style, postScriptName: "Roboto-" + style, weightClass: weightClass,
            codePoints: latinCodePoints)
    }

    /// Lone Serif, a family of one face, `LoneSerif-Regular`.
    public static let loneSerif = FixtureFont(
        family: "Lone Serif", style: "Regular", postScriptName: "LoneSerif-Regular", codePoints: latinCodePoints)

    /// Pair Sans, Regular (face index 0) and Bold (face index 1) in one TrueType collection, `PairSans.ttc`.
    public static let pairSans: [FixtureFont] = [
        FixtureFont(
            family: "Pair Sans", style: "Regular", postScriptName: "PairSans-Regular", codePoints: latinCodePoints),
        FixtureFont(
            family: "Pair Sans", style: "Bold", postScriptName: "PairSans-Bold", weightClass: 700,
            codePoints: latinCodePoints),
    ]

    /// Every file of `Fixtures/Families/`: ``notoSans``, ``roboto`` and ``loneSerif`` one face per file, and
    /// ``pairSans`` as `PairSans.ttc`.
    public static var familyFiles: [FixtureFile] {
        let single = (notoSans + roboto + [loneSerif]).map {
            FixtureFile(relativePath: "Families/" + $0.fileName, data: FixtureFontWriter.data(for: $0))
        }
        let collection = FixtureFile(
            relativePath: "Families/PairSans.ttc", data: FixtureFontWriter.collectionData(for: pairSans))
        return single + [collection]
    }
}
