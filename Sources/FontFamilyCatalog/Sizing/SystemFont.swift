public import FontFamilyKit

/// The system font: the installed family fontconfig resolves a generic name (`sans-serif`, `serif`, `monospace`)
/// to, with the sizing API of a ``/FontFamilyKit/FontFamily`` (Swash's `SystemFont`). Get one from ``FontCatalog/systemFont(_:)``.
///
/// ```swift
/// if let system = catalog.systemFont(.sansSerif) {
///     system.family.name                                  // "Noto Sans" on many Linux systems: report it
///     system.weights                                      // [400, 700]
///     try system.font(textStyle: .headline).face.weight   // 700, a reported fallback: no 600 is installed
/// }
/// ```
///
/// Fonts are chosen among the family's installed faces by CSS font matching (``FontMatcher``); a face that is not
/// exactly the weight, slant and width asked for is reported as a ``FontResolution/fallback(_:_:)``.
public struct SystemFont: Hashable, Sendable, CustomStringConvertible {
    /// The generic name asked for.
    public let generic: GenericFamily
    /// The installed family fontconfig resolves it to.
    public let family: FontCatalog.Family

    /// A system font of `family`, which fontconfig resolved `generic` to.
    public init(generic: GenericFamily, family: FontCatalog.Family) {
        self.generic = generic
        self.family = family
    }

    /// The weights of the family's upright faces, thinnest first, each once.
    public var weights: [FontWeight] { Self.weights(of: family.faces.filter { !$0.slant.isSlanted }) }

    /// The weights of the family's italic and oblique faces, thinnest first, each once.
    public var slantedWeights: [FontWeight] { Self.weights(of: family.faces.filter(\.slant.isSlanted)) }

    /// The generic name, the family it resolves to and its upright weights:
    /// `SystemFont(sans-serif: Damascus, weights 400, 700)`.
    public var description: String {
        let listed = weights.map(\.description).joined(separator: ", ")
        return "SystemFont(\(generic.rawValue): \(DisplayText.escaped(family.name)), weights \(listed))"
    }

    /// The face CSS font matching chooses for the request, at `size` points.
    ///
    /// - Parameters:
    ///   - weight: The weight, regular unless given.
    ///   - slant: The slant, upright unless given; CSS matching takes oblique for italic (and the reverse) when the
    ///     family lacks the one asked for.
    ///   - width: The width, normal unless given.
    ///   - size: The point size, a finite number above zero.
    ///   - boldText: `true` when the reader turned on "Bold Text": the result is ``SizedFont/bolder(in:)``.
    /// - Throws: ``SizedFontError/invalidSize(parameter:value:)`` for a size that is not a point size;
    ///   ``SizedFontError/unresolved(_:)`` only for a family without faces.
    public func font(
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        size: Double,
        boldText: Bool = false
    ) throws(SizedFontError) -> SizedFont {
        try SizedFontError.check(size, "size")
        let font = try sized(weight: weight, slant: slant, width: width, pointSize: size)
        return boldText ? font.bolder(among: family.faces) : font
    }

    /// The face CSS font matching chooses for the request, sized for a text style by `scale` at the reader's
    /// content size category.
    ///
    /// - Parameters:
    ///   - weight: The weight; the scale's weight of `textStyle` (`.semiBold` for headline) unless given.
    ///   - slant: The slant, upright unless given; CSS matching takes oblique for italic (and the reverse) when the
    ///     family lacks the one asked for.
    ///   - width: The width, normal unless given.
    ///   - textStyle: The text style, such as `.body`.
    ///   - category: The reader's content size category; ``/FontFamilyKit/ContentSizeCategory/large`` unless given.
    ///   - scale: The type scale; Apple's iOS sizes unless given.
    ///   - defaultSize: The style's size at ``/FontFamilyKit/ContentSizeCategory/large``, in place of `scale`'s.
    ///   - maximumSize: The largest size, in place of `scale`'s ``/FontFamilyKit/TypeScale/maximumSize``.
    ///   - boldText: `true` when the reader turned on "Bold Text".
    /// - Throws: ``SizedFontError`` as ``font(weight:slant:width:size:boldText:)`` does.
    public func font(
        weight: FontWeight? = nil,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        textStyle: TextStyle,
        category: ContentSizeCategory = .large,
        scale: TypeScale = .default,
        defaultSize: Double? = nil,
        maximumSize: Double? = nil,
        boldText: Bool = false
    ) throws(SizedFontError) -> SizedFont {
        let sizing = try TextStyleSizing(scale, textStyle, category, defaultSize: defaultSize, maximumSize: maximumSize)
        let font = try sized(
            weight: weight ?? scale.weight(of: textStyle),
            slant: slant,
            width: width,
            pointSize: sizing.pointSize,
            textStyle: textStyle,
            category: sizing.category
        )
        return boldText ? font.bolder(among: family.faces) : font
    }

    /// The matched face as a sized font: exact when it has the style asked for, else a fallback whose diagnosis
    /// names the missing style.
    private func sized(
        weight: FontWeight,
        slant: FontSlant,
        width: FontWidth,
        pointSize: Double,
        textStyle: TextStyle? = nil,
        category: ContentSizeCategory? = nil
    ) throws(SizedFontError) -> SizedFont {
        let style = RequestedStyle(width: width, weight: weight, slant: slant)
        let styleName = style.name(in: family.faces)
        let diagnosis = FontDiagnosis(
            name: family.name + " " + styleName,
            problem: .styleMissing(family: family.name, style: styleName, faces: family.faces),
            substitute: nil
        )
        guard let face = FontMatcher.bestMatch(in: family.faces, width: width, weight: weight, slant: slant) else {
            throw .unresolved(diagnosis)
        }
        return SizedFont(
            face: face,
            resolution: style.matches(face) ? .exact(face) : .fallback(face, diagnosis),
            pointSize: pointSize,
            textStyle: textStyle,
            category: category
        )
    }

    private static func weights(of faces: [FontFace]) -> [FontWeight] {
        Array(Set(faces.map(\.weight))).sorted()
    }
}
