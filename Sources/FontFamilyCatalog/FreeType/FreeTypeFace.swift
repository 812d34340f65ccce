import CFreeType

/// One face of a font file opened through FreeType, with the `FT_Library` it was opened from: the object owns both
/// and frees them (`FT_Done_Face`, then `FT_Done_FreeType`) when it goes away.
///
/// Every face gets a library of its own, rather than one library shared behind a lock. FreeType lets one thread at a
/// time use a library and the faces opened from it; a shared library would make every icon check in the process wait
/// for the others and stay allocated until exit. A `FreeTypeFace` serves one operation — one check, one listing, one
/// probe of a file — and is not `Sendable`, so the compiler keeps it in the task that opened it, and concurrent tasks
/// read fonts in parallel. Creating and freeing a library is cheap next to opening a face, so one per operation costs
/// nothing that matters.
///
/// FreeType reads TrueType and OpenType (CFF) fonts, collections, WOFF, WOFF2 (when built with brotli, as Debian's
/// is) and Type 1; the file's format is recognised from its content, never its name.
final class FreeTypeFace {
    private let library: OpaquePointer
    private let face: FT_Face

    /// Opens face `index` of the file at `path`: 0 for a single font, the face's position in a collection. An index
    /// of -1 only checks that FreeType can read the file and counts its faces (``faceCount``).
    init(file path: String, index: Int) throws(FreeTypeError) {
        var library: OpaquePointer?
        let created = FT_Init_FreeType(&library)
        guard created == 0, let library else { throw FreeTypeError(code: created) }
        var face: FT_Face?
        let opened = FT_New_Face(library, path, FT_Long(index), &face)
        guard opened == 0, let face else {
            FT_Done_FreeType(library)
            throw FreeTypeError(code: opened)
        }
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// How many faces the file holds (more than one for a collection).
    var faceCount: Int { Int(face.pointee.num_faces) }

    /// Every code point the face's Unicode character map maps to a glyph, with the glyph's index, read with
    /// `FT_Get_First_Char` and `FT_Get_Next_Char`. FreeType builds that map from a `cmap` table, or for Type 1 from
    /// the glyph names; a face without one maps nothing.
    func glyphIndexes() -> [UInt32: UInt32] {
        guard FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else { return [:] }
        var result: [UInt32: UInt32] = [:]
        var glyph: FT_UInt = 0
        var codePoint = FT_Get_First_Char(face, &glyph)
        while glyph != 0 {
            if let value = UInt32(exactly: codePoint) { result[value] = UInt32(glyph) }
            codePoint = FT_Get_Next_Char(face, codePoint, &glyph)
        }
        return result
    }

    /// The font's own name for glyph `index`, read with `FT_Get_Glyph_Name` — from a TrueType `post` table (format
    /// 1 or 2), a CFF charset or a Type 1 font's `CharStrings` — or `nil` when the face names no glyphs, or gives
    /// this one an empty name or one that is not printable ASCII without spaces.
    func glyphName(_ index: UInt32) -> String? {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_GLYPH_NAMES) != 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: 256)
        guard FT_Get_Glyph_Name(face, FT_UInt(index), &buffer, FT_UInt(buffer.count)) == 0 else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        guard !bytes.isEmpty, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
    /// The face's `fvar` axes and named instances and its `name` records, read with `FT_Get_MM_Var`,
    /// `FT_Get_Var_Axis_Flags` and `FT_Get_Sfnt_Name`; `nil` for a face that does not vary.
    ///
    /// Only the instances `fvar` lists count: when none lies at the default coordinates, FreeType appends one of its
    /// own (named by name IDs 2 and 6), which no other application sees.
    func variationTables() -> FontVariationTables? {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return nil }
        defer { FT_Done_MM_Var(library, master) }
        let instanceCount = min(Int(master.pointee.num_namedstyles), fvarInstanceCount() ?? 0)
        let names = NameTable(records: nameRecords())
        let axisCount = Int(master.pointee.num_axis)
        let axes = (0..<axisCount).compactMap { n -> VariationAxis? in
            guard let axis = master.pointee.axis?[n] else { return nil }
            var flags: FT_UInt = 0
            let hidden = FT_Get_Var_Axis_Flags(master, FT_UInt(n), &flags) == 0 && flags & 1 != 0
            let name = names.text(Int(axis.strid)) ?? axis.name.map { String(cString: $0) }
            return VariationAxis(
                tag: Self.tag(axis.tag), name: name ?? "", minimum: Self.value(axis.minimum),
                defaultValue: Self.value(axis.def), maximum: Self.value(axis.maximum), isHidden: hidden)
        }
        guard axes.count == axisCount else { return nil }
        let instances = (0..<instanceCount).compactMap {
            n -> FontVariationTables.NamedInstance? in
            guard let style = master.pointee.namedstyle?[n], let coordinates = style.coords else { return nil }
            return FontVariationTables.NamedInstance(
                fixedCoordinates: (0..<axisCount).map { Int32(truncatingIfNeeded: coordinates[$0]) },
                subfamilyNameID: Int(style.strid),
                postScriptNameID: style.psid == 0xFFFF ? nil : Int(style.psid))
        }
        return FontVariationTables(axes: axes, namedInstances: instances, names: names)
    }

    /// The instance count of the `fvar` table (its header's `instanceCount`, at byte 12), or `nil` when the face has
    /// no readable `fvar` table.
    private func fvarInstanceCount() -> Int? {
        let tag = "fvar".utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
        var bytes: [UInt8] = [0, 0]
        var length = FT_ULong(bytes.count)
        guard FT_Load_Sfnt_Table(face, tag, 12, &bytes, &length) == 0, length == 2 else { return nil }
        return Int(bytes[0]) << 8 | Int(bytes[1])
    }

    /// Every record of the face's `name` table.
    func nameRecords() -> [NameRecord] {
        (0..<FT_Get_Sfnt_Name_Count(face)).compactMap { n in
            var name = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, n, &name) == 0 else { return nil }
            let bytes = name.string.map { Array(UnsafeBufferPointer(start: $0, count: Int(name.string_len))) } ?? []
            return NameRecord(
                platform: Int(name.platform_id), encoding: Int(name.encoding_id), language: Int(name.language_id),
                nameID: Int(name.name_id), bytes: bytes)
        }
    }

    /// A FreeType 16.16 fixed-point value as a number.
    private static func value(_ fixed: FT_Fixed) -> Double {
        Double(fixed) / 65536
    }

    /// An axis tag packed into an integer, as its four characters.
    private static func tag(_ packed: FT_ULong) -> VariationTag {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: packed >> $0) }
        return VariationTag(rawValue: String(decoding: bytes, as: UTF8.self))
    }

}

/// A FreeType error code and FreeType's own message for it (`unknown file format`, `invalid table`).
struct FreeTypeError: Error, Hashable, Sendable {
    /// The `FT_Error` value.
    let code: Int32

    /// FreeType's message for ``code``, as `fterrdef.h` defines it, or `FreeType error N` for a code it does not
    /// define.
    var message: String {
        fontfamily_freetype_error_message(code).map { String(cString: $0) } ?? "FreeType error \(code)"
    }

    /// Whether FreeType found no font format in the file at all (`FT_Err_Unknown_File_Format`), as opposed to a font
    /// it recognised and could not read.
    var isUnknownFormat: Bool { code == 2 }
}
