public import FontFamilyKit

/// A declared face whose installed font says another weight, slant or width than the declaration, with the face
/// CSS font matching (``FontMatcher``) picks for the declared style within the installed family.
///
/// It is an error (``StyleDisagreement/isError``) when matching picks a different face — `NotoSans-Medium` filed under semibold
/// while `NotoSans-SemiBold` is installed — and a note when it picks the same one: Roboto's Thin says weight 250,
/// and for thin (100) no face of Roboto is nearer.
///
/// ```text
/// 'NotoSans-Medium' is weight 500; for semibold (600) this family has 'NotoSans-SemiBold': declare that face
/// there, or file 'NotoSans-Medium' under weight 500.
/// 'Roboto-Thin' is weight 250, not thin (100) as declared; it is still the face of this family nearest to thin
/// (100).
/// ```
public struct StyleDisagreement: Hashable, Sendable, CustomStringConvertible {
    /// The face as the family declares it.
    public let declared: DeclaredFace
    /// The installed face with the declared PostScript name.
    public let installed: FontFace
    /// The installed face of the same family that CSS font matching picks for the declared width, weight and slant.
    public let match: FontFace

    /// A disagreement with every property given.
    public init(declared: DeclaredFace, installed: FontFace, match: FontFace) {
        self.declared = declared
        self.installed = installed
        self.match = match
    }

    /// `true` when font matching for the declared style picks another face than the declared one: the declaration
    /// files a face under a style that another installed face has.
    public var isError: Bool { match != installed }

    /// The disagreement in one sentence, both values named: what the font says, and what was declared.
    public var description: String {
        let name = DisplayText.quoted(installed.postScriptName)
        let differences = Self.differences(declared, installed)
        let says = Self.joined(differences.map(\.installed))
        let asked = differences.map(\.declared).joined(separator: " ")
        guard isError else {
            return "\(name) is \(says), not \(asked) as declared; it is still the face of this family nearest to "
                + "\(asked)."
        }
        return "\(name) is \(says); for \(asked) this family has \(DisplayText.quoted(match.postScriptName)): "
            + "declare that face there, or file \(name) under \(says)."
    }

    /// `true` when `installed` says another weight, slant (italic and oblique count as one) or width than
    /// `declared`. Weights within one unit are equal: fontconfig's scale does not keep fractions exactly.
    static func disagree(_ declared: DeclaredFace, _ installed: FontFace) -> Bool {
        !differences(declared, installed).isEmpty
    }

    /// Each property on which the two disagree, in words, width first: `(semibold (600), weight 500)`.
    private static func differences(
        _ declared: DeclaredFace,
        _ installed: FontFace
    ) -> [(declared: String, installed: String)] {
        var differences: [(declared: String, installed: String)] = []
        if declared.width != installed.width {
            differences.append((named(declared.width.name, declared.width.description), "width \(installed.width)"))
        }
        if abs(declared.weight.value - installed.weight.value) >= 1 {
            differences.append((named(declared.weight.name, declared.weight.description), "weight \(installed.weight)"))
        }
        if declared.slant.isSlanted != installed.slant.isSlanted {
            differences.append((declared.slant.rawValue, installed.slant.rawValue))
        }
        return differences
    }

    /// `semibold (600)` for a named value, the number alone otherwise.
    private static func named(_ name: String, _ number: String) -> String {
        name == number ? number : "\(name.lowercased()) (\(number))"
    }

    /// `weight 500`, `weight 500 and upright`, `width 75%, weight 500 and upright`.
    private static func joined(_ parts: [String]) -> String {
        guard parts.count > 1, let last = parts.last else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + last
    }
}
