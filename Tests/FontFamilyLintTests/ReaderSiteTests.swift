import Testing

@testable import FontFamilyLint

/// ``ReaderSite``: what `.ci/readers` compares with the compilers' front-ends, before any following.
@Suite struct ReaderSiteTests {
    /// The sites of `text`, as one line each.
    private func sites(_ text: String, _ language: SourceLanguage) -> [String] {
        ReaderSite.sites(in: text, language: language).map {
            "\($0.line):\($0.column) \($0.context) \($0.value.debugDescription)"
        }
    }

    @Test func swiftSitesAreTheCallsWhoseNameIsOneLiteral() {
        let swift = """
            typealias AppFont = UIFont
            let a = AppFont(name: "A\\u{2D}B", size: 1); let b = UIFont(name: ("Parenthesized"), size: 2)
            enum Names { static let title = "Title" }
            let c = UIFont(name: Names.title, size: 3); let d = Font.custom("Inter", size: 4).weight(.bold)
            let e = CTFontCreateWithName("CoreText" as CFString, 5, nil); let f = UIFont(name: "", size: 6)
            """
        #expect(
            sites(swift, .swift) == [
                #"2:23 AppFont(name:size:) "A-B""#, #"4:65 Font.custom(_:size:).weight(_:) "Inter""#,
                #"5:30 CTFontCreateWithName "CoreText""#, #"5:84 UIFont(name:size:) """#,
            ])
    }

    @Test func interfaceBuilderSitesAreEveryNamedFont() {
        let xib = """
            <fontDescription key="fontDescription" name="Gill&amp;Sans" family="Gill Sans" pointSize="17"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/><font name="Menlo-Regular"/>
            """
        #expect(
            sites(xib, .interfaceBuilder) == [
                #"1:46 fontDescription name "Gill&Sans""#, #"1:69 fontDescription family "Gill Sans""#,
                #"2:82 font name "Menlo-Regular""#,
            ])
        #expect(sites("p { font-family: Inter }", .css).isEmpty)
    }
}
