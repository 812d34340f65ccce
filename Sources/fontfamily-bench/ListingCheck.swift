import CFontconfig
import FontFamilyCatalog

/// Checks the catalog's faces against fontconfig's own listing: one `FcFontList` with `namelang=en` of the same
/// configuration. The catalog reads fontconfig's font sets directly; this proves on a real catalog that it reads
/// the same faces, with the same names in the same order. A variable font's instance is compared under the name
/// fontconfig gives it (its first alias, when the catalog's Tech Note 5902 name differs).
enum ListingCheck {
    /// What one face is compared by: its place in its file and every name with its language.
    private struct Entry: Hashable, Comparable {
        let file: String
        let index: Int
        let postScriptName: String
        let familyNames: [String]
        let styleNames: [String]
        let fullNames: [String]

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.index, lhs.postScriptName) < (rhs.file, rhs.index, rhs.postScriptName)
        }
    }

    /// The row: met when every face of `catalog` is one of `raw`'s listed patterns and back. Throws when they
    /// differ, naming the first difference: a catalog that is not fontconfig's is a bug, not a slow figure.
    static func row(catalog: FontCatalog, raw: RawFontconfig) throws -> BenchRow {
        let listed = raw.listed { pattern in entry(pattern) }.compactMap { $0 }
        let read = catalog.allFaces.map { face in
            Entry(
                file: face.file, index: face.index | fontconfigInstance(face, in: catalog) << 16,
                postScriptName: face.aliases.first ?? face.postScriptName,
                familyNames: face.familyNames.map { $0.name + "@" + ($0.language ?? "") },
                styleNames: face.styleNames.map { $0.name + "@" + ($0.language ?? "") },
                fullNames: face.fullNames.map { $0.name + "@" + ($0.language ?? "") })
        }
        let missing = Set(listed).subtracting(read).sorted()
        let extra = Set(read).subtracting(listed).sorted()
        guard missing.isEmpty, extra.isEmpty, listed.count == read.count else {
            let first =
                missing.first.map { "fontconfig lists \($0) but the catalog does not" }
                ?? extra.first.map { "the catalog has \($0) but fontconfig does not list it" }
                ?? "fontconfig lists \(listed.count) faces and the catalog \(read.count)"
            throw BenchError(
                "the catalog's faces differ from fontconfig's listing (\(missing.count) missing, \(extra.count) "
                    + "extra): \(first)")
        }
        return BenchRow(
            name: "catalog faces = `FcFontList` faces", target: "identical", verdict: .met,
            note: "\(read.count) faces read from fontconfig's font sets have the file, index, PostScript name and "
                + "every family, style and full name (with languages, in order) that FcFontList lists for namelang=en")
    }

    /// The named instance in fontconfig's index of `face`: 0 for a variable font's default face, which fontconfig
    /// lists at index 0 even when it is a named instance.
    private static func fontconfigInstance(_ face: FontFace, in catalog: FontCatalog) -> Int {
        guard let instance = face.namedInstance else { return 0 }
        return catalog.variableFont(containing: face)?.defaultFace == face ? 0 : instance
    }

    /// The entry of a listed pattern, or `nil` for what the catalog does not count as a face (a `variable=True`
    /// pattern, a pattern without a file).
    private static func entry(_ pattern: OpaquePointer) -> Entry? {
        var variable: FcBool = FcFalse
        if FcPatternGetBool(pattern, "variable", 0, &variable) == FcResultMatch, variable != FcFalse { return nil }
        guard let file = strings(pattern, "file").first else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, "index", 0, &index)
        let families = strings(pattern, "family")
        let styles = strings(pattern, "style")
        return Entry(
            file: file, index: Int(index),
            postScriptName: strings(pattern, "postscriptname").first ?? derivedPostScriptName(families, styles),
            familyNames: paired(families, strings(pattern, "familylang")),
            styleNames: paired(styles, strings(pattern, "stylelang")),
            fullNames: paired(strings(pattern, "fullname"), strings(pattern, "fullnamelang")))
    }

    /// What the catalog names a face without a PostScript name: family and style without white space.
    private static func derivedPostScriptName(_ families: [String], _ styles: [String]) -> String {
        ((families.first ?? "Unnamed") + "-" + (styles.first ?? "Regular")).filter { !$0.isWhitespace }
    }

    /// `name@language` for each name; languages end at the first name without one.
    private static func paired(_ names: [String], _ languages: [String]) -> [String] {
        names.enumerated().map { $1 + "@" + ($0 < languages.count ? languages[$0] : "") }
    }

    /// Every string value of `object`.
    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }
}
