extension EditDistance {
    /// A needle of at most 64 characters prepared once for comparison with many names, by Myers' bit-parallel
    /// algorithm with Hyyrö's extension to swaps of adjacent characters (one machine word per column instead of a
    /// column of the table): ``distance(to:)`` equals ``EditDistance/between(_:_:)`` and ``distanceWithin(_:)``
    /// equals ``EditDistance/within(_:_:)`` on the same characters.
    ///
    /// Characters are numbered symbols (`0..<symbolCount`), as a font catalog's name index numbers them; a
    /// needle character with no symbol (`nil`) equals no character of the names it is compared with.
    package struct Needle {
        /// How many characters the needle has.
        package let count: Int
        /// For each symbol, the positions in the needle where it occurs, as bits.
        private let masks: [UInt64]

        /// The state of the table after some characters of a name: the vertical differences of its last column
        /// (+1 in `positive`, −1 in `negative`), where it equals the column before it one row up (`diagonal`), the
        /// positions in the needle of the name's last character (`previous`), the score of the needle's last
        /// character there, and the best such score so far.
        private struct Column {
            var positive: UInt64
            var negative: UInt64 = 0
            var diagonal: UInt64 = 0
            var previous: UInt64 = 0
            var score: Int
            var best: Int
        }

        /// The needle `symbols` (its first 64 are kept) for names over the symbols `0..<symbolCount`.
        package init(_ symbols: [UInt32?], symbolCount: Int) {
            let kept = symbols.prefix(64)
            var masks = [UInt64](repeating: 0, count: symbolCount)
            for (position, symbol) in kept.enumerated() {
                if let symbol { masks[Int(symbol)] |= 1 << UInt64(position) }
            }
            self.count = kept.count
            self.masks = masks
        }

        /// The edit distance between the needle and `text`, a swap of adjacent characters counting as one edit.
        package func distance(to text: ArraySlice<UInt32>) -> Int {
            guard count > 0 else { return text.count }
            var column = start
            masks.withUnsafeBufferPointer { masks in
                for symbol in text { advance(&column, masks[Int(symbol)], topRowStep: 1) }
            }
            return column.score
        }

        /// The fewest edits that make the needle occur somewhere inside `text` (skipping characters of `text` before
        /// and after the match is free).
        func distanceWithin(_ text: ArraySlice<UInt32>) -> Int {
            guard count > 0 else { return 0 }
            var column = start
            masks.withUnsafeBufferPointer { masks in
                for symbol in text { advance(&column, masks[Int(symbol)], topRowStep: 0) }
            }
            return column.best
        }

        /// ``distanceWithin(_:)`` of each name of `texts` (ranges of `symbols`), sorted so that each shares
        /// `sharedPrefixes[i]` symbols with the one before it: the columns of a shared start are computed once.
        package func distancesWithin(_ texts: [Range<Int>], sharedPrefixes: [Int], symbols: [UInt32]) -> [Int] {
            guard count > 0 else { return texts.map { _ in 0 } }
            let longest = texts.reduce(0) { max($0, $1.count) }
            // The column after each character of the current name: the next name resumes after the start it shares.
            var columns = [Column](repeating: start, count: longest + 1)
            var distances = [Int](repeating: 0, count: texts.count)
            masks.withUnsafeBufferPointer { masks in
                symbols.withUnsafeBufferPointer { symbols in
                    columns.withUnsafeMutableBufferPointer { columns in
                        for (position, text) in texts.enumerated() {
                            var depth = sharedPrefixes[position]
                            var column = columns[depth]
                            for symbol in symbols[(text.lowerBound + depth)..<text.upperBound] {
                                advance(&column, masks[Int(symbol)], topRowStep: 0)
                                depth += 1
                                columns[depth] = column
                            }
                            distances[position] = column.best
                        }
                    }
                }
            }
            return distances
        }

        /// The column before any character of a name: the needle's first `count` characters each cost one edit.
        private var start: Column {
            Column(positive: count == 64 ? ~0 : (1 << UInt64(count)) - 1, score: count, best: count)
        }

        /// Moves `column` past one character of the name, whose positions in the needle are `equal`. The top row of
        /// the table grows by `topRowStep` a character: 1 to compare whole names, 0 when a match may start anywhere.
        ///
        /// Hyyrö (2003): a cell equals the one diagonally above it where the characters are equal, where a step
        /// down or across falls, or where the needle's two characters up to it are the name's last two swapped and
        /// the cell diagonally above did not equal its own diagonal neighbour (so the swap saves an edit).
        @inline(__always)
        private func advance(_ column: inout Column, _ equal: UInt64, topRowStep: UInt64) {
            let last: UInt64 = 1 << UInt64(count - 1)
            let swapped = ((~column.diagonal & equal) << 1) & column.previous
            let diagonal =
                (((equal & column.positive) &+ column.positive) ^ column.positive) | equal | column.negative | swapped
            var horizontalPositive = column.negative | ~(diagonal | column.positive)
            var horizontalNegative = column.positive & diagonal
            // The two are never set at one position, so the bottom row's step is their difference there: no branch,
            // which the score's rise and fall would mispredict at every other character.
            column.score += (horizontalPositive & last != 0 ? 1 : 0) - (horizontalNegative & last != 0 ? 1 : 0)
            horizontalPositive = (horizontalPositive << 1) | topRowStep
            horizontalNegative <<= 1
            column.positive = horizontalNegative | ~(diagonal | horizontalPositive)
            column.negative = horizontalPositive & diagonal
            column.diagonal = diagonal
            column.previous = equal
            column.best = min(column.best, column.score)
        }
    }
}
