import FontFamilyCatalog

/// Font faces written as text, one a line, fields separated by tabs (the fuzz targets' input and their regression
/// tests' fixtures):
/// PostScript name, family names (`,`-separated, each `name` or `name@language`), style, weight, width, slant
/// (`upright`, `italic`, `oblique`), file, index, named instance, format (a ``FontFormat`` case name).
///
/// A missing or unreadable field takes the value an ordinary face has, so short lines still describe faces.
public enum FaceList {
    /// The faces the lines of `text` describe (a line with an empty PostScript name describes none).
    public static func faces(in text: String) -> [FontFace] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            face(from: line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
        }
    }

    private static func face(from fields: [String]) -> FontFace? {
        func field(_ index: Int) -> String? { index < fields.count ? fields[index] : nil }
        guard let postScriptName = field(0), !postScriptName.isEmpty else { return nil }
        let familyNames = (field(1) ?? "").split(separator: ",").map { entry in
            let parts = entry.split(separator: "@", maxSplits: 1).map(String.init)
            return LocalizedName(parts.first ?? "", language: parts.count > 1 ? parts[1] : nil)
        }
        return FontFace(
            postScriptName: postScriptName,
            familyNames: familyNames,
            styleNames: field(2).map { [LocalizedName($0)] } ?? [],
            weight: FontWeight(field(3).flatMap { Double($0) } ?? 400),
            slant: field(5).flatMap(FontSlant.init(rawValue:)) ?? .upright,
            width: FontWidth(field(4).flatMap { Double($0) } ?? 100),
            file: field(6) ?? "/fonts/\(postScriptName).ttf",
            index: field(7).flatMap { Int($0) } ?? 0,
            namedInstance: field(8).flatMap { Int($0) },
            format: field(9).flatMap(FontFormat.init(rawValue:)) ?? .trueType
        )
    }
}
