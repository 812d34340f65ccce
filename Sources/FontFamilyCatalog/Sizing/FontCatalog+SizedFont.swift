public import FontFamilyKit

extension FontCatalog {
    /// The face of a ``/FontFamilyKit/FontName`` case at `size` points (Swash's `of(size:)`).
    ///
    /// ```swift
    /// let font = try catalog.font(GillSans.semiBold, size: 17)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The case, whose raw value is a PostScript name.
    ///   - size: The point size, a finite number above zero.
    ///   - boldText: `true` when the reader turned on "Bold Text": the result is ``SizedFont/bolder(in:)``.
    ///   - fallback: What to do when the name is not installed: ``FallbackPolicy/matchWithinFamily`` unless given,
    ///     so the face CSS font matching chooses in the name's family is used and reported in
    ///     ``SizedFont/resolution``; ``FallbackPolicy/none`` throws instead.
    /// - Throws: ``SizedFontError/unresolved(_:)`` with the diagnosis when no face is chosen (the family is not
    ///   installed, or `fallback` is `.none`); ``SizedFontError/invalidSize(parameter:value:)`` for a size that is
    ///   not a point size.
    public func font<Name: FontName>(
        _ name: Name,
        size: Double,
        boldText: Bool = false,
        fallback: FallbackPolicy = .matchWithinFamily
    ) throws(SizedFontError) -> SizedFont {
        try SizedFontError.check(size, "size")
        let font = try sized(resolve(postScriptName: name.rawValue, fallback: fallback), pointSize: size)
        return boldText ? font.bolder(in: self) : font
    }

    /// The face of a ``/FontFamilyKit/FontName`` case sized for a text style at the reader's content size category (Swash's
    /// `of(textStyle:defaultSize:maxSize:)`, with `maxSize` spelled `maximumSize`).
    ///
    /// The size is `scale`'s for `textStyle` at `category`, with `defaultSize` in place of the style's base size
    /// and `maximumSize` in place of the scale's maximum when given.
    ///
    /// ```swift
    /// try catalog.font(GillSans.regular, textStyle: .body, category: .extraLarge, maximumSize: 18).pointSize  // 18
    /// ```
    ///
    /// - Parameters:
    ///   - name: The case, whose raw value is a PostScript name.
    ///   - textStyle: The text style, such as `.body`.
    ///   - category: The reader's content size category; ``/FontFamilyKit/ContentSizeCategory/large`` unless given.
    ///   - scale: The type scale; Apple's iOS sizes unless given.
    ///   - defaultSize: The style's size at ``/FontFamilyKit/ContentSizeCategory/large``, in place of `scale`'s.
    ///   - maximumSize: The largest size, in place of `scale`'s ``/FontFamilyKit/TypeScale/maximumSize``.
    ///   - boldText: `true` when the reader turned on "Bold Text".
    ///   - fallback: What to do when the name is not installed; ``FallbackPolicy/matchWithinFamily`` (a reported
    ///     fallback) unless given, ``FallbackPolicy/none`` to throw.
    /// - Throws: ``SizedFontError`` as ``font(_:size:boldText:fallback:)`` does.
    public func font<Name: FontName>(
        _ name: Name,
        textStyle: TextStyle,
        category: ContentSizeCategory = .large,
        scale: TypeScale = .default,
        defaultSize: Double? = nil,
        maximumSize: Double? = nil,
        boldText: Bool = false,
        fallback: FallbackPolicy = .matchWithinFamily
    ) throws(SizedFontError) -> SizedFont {
        let sizing = try TextStyleSizing(scale, textStyle, category, defaultSize: defaultSize, maximumSize: maximumSize)
        let font = try sized(
            resolve(postScriptName: name.rawValue, fallback: fallback),
            pointSize: sizing.pointSize,
            textStyle: textStyle,
            category: sizing.category
        )
        return boldText ? font.bolder(in: self) : font
    }

    /// The face `family` declares for the request, at `size` points; the family's
    /// ``/FontFamilyKit/StyledFamily/boldTextMapping`` and ``/FontFamilyKit/StyledFamily/cascade`` come along.
    ///
    /// ```swift
    /// let font = try catalog.font(StyledFamily(.gillSans), weight: .semiBold, size: 17)
    /// ```
    ///
    /// - Parameters:
    ///   - family: The styled family.
    ///   - weight: The weight, regular unless given.
    ///   - slant: The slant, upright unless given; the family's italic or oblique slant for its slanted face.
    ///   - width: The width, normal unless given.
    ///   - size: The point size, a finite number above zero.
    ///   - boldText: `true` when the reader turned on "Bold Text": the result is ``SizedFont/bolder(in:)``.
    ///   - fallback: What to do when the face is not installed or not declared: ``FallbackPolicy/matchWithinFamily``
    ///     unless given, which gives the face CSS font matching chooses among the installed faces of the family
    ///     (Bold for a semi-bold request to a family without one), reported in ``SizedFont/resolution`` with the
    ///     diagnosis; ``FallbackPolicy/none`` throws the diagnosis instead.
    /// - Throws: ``SizedFontError/unresolved(_:)`` with the diagnosis when no face is chosen (none of the family's
    ///   faces is installed, or `fallback` is `.none` and the face is not exact);
    ///   ``SizedFontError/invalidSize(parameter:value:)`` for a size that is not a point size.
    public func font(
        _ family: StyledFamily,
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        size: Double,
        boldText: Bool = false,
        fallback: FallbackPolicy = .matchWithinFamily
    ) throws(SizedFontError) -> SizedFont {
        try SizedFontError.check(size, "size")
        let resolution = resolve(family.family, weight: weight, slant: slant, width: width, fallback: fallback)
        let font = try sized(resolution, pointSize: size, family: family)
        return boldText ? font.bolder(in: self) : font
    }

    /// The face `family` declares, sized for a text style by the family's ``/FontFamilyKit/StyledFamily/typeScale`` at the
    /// reader's content size category (Swash's `of(textStyle:defaultSize:maxSize:)`, with `maxSize` spelled `maximumSize`).
    ///
    /// ```swift
    /// try catalog.font(
    ///     StyledFamily(.sourceSansPro), weight: .semiBold, textStyle: .body, category: .extraLarge, maximumSize: 28)
    /// ```
    ///
    /// - Parameters:
    ///   - family: The styled family.
    ///   - weight: The weight; the scale's weight of `textStyle` (`.semiBold` for headline) unless given.
    ///   - slant: The slant, upright unless given; the family's italic or oblique slant for its slanted face.
    ///   - width: The width, normal unless given.
    ///   - textStyle: The text style, such as `.body`.
    ///   - category: The reader's content size category; ``/FontFamilyKit/ContentSizeCategory/large`` unless given.
    ///   - defaultSize: The style's size at ``/FontFamilyKit/ContentSizeCategory/large``, in place of the family's.
    ///   - maximumSize: The largest size, in place of the family scale's ``/FontFamilyKit/TypeScale/maximumSize``.
    ///   - boldText: `true` when the reader turned on "Bold Text".
    ///   - fallback: What to do when the face is not installed or not declared; ``FallbackPolicy/matchWithinFamily``
    ///     (a reported fallback: headline's semi-bold becomes Bold in a family without a semi-bold face) unless
    ///     given, ``FallbackPolicy/none`` to throw.
    /// - Throws: ``SizedFontError`` as ``font(_:weight:slant:width:size:boldText:fallback:)`` does.
    public func font(
        _ family: StyledFamily,
        weight: FontWeight? = nil,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        textStyle: TextStyle,
        category: ContentSizeCategory = .large,
        defaultSize: Double? = nil,
        maximumSize: Double? = nil,
        boldText: Bool = false,
        fallback: FallbackPolicy = .matchWithinFamily
    ) throws(SizedFontError) -> SizedFont {
        let sizing = try TextStyleSizing(
            family.typeScale, textStyle, category, defaultSize: defaultSize, maximumSize: maximumSize)
        let weight = weight ?? family.typeScale.weight(of: textStyle)
        let resolution = resolve(family.family, weight: weight, slant: slant, width: width, fallback: fallback)
        let font = try sized(
            resolution, pointSize: sizing.pointSize, textStyle: textStyle, category: sizing.category, family: family)
        return boldText ? font.bolder(in: self) : font
    }

    /// A sized font of `resolution`, or its diagnosis thrown when it is missing.
    private func sized(
        _ resolution: FontResolution,
        pointSize: Double,
        textStyle: TextStyle? = nil,
        category: ContentSizeCategory? = nil,
        family: StyledFamily? = nil
    ) throws(SizedFontError) -> SizedFont {
        switch resolution {
        case .missing(let diagnosis):
            throw .unresolved(diagnosis)
        case .exact(let face), .variable(let face), .fallback(let face, _):
            return SizedFont(
                face: face,
                resolution: resolution,
                pointSize: pointSize,
                textStyle: textStyle,
                category: category,
                boldTextMapping: family?.boldTextMapping ?? .default,
                fallbacks: family?.cascade ?? []
            )
        }
    }
}
