/// A name, typed by a user, that is none of the values it should name, such as a text style `bodyy`.
public struct UnknownNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the name should have named, such as `text style`.
    public let kind: String
    /// The name as the user typed it.
    public let input: String
    /// Every valid name, in their natural order.
    public let expected: [String]

    /// An error for `input`, which names no `kind` among `expected`.
    public init(kind: String, input: String, expected: [String]) {
        self.kind = kind
        self.input = input
        self.expected = expected
    }

    /// One sentence naming the input (escaped as ``DisplayText/quoted(_:)`` escapes it) and every valid name, such
    /// as `unknown text style 'bodyy'; expected one of: largeTitle, title1, …`.
    public var description: String {
        "unknown \(kind) \(DisplayText.quoted(input)); expected one of: \(expected.joined(separator: ", "))"
    }
}
