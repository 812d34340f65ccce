internal import CFontconfig
import Foundation

/// The fonts that can win fontconfig's match of an installed PostScript name, so that a catalog asks fontconfig to
/// compare a few dozen fonts instead of all of them for each name installed more than once.
///
/// fontconfig scores a font's PostScript name by how much of the requested name it starts with, ignoring case,
/// spaces and hyphens (`FcComparePostScript`): every font whose name starts like the whole request scores best,
/// and only what fontconfig compares before the name (such as `variable`) can make another font win. The probe —
/// a request no font's name starts like, so that the name decides nothing — wins on exactly those: it is the face
/// fontconfig prefers before the name is looked at. So when the request completes like the probe's, the winner
/// among the fonts that start like the request, the probe's face and the fonts without a name (which fontconfig
/// does not score by name) is the winner among all fonts whenever it carries the requested name itself;
/// ``FontconfigConfiguration/renderedFace(forPostScriptName:)`` falls back to matching all fonts otherwise.
final class RenderedNameMatch {
    /// Every font of the configuration's sets, in fontconfig's order.
    private let fonts: [OpaquePointer]
    /// Each font's ASCII PostScript name as fontconfig holds it; `nil` for the fonts always compared: those without
    /// an ASCII PostScript name, and the probe's face. Looking through them for each name costs less than sorting an
    /// index of them for a few dozen names.
    private let names: [UnsafePointer<FcChar8>?]
    /// The probe's request without its name, which every request must equal apart from its name.
    private let probeRequest: OpaquePointer

    /// The candidates of `fontSets`, or `nil` when the probe cannot be matched.
    init?(
        fontSets: [UnsafeMutablePointer<FcFontSet>],
        probe: () -> (pattern: OpaquePointer, file: String, index: Int)?
    ) {
        guard let (request, probeFile, probeIndex) = probe() else { return nil }
        FcPatternDel(request, "postscriptname")
        probeRequest = request
        var fonts: [OpaquePointer] = []
        var names: [UnsafePointer<FcChar8>?] = []
        // Read as C strings: this runs over every font of a large catalog, and Swift strings would cost more than
        // the matches the index saves.
        let probeFileName = Array(probeFile.utf8CString)
        for set in fontSets {
            guard let patterns = set.pointee.fonts else { continue }
            fonts.reserveCapacity(fonts.count + Int(set.pointee.nfont))
            names.reserveCapacity(names.count + Int(set.pointee.nfont))
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = patterns[index] else { continue }
                fonts.append(font)
                let isProbe = RenderedNameMatch.isFace(font, file: probeFileName, index: probeIndex)
                names.append(isProbe ? nil : RenderedNameMatch.asciiPostScriptName(of: font))
            }
        }
        self.fonts = fonts
        self.names = names
    }

    deinit {
        FcPatternDestroy(probeRequest)
    }

    /// The completed request for the PostScript name `name`, made from the probe's instead of by fontconfig's
    /// substitution: the same request wherever substitution does not look at the name (see
    /// ``FontconfigConfiguration/renderedFace(forPostScriptName:)``). The caller destroys it.
    func request(forPostScriptName name: String) -> OpaquePointer? {
        guard let request = FcPatternDuplicate(probeRequest) else { return nil }
        FcPatternAddString(request, "postscriptname", name)
        return request
    }

    /// The fonts to match `request` (the completed request for the PostScript name `name`) against, in
    /// fontconfig's order; `nil` when the shortcut does not apply (a name that is not ASCII, or a configuration
    /// that completes this request otherwise than the probe). A request that ``request(forPostScriptName:)`` made
    /// completes like the probe's by construction.
    func candidates(for name: String, pattern request: OpaquePointer, madeFromProbe: Bool) -> [OpaquePointer]? {
        guard let key = RenderedNameMatch.key(name.utf8), !key.isEmpty,
            madeFromProbe || completesLikeProbe(request)
        else { return nil }
        var candidates: [OpaquePointer] = []
        for (font, name) in zip(fonts, names) where name.map({ RenderedNameMatch.name($0, startsLike: key) }) ?? true {
            candidates.append(font)
        }
        return candidates
    }

    /// Whether `request` equals the probe's request apart from its PostScript name.
    private func completesLikeProbe(_ request: OpaquePointer) -> Bool {
        guard let stripped = FcPatternDuplicate(request) else { return false }
        defer { FcPatternDestroy(stripped) }
        FcPatternDel(stripped, "postscriptname")
        return FcPatternEqual(stripped, probeRequest) == FcTrue
    }

    /// Whether `name`, lowercased without spaces and hyphens, starts with `key` (see ``key(_:)``).
    private static func name(_ name: UnsafePointer<FcChar8>, startsLike key: [UInt8]) -> Bool {
        var offset = 0
        for wanted in key {
            while name[offset] == UInt8(ascii: " ") || name[offset] == UInt8(ascii: "-") { offset += 1 }
            let byte = name[offset]
            guard byte != 0, ASCIIBytes.lowercased(byte) == wanted
            else { return false }
            offset += 1
        }
        return true
    }

    /// `true` when `font` is the face at `file` (a C string) and `index`.
    private static func isFace(_ font: OpaquePointer, file: [CChar], index: Int) -> Bool {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, "file", 0, &value) == FcResultMatch, let value,
            strcmp(UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self), file) == 0
        else { return false }
        var faceIndex: Int32 = 0
        let found = FcPatternGetInteger(font, "index", 0, &faceIndex) == FcResultMatch
        return (found ? Int(faceIndex) : 0) == index
    }

    /// `font`'s PostScript name; `nil` when it has none or it is not ASCII.
    private static func asciiPostScriptName(of font: OpaquePointer) -> UnsafePointer<FcChar8>? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, "postscriptname", 0, &value) == FcResultMatch, let value else { return nil }
        var offset = 0
        while value[offset] != 0 {
            if value[offset] >= 0x80 { return nil }
            offset += 1
        }
        return UnsafePointer(value)
    }

    /// `name`'s UTF-8 bytes lowercased without spaces and hyphens, as fontconfig compares PostScript names; `nil`
    /// when it is not ASCII (fontconfig folds other letters by its own tables).
    private static func key(_ name: some Sequence<UInt8>) -> [UInt8]? {
        var key: [UInt8] = []
        for byte in name {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: " "), UInt8(ascii: "-"): continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): key.append(byte + 0x20)
            default: key.append(byte)
            }
        }
        return key
    }
}
