import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint
import FontFamilySyntax
import FuzzSupport
import StringDistance
import TestSupport

/// Family inference from any list of faces: an inferred descriptor gives back every face's PostScript name for its
/// weight, slant and width; a failure is one line naming the family; the renderers never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFamilyInference(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let catalog = FontCatalog(faces: FaceList.faces(in: FuzzInput(data, size).text))
    for family in catalog.families {
        do {
            let descriptor = try FontFamily.inferred(from: family)
            for face in family.faces {
                let name = descriptor.postScriptName(weight: face.weight, slant: face.slant, width: face.width)
                FuzzProperty.expect(
                    name == face.postScriptName,
                    "the descriptor inferred for \(family.name.debugDescription) names \(face.postScriptName.debugDescription) "
                        + "\(name.debugDescription)")
            }
            FuzzProperty.expect(
                descriptor.faces.count == family.faces.count,
                "the descriptor declares \(descriptor.faces.count) faces for \(family.faces.count)")
        } catch {
            FuzzProperty.expect(error.family == family.name, "the failure names \(error.family.debugDescription)")
            FuzzProperty.expect(
                !error.description.contains(where: \.isNewline), "a line break in \(error.description.debugDescription)"
            )
        }
    }
    _ = DescriptorDumpRenderer.source(for: catalog.families)
    _ = SwiftEnumRenderer.source(for: catalog.families)
    return 0
}
