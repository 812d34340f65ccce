/// A font family declared once by its naming rule: a PostScript base name, a weight → suffix table, an italic
/// rule, the widths it comes in and the separator between base and suffix.
///
/// Users extend it with static members:
///
/// ```swift
/// extension FontFamily {
///     static let sourceSansPro = FontFamily(
///         "SourceSansPro",
///         weights: [
///             .thin: .sameFace(as: .light),
///             .extraLight: "ExtraLight",
///             .light: "Light",
///             .regular: .standalone("Regular"),
///             .medium: .sameFace(as: .regular),
///             .semiBold: "Semibold",
///             .bold: "Bold",
///             .extraBold: .sameFace(as: .bold),
///             .black: "Black",
///         ],
///         italic: .italic("It")
///     )
/// }
/// FontFamily.sourceSansPro.postScriptName(weight: .semiBold, slant: .italic)  // "SourceSansPro-SemiboldIt"
/// FontFamily.sourceSansPro.postScriptName(weight: .regular, slant: .italic)   // "SourceSansPro-It"
/// ```
///
/// A name is built as base name, then the width's word when ``WidthNaming/placement`` is
/// ``WidthNaming/Placement/base``, then the separator and the suffix: the width's word (when placed in the suffix),
/// the weight's suffix and the italic suffix, in that order. With an empty suffix the name is the bare base
/// (`GillSans`, `DejaVuSansCondensed`).
///
/// A variable family also states its design space (``axes``): a weight, width or slant between its named faces is
/// then reached by coordinates (`FontCatalog.resolve(_:weight:slant:width:fallback:)`). Declared without a table,
/// its faces are the named instances Adobe Tech Note 5902 names — the names the static files of the family carry
/// too, so one declaration serves both installs:
///
/// ```swift
/// extension FontFamily {
///     static let inter = FontFamily("Inter", axes: [.weight: 100...900], italic: .italic())
/// }
/// FontFamily.inter.postScriptName(weight: .semiBold, slant: .italic)  // "Inter-SemiBoldItalic"
/// FontFamily.inter.postScriptName(weight: .regular, slant: .italic)   // "Inter-Italic"
/// ```
///
/// A descriptor states names and nothing else: how a family is sized, made bolder for "Bold Text" or cascaded is a
/// ``StyledFamily`` that holds the descriptor.
public struct FontFamily: Hashable, Sendable, CustomStringConvertible {
    /// The PostScript name shared by every face before its width, separator and suffix, such as `SourceSansPro`.
    public var baseName: String
    /// Every weight the family answers to, with the suffix of its face or the weight whose face it shares.
    public var weights: [FontWeight: WeightSuffix]
    /// How italic (or oblique) faces are named, and which weights have one.
    public var italic: ItalicRule
    /// The widths other than normal, and where their word goes in the name.
    public var widths: WidthNaming
    /// What separates the base (with its width word, if any) from a non-empty suffix: usually `-`.
    public var separator: String
    /// The ranges a variable family varies over, or `nil` for a static family: only named faces.
    public var axes: AxisRanges?

    /// A family named by the given rules.
    ///
    /// - Parameters:
    ///   - baseName: The PostScript base name, such as `GillSans`.
    ///   - weights: Weight → suffix; an empty suffix means the bare base name.
    ///   - italic: The italic rule; ``ItalicRule/none`` (the default) for a family without italics.
    ///   - widths: The widths besides normal; ``WidthNaming/normalOnly`` (the default) for one width.
    ///   - separator: The separator between base and suffix, `-` unless given.
    ///   - axes: The ranges of a variable family, beside its named faces; `nil` (the default) for a static family.
    public init(
        _ baseName: String,
        weights: [FontWeight: WeightSuffix],
        italic: ItalicRule = .none,
        widths: WidthNaming = .normalOnly,
        separator: String = "-",
        axes: AxisRanges? = nil
    ) {
        self.baseName = baseName
        self.weights = weights
        self.italic = italic
        self.widths = widths
        self.separator = separator
        self.axes = axes
    }

    /// A variable family whose named faces carry the standard OpenType style names: every registered weight within
    /// the `wght` range (Thin 100, ExtraLight 200, Light 300, Regular 400, Medium 500, SemiBold 600, Bold 700,
    /// ExtraBold 800, Black 900; Regular alone without `wght`), `Regular` written only when nothing else follows the
    /// separator, so the italics are `Inter-Italic` and `Inter-BoldItalic` under ``ItalicRule/italic(_:except:spelled:italicOnly:)``.
    ///
    /// These are the PostScript names Adobe Tech Note 5902 gives instances with those style names, and the names
    /// the static files of such a family carry.
    ///
    /// - Parameters:
    ///   - baseName: The PostScript base name, such as `Inter`: the font's instance name prefix.
    ///   - axes: The ranges the family varies over, such as `[.weight: 100...900]`.
    ///   - italic: The italic rule; ``ItalicRule/none`` (the default) for a family without italics.
    ///   - widths: The widths besides normal; ``WidthNaming/normalOnly`` (the default) for one width.
    ///   - separator: The separator between base and suffix, `-` unless given.
    public init(
        _ baseName: String,
        axes: AxisRanges,
        italic: ItalicRule = .none,
        widths: WidthNaming = .normalOnly,
        separator: String = "-"
    ) {
        let weights = axes[.weight].map { range in FontWeight.named.filter { range.contains($0.value) } } ?? [.regular]
        self.init(
            baseName,
            weights: Dictionary(
                uniqueKeysWithValues: weights.map { ($0, $0 == .regular ? .standalone($0.name) : .suffix($0.name)) }),
            italic: italic,
            widths: widths,
            separator: separator,
            axes: axes
        )
    }

    /// `true` when the family declares ``axes``.
    public var isVariable: Bool { axes != nil }

    /// The weights that have a face of their own (not ``WeightSuffix/sameFace(as:)``), thinnest first.
    public var faceWeights: [FontWeight] {
        weights.compactMap { weight, suffix in suffix.sharedWeight == nil ? weight : nil }.sorted()
    }

    /// The weight whose face `weight` uses: itself, the target of a ``WeightSuffix/sameFace(as:)`` entry, or
    /// `nil` when the table does not list it or its entry points at a weight without a face of its own.
    public func faceWeight(for weight: FontWeight) -> FontWeight? {
        guard let suffix = weights[weight] else { return nil }
        guard let target = suffix.sharedWeight else { return weight }
        guard let targetSuffix = weights[target], targetSuffix.sharedWeight == nil else { return nil }
        return target
    }

    /// The PostScript name of the face declared for exactly this weight (after ``WeightSuffix/sameFace(as:)``),
    /// slant and width, or `nil` when the family does not declare one.
    ///
    /// A weight missing from the table gives `nil`, never a neighbour, and so does a slant other than upright and
    /// the family's own (``ItalicRule/slant``): the descriptor states names, it does not guess.
    /// `FontMatcher.bestMatch(in: family.faces, weight:)` gives the face CSS font matching would choose.
    ///
    /// - Parameters:
    ///   - weight: The weight, such as `.semiBold`.
    ///   - slant: ``FontSlant/upright`` unless given; the family's italic or oblique slant for its slanted face.
    ///   - width: The width; normal unless given.
    public func postScriptName(
        weight: FontWeight,
        slant: FontSlant = .upright,
        width: FontWidth = .normal
    ) -> String? {
        guard let faceWeight = faceWeight(for: weight), slant == .upright || slant == italic.slant else { return nil }
        return name(faceWeight: faceWeight, slanted: slant != .upright, width: width)
    }

    /// Every face the family declares, ordered by width, then weight, then upright before slanted.
    public var faces: [DeclaredFace] {
        widths.allWidths.flatMap { width in
            faceWeights.flatMap { weight in
                [false, true].compactMap { slanted in
                    name(faceWeight: weight, slanted: slanted, width: width).map {
                        DeclaredFace(
                            width: width,
                            weight: weight,
                            slant: slanted ? italic.slant : .upright,
                            postScriptName: $0
                        )
                    }
                }
            }
        }
    }

    /// The base name, the ranges of a variable family and every PostScript name the family declares:
    /// `FontFamily(ZenOldMincho, 2 faces: ZenOldMincho-Regular, ZenOldMincho-Bold)`,
    /// `FontFamily(VarySans, variable wght 100–900, 9 faces: VarySans-Thin, …)`.
    public var description: String {
        let declared = faces
        let names = DisplayText.list(declared.map { DisplayText.escaped($0.postScriptName) })
        let count = Notation.count(declared.count, "face", "faces")
        let variable = axes.map { "variable \(DisplayText.escaped($0.description)), " } ?? ""
        return "FontFamily(\(DisplayText.escaped(baseName)), \(variable)\(count)"
            + (declared.isEmpty ? ")" : ": \(names))")
    }

    private func name(faceWeight: FontWeight, slanted: Bool, width: FontWidth) -> String? {
        guard let weightSuffix = weights[faceWeight], let widthWord = widths.word(for: width, weight: faceWeight)
        else { return nil }
        let widthPart = widths.placement == .suffix ? widthWord : ""
        let stylePart: String
        if slanted {
            guard italic.hasItalic(for: faceWeight) else { return nil }
            if let spelling = italic.spellings[faceWeight] {
                stylePart = spelling
            } else {
                let alone = widthPart.isEmpty && italic.suffix.isEmpty
                stylePart = weightSuffix.written(alone: alone) + italic.suffix
            }
        } else {
            guard italic.hasUpright(for: faceWeight) else { return nil }
            stylePart = weightSuffix.written(alone: widthPart.isEmpty)
        }
        let base = baseName + (widths.placement == .base ? widthWord : "")
        let suffix = widthPart + stylePart
        return suffix.isEmpty ? base : base + separator + suffix
    }
}
