import FontFamilyKit
import Foundation
import Testing

@Suite struct JSONRendererTests {
    @Test func familiesAndFacesWithEveryField() {
        let faces =
            CodegenFixtures.zenOldMincho + [
                FontFace(
                    postScriptName: "Inter_587wght", familyNames: [LocalizedName("Inter")],
                    styleNames: [LocalizedName("Text")], weight: FontWeight(587.5), slant: .oblique,
                    width: .semiCondensed, file: "/fonts/Inter.ttf", index: 3 << 16, namedInstance: 3),
                FontFace(
                    postScriptName: "Papyrus-Condensed", family: "Papyrus", style: "Condensed", width: .condensed,
                    file: "/fonts/Papyrus-Condensed.t1", format: .type1),
            ]
        let json = JSONRenderer.json(for: FontCatalog(faces: faces).families(containing: "i"))
        #expect(
            json == """
                {
                  "families": [
                    {
                      "faces": [
                        {
                          "file": "/fonts/Inter.ttf",
                          "format": "trueType",
                          "index": 196608,
                          "italic": true,
                          "namedInstance": 3,
                          "postScriptName": "Inter_587wght",
                          "slant": "oblique",
                          "style": "Text",
                          "weight": 587.5,
                          "width": 87.5
                        }
                      ],
                      "family": "Inter",
                      "familyNames": [
                        {
                          "name": "Inter"
                        }
                      ]
                    },
                    {
                      "faces": [
                        {
                          "file": "/fonts/ZenOldMincho-Regular.ttf",
                          "format": "trueType",
                          "index": 0,
                          "italic": false,
                          "postScriptName": "ZenOldMincho-Regular",
                          "slant": "upright",
                          "style": "Regular",
                          "weight": 400,
                          "width": 100
                        },
                        {
                          "file": "/fonts/ZenOldMincho-Bold.ttf",
                          "format": "trueType",
                          "index": 0,
                          "italic": false,
                          "postScriptName": "ZenOldMincho-Bold",
                          "slant": "upright",
                          "style": "Bold",
                          "weight": 700,
                          "width": 100
                        }
                      ],
                      "family": "Zen Old Mincho",
                      "familyNames": [
                        {
                          "language": "en",
                          "name": "Zen Old Mincho"
                        },
                        {
                          "language": "ja",
                          "name": "ZEN オールド明朝"
                        }
                      ]
                    }
                  ]
                }

                """
        )
    }

    @Test func noFamiliesIsAnEmptyArray() {
        #expect(JSONRenderer.json(for: []) == "{\n  \"families\": []\n}\n")
    }

    @Test func hostileTextParsesBackUnchanged() throws {
        let hostile = "Evil\"\\ \n\r\t\u{0}\u{1B}\u{7F}\u{85}\u{202E}\u{2028}\u{200B}\u{FEFF} 😀 \u{E001}"
        let face = FontFace(postScriptName: hostile, family: hostile, style: hostile, file: "/" + hostile)
        let json = JSONRenderer.json(for: FontCatalog(faces: [face]).families)
        #expect(!json.unicodeScalars.contains { $0.properties.generalCategory == .format || $0 == "\u{2028}" })
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let family = (document?["families"] as? [[String: Any]])?.first
        let parsedFace = (family?["faces"] as? [[String: Any]])?.first
        #expect(family?["family"] as? String == hostile)
        #expect(parsedFace?["postScriptName"] as? String == hostile)
        #expect(parsedFace?["style"] as? String == hostile)
        #expect(parsedFace?["file"] as? String == "/" + hostile)
    }

    @Test func asciiQuotesBackslashesAndControlsAreEscaped() {
        let face = FontFace(postScriptName: "Q\"B\\C\u{7F}", family: "Plain", style: "Regular", file: "/q.ttf")
        let json = JSONRenderer.json(for: FontCatalog(faces: [face]).families)
        #expect(json.contains(#""postScriptName": "Q\"B\\C\u007F""#))
        #expect(json.contains(#""family": "Plain""#))
    }

    @Test func outputIsTheSameWhateverTheOrderOfTheFaces() {
        let faces = CodegenFixtures.gillSans + CodegenFixtures.sourceSansPro
        #expect(
            JSONRenderer.json(for: FontCatalog(faces: faces).families)
                == JSONRenderer.json(for: FontCatalog(faces: faces.reversed()).families.reversed()))
    }

    @Test func invisibleScalarsInNamesAreEscapedAndTheJSONStillDecodes() throws {
        let name = "A\u{202E}B\u{E000}C\u{A0}D\u{1F600}\"\\"
        let json = JSONRenderer.json(
            for: FontCatalog(faces: [FontFace(postScriptName: name, family: "X", style: "Regular", file: "/x")])
                .families)
        #expect(json.contains("\"postScriptName\": \"A\\u202EB\\uE000C\\u00A0D\u{1F600}\\\"\\\\\""))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let families = decoded?["families"] as? [[String: Any]]
        let faces = families?.first?["faces"] as? [[String: Any]]
        #expect(faces?.first?["postScriptName"] as? String == name)
    }
}
