/// Which copy of a PostScript name that several faces carry comes first: the one fontconfig renders, else a fixed
/// order.
extension FontCatalog {
    /// The position among `copies` of `faces` of the copy of one PostScript name that fontconfig renders for it —
    /// what `fc-match :postscriptname=NAME` gives, which weighs `fontversion`, format and coverage as no fixed order
    /// can — or `nil` when fontconfig renders none of them (it does not know instances this catalog named by that
    /// name), which then keep the fixed order.
    static func renderedCopy(
        among copies: Range<Int>, of faces: [FontFace], configuration: FontconfigConfiguration
    ) -> Int? {
        guard let rendered = configuration.renderedFace(forPostScriptName: faces[copies.lowerBound].postScriptName)
        else { return nil }
        return copies.first {
            faces[$0].file == rendered.file && faces[$0].index == rendered.index
                && faces[$0].namedInstance == rendered.namedInstance
        }
    }

    /// Whether the copies of one name take the same place in the same family — family, width, weight and slant
    /// agree — so that deciding which is preferred swaps a face inside its family and moves no face to another one
    /// (``PendingCopies``).
    static func buildSameFamily(_ copies: ArraySlice<FontFace>) -> Bool {
        guard let first = copies.first else { return true }
        return copies.dropFirst().allSatisfy {
            $0.family == first.family && $0.width == first.width && $0.weight == first.weight && $0.slant == first.slant
        }
    }

    /// Total order of listed faces: PostScript name, then ``precedesAmongOneName(_:_:)``.
    static func precedes(_ lhs: FontFace, _ rhs: FontFace) -> Bool {
        if lhs.postScriptName != rhs.postScriptName { return lhs.postScriptName < rhs.postScriptName }
        return precedesAmongOneName(lhs, rhs)
    }

    /// The order of faces that answer to one name: format rank, then static faces before named instances before
    /// other variable faces, then upright before slanted (the upright and italic files of a variable family give
    /// their instances the same names on fontconfig 2.14), then the width nearest to normal and the weight nearest
    /// to regular — the face fontconfig's default request (`FcDefaultSubstitute`) matches, so a name that all
    /// instances of a variable file share is its Regular, as `fc-match` says, not its Thin — then path, then index,
    /// then instance.
    static func precedesAmongOneName(_ lhs: FontFace, _ rhs: FontFace) -> Bool {
        if lhs.format.rank != rhs.format.rank { return lhs.format.rank < rhs.format.rank }
        if lhs.kind != rhs.kind { return kindRank(lhs.kind) < kindRank(rhs.kind) }
        if lhs.slant != rhs.slant { return lhs.slant < rhs.slant }
        let normal = FontWidth.normal.percentage
        let (leftWidth, rightWidth) = (abs(lhs.width.percentage - normal), abs(rhs.width.percentage - normal))
        if leftWidth != rightWidth { return leftWidth < rightWidth }
        let regular = FontWeight.regular.value
        let (leftWeight, rightWeight) = (abs(lhs.weight.value - regular), abs(rhs.weight.value - regular))
        if leftWeight != rightWeight { return leftWeight < rightWeight }
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.index != rhs.index { return lhs.index < rhs.index }
        return (lhs.namedInstance ?? 0) < (rhs.namedInstance ?? 0)
    }

    static func kindRank(_ kind: FontFace.Kind) -> Int {
        switch kind {
        case .static: 0
        case .namedInstance: 1
        case .variable: 2
        }
    }
}
