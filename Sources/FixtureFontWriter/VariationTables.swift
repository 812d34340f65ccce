/// The tables that make a fixture a variable font: `fvar` (axes and named instances) and a `gvar` in which no
/// glyph varies, so FreeType accepts the font while every instance keeps the default outlines.
enum VariationTables {
    /// The first name ID free for font-specific names.
    private static let firstNameID = 256

    /// The `name` records the variation tables refer to: each axis name, then each instance's style name, then
    /// each instance's PostScript name; none for a static font.
    static func names(_ font: FixtureFont) -> [(nameID: UInt16, value: String)] {
        guard !font.variationAxes.isEmpty else { return [] }
        var names: [(nameID: UInt16, value: String)] = []
        for (index, axis) in font.variationAxes.enumerated() {
            names.append((axisNameID(index), axis.name))
        }
        for (index, instance) in font.namedInstances.enumerated() {
            names.append((styleNameID(index, font), instance.styleName))
            if let postScriptName = instance.postScriptName {
                names.append((postScriptNameID(index, font), postScriptName))
            }
        }
        return names
    }

    /// Version 1.0: one 20-byte record per axis, then one record per instance, with a PostScript name ID when any
    /// instance has a PostScript name (0xFFFF for those that have none).
    static func fvar(_ font: FixtureFont) -> [UInt8] {
        let axes = font.variationAxes
        let withPostScriptNames = font.namedInstances.contains { $0.postScriptName != nil }
        var table = ByteBuffer()
        table.u16(1)  // majorVersion
        table.u16(0)  // minorVersion
        table.u16(16)  // axesArrayOffset
        table.u16(2)  // reserved
        table.u16(clamping: axes.count)
        table.u16(20)  // axisSize
        table.u16(clamping: font.namedInstances.count)
        table.u16(clamping: 4 + axes.count * 4 + (withPostScriptNames ? 2 : 0))  // instanceSize
        for (index, axis) in axes.enumerated() {
            table.tag(axis.tag)
            table.u32(fixed(axis.minimum))
            table.u32(fixed(axis.defaultValue))
            table.u32(fixed(axis.maximum))
            table.u16(0)  // flags
            table.u16(axisNameID(index))
        }
        for (index, instance) in font.namedInstances.enumerated() {
            table.u16(styleNameID(index, font))
            table.u16(0)  // flags
            for (axisIndex, axis) in axes.enumerated() {
                let coordinates = instance.coordinates
                table.u32(fixed(axisIndex < coordinates.count ? coordinates[axisIndex] : axis.defaultValue))
            }
            if withPostScriptNames {
                table.u16(instance.postScriptName == nil ? 0xFFFF : postScriptNameID(index, font))
            }
        }
        return table.bytes
    }

    /// Version 1.0 with no shared tuples and short offsets, all zero: no glyph has variation data.
    static func gvar(_ font: FixtureFont, glyphs: GlyphMap) -> [UInt8] {
        let dataOffset = UInt32(20 + (glyphs.glyphCount + 1) * 2)
        var table = ByteBuffer()
        table.u16(1)  // majorVersion
        table.u16(0)  // minorVersion
        table.u16(clamping: font.variationAxes.count)
        table.u16(0)  // sharedTupleCount
        table.u32(dataOffset)  // sharedTuplesOffset
        table.u16(clamping: glyphs.glyphCount)
        table.u16(0)  // flags: 16-bit offsets
        table.u32(dataOffset)  // glyphVariationDataArrayOffset
        for _ in 0...glyphs.glyphCount { table.u16(0) }
        return table.bytes
    }

    private static func axisNameID(_ index: Int) -> UInt16 {
        UInt16(clamping: firstNameID + index)
    }

    private static func styleNameID(_ index: Int, _ font: FixtureFont) -> UInt16 {
        UInt16(clamping: firstNameID + font.variationAxes.count + index)
    }

    private static func postScriptNameID(_ index: Int, _ font: FixtureFont) -> UInt16 {
        UInt16(clamping: firstNameID + font.variationAxes.count + font.namedInstances.count + index)
    }

    /// A 16.16 fixed-point number, rounded to the nearest representable value and clamped to its range.
    private static func fixed(_ value: Double) -> UInt32 {
        let scaled = (value * 65536).rounded()
        let clamped = scaled.isNaN ? 0 : min(max(scaled, Double(Int32.min)), Double(Int32.max))
        return UInt32(bitPattern: Int32(clamped))
    }
}
