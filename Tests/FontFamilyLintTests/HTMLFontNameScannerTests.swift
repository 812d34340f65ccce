import Testing

@testable import FontFamilyLint

@Suite struct HTMLFontNameScannerTests {
    private let notAList = "the value is not a list of family names"

    private func scan(_ html: String) -> [FontNameOccurrence] {
        HTMLFontNameScanner.occurrences(in: html)
    }

    /// `<style>` elements (tag names in any case, with attributes) are style sheets with positions in the page; their
    /// text is raw, so `&amp;` stays as written.
    @Test func styleElementsAreStyleSheets() {
        let html = #"""
            <!DOCTYPE html>
            <html><head><STYLE type="text/css" media=screen>
            p { font-family: "A &amp; B", Arial }
            </sTyLe ><style>q { font: 12px/1.5 Q }</style></head></html>
            """#
        #expect(
            scan(html) == [
                .cssFamily("A &amp; B", 3, 18, fallbacks: ["Arial"]),
                .cssFamily("Arial", 3, 31),
                .cssFamily("Q", 4, 36, context: "font"),
            ])
    }

    /// `style` attributes (double-quoted, single-quoted, unquoted, any case) are declarations with character references
    /// decoded; a name's position is its first character's in the page (the `&` of a reference). A reference HTML does
    /// not decode in an attribute (`&amp=`) stays as written.
    @Test func styleAttributesAreDeclarationsWithReferencesDecoded() {
        let html = #"""
            <p style="font-family: &quot;Gill Sans&quot;, Arial">a</p>
            <p style='font-family: "A", &#39;B&#39;, &#x27;C&#X27;, "D &amp; E", &apos;F&apos;'>b</p>
            <p STYLE=font-family:Unquoted;font:12px/1.5&#32;X title="x">c</p>
            <p style="font-family: &quot X &quot, &#34Num&#x22, &#0;, &#1114112;, &#xD800;">d</p>
            <p style="font-family: A&amp=B">e</p>
            """#
        #expect(
            scan(html) == [
                .cssFamily("Gill Sans", 1, 24, fallbacks: ["Arial"]),
                .cssFamily("Arial", 1, 47),
                .cssFamily("A", 2, 24, fallbacks: ["B", "C", "D & E", "F"]),
                .cssFamily("B", 2, 29, fallbacks: ["C", "D & E", "F"]),
                .cssFamily("C", 2, 42, fallbacks: ["D & E", "F"]),
                .cssFamily("D & E", 2, 57, fallbacks: ["F"]),
                .cssFamily("F", 2, 70),
                .cssFamily("Unquoted", 3, 22),
                .cssFamily("X", 3, 49, context: "font"),
                .cssFamily(" X ", 4, 24, fallbacks: ["Num", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}"]),
                .cssFamily("Num", 4, 39, fallbacks: ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}"]),
                .cssFamily("\u{FFFD}", 4, 53, fallbacks: ["\u{FFFD}", "\u{FFFD}"]),
                .cssFamily("\u{FFFD}", 4, 59, fallbacks: ["\u{FFFD}"]),
                .cssFamily("\u{FFFD}", 4, 71),
                .cssUnchecked(notAList, 5, 24),
            ])
    }

    /// Comments (`<!-->` too), the contents of `<script>`, `<textarea>` and `<title>`, and end tags' attributes give
    /// nothing.
    @Test func commentsRawTextAndEndTagsGiveNothing() {
        let html = #"""
            <!-- <p style="font-family: Hidden"> <style>p { font-family: HiddenToo }</style> -->
            <script>var s = "<p style=\"font-family: S\">";</script>
            <textarea><p style="font-family: T"></textarea><title><style>p { font-family: Ti }</style></title>
            <!--> <p style="font-family: AfterShortComment">
            </p style="font-family: EndTag"><p style="font-family: Shown">
            """#
        #expect(
            scan(html) == [
                .cssFamily("AfterShortComment", 4, 30),
                .cssFamily("Shown", 5, 56),
            ])
    }

    /// A family that a `<style>` element's `@font-face` declares is the page's own everywhere, before and after it.
    @Test func fontFaceNamesApplyToTheWholePage() {
        let html = #"""
            <p style="font-family: Brand, Arial">
            <style>
            @font-face { font-family: brand; src: local(Brand-Regular) }
            p { font-family: "BRAND", Verdana }
            </style>
            <style>q { font-family: Other, Brand }</style>
            """#
        #expect(
            scan(html) == [
                .cssFamily("Arial", 1, 31),
                .cssLocal("Brand-Regular", 3, 45),
                .cssFamily("Verdana", 4, 27),
                .cssFamily("Other", 6, 25),
            ])
    }

    /// The SVG presentation attribute `font-family` is a family list; an attribute given twice counts once, as in a
    /// browser; attributes are read in source order.
    @Test func presentationAttributesAndDuplicates() {
        let html = #"""
            <svg><text font-family="Helvetica, &quot;Noto Sans&quot;, sans-serif" FONT-FAMILY="Dup">x</text>
            <text font-family="var(--f)" style="font-family: Styled">y</text></svg>
            <p style="font-family: First" STYLE="font-family: Second">
            """#
        #expect(
            scan(html) == [
                .cssFamily("Helvetica", 1, 25, fallbacks: ["Noto Sans"]),
                .cssFamily("Noto Sans", 1, 36),
                .cssUnchecked("the value uses var(--f), which no linted style sheet or page defines", 2, 20),
                .cssFamily("Styled", 2, 50),
                .cssFamily("First", 3, 24),
            ])
    }

    /// Columns count UTF-8 bytes; lines end at `\r\n`, `\n` or `\r`, inside `<style>` too.
    @Test func columnsCountBytesAndLinesEndAtEveryBreak() {
        let html =
            "<p title=\"é\">\r\n<p style=\"font-family: Ünï, B\">\r\n<style>\r\np {\r\n  font-family: C }\r</style>"
        #expect(
            scan(html) == [
                .cssFamily("Ünï", 2, 24, fallbacks: ["B"]),
                .cssFamily("B", 2, 31),
                .cssFamily("C", 5, 16),
            ])
    }

    /// A tag cut off by the end of the page is dropped, as in a browser; an unclosed `<style>` runs to the end; an
    /// unclosed comment or `<script>` hides the rest.
    @Test func unterminatedMarkup() {
        #expect(scan(#"<p style="font-family: A, B"#) == [])
        #expect(scan("<p style='font-family: A") == [])
        #expect(scan(#"<p style="font-family: A" <p>"#) == [.cssFamily("A", 1, 24)])
        #expect(scan("<style>p { font-family: A") == [.cssFamily("A", 1, 25)])
        #expect(
            scan(#"<style/>p{font-family:A}</styles></style><p style="font-family: B">"#) == [
                .cssFamily("A", 1, 23), .cssFamily("B", 1, 65),
            ])
        #expect(scan(#"<!-- <p style="font-family: A">"#) == [])
        #expect(scan(#"<script><p style="font-family: A">"#) == [])
        #expect(scan(#"<plaintext><p style="font-family: A">"#) == [])
        #expect(
            scan(#"<p style="font-family: &#"><p style="font-family: &#x">"#) == [
                .cssUnchecked(notAList, 1, 24), .cssUnchecked(notAList, 1, 51),
            ])
        for text in [
            "", "<", "<p", "</", "<!", "<?", "<p style", "<p style=", "</p", "<!--", "<!-->", "&#",
        ] {
            #expect(scan(text) == [])
        }
    }

    /// Hostile markup finishes in one pass.
    @Test func hostileMarkupFinishes() {
        #expect(scan(String(repeating: "<", count: 30_000)) == [])
        #expect(scan(String(repeating: "<style>", count: 10_000)) == [])
        #expect(scan("<style>" + String(repeating: "</styl", count: 20_000)) == [])
        #expect(
            scan("<a " + String(repeating: "style=font-family:x ", count: 10_000) + ">") == [
                .cssFamily("x", 1, 22)
            ])
        #expect(
            scan(#"<a style="font-family:&#"# + String(repeating: "9", count: 10_000) + #";">"#) == [
                .cssFamily("\u{FFFD}", 1, 23)
            ])
    }
}
