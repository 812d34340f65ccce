/// A ``DynamicTypeTable`` that cannot be built from the rows given: a style is missing, a row has the wrong
/// number of sizes, or a size is not a point size.
public struct InvalidTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One sentence saying what is wrong and what to do, such as
    /// `the table has no row for text style 'body'; add one`.
    public let message: String

    /// The message.
    public var description: String { message }
}
