public import FontFamilyKit

/// A face as font matching sees it: width, weight and slant.
public protocol MatchableFace {
    /// The width (CSS `font-stretch`).
    var width: FontWidth { get }
    /// The weight (CSS `font-weight`).
    var weight: FontWeight { get }
    /// The slant (CSS `font-style`).
    var slant: FontSlant { get }
}

extension FontFace: MatchableFace {}
extension DeclaredFace: MatchableFace {}

/// The CSS Fonts Level 4 font-matching algorithm (§5.2 "Matching font styles"), over any faces.
///
/// Width is narrowed first, then style, then weight, each step keeping only the faces closest to the request:
///
/// - **width**: the desired width, then, when it is at most 100%, narrower widths from the nearest down and then
///   wider ones from the nearest up; above 100%, wider first, then narrower;
/// - **style**: italic tries italic, oblique, upright; oblique tries oblique, italic, upright; upright tries
///   upright, oblique, italic;
/// - **weight**: the desired weight, then — for 400 to 500 — heavier weights up to 500 ascending, lighter weights
///   descending, heavier than 500 ascending; below 400, lighter descending then heavier ascending; above 500,
///   heavier ascending then lighter descending.
///
/// ```swift
/// let faces = [450, 500].map {
///     DeclaredFace(width: .normal, weight: FontWeight(Double($0)), slant: .upright, postScriptName: "Face\($0)")
/// }
/// FontMatcher.bestMatch(in: faces, weight: 480)?.postScriptName  // "Face500"
/// ```
public enum FontMatcher {
    /// The face the algorithm chooses for the request, or `nil` when `faces` is empty.
    ///
    /// Among faces equal in width, slant and weight the first in `faces` wins, so the result is deterministic.
    ///
    /// - Parameters:
    ///   - faces: The candidates, such as one family's faces.
    ///   - width: The desired width; normal unless given.
    ///   - weight: The desired weight.
    ///   - slant: The desired style; upright unless given.
    public static func bestMatch<Face: MatchableFace>(
        in faces: [Face],
        width: FontWidth = .normal,
        weight: FontWeight,
        slant: FontSlant = .upright
    ) -> Face? {
        guard let chosenWidth = widthOrder(desired: width, available: faces.map(\.width)).first else { return nil }
        let sameWidth = faces.filter { $0.width == chosenWidth }
        guard let chosenSlant = slantOrder(desired: slant).first(where: { s in sameWidth.contains { $0.slant == s } })
        else { return nil }
        let sameSlant = sameWidth.filter { $0.slant == chosenSlant }
        guard let chosenWeight = weightOrder(desired: weight, available: sameSlant.map(\.weight)).first else {
            return nil
        }
        return sameSlant.first { $0.weight == chosenWeight }
    }

    /// The available widths in the order §5.2 tries them for `desired`, without duplicates.
    public static func widthOrder(desired: FontWidth, available: [FontWidth]) -> [FontWidth] {
        let widths = Set(available)
        let exact = widths.filter { $0 == desired }
        let narrower = widths.filter { $0 < desired }.sorted(by: >)
        let wider = widths.filter { $0 > desired }.sorted()
        return Array(exact) + (desired <= .normal ? narrower + wider : wider + narrower)
    }

    /// The slants in the order §5.2 tries them for `desired`.
    public static func slantOrder(desired: FontSlant) -> [FontSlant] {
        switch desired {
        case .italic: [.italic, .oblique, .upright]
        case .oblique: [.oblique, .italic, .upright]
        case .upright: [.upright, .oblique, .italic]
        }
    }

    /// The available weights in the order §5.2 tries them for `desired`, without duplicates.
    public static func weightOrder(desired: FontWeight, available: [FontWeight]) -> [FontWeight] {
        let weights = Set(available)
        let exact = weights.filter { $0 == desired }
        let lighter = weights.filter { $0 < desired }.sorted(by: >)
        let heavier = weights.filter { $0 > desired }.sorted()
        if desired >= .regular && desired <= .medium {
            let upToMedium = heavier.filter { $0 <= .medium }
            let aboveMedium = heavier.filter { $0 > .medium }
            return Array(exact) + upToMedium + lighter + aboveMedium
        }
        return Array(exact) + (desired < .regular ? lighter + heavier : heavier + lighter)
    }
}
