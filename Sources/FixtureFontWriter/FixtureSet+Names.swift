extension FixtureSet {
    /// Twofold Serif, Regular and Bold Italic, named as URW's base35 and TeX Gyre's OpenType faces are: the first
    /// full name record (Windows) holds the PostScript name, the real full name comes second (Macintosh), so
    /// fontconfig lists `TwofoldSerif-BoldItalic,Twofold Serif Bold Italic` as the face's full names.
    public static let twofoldSerif: [FixtureFont] = [(String, String, UInt16, Bool)]([
        ("Regular", "Regular", 400, false), ("Bold Italic", "BoldItalic", 700, true),
    ]).map { style, suffix, weightClass, italic in
        var font = FixtureFont(
            family: "Twofold Serif", style: style, postScriptName: "TwofoldSerif-" + suffix, weightClass: weightClass,
            isItalic: italic, codePoints: latinCodePoints)
        font.macintoshFullName = font.fullName == "Twofold Serif" ? "Twofold Serif Regular" : font.fullName
        font.fullName = font.postScriptName
        return font
    }

    /// Ledger Sans, 5 faces whose legacy family names (name ID 1) are not their typographic family, as Noto's are
    /// (`Noto Sans Georgian ExtCond Med`, `Noto Serif Hebrew SemBd`): Regular and Bold in `Ledger Sans`, SemiBold
    /// alone in `Ledger Sans SemBd`, ExtraCondensed Medium and its italic in `Ledger Sans ExtCond Med`; every full name
    /// spells the style out (`Ledger Sans ExtraCondensed Medium`).
    public static let ledgerSans: [FixtureFont] = [(String, String, String?, UInt16, UInt16, Bool)]([
        ("Regular", "Regular", nil, 400, 5, false), ("Bold", "Bold", nil, 700, 5, false),
        ("SemiBold", "SemiBold", "Ledger Sans SemBd", 600, 5, false),
        ("ExtraCondensed Medium", "ExtraCondensedMedium", "Ledger Sans ExtCond Med", 500, 2, false),
        ("ExtraCondensed Medium Italic", "ExtraCondensedMediumItalic", "Ledger Sans ExtCond Med", 500, 2, true),
    ]).map { style, suffix, legacyFamily, weightClass, widthClass, italic in
        var font = FixtureFont(
            family: "Ledger Sans", style: style, postScriptName: "LedgerSans-" + suffix, weightClass: weightClass,
            widthClass: widthClass, isItalic: italic, codePoints: latinCodePoints)
        if let legacyFamily { font.familyName = legacyFamily }
        return font
    }

    /// Every file of `Fixtures/Names/`: ``twofoldSerif`` and ``ledgerSans``, one face per file.
    public static var namesFiles: [FixtureFile] {
        (twofoldSerif + ledgerSans).map {
            FixtureFile(relativePath: "Names/" + $0.fileName, data: FixtureFontWriter.data(for: $0))
        }
    }
}
