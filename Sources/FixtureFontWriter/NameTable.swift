/// The `name` table: Windows platform, Unicode BMP encoding, every string in UTF-16BE; and a Macintosh Roman record
/// for ``FixtureFont/macintoshFullName``.
enum NameTable {
    /// US English.
    static let english: UInt16 = 0x0409

    /// One record: where it is written (platform, encoding, language), its name ID, and its bytes.
    private struct Record {
        var platform: UInt16 = 3
        var encoding: UInt16 = 1
        let language: UInt16
        let nameID: UInt16
        let bytes: [UInt8]

        /// The order of the table, which is sorted by platform, encoding, language and name ID.
        var key: UInt64 {
            UInt64(platform) << 48 | UInt64(encoding) << 32 | UInt64(language) << 16 | UInt64(nameID)
        }
    }

    static func data(_ font: FixtureFont) -> [UInt8] {
        var strings: [(language: UInt16, nameID: UInt16, value: String)] = [
            (english, 1, font.familyName),
            (english, 2, font.styleName),
            (english, 3, font.uniqueName),
            (english, 4, font.fullName),
            (english, 6, font.postScriptName),
        ]
        if let family = font.typographicFamilyName { strings.append((english, 16, family)) }
        if let style = font.typographicStyleName { strings.append((english, 17, style)) }
        if let prefix = font.variationsPostScriptNamePrefix { strings.append((english, 25, prefix)) }
        for name in VariationTables.names(font) { strings.append((english, name.nameID, name.value)) }
        for localized in font.localizedNames {
            strings.append((localized.windowsLanguageID, 1, localized.familyName))
            if font.typographicFamilyName != nil {
                strings.append((localized.windowsLanguageID, 16, localized.familyName))
            }
            if let style = localized.styleName {
                strings.append((localized.windowsLanguageID, 2, style))
                if font.typographicStyleName != nil { strings.append((localized.windowsLanguageID, 17, style)) }
            }
        }
        var records = strings.map { Record(language: $0.language, nameID: $0.nameID, bytes: utf16BigEndian($0.value)) }
        if let fullName = font.macintoshFullName {
            let ascii = fullName.unicodeScalars.map { $0.isASCII ? UInt8($0.value) : UInt8(ascii: "?") }
            records.append(Record(platform: 1, encoding: 0, language: 0, nameID: 4, bytes: ascii))
        }
        // Records are sorted by platform, encoding, language and name ID; a later duplicate replaces an earlier one.
        var unique: [UInt64: Record] = [:]
        for record in records { unique[record.key] = record }
        let sorted = unique.keys.sorted().compactMap { unique[$0] }

        var storage = ByteBuffer()
        var table = ByteBuffer()
        table.u16(0)
        table.u16(clamping: sorted.count)
        table.u16(clamping: 6 + sorted.count * 12)
        for record in sorted {
            table.u16(record.platform)
            table.u16(record.encoding)
            table.u16(record.language)
            table.u16(record.nameID)
            table.u16(clamping: record.bytes.count)
            table.u16(clamping: storage.count)
            storage.append(record.bytes)
        }
        table.append(storage.bytes)
        return table.bytes
    }

    /// Every UTF-16 code unit of `string`, high byte first: lossless for any Swift string.
    static func utf16BigEndian(_ string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf16.count * 2)
        for unit in string.utf16 {
            bytes.append(UInt8(truncatingIfNeeded: unit >> 8))
            bytes.append(UInt8(truncatingIfNeeded: unit))
        }
        return bytes
    }
}
