/// Turns fontconfig's faces of variable fonts into one face per `fvar` named instance, each with its Adobe Tech Note
/// 5902 PostScript name, and builds the ``VariableFont`` values: one FreeType pass over each variable file, nothing
/// for static files.
///
/// fontconfig 2.14 lists a variable font as its default face (index 0, named by name ID 6), a face per named
/// instance except the one at the default coordinates, and a `variable=True` pattern; it names instances by
/// coordinates (`Inter_700wght`) or, for some fonts, all alike (`Inter-Display`). Here every named instance gets its
/// own name, fontconfig's name stays as an alias, and the default face becomes the named instance at the defaults.
enum VariableFontReader {
    /// A face of a font file: the file and the face index within a collection.
    struct Place: Hashable, Sendable {
        /// The absolute path.
        let file: String
        /// The face index within a collection; 0 for a single font.
        let index: Int
    }

    /// The faces, with those of each readable variable font replaced, and the variable fonts sorted by file and
    /// index.
    struct Result {
        var faces: [FontFace]
        var variableFonts: [VariableFont]
    }

    /// `faces` with the faces at each of `places` read again through FreeType. A variable font that FreeType cannot
    /// read keeps fontconfig's faces unchanged and gives no ``VariableFont``.
    static func read(_ faces: [FontFace], variableFonts places: [Place]) -> Result {
        guard !places.isEmpty else { return Result(faces: faces, variableFonts: []) }
        let wanted = Set(places)
        // A catalog holds a few variable files among thousands of faces: only a face whose path is as long as one of
        // theirs has its path hashed.
        let lengths = Set(places.map(\.file.utf8.count))
        var positions: [Place: [Int]] = [:]
        for (position, face) in faces.enumerated() where lengths.contains(face.file.utf8.count) {
            let place = Place(file: face.file, index: face.index)
            if wanted.contains(place) { positions[place, default: []].append(position) }
        }
        var result = faces
        var fonts: [VariableFont] = []
        for place in places {
            let listed = (positions[place] ?? []).map { faces[$0] }
            guard let tables = try? FreeTypeFace(file: place.file, index: place.index).variationTables(),
                let read = read(place, tables: tables, listed: listed)
            else { continue }
            for (position, face) in zip(positions[place] ?? [], read.listed) { result[position] = face }
            result.append(contentsOf: read.added)
            fonts.append(read.font)
        }
        fonts.sort { ($0.file, $0.index) < ($1.file, $1.index) }
        return Result(faces: result, variableFonts: fonts)
    }

    /// The faces of one variable font: fontconfig's `listed` faces renamed in place, the named instances fontconfig
    /// did not list, and the font; `nil` when fontconfig listed no face to take its family names from.
    private static func read(_ place: Place, tables: FontVariationTables, listed: [FontFace]) -> (
        listed: [FontFace], added: [FontFace], font: VariableFont
    )? {
        guard let defaultPosition = listed.firstIndex(where: { $0.namedInstance == nil }) ?? listed.indices.first
        else { return nil }
        let prefix = tables.postScriptNamePrefix
        let defaults = tables.axes.map { InstancePostScriptName.fixed($0.defaultValue) }
        var faces = listed
        var added: [FontFace] = []
        var instances: [FontFace] = []
        var names: Set<String> = []
        var defaultClaimed = false
        for (offset, instance) in tables.namedInstances.enumerated() {
            let number = offset + 1
            let coordinates = tables.coordinates(of: instance)
            var position = faces.firstIndex { $0.namedInstance == number }
            if position == nil, !defaultClaimed, instance.fixedCoordinates == defaults,
                faces[defaultPosition].namedInstance == nil
            {
                position = defaultPosition
                defaultClaimed = true
            }
            var face =
                position.map { faces[$0] }
                ?? unlisted(listed[defaultPosition], tables: tables, instance: instance, at: coordinates)
            let fontconfigName = face.postScriptName
            var name = tables.postScriptName(of: instance, prefix: prefix) ?? fontconfigName
            if names.contains(name), let prefix {
                name = InstancePostScriptName.arbitraryInstance(prefix: prefix, axes: tables.axes, at: coordinates)
            }
            names.insert(name)
            face.postScriptName = name
            face.namedInstance = number
            face.coordinates = coordinates
            face.aliases = position != nil && fontconfigName != name ? [fontconfigName] : []
            if let position { faces[position] = face } else { added.append(face) }
            instances.append(face)
        }
        if !defaultClaimed, faces[defaultPosition].namedInstance == nil {
            faces[defaultPosition].coordinates = VariationCoordinates(
                tables.axes.map { .init(tag: $0.tag, value: $0.defaultValue) })
        }
        let font = VariableFont(
            file: place.file, index: place.index, family: faces[defaultPosition].family, axes: tables.axes,
            namedInstances: instances, postScriptNamePrefix: prefix, defaultFace: faces[defaultPosition])
        return (faces, added, font)
    }

    /// A face for a named instance that fontconfig did not list (one at the default coordinates beyond the first):
    /// the default face moved to the instance's coordinates, with its subfamily name as the style.
    private static func unlisted(
        _ template: FontFace, tables: FontVariationTables, instance: FontVariationTables.NamedInstance,
        at coordinates: VariationCoordinates
    ) -> FontFace {
        var face = VariableFont.face(template, axes: tables.axes, at: coordinates)
        face.styleNames = [LocalizedName(tables.name(instance.subfamilyNameID) ?? template.style)]
        face.fullName = nil
        return face
    }
}
