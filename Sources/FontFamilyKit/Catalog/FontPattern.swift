import CFontconfig

/// Reads the properties of one fontconfig pattern (borrowed, never freed here) into Swift values.
struct FontPattern {
    /// fontconfig's object names for what a ``FontFace`` carries.
    static let objects = [
        "family", "familylang", "style", "stylelang", "fullname", "postscriptname", "weight", "slant", "width",
        "file", "index", "fontformat", "variable",
    ]

    let pattern: OpaquePointer

    /// Every string value of `object`, in order.
    func strings(_ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var n: Int32 = 0
        while FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            n += 1
        }
        return values
    }

    /// The first integer value of `object`.
    func integer(_ object: String) -> Int? {
        var value: Int32 = 0
        return FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch ? Int(value) : nil
    }

    /// The first value of `object` as a number, whether fontconfig stored it as an integer or a double.
    /// A range (a variable font's weight axis) has no single number and gives `nil`.
    func number(_ object: String) -> Double? {
        var value = FcValue()
        guard FcPatternGet(pattern, object, 0, &value) == FcResultMatch else { return nil }
        switch value.type {
        case FcTypeInteger: return Double(value.u.i)
        case FcTypeDouble: return value.u.d
        default: return nil
        }
    }

    /// The first boolean value of `object`.
    func bool(_ object: String) -> Bool? {
        var value: FcBool = FcFalse
        return FcPatternGetBool(pattern, object, 0, &value) == FcResultMatch ? value != FcFalse : nil
    }

    /// The face this pattern describes, or `nil` for what is not a face: a variable font's `variable=True`
    /// pattern (no single style or weight) and patterns without a file.
    func face() -> FontFace? {
        if bool("variable") == true { return nil }
        guard let file = strings("file").first else { return nil }
        let families = localized("family", languages: "familylang")
        let styles = localized("style", languages: "stylelang")
        let rawIndex = integer("index") ?? 0
        let postScriptName = strings("postscriptname").first ?? Self.derivedPostScriptName(families, styles)
        return FontFace(
            postScriptName: postScriptName,
            familyNames: families,
            styleNames: styles,
            fullName: strings("fullname").first,
            weight: FontWeight(FcWeightToOpenTypeDouble(number("weight") ?? Double(FC_WEIGHT_REGULAR))),
            slant: Self.slant(integer("slant")),
            width: Self.width(integer("width")),
            file: file,
            index: rawIndex & 0xFFFF,
            namedInstance: rawIndex >> 16 == 0 ? nil : rawIndex >> 16,
            format: Self.format(file: file, fontformat: strings("fontformat").first)
        )
    }

    private func localized(_ object: String, languages: String) -> [LocalizedName] {
        let names = strings(object)
        let langs = strings(languages)
        return names.enumerated().map { index, name in
            LocalizedName(name, language: index < langs.count ? langs[index] : nil)
        }
    }

    /// fontconfig names every scalable face; for the rare face without a name, build one the way fontconfig does.
    private static func derivedPostScriptName(_ families: [LocalizedName], _ styles: [LocalizedName]) -> String {
        let family = families.first?.name ?? "Unnamed"
        let style = styles.first?.name ?? "Regular"
        return (family + "-" + style).filter { !$0.isWhitespace }
    }

    private static func slant(_ value: Int?) -> FontSlant {
        switch value {
        case Int(FC_SLANT_ITALIC): .italic
        case Int(FC_SLANT_OBLIQUE): .oblique
        default: .upright
        }
    }

    /// fontconfig stores widths as integers, rounding CSS's 62.5, 87.5 and 112.5 to 63, 87 and 113.
    private static func width(_ value: Int?) -> FontWidth {
        switch value {
        case nil: .normal
        case Int(FC_WIDTH_EXTRACONDENSED): .extraCondensed
        case Int(FC_WIDTH_SEMICONDENSED): .semiCondensed
        case Int(FC_WIDTH_SEMIEXPANDED): .semiExpanded
        case let value?: FontWidth(Double(value))
        }
    }

    static func format(file: String, fontformat: String?) -> FontFormat {
        let lowercased = file.lowercased()
        if lowercased.hasSuffix(".woff") || lowercased.hasSuffix(".woff2") { return .web }
        if [".pfb", ".pfa", ".t1"].contains(where: lowercased.hasSuffix) { return .type1 }
        switch fontformat {
        case "TrueType": return .trueType
        case "CFF": return .openType
        case "Type 1", "CID Type 1": return .type1
        case "PCF", "BDF", "Windows FNT": return .bitmap
        default: return .other
        }
    }
}
