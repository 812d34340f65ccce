/// A font's `name` table: the text of each name ID, from the record FreeType would choose for a PostScript name.
struct NameTable: Sendable {
    /// Every record, in the font's order.
    let records: [NameRecord]

    /// The text of name `nameID`, or `nil` when no record has the name or the chosen one does not decode.
    ///
    /// The chosen record is a Windows record for US English (0x409), else the first Windows record, else a Macintosh
    /// Roman record for English (language 0), else the first Macintosh Roman one, else the first Unicode-platform
    /// one. Empty records do not count. One pass over the records, without building lists of candidates.
    func text(_ nameID: Int) -> String? {
        var chosen: (rank: Int, record: NameRecord)?
        for record in records where record.nameID == nameID && !record.bytes.isEmpty {
            guard let rank = Self.rank(of: record), rank < chosen?.rank ?? Int.max else { continue }
            chosen = (rank, record)
            if rank == 0 { break }
        }
        return chosen?.record.text
    }

    /// How early `record` comes in the choice: lower first, the first record of a rank before later ones; `nil` for a
    /// record never chosen.
    private static func rank(of record: NameRecord) -> Int? {
        if record.isWindows { return record.language == 0x409 ? 0 : 1 }
        if record.isMacRoman { return record.language == 0 ? 2 : 3 }
        return record.platform == 0 ? 4 : nil
    }
}
