extension FontFamily {
    /// How a family names its italic (or oblique) faces, and which weights have one.
    ///
    /// ```swift
    /// let rules: [FontFamily.ItalicRule] = [
    ///     .italic("It"),  // SourceSansPro-SemiboldIt, SourceSansPro-It
    ///     .italic("Italic", except: [.extraBold]),  // GillSans-BoldItalic, but no GillSans-UltraBoldItalic
    ///     .oblique(),  // DejaVuSans-BoldOblique, DejaVuSans-Oblique
    ///     .italic(italicOnly: [.regular]),  // P052-Italic, with no upright face of weight 400
    ///     .none,  // ZenOldMincho-*: no italics at all
    /// ]
    /// ```
    public struct ItalicRule: Hashable, Sendable {
        /// The suffix appended to the weight's suffix, such as `It`, `Italic` or `Oblique`.
        public var suffix: String
        /// The slant of the family's slanted faces: ``FontSlant/italic`` or ``FontSlant/oblique``, or
        /// ``FontSlant/upright`` when the family has no slanted faces.
        public var slant: FontSlant
        /// Weights (with a face of their own) that have no italic face.
        public var uprightOnly: Set<FontWeight>
        /// Whole suffixes of italic faces that break the rule, by weight, such as `BdIta` for `C059-BdIta`.
        public var spellings: [FontWeight: String]
        /// Weights (with a face of their own) that have an italic face but no upright one, such as 500 in URW's
        /// `Z003-MediumItalic`.
        public var italicOnly: Set<FontWeight>

        /// A rule with every property given.
        public init(
            suffix: String,
            slant: FontSlant,
            uprightOnly: Set<FontWeight>,
            spellings: [FontWeight: String],
            italicOnly: Set<FontWeight> = []
        ) {
            self.suffix = suffix
            self.slant = slant
            self.uprightOnly = uprightOnly
            self.spellings = spellings
            self.italicOnly = italicOnly
        }

        /// No italic faces at all.
        public static let none = ItalicRule(suffix: "", slant: .upright, uprightOnly: [], spellings: [:])

        /// Italic faces named by appending `suffix` to the weight's suffix.
        ///
        /// - Parameters:
        ///   - suffix: The italic suffix, `Italic` unless given.
        ///   - except: Weights that have no italic face.
        ///   - spelled: Whole suffixes for italic faces that do not follow the rule, by weight.
        ///   - italicOnly: Weights that have an italic face but no upright one.
        public static func italic(
            _ suffix: String = "Italic",
            except: Set<FontWeight> = [],
            spelled: [FontWeight: String] = [:],
            italicOnly: Set<FontWeight> = []
        ) -> ItalicRule {
            ItalicRule(suffix: suffix, slant: .italic, uprightOnly: except, spellings: spelled, italicOnly: italicOnly)
        }

        /// Oblique faces named by appending `suffix` to the weight's suffix (`DejaVuSans-BoldOblique`).
        ///
        /// - Parameters:
        ///   - suffix: The oblique suffix, `Oblique` unless given.
        ///   - except: Weights that have no oblique face.
        ///   - spelled: Whole suffixes for oblique faces that do not follow the rule, by weight.
        ///   - italicOnly: Weights that have an oblique face but no upright one.
        public static func oblique(
            _ suffix: String = "Oblique",
            except: Set<FontWeight> = [],
            spelled: [FontWeight: String] = [:],
            italicOnly: Set<FontWeight> = []
        ) -> ItalicRule {
            ItalicRule(suffix: suffix, slant: .oblique, uprightOnly: except, spellings: spelled, italicOnly: italicOnly)
        }

        /// `true` when the face of `weight` has a slanted companion under this rule.
        public func hasItalic(for weight: FontWeight) -> Bool {
            slant != .upright && !uprightOnly.contains(weight)
        }

        /// `true` unless this rule declares the face of `weight` italic-only.
        public func hasUpright(for weight: FontWeight) -> Bool {
            slant == .upright || !italicOnly.contains(weight)
        }
    }
}
