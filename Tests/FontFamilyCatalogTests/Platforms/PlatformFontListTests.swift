import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// Reading a platform font list: the shape the recording snippet prints, Core Text's traits on the CSS scale, and
/// every bad list refused whole with a message naming the file and the entry.
@Suite struct PlatformFontListTests {
    static let sample = "Fixtures/Platforms/ios-sample.json"

    static func read(_ relativePath: String) throws -> PlatformFontList {
        try PlatformFontList(contentsOf: PackagePaths.root.appendingPathComponent(relativePath).path)
    }

    /// The error reading `relativePath` throws, with the path as the package root names it.
    static func error(reading relativePath: String) -> String? {
        do {
            _ = try PlatformFontList(contentsOf: PackagePaths.root.appendingPathComponent(relativePath).path)
            return nil
        } catch {
            return error.description.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")
        }
    }

    /// The fixture is in the snippet's shape (JSONSerialization, pretty-printed, sorted keys): every face, its
    /// traits mapped, in the list's order.
    @Test func theSampleListReadsInTheSnippetsShape() throws {
        let list = try Self.read(Self.sample)
        #expect(list.platform == "iOS 18.2")
        #expect(list.path.hasSuffix("Fixtures/Platforms/ios-sample.json"))
        let described = list.faces.map { face in
            "\(face.postScriptName) | \(face.family) | \(face.style) | \(face.weight) | \(face.slant.rawValue) | "
                + "\(face.width) | \(face.platform ?? "-") | '\(face.file)' | \(face.format)"
        }
        #expect(
            described == [
                "AvenirNext-Bold | Avenir Next | Bold | 700 | upright | 100% | iOS 18.2 | '' | other",
                "AvenirNext-DemiBold | Avenir Next | Demi Bold | 600 | upright | 100% | iOS 18.2 | '' | other",
                "AvenirNext-Regular | Avenir Next | Regular | 400 | upright | 100% | iOS 18.2 | '' | other",
                "AvenirNextCondensed-Bold | Avenir Next Condensed | Bold | 700 | upright | 75% | iOS 18.2 | '' | other",
                "HelveticaNeue | Helvetica Neue | Regular | 400 | upright | 100% | iOS 18.2 | '' | other",
                "HelveticaNeue-Bold | Helvetica Neue | Bold | 700 | upright | 100% | iOS 18.2 | '' | other",
                "HelveticaNeue-Italic | Helvetica Neue | Italic | 400 | italic | 100% | iOS 18.2 | '' | other",
                "HelveticaNeue-Medium | Helvetica Neue | Medium | 500 | upright | 100% | iOS 18.2 | '' | other",
                "Menlo-Bold | Menlo | Bold | 700 | upright | 100% | iOS 18.2 | '' | other",
                "Menlo-Regular | Menlo | Regular | 400 | upright | 100% | iOS 18.2 | '' | other",
            ])
    }

    /// `UIFont.Weight`'s traits land on their CSS weights; others between them, rounded; the ends hold beyond.
    @Test func coreTextWeightsMapOntoTheCSSScale() {
        let traits: [Double] = [-1, -0.8, -0.6, -0.4, -0.2, 0, 0.23, 0.265, 0.3, 0.4, 0.48, 0.56, 0.62, 1]
        #expect(
            traits.map { PlatformFontList.cssWeight($0).value }
                == [100, 100, 200, 300, 350, 400, 500, 550, 600, 700, 750, 800, 900, 900])
    }

    @Test func slantAndWidthFollowTheSymbolicTraitsAndTheTraitsSign() throws {
        let json = PlatformListJSON.list(faces: [
            PlatformListJSON.face("A-Italic", slant: "0.07", symbolic: 1),
            PlatformListJSON.face("A-Oblique", slant: "0.07", symbolic: 0),
            PlatformListJSON.face("A-Narrow", width: -0.1), PlatformListJSON.face("A-Wide", width: 0.3),
        ])
        let list = try PlatformFontList(json: Array(json.utf8), path: "inline.json")
        #expect(list.faces.map(\.slant) == [.italic, .oblique, .upright, .upright])
        #expect(list.faces.map(\.width) == [.normal, .normal, .condensed, .expanded])
    }

    /// Every prefix of a list, and the list with each byte replaced by a brace, loads whole or throws: nothing
    /// crashes and nothing is half-loaded.
    @Test func cutAndDamagedListsLoadWholeOrThrow() throws {
        let bytes = try Array(Data(contentsOf: PackagePaths.root.appendingPathComponent(Self.sample)))
        var loaded = 0
        var variants = (0..<bytes.count).map { Array(bytes[..<$0]) }
        for position in stride(from: 0, to: bytes.count, by: 7) {
            var damaged = bytes
            damaged[position] = UInt8(ascii: "{")
            variants.append(damaged)
        }
        for variant in variants {
            do {
                let list = try PlatformFontList(json: variant, path: "cut.json")
                #expect(list.faces.count == 10)
                loaded += 1
            } catch {
                #expect(error.description.contains("'cut.json'"))
            }
        }
        #expect(loaded > 0)
        #expect(loaded < variants.count)
    }

    @Test func anIdenticalDuplicateIsListedOnce() throws {
        let list = try Self.read("Fixtures/Platforms/identical-duplicate.json")
        #expect(list.faces.map(\.postScriptName) == ["HelveticaNeue", "HelveticaNeue-Bold"])
    }

    @Test func aMissingFileIsNamed() {
        #expect(
            Self.error(reading: "Fixtures/Platforms/absent.json")
                == "platform font list 'Fixtures/Platforms/absent.json' does not exist; give the path of a list "
                + "recorded as the documentation shows")
        #expect(
            Self.error(reading: "Fixtures/Platforms")
                == "platform font list 'Fixtures/Platforms' is a directory; give the path of a list recorded as the "
                + "documentation shows")
    }

    @Test func malformedJSONIsNamed() {
        #expect(
            Self.error(reading: "Fixtures/Platforms/Bad/malformed.json")
                == "platform font list 'Fixtures/Platforms/Bad/malformed.json' is not a JSON object; record it again "
                + "as the documentation shows")
    }

    @Test func anotherFormatVersionIsRefused() {
        #expect(
            Self.error(reading: "Fixtures/Platforms/Bad/version-2.json")
                == "platform font list 'Fixtures/Platforms/Bad/version-2.json' has \"formatVersion\" 2, but this "
                + "version of FontFamily reads version 1; record the list again with this version's snippet")
    }

    @Test func aConflictingDuplicateNamesBothEntries() {
        #expect(
            Self.error(reading: "Fixtures/Platforms/Bad/conflicting-duplicate.json")
                == "platform font list 'Fixtures/Platforms/Bad/conflicting-duplicate.json': faces[3] lists "
                + "'HelveticaNeue-Bold' again with other attributes than faces[1]; keep one entry per PostScript name")
    }

    @Test func aMissingFieldNamesTheEntryAndItsName() {
        #expect(
            Self.error(reading: "Fixtures/Platforms/Bad/missing-family.json")
                == "platform font list 'Fixtures/Platforms/Bad/missing-family.json': faces[2] ('Menlo-Bold'): "
                + "\"family\" must be a non-empty string; fix the entry or record the list again")
    }

    @Test func aWeightOnTheCSSScaleIsRefused() {
        #expect(
            Self.error(reading: "Fixtures/Platforms/Bad/weight-out-of-range.json")
                == "platform font list 'Fixtures/Platforms/Bad/weight-out-of-range.json': faces[1] "
                + "('AvenirNext-DemiBold'): \"weight\" must be a number from -1 to 1 (Core Text's weight trait); fix "
                + "the entry or record the list again")
    }

    /// Each bad shape has its message; a list with one bad face gives no face at all.
    static let badLists: [(json: String, message: String)] = [
        (
            "[]", "platform font list 'inline.json' is not a JSON object; record it again as the documentation shows"
        ),
        (
            #"{"format": "other", "formatVersion": 1}"#,
            "'inline.json' is not a platform font list: its \"format\" is not \"fontfamily-platform-fonts\"; record it "
                + "again as the documentation shows"
        ),
        (
            #"{"format": "fontfamily-platform-fonts", "formatVersion": "1"}"#,
            "platform font list 'inline.json': \"formatVersion\" must be a whole number; fix the file or record the "
                + "list again"
        ),
        (
            #"{"format": "fontfamily-platform-fonts", "formatVersion": 1, "platform": "iOS", "faces": []}"#,
            "platform font list 'inline.json': \"osVersion\" must be a non-empty string; fix the file or record the "
                + "list again"
        ),
        (
            #"{"format": "fontfamily-platform-fonts", "formatVersion": 1, "platform": "iOS", "osVersion": "18"}"#,
            "platform font list 'inline.json': \"faces\" must be an array of faces; fix the file or record the list "
                + "again"
        ),
        (
            PlatformListJSON.list(faces: ["3"]),
            "platform font list 'inline.json': faces[0] must be an object; fix the entry or record the list again"
        ),
        (
            PlatformListJSON.list(faces: [PlatformListJSON.face("Good-Regular"), #"{"family": "F"}"#]),
            "platform font list 'inline.json': faces[1]: \"postScriptName\" must be a non-empty string; fix the "
                + "entry or record the list again"
        ),
        (
            PlatformListJSON.list(faces: [PlatformListJSON.face("Has Space")]),
            "platform font list 'inline.json': faces[0] ('Has Space'): \"postScriptName\" must be a PostScript name "
                + "without white space; fix the entry or record the list again"
        ),
        (
            PlatformListJSON.list(faces: [PlatformListJSON.face("A-Bold", slant: "true")]),
            "platform font list 'inline.json': faces[0] ('A-Bold'): \"slant\" must be a number from -1 to 1 (Core "
                + "Text's slant trait); fix the entry or record the list again"
        ),
        (
            PlatformListJSON.list(faces: [PlatformListJSON.face("A-Bold", symbolic: Int(Int32.min) - 1)]),
            "platform font list 'inline.json': faces[0] ('A-Bold'): \"symbolicTraits\" must be Core Text's "
                + "symbolic traits, a whole number; fix the entry or record the list again"
        ),
    ]

    @Test func aBadListIsRefusedWhole() {
        for (json, message) in Self.badLists {
            #expect(throws: PlatformFontListError.self) {
                try PlatformFontList(json: Array(json.utf8), path: "inline.json")
            }
            do {
                _ = try PlatformFontList(json: Array(json.utf8), path: "inline.json")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    /// Symbolic traits with the top bit set — a sans-serif face's class — are read whether Core Text's number printed
    /// them signed or unsigned, and only the italic bit decides the slant.
    @Test func symbolicTraitsWithTheClassBitsAreReadSignedOrUnsigned() throws {
        let sansSerifItalic = 0x8000_0001
        let json = PlatformListJSON.list(faces: [
            PlatformListJSON.face("Sans-Italic", symbolic: sansSerifItalic - 0x1_0000_0000),
            PlatformListJSON.face("Sans-Regular", symbolic: 0x8000_0000),
            PlatformListJSON.face("Sans-BoldItalic", symbolic: sansSerifItalic),
        ])
        let faces = try PlatformFontList(json: Array(json.utf8), path: "inline.json").faces
        #expect(faces.map(\.slant) == [.italic, .upright, .italic])
    }
}

/// The recording snippet of the DocC article and the fixture agree: every key the fixture holds, which the loader
/// reads, is a key the snippet prints, and the snippet prints the format name and version the loader expects.
@Suite struct PlatformFontListsArticleTests {
    @Test func theSnippetPrintsTheKeysTheFixtureHolds() throws {
        let article = try DocumentationPages.page("PlatformFontLists")
        let snippet = try #require(
            DocumentationPages.codeBlocks("swift", in: article).first {
                $0.contains("CTFontCollectionCreateFromAvailableFonts")
            })
        let fixture = try String(
            contentsOf: PackagePaths.fixtures.appendingPathComponent("Platforms/ios-sample.json"), encoding: .utf8)
        let keys = Set(
            fixture.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else { return nil }
                return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
            })
        #expect(
            keys == [
                "faces", "format", "formatVersion", "osVersion", "platform", "family", "postScriptName", "slant",
                "style", "symbolicTraits", "weight", "width",
            ])
        for key in keys { #expect(snippet.contains("\"\(key)\":"), "the snippet does not print \"\(key)\"") }
        #expect(snippet.contains(#""format": "fontfamily-platform-fonts", "formatVersion": 1"#))
        #expect(snippet.contains("[.prettyPrinted, .sortedKeys]"))
    }

    /// The article quotes the real messages: the typo of a listed face, a face without a file, three bad lists.
    @Test func theArticleQuotesTheRealMessages() throws {
        let page = try DocumentationPages.page("PlatformFontLists")
        let catalog = try FixtureCatalog.withIOSSample()
        let diagnosis = try #require(catalog.diagnose(postScriptName: "HelveticaNeue-Bld")).description
        #expect(DocumentationPages.quotes(diagnosis, in: page), "the article lacks: \(diagnosis)")
        let face = try #require(catalog.face(postScriptName: "Menlo-Regular"))
        let error = #expect(throws: NoFontFileError.self) { try catalog.fontFile(of: face) }
        let noFile = try #require(error).description.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")
        #expect(DocumentationPages.quotes(noFile, in: page), "the article lacks: \(noFile)")
        for bad in ["missing-family", "conflicting-duplicate", "version-2"] {
            let message = try #require(PlatformFontListTests.error(reading: "Fixtures/Platforms/Bad/\(bad).json"))
            #expect(DocumentationPages.quotes(message, in: page), "the article lacks: \(message)")
        }
    }
}
