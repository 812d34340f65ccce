/// The weight to draw text in when the reader turns on the accessibility setting "Bold Text" (Swash's
/// `boldTextMapping`).
///
/// **Target.** A weight listed in ``overrides`` maps to its entry; any other weight `w` maps to
/// `min(w + 300, 900)`, and a weight above 900 to itself:
///
/// | weight | thin | extraLight | light | regular | medium | semiBold | bold | extraBold | black |
/// | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
/// | target | regular | medium | semiBold | bold | extraBold | black | black | black | black |
///
/// **Installed weights.** ``bolder(_:installed:)`` chooses the heaviest installed weight in `(w, target]`, and
/// `w` itself when none lies there: Bold Text never makes text lighter, and never picks a weight the family
/// lacks. With Gill Sans' weights {300, 400, 600, 700, 800}: regular → bold, bold → extraBold (800),
/// extraBold → extraBold.
public struct BoldTextMapping: Hashable, Sendable, CustomStringConvertible {
    /// Targets that replace the default rule for the weights listed, such as `[.regular: .semiBold]`.
    public var overrides: [FontWeight: FontWeight]

    /// A mapping that uses `overrides` where they list a weight, and the default rule elsewhere.
    public init(overrides: [FontWeight: FontWeight] = [:]) {
        self.overrides = overrides
    }

    /// The default mapping: regular → bold, bold → black, black → black.
    public static let `default` = BoldTextMapping()

    /// The weight `weight` maps to before looking at installed weights.
    public func target(for weight: FontWeight) -> FontWeight {
        if let target = overrides[weight] { return target }
        return FontWeight(max(weight.value, min(weight.value + 300, 900)))
    }

    /// The heaviest of `installed` in `(weight, target(for: weight)]`, or `weight` when none is.
    public func bolder(_ weight: FontWeight, installed: some Sequence<FontWeight>) -> FontWeight {
        let target = target(for: weight)
        return installed.filter { $0 > weight && $0 <= target }.max() ?? weight
    }

    /// The overrides, lightest first, then the default rule: `BoldTextMapping(400 → 600, other weights +300, up to
    /// 900)`, or `BoldTextMapping(each weight +300, up to 900)` without overrides.
    public var description: String {
        guard !overrides.isEmpty else { return "BoldTextMapping(each weight +300, up to 900)" }
        let listed = overrides.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }
        return "BoldTextMapping(" + listed.joined(separator: ", ") + ", other weights +300, up to 900)"
    }
}
