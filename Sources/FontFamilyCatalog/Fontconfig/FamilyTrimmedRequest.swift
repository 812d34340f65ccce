import CFontconfig

/// A completed request whose families can be cut down, for a match among a few fonts, to those the fonts state: the
/// same winner for less work.
///
/// fontconfig scores a font's families by the best position, among the request's families, of a name the font
/// states (`FcCompareFamilies`, per binding), and hashes every family of the request for each match — about 90 on a
/// desktop system, most of a narrow match's cost. A family no font of the match states moves only the positions of
/// those after it; leaving it out keeps every font's family scores in the same order, ties included, so the same
/// font wins. A font without families scores best whatever the positions, so with one among the fonts the request
/// is kept whole.
final class FamilyTrimmedRequest {
    /// The request's families in order: each value (pointing into ``source``), its binding, and its ``looseKey(_:)``
    /// (`nil` for a value that is not an ASCII string, which is always kept).
    private let families: [(value: FcValue, binding: FcValueBinding, key: [UInt8]?)]
    /// The request as given, which the values of ``families`` point into.
    private let source: OpaquePointer
    /// The request without families and PostScript name, filled in for each match.
    private let trimmed: OpaquePointer

    /// A trimmer of `request` (a completed request; copied, not kept), or `nil` when it has no families to leave
    /// out, or one bound neither weakly nor strongly (fontconfig's API adds no other binding).
    init?(_ request: OpaquePointer) {
        guard let source = FcPatternDuplicate(request) else { return nil }
        var iterator = FcPatternIter()
        var families: [(value: FcValue, binding: FcValueBinding, key: [UInt8]?)] = []
        if FcPatternFindIter(source, &iterator, "family") == FcTrue {
            for n in 0..<FcPatternIterValueCount(source, &iterator) {
                var value = FcValue()
                var binding = FcValueBindingWeak
                guard FcPatternIterGetValue(source, &iterator, n, &value, &binding) == FcResultMatch,
                    binding == FcValueBindingWeak || binding == FcValueBindingStrong
                else {
                    families = []
                    break
                }
                let key = value.type == FcTypeString ? value.u.s.flatMap(FamilyTrimmedRequest.looseKey) : nil
                families.append((value, binding, key))
            }
        }
        guard families.count > 1, let trimmed = FcPatternDuplicate(source) else {
            FcPatternDestroy(source)
            return nil
        }
        FcPatternDel(trimmed, "family")
        FcPatternDel(trimmed, "postscriptname")
        self.families = families
        self.source = source
        self.trimmed = trimmed
    }

    deinit {
        FcPatternDestroy(source)
        FcPatternDestroy(trimmed)
    }

    /// The request for the PostScript name `name` with only the families that one of `fonts` may state, in their
    /// order and with their bindings; `nil` when none can be left out, or when a font has no families or one that
    /// is not ASCII (fontconfig folds other letters by its own tables). Compared loosely — ASCII case and white space
    /// ignored, as fontconfig ignores case and spaces — a family kept that fontconfig matches to no font changes
    /// nothing. Owned by this object and valid until the next call.
    func request(forPostScriptName name: String, among fonts: [OpaquePointer]) -> OpaquePointer? {
        guard let stated = FamilyTrimmedRequest.statedFamilies(of: fonts) else { return nil }
        let kept = families.filter { family in family.key.map(stated.contains) ?? true }
        guard kept.count < families.count else { return nil }
        FcPatternDel(trimmed, "family")
        FcPatternDel(trimmed, "postscriptname")
        FcPatternAddString(trimmed, "postscriptname", name)
        for family in kept {
            let added =
                family.binding == FcValueBindingWeak
                ? FcPatternAddWeak(trimmed, "family", family.value, FcTrue)
                : FcPatternAdd(trimmed, "family", family.value, FcTrue)
            guard added == FcTrue else { return nil }
        }
        return trimmed
    }

    /// The ``looseKey(_:)`` of every family `fonts` state, each once; `nil` when a font has none, or one that is not
    /// an ASCII string.
    private static func statedFamilies(of fonts: [OpaquePointer]) -> [[UInt8]]? {
        var stated: [[UInt8]] = []
        for font in fonts {
            var iterator = FcPatternIter()
            guard FcPatternFindIter(font, &iterator, "family") == FcTrue else { return nil }
            let count = FcPatternIterValueCount(font, &iterator)
            guard count > 0 else { return nil }
            for n in 0..<count {
                var value = FcValue()
                guard FcPatternIterGetValue(font, &iterator, n, &value, nil) == FcResultMatch,
                    value.type == FcTypeString, let string = value.u.s, let key = looseKey(string)
                else { return nil }
                if !stated.contains(key) { stated.append(key) }
            }
        }
        return stated
    }

    /// `name` with ASCII letters lowercased and ASCII white space left out; `nil` when it is not ASCII.
    private static func looseKey(_ name: UnsafePointer<FcChar8>) -> [UInt8]? {
        var key: [UInt8] = []
        var offset = 0
        while name[offset] != 0 {
            let byte = name[offset]
            offset += 1
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            default: key.append(ASCIIBytes.lowercased(byte))
            }
        }
        return key
    }
}
