extension FontCatalog {
    /// The given fonts, the faces of platform font lists, and, when asked, the system fonts, in one catalog.
    ///
    /// A face of a list is known by name only: it resolves, is diagnosed, suggested, grouped into its family and
    /// typed like any other, but has no file here (``FontFace/platform`` names its platform, ``FontFace/file`` is
    /// empty), so its code points are unknown and a specimen cannot show it. Of several faces with one PostScript
    /// name, a given font's wins, then a listed face (the first list's first), then a system font's.
    ///
    /// A diagnosis in a catalog with lists speaks of their platforms and never of what fontconfig would substitute:
    /// the code runs on the listed platform, where no fontconfig chooses another face.
    ///
    /// ```swift
    /// let ios = try PlatformFontList(contentsOf: "Fonts/ios-18.2.json")
    /// let catalog = try FontCatalog(fonts: ["App/Fonts"], platformFontLists: [ios])
    /// catalog.face(postScriptName: "HelveticaNeue-Bold")?.platform  // "iOS 18.2"
    /// ```
    ///
    /// - Parameters:
    ///   - paths: Font directories and font files, absolute or relative to the current directory.
    ///   - platformFontLists: The platforms' faces, each list read with ``PlatformFontList/init(contentsOf:)``.
    ///   - includingSystemFonts: Whether the system fonts are listed as well (as fontconfig's application fonts).
    ///   - cacheDirectory: Where fontconfig writes its caches; by default the user's fontconfig cache.
    /// - Throws: ``FontCatalogError`` naming a font path that does not exist, cannot be read or is not a font, or a
    ///   system configuration that cannot be loaded. The lists are read before: a bad one is a
    ///   ``PlatformFontListError`` of ``PlatformFontList/init(contentsOf:)``.
    public init(
        fonts paths: [String],
        platformFontLists: [PlatformFontList],
        includingSystemFonts: Bool = false,
        cacheDirectory: String? = nil
    ) throws {
        let cache = cacheDirectory ?? FontCatalog.defaultCacheDirectory()
        let configuration: FontconfigConfiguration
        if includingSystemFonts {
            let (file, fromEnvironment) = try FontCatalog.systemConfigurationFile()
            configuration = try .loading(file, fromEnvironment: fromEnvironment, cacheDirectory: cache)
        } else {
            configuration = try .empty(cacheDirectory: cache)
        }
        try self.init(adding: paths, to: configuration, platformFontLists: platformFontLists)
    }

    /// The platforms of ``platformFontLists``, each once, in order: `["iOS 18.2"]`.
    public var platforms: [String] {
        var seen: Set<String> = []
        return platformFontLists.map(\.platform).filter { seen.insert($0).inserted }
    }

    /// The platforms of ``platformFontLists`` that lack the face `postScriptName` while another platform of the
    /// catalog has it: empty when every platform has it, when a given or installed font has it (which an app
    /// bundles, so every platform has it too), or when no list has it.
    ///
    /// ```swift
    /// catalog.platforms                                      // ["iOS 18", "iOS 26"]
    /// catalog.platforms(lacking: "Kefa-Regular")             // ["iOS 26"]
    /// ```
    public func platforms(lacking postScriptName: String) -> [String] {
        let copies = faces(postScriptName: postScriptName)
        guard platforms.count > 1, !copies.isEmpty, copies.allSatisfy({ $0.platform != nil }) else { return [] }
        let having = Set(copies.compactMap(\.platform))
        return platforms.filter { !having.contains($0) }
    }

    /// The platforms of ``platformFontLists`` that lack the family `name` (any of its names, ignoring ASCII case as
    /// CSS compares them) while another platform of the catalog has it: a platform lacks a family when none of the
    /// family's faces is on its list. Empty when every platform has a face of it, when a given or installed font is
    /// of it (which an app bundles, so every platform has it too), or when no family has the name.
    ///
    /// ```swift
    /// catalog.platforms                                      // ["iOS 18", "iOS 26"]
    /// catalog.platforms(lackingFamily: "Kefa")               // ["iOS 26"]
    /// ```
    public func platforms(lackingFamily name: String) -> [String] {
        guard platforms.count > 1, let family = family(cssName: name) ?? family(anyName: name) else { return [] }
        var having: Set<String> = []
        for face in family.faces {
            for copy in faces(postScriptName: face.postScriptName) where copy.family == family.name {
                guard let platform = copy.platform else { return [] }
                having.insert(platform)
            }
        }
        return having.isEmpty ? [] : platforms.filter { !having.contains($0) }
    }

    /// Which fonts the catalog holds beside its platform font lists, as a diagnosis names them: this machine's
    /// installed fonts, only the given ones, or none.
    var otherFonts: FontDiagnosis.OtherFonts {
        if configuration?.listsInstalledFonts ?? true { return .installed }
        return givenPaths.isEmpty ? .none : .given
    }

    /// Whether `face` comes from a platform font list that did not give its style and traits, so that they were
    /// derived from its PostScript name (``PlatformFontList/derivedTraits``): a verdict resting on its weight should
    /// say so.
    public func hasDerivedTraits(_ face: FontFace) -> Bool {
        guard let platform = face.platform else { return false }
        return platformFontLists.contains { $0.platform == platform && $0.derivedTraits.contains(face.postScriptName) }
    }

    /// The file of `face`, which an answer that reads the font needs.
    ///
    /// ```swift
    /// if let face = catalog.face(postScriptName: "HelveticaNeue-Bold") {
    ///     _ = try catalog.fontFile(of: face)  // throws: 'HelveticaNeue-Bold' is listed among iOS 18.2's fonts …
    /// }
    /// ```
    ///
    /// - Throws: ``NoFontFileError`` for a face of a ``PlatformFontList``, naming the face and its list.
    public func fontFile(of face: FontFace) throws(NoFontFileError) -> String {
        guard let platform = face.platform else { return face.file }
        let list = platformFontLists.first { list in
            list.platform == platform && list.faces.contains { $0.postScriptName == face.postScriptName }
        }
        throw NoFontFileError(postScriptName: face.postScriptName, platform: platform, list: list?.path)
    }

    /// Which side of a name's copies a face is on: a given font's before a listed face before a system font's.
    enum Side: Int, Comparable {
        case given, listed, system

        static func < (lhs: Side, rhs: Side) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Where `face`, on `side`, comes among the copies of its name: a given font's first, then the listed faces by
    /// the position of their platform's list in `listOrder`, then a system font's.
    static func rank(of face: FontFace, side: Side, listOrder: [String: Int]) -> Int {
        switch side {
        case .given: 0
        case .listed: 1 + (face.platform.flatMap { listOrder[$0] } ?? 0)
        case .system: Int.max
        }
    }

    /// The side `face` is on, when the fonts below `givenPaths` were given.
    static func side(of face: FontFace, givenPaths: [String]) -> Side {
        if face.platform != nil { return .listed }
        return !givenPaths.isEmpty && isBelow(face.file, any: givenPaths) ? .given : .system
    }
}
