#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Repeated measurements of one quantity, summarized by median and spread.
struct Samples: Codable, Sendable {
    /// The unit every value is in, such as `ms`, `ns/name` or `MiB`.
    let unit: String
    /// The median.
    let median: Double
    /// The smallest value.
    let min: Double
    /// The largest value.
    let max: Double
    /// The 10th percentile (nearest rank).
    let p10: Double
    /// The 90th percentile (nearest rank).
    let p90: Double
    /// How many values were measured.
    let count: Int

    /// The summary of `values`, which must not be empty.
    init(_ values: [Double], unit: String) {
        let sorted = values.sorted()
        self.unit = unit
        self.count = sorted.count
        self.min = sorted.first ?? 0
        self.max = sorted.last ?? 0
        let middle = sorted.count / 2
        if sorted.isEmpty {
            median = 0
        } else if sorted.count % 2 == 1 {
            median = sorted[middle]
        } else {
            median = (sorted[middle - 1] + sorted[middle]) / 2
        }
        p10 = Samples.percentile(sorted, 0.10)
        p90 = Samples.percentile(sorted, 0.90)
    }

    /// The same samples with every value multiplied by `factor` and put in `unit`.
    func scaled(by factor: Double, unit: String) -> Samples {
        Samples(
            unit: unit, median: median * factor, min: min * factor, max: max * factor, p10: p10 * factor,
            p90: p90 * factor, count: count)
    }

    private init(unit: String, median: Double, min: Double, max: Double, p10: Double, p90: Double, count: Int) {
        self.unit = unit
        self.median = median
        self.min = min
        self.max = max
        self.p10 = p10
        self.p90 = p90
        self.count = count
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
    }

    /// `median unit [min–max, n=count]`, for the text report.
    var summary: String {
        "\(Samples.format(median)) \(unit) [\(Samples.format(min))–\(Samples.format(max)), n=\(count)]"
    }

    /// A number with three significant digits or more, without exponent.
    static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        var text = String(Int((value * pow(10, Double(decimals))).rounded()))
        guard decimals > 0 else { return text }
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        while text.count <= decimals { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
        return (negative ? "-" : "") + text
    }
}
