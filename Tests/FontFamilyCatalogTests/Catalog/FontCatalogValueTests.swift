import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

@Suite struct FontCatalogValueTests {
    @Test func lookupIsExactAndCaseSensitive() {
        let catalog = FontCatalog(faces: [
            FontFace(postScriptName: "GillSans-Bold", family: "Gill Sans", style: "Bold", weight: .bold, file: "/a.ttf")
        ])
        #expect(catalog.face(postScriptName: "GillSans-Bold")?.file == "/a.ttf")
        #expect(catalog.face(postScriptName: "gillsans-bold") == nil)
    }
}

@Suite struct DuplicateOrderTests {
    func face(_ file: String, slant: FontSlant = .upright, instance: Int? = nil, format: FontFormat = .trueType)
        -> FontFace
    {
        FontFace(
            postScriptName: "Inter_700wght", familyNames: [LocalizedName("Inter")], styleNames: [LocalizedName("Bold")],
            weight: .bold, slant: slant, file: file, namedInstance: instance, format: format)
    }

    @Test func uprightInstancesComeBeforeItalicOnesOfTheSameName() {
        let italic = face("/f/Inter-Italic[opsz,wght].ttf", slant: .italic, instance: 7)
        let upright = face("/f/Inter[opsz,wght].ttf", instance: 7)
        let catalog = FontCatalog(faces: [italic, upright])
        #expect(catalog.faces(postScriptName: "Inter_700wght") == [upright, italic])
    }

    @Test func staticFacesComeBeforeInstancesThenFormatDecides() {
        let instance = face("/a/Inter[wght].ttf", instance: 7)
        let staticFace = face("/z/Inter-Bold.ttf")
        let web = face("/a/Inter-Bold.woff2", format: .web)
        let catalog = FontCatalog(faces: [web, instance, staticFace])
        #expect(catalog.faces(postScriptName: "Inter_700wght") == [staticFace, instance, web])
    }
}

@Suite struct FamilyNamesTests {
    /// Every family name the faces state, once, the primary name first and the rest in first-seen order: for a few
    /// names and for more than a handful, which the family counts another way.
    @Test(arguments: [3, 40])
    func namesAreListedOnceInFirstSeenOrder(count: Int) {
        let faces = (0..<count).map { n in
            FontFace(
                postScriptName: "Many-\(n)",
                familyNames: [
                    LocalizedName("Many Sans \(n % 7)", language: "en"), LocalizedName("Many"),
                    LocalizedName("Many Sans \(n)", language: n.isMultiple(of: 2) ? "de" : nil),
                ],
                styleNames: [LocalizedName("Regular")], file: "/f/Many-\(n).ttf")
        }
        let family = FontCatalog.Family(name: "Many", faces: faces)
        var expected = [LocalizedName("Many")]
        for n in 0..<count {
            for name in [
                LocalizedName("Many Sans \(n % 7)", language: "en"),
                LocalizedName("Many Sans \(n)", language: n.isMultiple(of: 2) ? "de" : nil),
            ] where !expected.contains(name) {
                expected.append(name)
            }
        }
        #expect(family.names == expected)
        #expect(family.names.count == (count == 3 ? 7 : 48))
        #expect(FontCatalog.Family.asciiNames(expected[0], faces: faces) == expected)
    }

    /// Names compare as strings: the same name in another language, or without one, is another name; a name spelled
    /// with a combining accent is the same name as its precomposed spelling, which the family's ASCII path leaves to
    /// the general one.
    @Test func namesCompareAsStringsWithTheirLanguages() {
        func face(_ n: Int, _ names: [LocalizedName]) -> FontFace {
            FontFace(
                postScriptName: "Twin-\(n)", familyNames: [LocalizedName("Twin")] + names,
                styleNames: [LocalizedName("Regular")], file: "/f/Twin-\(n).ttf")
        }
        let ascii = [
            face(0, [LocalizedName("Twin Text", language: "en"), LocalizedName("Twin Text")]),
            face(1, [LocalizedName("Twin Text"), LocalizedName("Twin Text", language: "de")]),
            face(2, [LocalizedName("Twin Text", language: "en"), LocalizedName("Twin", language: "fr")]),
        ]
        let expected = [
            LocalizedName("Twin"), LocalizedName("Twin Text", language: "en"), LocalizedName("Twin Text"),
            LocalizedName("Twin Text", language: "de"),
        ]
        #expect(FontCatalog.Family(name: "Twin", faces: ascii).names == expected)
        #expect(FontCatalog.Family.asciiNames(LocalizedName("Twin"), faces: ascii) == expected)
        let accented = [
            face(0, [LocalizedName("Twin Caf\u{E9}")]), face(1, [LocalizedName("Twin Cafe\u{301}")]),
        ]
        #expect(FontCatalog.Family.asciiNames(LocalizedName("Twin"), faces: accented) == nil)
        #expect(FontCatalog.Family(name: "Twin", faces: accented).names.map(\.name) == ["Twin", "Twin Caf\u{E9}"])
    }
}

/// A family knows whether its faces' PostScript names are distinct, which the enum renderer relies on.
@Suite struct FamilyPostScriptNameTests {
    private static func face(_ name: String, _ n: Int) -> FontFace {
        FontFace(postScriptName: name, family: "F", style: "Regular", file: "/f/\(n).ttf")
    }

    @Test func aFamilyOfGivenFacesLooksAtTheirNames() {
        let (a, b, a2) = (Self.face("F-A", 0), Self.face("F-B", 1), Self.face("F-A", 2))
        #expect(FontCatalog.Family(name: "F", faces: []).hasDistinctPostScriptNames)
        #expect(FontCatalog.Family(name: "F", faces: [a, b]).hasDistinctPostScriptNames)
        #expect(!FontCatalog.Family(name: "F", faces: [a, b, a2]).hasDistinctPostScriptNames)
        #expect(FontCatalog.Family(name: "F", faces: [a, b, a2]) != FontCatalog.Family(name: "F", faces: [a, b, a]))
    }

    /// The catalog groups its families without looking: each is what a family of its faces made by hand is.
    @Test func aCatalogsFamiliesAreTheFamiliesOfTheirFaces() throws {
        let families: [FontCatalog.Family] = try FixtureCatalog.standard().families
        #expect(families.count == 6)
        #expect(families.filter { $0 != FontCatalog.Family(name: $0.name, faces: $0.faces) }.map { $0.name } == [])
        #expect(families.allSatisfy { $0.hasDistinctPostScriptNames })
    }
}

@Suite struct NameAndAliasLookupTests {
    private func face(_ name: String, file: String, aliases: [String] = []) -> FontFace {
        FontFace(
            postScriptName: name, familyNames: [LocalizedName("Pair")], styleNames: [LocalizedName("Regular")],
            file: file, aliases: aliases)
    }

    /// A PostScript name wins over the same text as another face's alias; an alias alone finds every face that
    /// has it, and says nothing of copies; neither finds nothing.
    @Test func aPostScriptNameComesBeforeAnAlias() {
        let named = face("Pair_700wght", file: "/f/a.ttf")
        let aliased = face("Pair-Bold", file: "/f/b.ttf", aliases: ["Pair_700wght", "Pair_Bold"])
        let other = face("Pair-Heavy", file: "/f/c.ttf", aliases: ["Pair_Bold"])
        let catalog = FontCatalog(faces: [aliased, named, other])
        #expect(catalog.face(postScriptName: "Pair_700wght") == named)
        #expect(catalog.faces(postScriptName: "Pair_700wght") == [named])
        #expect(catalog.faces(postScriptName: "Pair_Bold") == [aliased, other])
        #expect(catalog.face(postScriptName: "Pair_Bold") == aliased)
        #expect(catalog.copyChoice(postScriptName: "Pair_Bold") == nil)
        #expect(catalog.face(postScriptName: "Pair_Light") == nil)
        #expect(catalog.faces(postScriptName: "pair-bold").isEmpty)
    }
}
