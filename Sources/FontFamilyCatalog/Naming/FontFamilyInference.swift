public import FontFamilyKit

extension FontFamily {
    /// Why no ``/FontFamilyKit/FontFamily`` descriptor reproduces a family's PostScript names.
    public struct InferenceFailure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The primary family name, such as `Gill Sans`.
        public let family: String
        /// One sentence naming the face or faces that break every rule the descriptor can express.
        public let reason: String

        /// A failure for `family` with `reason`.
        public init(family: String, reason: String) {
            self.family = family
            self.reason = reason
        }

        /// `Family: reason`.
        public var description: String { "\(DisplayText.escaped(family)): \(reason)" }
    }

    /// The descriptor whose ``/FontFamilyKit/FontFamily/faces`` are exactly the family's faces — same PostScript names, widths, weights and
    /// slants — inferred from the names: base name, separator, weight table, italic rule and width naming; with
    /// ``/FontFamilyKit/FontFamily/axes`` when a font of `variableFonts` belongs to the family, even where static files of the same names are
    /// installed beside it and win: the table names the faces, the axes give the weights between them.
    ///
    /// ```swift
    /// if let family = catalog.family(named: "Gill Sans") {
    ///     let gillSans = try FontFamily.inferred(from: family)
    ///     gillSans.postScriptName(weight: .semiBold, slant: .italic)  // "GillSans-SemiBoldItalic"
    /// }
    /// if let family = catalog.family(named: "Duo Sans") {
    ///     let duoSans = try FontFamily.inferred(from: family, variableFonts: catalog.variableFonts)
    ///     print(duoSans.axes ?? [:])  // wght 100–900, from DuoSans-Roman[wght].ttf and DuoSans-Italic[wght].ttf
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - family: The installed family.
    ///   - variableFonts: Variable fonts, such as ``FontCatalog/variableFonts``; those whose file holds a face of
    ///     the family or whose ``VariableFont/family`` is its name give the descriptor their axes, each tag's range
    ///     spanning every such font's. None unless given.
    /// - Throws: ``InferenceFailure`` when no rule reproduces every name, with the reason.
    public static func inferred(
        from family: FontCatalog.Family,
        variableFonts: [VariableFont] = []
    ) throws(InferenceFailure) -> FontFamily {
        var inference = FamilyInference(family: family)
        var descriptor = try inference.run()
        let files = Set(family.faces.map(\.file))
        let fonts = variableFonts.filter { files.contains($0.file) || $0.family == family.name }
        guard !fonts.isEmpty else { return descriptor }
        var axes = AxisRanges([])
        for axis in fonts.flatMap(\.axes) {
            let bounds = axes[axis.tag].map { min($0.lowerBound, axis.minimum)...max($0.upperBound, axis.maximum) }
            axes[axis.tag] = bounds ?? axis.range
        }
        descriptor.axes = axes
        return descriptor
    }
}

/// The steps of ``/FontFamilyKit/FontFamily/inferred(from:variableFonts:)``, each of which may give up with a reason.
private struct FamilyInference {
    let family: FontCatalog.Family
    let separator: String

    init(family: FontCatalog.Family) {
        self.family = family
        self.separator = family.faces.contains { $0.postScriptName.contains("-") } ? "-" : ""
    }

    private func fail(_ reason: String) -> FontFamily.InferenceFailure {
        FontFamily.InferenceFailure(family: family.name, reason: reason)
    }

    mutating func run() throws(FontFamily.InferenceFailure) -> FontFamily {
        let faces = family.faces
        guard !faces.isEmpty else { throw fail("The family has no faces.") }
        let slants = Set(faces.map(\.slant)).subtracting([.upright])
        guard slants.count <= 1 else { throw fail("The family mixes italic and oblique faces.") }
        let slant = slants.first ?? .upright

        let byWidth = Dictionary(grouping: faces, by: \.width)
        let referenceWidth =
            byWidth[.normal] != nil
            ? FontWidth.normal
            : byWidth.max { lhs, rhs in (lhs.value.count, rhs.key) < (rhs.value.count, lhs.key) }?.key ?? .normal
        let referenceFaces = byWidth[referenceWidth] ?? []
        let base = try baseName(of: referenceFaces)

        var weights: [FontWeight: FontFamily.WeightSuffix] = [:]
        var italicSuffixes: [FontWeight: String] = [:]
        for face in referenceFaces {
            let suffix = self.suffix(of: face.postScriptName, base: base)
            if face.slant == .upright {
                if weights[face.weight] != nil {
                    throw fail("Two upright faces have weight \(face.weight); a descriptor names one face per weight.")
                }
                weights[face.weight] = .suffix(suffix)
            } else {
                if italicSuffixes[face.weight] != nil {
                    throw fail("Two slanted faces have weight \(face.weight); a descriptor names one face per weight.")
                }
                italicSuffixes[face.weight] = suffix
            }
        }
        let italicOnly = Set(italicSuffixes.keys.filter { weights[$0] == nil })
        for weight in italicOnly { weights[weight] = "" }
        var italic = inferItalic(weights: &weights, italicSuffixes: italicSuffixes, slant: slant)
        italic.italicOnly = italicOnly
        let widths = try inferWidths(
            byWidth: byWidth,
            reference: referenceWidth,
            base: base,
            weights: &weights,
            italic: italic
        )
        let descriptor = FontFamily(base, weights: weights, italic: italic, widths: widths, separator: separator)
        try verify(descriptor)
        return descriptor
    }

    /// The base name shared by the reference width's faces.
    private func baseName(of faces: [FontFace]) throws(FontFamily.InferenceFailure) -> String {
        let names = faces.map(\.postScriptName)
        if !separator.isEmpty {
            let prefixes = Set(names.map(prefix(of:)))
            guard prefixes.count == 1, let base = prefixes.first else {
                let listed = DisplayText.list(prefixes.sorted().map(DisplayText.escaped), limit: 3)
                throw fail("Faces of one width have different base names (\(listed)).")
            }
            return base
        }
        var base = Notation.commonPrefix(names)
        while !base.isEmpty,
            names.contains(where: { name in
                name.dropFirst(base.count).first.map { !($0.isUppercase || $0.isNumber) } ?? false
            })
        {
            base.removeLast()
        }
        return base
    }

    /// The part of `name` before the separator, or all of it.
    private func prefix(of name: String) -> String {
        // The separator is one character, `-`, or none.
        guard let mark = separator.first, let end = name.firstIndex(of: mark) else { return name }
        return String(name[..<end])
    }

    /// The part of `name` after its base and the separator.
    private func suffix(of name: String, base: String) -> String {
        var rest = Substring(name.dropFirst(base.count))
        if rest.hasPrefix(separator) { rest = rest.dropFirst(separator.count) }
        return String(rest)
    }

    /// The italic rule that explains the slanted faces from the upright ones, marking standalone weight suffixes.
    private func inferItalic(
        weights: inout [FontWeight: FontFamily.WeightSuffix],
        italicSuffixes: [FontWeight: String],
        slant: FontSlant
    ) -> FontFamily.ItalicRule {
        guard slant != .upright else { return .none }
        var counts: [String: Int] = [:]
        for (weight, italicSuffix) in italicSuffixes {
            guard case .suffix(let upright) = weights[weight], italicSuffix.count > upright.count,
                italicSuffix.hasPrefix(upright)
            else { continue }
            counts[String(italicSuffix.dropFirst(upright.count)), default: 0] += 1
        }
        let nearestRegular = italicSuffixes.keys.min { abs($0.value - 400) < abs($1.value - 400) }
        let fallback = nearestRegular.flatMap { italicSuffixes[$0] } ?? ""
        let italicSuffix =
            counts.max { lhs, rhs in (lhs.value, rhs.key.count) < (rhs.value, lhs.key.count) }?.key ?? fallback
        var spellings: [FontWeight: String] = [:]
        for (weight, spelled) in italicSuffixes {
            guard case .suffix(let upright) = weights[weight] else { continue }
            if spelled == upright + italicSuffix { continue }
            if spelled == italicSuffix, !upright.isEmpty {
                weights[weight] = .standalone(upright)
            } else {
                spellings[weight] = spelled
            }
        }
        let uprightOnly = Set(weights.keys.filter { italicSuffixes[$0] == nil })
        return FontFamily.ItalicRule(
            suffix: italicSuffix,
            slant: slant,
            uprightOnly: uprightOnly,
            spellings: spellings
        )
    }

    /// The width naming that explains the faces of every other width.
    private func inferWidths(
        byWidth: [FontWidth: [FontFace]],
        reference: FontWidth,
        base: String,
        weights: inout [FontWeight: FontFamily.WeightSuffix],
        italic: FontFamily.ItalicRule
    ) throws(FontFamily.InferenceFailure) -> FontFamily.WidthNaming {
        let allWeights = Set(weights.keys)
        var variants: [FontWidth: FontFamily.WidthVariant] = [:]
        if reference != .normal {
            variants[.normal] = FontFamily.WidthVariant("", weights: [])
            variants[reference] = ""
        }
        var placements: Set<FontFamily.WidthNaming.Placement> = []
        for (width, faces) in byWidth.sorted(by: { $0.key < $1.key }) where width != reference {
            if let stray = faces.first(where: { weights[$0.weight] == nil }) {
                throw fail(
                    "\(DisplayText.escaped(stray.postScriptName)) has weight \(stray.weight), which no \(reference) face has."
                )
            }
            let prefixes = Set(faces.map { prefix(of: $0.postScriptName) })
            let word: String
            if !separator.isEmpty, prefixes != [base] {
                guard prefixes.count == 1, let prefix = prefixes.first, prefix.hasPrefix(base) else {
                    let listed = DisplayText.list(prefixes.sorted().map(DisplayText.escaped), limit: 3)
                    throw fail(
                        "The \(width) faces have base names (\(listed)) that do not extend \(DisplayText.escaped(base))."
                    )
                }
                placements.insert(.base)
                word = String(prefix.dropFirst(base.count))
            } else {
                placements.insert(.suffix)
                word = widthWord(in: faces.map { suffix(of: $0.postScriptName, base: base) }, weights: weights)
                for face in faces where face.slant == .upright {
                    if suffix(of: face.postScriptName, base: base) == word,
                        case .suffix(let text) = weights[face.weight], !text.isEmpty
                    {
                        weights[face.weight] = .standalone(text)
                    }
                }
            }
            let present = Set(faces.map(\.weight))
            variants[width] = FontFamily.WidthVariant(word, weights: present == allWeights ? nil : present)
        }
        guard placements.count <= 1 else {
            throw fail("Some widths are named in the base name and others in the suffix.")
        }
        return FontFamily.WidthNaming(placement: placements.first ?? .suffix, variants: variants)
    }

    /// The word that starts every suffix of one width: their common prefix cut back to a word boundary, or, for a
    /// single face, its suffix without the longest weight suffix it ends with.
    private func widthWord(in suffixes: [String], weights: [FontWeight: FontFamily.WeightSuffix]) -> String {
        if suffixes.count > 1 {
            var word = Notation.commonPrefix(suffixes)
            while !word.isEmpty,
                suffixes.contains(where: { $0.dropFirst(word.count).first.map { !$0.isUppercase } ?? false })
            {
                word.removeLast()
            }
            return word
        }
        let suffix = suffixes.first ?? ""
        let endings = weights.values.compactMap { entry -> String? in
            switch entry {
            case .suffix(let text), .standalone(let text): text.isEmpty ? nil : text
            case .sameFace: nil
            }
        }
        let ending = endings.filter { suffix.hasSuffix($0) }.max { $0.count < $1.count } ?? ""
        return String(suffix.dropLast(ending.count))
    }

    /// Throws unless the descriptor declares exactly the family's faces.
    private func verify(_ descriptor: FontFamily) throws(FontFamily.InferenceFailure) {
        let declared = descriptor.faces
        let installed = family.faces.map {
            DeclaredFace(width: $0.width, weight: $0.weight, slant: $0.slant, postScriptName: $0.postScriptName)
        }
        let declaredSet = Set(declared)
        if let unexplained = installed.first(where: { !declaredSet.contains($0) }) {
            let rule = declared.first {
                $0.width == unexplained.width && $0.weight == unexplained.weight && $0.slant == unexplained.slant
            }
            if let rule {
                throw fail(
                    "\(DisplayText.escaped(unexplained.postScriptName)) breaks the inferred rule, which gives "
                        + "\(DisplayText.escaped(rule.postScriptName)).")
            }
            throw fail(
                "\(DisplayText.escaped(unexplained.postScriptName)) breaks the inferred rule, which declares no \(unexplained.slant.rawValue) "
                    + "face of weight \(unexplained.weight) and width \(unexplained.width)."
            )
        }
        let installedSet = Set(installed)
        if let extra = declared.first(where: { !installedSet.contains($0) }) {
            throw fail(
                "The inferred rule also declares \(DisplayText.escaped(extra.postScriptName)), which is not installed.")
        }
    }
}
