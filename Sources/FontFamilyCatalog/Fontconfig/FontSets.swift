import CFontconfig

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
        var positions = PlacePositions(capacity: count)
        var variableFonts: [VariableFontReader.Place] = []
        var variableSeen: Set<VariableFontReader.Place> = []
        var codes = LanguageCodeCache()
        for set in sets {
            guard let fonts = set.pointee.fonts else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = fonts[index] else { continue }
                switch FontPattern(pattern: font).reading(codes: &codes, deferringNamesTo: configuration) {
                case .variableFont(let place):
                    if variableSeen.insert(place).inserted { variableFonts.append(place) }
                case .face(let face):
                    let place = positions.find(face, in: faces)
                    if let earlier = place.position, faces[earlier] == face { continue }
                    positions.record(faces.count, at: place)
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

    /// Where each place (file, face index, named instance) was last met among the faces read: a font added twice
    /// gives two patterns with one place.
    ///
    /// An open-addressed table keyed by a hash of the place's numbers and the last 16 bytes of its path, where files
    /// differ: hashing whole paths (about 70 bytes each) with `Hasher` cost more than the rest of the bookkeeping.
    /// Places are compared whole when their keys are equal.
    private struct PlacePositions {
        private var slots: [(key: UInt64, position: Int)]
        private let mask: Int

        init(capacity: Int) {
            var size = 64
            while size < 2 * capacity { size *= 2 }
            slots = Array(repeating: (0, -1), count: size)
            mask = size - 1
        }

        /// Where `face`'s place is in the table: its slot, key, and the position of the last face read there, or
        /// the empty slot where the place goes and no position.
        func find(_ face: FontFace, in faces: [FontFace]) -> (slot: Int, key: UInt64, position: Int?) {
            let key = Self.key(of: face)
            var slot = Self.slot(of: key, mask: mask)
            while slots[slot].position >= 0 {
                if slots[slot].key == key, Self.samePlace(faces[slots[slot].position], face) {
                    return (slot, key, slots[slot].position)
                }
                slot = (slot + 1) & mask
            }
            return (slot, key, nil)
        }

        /// Records that the face at `position` was read at the place ``find(_:in:)`` found.
        mutating func record(_ position: Int, at place: (slot: Int, key: UInt64, position: Int?)) {
            slots[place.slot] = (place.key, position)
        }

        private static func samePlace(_ lhs: FontFace, _ rhs: FontFace) -> Bool {
            lhs.index == rhs.index && lhs.namedInstance == rhs.namedInstance && lhs.file == rhs.file
        }

        /// The place's numbers and the last 16 bytes of its path (all of a shorter one), mixed into one integer.
        private static func key(of face: FontFace) -> UInt64 {
            var file = face.file
            var key = UInt64(truncatingIfNeeded: face.index) &* 0x9E37_79B9_7F4A_7C15
            key ^= UInt64(truncatingIfNeeded: face.namedInstance ?? 0) &* 0xC2B2_AE3D_27D4_EB4F
            file.withUTF8 { bytes in
                key ^= UInt64(truncatingIfNeeded: bytes.count) &* 0x1656_67B1_9E37_79F9
                for byte in bytes.suffix(16) { key = (key ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            }
            return key
        }

        private static func slot(of key: UInt64, mask: Int) -> Int {
            Int(truncatingIfNeeded: (key ^ key >> 29) &* 0xBF58_476D_1CE4_E5B9 >> 32) & mask
        }
    }
}
