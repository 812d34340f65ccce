extension SizedFont {
    /// The font as a Pango font description string, for `pango_font_description_from_string`: family, style
    /// options, size in points — `Gill Sans Semi-Bold Italic 17`.
    ///
    /// Pango's grammar is `[FAMILY-LIST] [STYLE-OPTIONS] [SIZE]`:
    /// - the family is the face's primary family name. Pango reads style words from the end of the string, so a
    ///   family whose last word is one (`Papyrus Condensed`) or a number is ended with a comma:
    ///   `Papyrus Condensed, 17`;
    /// - the weight is Pango's word for 100, 200, 300, 350, 380, 500, 600, 700, 800, 900 and 1000 (`Thin`,
    ///   `Ultra-Light`, `Light`, `Semi-Light`, `Book`, `Medium`, `Semi-Bold`, `Bold`, `Ultra-Bold`, `Heavy`,
    ///   `Ultra-Heavy`), nothing for 400, and `weight=N` (Pango 1.42 and later) for any other weight, rounded;
    /// - then `Italic` or `Oblique`, and the stretch word of a named width other than normal (`Condensed`);
    /// - the size is in points, rounded to hundredths;
    /// - for a face with ``FontFace/coordinates`` (a variable font's named instance or a point of its design
    ///   space), Pango's variations (1.42 and later): `@` and every axis the face sets as `tag=value`, separated by
    ///   commas — `Inter Bold 12 @wght=700,slnt=-10`. The weight, slant and width words still choose the face;
    ///   the variations set the exact coordinates on it.
    ///
    /// A family name with a comma in it cannot be written in this grammar; Pango splits it into two families.
    public var pangoDescription: String {
        let family = face.family
        let lastWord = family.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
        let familyPart = PangoWords.isReserved(lastWord) ? family + "," : family
        let options = [PangoWords.weight(face.weight), PangoWords.slant(face.slant), PangoWords.width(face.width)]
        var words = [familyPart] + options.compactMap { $0 } + [Notation.points(pointSize)]
        if let coordinates = face.coordinates, !coordinates.isEmpty { words.append("@" + coordinates.axisValueList) }
        return words.joined(separator: " ")
    }
}

/// The words Pango's font description grammar gives a meaning to.
enum PangoWords {
    /// Pango's word for each weight it names; 400 has none, as in `pango_font_description_to_string`.
    private static let weights: [Double: String] = [
        100: "Thin", 200: "Ultra-Light", 300: "Light", 350: "Semi-Light", 380: "Book", 500: "Medium",
        600: "Semi-Bold", 700: "Bold", 800: "Ultra-Bold", 900: "Heavy", 1000: "Ultra-Heavy",
    ]
    /// Pango's word for each named width other than normal.
    private static let widths: [FontWidth: String] = [
        .ultraCondensed: "Ultra-Condensed", .extraCondensed: "Extra-Condensed", .condensed: "Condensed",
        .semiCondensed: "Semi-Condensed", .semiExpanded: "Semi-Expanded", .expanded: "Expanded",
        .extraExpanded: "Extra-Expanded", .ultraExpanded: "Ultra-Expanded",
    ]
    /// Every style option word Pango understands, lowercased, without hyphens (Pango ignores both in words).
    private static let reserved: Set<String> = Set(
        [
            "Normal", "Roman", "Oblique", "Italic", "Small-Caps", "All-Small-Caps", "Petite-Caps", "All-Petite-Caps",
            "Unicase", "Title-Caps", "Thin", "Ultra-Light", "Extra-Light", "Light", "Semi-Light", "Demi-Light", "Book",
            "Regular", "Medium", "Semi-Bold", "Demi-Bold", "Bold", "Ultra-Bold", "Extra-Bold", "Heavy", "Black",
            "Ultra-Black", "Extra-Black", "Ultra-Heavy", "Extra-Heavy", "Ultra-Condensed", "Extra-Condensed",
            "Condensed", "Semi-Condensed", "Semi-Expanded", "Expanded", "Extra-Expanded", "Ultra-Expanded",
            "Not-Rotated", "South", "Upside-Down", "North", "Rotated-Left", "East", "Rotated-Right", "West",
        ].map(normalized)
    )

    /// The weight's style option: a word, `weight=N`, or `nil` for 400.
    static func weight(_ weight: FontWeight) -> String? {
        if weight == .regular { return nil }
        return weights[weight.value] ?? "weight=\(Int(weight.value.rounded()))"
    }

    /// `Italic`, `Oblique`, or `nil` for upright.
    static func slant(_ slant: FontSlant) -> String? {
        switch slant {
        case .upright: nil
        case .italic: "Italic"
        case .oblique: "Oblique"
        }
    }

    /// The stretch word of a named width, or `nil` for normal and unnamed widths.
    static func width(_ width: FontWidth) -> String? {
        widths[width]
    }

    /// `true` when Pango would read `word` at the end of a family name as a style option or a size.
    static func isReserved(_ word: String) -> Bool {
        let key = normalized(word)
        if reserved.contains(key) || key.contains("=") { return true }
        let number = key.hasSuffix("px") ? String(key.dropLast(2)) : key
        return !number.isEmpty && number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    private static func normalized(_ word: String) -> String {
        word.lowercased().filter { $0 != "-" }
    }
}
