#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FontCatalog {
    /// The names installed more than once whose preferred copy fontconfig decides, decided when a lookup or a
    /// listing first needs them: a catalog that never shows such a name never asks fontconfig to match it.
    ///
    /// Deciding a name whose copies agree on everything a family is built from — family names, width, weight and
    /// slant — swaps a face inside its family and changes nothing else. A name whose copies do not agree *moves*:
    /// its preferred copy decides which family holds it, so deciding it builds the families again, and a search that
    /// a moving name's families or copies could answer decides them all first (see ``isTouched(families:faces:)``).
    final class PendingCopies: @unchecked Sendable {
        /// One name's copies: where they lie in the catalog's listed order, and where the preferred one goes.
        struct Group: Sendable {
            /// The positions in the listed faces of the copies fontconfig chooses among (all on one side of the
            /// given paths), in the catalog's fixed order.
            let copies: Range<Int>
            /// Whether copies from the other side follow, so that the choice is ``CopyChoice/given``.
            let isGiven: Bool
            /// The position of the name's family in the listed families, and of its face in that family.
            let family: Int
            let face: Int
            /// Whether the copies build different families, so that the preferred one decides the family.
            let moves: Bool
        }

        /// What deciding every pending name gives: the catalog's final orders.
        struct Decided: Sendable {
            let allFaces: [FontFace]
            let faces: [FontFace]
            let families: [Family]
            /// The position in `families` of each family by primary name, when moving names make it differ from the
            /// position in the listed families; `nil` when the two orders are the same.
            let familyIndexByName: [String: Int]?

            /// The decided family that the listed family `listed`, at `position` of the listed families, becomes.
            func family(_ listed: Family, at position: Int) -> Family {
                guard let familyIndexByName else { return families[position] }
                return familyIndexByName[listed.name].map { families[$0] } ?? listed
            }
        }

        private let groups: [String: Group]
        /// The positions in the listed families of the families that hold a pending name that does not move.
        private let families: Set<Int>
        /// The primary family names of every copy of a moving name: the families that deciding them can change.
        let movingFamilyNames: Set<String>
        /// Every copy of every moving name, in the listed order.
        let movingCopies: [FontFace]
        private let configuration: FontconfigConfiguration
        private let lock = Lock()
        /// The offset within its copies of each decided name's rendered copy; `nil` when fontconfig renders none.
        private var offsets: [String: Int?] = [:]
        private var decided: Decided?

        init(groups: [String: Group], movingCopies: [FontFace], configuration: FontconfigConfiguration) {
            self.groups = groups
            self.families = Set(groups.values.filter { !$0.moves }.map(\.family))
            self.movingFamilyNames = Set(movingCopies.map(\.family))
            self.movingCopies = movingCopies
            self.configuration = configuration
        }

        /// Whether deciding the moving names could change the answer of a search that matches the listed families
        /// `families`, or whose names `faceMatches` accepts of a face: when one of those families holds a copy of a
        /// moving name, or one copy matches on its own.
        func isTouched(families: [Family], faces faceMatches: (FontFace) -> Bool) -> Bool {
            guard !movingCopies.isEmpty else { return false }
            return families.contains { movingFamilyNames.contains($0.name) }
                || movingCopies.contains(where: faceMatches)
        }

        /// The pending names fontconfig has not been asked about yet, sorted.
        var undecidedNames: [String] {
            lock.withLock { groups.keys.filter { offsets[$0] == nil }.sorted() }
        }

        /// The group of `name`, or `nil` when its copy is not pending.
        func group(of name: String) -> Group? {
            groups[name]
        }

        /// Whether the family at `position` of the listed families holds a pending name.
        func holdsFamily(_ position: Int) -> Bool {
            families.contains(position)
        }

        /// The position in the listed faces of the copy of `name` that the catalog prefers, deciding it first.
        func preferred(_ name: String, in group: Group, listed: [FontFace]) -> (position: Int, choice: CopyChoice) {
            let rendered: Int? = lock.withLock { offset(of: name, in: group, listed: listed) }
            let choice: CopyChoice = group.isGiven ? .given : rendered == nil ? .order : .fontconfig
            return (group.copies.lowerBound + (rendered ?? 0), choice)
        }

        /// The catalog's orders with every pending name decided, computed once.
        func decided(listedFaces: [FontFace], families: [Family]) -> Decided {
            lock.withLock {
                if let decided { return decided }
                var allFaces = listedFaces
                var families = families
                var changed: [Int: [FontFace]] = [:]
                configuration.expectRenderedFaces(groups.count - offsets.count)
                for (name, group) in groups {
                    guard let offset = offset(of: name, in: group, listed: listedFaces), offset > 0 else { continue }
                    let winner = allFaces.remove(at: group.copies.lowerBound + offset)
                    allFaces.insert(winner, at: group.copies.lowerBound)
                    if !group.moves {
                        changed[group.family, default: families[group.family].faces][group.face] = winner
                    }
                }
                for (position, faces) in changed {
                    // A winner takes the place of another copy of its own name: the names stay distinct.
                    families[position] = Family(
                        name: families[position].name, faces: faces, distinctPostScriptNames: true)
                }
                var familyIndexByName: [String: Int]?
                if !movingCopies.isEmpty {
                    // The preferred copy of a moving name may belong to another of the families its copies build:
                    // those are grouped again, the others kept.
                    let regrouped = families.filter { movingFamilyNames.contains($0.name) }.flatMap(\.faces).map {
                        face in groups[face.postScriptName].map { allFaces[$0.copies.lowerBound] } ?? face
                    }
                    families =
                        (families.filter { !movingFamilyNames.contains($0.name) }
                        + FontCatalog.families(of: regrouped)).sorted { $0.name < $1.name }
                    familyIndexByName = FontCatalog.familyIndexByName(families)
                }
                let decided = Decided(
                    allFaces: allFaces, faces: families.flatMap(\.faces), families: families,
                    familyIndexByName: familyIndexByName)
                self.decided = decided
                return decided
            }
        }

        /// The offset of `name`'s rendered copy, asking fontconfig the first time; call with the lock held.
        private func offset(of name: String, in group: Group, listed: [FontFace]) -> Int? {
            if let known = offsets[name] { return known }
            let position = FontCatalog.renderedCopy(among: group.copies, of: listed, configuration: configuration)
            let found = position.map { $0 - group.copies.lowerBound }
            offsets[name] = .some(found)  // kept when nil: fontconfig renders none of the copies
            return found
        }
    }
}
