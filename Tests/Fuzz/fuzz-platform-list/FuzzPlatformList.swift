import FontFamilyCatalog
import FontFamilyLint
import FuzzSupport

/// Any bytes as a platform font list (`--platform-fonts FILE`): the list is read whole or not at all. Read, it has
/// faces, each PostScript name once, every face of its platform and without a file, and a catalog of them finds each
/// by its name and gives the lint typed values for them; not read, the error is one line naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlatformList(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let list: PlatformFontList
    do {
        list = try PlatformFontList(json: FuzzInput(data, size).bytes, path: path)
    } catch {
        let message = error.description
        FuzzText.expectOneLine(message, "the error for a platform font list")
        FuzzProperty.expect(message.contains(path), "\(message.debugDescription) does not name the file")
        return 0
    }
    FuzzProperty.expect(!list.faces.isEmpty, "a list without faces and without an error")
    let names = list.faces.map(\.postScriptName)
    FuzzProperty.expect(Set(names).count == names.count, "a PostScript name listed twice in \(names)")
    FuzzProperty.expect(
        list.derivedTraits.isSubset(of: names), "derived traits for faces not listed: \(list.derivedTraits)")
    for face in list.faces {
        FuzzProperty.expect(face.platform == list.platform, "face \(face.postScriptName) of \(face.platform ?? "-")")
        FuzzProperty.expect(face.file.isEmpty, "face \(face.postScriptName) with a file \(face.file)")
        FuzzProperty.expect(!face.postScriptName.isEmpty, "a face without a PostScript name")
    }
    let catalog = FontCatalog(faces: list.faces)
    for name in names {
        FuzzProperty.expect(catalog.face(postScriptName: name) != nil, "the catalog does not find \(name)")
    }
    _ = FontNameLinter(catalog: catalog)
    return 0
}

/// The name the list is read as.
private let path = "Platforms/fuzz.json"
