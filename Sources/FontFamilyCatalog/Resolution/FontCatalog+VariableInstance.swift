/// What a variable family's fonts answer to a request: a face at the request's coordinates, or why there is none.
enum VariableAnswer {
    /// The variable font at the coordinates, or the named instance there.
    case face(FontFace)
    /// Why no variable font of the family answers.
    case problem(FontDiagnosis.Problem)
}

extension FontCatalog {
    /// The installed variable fonts of `family`: those whose instance name prefix is the family's base name, or one
    /// of whose named instances has a name (or alias) the family declares; in catalog order.
    func variableFonts(of family: FontFamily) -> [VariableFont] {
        let declared = Set(family.faces.map(\.postScriptName))
        return variableFonts.filter { font in
            font.postScriptNamePrefix == family.baseName
                || font.namedInstances.contains { instance in
                    declared.contains(instance.postScriptName) || instance.aliases.contains(where: declared.contains)
                }
        }
    }

    /// A variable family's variable font at the coordinates of a request: the face, or why there is none; `nil`
    /// when `family` is static or the request asks for a weight, width or slant that neither a declared axis nor a
    /// declared face speaks to (a ``FontDiagnosis/Problem/notDeclared(weight:slant:width:declared:)`` request).
    ///
    /// A value on a declared axis must lie within its declared range, then within the font's own axis (never
    /// clamped; the font's other axes stay at their defaults), and the face at those coordinates must say the requested weight, width and slant (italic and
    /// oblique counting as one): the italic request to Inter takes the italic file, never the upright one.
    func variableInstance(
        of family: FontFamily,
        weight: FontWeight,
        slant: FontSlant,
        width: FontWidth
    ) -> VariableAnswer? {
        guard let axes = family.axes else { return nil }
        let faceWeight = family.faceWeight(for: weight) ?? weight
        let slantedByAxis = axes[.italic] != nil || axes[.slant] != nil
        guard axes[.weight] != nil || family.faceWeights.contains(faceWeight),
            axes[.width] != nil || family.widths.allWidths.contains(width),
            slant == .upright || slantedByAxis || slant == family.italic.slant
        else { return nil }
        let point = axes.coordinates(weight: faceWeight, slant: slant, width: width)
        if let outside = point.values.first(where: { axes[$0.tag]?.contains($0.value) == false }) {
            return .problem(.outsideAxes(tag: outside.tag, value: outside.value, declared: axes))
        }
        for font in variableFonts(of: family) {
            var fontPoint = font.defaultCoordinates
            var inside = true
            for coordinate in point.values {
                guard let axis = font.axes.first(where: { $0.tag == coordinate.tag }) else { continue }
                inside = inside && axis.range.contains(coordinate.value)
                fontPoint[coordinate.tag] = coordinate.value
            }
            guard inside else { continue }
            let face = font.face(at: fontPoint)
            if abs(face.weight.value - faceWeight.value) < 1, face.width == width,
                face.slant.isSlanted == slant.isSlanted
            {
                return .face(face)
            }
        }
        return .problem(
            .noVariableFont(
                weight: weight, slant: slant, width: width, coordinates: point,
                declared: family.faces.map(\.postScriptName)))
    }
}
