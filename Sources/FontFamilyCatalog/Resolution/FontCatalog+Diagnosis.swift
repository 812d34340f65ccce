import StringDistance

extension FontCatalog {
    /// Why `name` is not an installed PostScript name, or `nil` when it is.
    ///
    /// Only a miss costs more than one dictionary lookup: the diagnosis then searches for white space around an
    /// installed name, a case-only difference, a family name, any of a face's full names, another name of a family
    /// (a legacy family name names only the faces that carry it), an installed family whose PostScript names
    /// start like `name` (and whether it has the style the rest of the name asks for), the nearest installed names,
    /// and what fontconfig would substitute.
    ///
    /// ```swift
    /// catalog.diagnose(postScriptName: "SourceSansPro-SemiBoldIt")?.problem
    /// // .caseDiffers(installed: "SourceSansPro-SemiboldIt")
    /// ```
    public func diagnose(postScriptName name: String) -> FontDiagnosis? {
        diagnose(postScriptName: name, substituting: true)
    }

    /// Why `name` is not an installed PostScript name, or `nil` when it is; without fontconfig's substitute (no
    /// `FcFontMatch`) unless `substituting`, which is all that differs from ``diagnose(postScriptName:)``.
    package func diagnose(postScriptName name: String, substituting: Bool) -> FontDiagnosis? {
        guard face(postScriptName: name) == nil else { return nil }
        return diagnosis(for: name, style: nil, substituting: substituting)
    }

    /// The diagnosis of a name that is not installed; `style` is what the name was declared to be, if known. In a
    /// catalog with platform font lists it names their platforms and has no substitute: no fontconfig substitutes on
    /// the platform the code runs on. Nor has it one unless `substituting`.
    func diagnosis(
        for name: String, style declared: RequestedStyle?, substituting: Bool = true
    ) -> FontDiagnosis {
        let platforms = platforms
        return FontDiagnosis(
            name: name,
            problem: problem(with: name, style: declared),
            substitute: platforms.isEmpty && substituting ? fontconfigSubstitute(forPostScriptName: name) : nil,
            substituteRequest: .postScriptName,
            platforms: platforms,
            otherFonts: otherFonts
        )
    }

    /// The installed family whose faces' PostScript names share the longest prefix that `name` starts with, and
    /// the rest of `name` after that prefix and a separator.
    func recognizedFamily(in name: String) -> (family: Family, suffix: String)? {
        var best: (family: Int, prefix: String, count: Int)?
        for (position, entry) in nameIndex.familyPrefixes.enumerated() {
            guard let (prefix, count) = entry, count > (best?.count ?? 0), name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(count)
            guard rest.first.map({ $0 == "-" || $0 == "_" || $0.isUppercase }) ?? true else { continue }
            best = (position, prefix, count)
        }
        guard let best else { return nil }
        var suffix = Substring(name.dropFirst(best.count))
        if let first = suffix.first, first == "-" || first == "_" { suffix = suffix.dropFirst() }
        return (families[best.family], String(suffix))
    }

    /// The face CSS matching chooses for `name` among the faces of the family it names, if the family is installed
    /// and the rest of the name is a style (or `style` says which).
    func fallbackFace(for name: String, style declared: RequestedStyle?) -> FontFace? {
        guard let (family, suffix) = recognizedFamily(in: name),
            let style = declared ?? RequestedStyle(suffix: suffix)
        else { return nil }
        return FontMatcher.bestMatch(in: family.faces, width: style.width, weight: style.weight, slant: style.slant)
    }

    private func problem(with name: String, style declared: RequestedStyle?) -> FontDiagnosis.Problem {
        let start = name.firstIndex { !$0.isWhitespace } ?? name.endIndex
        let end = name.lastIndex { !$0.isWhitespace }.map(name.index(after:)) ?? start
        let trimmed = String(name[start..<max(start, end)])
        if !trimmed.isEmpty, trimmed != name {
            // No PostScript name has white space at its ends: the name without it is what to diagnose.
            if face(postScriptName: trimmed) != nil { return .surroundingWhiteSpace(installed: trimmed) }
            return problem(with: trimmed, style: declared)
        }
        if let design = AppleSystemFontDesign(spelledBy: name) { return .appleSystemFont(design: design) }
        // Each lookup gives the first face or family, in catalog order, that a walk over all of them would find.
        let index = nameIndex
        if let installed = index.faceByLowercasedPostScriptName[name.lowercased()] {
            return .caseDiffers(installed: faces[installed].postScriptName)
        }
        let key = SearchKey.normalize(name)
        let primaryFamily = family(named: name) ?? index.familyByPrimaryKey[key].map { families[$0] }
        if let primaryFamily {
            return .familyName(family: primaryFamily.name, faces: likeliestFirst(primaryFamily.faces))
        }
        let carriers = index.facesByFamilyNameKey[key] ?? []
        if let problem = fullNameProblem(with: name, key: key, carriers: carriers) { return problem }
        if let problem = otherFamilyNameProblem(with: name, key: key, carriers: carriers) { return problem }
        if let problem = styleProblem(with: name, style: declared) { return problem }
        return .notInstalled(suggestions: suggestions(for: name))
    }

    /// The problem of `name` (whose search key is `key`) when it is the full name of a face, spelled as the face
    /// spells it or otherwise; `carriers` are the faces that carry a family name with that key.
    private func fullNameProblem(with name: String, key: String, carriers: [Int]) -> FontDiagnosis.Problem? {
        let index = nameIndex
        // A legacy family name as the font spells it (`NotoSerifTamilSlanted Thin`) is one, even where a full name
        // with other spacing has its key (`Noto Serif Tamil Slanted Thin`).
        let isFamilyName = carriers.contains { position in
            self.faces(postScriptName: faces[position].postScriptName).contains { copy in
                copy.familyNames.contains { $0.name == name }
            }
        }
        guard let face = index.faceByFullName[name] ?? (isFamilyName ? nil : index.faceByFullNameKey[key]) else {
            return nil
        }
        // `NotoSansBold` for `Noto Sans Bold`: a full name with other spacing is no full name a platform finds; only
        // fontconfig, which ignores white space, does.
        let postScriptName = faces[face].postScriptName
        let fullName =
            self.faces(postScriptName: postScriptName).lazy.flatMap(\.fullNames)
            .first { SearchKey.normalize($0.name) == key }?.name ?? name
        guard index.faceByFullName[name] == nil, fullName.lowercased() != name.lowercased() else {
            return .fullName(postScriptName: postScriptName)
        }
        return .fullNameSpelledDifferently(fullName: fullName, postScriptName: postScriptName)
    }

    /// The problem of `name` when it is another name of a family — a legacy family name (`Noto Sans Georgian ExtCond
    /// Med`), a localized one: it names the faces that carry it (in any of their copies), which is where fontconfig
    /// goes, and the family only when all do. Faces of other families may carry it too (Noto Rashi Hebrew's Black is
    /// also named `Noto Serif Hebrew Blk`): then it names all of them, the one fontconfig draws first.
    private func otherFamilyNameProblem(with name: String, key: String, carriers: [Int]) -> FontDiagnosis.Problem? {
        let index = nameIndex
        guard
            let position = index.familyByAnyKey[key]
                ?? carriers.first.flatMap({ face in index.familyFaceRanges.firstIndex { $0.contains(face) } })
        else { return nil }
        let family = families[position]
        let carrying = carriers.map { faces[$0] }
        let ownFaces = carriers.filter(index.familyFaceRanges[position].contains).count
        guard !carrying.isEmpty, ownFaces < family.faces.count || ownFaces < carrying.count,
            let installed = self.faces(postScriptName: carrying[0].postScriptName).lazy.flatMap(\.familyNames)
                .first(where: { SearchKey.normalize($0.name) == key })
        else { return .familyName(family: family.name, faces: likeliestFirst(family.faces)) }
        var names = likeliestFirst(carrying)
        if ownFaces < carrying.count, platformFontLists.isEmpty,
            let drawn = fontconfigSubstitute(forFamily: name)?.postScriptName,
            let first = names.firstIndex(of: drawn)
        {
            names.insert(names.remove(at: first), at: 0)
        }
        return .familyName(family: installed.name, faces: names)
    }

    /// The problem of `name` when it starts with an installed family's PostScript prefix: a face of that family
    /// named otherwise, or a style the family lacks.
    private func styleProblem(with name: String, style declared: RequestedStyle?) -> FontDiagnosis.Problem? {
        guard let (family, suffix) = recognizedFamily(in: name),
            var style = declared ?? RequestedStyle(suffix: suffix)
        else { return nil }
        if declared == nil, RequestedStyle.width(in: suffix) == nil,
            !family.faces.contains(where: { $0.width == .normal }),
            let width = Set(family.faces.map(\.width)).min(by: {
                abs($0.percentage - 100) < abs($1.percentage - 100)
            })
        {
            // A family of one width names it in the part of its names all faces share (`OpenSansCondensed-`): a
            // suffix without a width word asks for that width.
            style.width = width
        }
        let styleName = style.name(in: family.faces)
        if let face = family.faces.first(where: style.matches) {
            return .namedDifferently(family: family.name, style: styleName, installed: face.postScriptName)
        }
        return .styleMissing(family: family.name, style: styleName, faces: family.faces)
    }

    /// The nearest installed PostScript names to `name`, at most `limit`: first the faces whose PostScript names start
    /// like those of the family whose name comes closest to `name`'s part before the first `-`
    /// (``closestFamilies(to:limit:)``), whatever family they belong to (Open Sans Condensed's `OpenSans-CondensedBold`
    /// beside Open Sans's `OpenSans-Bold`), then the other names within a third of `name`'s length in edits; each
    /// group nearest first, compared ignoring case over the first 64 characters, a swap of two adjacent letters
    /// counting as one edit. A face is suggested by the nearest of its PostScript name and the aliases that resolve
    /// to it within that third (`Inter_700wght`, fontconfig's name for the variable instance of `Inter-Bold`).
    /// A face whose alias starts like them is one of them: `Inter-Display`, fontconfig's name for a face of Inter
    /// Display (`InterDisplay-Regular`), comes first for `Inter-Dsiplay`, before Inter's `Inter-Regular`.
    ///
    /// The other names are compared only when the first group gives fewer than `limit` names, and a name whose
    /// length alone puts it out of reach is skipped before any comparison.
    func suggestions(for name: String, limit: Int = 3) -> [String] {
        let index = nameIndex
        let needle = EditDistance.Needle(
            index.symbols(of: name.lowercased().prefix(64)), symbolCount: index.symbolCount)
        let threshold = max(2, needle.count / 3)
        /// The nearest of a face's names (the first of them at equal distance) if it is at most `cutoff` edits away,
        /// an alias at most `threshold` too.
        func nearestName(ofFace position: Int, cutoff: Int) -> (distance: Int, name: String)? {
            var nearest: (distance: Int, name: String)?
            let candidates = index.faceCandidates[position]
            for candidate in candidates {
                let reach = candidate == candidates.lowerBound ? cutoff : min(cutoff, threshold)
                let range = index.candidateRanges[candidate]
                guard abs(range.count - needle.count) <= reach else { continue }
                let distance = needle.distance(to: index.candidateSymbols[range])
                if distance <= reach, distance < nearest?.distance ?? .max {
                    nearest = (distance, index.candidateNames[candidate])
                }
            }
            return nearest
        }
        var sameStart: Set<Int> = []
        if let family = closestFamilyPositions(to: String(name.prefix { $0 != "-" }), limit: 1).first {
            let familyFaces = index.familyFaceRanges[family]
            sameStart.formUnion(familyFaces)
            for prefix in Set(familyFaces.map { NameIndex.postScriptPrefix(faces[$0].postScriptName) }) {
                sameStart.formUnion(index.facesByPostScriptPrefix[prefix] ?? [])
            }
        }
        var scored: [(rank: Int, distance: Int, name: String)] = sameStart.compactMap { position in
            nearestName(ofFace: position, cutoff: .max).map { (0, $0.distance, $0.name) }
        }
        if scored.count < limit {
            // The faces that start alike come first: other names matter only when they are fewer than `limit`.
            for position in faces.indices where !sameStart.contains(position) {
                if let (distance, name) = nearestName(ofFace: position, cutoff: threshold) {
                    scored.append((1, distance, name))
                }
            }
        }
        return scored.sorted { ($0.rank, $0.distance, $0.name) < ($1.rank, $1.distance, $1.name) }.prefix(limit).map(
            \.name)
    }

    /// The PostScript names of `faces`, those a reader most likely meant first: normal width (then the nearest,
    /// narrower before wider), upright (then italic, then oblique), the weight nearest to regular (heavier first
    /// at equal distance, so Bold comes before Thin), and otherwise in family order.
    private func likeliestFirst(_ faces: [FontFace]) -> [String] {
        let slantRank: [FontSlant: Int] = [.upright: 0, .italic: 1, .oblique: 2]
        func key(_ face: FontFace) -> (Double, Double, Int, Double, Double) {
            (
                abs(face.width.percentage - FontWidth.normal.percentage), face.width.percentage,
                slantRank[face.slant] ?? 3,
                abs(face.weight.value - FontWeight.regular.value), -face.weight.value
            )
        }
        return faces.enumerated().sorted { a, b in
            let (ka, kb) = (key(a.element), key(b.element))
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element.postScriptName)
    }
}
