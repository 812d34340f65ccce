import FontFamilyKit
import Foundation

extension FontCatalog {
    /// The names installed more than once whose preferred copy fontconfig decides, decided when a lookup or a
    /// listing first needs them: a catalog that never shows such a name never asks fontconfig to match it.
    ///
    /// Only names whose copies agree on everything a family is built from — family names, width, weight and slant —
    /// wait here: deciding one swaps a face inside its family and changes nothing else. The catalog decides the
    /// others as it is built.
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
        }

        /// What deciding every pending name gives: the catalog's final orders.
        struct Decided: Sendable {
            let allFaces: [FontFace]
            let faces: [FontFace]
            let families: [Family]
        }

        private let groups: [String: Group]
        /// The positions in the listed families of the families that hold a pending name.
        private let families: Set<Int>
        private let configuration: FontconfigConfiguration
        private let lock = NSLock()
        /// The offset within its copies of each decided name's rendered copy; `nil` when fontconfig renders none.
        private var offsets: [String: Int?] = [:]
        private var decided: Decided?

        init(groups: [String: Group], configuration: FontconfigConfiguration) {
            self.groups = groups
            self.families = Set(groups.values.map(\.family))
            self.configuration = configuration
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
                    changed[group.family, default: families[group.family].faces][group.face] = winner
                }
                for (position, faces) in changed {
                    families[position] = Family(name: families[position].name, faces: faces)
                }
                let decided = Decided(allFaces: allFaces, faces: families.flatMap(\.faces), families: families)
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
