/// An immutable snapshot of installed (or given) fonts, indexed for exact lookups.
///
/// Build one with a single fontconfig listing — ``system(cacheDirectory:)``,
/// ``init(fonts:includingSystemFonts:cacheDirectory:)`` or ``init(configurationFile:cacheDirectory:)`` — or from
/// plain values with ``init(faces:skippedFiles:)``. Lookups never call fontconfig again.
///
/// ```swift
/// let catalog = try FontCatalog(fonts: ["Fixtures/Fonts"])
/// catalog.face(postScriptName: "GillSans-SemiBold")?.weight  // 600
/// catalog.face(postScriptName: "gillsans-semibold")          // nil: names are case-sensitive
/// ```
public struct FontCatalog: Sendable, CustomStringConvertible {
    /// One face per PostScript name (the preferred one when several files carry it), sorted by family,
    /// then width, weight and slant.
    public let faces: [FontFace]
    /// Every face listed, duplicates included, in the same order as ``faces`` with each name's preferred face
    /// first.
    public let allFaces: [FontFace]
    /// The families, sorted by primary name.
    public let families: [Family]
    /// Files in the given font directories that fontconfig could not read, sorted by path.
    public let skippedFiles: [SkippedFontFile]

    private let facesByPostScriptName: [String: Range<Int>]
    private let familyIndexByName: [String: Int]
    private let searchKeys: [[String]]
    /// The font files and directories the catalog was given on top of its configuration, as handed to fontconfig:
    /// the faces below them are the user's own fonts, which win over system fonts of the same PostScript name.
    private let givenPaths: [String]
    /// The fontconfig configuration the catalog was listed from; `nil` for a catalog of plain values.
    let configuration: FontconfigConfiguration?

    /// A catalog of the given faces, as if fontconfig had listed them.
    ///
    /// Duplicates of one PostScript name are ordered deterministically: by ``FontFormat/rank``, static faces before
    /// variable-font instances, upright before slanted, then by file path and index. The first is the face that
    /// ``face(postScriptName:)`` returns. (A catalog listed by fontconfig puts the fonts it was given before all of
    /// these: see ``init(fonts:includingSystemFonts:cacheDirectory:)``.)
    public init(faces listed: [FontFace], skippedFiles: [SkippedFontFile] = []) {
        self.init(faces: listed, skippedFiles: skippedFiles, configuration: nil)
    }

    /// A catalog of the listed faces; the faces below `givenPaths` come before any other face of the same name.
    init(
        faces listed: [FontFace],
        skippedFiles: [SkippedFontFile],
        configuration: FontconfigConfiguration?,
        givenPaths: [String] = []
    ) {
        // Sorting indices, not faces: moving whole faces about retains and releases every one of their strings.
        // PostScript names, which decide almost every comparison, are read out of the faces once.
        let names = listed.map(\.postScriptName)
        let given = givenPaths.isEmpty ? [] : listed.map { FontCatalog.isBelow($0.file, any: givenPaths) }
        let sorted = listed.indices.sorted { lhs, rhs in
            if names[lhs] != names[rhs] { return names[lhs] < names[rhs] }
            if !given.isEmpty, given[lhs] != given[rhs] { return given[lhs] }
            return FontCatalog.precedes(listed[lhs], listed[rhs])
        }.map { listed[$0] }
        var byName: [String: Range<Int>] = [:]
        byName.reserveCapacity(sorted.count)
        var unique: [FontFace] = []
        unique.reserveCapacity(sorted.count)
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count, sorted[end].postScriptName == sorted[start].postScriptName { end += 1 }
            byName[sorted[start].postScriptName] = start..<end
            unique.append(sorted[start])
            start = end
        }
        var grouped: [String: [FontFace]] = [:]
        for face in unique { grouped[face.family, default: []].append(face) }
        let families = grouped.map { name, faces in Family(name: name, faces: faces.sorted(by: FontCatalog.isBefore)) }
            .sorted { $0.name < $1.name }

        self.allFaces = sorted
        self.facesByPostScriptName = byName
        self.families = families
        self.faces = families.flatMap(\.faces)
        self.skippedFiles = skippedFiles.sorted { $0.path < $1.path }
        self.familyIndexByName = Dictionary(
            families.enumerated().map { ($1.name, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        self.searchKeys = families.map { family in family.names.map { SearchKey.normalize($0.name) } }
        self.givenPaths = givenPaths
        self.configuration = configuration
    }

    /// How many faces and families the catalog holds, and how many more files it lists or skipped:
    /// `FontCatalog(28 faces in 6 families)`, `FontCatalog(620 faces in 251 families, 14 duplicate faces,
    /// 2 skipped files)`.
    public var description: String {
        var parts = [
            Notation.count(faces.count, "face", "faces") + " in " + Notation.count(families.count, "family", "families")
        ]
        let duplicates = allFaces.count - faces.count
        if duplicates > 0 { parts.append(Notation.count(duplicates, "duplicate face", "duplicate faces")) }
        if !skippedFiles.isEmpty { parts.append(Notation.count(skippedFiles.count, "skipped file", "skipped files")) }
        return "FontCatalog(" + parts.joined(separator: ", ") + ")"
    }

    /// The face whose PostScript name is exactly `name` (case-sensitive), or `nil`.
    ///
    /// When several files carry the name, this is the preferred one; ``faces(postScriptName:)`` lists them all.
    public func face(postScriptName name: String) -> FontFace? {
        guard let range = facesByPostScriptName[name] else { return nil }
        return allFaces[range.lowerBound]
    }

    /// Every face whose PostScript name is exactly `name`, the preferred one first; empty when there is none.
    public func faces(postScriptName name: String) -> [FontFace] {
        guard let range = facesByPostScriptName[name] else { return [] }
        return Array(allFaces[range])
    }

    /// The system faces named `name` that a font the catalog was given hides, the preferred first; empty unless
    /// ``face(postScriptName:)`` is one of the given fonts and the system fonts hold the same name too.
    ///
    /// A font given to ``init(fonts:includingSystemFonts:cacheDirectory:)`` or
    /// ``registering(_:includingSystemFonts:cacheDirectory:)`` wins over a system font of the same PostScript name,
    /// as apps' own fonts do on every platform; the system face stays in ``faces(postScriptName:)``.
    public func shadowedSystemFaces(postScriptName name: String) -> [FontFace] {
        let all = faces(postScriptName: name)
        guard let first = all.first, FontCatalog.isBelow(first.file, any: givenPaths) else { return [] }
        return all.filter { !FontCatalog.isBelow($0.file, any: givenPaths) }
    }

    /// The family whose primary name is exactly `name`, or `nil`.
    public func family(named name: String) -> Family? {
        familyIndexByName[name].map { families[$0] }
    }

    /// The families one of whose names, in any language, contains `substring`, compared ignoring case,
    /// diacritics and white space (`gill`, `GILL`, `source sans` and `sourcesans` all match).
    ///
    /// An empty substring matches every family.
    public func families(containing substring: String) -> [Family] {
        let needle = SearchKey.normalize(substring)
        guard !needle.isEmpty else { return families }
        return families.indices.filter { index in searchKeys[index].contains { $0.contains(needle) } }
            .map { families[$0] }
    }

    /// The families one of whose names, in any language, is `name` compared ignoring case, diacritics and white
    /// space: `noto sans` gives Noto Sans but not Noto Sans Arabic, which ``families(containing:)`` would add.
    public func families(named name: String) -> [Family] {
        let key = SearchKey.normalize(name)
        return families.indices.filter { index in searchKeys[index].contains(key) }.map { families[$0] }
    }

    /// Total order of listed faces: PostScript name, then format rank, then static faces before variable-font
    /// instances, then upright before slanted (the upright and italic files of a variable family give their instances
    /// the same names on fontconfig 2.14), then path, then index, then instance.
    static func precedes(_ lhs: FontFace, _ rhs: FontFace) -> Bool {
        if lhs.postScriptName != rhs.postScriptName { return lhs.postScriptName < rhs.postScriptName }
        if lhs.format.rank != rhs.format.rank { return lhs.format.rank < rhs.format.rank }
        if (lhs.namedInstance == nil) != (rhs.namedInstance == nil) { return lhs.namedInstance == nil }
        if lhs.slant != rhs.slant { return lhs.slant < rhs.slant }
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.index != rhs.index { return lhs.index < rhs.index }
        return (lhs.namedInstance ?? 0) < (rhs.namedInstance ?? 0)
    }

    /// Whether `file` is one of `paths` or lies below one of them.
    private static func isBelow(_ file: String, any paths: [String]) -> Bool {
        paths.contains { path in file == path || file.hasPrefix(path.hasSuffix("/") ? path : path + "/") }
    }

    /// The order of faces within a family: width, then weight, then upright before italic, then PostScript name.
    static func isBefore(_ lhs: FontFace, _ rhs: FontFace) -> Bool {
        if lhs.width != rhs.width { return lhs.width < rhs.width }
        if lhs.weight != rhs.weight { return lhs.weight < rhs.weight }
        if lhs.slant != rhs.slant { return lhs.slant < rhs.slant }
        return lhs.postScriptName < rhs.postScriptName
    }
}
