import FontFamilyKit

/// Text made safe for a specimen page: the one place that escapes for HTML and for `file://` URLs (CSS strings are
/// `Notation.cssString(_:)`, shared with `SizedFont.cssFont`).
///
/// ```swift
/// HTMLText.escaped("<b>\u{202E}")   // "&lt;b&gt;\\u{202E}"
/// HTMLText.fileURL("/fonts/A B.ttf") // "file:///fonts/A%20B.ttf"
/// ```
enum HTMLText {
    /// Text from a font or a user, for HTML text or a quoted attribute value: every scalar that ``/FontFamilyKit/DisplayText``
    /// escapes (bidi controls, other invisible characters, line breaks) written as `\u{…}`, then
    /// ``references(_:)``. Nothing is cut short.
    static func escaped(_ text: String) -> String {
        references(DisplayText.escaped(text, limit: nil))
    }

    /// Text the page chooses itself (sample text, icon glyphs), for HTML text or a quoted attribute value: every
    /// scalar kept, and `&`, `<`, `>`, `"` and `'` written as character references (``/FontFamilyKit/MarkupText``).
    static func references(_ text: String) -> String {
        MarkupText.references(text)
    }

    /// `path` as a `file://` URL: every UTF-8 byte outside `A–Z a–z 0–9 - . _ ~ /` percent-encoded, so the URL
    /// is the same text in a CSS string, in an HTML attribute and in HTML text.
    static func fileURL(_ path: String) -> String {
        var url = "file://"
        for byte in path.utf8 {
            switch Unicode.Scalar(byte) {
            case "A"..."Z", "a"..."z", "0"..."9", "-", ".", "_", "~", "/":
                url.unicodeScalars.append(Unicode.Scalar(byte))
            default: url += "%" + Notation.hex(UInt32(byte), minimumDigits: 2)
            }
        }
        return url
    }
}
