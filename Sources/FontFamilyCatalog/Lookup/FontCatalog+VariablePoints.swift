#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FontCatalog {
    /// The faces at the point `name` names (`Inter_650wght`) of every variable font that names a point so, the
    /// preferred first; empty for another name. Only names with `_` are read, so a miss costs nothing more for other
    /// names.
    ///
    /// Fonts whose instance names share a prefix — the upright and italic files of one variable family, whose
    /// instances fontconfig 2.14 names alike — name the same points: the preferred is the point in the file
    /// fontconfig draws for the name, as `fc-match :postscriptname=NAME` does, a given font's before a system
    /// font's; without fontconfig, or when it draws none of them, the catalog's fixed order decides (upright before
    /// slanted).
    func variablePoints(named name: String) -> [FontFace] {
        // On the bytes' storage: looking for a character finds every grapheme boundary of the name first, and a
        // generic walk of its UTF-8 view costs as much again.
        var bytes = name
        guard bytes.withUTF8({ $0.contains(UInt8(ascii: "_")) }) else { return [] }
        var points: [FontFace] = []
        for font in variableFonts {
            if let point = font.point(named: name) { points.append(font.face(at: point)) }
        }
        guard points.count > 1 else { return points }
        let given = points.map { FontCatalog.isBelow($0.file, any: givenPaths) }
        var order = points.indices.sorted { lhs, rhs in
            if given[lhs] != given[rhs] { return given[lhs] }
            return FontCatalog.precedesAmongOneName(points[lhs], points[rhs])
        }
        if let configuration, let drawn = renderedPoints.place(of: name, asking: configuration),
            let position = order.firstIndex(where: {
                points[$0].file == drawn.file && points[$0].index == drawn.index && given[$0] == given[order[0]]
            })
        {
            order.insert(order.remove(at: position), at: 0)
        }
        return order.map { points[$0] }
    }

    /// The file and face index fontconfig draws for each point name that several variable fonts give, asked once
    /// per name and kept for the catalog's lifetime.
    final class RenderedPoints: @unchecked Sendable {
        private let lock = Lock()
        private var places: [String: Place?] = [:]

        /// Where fontconfig's face for a name is.
        struct Place: Sendable {
            let file: String
            let index: Int
        }

        /// The place of the face fontconfig matches to the PostScript name `name`, asking `configuration` the first
        /// time; `nil` when it matches none.
        func place(of name: String, asking configuration: FontconfigConfiguration) -> Place? {
            if let known = lock.withLock({ places[name] }) { return known }
            let place = configuration.substitute(for: name, by: .postScriptName).map {
                Place(file: $0.file, index: $0.index)
            }
            lock.withLock { places[name] = .some(place) }
            return place
        }
    }
}
