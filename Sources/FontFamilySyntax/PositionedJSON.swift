/// A JSON value (RFC 8259) that remembers where it is written: the UTF-8 byte offset of every value and of every
/// object key. Objects keep their members in source order, duplicate keys included; strings are decoded; numbers keep
/// their source text (`1.50e2` stays `1.50e2`).
///
/// ```swift
/// let json = try PositionedJSON.parse(#"{"font": "Gill Sans"}"#)
/// json.members?.first?.keyOffset      // 1
/// json.members?.first?.value.offset   // 9
/// ```
package struct PositionedJSON: Hashable, Sendable {
    /// One member of an object: its key, where the key's opening quote is, and its value.
    package struct Member: Hashable, Sendable {
        /// The key, decoded.
        package let key: String
        /// The UTF-8 byte offset of the key's opening quote.
        let keyOffset: Int
        /// The value.
        package let value: PositionedJSON
    }

    /// What a value is, with what it holds.
    package enum Content: Hashable, Sendable {
        /// An object's members, in source order, duplicate keys included.
        case object([Member])
        /// An array's elements.
        case array([PositionedJSON])
        /// A string, its escapes decoded.
        case string(String)
        /// A number, as its source writes it.
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// Why a text is not JSON: where it stops being JSON and what was expected there.
    package struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The UTF-8 byte offset of the problem: the character that is wrong, the opening quote of a string that is
        /// not closed, or the length of the text when it ends too early.
        package let offset: Int
        /// One sentence saying what was expected, as `expected ',' or '}' after an object member`.
        package let description: String
    }

    /// The most arrays and objects one value may be nested in; deeper text is an error rather than a stack overflow.
    static let maximumDepth = 256

    /// What the value is.
    package let content: Content
    /// The UTF-8 byte offset of the value's first character (a string's opening quote, a number's sign or digit).
    package let offset: Int

    /// The value that `text` holds, with a leading byte order mark skipped.
    ///
    /// - Throws: ``SyntaxError`` for the first place where `text` is not JSON.
    package static func parse(_ text: String) throws(SyntaxError) -> PositionedJSON {
        var parser = Parser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }

    /// The members, when the value is an object.
    package var members: [Member]? {
        guard case .object(let members) = content else { return nil }
        return members
    }

    /// The string, when the value is one.
    package var string: String? {
        guard case .string(let string) = content else { return nil }
        return string
    }

    /// The value of the last member named `key`, when the value is an object: the member a JavaScript reader keeps.
    package func member(_ key: String) -> PositionedJSON? {
        members?.last { $0.key == key }?.value
    }
}
