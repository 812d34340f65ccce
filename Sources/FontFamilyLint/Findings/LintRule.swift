/// What a lint finding is about: one check of the font-name lint, with the identifier that suppression comments,
/// baselines and every reporter name it by.
///
/// Each kind of finding the lint makes has exactly one rule. A rule does not fix a severity: the same mistake can be
/// an error for one API and a warning for another (a full name is found by `UIFont(name:size:)` through its fallback,
/// never by ``/FontFamilyCatalog/FontCatalog/face(postScriptName:)``).
///
/// ```swift
/// LintRule.wrongCase.id       // "wrong-case"
/// LintRule(id: "unknown-name")  // .unknownName
/// ```
public enum LintRule: String, Hashable, Sendable, CaseIterable {
    /// No installed face has the PostScript name, and none differs from it only in case, spacing or naming.
    case unknownName = "unknown-name"
    /// An installed face's PostScript name in another case: PostScript names are case-sensitive.
    case wrongCase = "wrong-case"
    /// A PostScript name with white space around it.
    case whiteSpace = "white-space"
    /// A face's full name where its PostScript name goes.
    case fullName = "full-name"
    /// A family's name where one face's PostScript name goes.
    case familyNotFace = "family-not-face"
    /// A face the family has, but under another PostScript name (`Damascus-Regular` for `Damascus`).
    case misnamedFace = "misnamed-face"
    /// A PostScript name of a style the installed family has no face of.
    case missingStyle = "missing-style"
    /// A family name that no installed family has.
    case unknownFamily = "unknown-family"
    /// A family spelled as only fontconfig finds it (white space or diacritics differ), where CSS matching does not.
    case familySpelling = "family-spelling"
    /// One face's PostScript or full name where a family name goes.
    case faceNotFamily = "face-not-family"
    /// Another name or spelling of a family where `family(named:)` takes its primary name exactly.
    case primaryFamilyName = "primary-family-name"
    /// A design token's font weight that is neither a number from 1 to 1000 nor a name of the format.
    case invalidWeight = "invalid-weight"
    /// A font weight that its family has no face of (and no variable font of it covers): a design token's, or the
    /// `Font.Weight` of SwiftUI's `.weight(_:)` or `.bold()` chained on `Font.custom(_:size:)`.
    case unresolvedWeight = "unresolved-weight"
    /// A name the source does not hold (a Swift parameter or a call's result, or a constant or interpolation that
    /// reaches one; `var()`; an alias to another file): it cannot be checked, and is a note that never fails a run.
    /// Swift constants and enum raw values the linted files declare are followed to their literals instead.
    case dynamicName = "dynamic-name"
    /// A design-tokens file that is not valid JSON.
    case invalidTokens = "invalid-tokens"
    /// A suppression comment that names no rule or an unknown one, or is not `fontfamily:disable:next` or
    /// `fontfamily:disable:this`.
    case invalidSuppression = "invalid-suppression"
    /// A file an `Info.plist` lists under `UIAppFonts` (or the folder `ATSApplicationFontsPath` names) that no file
    /// under the linted paths is: the app bundle lacks it, and its faces never load.
    case missingAppFont = "missing-app-font"
    /// A file an `Info.plist` lists as an app font that FreeType cannot read as a font.
    case unreadableAppFont = "unreadable-app-font"
    /// A font file under the linted paths whose face the code names, but that no `Info.plist` lists: iOS does not
    /// register it, and `UIFont(name:size:)` returns `nil`.
    case unlistedAppFont = "unlisted-app-font"
    /// A name that some of the run's platforms have and others lack (`--platform ios18 --platform ios26`): a face's
    /// PostScript name, or a family's name (CSS `font-family`, `Font.custom(_:size:)` with a weight,
    /// `iconFont(named:)`) that no face of some platform's list has; a warning naming them, since the code runs on
    /// each; an error where an `#if` branch's platforms all lack it; a note where a branch is for platforms the run
    /// has no list of, and no bundled or installed font comes close.
    case missingOnPlatform = "missing-on-platform"
    /// A file an `Info.plist` lists under `UIAppFonts` more than once (a warning at each entry after the first).
    case duplicateAppFont = "duplicate-app-font"
    /// A file that is not valid UTF-8 (or UTF-16 or UTF-32 after a byte order mark): its bad bytes are read as
    /// U+FFFD, and the note sits at the first.
    case invalidEncoding = "invalid-encoding"
    /// A name that spells one of Apple's hidden system faces (SF Pro, SF Compact, SF Mono, New York, `.SFUI…`,
    /// `.AppleSystemUIFont`): no app can bundle or name them, and the message gives the API that reaches them.
    case hiddenSystemFont = "hidden-system-font"

    /// The identifier, as suppression comments, baselines and reporters write it: `unknown-name`.
    public var id: String { rawValue }

    /// The rule with the identifier `id`, or `nil` when no rule has it.
    public init?(id: String) {
        self.init(rawValue: id)
    }

    /// What the rule checks, in one line: SARIF's short description and the docs' list of rules.
    public var summary: String {
        switch self {
        case .unknownName: "No installed face has this PostScript name."
        case .wrongCase: "The PostScript name of an installed face in another case."
        case .whiteSpace: "A PostScript name with white space around it."
        case .fullName: "A face's full name where its PostScript name goes."
        case .familyNotFace: "A family's name where one face's PostScript name goes."
        case .misnamedFace: "A face the family has, under another PostScript name."
        case .missingStyle: "A style the installed family has no face of."
        case .unknownFamily: "No installed family has this name."
        case .familySpelling: "A family name only fontconfig finds, spelled with other white space or diacritics."
        case .faceNotFamily: "One face's name where a family name goes."
        case .primaryFamilyName: "Another name of a family where family(named:) takes its primary name exactly."
        case .invalidWeight: "A design token's font weight that is not a weight."
        case .unresolvedWeight:
            "A font weight (a design token's, or SwiftUI's `.weight(_:)`) that its family has no face of."
        case .dynamicName: "A name built at run time, which the lint cannot check (a note)."
        case .invalidTokens: "A design-tokens file that is not valid JSON."
        case .invalidSuppression: "A suppression comment that names no known rule."
        case .missingAppFont: "A font an Info.plist lists that the linted files do not hold."
        case .unreadableAppFont: "A font an Info.plist lists that FreeType cannot read as a font."
        case .unlistedAppFont: "A bundled font the code uses that no Info.plist lists under UIAppFonts."
        case .missingOnPlatform: "A name some of the run's platforms have and others lack."
        case .duplicateAppFont: "A font an Info.plist lists under UIAppFonts more than once."
        case .invalidEncoding: "A file that is not valid UTF-8, UTF-16 or UTF-32 (a note at its first bad byte)."
        case .hiddenSystemFont: "A name of Apple's hidden system faces, which only the system-font APIs reach."
        }
    }
}
