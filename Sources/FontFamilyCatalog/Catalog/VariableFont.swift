public import FontFamilyKit

/// One variable font in a ``FontCatalog``: a font file (or one face of a collection) whose `fvar` table defines a
/// design space, with its axes and every named instance.
///
/// ```swift
/// let vary = try #require(catalog.variableFonts.first)
/// vary.axes.map(\.tag)                       // [.weight]
/// vary.namedInstances.map(\.postScriptName)  // ["VarySans-Thin", "VarySans-Light", …, "VarySans-Black"]
/// vary.postScriptName(at: [.weight: 700])    // "VarySans-Bold": a named instance's own name
/// vary.postScriptName(at: [.weight: 650])    // "VarySans_650wght": Adobe Tech Note 5902's name for the point
/// vary.face(at: [.weight: 650]).kind         // .variable
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
    /// else the family name, with every character but ASCII letters and digits removed and cut to 91 characters;
    /// `nil` when the font names no family in ASCII letters or digits.
    public let postScriptNamePrefix: String?
    /// The face at ``defaultCoordinates``: the named instance there when there is one, else a face of kind
    /// ``FontFace/Kind-swift.enum/variable`` — the face fontconfig lists as the font itself.
    public let defaultFace: FontFace

    /// A variable font with the given properties.
    ///
    /// Without a `defaultFace`, the default face is the named instance at the axes' defaults, else a face of kind
    /// ``FontFace/Kind-swift.enum/variable`` named by ``postScriptName(at:)``, in `family`, style `Regular`, with
    /// the format of the named instances (TrueType when there are none).
    public init(
        file: String,
        index: Int = 0,
        family: String,
        axes: [VariationAxis],
        namedInstances: [FontFace],
        postScriptNamePrefix: String?,
        defaultFace: FontFace? = nil
    ) {
        self.file = file
        self.index = index
        self.family = family
        self.axes = axes
        self.namedInstances = namedInstances
        self.postScriptNamePrefix = postScriptNamePrefix
        let defaults = VariationCoordinates(axes.map { .init(tag: $0.tag, value: $0.defaultValue) })
        let base = FontFace(
            postScriptName: VariableFont.name(prefix: postScriptNamePrefix, axes: axes, at: defaults),
            familyNames: [LocalizedName(family)], styleNames: [LocalizedName("Regular")], file: file, index: index,
            format: namedInstances.first?.format ?? .trueType)
        self.defaultFace =
            defaultFace ?? VariableFont.namedInstance(in: namedInstances, axes: axes, at: defaults)
            ?? VariableFont.face(base, axes: axes, at: defaults)
    }

    /// The value of every axis at the font's default instance.
    public var defaultCoordinates: VariationCoordinates {
        VariationCoordinates(axes.map { VariationCoordinates.Coordinate(tag: $0.tag, value: $0.defaultValue) })
    }

    /// The PostScript name of the instance at `coordinates` (Adobe Tech Note 5902): the name of the named instance
    /// there when there is one, else ``postScriptNamePrefix`` followed by each axis off its default, such as
    /// `Inter_650wght`.
    ///
    /// Axes that `coordinates` omit are at their defaults, values are clamped into each axis's range, and tags the
    /// font has no axis for are ignored; positions are compared as 16.16 fixed-point numbers, as fonts store them.
    /// A font without a prefix gives the axis part alone.
    public func postScriptName(at coordinates: VariationCoordinates) -> String {
        let point = resolved(coordinates)
        return VariableFont.namedInstance(in: namedInstances, axes: axes, at: point)?.postScriptName
            ?? VariableFont.name(prefix: postScriptNamePrefix, axes: axes, at: point)
    }

    /// The point that `name` names as ``postScriptName(at:)`` names points between the named instances
    /// (`Inter_650wght`, `PrefixSansVF_650wght_87.5wdth`), or `nil` when `name` is not such a name of this font: a
    /// value outside an axis, an axis the font lacks, a named instance's or the default point.
    func point(named name: String) -> VariationCoordinates? {
        let prefix = postScriptNamePrefix ?? ""
        // Compared on bytes, without building `prefix + "_"` for every font a lookup tries.
        guard name.utf8.starts(with: prefix.utf8),
            name.utf8.dropFirst(prefix.utf8.count).first == UInt8(ascii: "_")
        else { return nil }
        var coordinates: [VariationCoordinates.Coordinate] = []
        for part in name.dropFirst(prefix.count + 1).split(separator: "_", omittingEmptySubsequences: false) {
            guard
                let axis = axes.first(where: { axis in
                    let tag = InstancePostScriptName.lettersAndDigits(axis.tag.rawValue)
                    return !tag.isEmpty && part.hasSuffix(tag) && Double(part.dropLast(tag.count)) != nil
                }),
                let value = Double(part.dropLast(InstancePostScriptName.lettersAndDigits(axis.tag.rawValue).count))
            else { return nil }
            coordinates.append(.init(tag: axis.tag, value: value))
        }
        let point = VariationCoordinates(coordinates)
        return postScriptName(at: point) == name ? point : nil
    }

    /// The face at `coordinates`: the named instance there, ``defaultFace`` at the defaults, else a face of kind
    /// ``FontFace/Kind-swift.enum/variable`` at the coordinates clamped into the axes, named by
    /// ``postScriptName(at:)``, in the default face's family names and file, with its weight, width and slant taken
    /// from the `wght`, `wdth`, `slnt` (oblique when not 0) and `ital` (italic from 0.5) axes, and the coordinates
    /// off the defaults as its style name (`wght 650`).
    public func face(at coordinates: VariationCoordinates) -> FontFace {
        let point = resolved(coordinates)
        if let instance = VariableFont.namedInstance(in: namedInstances, axes: axes, at: point) { return instance }
        if VariableFont.fixed(point, axes: axes) == VariableFont.fixed(defaultCoordinates, axes: axes) {
            return defaultFace
        }
        var face = VariableFont.face(defaultFace, axes: axes, at: point)
        face.postScriptName = VariableFont.name(prefix: postScriptNamePrefix, axes: axes, at: point)
        let changed = point.values.filter { coordinate in
            axes.first { $0.tag == coordinate.tag }.map {
                InstancePostScriptName.fixed($0.defaultValue) != InstancePostScriptName.fixed(coordinate.value)
            } ?? false
        }
        face.styleNames = [LocalizedName(VariationCoordinates(changed).description)]
        face.fullName = nil
        return face
    }

    /// Every axis of the font at its value in `coordinates` (clamped into the axis), else at its default.
    private func resolved(_ coordinates: VariationCoordinates) -> VariationCoordinates {
        VariationCoordinates(axes.map { .init(tag: $0.tag, value: $0.clamped(coordinates[$0.tag] ?? $0.defaultValue)) })
    }

    /// The values of `coordinates` on `axes` as 16.16 fixed-point numbers, an omitted axis at its default.
    private static func fixed(_ coordinates: VariationCoordinates, axes: [VariationAxis]) -> [Int32] {
        axes.map { InstancePostScriptName.fixed(coordinates[$0.tag] ?? $0.defaultValue) }
    }

    /// The first of `instances` whose coordinates equal `point` on `axes`.
    private static func namedInstance(in instances: [FontFace], axes: [VariationAxis], at point: VariationCoordinates)
        -> FontFace?
    {
        let wanted = fixed(point, axes: axes)
        return instances.first { $0.coordinates.map { fixed($0, axes: axes) } == wanted }
    }

    /// The arbitrary-instance name of `point`; the axis part alone without a prefix.
    private static func name(prefix: String?, axes: [VariationAxis], at point: VariationCoordinates) -> String {
        InstancePostScriptName.arbitraryInstance(prefix: prefix ?? "", axes: axes, at: point)
    }

    /// `template` moved to `point`: no named instance, the coordinates set, and the weight, width and slant that the
    /// registered axes give (the template's own for an axis the font lacks).
    static func face(_ template: FontFace, axes: [VariationAxis], at point: VariationCoordinates) -> FontFace {
        var face = template
        face.namedInstance = nil
        face.aliases = []
        face.coordinates = point
        if let weight = point[.weight] { face.weight = FontWeight(weight) }
        if let width = point[.width] { face.width = FontWidth(width) }
        if let italic = point[.italic], italic >= 0.5 {
            face.slant = .italic
        } else if let slant = point[.slant], slant != 0 {
            face.slant = .oblique
        } else if point[.italic] != nil || point[.slant] != nil {
            face.slant = .upright
        }
        return face
    }

    /// The family, the file, the axes and the number of named instances:
    /// `VariableFont(Vary Sans, /fonts/VarySans[wght].ttf, wght (Weight) 100–900, default 400; 5 named instances)`.
    public var description: String {
        let axes = axes.map(\.description).joined(separator: ", ")
        let file = Notation.path(file) + (index == 0 ? "" : " (face \(index))")
        return "VariableFont(\(DisplayText.escaped(family)), \(file), \(axes); "
            + Notation.count(namedInstances.count, "named instance", "named instances") + ")"
    }
}
