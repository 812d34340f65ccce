public import FontFamilyKit

extension FontCatalog {
    /// The faces of a catalog that share a primary family name.
    public struct Family: Hashable, Sendable, CustomStringConvertible {
        /// The primary family name, such as `Gill Sans`.
        public let name: String
        /// Every family name its faces state, the primary name first, then the others in first-seen order.
        public let names: [LocalizedName]
        /// Its faces, one per PostScript name, ordered by width, then weight, then upright before italic.
        public let faces: [FontFace]
        /// Whether no two of ``faces`` share a PostScript name, as in every family a catalog groups: a renderer that
        /// gives each name one case need not look for a shared one then.
        package let hasDistinctPostScriptNames: Bool

        /// A family of the given faces, all of which have `name` as their primary family name.
        public init(name: String, faces: [FontFace]) {
            var seen = Set<String>(minimumCapacity: faces.count)
            self.init(
                name: name, faces: faces,
                distinctPostScriptNames: faces.allSatisfy { seen.insert($0.postScriptName).inserted })
        }

        /// A family of `faces`, which are known to have distinct PostScript names or not.
        init(name: String, faces: [FontFace], distinctPostScriptNames: Bool) {
            self.name = name
            self.faces = faces
            self.hasDistinctPostScriptNames = distinctPostScriptNames
            let primary = faces.first?.familyNames.first { $0.name == name } ?? LocalizedName(name)
            self.names = Self.asciiNames(primary, faces: faces) ?? Self.generalNames(primary, faces: faces)
        }

        /// The primary name, then every other family name of `faces` once, in first-seen order.
        static func generalNames(_ primary: LocalizedName, faces: [FontFace]) -> [LocalizedName] {
            // A family states a handful of names: looking through them costs less than hashing each face's. A set
            // takes over when there are many.
            var names = [primary]
            var seen: Set<LocalizedName>?
            for face in faces {
                for familyName in face.familyNames where familyName.name != primary.name {
                    if seen == nil, names.count > 16 { seen = Set(names) }
                    let isNew = seen?.insert(familyName).inserted ?? !names.contains(familyName)
                    if isNew { names.append(familyName) }
                }
            }
            return names
        }

        /// ``generalNames(_:faces:)`` for a family whose names and languages are all ASCII, whose bytes are equal
        /// exactly when the strings are: an FNV-1a hash of each name's and language's bytes in an open-addressed
        /// table on the stack, where a set would hash each with SipHash. `nil` when one is not ASCII.
        static func asciiNames(_ primary: LocalizedName, faces: [FontFace]) -> [LocalizedName]? {
            let count = faces.reduce(1) { $0 + $1.familyNames.count }
            var capacity = 16
            while capacity < 2 * count { capacity *= 2 }
            let mask = capacity - 1
            return withUnsafeTemporaryAllocation(of: (hash: UInt64, index: Int).self, capacity: capacity) { table in
                table.initialize(repeating: (0, -1))
                var names: [LocalizedName] = []
                /// Adds `name` unless it is there already; `false` when it is not ASCII.
                func add(_ name: LocalizedName) -> Bool {
                    guard let hash = Self.asciiHash(of: name) else { return false }
                    var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
                    while table[slot].index >= 0 {
                        if table[slot].hash == hash, names[table[slot].index] == name { return true }
                        slot = (slot + 1) & mask
                    }
                    table[slot] = (hash, names.count)
                    names.append(name)
                    return true
                }
                guard add(primary) else { return nil }
                for face in faces {
                    for familyName in face.familyNames where familyName.name != primary.name {
                        guard add(familyName) else { return nil }
                    }
                }
                return names
            }
        }

        /// The FNV-1a hash of the bytes of `name`'s name and language, or `nil` when either is not ASCII.
        private static func asciiHash(of name: LocalizedName) -> UInt64? {
            // Bytes that no ASCII text has end the name, and the language or its absence.
            guard let named = asciiHash(name.name, from: 0xcbf2_9ce4_8422_2325) else { return nil }
            guard let language = name.language else { return fnv(named, 0xFE) }
            return asciiHash(language, from: fnv(named, 0xFF)).map { fnv($0, 0xFD) }
        }

        /// `hash` continued over the bytes of `text`, or `nil` when one is not ASCII.
        private static func asciiHash(_ text: String, from hash: UInt64) -> UInt64? {
            var text = text
            return text.withUTF8 { bytes in
                var hash = hash
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    hash = fnv(hash, byte)
                }
                return hash
            }
        }

        /// One step of FNV-1a.
        private static func fnv(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
            (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }

        /// The name and the PostScript names of its faces:
        /// `Family(Zen Old Mincho, 2 faces: ZenOldMincho-Regular, ZenOldMincho-Bold)`.
        public var description: String {
            let faceNames = DisplayText.list(faces.map { DisplayText.escaped($0.postScriptName) })
            return "Family(\(DisplayText.escaped(name)), \(Notation.count(faces.count, "face", "faces")): \(faceNames))"
        }
    }
}
