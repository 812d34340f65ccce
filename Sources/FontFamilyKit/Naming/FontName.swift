/// A `String` enum whose raw values are PostScript names, as `fontfamily-dump` generates them.
///
/// ```swift
/// enum GillSans: String, FontName {
///     case regular = "GillSans"
///     case semiBold = "GillSans-SemiBold"
/// }
/// ```
public protocol FontName: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {}

extension FontName {
    /// The PostScript name this case stands for.
    public var postScriptName: String { rawValue }
}
