#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FontCatalog {
    /// Indices over the catalog's names that only a name that does not resolve needs, built once per catalog on the
    /// first such name (``FontCatalog/nameIndex``), so that a miss looks names up instead of walking every face.
    ///
    /// Every lookup answers what a walk of ``FontCatalog/faces`` or ``FontCatalog/families`` in order would: the
    /// first face or family with the key.
    struct NameIndex: Sendable {
        /// The position in `faces` of the first face of each lowercased PostScript name.
        let faceByLowercasedPostScriptName: [String: Int]
        /// The position in `faces` of the first face of each full name, counting every full name of a face
        /// (``FontFace/fullNames``) and of every other copy of it: URW's `NimbusRoman-Regular` is named `Nimbus Roman
        /// Regular` only in its Type 1 file, which fontconfig lists beside the OpenType one.
        let faceByFullName: [String: Int]
        /// The position in `faces` of the first face of each full name as `SearchKey.normalize(_:)` gives it.
        let faceByFullNameKey: [String: Int]
        /// The positions in `faces`, in order, of the faces one of whose copies has a family name with this search key
        /// (``FontFace/familyNames``): a legacy family name (`Noto Sans Light`) names the faces that carry it, even
        /// when only a copy that is not the preferred one carries it.
        let facesByFamilyNameKey: [String: [Int]]
        /// The position in `families` of the first family whose primary name has this search key.
        let familyByPrimaryKey: [String: Int]
        /// The position in `families` of the first family one of whose names has this search key.
        let familyByAnyKey: [String: Int]
        /// The position in `families` of the family each name picks exactly: the first family whose primary name it
        /// is, else the first with it among its other names.
        let familyByName: [String: Int]
        /// The same with ASCII letters lowercased (``FontCatalog/asciiFolded(_:)``), as CSS compares family names.
        let familyByCSSName: [String: Int]
        /// Each family's PostScript-name prefix: what all its faces' names start with, without a trailing `-` or `_`,
        /// with its length in characters; `nil` when shorter than 3 characters, which names no family.
        let familyPrefixes: [(prefix: String, count: Int)?]
        /// Every character of the names below that is not ASCII, each numbered once from 128 on (an ASCII character
        /// is its own code): names are compared as arrays of these symbols.
        let symbols: [Character: UInt32]
        /// How many symbols there are (the symbols are `0..<symbolCount`).
        let symbolCount: Int
        /// The names a face answers to, in `faces` order, each face's PostScript name first, then the aliases that
        /// resolve to a copy of it, sorted (`Inter_700wght` for `Inter-Bold`, although the copy that is the variable
        /// instance fontconfig calls so is not the preferred one, which is the static file).
        let candidateNames: [String]
        /// Each of `candidateNames` lowercased, as symbols: a range of `candidateSymbols`.
        let candidateRanges: [Range<Int>]
        /// The symbols of every lowercased candidate name, one after the other.
        let candidateSymbols: [UInt32]
        /// The candidates of each face of `faces`: a range of `candidateNames`.
        let faceCandidates: [Range<Int>]
        /// The positions in `faces` of each family's faces (`faces` lists the families' faces in order).
        let familyFaceRanges: [Range<Int>]
        /// The positions in `faces`, in order, of the faces whose PostScript names have each part before the first
        /// `-` (`OpenSans` for Open Sans's `OpenSans-Bold` and Open Sans Condensed's `OpenSans-CondensedBold`), or
        /// one of whose aliases has it (`Inter` for Inter Display's `InterDisplay-Regular`, which fontconfig calls
        /// `Inter-Display`).
        let facesByPostScriptPrefix: [Substring: [Int]]
        /// Every distinct search key of the families (``FontCatalog/searchKeys``), sorted, as ranges of `keySymbols`.
        let keys: [Range<Int>]
        /// How many symbols each of `keys` shares with the key before it (0 for the first).
        let keySharedPrefixes: [Int]
        /// The symbols of every key, one after the other.
        let keySymbols: [UInt32]
        /// For each family, its search keys in order (the primary name's first), as positions in `keys`.
        let familyKeys: [[Int]]
        /// The words of each family's names, numbered, for ranking the families that have every word of a text.
        let familyWords: FamilyWords

        /// The indices over `faces` (one per PostScript name) and `families`, whose search keys are `searchKeys`;
        /// `aliases` are the aliases that resolve to each PostScript name, and `allFaces` every copy of the faces,
        /// whose full names answer with the face of their PostScript name.
        init(
            faces: [FontFace], allFaces: [FontFace], aliases: [String: [String]], families: [Family],
            searchKeys: [[String]]
        ) {
            var alphabet = Alphabet()
            var names = FaceNames(capacity: faces.count)
            for (position, face) in faces.enumerated() {
                names.add(face, at: position, aliases: aliases[face.postScriptName] ?? [], alphabet: &alphabet)
            }
            facesByFamilyNameKey = names.addCopies(allFaces, of: faces)
            let keyIndex = KeyIndex(searchKeys: searchKeys, alphabet: &alphabet)
            let familyNames = NameIndex.familyNames(families)
            familyByName = familyNames.byName
            familyByCSSName = familyNames.byCSSName
            familyPrefixes = families.map { family in
                var prefix = Notation.commonPrefix(family.faces.map(\.postScriptName))
                while let last = prefix.last, last == "-" || last == "_" { prefix.removeLast() }
                let count = prefix.count
                return count >= 3 ? (prefix, count) : nil
            }
            var start = 0
            familyFaceRanges = families.map { family in
                defer { start += family.faces.count }
                return start..<start + family.faces.count
            }
            faceByLowercasedPostScriptName = names.lowercased
            facesByPostScriptPrefix = names.byPrefix
            faceByFullName = names.fullNames
            faceByFullNameKey = names.fullNameKeys
            familyByPrimaryKey = keyIndex.primaryKeys
            familyByAnyKey = keyIndex.anyKeys
            symbols = alphabet.symbols
            symbolCount = 128 + alphabet.symbols.count
            candidateNames = names.candidateNames
            candidateRanges = names.candidateRanges
            candidateSymbols = names.candidateSymbols
            faceCandidates = names.faceCandidates
            keySymbols = keyIndex.keySymbols
            keys = keyIndex.sortedKeys
            keySharedPrefixes = keyIndex.sharedPrefixes
            familyWords = FamilyWords(families: families)
            familyKeys = keyIndex.familyKeys
        }

        /// The symbols of the characters of names: ASCII characters are their own code, every other character gets
        /// the next free number the first time it is met.
        struct Alphabet {
            /// The symbol of each non-ASCII character met so far.
            var symbols: [Character: UInt32] = [:]

            /// Appends the symbols of `text`'s characters to `storage`, and returns where they are.
            mutating func append(_ text: String, to storage: inout [UInt32]) -> Range<Int> {
                let start = storage.count
                if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
                    // Every byte is a character of its own (only `\r\n` joins two ASCII bytes into one).
                    for byte in text.utf8 { storage.append(UInt32(byte)) }
                    return start..<storage.count
                }
                for character in text {
                    if let symbol = NameIndex.asciiSymbol(character) ?? symbols[character] {
                        storage.append(symbol)
                    } else {
                        let symbol = UInt32(128 + symbols.count)
                        symbols[character] = symbol
                        storage.append(symbol)
                    }
                }
                return start..<storage.count
            }
        }

        /// The indices over the faces' names being built: PostScript names lowercased and by prefix, full names,
        /// and the candidates a typo is compared with.
        struct FaceNames {
            var lowercased: [String: Int] = [:]
            var byPrefix: [Substring: [Int]] = [:]
            var fullNames: [String: Int] = [:]
            var fullNameKeys: [String: Int] = [:]
            var candidateNames: [String] = []
            var candidateRanges: [Range<Int>] = []
            var candidateSymbols: [UInt32] = []
            var faceCandidates: [Range<Int>] = []

            init(capacity: Int) {
                candidateNames.reserveCapacity(capacity)
                candidateRanges.reserveCapacity(capacity)
                faceCandidates.reserveCapacity(capacity)
            }

            /// Adds the face at `position` and the `aliases` that resolve to its PostScript name.
            mutating func add(_ face: FontFace, at position: Int, aliases: [String], alphabet: inout Alphabet) {
                let name = face.postScriptName
                let lowered = name.lowercased()
                if lowercased[lowered] == nil { lowercased[lowered] = position }
                byPrefix[NameIndex.postScriptPrefix(name), default: []].append(position)
                addFullNames(of: face, at: position)
                let first = candidateNames.count
                candidateNames.append(name)
                candidateRanges.append(alphabet.append(lowered, to: &candidateSymbols))
                for alias in aliases {
                    let prefix = NameIndex.postScriptPrefix(alias)
                    if prefix != NameIndex.postScriptPrefix(name), byPrefix[prefix]?.last != position {
                        byPrefix[prefix, default: []].append(position)
                    }
                    candidateNames.append(alias)
                    candidateRanges.append(alphabet.append(alias.lowercased(), to: &candidateSymbols))
                }
                faceCandidates.append(first..<candidateNames.count)
            }

            /// Adds the full names of `face` that no face before it has, answered with the face at `position`.
            mutating func addFullNames(of face: FontFace, at position: Int) {
                for fullName in face.fullNames {
                    if fullNames[fullName.name] == nil { fullNames[fullName.name] = position }
                    let key = SearchKey.normalize(fullName.name)
                    if fullNameKeys[key] == nil { fullNameKeys[key] = position }
                }
            }

            /// Adds the full names of the other copies of each name (after every face, as a walk over the copies
            /// would find them), and returns the faces each family name's search key names, every copy's included.
            mutating func addCopies(_ allFaces: [FontFace], of faces: [FontFace]) -> [String: [Int]] {
                var positions: [String: Int] = [:]
                for (position, face) in faces.enumerated() where positions[face.postScriptName] == nil {
                    positions[face.postScriptName] = position
                }
                var familyNameKeys: [String: [Int]] = [:]
                for copy in allFaces {
                    guard let position = positions[copy.postScriptName] else { continue }
                    if copy != faces[position] { addFullNames(of: copy, at: position) }
                    for familyName in copy.familyNames {
                        let key = SearchKey.normalize(familyName.name)
                        if familyNameKeys[key]?.contains(position) != true {
                            familyNameKeys[key, default: []].append(position)
                        }
                    }
                }
                return familyNameKeys.mapValues { $0.sorted() }
            }
        }

        /// The families' search keys: each key's first family, the distinct keys sorted by their symbols with what
        /// each shares with the one before, and each family's keys as positions in that order.
        struct KeyIndex {
            var primaryKeys: [String: Int] = [:]
            var anyKeys: [String: Int] = [:]
            var keySymbols: [UInt32] = []
            var sortedKeys: [Range<Int>] = []
            var sharedPrefixes: [Int] = []
            var familyKeys: [[Int]] = []

            init(searchKeys: [[String]], alphabet: inout Alphabet) {
                var keyPositions: [String: Int] = [:]
                var distinctKeys: [String] = []
                for (position, keys) in searchKeys.enumerated() {
                    if let primary = keys.first, primaryKeys[primary] == nil { primaryKeys[primary] = position }
                    for key in keys where anyKeys[key] == nil {
                        anyKeys[key] = position
                        keyPositions[key] = distinctKeys.count
                        distinctKeys.append(key)
                    }
                }
                var symbols: [UInt32] = []
                let unsortedKeys = distinctKeys.map { alphabet.append($0, to: &symbols) }
                let order = unsortedKeys.indices.sorted {
                    symbols[unsortedKeys[$0]].lexicographicallyPrecedes(symbols[unsortedKeys[$1]])
                }
                var sortedPosition = [Int](repeating: 0, count: order.count)
                for (sorted, original) in order.enumerated() { sortedPosition[original] = sorted }
                let sorted = order.map { unsortedKeys[$0] }
                sharedPrefixes = sorted.indices.map { position in
                    guard position > 0 else { return 0 }
                    return zip(symbols[sorted[position - 1]], symbols[sorted[position]]).prefix { $0 == $1 }.count
                }
                keySymbols = symbols
                sortedKeys = sorted
                familyKeys = searchKeys.map { keys in keys.compactMap { keyPositions[$0].map { sortedPosition[$0] } } }
            }
        }

        /// The family each name answers with, exactly and folded as CSS folds it: primary names first, so another
        /// family's secondary name never takes one.
        static func familyNames(_ families: [Family]) -> (byName: [String: Int], byCSSName: [String: Int]) {
            var byName: [String: Int] = [:]
            var byCSSName: [String: Int] = [:]
            for otherNames in [false, true] {
                for (position, family) in families.enumerated() {
                    for name in otherNames ? Array(family.names.dropFirst()) : Array(family.names.prefix(1)) {
                        if byName[name.name] == nil { byName[name.name] = position }
                        let folded = FontCatalog.asciiFolded(name.name)
                        if byCSSName[folded] == nil { byCSSName[folded] = position }
                    }
                }
            }
            return (byName, byCSSName)
        }

        /// The part of a PostScript name before its first `-`: the whole name when it has none.
        static func postScriptPrefix(_ name: String) -> Substring {
            name.prefix { $0 != "-" }
        }

        /// The symbols of `characters`, `nil` for a character no name of the catalog has (which equals none of them).
        func symbols(of characters: some Sequence<Character>) -> [UInt32?] {
            characters.map { NameIndex.asciiSymbol($0) ?? symbols[$0] }
        }

        /// The code of a character that is one ASCII scalar, which is its symbol.
        private static func asciiSymbol(_ character: Character) -> UInt32? {
            guard let ascii = character.asciiValue, character.unicodeScalars.count == 1 else { return nil }
            return UInt32(ascii)
        }
    }

    /// The catalog's name indices, built on the first name that does not resolve and kept for the catalog's lifetime.
    var nameIndex: NameIndex {
        lazyNameIndex.get {
            NameIndex(
                faces: faces, allFaces: allFaces, aliases: resolvedAliases, families: families, searchKeys: searchKeys)
        }
    }

    /// The face one of whose full names (``FontFace/fullNames``, in any language) is exactly `name`, as Core Text and
    /// a CSS `local()` look one up; `nil` when none is.
    package func face(fullName name: String) -> FontFace? {
        nameIndex.faceByFullName[name].map { faces[$0] }
    }

    /// `text` with ASCII letters lowercased and every other character kept, as CSS compares family names.
    package static func asciiFolded(_ text: String) -> String {
        String(decoding: text.utf8.map(ASCIIBytes.lowercased), as: UTF8.self)
    }
}
