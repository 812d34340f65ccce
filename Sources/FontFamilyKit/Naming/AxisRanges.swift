extension FontFamily {
    /// The design space a variable family declares: a range on each axis it varies, in the axes' own units.
    ///
    /// ```swift
    /// let inter: FontFamily.AxisRanges = [.weight: 100...900, .opticalSize: 14...32]
    /// inter[.weight]                                        // 100...900
    /// inter.coordinates(weight: 650, slant: .upright, width: .normal)  // wght 650
    /// print(inter)                                          // wght 100–900, opsz 14–32
    /// ```
    ///
    /// A request speaks to the registered axes only: weight to `wght`, width to `wdth`, slant to `ital` (1 for a
    /// slanted request) and `slnt` (0 upright; the range's most slanted end, its lower bound, for a slanted
    /// request). Optical size and a font's own axes are stated for the record and left at the font's defaults.
    public struct AxisRanges: Hashable, Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
        /// One axis and the values the family declares on it.
        public struct AxisRange: Hashable, Sendable {
            /// The axis, such as ``VariationTag/weight``.
            public var tag: VariationTag
            /// The values declared, in the axis's units: OpenType weight for `wght`, percent for `wdth`.
            public var bounds: ClosedRange<Double>

            /// The range `bounds` on the axis `tag`.
            public init(tag: VariationTag, bounds: ClosedRange<Double>) {
                self.tag = tag
                self.bounds = bounds
            }
        }

        /// The ranges in order, each tag once.
        public private(set) var ranges: [AxisRange]

        /// The given ranges, in order; a later range for a tag already given replaces the earlier one.
        public init(_ ranges: [AxisRange]) {
            self.ranges = []
            for range in ranges { self[range.tag] = range.bounds }
        }

        /// The given ranges, in the literal's order.
        public init(dictionaryLiteral elements: (VariationTag, ClosedRange<Double>)...) {
            self.init(elements.map { AxisRange(tag: $0.0, bounds: $0.1) })
        }

        /// The range declared on axis `tag`, or `nil` when the family does not vary along it; setting `nil` removes
        /// the axis.
        public subscript(tag: VariationTag) -> ClosedRange<Double>? {
            get { ranges[axis: tag] }
            set { ranges[axis: tag] = newValue }
        }

        /// The tags declared, in order.
        public var tags: [VariationTag] { ranges.map(\.tag) }

        /// The point a request asks for, on the axes it speaks to that the family declares: `wght` the weight,
        /// `wdth` the width's percentage, `ital` 1 when slanted and 0 when upright, `slnt` 0 when upright and the
        /// declared range's lower bound when slanted. The values are not checked against the ranges
        /// (``contains(_:)`` does that).
        ///
        /// - Parameters:
        ///   - weight: The weight.
        ///   - slant: The slant.
        ///   - width: The width.
        public func coordinates(weight: FontWeight, slant: FontSlant, width: FontWidth) -> VariationCoordinates {
            var point = VariationCoordinates([])
            for range in ranges {
                switch range.tag {
                case .weight: point[.weight] = weight.value
                case .width: point[.width] = width.percentage
                case .italic: point[.italic] = slant.isSlanted ? 1 : 0
                case .slant: point[.slant] = slant.isSlanted ? range.bounds.lowerBound : 0
                default: break
                }
            }
            return point
        }

        /// `true` when every value of `coordinates` lies within the range declared for its axis; a value on an
        /// axis the family does not declare is outside.
        public func contains(_ coordinates: VariationCoordinates) -> Bool {
            coordinates.values.allSatisfy { self[$0.tag]?.contains($0.value) ?? false }
        }

        /// Each tag and range, separated by commas: `wght 100–900, wdth 75–100`; a one-value range is written as
        /// its value.
        public var description: String {
            ranges.map { range in
                let (low, high) = (range.bounds.lowerBound, range.bounds.upperBound)
                let values = low == high ? Notation.number(low) : Notation.number(low) + "–" + Notation.number(high)
                return "\(range.tag) \(values)"
            }.joined(separator: ", ")
        }
    }
}

extension FontFamily.AxisRanges.AxisRange: AxisKeyed {
    var axisValue: ClosedRange<Double> {
        get { bounds }
        set { bounds = newValue }
    }

    init(tag: VariationTag, axisValue: ClosedRange<Double>) {
        self.init(tag: tag, bounds: axisValue)
    }
}
