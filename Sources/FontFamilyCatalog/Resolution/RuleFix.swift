public import FontFamilyKit

extension FontFamilyResolution {
    /// One change to a rule of the descriptor — its italic suffix, one entry of its suffix table or one word of its
    /// width naming — that names
    /// the installed faces several failing declared faces meant, found from the names the diagnoses point to.
    ///
    /// A wrong rule fails every face it writes; a fix says what to change once, instead of a "write NAME" per face
    /// for names the user never wrote:
    ///
    /// ```text
    /// FontFamily 'NotoSans' writes its italics with the suffix 'It' (NotoSans-It, NotoSans-BoldIt), but the
    /// installed ones end in 'Italic' (NotoSans-Italic, NotoSans-BoldItalic): change the italic rule's suffix to
    /// "Italic".
    /// ```
    public struct RuleFix: Hashable, Sendable, CustomStringConvertible {
        /// What to change.
        public enum Change: Hashable, Sendable {
            /// The italic (or oblique) rule's suffix, from `declared` to `installed`.
            case italicSuffix(declared: String, installed: String)
            /// The suffix table's entry for `weight`, from `declared` to `installed`.
            case weightSuffix(weight: FontWeight, declared: String, installed: String)
            /// The width naming's word for `width`, from `declared` to `installed`.
            case widthWord(width: FontWidth, declared: String, installed: String)
        }

        /// The descriptor's base name.
        public let baseName: String
        /// What to change.
        public let change: Change
        /// The declared names the change corrects, in the descriptor's order.
        public let declaredNames: [String]
        /// The installed names they become, in the same order.
        public let installedNames: [String]

        /// One sentence: what the descriptor writes, what is installed, and the change.
        public var description: String {
            let base = DisplayText.quoted(baseName)
            let declared = DisplayText.list(declaredNames.map(DisplayText.escaped))
            let installed = DisplayText.list(installedNames.map(DisplayText.escaped))
            switch change {
            case .italicSuffix(let old, let new):
                return
                    "FontFamily \(base) writes its italics with the suffix \(DisplayText.quoted(old)) (\(declared)), "
                    + "but the installed ones end in \(DisplayText.quoted(new)) (\(installed)): change the italic "
                    + "rule's suffix to \(SwiftLiteral.string(new))."
            case .weightSuffix(let weight, let old, let new):
                let literal = SwiftLiteral.weight(weight)
                return "FontFamily \(base) writes weight \(weight.name.lowercased()) (\(weight)) as "
                    + "\(DisplayText.quoted(old)) (\(declared)), but the installed faces write \(DisplayText.quoted(new)) "
                    + "(\(installed)): change the suffix table's entry to \(literal): \(SwiftLiteral.string(new))."
            case .widthWord(let width, let old, let new):
                let literal = SwiftLiteral.width(width)
                return "FontFamily \(base) writes width \(width.name.lowercased()) (\(width)) as "
                    + "\(DisplayText.quoted(old)) (\(declared)), but the installed faces write \(DisplayText.quoted(new)) "
                    + "(\(installed)): change the width naming's word to \(literal): \(SwiftLiteral.string(new))."
            }
        }
    }

    /// The rule changes that explain the failing faces whose diagnoses name the installed face meant (a face named
    /// differently or in another case): the italic suffix when the names differ only after it, a suffix-table
    /// entry when they differ only in the weight's part, the width naming's word when they differ only within it. Faces no such change explains keep their own diagnoses.
    public var ruleFixes: [RuleFix] {
        var order: [RuleFix.Change] = []
        var pairs: [RuleFix.Change: [(declared: String, installed: String)]] = [:]
        for face in unresolved {
            guard let installed = face.resolution.diagnosis.flatMap(Self.installedName(in:)),
                let change = change(from: face.declared, to: installed)
            else { continue }
            if pairs[change] == nil { order.append(change) }
            pairs[change, default: []].append((face.declared.postScriptName, installed))
        }
        return order.map { change in
            let matched = pairs[change] ?? []
            return RuleFix(
                baseName: family.baseName, change: change, declaredNames: matched.map(\.declared),
                installedNames: matched.map(\.installed))
        }
    }

    /// The failing faces' diagnoses that no ``ruleFixes`` entry explains, in the descriptor's order.
    public var diagnosesBesideRuleFixes: [FontDiagnosis] {
        let fixed = Set(ruleFixes.flatMap(\.declaredNames))
        return unresolved.filter { !fixed.contains($0.declared.postScriptName) }.compactMap(\.resolution.diagnosis)
    }

    /// The installed name a diagnosis says to write instead, when it names exactly one.
    private static func installedName(in diagnosis: FontDiagnosis) -> String? {
        switch diagnosis.problem {
        case .namedDifferently(_, _, let installed), .caseDiffers(let installed): installed
        default: nil
        }
    }

    /// The rule change that turns `declared`'s name into `installed`, if one does.
    private func change(from declared: DeclaredFace, to installed: String) -> RuleFix.Change? {
        let name = declared.postScriptName
        let rule = family.italic
        let slanted = declared.slant != .upright
        let italicSuffix = slanted ? (rule.spellings[declared.weight] ?? rule.suffix) : ""
        if slanted, rule.spellings[declared.weight] == nil, !italicSuffix.isEmpty, name.hasSuffix(italicSuffix) {
            let stem = name.dropLast(italicSuffix.count)
            if installed.hasPrefix(stem), installed.count > stem.count {
                let new = String(installed.dropFirst(stem.count))
                if new != italicSuffix { return .italicSuffix(declared: italicSuffix, installed: new) }
            }
        }
        if declared.width != .normal, let word = family.widths.word(for: declared.width, weight: declared.weight) {
            return widthChange(in: name, word: word, to: installed, width: declared.width)
        }
        let head = family.baseName + family.separator
        guard declared.width == .normal, case .suffix(let text)? = family.weights[declared.weight], !text.isEmpty,
            name == head + text + italicSuffix, installed.hasPrefix(head), installed.hasSuffix(italicSuffix),
            installed.count > head.count + italicSuffix.count
        else { return nil }
        let new = String(installed.dropFirst(head.count).dropLast(italicSuffix.count))
        return new == text ? nil : .weightSuffix(weight: declared.weight, declared: text, installed: new)
    }

    /// The width word change that turns `name` into `installed`, when the two differ only within `word`'s place in
    /// `name` (after the base name).
    private func widthChange(in name: String, word: String, to installed: String, width: FontWidth)
        -> RuleFix.Change?
    {
        let characters = Array(name)
        let target = Array(installed)
        let wordCharacters = Array(word)
        let base = family.baseName.count
        guard !wordCharacters.isEmpty, characters.count > base,
            let start = (base...(characters.count - wordCharacters.count)).first(where: {
                Array(characters[$0..<($0 + wordCharacters.count)]) == wordCharacters
            })
        else { return nil }
        let end = start + wordCharacters.count
        let tail = characters.count - end
        guard target.count >= start + tail, Array(target.prefix(start)) == Array(characters.prefix(start)),
            Array(target.suffix(tail)) == Array(characters.suffix(tail))
        else { return nil }
        let new = String(target[start..<(target.count - tail)])
        return new == word || new.isEmpty ? nil : .widthWord(width: width, declared: word, installed: new)
    }
}
