#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FontCatalog {
    /// Why FreeType cannot read the file at `path` as a font, as the end of a sentence that starts with the file
    /// (`"is not a font: FreeType finds no font in it"`), or `nil` when it reads one: for a check that a file an app
    /// lists as its font is one, without adding it to a catalog.
    ///
    /// ```swift
    /// FontCatalog.fontFileProblem(at: "Resources/Fonts/Brand.ttf")  // nil
    /// FontCatalog.fontFileProblem(at: "Resources/Fonts/notes.txt")  // "is not a font: FreeType finds no font in it"
    /// ```
    package static func fontFileProblem(at path: String) -> String? {
        guard let head = FileSystemEntry.head(of: path, count: 16) else {
            return "cannot be read; check its permissions"
        }
        switch FontDirectoryScanner.verdict(path, head: head) {
        case .font: return nil
        case .unreadableFont(let reason): return reason
        case .notAFont: return "is not a font: FreeType finds no font in it"
        }
    }
}
