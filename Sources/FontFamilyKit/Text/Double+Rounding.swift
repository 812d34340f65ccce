extension Double {
    /// The integer nearest to the value, halves away from zero (`2.5` gives `3`, `-2.5` gives `-3`, `-0.25` gives
    /// `-0.0`): what `rounded()` gives, bit for bit, infinities and NaN included, computed with integer conversions
    /// alone. On Linux the standard library's `rounded()` calls C's `round`, which lives in libm, a library that
    /// nothing links for a program whose only dependency is this module; the conversions are machine instructions.
    package var roundedToNearestOrAwayFromZero: Double {
        // From 2^52 on every double is an integer; an infinity or NaN (which fails the comparison) is its own rounding.
        guard magnitude < 0x1p52 else { return self }
        // Below 2^52 both the truncation and the difference are exact.
        let truncated = Double(Int64(self))
        let fraction = self - truncated
        if fraction >= 0.5 { return truncated + 1 }
        if fraction <= -0.5 { return truncated - 1 }
        // A zero keeps the value's sign, as `rounded()` keeps it.
        return truncated == 0 ? (sign == .minus ? -0.0 : 0.0) : truncated
    }
}
