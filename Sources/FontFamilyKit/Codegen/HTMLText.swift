/// Text made safe for a specimen page: the one place that escapes for HTML, for CSS strings and for `file://` URLs.
///
/// ```swift
/// HTMLText.escaped("<b>\u{202E}")   // "&lt;b&gt;\\u{202E}"
/// HTMLText.fileURL("/fonts/A B.ttf") // "file:///fonts/A%20B.ttf"
/// ```
enum HTMLText {
    /// Text from a font or a user, for HTML text or a quoted attribute value: every scalar that ``DisplayText``
    /// escapes (bidi controls, other invisible characters, line breaks) written as `\u{…}`, then
    /// ``references(_:)``. Nothing is cut short.
    static func escaped(_ text: String) -> String {
        references(DisplayText.escaped(text, limit: nil))
    }

    /// Text the page chooses itself (sample text, icon glyphs), for HTML text or a quoted attribute value: every
    /// scalar kept, and `&`, `<`, `>`, `"` and `'` written as character references.
    static func references(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `path` as a `file://` URL: every UTF-8 byte outside `A–Z a–z 0–9 - . _ ~ /` percent-encoded, so the URL
    /// is the same text in a CSS string, in an HTML attribute and in HTML text.
    static func fileURL(_ path: String) -> String {
        var url = "file://"
        for byte in path.utf8 {
            switch Unicode.Scalar(byte) {
            case "A"..."Z", "a"..."z", "0"..."9", "-", ".", "_", "~", "/":
                url.unicodeScalars.append(Unicode.Scalar(byte))
            default: url += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return url
    }

    /// `text` as a double-quoted CSS string whose value is exactly `text`: every scalar other than ASCII letters,
    /// digits, space, `-` and `_` written as a CSS escape (`\3C `), so the string can neither end early nor close the
    /// `<style>` element.
    static func cssString(_ text: String) -> String {
        var css = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", " ", "-", "_": css.unicodeScalars.append(scalar)
            default: css += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
            }
        }
        return css + "\""
    }
}
