import Testing

@testable import FontFamilyCatalog

/// Where a face or a skipped file is, as messages show it: whole, escaped, with face index and named instance.
@Suite struct FontLocationTests {
    private let file = "/" + String(repeating: "long-directory/", count: 6) + "Pair\u{202E}Sans.ttc"
    private let shown = "/" + String(repeating: "long-directory/", count: 6) + "Pair\\u{202E}Sans.ttc"

    @Test func aPathIsEscapedButNeverCut() {
        let face = FontFace(postScriptName: "PairSans-Regular", family: "Pair Sans", style: "Regular", file: file)
        #expect(face.location == shown)
        #expect(SkippedFontFile(path: file, reason: "empty file").location == shown)
    }

    @Test func theFaceIndexAndNamedInstanceTellFacesOfOneFileApart() {
        var face = FontFace(postScriptName: "PairSans-Bold", family: "Pair Sans", style: "Bold", file: file)
        face.index = 1
        #expect(face.location == shown + " (face 1)")
        #expect(FontResolution.exact(face).description == "exact: PairSans-Bold (\(shown) (face 1))")
        face.namedInstance = 3
        #expect(face.location == shown + " (face 1, named instance 3)")
        face.index = 0
        #expect(face.location == shown + " (named instance 3)")
    }
}
