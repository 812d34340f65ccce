/// What a variable font's `fvar` and `name` tables state, as FreeType reads them (``FreeTypeFace/variationTables()``):
/// the axes, each named instance's coordinates and name IDs, and the name records those IDs point into.
struct FontVariationTables: Sendable {
    /// One named instance of `fvar`.
    struct NamedInstance: Hashable, Sendable {
        /// The value on each axis, in the order of ``FontVariationTables/axes``, as 16.16 fixed-point numbers.
        let fixedCoordinates: [Int32]
        /// The name ID of the instance's subfamily name, such as `Bold`.
        let subfamilyNameID: Int
        /// The name ID of the instance's own PostScript name, or `nil` when `fvar` gives none.
        let postScriptNameID: Int?
    }

    /// The axes, in the font's order.
    let axes: [VariationAxis]
    /// The named instances, in the font's order.
    let namedInstances: [NamedInstance]
    /// The `name` table.
    let names: NameTable

    /// The text of name `nameID` (see ``NameTable/text(_:)``).
    func name(_ nameID: Int) -> String? {
        names.text(nameID)
    }

    /// The prefix of generated instance names (Adobe Tech Note 5902): from name ID 25, else 16, else 1 — the first
    /// of them the font has — reduced to ASCII letters and digits; `nil` when none is present or nothing is left.
    var postScriptNamePrefix: String? {
        guard let source = [25, 16, 1].lazy.compactMap({ name($0) }).first else { return nil }
        return InstancePostScriptName.prefix(source)
    }

    /// The coordinates of `instance` as values in axis order.
    func coordinates(of instance: NamedInstance) -> VariationCoordinates {
        VariationCoordinates(
            zip(axes, instance.fixedCoordinates).map { axis, fixed in
                VariationCoordinates.Coordinate(tag: axis.tag, value: InstancePostScriptName.value(fixed: fixed))
            })
    }

    /// The PostScript name of `instance` by Tech Note 5902: its own PostScript name when `fvar` points to one (name
    /// ID 6, or 256 through 32767) and the font has it, else `prefix`, `-` and its subfamily name in ASCII letters
    /// and digits, else (without a subfamily name) the name of an arbitrary instance at its coordinates; `nil`
    /// without a prefix.
    func postScriptName(of instance: NamedInstance, prefix: String?) -> String? {
        guard let prefix else { return nil }
        if let id = instance.postScriptNameID, id == 6 || (256...32767).contains(id), let own = name(id) {
            return InstancePostScriptName.limited(own, prefix: prefix)
        }
        guard let subfamily = name(instance.subfamilyNameID) else {
            return InstancePostScriptName.arbitraryInstance(prefix: prefix, axes: axes, at: coordinates(of: instance))
        }
        return InstancePostScriptName.namedInstance(prefix: prefix, subfamily: subfamily)
    }
}
