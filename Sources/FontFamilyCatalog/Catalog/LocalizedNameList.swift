import CFontconfig

/// A face's style or full names: given, or still in the fontconfig pattern of a catalog's face, read each time they
/// are asked for.
///
/// A catalog load reads thousands of faces whose full names only a lookup by full name, a diagnosis or a listing of
/// every property asks for, and whose style names in other languages nothing but ``FontFace/styleNames`` shows;
/// reading them then, from the pattern that the face's configuration keeps, spares every other load the strings. A
/// style list read later knows its first name from the start: ``FontFace/style`` needs no more. Two lists are equal,
/// hash and encode by their names, wherever they come from.
struct LocalizedNameList: Hashable, Sendable, Codable {
    /// The localized names a pattern holds that a list can read on use.
    enum Object: Sendable {
        case styleNames
        case fullNames
    }

    private enum Source {
        case given([LocalizedName])
        case pattern(PatternReference, Object, first: LocalizedName?)
    }

    /// A pattern of a configuration's font sets, with the configuration that keeps it alive.
    ///
    /// fontconfig never changes the patterns of a loaded configuration's font sets, and reading one writes nothing,
    /// so any thread may read it while the configuration lives.
    private struct PatternReference: @unchecked Sendable {
        let pattern: OpaquePointer
        let configuration: FontconfigConfiguration
    }

    private let source: Source

    /// The given names.
    init(_ names: [LocalizedName]) {
        source = .given(names)
    }

    /// The names of `object` in `pattern`, one of `configuration`'s, read on use; `first`, when known, is the first
    /// of them.
    init(_ object: Object, of pattern: OpaquePointer, in configuration: FontconfigConfiguration, first: LocalizedName?)
    {
        source = .pattern(PatternReference(pattern: pattern, configuration: configuration), object, first: first)
    }

    /// The names, the first English one first (see ``FontPattern/face()``).
    var names: [LocalizedName] {
        switch source {
        case .given(let names): names
        case .pattern(let reference, let object, _): reference.configuration.names(object, of: reference.pattern)
        }
    }

    /// The first name, read without the others when the list knows it.
    var first: LocalizedName? {
        switch source {
        case .given(let names): names.first
        case .pattern(_, _, let first?): first
        case .pattern: names.first
        }
    }

    static func == (lhs: LocalizedNameList, rhs: LocalizedNameList) -> Bool {
        if case .pattern(let left, let leftObject, _) = lhs.source,
            case .pattern(let right, let rightObject, _) = rhs.source, left.pattern == right.pattern,
            leftObject == rightObject
        {
            return true
        }
        return lhs.names == rhs.names
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(names)
    }

    init(from decoder: any Decoder) throws {
        source = .given(try decoder.singleValueContainer().decode([LocalizedName].self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
