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

        /// A family of the given faces, all of which have `name` as their primary family name.
        public init(name: String, faces: [FontFace]) {
            self.name = name
            self.faces = faces
            let primary = faces.first?.familyNames.first { $0.name == name } ?? LocalizedName(name)
            // A family states a handful of names: looking through them costs less than hashing each face's. A set
            // takes over when there are many.
            var names = [primary]
            var seen: Set<LocalizedName>?
            for face in faces {
                for familyName in face.familyNames where familyName.name != name {
                    if seen == nil, names.count > 16 { seen = Set(names) }
                    let isNew = seen?.insert(familyName).inserted ?? !names.contains(familyName)
                    if isNew { names.append(familyName) }
                }
            }
            self.names = names
        }

        /// The name and the PostScript names of its faces:
        /// `Family(Zen Old Mincho, 2 faces: ZenOldMincho-Regular, ZenOldMincho-Bold)`.
        public var description: String {
            let faceNames = DisplayText.list(faces.map { DisplayText.escaped($0.postScriptName) })
            return "Family(\(DisplayText.escaped(name)), \(Notation.count(faces.count, "face", "faces")): \(faceNames))"
        }
    }
}
