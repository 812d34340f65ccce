/// A name as a font states it, with the language it is stated in where the font says so.
public struct LocalizedName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name, such as `IPAゴシック`.
    public var name: String
    /// The name's language as a BCP 47-like tag (`en`, `ja`), or `nil` when the font does not say.
    public var language: String?

    /// A name in an optional language.
    public init(_ name: String, language: String? = nil) {
        self.name = name
        self.language = language
    }

    /// The name alone.
    public var description: String { name }
}
