public import FontFamilyKit

/// Why a name does not resolve to an installed face, and what to do about it.
///
/// Its ``description`` is one paragraph that names the input, says what is wrong and what to write instead, and,
/// when the catalog came from fontconfig, which face fontconfig would silently use in its place — asked the way the
/// user's code asks, by PostScript name:
///
/// ```text
/// 'GillSans-UltraBoldItalic' is not installed: Gill Sans has no UltraBold Italic face. It has GillSans-Light
/// (Light), GillSans-LightItalic (Light Italic), GillSans (Regular), GillSans-Italic (Italic), GillSans-SemiBold
/// (SemiBold), GillSans-SemiBoldItalic (SemiBold Italic), GillSans-Bold (Bold), GillSans-BoldItalic (Bold
/// Italic), GillSans-UltraBold (UltraBold); use one of those or install the missing face. Asked for this
/// PostScript name, fontconfig would silently use Gill Sans (GillSans-UltraBold).
/// ```
///
/// In a catalog with platform font lists (``FontCatalog/platformFontLists``), a name is missing from the listed
/// platforms and the installed fonts, and no fontconfig chooses a substitute on the platform the code runs on:
///
/// ```text
/// 'HelveticaNeue-Bld' is not among iOS 18.2's fonts or the installed ones: no face has this PostScript name.
/// Nearest names: HelveticaNeue-Bold, HelveticaNeue; use one of those or bundle the font with the app.
/// ```
///
/// It is also the error the strict API throws (``FontCatalog/face(for:weight:slant:width:)``).
public struct FontDiagnosis: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a name.
    public enum Problem: Hashable, Sendable {
        /// No installed face comes near; `suggestions` are the nearest installed PostScript names, those of the
        /// same family first (possibly none).
        case notInstalled(suggestions: [String])
        /// A face with this name in another case is installed: PostScript names are case-sensitive.
        case caseDiffers(installed: String)
        /// The name has white space before or after it, which no PostScript name has, and without it the name is
        /// `installed`.
        case surroundingWhiteSpace(installed: String)
        /// The name is one of the full names of the face whose PostScript name is `postScriptName`.
        case fullName(postScriptName: String)
        /// The name is a full name of the face whose PostScript name is `postScriptName` with other spacing
        /// (`NotoSansBold` for `Noto Sans Bold`): neither a PostScript name nor a full name a platform finds;
        /// `fullName` is the face's full name as the font spells it.
        case fullNameSpelledDifferently(fullName: String, postScriptName: String)
        /// The name is a family's name, not one face's: `family` is the family's primary name, or the name as the
        /// font spells it when it is a legacy family name that only some of the family's faces carry (`Noto Sans
        /// Georgian ExtCond Med`); `faces` are the PostScript names of the faces that carry it, those a reader most
        /// likely meant first (normal width, upright, nearest to regular weight).
        case familyName(family: String, faces: [String])
        /// The family has the face the name asks for (`style`), under the PostScript name `installed`.
        case namedDifferently(family: String, style: String, installed: String)
        /// The family is installed but has no face of the asked-for `style`; `faces` are the faces it has.
        case styleMissing(family: String, style: String, faces: [FontFace])
        /// The name is installed, but the font says another weight, slant or width than the ``/FontFamilyKit/FontFamily``
        /// descriptor declares, and font matching for the declared style picks another installed face.
        case styleDisagrees(StyleDisagreement)
        /// The name spells one of Apple's system fonts (SF Pro, SF Mono, New York, `.SFUI…`), which no name reaches
        /// on Apple's platforms and no app may bundle: `design` says which, and the description gives the API that
        /// reaches it.
        case appleSystemFont(design: AppleSystemFontDesign)
        /// The ``/FontFamilyKit/FontFamily`` descriptor declares no face for the request; `declared` are the names it declares.
        case notDeclared(weight: FontWeight, slant: FontSlant, width: FontWidth, declared: [String])
        /// The request lies outside the range the variable ``/FontFamilyKit/FontFamily`` declares on axis `tag` (`value` is the
        /// request's value there); `declared` are all of the descriptor's ranges.
        case outsideAxes(tag: VariationTag, value: Double, declared: FontFamily.AxisRanges)
        /// The variable ``/FontFamilyKit/FontFamily`` names no face for the request, and no installed variable font of the family
        /// covers its `coordinates` (none is installed, or its axes stop short); `declared` are the names the
        /// descriptor declares.
        case noVariableFont(
            weight: FontWeight, slant: FontSlant, width: FontWidth, coordinates: VariationCoordinates,
            declared: [String])
        /// No installed family has the name asked for as a family (a CSS `font-family`); `suggestions` are the
        /// nearest installed family names (possibly none).
        case familyNotInstalled(suggestions: [String])
        /// The family `installed` has the name asked for as a family, but only compared as fontconfig compares
        /// names (ignoring white space and diacritics): a browser's CSS matching, which ignores ASCII case alone,
        /// finds no family.
        case familySpelledDifferently(installed: String)
        /// The name asked for as a family is the PostScript or full name of one face of `family` (PostScript name
        /// `postScriptName`).
        case faceNotFamily(family: String, postScriptName: String)
    }

    /// The name asked for: a PostScript name, or the base name of a ``/FontFamilyKit/FontFamily`` for a request that names no
    /// face (``Problem/notDeclared(weight:slant:width:declared:)``, ``Problem/outsideAxes(tag:value:declared:)``,
    /// ``Problem/noVariableFont(weight:slant:width:coordinates:declared:)``).
    public let name: String
    /// What is wrong.
    public let problem: Problem
    /// The face fontconfig would silently use when asked for ``name`` the way ``substituteRequest`` says (what
    /// `fc-match` gives), or `nil` for a catalog of plain values.
    public let substitute: FontFace?
    /// How fontconfig was asked for ``substitute``: by PostScript name for a name given as one.
    public let substituteRequest: FontconfigRequest
    /// The platforms whose font lists the catalog holds (``FontCatalog/platforms``), such as `iOS 18.2`: when there
    /// are any, the description says the name is not among their fonts, and there is no ``substitute``.
    public let platforms: [String]
    /// Which fonts the catalog holds beside the platforms' lists, as a description with ``platforms`` names them.
    public let otherFonts: OtherFonts
    /// How many different names a run diagnoses with fontconfig's substitute, when this diagnosis was made past them
    /// without it: its description then says so where it would name the substitute. `nil` for a diagnosis that asked
    /// fontconfig.
    package var substituteUnnamedPast: Int?

    /// The fonts a catalog with platform font lists holds beside them.
    public enum OtherFonts: Hashable, Sendable {
        /// This machine's installed fonts (and any given ones): `or the installed ones`.
        case installed
        /// Only the font files and directories given (an app's bundled fonts, `--only --fonts`): `or the given
        /// ones`.
        case given
        /// None: the lists alone (`--only --platform ios`), of which alone the description speaks.
        case none
    }

    /// A diagnosis with every property given.
    public init(
        name: String,
        problem: Problem,
        substitute: FontFace?,
        substituteRequest: FontconfigRequest = .postScriptName,
        platforms: [String] = [],
        otherFonts: OtherFonts = .installed
    ) {
        self.name = name
        self.problem = problem
        self.substitute = substitute
        self.substituteRequest = substituteRequest
        self.platforms = platforms
        self.otherFonts = otherFonts
    }

    /// The diagnosis in one paragraph: the input, what is wrong, what to write instead, and fontconfig's silent
    /// substitute. Names are shown with control and bidi characters escaped and cut after 64 characters.
    public var description: String {
        let input = DisplayText.quoted(name)
        let absent = absence
        let remedy = Self.remedy(getting: "the font", platforms: platforms)
        var text: String
        switch problem {
        case .notInstalled(let suggestions) where suggestions.isEmpty:
            text =
                "\(input) \(absent): no face has this PostScript name and none comes close. "
                + "\(remedy.prefix(1).uppercased() + remedy.dropFirst()) or check the name."
        case .notInstalled(let suggestions):
            let nearest = platforms.isEmpty ? "Nearest installed names" : "Nearest names"
            text =
                "\(input) \(absent): no face has this PostScript name. \(nearest): "
                + "\(DisplayText.list(suggestions.map(DisplayText.escaped))); use one of those or \(remedy)."
        case .appleSystemFont(let design):
            text =
                "\(input) \(substituteRequest == .family ? familyAbsence : absent): it names \(design.fontName), which Apple's platforms keep from font names "
                + "(UIFont(name:size:) gives nil) and no app may bundle. Ask for it with \(design.calls)."
        case .caseDiffers(let installed):
            let shown = DisplayText.quoted(installed)
            text = "\(input) \(absent), but \(shown) is: PostScript names are case-sensitive, so write \(shown)."
        case .surroundingWhiteSpace(let installed):
            text =
                "\(input) has white space around it, which no PostScript name has: write "
                + "\(DisplayText.quoted(installed))."
        case .fullName(let postScriptName):
            text =
                "\(input) is the full name of a face, not its PostScript name: write "
                + "\(DisplayText.quoted(postScriptName))."
        case .fullNameSpelledDifferently(let fullName, let postScriptName):
            text =
                "\(input) is not a PostScript name, nor a full name as the font spells it: it is the full name "
                + "\(DisplayText.quoted(fullName)) with other spacing, which only fontconfig finds. Write the "
                + "PostScript name, \(DisplayText.quoted(postScriptName))."
        case .familyName(let family, let faces) where faces.count == 1:
            text =
                "\(input) names the family \(DisplayText.escaped(family)), not its face: write the face's PostScript "
                + "name, \(DisplayText.quoted(faces[0]))."
        case .familyName(let family, let faces):
            text =
                "\(input) names the family \(DisplayText.escaped(family)), not one face: write the PostScript "
                + "name of the face you want, one of \(DisplayText.list(faces.map(DisplayText.escaped)))."
        case .namedDifferently(let family, let style, let installed):
            text =
                "\(input) \(absent), but \(DisplayText.escaped(family)) has that face (\(style)) as "
                + "\(DisplayText.quoted(installed)): write that name."
        case .styleMissing(let family, let style, let faces):
            let listed = faces.map { face in
                // The width takes part in what a face is: a condensed face whose style says `Bold Italic` is listed
                // as `Condensed Bold Italic`.
                let style =
                    face.width == .normal || face.style.contains(face.width.name)
                    ? face.style : face.width.name + " " + face.style
                return "\(DisplayText.escaped(face.postScriptName)) (\(DisplayText.escaped(style)))"
            }
            text =
                "\(input) \(absent): \(DisplayText.escaped(family)) has no \(style) face. It has "
                + "\(DisplayText.list(listed)); use one of those or "
                + Self.remedy(getting: "the missing face", platforms: platforms) + "."
        case .styleDisagrees(let disagreement):
            text = disagreement.description
        case .notDeclared(let weight, let slant, let width, let declared):
            text =
                "FontFamily \(input) declares no \(slant.rawValue) face of weight \(weight) at width \(width). It "
                + "declares \(Self.listed(declared)); ask for one of those or add the face to the descriptor."
        case .outsideAxes(let tag, let value, let declared):
            let range = declared[tag].map { Notation.number($0.lowerBound) + "–" + Notation.number($0.upperBound) }
            text =
                "FontFamily \(input) varies over \(DisplayText.escaped(declared.description)), and the request's "
                + "\(DisplayText.escaped(tag.rawValue)) \(Notation.number(value)) lies outside "
                + "\(range ?? "the declared ranges"); ask for a value within the range, or widen the descriptor's range if the font "
                + "goes further."
        case .noVariableFont(let weight, let slant, let width, let coordinates, let declared):
            text =
                "FontFamily \(input) names no \(slant.rawValue) face of weight \(weight) at width \(width), and no "
                + "installed variable font of the family covers \(DisplayText.escaped(coordinates.description)). It "
                + "declares \(Self.listed(declared)); ask for one of those or install the family's variable font."
        case .familyNotInstalled(let suggestions) where suggestions.isEmpty:
            text =
                "\(input) \(familyAbsence): no family has this name and none comes close. "
                + "\(remedy.prefix(1).uppercased() + remedy.dropFirst()) or check the name."
        case .familyNotInstalled(let suggestions):
            let nearest = platforms.isEmpty ? "Nearest installed families" : "Nearest families"
            text =
                "\(input) \(familyAbsence). \(nearest): "
                + "\(DisplayText.list(suggestions.map(DisplayText.quoted))); use one of those or \(remedy)."
        case .familySpelledDifferently(let installed):
            let shown = DisplayText.quoted(installed)
            text =
                "\(input) \(familyAbsence), but \(shown) is: only fontconfig, which ignores white space, "
                + "finds it under this spelling, so write \(shown)."
        case .faceNotFamily(let family, let postScriptName):
            text =
                "\(input) names the face \(DisplayText.escaped(postScriptName)), not a family: write its family "
                + "\(DisplayText.quoted(family)) and choose the face by weight and style."
        }
        if let substitute {
            let request = substituteRequest == .postScriptName ? "this PostScript name" : "this family"
            text +=
                " Asked for \(request), fontconfig would silently use \(DisplayText.escaped(substitute.family)) "
                + "(\(DisplayText.escaped(substitute.postScriptName)))."
        } else if let bound = substituteUnnamedPast, platforms.isEmpty {
            text +=
                " The face fontconfig would silently use is not named past the first \(Self.grouped(bound)) "
                + "different names a run checks."
        }
        return text
    }

    /// `count`, not negative, in digits grouped by thousands: `1,000`.
    private static func grouped(_ count: Int) -> String {
        var digits = String(count)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }

    /// `is not an installed family`, or where the catalog holds platform font lists, `is not among iOS 18.2's
    /// families or the installed ones` (``otherFonts`` says which others, if any, are named).
    private var familyAbsence: String {
        platforms.isEmpty ? "is not an installed family" : "is not among \(listedPlatforms) families\(others)"
    }

    /// `is not installed`, or where the catalog holds platform font lists, `is not among iOS 18.2's fonts or the
    /// installed ones` (`iOS 18.2's, macOS 15.2's fonts` for two; ``otherFonts`` says which others, if any, are
    /// named).
    private var absence: String {
        platforms.isEmpty ? "is not installed" : "is not among \(listedPlatforms) fonts\(others)"
    }

    /// The fonts beside the lists, as an absence names them: ` or the installed ones`, ` or the given ones`, or
    /// nothing.
    private var others: String {
        switch otherFonts {
        case .installed: " or the installed ones"
        case .given: " or the given ones"
        case .none: ""
        }
    }

    /// The platforms, each possessive: `iOS 18.2's, macOS 15.2's`.
    private var listedPlatforms: String {
        platforms.map { DisplayText.escaped($0) + "'s" }.joined(separator: ", ")
    }

    /// What to do to get `missing` (`the font`, `the missing face`): install it, or where the catalog holds
    /// `platforms`' font lists — an app's fonts — bundle it with the app.
    package static func remedy(getting missing: String, platforms: [String]) -> String {
        platforms.isEmpty ? "install \(missing)" : "bundle \(missing) with the app"
    }

    /// The declared PostScript names, escaped and listed, or `no face at all`.
    private static func listed(_ declared: [String]) -> String {
        declared.isEmpty ? "no face at all" : DisplayText.list(declared.map(DisplayText.escaped))
    }
}
