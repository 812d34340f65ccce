import Foundation

/// The committed fixture set: the families of the Swash and Font documentation, an icon font, variable fonts,
/// broken files.
///
/// `swift run fontfamily-fixtures` writes ``files`` into `Fixtures/`; a test checks that the committed files are
/// exactly these.
public enum FixtureSet {
    /// Printable ASCII, U+0020–U+007E, and a few Latin-1 letters.
    public static let latinCodePoints: [UInt32] =
        Array(0x20...0x7E) + [0xC0, 0xC7, 0xC9, 0xD6, 0xDC, 0xE0, 0xE7, 0xE8, 0xE9, 0xF1, 0xF6, 0xFC]

    /// Latin, plus Japanese punctuation, hiragana, katakana and a few kanji (日本語明朝体漢字).
    public static let japaneseCodePoints: [UInt32] =
        latinCodePoints + [0x3001, 0x3002] + Array(0x3041...0x3093) + Array(0x30A1...0x30F6)
        + [0x4F53, 0x5B57, 0x65E5, 0x660E, 0x671D, 0x672C, 0x6F22, 0x8A9E]

    /// The Arabic letters U+0621–U+064A and the digits 0–9, and no Latin letters.
    public static let arabicCodePoints: [UInt32] = Array(0x30...0x39) + Array(0x0621...0x064A)

    /// The icons of the `iconfont` fixture, from U+E600 up; `500px` and `default` need sanitising as Swift names.
    public static let icons: [IconFixtureGlyph] = [
        IconFixtureGlyph(iconID: "1083201", name: "arrow left", fontClass: "arrow-left", codePoint: 0xE600),
        IconFixtureGlyph(iconID: "1083202", name: "arrow right", fontClass: "arrow-right", codePoint: 0xE601),
        IconFixtureGlyph(iconID: "1083203", name: "home", fontClass: "home", codePoint: 0xE602),
        IconFixtureGlyph(iconID: "1083204", name: "search", fontClass: "search", codePoint: 0xE603),
        IconFixtureGlyph(iconID: "1083205", name: "settings", fontClass: "settings", codePoint: 0xE604),
        IconFixtureGlyph(iconID: "1083206", name: "user", fontClass: "user", codePoint: 0xE605),
        IconFixtureGlyph(iconID: "1083207", name: "shopping cart", fontClass: "cart", codePoint: 0xE606),
        IconFixtureGlyph(iconID: "1083208", name: "favourite", fontClass: "heart", codePoint: 0xE607),
        IconFixtureGlyph(iconID: "1083209", name: "share", fontClass: "share", codePoint: 0xE608),
        IconFixtureGlyph(iconID: "1083210", name: "close", fontClass: "close", codePoint: 0xE609),
        IconFixtureGlyph(iconID: "1083211", name: "500px logo", fontClass: "500px", codePoint: 0xE60A),
        IconFixtureGlyph(iconID: "1083212", name: "default avatar", fontClass: "default", codePoint: 0xE60B),
    ]

    /// Every font of `Fixtures/Fonts/`, in the order listed in issue 2.
    public static let standard: [FixtureFont] =
        gillSans + sourceSansPro + zenOldMincho + papyrus + damascus + [iconFont]

    /// Gill Sans, 9 faces; styles outside Regular/Italic/Bold/Bold Italic carry typographic names.
    public static let gillSans: [FixtureFont] = [(String, String, UInt16, Bool)]([
        ("", "Regular", 400, false), ("-Italic", "Italic", 400, true),
        ("-Light", "Light", 300, false), ("-LightItalic", "Light Italic", 300, true),
        ("-SemiBold", "SemiBold", 600, false), ("-SemiBoldItalic", "SemiBold Italic", 600, true),
        ("-Bold", "Bold", 700, false), ("-BoldItalic", "Bold Italic", 700, true),
        ("-UltraBold", "UltraBold", 800, false),
    ]).map { suffix, style, weight, italic in
        FixtureFont(
            family: "Gill Sans", style: style, postScriptName: "GillSans" + suffix, weightClass: weight,
            isItalic: italic, codePoints: latinCodePoints)
    }

    /// Source Sans Pro, 12 faces, named as Adobe ships them.
    public static let sourceSansPro: [FixtureFont] = [(String, UInt16)]([
        ("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("Semibold", 600), ("Bold", 700), ("Black", 900),
    ]).flatMap { weightName, weight in
        [false, true].map { italic in
            let style: String
            let suffix: String
            switch (weightName, italic) {
            case ("Regular", false): (style, suffix) = ("Regular", "Regular")
            case ("Regular", true): (style, suffix) = ("Italic", "It")
            case (_, false): (style, suffix) = (weightName, weightName)
            case (_, true): (style, suffix) = (weightName + " Italic", weightName + "It")
            }
            return FixtureFont(
                family: "Source Sans Pro", style: style, postScriptName: "SourceSansPro-" + suffix,
                weightClass: weight, isItalic: italic, codePoints: latinCodePoints)
        }
    }

    /// Zen Old Mincho, Regular and Bold, with a Japanese family name.
    public static let zenOldMincho: [FixtureFont] = [(String, UInt16)]([("Regular", 400), ("Bold", 700)]).map {
        style, weight in
        FixtureFont(
            family: "Zen Old Mincho", style: style, postScriptName: "ZenOldMincho-" + style, weightClass: weight,
            codePoints: japaneseCodePoints,
            localizedNames: [
                LocalizedFixtureName(windowsLanguageID: LocalizedFixtureName.japanese, familyName: "ZEN オールド明朝")
            ])
    }

    /// Papyrus, Regular and Condensed (width class 3); Latin only.
    public static let papyrus: [FixtureFont] = [
        FixtureFont(family: "Papyrus", style: "Regular", postScriptName: "Papyrus", codePoints: latinCodePoints),
        FixtureFont(
            family: "Papyrus", style: "Condensed", postScriptName: "Papyrus-Condensed", widthClass: 3,
            codePoints: latinCodePoints),
    ]

    /// Damascus, Regular and Bold: Arabic letters and digits, no Latin letters.
    public static let damascus: [FixtureFont] = [
        FixtureFont(family: "Damascus", style: "Regular", postScriptName: "Damascus", codePoints: arabicCodePoints),
        FixtureFont(
            family: "Damascus", style: "Bold", postScriptName: "DamascusBold", weightClass: 700,
            codePoints: arabicCodePoints),
    ]

    /// The icon font: family and PostScript name `iconfont`, one named glyph per entry of ``icons``.
    public static let iconFont = FixtureFont(
        family: "iconfont", style: "Regular", postScriptName: "iconfont", codePoints: icons.map(\.codePoint),
        glyphNames: Dictionary(uniqueKeysWithValues: icons.map { ($0.codePoint, $0.fontClass) }))

    /// Vary Sans, the variable font of `Fixtures/Variable/`: one `wght` axis from 100 to 900, default 400, the
    /// named instances Thin, Light, Regular, Bold and Black, each with its own PostScript name, and the variations
    /// PostScript name prefix `VarySans`.
    public static let varySans: FixtureFont = {
        var font = FixtureFont(
            family: "Vary Sans", style: "Regular", postScriptName: "VarySans-Regular", codePoints: latinCodePoints,
            fileName: "VarySans[wght].ttf")
        font.variationsPostScriptNamePrefix = "VarySans"
        font.variationAxes = [.weight(minimum: 100, defaultValue: 400, maximum: 900)]
        font.namedInstances = [(String, Double)]([
            ("Thin", 100), ("Light", 300), ("Regular", 400), ("Bold", 700), ("Black", 900),
        ]).map { style, weight in
            FixtureNamedInstance(styleName: style, postScriptName: "VarySans-" + style, coordinates: [weight])
        }
        return font
    }()

    /// Every font of `Fixtures/Variable/`.
    public static let variable: [FixtureFont] = [varySans]

    /// The font of `Fixtures/NoPost/`: a Gill Sans lookalike, family `Gill Sans No Post`, without a `post` table —
    /// fontconfig lists it, browsers refuse to load it (the specimen page's "failed" case).
    public static let noPost: FixtureFont = {
        var font = FixtureFont(
            family: "Gill Sans No Post", style: "Regular", postScriptName: "GillSansNoPost", codePoints: latinCodePoints
        )
        font.hasPostTable = false
        return font
    }()

    /// The files of `Fixtures/Broken/`: a Gill Sans file cut in half, and a text file named like a font.
    public static let broken: [FixtureFile] = {
        let whole = FixtureFontWriter.data(for: gillSans[0])
        return [
            FixtureFile(relativePath: "Broken/notes.ttf", data: Data("These are notes, not a font.\n".utf8)),
            FixtureFile(relativePath: "Broken/truncated.ttf", data: whole.prefix(whole.count / 2)),
        ]
    }()

    /// `Fixtures/iconfont.json`, in the format of an iconfont.cn download, listing ``icons``.
    public static let iconFontMetadataJSON: String = {
        let glyphs = icons.map { icon in
            """
                {
                  "icon_id": "\(icon.iconID)",
                  "name": "\(icon.name)",
                  "font_class": "\(icon.fontClass)",
                  "unicode": "\(String(icon.codePoint, radix: 16))",
                  "unicode_decimal": \(icon.codePoint)
                }
            """
        }
        return """
            {
              "id": "4785301",
              "name": "FontFamily fixture icons",
              "font_family": "iconfont",
              "css_prefix_text": "icon-",
              "description": "",
              "glyphs": [
            \(glyphs.joined(separator: ",\n"))
              ]
            }

            """
    }()

    /// The subdirectories of `Fixtures/` that hold nothing but ``files``.
    public static let subdirectories = [
        "Fonts", "Broken", "Families", "NoPost", "Variable", "VariableNames", "DuoSans", "Abbreviated", "Names",
    ]

    /// Every file of the set, sorted by path: `Abbreviated/*.ttf`, `Broken/*`, `DuoSans/Static/*.ttf`, `DuoSans/Variable/*.ttf`,
    /// `Families/*`, `Fonts/*.ttf`, `Names/*.ttf`, `NoPost/*.ttf`, `Variable/*.ttf`, `VariableNames/*.ttf`,
    /// `iconfont.json`.
    public static var files: [FixtureFile] {
        let fonts = standard.map {
            FixtureFile(relativePath: "Fonts/" + $0.fileName, data: FixtureFontWriter.data(for: $0))
        }
        let variableFonts = variable.map {
            FixtureFile(relativePath: "Variable/" + $0.fileName, data: FixtureFontWriter.data(for: $0))
        }
        let variableNameFonts = variableNames.map {
            FixtureFile(relativePath: "VariableNames/" + $0.fileName, data: FixtureFontWriter.data(for: $0))
        }
        let noPostFont = FixtureFile(
            relativePath: "NoPost/" + noPost.fileName, data: FixtureFontWriter.data(for: noPost))
        let json = FixtureFile(relativePath: "iconfont.json", data: Data(iconFontMetadataJSON.utf8))
        let all =
            fonts + variableFonts + variableNameFonts + duoSansFiles + [noPostFont] + broken + familyFiles
            + abbreviatedFiles + namesFiles
        return (all + [json]).sorted { $0.relativePath < $1.relativePath }
    }

    /// Writes ``files`` into `directory`, replacing its ``subdirectories`` entirely.
    ///
    /// - Throws: ``FixtureWriteError/cannotWrite(path:)`` naming the directory or file that could not be written.
    public static func write(to directory: URL) throws {
        let manager = FileManager.default
        for subdirectory in subdirectories {
            let url = directory.appendingPathComponent(subdirectory)
            do {
                if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw FixtureWriteError.cannotWrite(path: url.path)
            }
        }
        for file in files {
            let url = directory.appendingPathComponent(file.relativePath)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            } catch {
                throw FixtureWriteError.cannotWrite(path: url.path)
            }
        }
    }
}
