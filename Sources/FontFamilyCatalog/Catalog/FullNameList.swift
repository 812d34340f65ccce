internal import CFontconfig
import FontFamilyKit

/// A face's full names: given, or still in the fontconfig pattern of a catalog's face, read each time they are asked
/// for.
///
/// A catalog load reads thousands of faces whose full names only a lookup by full name, a diagnosis or a listing of
/// every property asks for; reading them then, from the pattern that the face's configuration keeps, spares every
/// other load the strings. Two lists are equal, hash and encode by their names, wherever they come from.
struct FullNameList: Hashable, Sendable, Codable {
    private enum Source {
        case given([LocalizedName])
        case pattern(PatternReference)
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

    /// The full names of `pattern`, one of `configuration`'s, read on use.
    init(pattern: OpaquePointer, in configuration: FontconfigConfiguration) {
        source = .pattern(PatternReference(pattern: pattern, configuration: configuration))
    }

    /// The names, the first English one first (see ``FontPattern/face()``).
    var names: [LocalizedName] {
        switch source {
        case .given(let names): names
        case .pattern(let reference): reference.configuration.fullNames(of: reference.pattern)
        }
    }

    static func == (lhs: FullNameList, rhs: FullNameList) -> Bool {
        if case .pattern(let left) = lhs.source, case .pattern(let right) = rhs.source, left.pattern == right.pattern {
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
