import CFontconfig

/// Reads the properties of one fontconfig pattern (borrowed, never freed here) into Swift values.
struct FontPattern {
    /// fontconfig's object names for what a ``FontFace`` carries.
    static let objects = [
        "family", "familylang", "style", "stylelang", "fullname", "fullnamelang", "postscriptname", "weight", "slant",
        "width", "file", "index", "fontformat", "variable",
    ]

    let pattern: OpaquePointer

    /// The first string value of `object`.
    func string(_ object: StaticString) -> String? {
        cString(object).map { String(cString: $0) }
    }

    /// `object`'s bytes as fontconfig takes an object name: a literal's bytes end with a NUL, so they are passed
    /// where they lie, without a `String` made C-compatible for every call.
    private static func name(_ object: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(object.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// The first string value of `object` as fontconfig holds it, valid while the pattern lives.
    private func cString(_ object: StaticString) -> UnsafePointer<FcChar8>? {
        var value: UnsafeMutablePointer<FcChar8>?
        let found = FcPatternGetString(pattern, Self.name(object), 0, &value)
        return found == FcResultMatch ? value.map { UnsafePointer($0) } : nil
    }

    /// The first integer value of `object`.
    func integer(_ object: StaticString) -> Int? {
        var value: Int32 = 0
        let found = FcPatternGetInteger(pattern, Self.name(object), 0, &value)
        return found == FcResultMatch ? Int(value) : nil
    }

    /// The first value of `object` as a number, whether fontconfig stored it as an integer or a double.
    /// A range (a variable font's weight axis) has no single number and gives `nil`.
    func number(_ object: StaticString) -> Double? {
        var value = FcValue()
        guard FcPatternGet(pattern, Self.name(object), 0, &value) == FcResultMatch else { return nil }
        switch value.type {
        case FcTypeInteger: return Double(value.u.i)
        case FcTypeDouble: return value.u.d
        default: return nil
        }
    }

    /// The first boolean value of `object`.
    func bool(_ object: StaticString) -> Bool? {
        var value: FcBool = FcFalse
        let found = FcPatternGetBool(pattern, Self.name(object), 0, &value)
        return found == FcResultMatch ? value != FcFalse : nil
    }

    /// What a pattern is to a catalog.
    enum Reading {
        /// A face (see ``face()``).
        case face(FontFace)
        /// A variable font's `variable=True` pattern, at this file and face index.
        case variableFont(VariableFontReader.Place)
        /// Neither: a pattern without a file.
        case neither
    }

    /// What this pattern is, looking at `variable` once; language codes are made through `codes`. A face's style and
    /// full names are read now, or on use when `configuration`, whose font sets hold this pattern, is given
    /// (``LocalizedNameList``): then only the first style name is read now.
    func reading(codes: inout LanguageCodeCache, deferringNamesTo configuration: FontconfigConfiguration? = nil)
        -> Reading
    {
        guard let file = string("file") else { return .neither }
        if bool("variable") == true {
            return .variableFont(VariableFontReader.Place(file: file, index: (integer("index") ?? 0) & 0xFFFF))
        }
        let families = localized("family", languages: "familylang", codes: &codes)
        let styles: LocalizedNameList
        let fullNames: LocalizedNameList
        if let configuration, let style = firstName("style", languages: "stylelang", codes: &codes) {
            styles = LocalizedNameList(.styleNames, of: pattern, in: configuration, first: style)
            fullNames = LocalizedNameList(.fullNames, of: pattern, in: configuration, first: nil)
        } else {
            let read = names(.styleNames, codes: &codes)
            styles = LocalizedNameList(read.isEmpty ? [LocalizedName("Regular")] : read)
            fullNames = LocalizedNameList(names(.fullNames, codes: &codes))
        }
        let rawIndex = integer("index") ?? 0
        let postScriptName = string("postscriptname") ?? Self.derivedPostScriptName(families, styles.first)
        return .face(
            FontFace(
                postScriptName: postScriptName,
                familyNames: families,
                styleNameList: styles,
                fullNameList: fullNames,
                weight: FontWeight(FcWeightToOpenTypeDouble(number("weight") ?? Double(FC_WEIGHT_REGULAR))),
                slant: Self.slant(integer("slant")),
                width: Self.width(integer("width")),
                file: file,
                index: rawIndex & 0xFFFF,
                namedInstance: rawIndex >> 16 == 0 ? nil : rawIndex >> 16,
                format: Self.format(file: file, fontformat: cString("fontformat"))
            ))
    }

    /// The face this pattern describes, or `nil` for what is not a face: a variable font's `variable=True`
    /// pattern (no single style or weight) and patterns without a file.
    ///
    /// Family, style and full names come English first, as `FcFontList` orders them for `namelang=en`: the first
    /// name whose language is `en` (else the first in an `en-` territory) moves to the front, the others keep their
    /// order. A pattern that `FcFontList` already ordered is unchanged, so listed and raw patterns give equal faces.
    func face() -> FontFace? {
        var codes = LanguageCodeCache()
        guard case .face(let face) = reading(codes: &codes) else { return nil }
        return face
    }

    /// The style or full names, English first (see ``face()``).
    func names(_ object: LocalizedNameList.Object, codes: inout LanguageCodeCache) -> [LocalizedName] {
        switch object {
        case .styleNames: localized("style", languages: "stylelang", codes: &codes)
        case .fullNames: localized("fullname", languages: "fullnamelang", codes: &codes)
        }
    }

    /// The string values of one object, looked up once: reading them by position then costs no object-name lookup,
    /// which is most of what `FcPatternGetString` costs.
    private struct Strings {
        private let pattern: OpaquePointer
        private var iterator: FcPatternIter
        /// How many values the object has, strings or not.
        let count: Int32

        init(_ pattern: OpaquePointer, _ object: StaticString) {
            self.pattern = pattern
            var iterator = FcPatternIter()
            let found = FcPatternFindIter(pattern, &iterator, FontPattern.name(object)) == FcTrue
            count = found ? FcPatternIterValueCount(pattern, &iterator) : 0
            self.iterator = iterator
        }

        /// The value at position `n` when it is a string; `nil` past the end or for another type.
        mutating func value(at n: Int32) -> UnsafePointer<FcChar8>? {
            guard n >= 0, n < count else { return nil }
            var value = FcValue()
            guard FcPatternIterGetValue(pattern, &iterator, n, &value, nil) == FcResultMatch, value.type == FcTypeString
            else { return nil }
            return value.u.s
        }
    }

    /// The position `FcFontList` moves to the front of a localized list for `namelang=en`: the first of the
    /// `languages` values that is `en` (ignoring ASCII case), else the first `en-…` after position 0, else 0.
    private static func englishPosition(_ languages: inout Strings) -> Int32 {
        var territory: Int32 = -1
        for n in 0..<languages.count {
            guard let value = languages.value(at: n) else { continue }
            switch compareWithEnglish(value) {
            case .equal: return n
            case .territory where territory < 0: territory = n
            default: break
            }
        }
        return max(territory, 0)
    }

    private enum LanguageComparison { case equal, territory, different }

    /// fontconfig's `FcLangCompare(language, "en")`: equal for `en`, a different territory for `en-…`.
    private static func compareWithEnglish(_ language: UnsafePointer<FcChar8>) -> LanguageComparison {
        guard language[0] | 0x20 == UInt8(ascii: "e"), language[1] | 0x20 == UInt8(ascii: "n") else {
            return .different
        }
        switch language[2] {
        case 0: return .equal
        case UInt8(ascii: "-"): return .territory
        default: return .different
        }
    }

    /// The values of `object` paired with those of `languages` at the same positions, English first (see
    /// ``face()``), read in one pass without building the two string arrays first.
    ///
    /// Like `FcFontList`, the English position moves to the front of each list on its own: when it lies beyond the
    /// names, only the languages move.
    private func localized(
        _ object: StaticString, languages: StaticString, codes languageCodes: inout LanguageCodeCache
    )
        -> [LocalizedName]
    {
        var codes = Strings(pattern, languages)
        var values = Strings(pattern, object)
        let english = Self.englishPosition(&codes)
        let namesFront = english < values.count ? english : 0
        var names: [LocalizedName] = []
        names.reserveCapacity(Int(values.count))
        var hasLanguages = true
        for n in 0..<values.count {
            guard let value = values.value(at: Self.position(n, front: namesFront)) else { break }
            // Languages end at the first position without one; later names have none.
            let code =
                hasLanguages ? codes.value(at: Self.position(n, front: english)).map { languageCodes.string($0) } : nil
            hasLanguages = code != nil
            names.append(LocalizedName(String(cString: value), language: code))
        }
        return names
    }

    /// The first of ``localized(_:languages:codes:)``, read without the others: `nil` when `object` has no string.
    private func firstName(
        _ object: StaticString, languages: StaticString, codes languageCodes: inout LanguageCodeCache
    )
        -> LocalizedName?
    {
        var codes = Strings(pattern, languages)
        var values = Strings(pattern, object)
        let english = Self.englishPosition(&codes)
        guard let value = values.value(at: english < values.count ? english : 0) else { return nil }
        return LocalizedName(
            String(cString: value), language: codes.value(at: english).map { languageCodes.string($0) })
    }

    /// The position in fontconfig's list of the `n`th value once the value at `front` is moved to the front.
    private static func position(_ n: Int32, front: Int32) -> Int32 {
        n == 0 ? front : n <= front ? n - 1 : n
    }

    /// fontconfig names every scalable face; for the rare face without a name, build one the way fontconfig does.
    private static func derivedPostScriptName(_ families: [LocalizedName], _ style: LocalizedName?) -> String {
        let family = families.first?.name ?? "Unnamed"
        let style = style?.name ?? "Regular"
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

    /// The format of the face in `file`, whose fontconfig `fontformat` is `fontformat`: web fonts and Type 1 by their
    /// extension (in any case), the rest by the format FreeType reports. Read on bytes; no string is built.
    static func format(file: String, fontformat: UnsafePointer<FcChar8>?) -> FontFormat {
        var file = file
        if let format = file.withUTF8(Self.extensionFormat(of:)) { return format }
        guard let fontformat else { return .other }
        func `is`(_ name: StaticString) -> Bool { Self.equals(fontformat, name) }
        if `is`("TrueType") { return .trueType }
        if `is`("CFF") { return .openType }
        if `is`("Type 1") || `is`("CID Type 1") { return .type1 }
        if `is`("PCF") || `is`("BDF") || `is`("Windows FNT") { return .bitmap }
        return .other
    }

    /// Whether the C string `value` is `name`, byte for byte.
    private static func equals(_ value: UnsafePointer<FcChar8>, _ name: StaticString) -> Bool {
        let bytes = name.utf8Start
        for n in 0..<name.utf8CodeUnitCount where value[n] != bytes[n] { return false }
        return value[name.utf8CodeUnitCount] == 0
    }

    /// The format the extension of `path` decides, in any case of its ASCII letters: web fonts and Type 1; else `nil`.
    ///
    /// The extension's bytes, lowercased, are packed into one integer, its last byte lowest, and compared whole: no
    /// extension that decides is longer than five bytes.
    private static func extensionFormat(of path: UnsafeBufferPointer<UInt8>) -> FontFormat? {
        var key: UInt64 = 0
        var shift: UInt64 = 0
        for position in path.indices.reversed() {
            let byte = path[position]
            if byte == UInt8(ascii: ".") { break }
            guard shift < 40, position > 0 else { return nil }
            key |= UInt64(ASCIIBytes.lowercased(byte)) << shift
            shift += 8
        }
        switch key {
        case 0x776F_6666, 0x77_6F66_6632: return .web  // woff, woff2
        case 0x70_6662, 0x70_6661, 0x7431: return .type1  // pfb, pfa, t1
        default: return nil
        }
    }
}
