public import FontFamilyCatalog

/// Renders ``/FontFamilyKit/FontFamily`` descriptors as Swift source: an `extension FontFamily` with one `static let` per family.
///
/// ```swift
/// if let family = catalog.family(named: "Gill Sans") {
///     print(FontFamilyRenderer.render(["Gill Sans": try FontFamily.inferred(from: family)]))
/// }
/// // import FontFamilyKit
/// //
/// // extension FontFamily {
/// //     /// Gill Sans: 9 faces.
/// //     static let gillSans = FontFamily(
/// //         "GillSans",
/// //         weights: [.light: "Light", .regular: "", …],
/// //         italic: .italic("Italic", except: [.extraBold])
/// //     )
/// // }
/// ```
///
/// Output is deterministic: families sorted by name, table entries by weight or width, and member names unique and
/// distinct from `FontFamily`'s own members.
public enum FontFamilyRenderer {
    /// Swift source declaring each descriptor as a static member named after its family name (`Gill Sans` →
    /// `gillSans`), with a doc comment giving the family name and face count.
    ///
    /// - Parameters:
    ///   - descriptors: Family name → descriptor.
    ///   - includingImport: Whether the source starts with `import FontFamilyKit`; `true` unless given.
    ///   - access: The access level of each `static let`; `internal` unless given.
    public static func render(
        _ descriptors: [String: FontFamily], includingImport: Bool = true, access: AccessLevel = .internal
    ) -> String {
        let sorted = descriptors.sorted { $0.key < $1.key }
        let members = SwiftIdentifier.uniqued(
            reservedNames + sorted.map { SwiftIdentifier.memberName(from: $0.key, fallback: "family") }
        ).dropFirst(reservedNames.count)
        let declarations = zip(sorted, members).map { entry, member in
            declaration(of: entry.value, named: entry.key, member: member, access: access)
        }
        let body = "extension FontFamily {\n" + declarations.joined(separator: "\n") + "}\n"
        return includingImport ? "import FontFamilyKit\n\n" + body : body
    }

    /// `FontFamily`'s own members: a static member of the same name would hide them on every instance
    /// (`FontFamily.roboto.faces` would find a family named `Faces`), so families get a number instead (`faces2`).
    private static let reservedNames = [
        "baseName", "weights", "italic", "widths", "separator", "faceWeights", "faceWeight", "postScriptName", "faces",
        "inferred", "axes", "isVariable", "hash", "hashValue", "init", "self", "Type",
    ]

    private static func declaration(
        of family: FontFamily, named name: String, member: String, access: AccessLevel
    ) -> String {
        var arguments = [
            SwiftLiteral.string(family.baseName),
            "weights: "
                + dictionary(
                    family.weights.sorted { $0.key < $1.key }.map { (SwiftLiteral.weight($0.key), suffix($0.value)) }),
        ]
        if family.italic.slant != .upright { arguments.append("italic: " + italic(family.italic)) }
        if family.widths != .normalOnly { arguments.append("widths: " + widths(family.widths)) }
        if family.separator != "-" { arguments.append("separator: " + SwiftLiteral.string(family.separator)) }
        if let axes = family.axes { arguments.append("axes: " + self.axes(axes)) }
        return """
                /// \(SwiftLiteral.comment(name)): \(Notation.count(family.faces.count, "face", "faces")).
                \(access.declarationPrefix)static let \(member) = FontFamily(
                    \(arguments.joined(separator: ",\n        "))
                )

            """
    }

    /// `[.weight: 100...900, "GRAD": -200...150]`: registered tags as their constants, others as literals.
    private static func axes(_ axes: FontFamily.AxisRanges) -> String {
        let constants: [VariationTag: String] = [
            .weight: ".weight", .width: ".width", .slant: ".slant", .italic: ".italic", .opticalSize: ".opticalSize",
        ]
        let entries = axes.ranges.map { range in
            (
                constants[range.tag] ?? SwiftLiteral.string(range.tag.rawValue),
                Notation.number(range.bounds.lowerBound) + "..." + Notation.number(range.bounds.upperBound)
            )
        }
        return dictionary(entries)
    }

    private static func dictionary(_ entries: [(String, String)]) -> String {
        guard !entries.isEmpty else { return "[:]" }
        return "[" + entries.map { "\($0): \($1)" }.joined(separator: ", ") + "]"
    }

    private static func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }

    private static func suffix(_ suffix: FontFamily.WeightSuffix) -> String {
        switch suffix {
        case .suffix(let text): SwiftLiteral.string(text)
        case .standalone(let text): ".standalone(\(SwiftLiteral.string(text)))"
        case .sameFace(let target): ".sameFace(as: \(SwiftLiteral.weight(target)))"
        }
    }

    private static func italic(_ rule: FontFamily.ItalicRule) -> String {
        var arguments = [SwiftLiteral.string(rule.suffix)]
        if !rule.uprightOnly.isEmpty {
            arguments.append("except: " + array(rule.uprightOnly.sorted().map(SwiftLiteral.weight)))
        }
        if !rule.spellings.isEmpty {
            let entries = rule.spellings.sorted { $0.key < $1.key }.map {
                (SwiftLiteral.weight($0.key), SwiftLiteral.string($0.value))
            }
            arguments.append("spelled: " + dictionary(entries))
        }
        if !rule.italicOnly.isEmpty {
            arguments.append("italicOnly: " + array(rule.italicOnly.sorted().map(SwiftLiteral.weight)))
        }
        switch rule.slant {
        case .oblique: return ".oblique(" + arguments.joined(separator: ", ") + ")"
        case .italic, .upright: return ".italic(" + arguments.joined(separator: ", ") + ")"
        }
    }

    private static func widths(_ naming: FontFamily.WidthNaming) -> String {
        let entries = naming.variants.sorted { $0.key < $1.key }.map { key, variant in
            guard let weights = variant.weights else {
                return (SwiftLiteral.width(key), SwiftLiteral.string(variant.word))
            }
            let value =
                "WidthVariant(\(SwiftLiteral.string(variant.word)), weights: \(array(weights.sorted().map(SwiftLiteral.weight))))"
            return (SwiftLiteral.width(key), value)
        }
        switch naming.placement {
        case .base: return ".inBase(" + dictionary(entries) + ")"
        case .suffix: return ".inSuffix(" + dictionary(entries) + ")"
        }
    }
}
