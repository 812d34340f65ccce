import Testing

@testable import FontFamilyCodegen

@Suite struct HTMLTextTests {
    @Test func fontAndUserTextIsEscapedAndBidiControlsShown() {
        #expect(
            HTMLText.escaped("<script>alert('x')</script> & \"q\" \u{202E}cba\u{200B}\n")
                == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot; \\u{202E}cba\\u{200B}\\u{A}")
    }

    @Test func longTextIsNeverCut() {
        let path = "/" + String(repeating: "fonts/", count: 30) + "A.ttf"
        #expect(HTMLText.escaped(path) == path)
    }

    @Test func pageTextKeepsEveryScalar() {
        #expect(HTMLText.references("\u{E600}<\u{202E}>") == "\u{E600}&lt;\u{202E}&gt;")
    }

    @Test func filePathsBecomePercentEncodedFileURLs() {
        #expect(
            HTMLText.fileURL("/fonts/Gill Sans/ü\"')<[wght].ttf")
                == "file:///fonts/Gill%20Sans/%C3%BC%22%27%29%3C%5Bwght%5D.ttf")
        #expect(HTMLText.fileURL("/a\n\u{202E}") == "file:///a%0A%E2%80%AE")
    }
}
