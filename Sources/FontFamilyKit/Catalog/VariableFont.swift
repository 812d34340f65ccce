/// One variable font in a ``FontCatalog``: a font file (or one face of a collection) whose `fvar` table defines a
/// design space, with its axes and every named instance.
///
/// ```swift
/// let vary = try #require(catalog.variableFonts.first)
/// vary.axes.map(\.tag)                       // [.weight]
/// vary.namedInstances.map(\.postScriptName)  // ["VarySans-Thin", "VarySans-Light", …, "VarySans-Black"]
/// ```
public struct VariableFont: Hashable, Sendable, CustomStringConvertible {
    /// The absolute path of the font file.
    public let file: String
    /// The face index within a collection; 0 for a single font.
    public let index: Int
    /// The primary family name, as the font's faces give it (``FontFace/family``).
    public let family: String
    /// The axes, in the font's order.
    public let axes: [VariationAxis]
    /// Every named instance the `fvar` table lists, in its order, each a face of kind
    /// ``FontFace/Kind-swift.enum/namedInstance`` with its coordinates and its own PostScript name — the one at the
    /// default coordinates too, which fontconfig lists only as the font's default face.
    public let namedInstances: [FontFace]
    /// The prefix of generated instance names (Adobe Tech Note 5902): name ID 25, else the typographic family,
    /// else the family name, with every character but ASCII letters and digits removed; `nil` when the font names
    /// no family.
    public let postScriptNamePrefix: String?

    /// A variable font with the given properties.
    public init(
        file: String,
        index: Int = 0,
        family: String,
        axes: [VariationAxis],
        namedInstances: [FontFace],
        postScriptNamePrefix: String?
    ) {
        self.file = file
        self.index = index
        self.family = family
        self.axes = axes
        self.namedInstances = namedInstances
        self.postScriptNamePrefix = postScriptNamePrefix
    }

    /// The value of every axis at the font's default instance.
    public var defaultCoordinates: VariationCoordinates {
        VariationCoordinates(axes.map { VariationCoordinates.Coordinate(tag: $0.tag, value: $0.defaultValue) })
    }

    /// The family, the file, the axes and the number of named instances:
    /// `VariableFont(Vary Sans, /fonts/VarySans[wght].ttf, wght (Weight) 100–900, default 400; 5 named instances)`.
    public var description: String {
        let axes = axes.map(\.description).joined(separator: ", ")
        let file = Notation.path(file, relativeTo: nil) + (index == 0 ? "" : " (face \(index))")
        return "VariableFont(\(DisplayText.escaped(family)), \(file), \(axes); "
            + Notation.count(namedInstances.count, "named instance", "named instances") + ")"
    }
}
