import Foundation
import Testing

@testable import FontFamilyCatalog

/// Lists that give names only, as public recordings do: accepted, their traits derived and marked; an empty list and
/// a number no Double holds are refused with a message naming the file, the entry and the field.
@Suite struct PlatformFontListNamesOnlyTests {
    /// A list of `faces` (JSON objects' text) in `list.json`.
    static func list(_ faces: String...) throws(PlatformFontListError) -> PlatformFontList {
        let json = """
            {"format": "fontfamily-platform-fonts", "formatVersion": 1, "platform": "iOS", "osVersion": "18",
             "faces": [\(faces.joined(separator: ", "))]}
            """
        return try PlatformFontList(json: Array(json.utf8), path: "list.json")
    }

    /// The error reading a list of `faces`.
    static func error(_ faces: String...) -> String? {
        let json = """
            {"format": "fontfamily-platform-fonts", "formatVersion": 1, "platform": "iOS", "osVersion": "18",
             "faces": [\(faces.joined(separator: ", "))]}
            """
        do {
            _ = try PlatformFontList(json: Array(json.utf8), path: "list.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func namesOnlyFacesAreAcceptedWithDerivedTraits() throws {
        let list = try Self.list(
            #"{"postScriptName": "AvenirNext-DemiBoldItalic", "family": "Avenir Next"}"#,
            #"{"postScriptName": "Menlo-Bold", "family": "Menlo", "style": "Bold", "weight": 0.4, "slant": 0, "#
                + #""width": 0, "symbolicTraits": 2}"#,
            #"{"postScriptName": "GillSans-Light", "family": "Gill Sans", "style": "Light"}"#)
        #expect(
            list.faces.map { "\($0.postScriptName) | \($0.style) | \($0.weight) | \($0.slant.rawValue)" } == [
                "AvenirNext-DemiBoldItalic | DemiBold Italic | 600 | italic",
                "Menlo-Bold | Bold | 700 | upright",
                "GillSans-Light | Light | 300 | upright",
            ])
        #expect(list.derivedTraits == ["AvenirNext-DemiBoldItalic", "GillSans-Light"])
    }

    @Test func anEmptyListIsRefused() {
        #expect(
            Self.error()
                == "platform font list 'list.json' has no face: its \"faces\" is empty; record the list again as the "
                + "documentation shows")
    }

    /// `1e309` stops JSONSerialization; the message still names the entry and the field.
    @Test func aNumberNoDoubleHoldsNamesTheEntryAndTheField() {
        #expect(
            Self.error(
                #"{"postScriptName": "Menlo-Bold", "family": "Menlo", "style": "Bold", "weight": 1e309, "slant": 0, "#
                    + #""width": 0, "symbolicTraits": 2}"#)
                == "platform font list 'list.json': faces[0] ('Menlo-Bold'): \"weight\" must be a number from -1 to 1 "
                + "(Core Text's weight trait); fix the entry or record the list again")
        #expect(
            Self.error(#"{"postScriptName": "Menlo-Bold", "family": "Menlo", "symbolicTraits": -1e400}"#)
                == "platform font list 'list.json': faces[0] ('Menlo-Bold'): \"symbolicTraits\" must be Core Text's "
                + "symbolic traits, a whole number; fix the entry or record the list again")
        #expect(PlatformFontList.quotingOutOfRangeNumbers(Array(#"{"a": "1e309", "b": [1.5, -2]}"#.utf8)) == nil)
    }

    /// A names-only face still needs its family; a given style must still be a string.
    @Test func givenFieldsAreStillChecked() {
        #expect(
            Self.error(#"{"postScriptName": "Menlo-Bold"}"#)
                == "platform font list 'list.json': faces[0] ('Menlo-Bold'): \"family\" must be a non-empty string; "
                + "fix the entry or record the list again")
        #expect(
            Self.error(#"{"postScriptName": "Menlo-Bold", "family": "Menlo", "style": 7}"#)
                == "platform font list 'list.json': faces[0] ('Menlo-Bold'): \"style\" must be a non-empty string; "
                + "fix the entry or record the list again")
    }
}
