import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint
import FontFamilySyntax
import Foundation
import FuzzSupport
import StringDistance
import TestSupport

/// Any bytes as a font file, loaded by real fontconfig into a catalog and read for glyphs: every face comes from
/// the file, or loading fails with one line that names it; reading glyphs and coverage never crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogFonts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // A new name per input: fontconfig must never answer from what it cached for an earlier file.
    FontFile.counter += 1
    let path = FontFile.directory.appendingPathComponent("font\(FontFile.counter).ttf").path
    guard FileManager.default.createFile(atPath: path, contents: Data(FuzzInput(data, size).bytes)) else {
        FuzzProperty.fail("cannot write \(path)")
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
        let catalog = try FontCatalog(fonts: [path], cacheDirectory: FontFile.cache)
        FuzzProperty.expect(!catalog.allFaces.isEmpty, "a catalog of one font file without faces and without an error")
        for face in catalog.allFaces {
            FuzzProperty.expect(face.file == path, "a face from \(face.file)")
            // Glyph names and character maps are read from the file's bytes: nothing may crash on any of them.
            _ = catalog.iconCoverage(of: catalog.iconMetadata(of: face), in: face)
        }
    } catch {
        let message = "\(error)"
        FuzzProperty.expect(!message.contains(where: \.isNewline), "a line break in \(message.debugDescription)")
        FuzzProperty.expect(
            message.contains("font\(FontFile.counter).ttf"), "\(message.debugDescription) names no file")
    }
    return 0
}

/// Where the inputs are written, and fontconfig's private cache.
private enum FontFile {
    nonisolated(unsafe) static var counter = 0
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontfamily-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
    static let cache = directory.appendingPathComponent("cache").path
}
