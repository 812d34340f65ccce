internal import CFontconfig

/// Reads the properties of one fontconfig pattern (borrowed, never freed here) into Swift values.
struct FontPattern {
    /// fontconfig's object names for what a ``FontFace`` carries.
    static let objects = [
        "family", "familylang", "style", "stylelang", "fullname", "postscriptname", "weight", "slant", "width",
        "file", "index", "fontformat", "variable",
    ]

    let pattern: OpaquePointer

    /// The first string value of `object`.
    ///
    /// Object names are passed with `withCString`: passing a `String` parameter straight to C builds a
    /// `utf8CString` array on the heap for every call.
    func string(_ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        let found = object.withCString { FcPatternGetString(pattern, $0, 0, &value) }
        guard found == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// The first integer value of `object`.
    func integer(_ object: String) -> Int? {
        var value: Int32 = 0
        let found = object.withCString { FcPatternGetInteger(pattern, $0, 0, &value) }
        return found == FcResultMatch ? Int(value) : nil
    }

    /// The first value of `object` as a number, whether fontconfig stored it as an integer or a double.
    /// A range (a variable font's weight axis) has no single number and gives `nil`.
    func number(_ object: String) -> Double? {
        var value = FcValue()
        guard object.withCString({ FcPatternGet(pattern, $0, 0, &value) }) == FcResultMatch else { return nil }
        switch value.type {
        case FcTypeInteger: return Double(value.u.i)
        case FcTypeDouble: return value.u.d
        default: return nil
        }
    }

    /// The first boolean value of `object`.
    func bool(_ object: String) -> Bool? {
        var value: FcBool = FcFalse
        let found = object.withCString { FcPatternGetBool(pattern, $0, 0, &value) }
        return found == FcResultMatch ? value != FcFalse : nil
    }

    /// The face this pattern describes, or `nil` for what is not a face: a variable font's `variable=True`
    /// pattern (no single style or weight) and patterns without a file.
    func face() -> FontFace? {
        if bool("variable") == true { return nil }
        guard let file = string("file") else { return nil }
        let families = localized("family", languages: "familylang")
        let styles = localized("style", languages: "stylelang")
        let rawIndex = integer("index") ?? 0
        let postScriptName = string("postscriptname") ?? Self.derivedPostScriptName(families, styles)
        return FontFace(
            postScriptName: postScriptName,
            familyNames: families,
            styleNames: styles,
            fullName: string("fullname"),
            weight: FontWeight(FcWeightToOpenTypeDouble(number("weight") ?? Double(FC_WEIGHT_REGULAR))),
            slant: Self.slant(integer("slant")),
            width: Self.width(integer("width")),
            file: file,
            index: rawIndex & 0xFFFF,
            namedInstance: rawIndex >> 16 == 0 ? nil : rawIndex >> 16,
            format: Self.format(file: file, fontformat: string("fontformat"))
        )
    }

    /// The values of `object` paired with those of `languages` at the same positions, read in one pass without
    /// building the two string arrays first.
    private func localized(_ object: String, languages: String) -> [LocalizedName] {
        object.withCString { object in
            languages.withCString { languages in
                var names: [LocalizedName] = []
                var value: UnsafeMutablePointer<FcChar8>?
                var language: UnsafeMutablePointer<FcChar8>?
                var hasLanguages = true
                var n: Int32 = 0
                while FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value {
                    // Languages end at the first position without one; later names have none.
                    hasLanguages = hasLanguages && FcPatternGetString(pattern, languages, n, &language) == FcResultMatch
                    let code = hasLanguages ? language.map { String(cString: $0) } : nil
                    hasLanguages = hasLanguages && code != nil
                    names.append(LocalizedName(String(cString: value), language: code))
                    n += 1
                }
                return names
            }
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
        switch lowercasedExtension(file) {
        case "woff", "woff2": return .web
        case "pfb", "pfa", "t1": return .type1
        default: break
        }
        switch fontformat {
        case "TrueType": return .trueType
        case "CFF": return .openType
        case "Type 1", "CID Type 1": return .type1
        case "PCF", "BDF", "Windows FNT": return .bitmap
        default: return .other
        }
    }

    /// What follows the last `.` of `path`, with ASCII letters lowercased; empty when there is no `.`.
    /// Works on UTF-8 bytes: lowercasing the whole path as a Unicode string costs more than reading the font.
    private static func lowercasedExtension(_ path: String) -> String {
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        let lowered = bytes[bytes.index(after: dot)...].map { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
        }
        return String(decoding: lowered, as: UTF8.self)
    }
}
