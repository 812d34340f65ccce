/// Why a ``SizedFont`` cannot be made: the font is not installed, or a size is not a point size.
public enum SizedFontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The font did not resolve: none of its family's faces is installed, or `fallback: .none` asked for the exact
    /// face only. The diagnosis says why.
    case unresolved(FontDiagnosis)
    /// A size given (`parameter` names which: `size`, `defaultSize` or `maximumSize`) is not a finite number above
    /// zero.
    case invalidSize(parameter: String, value: Double)

    /// The diagnosis, or one sentence naming the size: `the point size 'size' is -3; give a finite number above
    /// zero`.
    public var description: String {
        switch self {
        case .unresolved(let diagnosis):
            diagnosis.description
        case .invalidSize(let parameter, let value):
            "the point size '\(parameter)' is \(Notation.number(value)); give a finite number above zero"
        }
    }

    /// Throws ``invalidSize(parameter:value:)`` unless `value` is `nil` or a finite number above zero.
    static func check(_ value: Double?, _ parameter: String) throws(SizedFontError) {
        guard let value, !(value.isFinite && value > 0) else { return }
        throw .invalidSize(parameter: parameter, value: value)
    }
}
