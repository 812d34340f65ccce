import StringDistance

/// A platform font list that ships with the package, chosen by name: `ios26`, `ios18`, `macos26`, or `ios` and
/// `macos` for the newest of a platform.
///
/// Each is derived by `.ci/platform-lists` from extracts of public recordings of a device's fonts (printouts of
/// `UIFont.familyNames` and `fontNames(forFamilyName:)` in public repositories, and for macOS 26 the font files of a
/// Mac's `/System/Library/Fonts`, kept in `Fixtures/PlatformRecordings` with the repository, path and commit of
/// each): a name ships only where recordings from at least two repositories have it (for macOS 26, one of them the
/// macOS 26 recording), and `PROVENANCE.md` there names every recording and every name left out. The lists give
/// names only, so each face's style and traits are derived from its PostScript name (see
/// ``PlatformFontList/derivedTraits``).
///
/// ```swift
/// let ios = try BuiltInPlatformFontList.named("ios")
/// ios.displayName                                   // "iOS 26, built in"
/// let catalog = try FontCatalog(fonts: ["App/Fonts"], platformFontLists: [ios.fontList])
/// ```
public struct BuiltInPlatformFontList: Sendable {
    /// The name `--platform` takes: `ios26`.
    public let name: String
    /// The platform: `iOS`.
    public let platform: String
    /// The OS version, as the recordings tell it: `26`.
    public let osVersion: String
    /// When its recordings were made: `2025-06 to 2025-10`.
    public let recorded: String
    /// How many recordings it was derived from.
    public let recordings: Int
    /// Its faces' PostScript names and families.
    let faces: [(postScriptName: String, family: String)]

    /// What the list is: `iOS 26, built in`.
    public var displayName: String { "\(platform) \(osVersion), built in" }

    /// The list's faces, with ``PlatformFontList/platform`` `iOS 26` and every face's traits derived.
    public var fontList: PlatformFontList { PlatformFontList(builtIn: self) }

    /// Every built-in list, newest of each platform first within it: `ios26`, `ios18`, `macos26`.
    public static var all: [BuiltInPlatformFontList] {
        derived.sorted { first, second in
            first.platform != second.platform
                ? first.platform < second.platform
                : version(second).lexicographicallyPrecedes(version(first))
        }
    }

    /// The names `named(_:)` takes, in order: the platform alone (its newest list), then each list's name.
    public static var names: [String] {
        var names: [String] = []
        for list in all {
            let alias = list.platform.lowercased()
            if !names.contains(alias) { names.append(alias) }
            names.append(list.name)
        }
        return names
    }

    /// The list called `name`: a list's name (`ios18`), or a platform's (`ios`, its newest list); case is ignored.
    ///
    /// - Throws: ``UnknownPlatformError`` naming the known lists and the nearest one.
    public static func named(_ name: String) throws(UnknownPlatformError) -> BuiltInPlatformFontList {
        let key = name.lowercased()
        if let list = all.first(where: { $0.name == key || $0.platform.lowercased() == key }) { return list }
        let nearest = names.map { (name: $0, distance: EditDistance.between(Array(key), Array($0))) }
            .filter { $0.distance <= max(2, key.count / 3) }
            .min { $0.distance < $1.distance }
        throw UnknownPlatformError(name: name, known: names, nearest: nearest?.name)
    }

    /// What each name `named(_:)` takes stands for, in order: `("ios", "iOS 26, built in: the newest iOS, from 2
    /// recordings made 2025-06 to 2025-10")`.
    public static var summaries: [(name: String, description: String)] {
        var lines: [(name: String, description: String)] = []
        for list in all {
            let recorded = "from \(list.recordings) recordings made \(list.recorded)"
            let alias = list.platform.lowercased()
            if !lines.contains(where: { $0.name == alias }) {
                lines.append((alias, "\(list.displayName): the newest \(list.platform), \(recorded)"))
            }
            lines.append((list.name, "\(list.displayName), \(recorded)"))
        }
        return lines
    }

    /// A list as `.ci/platform-lists` writes it.
    init(
        name: String, platform: String, osVersion: String, recorded: String, recordings: Int,
        faces: [(postScriptName: String, family: String)]
    ) {
        self.name = name
        self.platform = platform
        self.osVersion = osVersion
        self.recorded = recorded
        self.recordings = recordings
        self.faces = faces
    }

    /// `list`'s OS version as numbers, for ordering: `18.2` → `[18, 2]`.
    private static func version(_ list: BuiltInPlatformFontList) -> [Int] {
        list.osVersion.split(separator: ".").map { Int($0) ?? 0 }
    }
}

/// A `--platform` name that names no built-in list.
public struct UnknownPlatformError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as given.
    public let name: String
    /// The names that are known, in order.
    public let known: [String]
    /// The known name nearest to ``name``, when one is near.
    public let nearest: String?

    /// An error for `name`, with the `known` names and the `nearest` one.
    public init(name: String, known: [String], nearest: String?) {
        self.name = name
        self.known = known
        self.nearest = nearest
    }

    /// `unknown platform 'ios81'; the built-in lists are ios, ios26, ios18, macos, macos26; did you mean 'ios18'?`.
    public var description: String {
        "unknown platform \(DisplayText.quoted(name)); the built-in lists are \(known.joined(separator: ", "))"
            + (nearest.map { "; did you mean \(DisplayText.quoted($0))?" } ?? "")
    }
}
