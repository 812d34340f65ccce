/// The `name` table: Windows platform, Unicode BMP encoding, every string in UTF-16BE.
enum NameTable {
    /// US English.
    static let english: UInt16 = 0x0409

    static func data(_ font: FixtureFont) -> [UInt8] {
        var records: [(language: UInt16, nameID: UInt16, value: String)] = [
            (english, 1, font.familyName),
            (english, 2, font.styleName),
            (english, 3, font.uniqueName),
            (english, 4, font.fullName),
            (english, 6, font.postScriptName),
        ]
        if let family = font.typographicFamilyName { records.append((english, 16, family)) }
        if let style = font.typographicStyleName { records.append((english, 17, style)) }
        if let prefix = font.variationsPostScriptNamePrefix { records.append((english, 25, prefix)) }
        for name in VariationTables.names(font) { records.append((english, name.nameID, name.value)) }
        for localized in font.localizedNames {
            records.append((localized.windowsLanguageID, 1, localized.familyName))
            if font.typographicFamilyName != nil {
                records.append((localized.windowsLanguageID, 16, localized.familyName))
            }
            if let style = localized.styleName {
                records.append((localized.windowsLanguageID, 2, style))
                if font.typographicStyleName != nil { records.append((localized.windowsLanguageID, 17, style)) }
            }
        }
        // Records are sorted by platform, encoding, language and name ID; a later duplicate replaces an earlier one.
        var unique: [UInt32: String] = [:]
        for record in records { unique[UInt32(record.language) << 16 | UInt32(record.nameID)] = record.value }
        let keys = unique.keys.sorted()

        var storage = ByteBuffer()
        var table = ByteBuffer()
        table.u16(0)
        table.u16(clamping: keys.count)
        table.u16(clamping: 6 + keys.count * 12)
        for key in keys {
            let encoded = utf16BigEndian(unique[key] ?? "")
            table.u16(3)
            table.u16(1)
            table.u16(UInt16(truncatingIfNeeded: key >> 16))
            table.u16(UInt16(truncatingIfNeeded: key))
            table.u16(clamping: encoded.count)
            table.u16(clamping: storage.count)
            storage.append(encoded)
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
