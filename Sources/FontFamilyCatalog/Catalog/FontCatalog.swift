/// An immutable snapshot of installed (or given) fonts, indexed for exact lookups.
///
/// Build one with a single fontconfig listing — ``system(cacheDirectory:)``,
/// ``init(fonts:includingSystemFonts:cacheDirectory:)`` or ``init(configurationFile:cacheDirectory:)`` — or from
/// plain values with ``init(faces:variableFonts:skippedFiles:)``. Lookups never list fonts again; fontconfig is
/// asked only which copy it renders of a PostScript name installed more than once, once per name, when a lookup or
/// a listing first shows that name.
///
/// ```swift
/// let catalog = try FontCatalog(fonts: ["Fixtures/Fonts"])
/// catalog.face(postScriptName: "GillSans-SemiBold")?.weight  // 600
/// catalog.face(postScriptName: "gillsans-semibold")          // nil: names are case-sensitive
/// ```
///
/// A variable font gives one face per named instance of its `fvar` table, named as Adobe Tech Note 5902 says
/// (`Inter-Bold`, `InterDisplay-Bold`), with the name fontconfig reports kept in ``FontFace/aliases``
/// (`Inter_700wght`); ``variableFonts`` lists the fonts with their axes.
public struct FontCatalog: Sendable, CustomStringConvertible {
    /// One face per PostScript name, sorted by family, then width, weight and slant. When several files carry a
    /// name, the face is the one text set in it is drawn with: a given font's before a system font's, else the
    /// copy fontconfig renders for it (`fc-match :postscriptname=NAME`).
    public var faces: [FontFace] { decided?.faces ?? listedFaces }
    /// Every face listed, duplicates included, in the same order as ``faces`` with each name's preferred face
    /// first.
    public var allFaces: [FontFace] { decided?.allFaces ?? listedAllFaces }
    /// The families, sorted by primary name.
    public var families: [Family] { decided?.families ?? listedFamilies }
    /// Files in the given font directories that fontconfig could not read, sorted by path.
    public let skippedFiles: [SkippedFontFile]
    /// Every variable font (each file, or face of a collection, with an `fvar` table that FreeType reads), sorted by
    /// file and index. A variable file that FreeType cannot read keeps the faces fontconfig lists for it, under
    /// fontconfig's names, and is not listed here.
    public let variableFonts: [VariableFont]

    /// ``allFaces`` before the pending names are decided: each of their copies in the fixed order.
    let listedAllFaces: [FontFace]
    /// ``faces`` and ``families`` before the pending names are decided: each with its first copy in the fixed order.
    private let listedFaces: [FontFace]
    let listedFamilies: [Family]
    /// The names whose preferred copy fontconfig decides on first need; `nil` when there are none.
    let pendingCopies: PendingCopies?
    /// The faces that answer to each PostScript name and each alias that is not also a PostScript name, in one
    /// index: a lookup hashes the name once.
    private let facesByName: [String: NamedFaces]

    /// The faces that answer to one name.
    private enum NamedFaces {
        /// The faces whose PostScript name it is, at these positions of `listedAllFaces`.
        case postScriptName(Range<Int>)
        /// The faces that have it among their aliases, at these positions of `listedAllFaces`, the preferred first.
        case alias([Int])
    }
    /// Why the first copy of each name that several faces carry is first when fontconfig is not asked: a given font,
    /// or the fixed order.
    private let copyChoices: [String: CopyChoice]
    /// The position in `variableFonts` of each font's file and index.
    private let variableFontIndexByPlace: [VariableFontReader.Place: Int]
    let familyIndexByName: [String: Int]
    /// Every name of each family, in the order of `families`, as `SearchKey.normalize(_:)` gives it, for searches.
    var searchKeys: [[String]] {
        guard let decided else { return listedSearchKeys }
        return lazyDecidedSearchKeys.get { decided.families.map(FontCatalog.searchKeys(of:)) }
    }
    /// `searchKeys` before the pending names are decided: a family that holds one has the names of all its copies.
    /// Made on the first search: a listing of every family needs none.
    var listedSearchKeys: [[String]] {
        lazyListedSearchKeys.get {
            var keys = listedFamilies.map(FontCatalog.searchKeys(of:))
            for (family, copies) in otherCopies {
                let all = Family(name: listedFamilies[family].name, faces: listedFamilies[family].faces + copies)
                keys[family] = FontCatalog.searchKeys(of: all)
            }
            return keys
        }
    }
    /// Every name of the listed family at `position` that a search looks at: for a family that holds a pending name,
    /// those of all its copies, as in `listedSearchKeys`.
    func listedSearchNames(family position: Int) -> [LocalizedName] {
        guard let copies = otherCopies[position] else { return listedFamilies[position].names }
        let family = listedFamilies[position]
        return Family(name: family.name, faces: family.faces + copies).names
    }
    private let lazyListedSearchKeys = LazyValue<[[String]]>()
    private let lazyDecidedSearchKeys = LazyValue<[[String]]>()
    /// The copies other than the listed one of each pending name, by the position of its family.
    private let otherCopies: [Int: [FontFace]]
    /// The font files and directories the catalog was given on top of its configuration, as handed to fontconfig:
    /// the faces below them are the user's own fonts, which win over system fonts of the same PostScript name.
    let givenPaths: [String]
    /// The fontconfig configuration the catalog was listed from; `nil` for a catalog of plain values.
    let configuration: FontconfigConfiguration?
    /// The platform font lists whose faces the catalog holds, in the order given (see
    /// ``init(fonts:platformFontLists:includingSystemFonts:cacheDirectory:)``); empty for a catalog of fonts alone.
    public let platformFontLists: [PlatformFontList]
    /// The indices a name that does not resolve needs, built on the first such name (see ``nameIndex``).
    let lazyNameIndex = LazyValue<NameIndex>()
    /// The file fontconfig draws for each point name that several variable fonts give (see
    /// ``variablePoints(named:)``), asked once per name.
    let renderedPoints = RenderedPoints()

    /// A catalog of the given faces and variable fonts, as if fontconfig had listed them.
    ///
    /// Each variable font's ``VariableFont/namedInstances`` and ``VariableFont/defaultFace`` join the faces unless an
    /// equal face is given. Duplicates of one PostScript name are ordered deterministically: by
    /// ``/FontFamilyKit/FontFormat/rank``, static faces before named instances before other variable faces, upright before slanted,
    /// the width nearest normal and the weight nearest regular, then by file path and index. The first is the face that ``face(postScriptName:)`` returns. (A catalog listed
    /// by fontconfig puts the fonts it was given before all of these: see
    /// ``init(fonts:includingSystemFonts:cacheDirectory:)``.)
    public init(faces listed: [FontFace], variableFonts: [VariableFont] = [], skippedFiles: [SkippedFontFile] = []) {
        var faces = listed
        var known = Set(listed)
        for face in variableFonts.flatMap({ $0.namedInstances + [$0.defaultFace] }) where known.insert(face).inserted {
            faces.append(face)
        }
        self.init(
            faces: faces, variableFonts: variableFonts.sorted { ($0.file, $0.index) < ($1.file, $1.index) },
            skippedFiles: skippedFiles, configuration: nil)
    }

    /// A catalog of the listed faces; the faces below `givenPaths` come before any other face of the same name, then
    /// the faces of platform font lists in the order of `platformFontLists`, then the others.
    init(
        faces listed: [FontFace],
        variableFonts: [VariableFont],
        skippedFiles: [SkippedFontFile],
        configuration: FontconfigConfiguration?,
        givenPaths: [String] = [],
        platformFontLists: [PlatformFontList] = []
    ) {
        let sorted = FontCatalog.sorted(listed, givenPaths: givenPaths, platformFontLists: platformFontLists)
        let grouped = FontCatalog.groupedByName(sorted, givenPaths: givenPaths, decidesCopies: configuration != nil)
        let byAlias = FontCatalog.aliasPositions(in: sorted, givenPaths: givenPaths)
        let families = FontCatalog.families(of: grouped.unique)

        self.listedAllFaces = sorted
        var facesByName = grouped.facesByName
        for (alias, positions) in byAlias where facesByName[alias] == nil { facesByName[alias] = .alias(positions) }
        self.facesByName = facesByName
        self.variableFonts = variableFonts
        self.variableFontIndexByPlace = Dictionary(
            variableFonts.enumerated().map { (VariableFontReader.Place(file: $1.file, index: $1.index), $0) },
            uniquingKeysWith: { first, _ in first })
        self.listedFamilies = families
        self.listedFaces = families.flatMap(\.faces)
        self.skippedFiles = skippedFiles.sorted { $0.path < $1.path }
        let familyIndexByName = FontCatalog.familyIndexByName(families)
        self.familyIndexByName = familyIndexByName
        let copies = FontCatalog.pendingGroups(
            grouped.pending, of: sorted, families: families, familyIndexByName: familyIndexByName)
        self.otherCopies = copies.otherCopies
        self.pendingCopies = configuration.flatMap {
            copies.groups.isEmpty
                ? nil : PendingCopies(groups: copies.groups, movingCopies: copies.movingCopies, configuration: $0)
        }
        self.givenPaths = givenPaths
        self.configuration = configuration
        self.copyChoices = grouped.choices
        self.platformFontLists = platformFontLists
    }

    /// `listed` in the catalog's order: by PostScript name, then given fonts, listed faces (in the order of
    /// `platformFontLists`) and the others, then the fixed order of copies.
    private static func sorted(
        _ listed: [FontFace], givenPaths: [String], platformFontLists: [PlatformFontList]
    ) -> [FontFace] {
        // Sorting indices, not faces: moving whole faces about retains and releases every one of their strings.
        // PostScript names, which decide almost every comparison, are read out of the faces once, and their first
        // bytes packed into integers, which decide most of those comparisons without comparing strings.
        let names = listed.map(\.postScriptName)
        let listOrder = Dictionary(
            platformFontLists.enumerated().map { ($1.platform, $0) }, uniquingKeysWith: { first, _ in first })
        let ranks = listed.map { face in
            FontCatalog.rank(of: face, side: FontCatalog.side(of: face, givenPaths: givenPaths), listOrder: listOrder)
        }
        let keys = NamePrefixKey.keys(of: names)
        return listed.indices.sorted { lhs, rhs in
            if let keys, keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] }
            if names[lhs] != names[rhs] { return names[lhs] < names[rhs] }
            if ranks[lhs] != ranks[rhs] { return ranks[lhs] < ranks[rhs] }
            return FontCatalog.precedes(listed[lhs], listed[rhs])
        }.map { listed[$0] }
    }

    /// The runs of one PostScript name in `sorted`: where each name's copies are, the first copy of each, how the
    /// first was chosen, and the runs of copies on one side whose order fontconfig decides (when `decidesCopies`).
    private static func groupedByName(
        _ sorted: [FontFace], givenPaths: [String], decidesCopies: Bool
    ) -> (
        facesByName: [String: NamedFaces], unique: [FontFace], choices: [String: CopyChoice],
        pending: [(copies: Range<Int>, isGiven: Bool, moves: Bool)]
    ) {
        var facesByName: [String: NamedFaces] = [:]
        facesByName.reserveCapacity(sorted.count)
        var unique: [FontFace] = []
        unique.reserveCapacity(sorted.count)
        var choices: [String: CopyChoice] = [:]
        var pending: [(copies: Range<Int>, isGiven: Bool, moves: Bool)] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count, sorted[end].postScriptName == sorted[start].postScriptName { end += 1 }
            if end - start > 1 {
                // Given fonts come first and win, then listed faces; among the copies on the same side, fontconfig
                // decides, except among listed faces, which it does not know.
                let side = FontCatalog.side(of: sorted[start], givenPaths: givenPaths)
                var sideEnd = start + 1
                while sideEnd < end, FontCatalog.side(of: sorted[sideEnd], givenPaths: givenPaths) == side {
                    sideEnd += 1
                }
                let copies = start..<sideEnd
                if copies.count > 1, side != .listed, decidesCopies {
                    pending.append((copies, sideEnd < end, !FontCatalog.buildSameFamily(sorted[copies])))
                }
                choices[sorted[start].postScriptName] = sideEnd < end ? .given : .order
            }
            facesByName[sorted[start].postScriptName] = .postScriptName(start..<end)
            unique.append(sorted[start])
            start = end
        }
        return (facesByName, unique, choices, pending)
    }

    /// The positions in `sorted` of the faces each alias names, given fonts first, then in the order of one name's
    /// copies.
    private static func aliasPositions(in sorted: [FontFace], givenPaths: [String]) -> [String: [Int]] {
        var byAlias: [String: [Int]] = [:]
        for (position, face) in sorted.enumerated() {
            for alias in face.aliases { byAlias[alias, default: []].append(position) }
        }
        for (alias, positions) in byAlias where positions.count > 1 {
            let givenPosition =
                givenPaths.isEmpty
                ? [:]
                : Dictionary(
                    uniqueKeysWithValues: positions.map { ($0, FontCatalog.isBelow(sorted[$0].file, any: givenPaths)) })
            byAlias[alias] = positions.sorted { lhs, rhs in
                if let left = givenPosition[lhs], let right = givenPosition[rhs], left != right { return left }
                return FontCatalog.precedesAmongOneName(sorted[lhs], sorted[rhs])
            }
        }
        return byAlias
    }

    /// The copies fontconfig still has to decide among, by name; the other copies of each family, and the copies
    /// that may move to another family once decided.
    private static func pendingGroups(
        _ pending: [(copies: Range<Int>, isGiven: Bool, moves: Bool)], of sorted: [FontFace], families: [Family],
        familyIndexByName: [String: Int]
    ) -> (groups: [String: PendingCopies.Group], otherCopies: [Int: [FontFace]], movingCopies: [FontFace]) {
        var groups: [String: PendingCopies.Group] = [:]
        var otherCopies: [Int: [FontFace]] = [:]
        var movingCopies: [FontFace] = []
        for (copies, isGiven, moves) in pending {
            let face = sorted[copies.lowerBound]
            guard let family = familyIndexByName[face.family],
                let position = families[family].faces.firstIndex(where: { $0.postScriptName == face.postScriptName })
            else { continue }
            groups[face.postScriptName] = .init(
                copies: copies, isGiven: isGiven, family: family, face: position, moves: moves)
            if moves {
                movingCopies += sorted[copies]
            } else {
                otherCopies[family, default: []] += sorted[copies.dropFirst()]
            }
        }
        return (groups, otherCopies, movingCopies)
    }

    /// How many faces and families the catalog holds, and how many more files it lists or skipped:
    /// `FontCatalog(28 faces in 6 families)`, `FontCatalog(620 faces in 251 families, 14 duplicate faces,
    /// 2 skipped files)`.
    public var description: String {
        var parts = [
            Notation.count(listedFaces.count, "face", "faces") + " in "
                + Notation.count(
                    pendingCopies?.movingCopies.isEmpty == false ? families.count : listedFamilies.count, "family",
                    "families")
        ]
        let duplicates = listedAllFaces.count - listedFaces.count
        if duplicates > 0 { parts.append(Notation.count(duplicates, "duplicate face", "duplicate faces")) }
        if !skippedFiles.isEmpty { parts.append(Notation.count(skippedFiles.count, "skipped file", "skipped files")) }
        return "FontCatalog(" + parts.joined(separator: ", ") + ")"
    }

    /// Whether the catalog holds no face: answered without deciding which copy of a name installed twice is
    /// preferred, which ``faces`` does first.
    public var isEmpty: Bool {
        listedAllFaces.isEmpty
    }

    /// The face whose PostScript name is exactly `name` (case-sensitive), else the face that has `name` among its
    /// ``FontFace/aliases`` (such as `Inter_700wght`, fontconfig 2.14's name for `Inter-Bold`), else the point of a
    /// variable font that `name` names as ``VariableFont/postScriptName(at:)`` does (`Inter_650wght`), or `nil`.
    ///
    /// When several faces carry the name, this is the preferred one; ``faces(postScriptName:)`` lists them all. When
    /// several variable fonts name a point so — the upright and italic files of Inter both give `Inter_650wght` —
    /// it is the point in the file fontconfig draws for the name (`fc-match :postscriptname=Inter_650wght`: the
    /// upright one), a given font's before a system font's.
    public func face(postScriptName name: String) -> FontFace? {
        switch facesByName[name] {
        case .postScriptName(let range)?: listedAllFaces[preferredCopy(of: name, in: range).position]
        case .alias(let positions)?: positions.first.map { listedAllFaces[$0] }
        case nil: variablePoints(named: name).first
        }
    }

    /// Every face whose PostScript name is exactly `name`, the preferred one first; when no face has that name, every
    /// face with `name` among its ``FontFace/aliases``, in the same order, else the point `name` names of each
    /// variable font that names a point so, the preferred first; empty when there is none.
    public func faces(postScriptName name: String) -> [FontFace] {
        switch facesByName[name] {
        case .postScriptName(let range)?:
            let preferred = preferredCopy(of: name, in: range).position
            return [listedAllFaces[preferred]] + range.filter { $0 != preferred }.map { listedAllFaces[$0] }
        case .alias(let positions)?:
            return positions.map { listedAllFaces[$0] }
        case nil:
            return variablePoints(named: name)
        }
    }

    /// The position in `listedAllFaces` of the preferred face of `name`, whose faces lie at `range`, and why it is
    /// preferred (`nil` for a name with one face); a pending name is decided here.
    private func preferredCopy(of name: String, in range: Range<Int>) -> (position: Int, choice: CopyChoice?) {
        guard range.count > 1 else { return (range.lowerBound, nil) }
        if let pendingCopies, let group = pendingCopies.group(of: name) {
            let preferred = pendingCopies.preferred(name, in: group, listed: listedAllFaces)
            return (preferred.position, preferred.choice)
        }
        return (range.lowerBound, copyChoices[name])
    }

    /// Every pending name decided, once a listing needs them all: `nil` when there are none.
    var decided: PendingCopies.Decided? {
        pendingCopies?.decided(listedFaces: listedAllFaces, families: listedFamilies)
    }

    /// The names installed more than once whose preferred copy fontconfig has not been asked about yet, sorted.
    var undecidedCopies: [String] {
        pendingCopies?.undecidedNames ?? []
    }

    /// Whether the family at `position` holds a name whose copy is not decided yet.
    func isPending(family position: Int) -> Bool {
        pendingCopies?.holdsFamily(position) ?? false
    }

    /// The aliases that resolve to each PostScript name, sorted: an alias that no face has as its PostScript name
    /// belongs to the face ``face(postScriptName:)`` gives for it (of `Inter_700wght`, which the upright and italic
    /// variable files both give, the upright `Inter-Bold`), whichever copy of that name it came from.
    var resolvedAliases: [String: [String]] {
        var aliases: [String: [String]] = [:]
        for case (let alias, .alias(let positions)) in facesByName {
            guard let first = positions.first else { continue }
            aliases[listedAllFaces[first].postScriptName, default: []].append(alias)
        }
        return aliases.mapValues { $0.sorted() }
    }

    /// Why ``face(postScriptName:)`` gives the copy it does of a PostScript name that several faces carry; `nil`
    /// for a name with one face or none.
    ///
    /// ```swift
    /// catalog.copyChoice(postScriptName: "TwinSans-Regular")  // .fontconfig: the copy fc-match draws
    /// ```
    public func copyChoice(postScriptName name: String) -> CopyChoice? {
        guard case .postScriptName(let range)? = facesByName[name] else { return nil }
        return preferredCopy(of: name, in: range).choice
    }

    /// The variable font that `face` is a named instance or another instance of (same file and face index), or `nil`
    /// for a static face or a font the catalog does not list in ``variableFonts``.
    public func variableFont(containing face: FontFace) -> VariableFont? {
        guard face.kind != .static else { return nil }
        return variableFontIndexByPlace[VariableFontReader.Place(file: face.file, index: face.index)].map {
            variableFonts[$0]
        }
    }

    /// The system faces named `name` that a font the catalog was given hides, the preferred first; empty unless
    /// ``face(postScriptName:)`` is one of the given fonts and the system fonts hold the same name too.
    ///
    /// A font given to ``init(fonts:includingSystemFonts:cacheDirectory:)`` or
    /// ``registering(_:includingSystemFonts:cacheDirectory:)`` wins over a system font of the same PostScript name,
    /// as apps' own fonts do on every platform; the system face stays in ``faces(postScriptName:)``.
    public func shadowedSystemFaces(postScriptName name: String) -> [FontFace] {
        // A catalog given no fonts shadows nothing: its copies need not be listed, nor a pending one decided.
        guard !givenPaths.isEmpty else { return [] }
        let all = faces(postScriptName: name)
        guard let first = all.first, FontCatalog.isBelow(first.file, any: givenPaths) else { return [] }
        return all.filter { $0.platform == nil && !FontCatalog.isBelow($0.file, any: givenPaths) }
    }

    /// The families of `faces`, one face per PostScript name, sorted by primary name.
    static func families(of faces: [FontFace]) -> [Family] {
        var grouped: [String: [FontFace]] = [:]
        // The faces of a family mostly come together, as fontconfig lists their files: each run is looked up once.
        var run: [FontFace] = []
        for face in faces {
            if let first = run.first, first.family != face.family {
                grouped[first.family, default: []] += run
                run.removeAll(keepingCapacity: true)
            }
            run.append(face)
        }
        if let first = run.first { grouped[first.family, default: []] += run }
        return grouped.map { name, faces in
            Family(name: name, faces: FontCatalog.familyOrder(faces), distinctPostScriptNames: true)
        }
        .sorted { $0.name < $1.name }
    }

    /// The position of each family of `families` by primary name.
    static func familyIndexByName(_ families: [Family]) -> [String: Int] {
        Dictionary(families.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `faces` in a family's order: width, then weight, then upright before italic, then PostScript name. The three
    /// numbers are read out of the faces once, so that comparing two faces touches neither.
    static func familyOrder(_ faces: [FontFace]) -> [FontFace] {
        let keys = faces.map { (width: $0.width, weight: $0.weight, slant: $0.slant) }
        return faces.indices.sorted { lhs, rhs in
            let (left, right) = (keys[lhs], keys[rhs])
            if left.width != right.width { return left.width < right.width }
            if left.weight != right.weight { return left.weight < right.weight }
            if left.slant != right.slant { return left.slant < right.slant }
            return faces[lhs].postScriptName < faces[rhs].postScriptName
        }.map { faces[$0] }
    }
}
