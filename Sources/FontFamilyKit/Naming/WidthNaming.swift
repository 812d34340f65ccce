extension FontFamily {
    /// The widths a family comes in besides normal, and where their word goes in a PostScript name.
    ///
    /// ```swift
    /// let dejaVu: FontFamily.WidthNaming = .inBase([.semiCondensed: "Condensed"])  // DejaVuSansCondensed-Bold
    /// let noto: FontFamily.WidthNaming = .inSuffix([.condensed: "Condensed"])  // NotoSans-CondensedBoldItalic
    /// ```
    public struct WidthNaming: Hashable, Sendable {
        /// Where a width's word is written.
        public enum Placement: Hashable, Sendable {
            /// Appended to the base name, before the separator (`DejaVuSansCondensed-Bold`).
            case base
            /// At the start of the suffix, after the separator (`NotoSans-CondensedBold`).
            case suffix
        }

        /// Where the words go.
        public var placement: Placement
        /// The widths besides normal, each with its word and the weights it comes in; an entry for normal restricts
        /// normal's weights.
        public var variants: [FontWidth: WidthVariant]

        /// A naming with every property given.
        public init(placement: Placement, variants: [FontWidth: WidthVariant]) {
            self.placement = placement
            self.variants = variants
        }

        /// Only the normal width.
        public static let normalOnly = WidthNaming(placement: .suffix, variants: [:])

        /// Widths whose word is appended to the base name (`DejaVuSansCondensed-Bold`).
        public static func inBase(_ variants: [FontWidth: WidthVariant]) -> WidthNaming {
            WidthNaming(placement: .base, variants: variants)
        }

        /// Widths whose word starts the suffix (`NotoSans-CondensedBold`).
        public static func inSuffix(_ variants: [FontWidth: WidthVariant]) -> WidthNaming {
            WidthNaming(placement: .suffix, variants: variants)
        }

        /// Normal and every declared width, narrowest first.
        public var allWidths: [FontWidth] {
            ([.normal] + variants.keys.filter { $0 != .normal }).sorted()
        }

        /// The word written for `width` at `weight`, or `nil` when the family does not come in that width at that
        /// weight. Normal is written as nothing, in every weight, unless ``variants`` has an entry for it (an entry
        /// with no weights declares a family that has no normal width).
        public func word(for width: FontWidth, weight: FontWeight) -> String? {
            guard let variant = variants[width] else { return width == .normal ? "" : nil }
            if let weights = variant.weights, !weights.contains(weight) { return nil }
            return variant.word
        }
    }

    /// One width of a family besides normal: its word, and the weights it comes in.
    ///
    /// A string literal (`"Condensed"`) comes in every weight; `WidthVariant("Condensed", weights: [.regular, .bold])`
    /// only in the ones listed.
    public struct WidthVariant: Hashable, Sendable, ExpressibleByStringLiteral {
        /// The word, such as `Condensed`.
        public var word: String
        /// The weights (with a face of their own) that exist in this width, or `nil` for all of them.
        public var weights: Set<FontWeight>?

        /// A width written as `word`, in the given weights or in all of them.
        public init(_ word: String, weights: Set<FontWeight>? = nil) {
            self.word = word
            self.weights = weights
        }

        /// A width written as the literal, in every weight.
        public init(stringLiteral value: String) {
            self.init(value)
        }
    }
}
