import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

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
                          "kind": "namedInstance",
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
                          "kind": "static",
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
                          "kind": "static",
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
                  ],
                  "generator": {
                    "digest": "169e2427b7b54e07",
                    "name": "fontfamily-dump"
                  }
                }

                """
        )
    }

    @Test func noFamiliesIsAnEmptyArray() {
        #expect(
            JSONRenderer.json(for: [])
                == "{\n  \"families\": [],\n  \"generator\": {\n    \"digest\": \"4693916d4b9d7e2a\",\n"
                + "    \"name\": \"fontfamily-dump\"\n  }\n}\n")
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

    /// Written as it is made, the listing of 600 faces comes in pieces of at most 64 KiB that join to exactly the text
    /// `json(for:)` gives.
    @Test func writtenInPiecesTheTextIsTheSame() {
        let faces = (0..<600).map { number in
            FontFace(
                postScriptName: "Stream\(number / 6)-W\(number % 6)", family: "Stream \(number / 6)",
                style: "W\(number % 6)", file: "/fonts/stream/Stream\(number / 6)-W\(number % 6).ttf")
        }
        let catalog = FontCatalog(faces: faces)
        var pieces: [[UInt8]] = []
        JSONRenderer.writeJSON(for: catalog.families, copies: catalog) { pieces.append(Array($0)) }
        let whole = JSONRenderer.json(for: catalog.families, copies: catalog)
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { !$0.isEmpty && $0.count <= 65_536 })
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == whole)
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

    @Test func variableFontsListTheirAxesAndEveryNamedInstanceUnderTheirFamily() {
        let bold = FontFace(
            postScriptName: "VarySans-Bold", familyNames: [LocalizedName("Vary Sans")],
            styleNames: [LocalizedName("Bold")], weight: .bold, file: "/v.ttf", namedInstance: 2,
            coordinates: [.weight: 700, "GRAD": -12.5], aliases: ["VarySans_700wght"])
        let font = VariableFont(
            file: "/v.ttf", family: "Vary Sans",
            axes: [
                VariationAxis(tag: .weight, name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
                VariationAxis(tag: "GRAD", name: "Grade", minimum: -50, defaultValue: 0, maximum: 150, isHidden: true),
            ],
            namedInstances: [bold], postScriptNamePrefix: "VarySans")
        let other = VariableFont(
            file: "/o.ttf", family: "Other", axes: [], namedInstances: [], postScriptNamePrefix: nil)
        let json = JSONRenderer.json(for: FontCatalog(faces: [bold]).families, variableFonts: [other, font])
        #expect(
            json == """
                {
                  "families": [
                    {
                      "faces": [
                        {
                          "aliases": [
                            "VarySans_700wght"
                          ],
                          "coordinates": {
                            "GRAD": -12.5,
                            "wght": 700
                          },
                          "file": "/v.ttf",
                          "format": "trueType",
                          "index": 0,
                          "italic": false,
                          "kind": "namedInstance",
                          "namedInstance": 2,
                          "postScriptName": "VarySans-Bold",
                          "slant": "upright",
                          "style": "Bold",
                          "weight": 700,
                          "width": 100
                        }
                      ],
                      "family": "Vary Sans",
                      "familyNames": [
                        {
                          "name": "Vary Sans"
                        }
                      ],
                      "variableFonts": [
                        {
                          "axes": [
                            {
                              "default": 400,
                              "hidden": false,
                              "maximum": 900,
                              "minimum": 100,
                              "name": "Weight",
                              "tag": "wght"
                            },
                            {
                              "default": 0,
                              "hidden": true,
                              "maximum": 150,
                              "minimum": -50,
                              "name": "Grade",
                              "tag": "GRAD"
                            }
                          ],
                          "file": "/v.ttf",
                          "index": 0,
                          "namedInstances": [
                            {
                              "aliases": [
                                "VarySans_700wght"
                              ],
                              "coordinates": {
                                "GRAD": -12.5,
                                "wght": 700
                              },
                              "file": "/v.ttf",
                              "format": "trueType",
                              "index": 0,
                              "italic": false,
                              "kind": "namedInstance",
                              "namedInstance": 2,
                              "postScriptName": "VarySans-Bold",
                              "slant": "upright",
                              "style": "Bold",
                              "weight": 700,
                              "width": 100
                            }
                          ],
                          "postScriptNamePrefix": "VarySans"
                        }
                      ]
                    }
                  ],
                  "generator": {
                    "digest": "babf28a3016f0e77",
                    "name": "fontfamily-dump"
                  }
                }

                """)
    }
}

/// A face of a platform font list that gave names only is marked: its style and traits were derived from its name.
@Suite struct JSONRendererDerivedTraitsTests {
    @Test func aFaceOfANamesOnlyListIsMarkedDerived() throws {
        let catalog = try FixtureCatalog.builtIn("ios26")
        let family = catalog.families(named: "Academy Engraved LET")
        #expect(
            JSONRenderer.json(for: family, copies: catalog).components(separatedBy: "\n").prefix(16).joined(
                separator: "\n") == """
                    {
                      "families": [
                        {
                          "faces": [
                            {
                              "format": "other",
                              "index": 0,
                              "italic": false,
                              "kind": "static",
                              "platform": "iOS 26",
                              "postScriptName": "AcademyEngravedLetPlain",
                              "slant": "upright",
                              "style": "Plain",
                              "traitsDerived": true,
                              "weight": 400,
                              "width": 100
                    """)
        // Without the catalog nothing says where the face comes from, and nothing is marked.
        #expect(!JSONRenderer.json(for: family).contains("traitsDerived"))
    }

    /// A list that gives every face's style and traits (the snippet's shape) marks none.
    @Test func aFaceOfAListWithTraitsIsNotMarked() throws {
        let catalog = try FixtureCatalog.withIOSSample()
        let json = JSONRenderer.json(for: catalog.families(named: "Avenir Next"), copies: catalog)
        #expect(json.contains("\"postScriptName\": \"AvenirNext-Bold\""))
        #expect(!json.contains("traitsDerived"))
    }
}
