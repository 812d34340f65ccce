/// Points added to a scaled size for each size class your app defines, such as a screen size (MBFontAdapter's
/// per-device increments); a size class not listed adds nothing.
///
/// ```swift
/// enum Screen: Hashable, Sendable { case compact, regular, large }
/// let increments: SizeClassIncrements<Screen> = [.regular: 2, .large: 3]
/// increments.apply(to: 17, for: .large)  // 20
/// ```
public struct SizeClassIncrements<SizeClass: Hashable & Sendable>: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// The increment in points of each size class listed.
    public var increments: [SizeClass: Double]

    /// Increments of `increments[sizeClass]` points.
    public init(_ increments: [SizeClass: Double]) {
        self.increments = increments
    }

    /// Increments written as a dictionary, such as `[.regular: 2, .large: 3]`.
    public init(dictionaryLiteral elements: (SizeClass, Double)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The increment of `sizeClass` in points, 0 when it is not listed.
    public subscript(sizeClass: SizeClass) -> Double {
        increments[sizeClass] ?? 0
    }

    /// `size` plus the increment of `sizeClass`.
    public func apply(to size: Double, for sizeClass: SizeClass) -> Double {
        size + self[sizeClass]
    }
}
