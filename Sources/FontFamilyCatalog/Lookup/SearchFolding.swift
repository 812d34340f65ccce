/// Folds text as family-name search compares it: without case, diacritics or width, with the answers of Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)` but from tables of
/// its own (`SearchFolding+Table.swift`, which `.ci/folding` writes from Unicode's data), so that the catalog links
/// no ICU.
///
/// Text folds a cluster at a time, as CoreFoundation's `CFStringFold` does: a scalar, folded by the table, and the
/// scalars after it that extend a grapheme (combining marks, variation selectors …). A cluster that folds to Latin,
/// Greek or Cyrillic (below U+0510) loses them, which is what makes `e\u{301}` and `é` both `e`; any other keeps
/// them, sorted by combining class, except that an extending scalar below U+0510 right after a scalar the folding
/// leaves as it is goes.
enum SearchFolding {
    /// `text` folded.
    static func fold(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars.lazy.map(\.value))
        var folded = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let first = scalars[index]
            index += 1
            let mapped = folding(of: first)
            var cluster = mapped ?? [first]
            // U+0000 ends a cluster at once: the scalar after it starts one of its own.
            guard first != 0 else {
                append(cluster, to: &folded)
                continue
            }
            if cluster[0] < 0x510 {
                while index < scalars.count, isExtending(scalars[index]) { index += 1 }
                append(cluster, to: &folded)
                continue
            }
            // A halfwidth or fullwidth form counts as folded even where it stays as it is.
            if mapped == nil, !(0xFF00...0xFFEF).contains(first), index < scalars.count, isExtending(scalars[index]) {
                if scalars[index] >= 0x510 { cluster += decomposition(of: scalars[index]) }
                index += 1
            }
            while index < scalars.count, isExtending(scalars[index]) {
                cluster += decomposition(of: scalars[index])
                index += 1
            }
            append(reordered(cluster), to: &folded)
        }
        return String(folded)
    }

    /// Appends `cluster`'s scalars to `folded`.
    private static func append(_ cluster: [UInt32], to folded: inout String.UnicodeScalarView) {
        for value in cluster {
            if let scalar = Unicode.Scalar(value) { folded.append(scalar) }
        }
    }

    /// What `scalar` folds to on its own, or `nil` when the folding leaves it as it is.
    static func folding(of scalar: UInt32) -> [UInt32]? {
        if scalar < 0x80 { return (0x41...0x5A).contains(scalar) ? [scalar + 0x20] : nil }
        return position(of: scalar, in: foldedScalars).map { unpacked(foldings[$0]) }
    }

    /// The canonical decomposition of the extending scalar `scalar` (most are their own).
    private static func decomposition(of scalar: UInt32) -> [UInt32] {
        position(of: scalar, in: decomposedMarks).map { unpacked(markDecompositions[$0]) } ?? [scalar]
    }

    /// `cluster` sorted by combining class, stably, its first scalar too, as `CFStringFold` orders a cluster it keeps
    /// whole.
    private static func reordered(_ cluster: [UInt32]) -> [UInt32] {
        guard cluster.count > 1 else { return cluster }
        // The standard library's classes, for the scalars of Unicode 15.0, which `CFStringFold`'s data holds.
        func combiningClass(_ value: UInt32) -> UInt8 {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age, age.major <= 15,
                age.major < 15 || age.minor == 0
            else { return 0 }
            return scalar.properties.canonicalCombiningClass.rawValue
        }
        return cluster.enumerated()
            .sorted { (combiningClass($0.element), $0.offset) < (combiningClass($1.element), $1.offset) }
            .map(\.element)
    }

    /// Up to three scalars of 21 bits each, the first in the lowest bits.
    private static func unpacked(_ packed: UInt64) -> [UInt32] {
        var packed = packed
        var scalars: [UInt32] = []
        while packed != 0 {
            scalars.append(UInt32(packed & 0x1F_FFFF))
            packed >>= 21
        }
        return scalars
    }

    /// The position of `scalar` in the sorted `table`, if it is there.
    private static func position(of scalar: UInt32, in table: [UInt32]) -> Int? {
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        return low < table.count && table[low] == scalar ? low : nil
    }

    /// Whether `scalar` extends a grapheme (a combining mark, a variation selector, an emoji modifier …).
    static func isExtending(_ scalar: UInt32) -> Bool {
        // The number of ranges that start at or below `scalar`; the last of them holds it, if any does.
        var low = 0
        var high = extendingRanges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if extendingRanges[2 * middle] <= scalar { low = middle + 1 } else { high = middle }
        }
        return low > 0 && scalar <= extendingRanges[2 * low - 1]
    }
}
