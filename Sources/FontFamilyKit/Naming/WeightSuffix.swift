extension FontFamily {
    /// What a weight contributes to a PostScript name, in ``FontFamily/weights``.
    ///
    /// Write a plain string for an ordinary suffix (`"Semibold"`, or `""` for the bare base name).
    public enum WeightSuffix: Hashable, Sendable, ExpressibleByStringLiteral {
        /// A suffix always written, such as `Bold`; an empty one names the bare base (`GillSans`).
        case suffix(String)
        /// A suffix written only when nothing else follows the separator: `Regular` in `NotoSans-Regular`, but
        /// `NotoSans-Italic` and `NotoSans-Condensed`.
        case standalone(String)
        /// This weight has no face of its own and uses the face of another weight in the table (the Font pod's
        /// Source Sans Pro rules: thin → Light, medium → Regular, heavy → Bold, where the pod's "heavy" is UIKit's
        /// `.heavy`, ``FontWeight/extraBold`` on this scale).
        case sameFace(as: FontWeight)

        /// A plain suffix, such as `"Bold"`.
        public init(stringLiteral value: String) {
            self = .suffix(value)
        }

        /// The weight whose face this entry shares, or `nil` when it has a face of its own.
        public var sharedWeight: FontWeight? {
            if case .sameFace(let weight) = self { return weight }
            return nil
        }

        /// The text written into a name; `alone` tells whether nothing else follows the separator.
        func written(alone: Bool) -> String {
            switch self {
            case .suffix(let text): text
            case .standalone(let text): alone ? text : ""
            case .sameFace: ""
            }
        }
    }
}
