/// One token of a style sheet, as CSS Syntax 3 (§4) cuts it, located by byte offsets into the bytes it was read
/// from.
///
/// Whitespace and comments make no token: nothing the lint reads depends on them (a family name's identifiers are
/// joined by one space however they are separated).
package struct CSSToken: Hashable, Sendable {
    /// What a token is.
    package enum Kind: UInt8, Hashable, Sendable {
        /// An identifier: `Gill`, `font-family`, `\47 ill`.
        case ident
        /// A function's name and its `(`: `var(`, `local(`. It opens a block that `)` closes.
        case function
        /// `@` and an identifier: `@font-face`.
        case atKeyword
        /// `#` and an identifier or digits: `#fff`.
        case hash
        /// A quoted string, its quotes included (an unterminated one ends at the end of the text).
        case string
        /// A string cut off by a line break.
        case badString
        /// An unquoted `url(…)`.
        case url
        /// An unquoted `url(…)` with a character that is not allowed in it.
        case badURL
        /// One ASCII character that is no other token: `!`, `/`, `*`, `&`.
        case delim
        /// A number without a unit: `700`, `1.5`.
        case number
        /// A number and `%`.
        case percentage
        /// A number and a unit: `12px`, `10deg`.
        case dimension
        /// `<!--`.
        case cdo
        /// `-->`.
        case cdc
        /// `:`.
        case colon
        /// `;`.
        case semicolon
        /// `,`.
        case comma
        /// `[`, which opens a block.
        case openSquare
        /// `]`.
        case closeSquare
        /// `(`, which opens a block.
        case openParen
        /// `)`.
        case closeParen
        /// `{`, which opens a block.
        case openCurly
        /// `}`.
        case closeCurly
    }

    /// What the token is.
    package let kind: Kind
    /// ``start``, in 32 bits like the other offsets: a long sheet's tokens stay small (``CSSTokenizer`` reads no
    /// text of 4 GiB or more).
    private let storedStart: UInt32
    /// ``end``.
    private let storedEnd: UInt32
    /// ``contentEnd``.
    private let storedContentEnd: UInt32
    /// ``closer``.
    private var storedCloser: UInt32

    /// A token of `kind` over `start..<end`, its first part ending at `contentEnd`, at index `closer` in its list.
    init(kind: Kind, start: Int, end: Int, contentEnd: Int, closer: Int) {
        self.kind = kind
        storedStart = UInt32(truncatingIfNeeded: start)
        storedEnd = UInt32(truncatingIfNeeded: end)
        storedContentEnd = UInt32(truncatingIfNeeded: contentEnd)
        storedCloser = UInt32(truncatingIfNeeded: closer)
    }

    /// The offset of its first byte.
    package var start: Int { Int(storedStart) }
    /// The offset just past its last byte.
    package var end: Int { Int(storedEnd) }
    /// Where its first part ends: a string's contents (before the closing quote, when there is one), a
    /// dimension's or percentage's number (before the unit or `%`); `end` for every other token.
    package var contentEnd: Int { Int(storedContentEnd) }
    /// For a token that opens a block (a function, `(`, `[`, `{`), the index of the token that closes it, or the
    /// number of tokens when the text ends first; for any other token, its own index.
    package var closer: Int {
        get { Int(storedCloser) }
        set { storedCloser = UInt32(truncatingIfNeeded: newValue) }
    }

    /// Whether the token opens a block that ``closer`` ends.
    var opensBlock: Bool {
        kind == .function || kind == .openParen || kind == .openSquare || kind == .openCurly
    }
}
