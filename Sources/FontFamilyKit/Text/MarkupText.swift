/// Text written into XML or HTML: the one escape for markup, which the catalog's fontconfig configuration and the
/// specimen page share.
///
/// ```swift
/// MarkupText.references("<a href=\"x\">Tom & Jerry's</a>")
/// // "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;"
/// ```
package enum MarkupText {
    /// `text` with every scalar kept and `&`, `<`, `>`, `"` and `'` written as character references, for element
    /// text and quoted attribute values alike.
    package static func references(_ text: String) -> String {
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
}
