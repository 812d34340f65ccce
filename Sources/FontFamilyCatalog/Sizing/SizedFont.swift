public import FontFamilyKit

/// A face at a point size, ready to draw: what ``FontCatalog/font(_:size:boldText:fallback:)`` and its text-style
/// forms give (Swash's `of(size:)` and `of(textStyle:defaultSize:maxSize:)`, with `maxSize` spelled `maximumSize`).
///
/// A sized font never hides a substitution: ``resolution`` says whether ``face`` is exactly the face asked for or a
/// reported fallback, with the diagnosis. Sizing matches within the family by default, as every platform does: a
/// headline (semi-bold) in a family without a semi-bold face is drawn in its Bold, and says so; pass
/// `fallback: .none` to throw instead.
///
/// ```swift
/// let font = try catalog.font(StyledFamily(.gillSans), weight: .semiBold, slant: .italic, size: 17)
/// font.face.postScriptName   // "GillSans-SemiBoldItalic"
/// font.pangoDescription      // "Gill Sans Semi-Bold Italic 17"
/// font.cssFont               // "italic 600 17px \"Gill Sans\""
/// ```
public struct SizedFont: Hashable, Sendable, CustomStringConvertible {
    /// How the font asked for resolved: ``FontResolution/exact(_:)``, ``FontResolution/variable(_:)`` (a variable
    /// family's font at the request's coordinates) or ``FontResolution/fallback(_:_:)``, never missing.
    public let resolution: FontResolution
    /// The face to draw with: the exact face, the variable font at coordinates, or the reported fallback.
    public let face: FontFace
    /// The size in points (Apple's points, which CSS calls pixels).
    public let pointSize: Double
    /// The text style the size came from; `nil` for a size given directly.
    public let textStyle: TextStyle?
    /// The content size category the size was computed for (after a type scale's override); `nil` for a size
    /// given directly.
    public let category: ContentSizeCategory?
    /// The mapping ``bolder(in:)`` uses: the styled family's own, else ``/FontFamilyKit/BoldTextMapping/default``.
    public let boldTextMapping: BoldTextMapping
    /// The family's fallback fonts, after the face itself; see ``cascade``.
    private let fallbacks: [String]

    /// A sized font of `face`, which `resolution` gave (exactly or as a fallback).
    init(
        face: FontFace,
        resolution: FontResolution,
        pointSize: Double,
        textStyle: TextStyle? = nil,
        category: ContentSizeCategory? = nil,
        boldTextMapping: BoldTextMapping = .default,
        fallbacks: [String] = []
    ) {
        self.resolution = resolution
        self.face = face
        self.pointSize = pointSize
        self.textStyle = textStyle
        self.category = category
        self.boldTextMapping = boldTextMapping
        self.fallbacks = fallbacks
    }

    /// `true` when ``face`` is exactly the face asked for.
    public var isExact: Bool { resolution.isExact }

    /// The cascade list to draw text with: the face's PostScript name, then the family's ``/FontFamilyKit/StyledFamily/cascade``
    /// without repeating the face.
    /// Pass it to ``FontCatalog/coverage(of:cascade:)`` to see which face draws each character.
    public var cascade: [String] { [face.postScriptName] + fallbacks.filter { $0 != face.postScriptName } }

    /// The same font for a reader who turned on "Bold Text": the face of ``boldTextMapping``'s bolder weight among the
    /// installed faces of the face's family with its slant and width, or this font when none is bolder.
    ///
    /// With Gill Sans' installed weights: regular → bold, bold → extraBold (800), extraBold → extraBold. The bolder
    /// face is installed, so it resolves exactly, unless this font was a fallback: then the fallback's diagnosis is
    /// kept, because the face first asked for is still not installed.
    public func bolder(in catalog: FontCatalog) -> SizedFont {
        guard let family = catalog.family(named: face.family) else { return self }
        return bolder(among: family.faces)
    }

    /// ``bolder(in:)`` among the given faces of the face's family.
    func bolder(among faces: [FontFace]) -> SizedFont {
        let candidates = faces.filter { $0.width == face.width && $0.slant.isSlanted == face.slant.isSlanted }
        let weight = boldTextMapping.bolder(face.weight, installed: candidates.map(\.weight))
        guard weight != face.weight, let bolderFace = candidates.first(where: { $0.weight == weight }) else {
            return self
        }
        let bolderResolution: FontResolution =
            resolution.diagnosis.map { .fallback(bolderFace, $0) } ?? .exact(bolderFace)
        return SizedFont(
            face: bolderFace,
            resolution: bolderResolution,
            pointSize: pointSize,
            textStyle: textStyle,
            category: category,
            boldTextMapping: boldTextMapping,
            fallbacks: fallbacks
        )
    }

    /// The PostScript name and size, then how it resolved: `GillSans-SemiBold 17 pt (exact)`,
    /// `DuoSans_650wght 17 pt (variable at wght 650)`, or `GillSans-UltraBold 17 pt (fallback: …)` with the
    /// diagnosis.
    public var description: String {
        let head = "\(DisplayText.escaped(face.postScriptName)) \(Notation.points(pointSize)) pt"
        if case .variable = resolution {
            return head + " (variable at \(face.coordinates?.description ?? "its default"))"
        }
        guard let diagnosis = resolution.diagnosis else { return head + " (exact)" }
        return head + " (fallback: " + diagnosis.description + ")"
    }
}
