import FontFamilySyntax

/// Finds the custom fonts an Interface Builder file (`.xib`, `.storyboard`) names: every `<fontDescription>`
/// element's `name` (a face's PostScript name, which UIKit loads as `UIFont(name:size:)` does) and `family` (the
/// family's name), and every `<font>` element's `name` (a face's PostScript name: a macOS nib's control fonts, and
/// the fonts of attributed text on either platform), each at the first character of its value.
///
/// A system font or a text style names no font to check, and passes: an element with a `type` attribute
/// (`system`, `boldSystem`, `italicSystem`), a `style` attribute (`UICTFontTextStyleBody`) or a `metaFont` attribute
/// (`system`, `message`), and a name of Apple's hidden system fonts, which starts with `.` (`.AppleSystemUIFont`).
/// Attribute values are read as an XML parser reads them: a tab or line break written in one is a space, and character
/// references are decoded (`&amp;`, `&#38;`). Comments, CDATA sections and processing instructions give no names; a
/// comment may be a suppression comment (`<!-- fontfamily:disable:next unknown-name -->`, see ``LintSuppressions``).
enum InterfaceBuilderFontScanner {
    /// The font names in the Interface Builder file `text`, in source order, and its comments that may be
    /// suppression comments.
    static func scan(_ text: String) -> (occurrences: [FontNameOccurrence], comments: [SourceComment]) {
        let xml = Array(text.utf8)
        let locator = SourceLocator(text)
        var occurrences: [FontNameOccurrence] = []
        var comments: [SourceComment] = []
        var offset = 0
        while offset < xml.count {
            guard xml[offset] == UInt8(ascii: "<") else {
                offset += 1
                continue
            }
            if XMLMarkup.starts(with: "<!--", at: offset, in: xml) {
                let end = XMLMarkup.offset(after: "-->", from: offset + 4, in: xml)
                if let comment = SourceComment.candidate(xml[offset..<end], start: offset, end: end) {
                    comments.append(comment)
                }
                offset = end
            } else if XMLMarkup.starts(with: "<![CDATA[", at: offset, in: xml) {
                offset = XMLMarkup.offset(after: "]]>", from: offset + 9, in: xml)
            } else if XMLMarkup.starts(with: "<?", at: offset, in: xml)
                || XMLMarkup.starts(with: "<!", at: offset, in: xml)
            {
                offset = XMLMarkup.offset(after: ">", from: offset + 2, in: xml)
            } else {
                let tag = element(at: offset, in: xml)
                if tag.name == "fontDescription" || tag.name == "font" {
                    occurrences += fonts(in: tag.attributes, of: tag.name, xml: xml, locator: locator)
                }
                offset = tag.end
            }
        }
        return (occurrences, comments)
    }

    /// The names the attributes of a font `element` (`fontDescription` or `font`) give: none for a system font or a
    /// text style.
    private static func fonts(
        in attributes: [(name: String, value: Range<Int>)], of element: String, xml: [UInt8], locator: SourceLocator
    ) -> [FontNameOccurrence] {
        let names = Set(attributes.map(\.name))
        guard names.isDisjoint(with: systemFontAttributes) else { return [] }
        var found: [FontNameOccurrence] = []
        for attribute in attributes {
            let expectation: FontNameOccurrence.Expectation
            switch attribute.name {
            case "name": expectation = .faceName
            case "family" where element == "fontDescription": expectation = .familyName
            default: continue
            }
            let normalized = normalizedValue(xml[attribute.value])
            let value = String(
                decoding: HTMLAttributeText(normalized, range: normalized.indices).bytes, as: UTF8.self)
            guard !value.hasPrefix(".") else { continue }
            let (line, column) = locator.position(ofOffset: attribute.value.lowerBound)
            found.append(
                FontNameOccurrence(
                    value: .literal(value), expectation: expectation, context: "\(element) \(attribute.name)",
                    line: line, column: column))
        }
        return found
    }

    /// The bytes of an attribute's value as an XML parser reads them before it decodes references: each tab, line
    /// feed or carriage return written in it (a CR LF pair as one) is a space, while one written as a reference
    /// (`&#10;`) stays what it is (XML 1.0, attribute-value normalization).
    private static func normalizedValue(_ value: ArraySlice<UInt8>) -> [UInt8] {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(value.count)
        var previous: UInt8 = 0
        for byte in value {
            switch byte {
            case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"):
                break
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                normalized.append(UInt8(ascii: " "))
            default:
                normalized.append(byte)
            }
            previous = byte
        }
        return normalized
    }

    /// The attributes that make a `fontDescription` a system font or a text style, not a named font.
    private static let systemFontAttributes: Set<String> = ["type", "style", "metaFont"]

    /// The element whose `<` is at `offset`: its name, its attributes (each with the range of its value, between
    /// the quotes) and the offset after its `>`.
    private static func element(
        at offset: Int, in xml: [UInt8]
    ) -> (name: String, attributes: [(name: String, value: Range<Int>)], end: Int) {
        var cursor = offset + 1
        let nameStart = cursor
        while cursor < xml.count, isNameByte(xml[cursor]) { cursor += 1 }
        let name = String(decoding: xml[nameStart..<cursor], as: UTF8.self)
        var attributes: [(name: String, value: Range<Int>)] = []
        while cursor < xml.count, xml[cursor] != UInt8(ascii: ">") {
            guard isNameByte(xml[cursor]) else {
                cursor += 1
                continue
            }
            let attributeStart = cursor
            while cursor < xml.count, isNameByte(xml[cursor]) { cursor += 1 }
            let attribute = String(decoding: xml[attributeStart..<cursor], as: UTF8.self)
            while cursor < xml.count, isSpace(xml[cursor]) { cursor += 1 }
            guard cursor < xml.count, xml[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < xml.count, isSpace(xml[cursor]) { cursor += 1 }
            guard cursor < xml.count, xml[cursor] == UInt8(ascii: "\"") || xml[cursor] == UInt8(ascii: "'") else {
                continue
            }
            let quote = xml[cursor]
            let valueStart = cursor + 1
            cursor = valueStart
            while cursor < xml.count, xml[cursor] != quote { cursor += 1 }
            attributes.append((attribute, valueStart..<cursor))
            cursor += 1
        }
        return (name, attributes, min(cursor + 1, xml.count))
    }

    /// A byte of an XML name: a letter, a digit, `-`, `_`, `.`, `:` or any byte of a non-ASCII character.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: ":"), 0x80...0xFF:
            true
        default: false
        }
    }

    /// XML white space.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
