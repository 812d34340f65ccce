import CFontconfig
import FontFamilyKit

/// Reads the faces of fontconfig font sets: directly, or through `FcFontSetList` as `FcFontList` does.
enum FontSets {
    /// What one reading of the font sets gives: the faces, and the variable fonts among their files.
    struct Listing {
        /// Every face, as fontconfig lists it.
        var faces: [FontFace]
        /// Each file and face index for which fontconfig lists a `variable=True` pattern, once, in listing order.
        var variableFonts: [VariableFontReader.Place]
    }

    /// The faces of `sets`, read from the patterns where fontconfig keeps them, in one pass, and the places of the
    /// variable fonts among them.
    ///
    /// They equal ``listedFaces(in:config:)`` without its copying: `FcFontList` copies every value of every
    /// pattern into a new set (and frees it again), which costs more than reading the catalog. Names come English
    /// first as `FcFontList` orders them for `namelang=en` (see ``FontPattern/face()``), and a font added twice
    /// counts once, as `FcFontList` merges patterns equal in every property the catalog reads.
    ///
    /// With the `configuration` whose font sets these are, each face reads its style and full names from its pattern
    /// on use (``LocalizedNameList``).
    static func faces(
        in sets: [UnsafeMutablePointer<FcFontSet>], configuration: FontconfigConfiguration? = nil
    ) -> Listing {
        let count = sets.reduce(0) { $0 + Int($1.pointee.nfont) }
        var faces: [FontFace] = []
        faces.reserveCapacity(count)
        var positions: [Place: Int] = [:]
        positions.reserveCapacity(count)
        var variableFonts: [VariableFontReader.Place] = []
        var variableSeen: Set<VariableFontReader.Place> = []
        var codes = LanguageCodeCache()
        for set in sets {
            guard let fonts = set.pointee.fonts else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = fonts[index] else { continue }
                switch FontPattern(pattern: font).reading(codes: &codes, deferringFullNamesTo: configuration) {
                case .variableFont(let place):
                    if variableSeen.insert(place).inserted { variableFonts.append(place) }
                case .face(let face):
                    let place = Place(file: face.file, index: face.index, namedInstance: face.namedInstance ?? 0)
                    // One hash of the place for the common case of a place met once.
                    if let earlier = positions.updateValue(faces.count, forKey: place), faces[earlier] == face {
                        positions[place] = earlier
                        continue
                    }
                    faces.append(face)
                case .neither:
                    continue
                }
            }
        }
        return Listing(faces: faces, variableFonts: variableFonts)
    }

    /// The faces of `sets` as one `FcFontSetList` call with `namelang=en` lists them: what `FcFontList` returns
    /// for a configuration whose system and application sets these are. The reference for ``faces(in:)``.
    static func listedFaces(in sets: [UnsafeMutablePointer<FcFontSet>], config: OpaquePointer) -> [FontFace] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcObjectSetDestroy(objects)
            FcPatternDestroy(pattern)
        }
        FcPatternAddString(pattern, "namelang", "en")
        for object in FontPattern.objects { FcObjectSetAdd(objects, object) }
        var sets: [UnsafeMutablePointer<FcFontSet>?] = sets
        guard let listed = FcFontSetList(config, &sets, Int32(sets.count), pattern, objects) else { return [] }
        defer { FcFontSetDestroy(listed) }
        guard let fonts = listed.pointee.fonts else { return [] }
        return (0..<Int(listed.pointee.nfont)).compactMap { fonts[$0].flatMap { FontPattern(pattern: $0).face() } }
    }

    /// A face's place in its file: a font added twice gives two patterns with one place.
    private struct Place: Hashable {
        let file: String
        let index: Int
        let namedInstance: Int
    }
}
