/// The width, weight and slant a PostScript name asks for, read from the words of its suffix.
struct RequestedStyle: Hashable, Sendable {
    /// The width.
    var width: FontWidth
    /// The weight.
    var weight: FontWeight
    /// The slant.
    var slant: FontSlant

    private static let weightWords: [(String, FontWeight)] = [
        ("hairline", .thin), ("thin", .thin), ("extralight", .extraLight), ("ultralight", .extraLight),
        ("light", .light), ("regular", .regular), ("normal", .regular), ("book", .regular), ("roman", .regular),
        ("medium", .medium), ("semibold", .semiBold), ("demibold", .semiBold), ("demi", .semiBold),
        ("extrabold", .extraBold), ("ultrabold", .extraBold), ("bold", .bold), ("black", .black),
        ("heavy", .black),
    ]
    private static let slantWords: [(String, FontSlant)] = [
        ("italic", .italic), ("ita", .italic), ("it", .italic), ("oblique", .oblique), ("obl", .oblique),
    ]
    private static let widthWords: [(String, FontWidth)] = [
        ("ultracondensed", .ultraCondensed), ("extracondensed", .extraCondensed), ("semicondensed", .semiCondensed),
        ("condensed", .condensed), ("cond", .condensed), ("narrow", .condensed), ("semiexpanded", .semiExpanded),
        ("extraexpanded", .extraExpanded), ("ultraexpanded", .ultraExpanded), ("expanded", .expanded),
    ]

    /// The style `suffix` names (such as `UltraBoldItalic` or `CondensedBold`), or `nil` when it holds anything
    /// but style words, or one kind of word twice. An empty suffix is the regular upright face.
    init?(suffix: String) {
        guard let (width, weight, slant) = Self.words(of: suffix) else { return nil }
        self.init(width: width ?? .normal, weight: weight ?? .regular, slant: slant ?? .upright)
    }

    /// The width a suffix's words name, or `nil` when it names none or is not all style words.
    static func width(in suffix: String) -> FontWidth? {
        words(of: suffix)?.width
    }

    /// What each kind of style word in `suffix` says, `nil` for a kind it lacks; `nil` when it holds anything but
    /// style words, or one kind of word twice.
    private static func words(of suffix: String) -> (width: FontWidth?, weight: FontWeight?, slant: FontSlant?)? {
        var rest = Substring(suffix.lowercased())
        var weight: FontWeight?
        var slant: FontSlant?
        var width: FontWidth?
        while !rest.isEmpty {
            if let (word, value) = longest(weightWords, at: rest), weight == nil {
                weight = value
                rest = rest.dropFirst(word.count)
            } else if let (word, value) = longest(slantWords, at: rest), slant == nil {
                slant = value
                rest = rest.dropFirst(word.count)
            } else if let (word, value) = longest(widthWords, at: rest), width == nil {
                width = value
                rest = rest.dropFirst(word.count)
            } else {
                return nil
            }
        }
        return (width, weight, slant)
    }

    /// A style with every property given.
    init(width: FontWidth, weight: FontWeight, slant: FontSlant) {
        self.width = width
        self.weight = weight
        self.slant = slant
    }

    private static func longest<Value>(_ words: [(String, Value)], at text: Substring) -> (String, Value)? {
        words.filter { text.hasPrefix($0.0) }.max { $0.0.count < $1.0.count }
    }

    /// `true` when `face` has this width and weight, and this slant (italic and oblique count as one).
    func matches(_ face: FontFace) -> Bool {
        face.width == width && face.weight == weight && face.slant.isSlanted == slant.isSlanted
    }

    /// The style in words, using `family`'s own name for the weight where an upright face of it has one:
    /// `UltraBold Italic`, `Condensed Bold`, `Italic`.
    func name(in faces: [FontFace]) -> String {
        let upright = faces.first { $0.weight == weight && $0.width == width && $0.slant == .upright }
        var weightName = upright.map(\.style) ?? weight.name
        if width != .normal, let upright, upright.style.contains(width.name) {
            weightName = weight.name
        }
        let showsWeight = !(weight == .regular && (slant.isSlanted || width != .normal))
        let parts = [
            width == .normal ? nil : width.name,
            showsWeight ? weightName : nil,
            slant == .italic ? "Italic" : slant == .oblique ? "Oblique" : nil,
        ]
        return parts.compactMap { $0 }.joined(separator: " ")
    }
}
