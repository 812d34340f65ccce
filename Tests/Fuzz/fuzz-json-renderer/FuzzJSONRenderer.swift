import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint
import FontFamilySyntax
import Foundation
import FuzzSupport
import StringDistance
import TestSupport

/// The JSON renderer on any list of faces: the output parses with `JSONDecoder` and gives back every family, name
/// and face field exactly.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONRenderer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let families = FontCatalog(faces: FaceList.faces(in: FuzzInput(data, size).text)).families
    let json = JSONRenderer.json(for: families)
    let document: RenderedDocument
    do {
        document = try JSONDecoder().decode(RenderedDocument.self, from: Data(json.utf8))
    } catch {
        FuzzProperty.fail("the rendered JSON does not parse: \(error)\n\(json)")
    }
    FuzzProperty.expect(document == RenderedDocument(families), "the JSON does not round-trip:\n\(json)")
    return 0
}

/// What `JSONRenderer` documents it writes, as `JSONDecoder` reads it back.
private struct RenderedDocument: Decodable, Equatable {
    struct Name: Decodable, Equatable {
        var name: String
        var language: String?
    }

    struct Face: Decodable, Equatable {
        var postScriptName: String
        var style: String
        var weight: Double
        var italic: Bool
        var slant: String
        var width: Double
        var file: String
        var index: Int
        var namedInstance: Int?
        var format: String
    }

    struct Family: Decodable, Equatable {
        var family: String
        var familyNames: [Name]
        var faces: [Face]
    }

    var families: [Family]

    init(_ families: [FontCatalog.Family]) {
        self.families = families.sorted { $0.name < $1.name }.map { family in
            Family(
                family: family.name,
                familyNames: family.names.map { Name(name: $0.name, language: $0.language) },
                faces: family.faces.map { face in
                    Face(
                        postScriptName: face.postScriptName, style: face.style, weight: face.weight.value,
                        italic: face.slant.isSlanted, slant: face.slant.rawValue, width: face.width.percentage,
                        file: face.file, index: face.index, namedInstance: face.namedInstance,
                        format: face.format.rawValue)
                })
        }
    }
}
