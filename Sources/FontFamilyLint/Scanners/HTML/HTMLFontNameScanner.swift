import FontFamilyKit
import FontFamilySyntax

/// Finds the font names an HTML page gives: its `<style>` elements read as style sheets, its `style` attributes
/// read as declarations, and the SVG presentation attribute `font-family`, with positions in the page.
///
/// Attribute values have their character references decoded first (`style="font-family: &quot;Gill Sans&quot;"`).
/// Comments and the contents of `<script>`, `<textarea>`, `<title>` and the other raw-text elements give nothing,
/// except the comments that may be suppression comments (see ``LintSuppressions``).
/// The families that any `<style>` element's `@font-face` rules declare are the page's own, wherever they are used.
enum HTMLFontNameScanner {
    /// The elements whose contents are text up to their end tag, not markup.
    private static let rawTextElements: [StaticString] = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext",
    ]

    /// The font names in the HTML page `text`, in source order.
    static func occurrences(in text: String) -> [FontNameOccurrence] {
        collector(for: text).occurrences(in: text)
    }

    /// What the page `text` holds, before its occurrences are made: for a lint that first gathers the `@font-face`
    /// families of every page and style sheet.
    static func collector(for text: String) -> CSSFontNameCollector {
        let html = Array(text.utf8)
        var collector = CSSFontNameCollector()
        var offset = 0
        while offset < html.count {
            if html[offset] == UInt8(ascii: "<") {
                offset = markup(at: offset, in: html, into: &collector)
            } else {
                offset += 1
            }
        }
        return collector
    }

    /// Reads the markup whose `<` is at `offset` (a tag, a comment, a doctype) and, after a raw-text element's
    /// start tag, its contents; returns the offset to go on from.
    private static func markup(
        at offset: Int, in html: [UInt8], into collector: inout CSSFontNameCollector
    ) -> Int {
        let next = byte(at: offset + 1, in: html)
        if next == UInt8(ascii: "!"), byte(at: offset + 2, in: html) == UInt8(ascii: "-"),
            byte(at: offset + 3, in: html) == UInt8(ascii: "-")
        {
            let end = commentEnd(from: offset + 4, in: html)
            if let comment = SourceComment.candidate(html[offset..<end], start: offset, end: end) {
                collector.add(comment)
            }
            return end
        }
        if next == UInt8(ascii: "/") {
            if isLetter(byte(at: offset + 2, in: html)) {
                return tag(nameAt: offset + 2, isEndTag: true, in: html, into: &collector)
            }
            return byte(at: offset + 2, in: html) == UInt8(ascii: ">")
                ? offset + 3 : afterNext(">", from: offset, in: html)
        }
        if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            return afterNext(">", from: offset, in: html)
        }
        if isLetter(next) {
            return tag(nameAt: offset + 1, isEndTag: false, in: html, into: &collector)
        }
        return offset + 1
    }

    /// Reads the tag whose name starts at `nameStart`: its attributes, and for a start tag of a raw-text element
    /// the contents up to the end tag (read as a style sheet for `<style>`). Returns the offset to go on from.
    private static func tag(
        nameAt nameStart: Int, isEndTag: Bool, in html: [UInt8],
        into collector: inout CSSFontNameCollector
    ) -> Int {
        var offset = nameStart
        while offset < html.count, !isWhitespace(html[offset]), html[offset] != UInt8(ascii: "/"),
            html[offset] != UInt8(ascii: ">")
        {
            offset += 1
        }
        let name = nameStart..<offset
        guard let read = attributes(from: &offset, isEndTag: isEndTag, in: html) else { return html.count }
        scanAttributes(style: read.style, fontFamily: read.fontFamily, in: html, into: &collector)
        guard !isEndTag else { return offset }
        return rawTextContents(of: name, from: offset, in: html, into: &collector)
    }

    /// Reads a tag's attributes from `offset` up to just after its `>`, leaving `offset` there: the values of the
    /// first `style` and `font-family` attributes (none for an end tag), or `nil` when the page ends first.
    private static func attributes(
        from offset: inout Int, isEndTag: Bool, in html: [UInt8]
    ) -> (style: Range<Int>?, fontFamily: Range<Int>?)? {
        // The values of the attributes the lint reads; one given twice counts once, as in a browser.
        var style: Range<Int>?
        var fontFamily: Range<Int>?
        while true {
            while offset < html.count, isWhitespace(html[offset]) || html[offset] == UInt8(ascii: "/") {
                offset += 1
            }
            guard offset < html.count else { return nil }
            if html[offset] == UInt8(ascii: ">") {
                offset += 1
                return (style, fontFamily)
            }
            let attributeStart = offset
            offset += 1
            while offset < html.count, !isWhitespace(html[offset]), html[offset] != UInt8(ascii: "/"),
                html[offset] != UInt8(ascii: ">"), html[offset] != UInt8(ascii: "=")
            {
                offset += 1
            }
            let attribute = attributeStart..<offset
            let value = attributeValue(from: &offset, in: html)
            guard !isEndTag else { continue }
            if equalsIgnoringCase(html[attribute], "style"), style == nil {
                style = value
            } else if equalsIgnoringCase(html[attribute], "font-family"), fontFamily == nil {
                fontFamily = value
            }
        }
    }

    /// Reads an attribute's value from just after its name (`="…"`, `='…'`, `=…`, whitespace allowed around `=`),
    /// leaving `offset` after it; an attribute without `=` has an empty value where its name ends.
    private static func attributeValue(from offset: inout Int, in html: [UInt8]) -> Range<Int> {
        while offset < html.count, isWhitespace(html[offset]) { offset += 1 }
        guard offset < html.count, html[offset] == UInt8(ascii: "=") else { return offset..<offset }
        offset += 1
        while offset < html.count, isWhitespace(html[offset]) { offset += 1 }
        if offset < html.count,
            html[offset] == UInt8(ascii: "\"") || html[offset] == UInt8(ascii: "'")
        {
            let quote = html[offset]
            let valueStart = offset + 1
            offset = valueStart
            while offset < html.count, html[offset] != quote { offset += 1 }
            let value = valueStart..<offset
            offset = min(offset + 1, html.count)
            return value
        }
        let valueStart = offset
        while offset < html.count, !isWhitespace(html[offset]), html[offset] != UInt8(ascii: ">") {
            offset += 1
        }
        return valueStart..<offset
    }

    /// Scans a tag's `style` attribute as declarations and its `font-family` attribute as a family list, in
    /// source order.
    private static func scanAttributes(
        style: Range<Int>?, fontFamily: Range<Int>?, in html: [UInt8],
        into collector: inout CSSFontNameCollector
    ) {
        // Attributes are read in source order once the tag is known to end (a tag cut off by the end of the page
        // is dropped, as in a browser).
        var attributes: [(value: Range<Int>, isStyle: Bool)] = []
        if let style { attributes.append((style, true)) }
        if let fontFamily { attributes.append((fontFamily, false)) }
        for attribute in attributes.sorted(by: { $0.value.lowerBound < $1.value.lowerBound }) {
            let text = HTMLAttributeText(html, range: attribute.value)
            if attribute.isStyle {
                CSSFontNameScanner.scan(
                    text.bytes, isDeclarationList: true, fileOffset: { text.fileOffset($0) }, into: &collector
                )
            } else {
                CSSFontNameScanner.scanValue(
                    text.bytes, of: .fontFamily, fileOffset: { text.fileOffset($0) }, into: &collector)
            }
        }
    }

    /// After the start tag of the element `name` ending at `offset`: the offset of a raw-text element's end tag
    /// (a `<style>` element's contents scanned as a style sheet on the way), or `offset` for any other element.
    private static func rawTextContents(
        of name: Range<Int>, from offset: Int, in html: [UInt8],
        into collector: inout CSSFontNameCollector
    ) -> Int {
        guard let element = rawTextElements.first(where: { equalsIgnoringCase(html[name], $0) }) else {
            return offset
        }
        if equalsIgnoringCase(html[name], "plaintext") { return html.count }
        let contentsEnd = endTag(element, from: offset, in: html)
        if equalsIgnoringCase(html[name], "style") {
            let contentsStart = offset
            CSSFontNameScanner.scan(
                Array(html[contentsStart..<contentsEnd]), isDeclarationList: false,
                fileOffset: { contentsStart + $0 }, into: &collector)
        }
        return contentsEnd
    }

    /// The offset of the end tag `</name` (any case, followed by whitespace, `/` or `>`) from `offset`, or the end
    /// of the page.
    private static func endTag(_ name: StaticString, from offset: Int, in html: [UInt8]) -> Int {
        let length = name.utf8CodeUnitCount
        var offset = offset
        while offset + 1 + length < html.count {
            if html[offset] == UInt8(ascii: "<"), html[offset + 1] == UInt8(ascii: "/"),
                equalsIgnoringCase(html[(offset + 2)..<(offset + 2 + length)], name)
            {
                let after = offset + 2 + length
                if after >= html.count || isWhitespace(html[after]) || html[after] == UInt8(ascii: "/")
                    || html[after] == UInt8(ascii: ">")
                {
                    return offset
                }
            }
            offset += 1
        }
        return html.count
    }

    /// The offset after the comment whose text starts at `offset` (after `<!--`): after `-->` or `--!>`, right
    /// away for `<!-->` and `<!--->`, or the end of the page.
    private static func commentEnd(from offset: Int, in html: [UInt8]) -> Int {
        if byte(at: offset, in: html) == UInt8(ascii: ">") { return offset + 1 }
        if byte(at: offset, in: html) == UInt8(ascii: "-"),
            byte(at: offset + 1, in: html) == UInt8(ascii: ">")
        {
            return offset + 2
        }
        var offset = offset
        while offset + 2 < html.count {
            if html[offset] == UInt8(ascii: "-"), html[offset + 1] == UInt8(ascii: "-") {
                if html[offset + 2] == UInt8(ascii: ">") { return offset + 3 }
                if html[offset + 2] == UInt8(ascii: "!"),
                    byte(at: offset + 3, in: html) == UInt8(ascii: ">")
                {
                    return offset + 4
                }
            }
            offset += 1
        }
        return html.count
    }

    /// The offset after the first `character` after `offset`, or the end of the page.
    private static func afterNext(_ character: Unicode.Scalar, from offset: Int, in html: [UInt8])
        -> Int
    {
        var offset = offset + 1
        while offset < html.count, html[offset] != UInt8(ascii: character) { offset += 1 }
        return min(offset + 1, html.count)
    }

    /// Whether `bytes` are `name` (lowercase ASCII), with ASCII letters compared without case.
    private static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { target in
            bytes.count == target.count && zip(bytes, target).allSatisfy { ASCIIBytes.lowercased($0) == $1 }
        }
    }

    /// The byte at `offset`, or `nil` past the end.
    private static func byte(at offset: Int, in html: [UInt8]) -> UInt8? {
        offset < html.count ? html[offset] : nil
    }

    /// An ASCII letter (`false` past the end).
    private static func isLetter(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// HTML's whitespace: space, tab, line feed, form feed, carriage return.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == 0x0C
            || byte == UInt8(ascii: "\r")
    }
}
