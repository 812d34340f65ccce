internal import CFontconfig

/// How Chromium on Linux finds a family a style sheet names, asked of fontconfig as it asks: the request for the
/// family, completed by the configuration's rules (`FcConfigSubstitute`, `FcDefaultSubstitute`), matched
/// (`FcFontMatch`), and the match accepted only when it is the family asked for or one the rules offer for that name
/// itself. Any other match is fontconfig's fallback for every unknown name, which Chromium refuses so that the list
/// goes on to its next entry.
///
/// The rules offer a family for a name when they bind it to the request as strongly as the name itself: fontconfig's
/// metric-compatible aliases (`30-metric-aliases.conf`: Arial → Liberation Sans, Arimo; Times New Roman → Liberation
/// Serif, Tinos) are bound `same`, while the generic fallbacks every name gets (`49-sansserif.conf`, `60-latin.conf`)
/// are weak. A name the rules alias first, weakly, to another name before any generic family's fallbacks begin
/// (`Helvetica` → `Arial`, `Times` → `Times New Roman`, `Courier` → `Courier New`) is offered what that name is
/// offered, as Chromium tries those names' alternates. No list of names is kept here: the configuration's rules
/// decide.
enum BrowserFamilyMatch {
    /// The name of a family no font has and no rule names, whose request holds only the fallbacks every unknown name
    /// gets.
    static let unknownFamilyProbe = "FontFamily Unknown Family Probe"

    /// A family of a completed request, with whether the rules bound it strongly.
    struct RequestFamily {
        let name: String
        let isStrong: Bool
    }

    /// The families of `pattern`'s `family` values in order, with their bindings.
    static func families(of pattern: OpaquePointer) -> [RequestFamily] {
        var families: [RequestFamily] = []
        var id: Int32 = 0
        while true {
            var value = FcValue()
            var binding = FcValueBindingWeak
            guard FcPatternGetWithBinding(pattern, "family", id, &value, &binding) == FcResultMatch else { break }
            if value.type == FcTypeString, let text = value.u.s {
                families.append(RequestFamily(name: String(cString: text), isStrong: binding != FcValueBindingWeak))
            }
            id += 1
        }
        return families
    }

    /// Every `family` value of a matched font (its names in every language), as fontconfig holds them.
    static func familyNames(of pattern: OpaquePointer) -> [String] {
        var names: [String] = []
        var id: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, "family", id, &value) == FcResultMatch {
            if let value { names.append(String(cString: value)) }
            id += 1
        }
        return names
    }

    /// `name` with ASCII letters lowercased, as Chromium compares family names (`strcasecmp`).
    static func folded(_ name: String) -> String {
        String(decoding: name.utf8.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// The names the rules offer for a request whose completed families are `families`, asked for as `name`, folded:
    /// the name, the first family of the completed request, the families bound strongly, and those `alias` gives
    /// (the completed families of the request for the first weak family, of which those bound strongly), unless
    /// that weak family is where a generic family's fallbacks begin (one of `genericHeads`, folded).
    static func offered(
        for name: String, families: [RequestFamily], genericHeads: Set<String>,
        alias: (String) -> [RequestFamily]
    ) -> Set<String> {
        var offered: Set<String> = [folded(name)]
        if let first = families.first { offered.insert(folded(first.name)) }
        for family in families where family.isStrong { offered.insert(folded(family.name)) }
        if let weak = families.first(where: { !$0.isStrong }), !genericHeads.contains(folded(weak.name)) {
            for family in alias(weak.name) where family.isStrong { offered.insert(folded(family.name)) }
        }
        return offered
    }
}
