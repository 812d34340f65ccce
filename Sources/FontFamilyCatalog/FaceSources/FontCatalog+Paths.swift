/// Which files and directories the catalog's fonts come from.
extension FontCatalog {
    /// Whether a face of the catalog, or a file it skipped, is the font file `path` or lies in the directory `path`
    /// (absolute, or relative to the current directory): `false` for a directory that holds no font, which a
    /// message should name.
    ///
    /// ```swift
    /// try FontCatalog(fonts: ["Fixtures/Fonts"]).holdsFonts(in: "Fixtures/Fonts")  // true
    /// ```
    public func holdsFonts(in path: String) -> Bool {
        let absolute = [FontCatalog.absolute(path)]
        return listedAllFaces.contains { FontCatalog.isBelow($0.file, any: absolute) }
            || skippedFiles.contains { FontCatalog.isBelow($0.path, any: absolute) }
    }

    /// Whether `file` is one of `paths` or lies below one of them, comparing bytes as the file system does.
    static func isBelow(_ file: String, any paths: [String]) -> Bool {
        var file = file
        return file.withUTF8 { file in
            paths.contains { path in
                var path = path
                return path.withUTF8 { path in
                    guard file.starts(with: path) else { return false }
                    return file.count == path.count || path.last == UInt8(ascii: "/")
                        || file[path.count] == UInt8(ascii: "/")
                }
            }
        }
    }
}
