internal import CFontconfig

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// The fonts that can win fontconfig's match of an installed PostScript name, so that a catalog asks fontconfig to
/// compare a few dozen fonts instead of all of them for each name installed more than once.
///
/// fontconfig scores a font's PostScript name by how much of the requested name it starts with, ignoring case,
/// spaces and hyphens (`FcComparePostScript`): every font whose name starts like the whole request scores best.
/// Only what fontconfig compares before the name — file, format, `variable`, scalability, colour, foundry,
/// character set and strongly bound families — can make another font win.
///
/// - When the request compares nothing before the name but `variable` and weakly bound families, the winner among
///   the fonts that start like the request, the fonts without a name (which fontconfig does not score by name) and
///   the fonts without a family (which score best on strongly bound families when the request has none) is the
///   winner among all fonts whenever it carries the requested name and its `variable` is the request's: no font
///   outside the candidates can score better before the name, and every font that ties there and starts like the
///   request is a candidate.
/// - Otherwise the probe decides — a request no font's name starts like, so that the name decides nothing — whose
///   face is the one fontconfig prefers before the name is looked at: with it among the candidates, the winner is
///   the winner among all fonts whenever it carries the requested name. The probe costs one match of every font,
///   so it is made only when a name needs it.
///
/// ``FontconfigConfiguration/renderedFace(forPostScriptName:)`` falls back to matching all fonts otherwise.
final class RenderedNameMatch {
    /// Every font of the configuration's sets, in fontconfig's order.
    private let fonts: [OpaquePointer]
    /// Each font's ASCII PostScript name as fontconfig holds it; `nil` for the fonts always compared: those without
    /// an ASCII PostScript name or without a family. Looking through them for each name costs less than sorting an
    /// index of them for a few dozen names.
    private let names: [UnsafePointer<FcChar8>?]
    /// The first byte of each font's name compared as fontconfig compares it (see ``key(_:)``): `0` for a font always
    /// compared, `0xFF` for a name that has none. Most fonts are ruled out by it without reading their names.
    private let firstKeyBytes: [UInt8]
    /// The positions of the fonts always compared.
    private let alwaysCompared: [Int]
    /// The probe's request without its name, which every request must equal apart from its name.
    private let probeRequest: OpaquePointer
    /// The probe's request with the last name ``request(forPostScriptName:)`` put in, reused for every name.
    private let namedRequest: OpaquePointer
    /// The probe's request cut down to the families of the fonts matched, made on the first name made from the
    /// probe's request (see ``trimmedRequest(forPostScriptName:among:)``).
    private lazy var familyTrimmer = FamilyTrimmedRequest(probeRequest)
    /// What the requests compare before the PostScript name.
    private let beforeName: BeforeName
    /// Matches a completed request against every font: the file and raw index of the face it gives.
    private let matchProbe: (OpaquePointer) -> (file: String, index: Int)?
    /// The position in ``fonts`` of the probe's face, found on first need; `.some(nil)` when it cannot be.
    private var probePosition: Int??

    /// What a request compares before the PostScript name, in fontconfig's order of priorities.
    private enum BeforeName {
        /// Nothing but `variable`, with this value, or nothing at all (`nil`), and families bound weakly.
        case variable(FcBool?)
        /// Something else: the probe decides.
        case other
    }

    /// A PostScript name that no font's name starts like: the name of the probe's request.
    static let probeName = "\u{1}"

    /// The candidates of `fontSets` for requests completed like `probeRequest` (the request of ``probeName``,
    /// completed by fontconfig; this object destroys it), or `nil` when it cannot be copied. `matchProbe` gives the
    /// face fontconfig matches to the probe's request, asked only when a name needs it.
    init?(
        fontSets: [UnsafeMutablePointer<FcFontSet>],
        probeRequest request: OpaquePointer,
        matchProbe: @escaping (OpaquePointer) -> (file: String, index: Int)?
    ) {
        FcPatternDel(request, "postscriptname")
        guard let named = FcPatternDuplicate(request) else {
            FcPatternDestroy(request)
            return nil
        }
        probeRequest = request
        namedRequest = named
        beforeName = RenderedNameMatch.beforeName(in: request)
        self.matchProbe = matchProbe
        var fonts: [OpaquePointer] = []
        var names: [UnsafePointer<FcChar8>?] = []
        var firstKeyBytes: [UInt8] = []
        // Read as C strings: this runs over every font of a large catalog, and Swift strings would cost more than
        // the matches the index saves.
        for set in fontSets {
            guard let patterns = set.pointee.fonts else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = patterns[index] else { continue }
                var family = FcPatternIter()
                let hasFamily = FcPatternFindIter(font, &family, "family") == FcTrue
                let name = hasFamily ? RenderedNameMatch.asciiPostScriptName(of: font) : nil
                fonts.append(font)
                names.append(name)
                firstKeyBytes.append(name.map(RenderedNameMatch.firstKeyByte(of:)) ?? 0)
            }
        }
        self.fonts = fonts
        self.names = names
        self.firstKeyBytes = firstKeyBytes
        alwaysCompared = firstKeyBytes.indices.filter { firstKeyBytes[$0] == 0 }
    }

    deinit {
        FcPatternDestroy(probeRequest)
        FcPatternDestroy(namedRequest)
    }

    /// The completed request for the PostScript name `name`, made from the probe's instead of by fontconfig's
    /// substitution: the same request wherever substitution does not look at the name (see
    /// ``FontconfigConfiguration/renderedFace(forPostScriptName:)``). Owned by this object and valid until the next
    /// call.
    func request(forPostScriptName name: String) -> OpaquePointer {
        FcPatternDel(namedRequest, "postscriptname")
        FcPatternAddString(namedRequest, "postscriptname", name)
        return namedRequest
    }

    /// The request ``request(forPostScriptName:)`` makes for `name`, asking only for the families that one of `fonts`
    /// states: the same winner among `fonts` for less work (see ``FamilyTrimmedRequest``); `nil` when no family can
    /// be left out. Owned by this object and valid until the next call.
    func trimmedRequest(forPostScriptName name: String, among fonts: [OpaquePointer]) -> OpaquePointer? {
        familyTrimmer?.request(forPostScriptName: name, among: fonts)
    }

    /// The fonts to match `request` (the completed request for the PostScript name `name`) against, in
    /// fontconfig's order, with the probe's face when `withProbe`; `nil` when the shortcut does not apply (a name
    /// that is not ASCII, a configuration that completes this request otherwise than the probe or asks for another
    /// name, or a probe that cannot be matched). A request that ``request(forPostScriptName:)`` made completes like
    /// the probe's by construction.
    func candidates(for name: String, pattern request: OpaquePointer, madeFromProbe: Bool, withProbe: Bool)
        -> [OpaquePointer]?
    {
        guard let key = RenderedNameMatch.key(name.utf8), let first = key.first,
            madeFromProbe || (RenderedNameMatch.request(request, asksFor: name) && completesLikeProbe(request))
        else { return nil }
        var probe = -1
        if withProbe {
            guard let position = probeFace() else { return nil }
            probe = position
        }
        // The fonts always compared, then those whose names start with the key's first byte (found by `memchr`,
        // most fonts ruled out without a look at their names), back in fontconfig's order.
        var positions = alwaysCompared
        if probe >= 0 { positions.append(probe) }
        firstKeyBytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count, let hit = memchr(base + offset, Int32(first), bytes.count - offset) {
                let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if names[position].map({ RenderedNameMatch.name($0, startsLike: key) }) == true {
                    positions.append(position)
                }
                offset = position + 1
            }
        }
        return Set(positions).sorted().map { fonts[$0] }
    }

    /// Whether `face`, the winner of a request among ``candidates(for:pattern:madeFromProbe:withProbe:)`` without the
    /// probe, carrying the requested name, is the winner among all fonts: the request compares nothing before the
    /// name but `variable` and weakly bound families, and the face's font has the requested `variable` or none.
    func winsWithoutProbe(_ face: FontFace, among candidates: [OpaquePointer]) -> Bool {
        guard case .variable(let requested) = beforeName else { return false }
        guard let requested else { return true }
        let file = Array(face.file.utf8CString)
        let index = face.index | (face.namedInstance ?? 0) << 16
        guard let font = candidates.first(where: { RenderedNameMatch.isFace($0, file: file, index: index) }) else {
            return false
        }
        var value: FcBool = FcFalse
        switch FcPatternGetBool(font, "variable", 0, &value) {
        case FcResultNoMatch, FcResultNoId: return true
        case FcResultMatch: return value == requested
        default: return false
        }
    }

    /// What `request` compares before the PostScript name. Every object of the request must be one fontconfig
    /// compares after the name or not at all, but for families bound weakly and one boolean `variable`.
    private static func beforeName(in request: OpaquePointer) -> BeforeName {
        var iterator = FcPatternIter()
        FcPatternIterStart(request, &iterator)
        guard FcPatternIterIsValid(request, &iterator) == FcTrue else { return .variable(nil) }
        var variable: FcBool?
        repeat {
            guard let object = FcPatternIterGetObject(request, &iterator).map({ String(cString: $0) }) else {
                return .other
            }
            let count = FcPatternIterValueCount(request, &iterator)
            switch object {
            case "family":
                for n in 0..<count {
                    var value = FcValue()
                    var binding = FcValueBindingWeak
                    guard FcPatternIterGetValue(request, &iterator, n, &value, &binding) == FcResultMatch,
                        binding != FcValueBindingStrong
                    else { return .other }
                }
            case "variable":
                var value = FcValue()
                guard count == 1, FcPatternIterGetValue(request, &iterator, 0, &value, nil) == FcResultMatch,
                    value.type == FcTypeBool, value.u.b == FcFalse || value.u.b == FcTrue
                else { return .other }
                variable = value.u.b
            case _ where comparedAfterName.contains(object): continue
            default: return .other
            }
        } while FcPatternIterNext(request, &iterator) == FcTrue
        return .variable(variable)
    }

    /// The objects a completed request holds that fontconfig compares after the PostScript name (`lang`, `symbol`,
    /// `spacing`, sizes, style, slant, weight, width, `decorative`, `antialias`, `outline`, `order`, `fontversion`)
    /// or never compares (languages of names, rendering settings).
    private static let comparedAfterName: Set<String> = [
        "familylang", "stylelang", "fullnamelang", "namelang", "prgname", "postscriptname", "lang", "symbol",
        "spacing", "size", "pixelsize", "style", "slant", "weight", "width", "decorative", "antialias", "outline",
        "order", "fontversion", "hintstyle", "hinting", "verticallayout", "autohint", "globaladvance", "dpi",
        "scale", "embeddedbitmap", "lcdfilter", "rgba", "minspace", "embolden", "matrix", "fontfeatures",
    ]

    /// The position of the probe's face in ``fonts``, matching the probe the first time.
    private func probeFace() -> Int? {
        if let known = probePosition { return known }
        // The probe's request is the one already completed, its name put back: substituting it again gives the same.
        guard let request = FcPatternDuplicate(probeRequest) else {
            probePosition = .some(nil)
            return nil
        }
        defer { FcPatternDestroy(request) }
        FcPatternAddString(request, "postscriptname", RenderedNameMatch.probeName)
        let found = matchProbe(request).flatMap { probe in
            let file = Array(probe.file.utf8CString)
            return fonts.firstIndex { RenderedNameMatch.isFace($0, file: file, index: probe.index) }
        }
        probePosition = .some(found)
        return found
    }

    /// Whether `request`'s one PostScript name is `name`: a configuration rule may have changed or added one.
    private static func request(_ request: OpaquePointer, asksFor name: String) -> Bool {
        var iterator = FcPatternIter()
        var value = FcValue()
        guard FcPatternFindIter(request, &iterator, "postscriptname") == FcTrue,
            FcPatternIterValueCount(request, &iterator) == 1,
            FcPatternIterGetValue(request, &iterator, 0, &value, nil) == FcResultMatch, value.type == FcTypeString,
            let string = value.u.s
        else { return false }
        return String(cString: string) == name
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
            while isDelimiter(name[offset]) { offset += 1 }
            let byte = name[offset]
            guard byte != 0, ASCIIBytes.lowercased(byte) == wanted
            else { return false }
            offset += 1
        }
        return true
    }

    /// The first byte of `name` that fontconfig compares, lowercased; `0xFF` when it has none.
    private static func firstKeyByte(of name: UnsafePointer<FcChar8>) -> UInt8 {
        var offset = 0
        while isDelimiter(name[offset]) { offset += 1 }
        return name[offset] == 0 ? 0xFF : ASCIIBytes.lowercased(name[offset])
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-")
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
            default: key.append(ASCIIBytes.lowercased(byte))
            }
        }
        return key
    }
}
