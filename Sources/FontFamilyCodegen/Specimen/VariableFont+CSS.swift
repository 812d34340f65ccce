public import FontFamilyCatalog

extension VariableFont {
    /// A CSS `@font-face` rule that loads the whole font once and tells the browser which weights, widths and
    /// slants it covers, so `font-weight: 650` or ``/FontFamilyCatalog/SizedFont/cssDeclarations`` of any of its faces draws from it:
    ///
    /// ```css
    /// @font-face {
    ///   font-family: "Inter";
    ///   src: url("file:///fonts/Inter%5Bslnt%2Cwght%5D.ttf") format("truetype") tech(variations);
    ///   font-weight: 100 900;
    ///   font-style: oblique 0deg 10deg;
    /// }
    /// ```
    ///
    /// The descriptors (CSS Fonts Level 4), each left out when the font does not say:
    /// - `font-family`: ``/FontFamilyCatalog/VariableFont/family`` as a CSS string, escaped as ``/FontFamilyCatalog/SizedFont/cssFont`` escapes it;
    /// - `src`: the URL as a CSS string, the format its extension names (`.ttf` `truetype`, `.otf` `opentype`,
    ///   `.woff` `woff`, `.woff2` `woff2`; none for another) and `tech(variations)`, which Chrome 108, Firefox 106
    ///   and Safari 17 understand;
    /// - `font-weight`: the `wght` axis's range, kept within CSS's 1–1000; without a `wght` axis, the weight all
    ///   named instances share;
    /// - `font-stretch`: the `wdth` axis's range in percent; without one, the width all named instances share when
    ///   it is not normal;
    /// - `font-style`: for a `slnt` axis, the oblique angles it spans — CSS counts clockwise, so `slnt` −10…0 is
    ///   `oblique 0deg 10deg`; without one, `italic` (or `oblique`) when every named instance is. An `ital` axis
    ///   that spans upright and italic is described as upright: ask for its italic with `font-variation-settings`.
    ///
    /// - Parameter url: Where the browser loads the font from, such as `/fonts/Inter.woff2`; `nil` for the
    ///   `file://` URL of ``/FontFamilyCatalog/VariableFont/file``, every byte outside `A–Z a–z 0–9 - . _ ~ /` percent-encoded.
    public func cssFontFaceRule(url: String? = nil) -> String {
        let source = url ?? HTMLText.fileURL(file)
        var src = "url(" + Notation.cssString(source) + ")"
        if let format = Self.cssFormat(of: source) { src += " format(\"\(format)\")" }
        var descriptors = ["font-family: " + Notation.cssString(family), "src: " + src + " tech(variations)"]
        if let weight = cssWeight { descriptors.append("font-weight: " + weight) }
        if let stretch = cssStretch { descriptors.append("font-stretch: " + stretch) }
        if let style = cssStyle { descriptors.append("font-style: " + style) }
        return "@font-face {\n" + descriptors.map { "  " + $0 + ";\n" }.joined() + "}"
    }

    /// `low high`, or one value when they are equal.
    private static func cssRange(_ low: Double, _ high: Double, unit: String) -> String {
        let low = Notation.number(low) + unit
        let high = Notation.number(high) + unit
        return low == high ? low : low + " " + high
    }

    /// The value all named instances share, or `nil` when there are none or they differ.
    private func sharedValue<Value: Hashable>(_ value: (FontFace) -> Value) -> Value? {
        let values = Set(namedInstances.map(value))
        return values.count == 1 ? values.first : nil
    }

    private func axis(_ tag: VariationTag) -> VariationAxis? {
        axes.first { $0.tag == tag }
    }

    private var cssWeight: String? {
        if let weight = axis(.weight) {
            let clamp = { (value: Double) in Swift.min(Swift.max(value, 1), 1000) }
            return Self.cssRange(clamp(weight.minimum), clamp(weight.maximum), unit: "")
        }
        return sharedValue(\.weight).map(\.description)
    }

    private var cssStretch: String? {
        if let width = axis(.width) {
            return Self.cssRange(Swift.max(width.minimum, 0), Swift.max(width.maximum, 0), unit: "%")
        }
        return sharedValue(\.width).flatMap { $0 == .normal ? nil : $0.description }
    }

    private var cssStyle: String? {
        if let slant = axis(.slant) {
            let clamp = { (value: Double) in Swift.min(Swift.max(value, -90), 90) }
            return "oblique " + Self.cssRange(clamp(-slant.maximum), clamp(-slant.minimum), unit: "deg")
        }
        switch sharedValue(\.slant) {
        case .italic: return "italic"
        case .oblique: return "oblique"
        case .upright, nil: return nil
        }
    }

    /// The `format()` keyword of a URL's file extension, ignoring a query and a fragment.
    private static func cssFormat(of url: String) -> String? {
        let path = url.prefix { $0 != "?" && $0 != "#" }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "ttf": return "truetype"
        case "otf": return "opentype"
        case "woff": return "woff"
        case "woff2": return "woff2"
        default: return nil
        }
    }
}
