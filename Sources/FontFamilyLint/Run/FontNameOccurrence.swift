/// A font name a source file hands to an API, found by one of the lint scanners: where it is, what kind of name the
/// API takes, and the name itself when the source spells it out.
///
/// Scanners only find names; ``/FontFamilyCatalog/FontCatalog`` checks them.
struct FontNameOccurrence: Hashable, Sendable {
    /// The kind of name the API at the occurrence takes.
    enum Expectation: Hashable, Sendable {
        /// A face's name for a platform API that also accepts full and family names through a fallback
        /// (`UIFont(name:size:)`, `Font.custom(_:size:)`, `CTFontCreateWithName`): the PostScript name resolves
        /// exactly, anything else only through the platform's own matching.
        case faceName
        /// Exactly one face's PostScript name (`FontCatalog.face(postScriptName:)`).
        case postScriptName
        /// A PostScript name, or any of a family's names exactly, which picks the family's regular face
        /// (`iconFont(named:)`).
        case postScriptOrFamilyName
        /// A family name (CSS `font-family`, a design token's `fontFamily`), compared as CSS compares them: any of a
        /// family's names, ignoring ASCII case.
        case familyName
        /// A family name with a weight chained on it (SwiftUI's `Font.custom(_:size:)` then `.weight(_:)` or
        /// `.bold()`): the platform finds the family and picks its face by weight, so any of a family's names
        /// resolves (ignoring case), and so does a face's PostScript name.
        case weightedFamilyName
        /// A family's primary name, exactly (`FontCatalog.family(named:)`).
        case primaryFamilyName
        /// One face's PostScript name or full name (CSS `src: local(…)`).
        case uniqueName
        /// A weight, spelled as a design token spells it (`600`, `"semi-bold"`), that the family `family` should
        /// have a face of.
        indirect case weight(family: String)
        /// A `Font.Weight` member (`semibold`; `bold` for `.bold()`) chained on `Font.custom(_:size:)` with the
        /// family `family`, which should have a face of that weight.
        indirect case swiftWeight(family: String)
    }

    /// The name as the source gives it.
    enum Value: Hashable, Sendable {
        /// A name spelled out in the source, with its escapes decoded.
        case literal(String)
        /// A name the source builds at run time or takes from elsewhere; `reason` says how, as in "the name is the
        /// variable 'name'" or "the name interpolates a value".
        case notCheckable(reason: String)
        /// A name Swift source gives through constants, enum cases, ternaries, `??`, interpolations or `+`, read in
        /// the scope `scope` (the qualified name of the types and blocks around it): the lint follows it through the
        /// declarations of every linted Swift file.
        indirect case followed(SwiftValue, scope: [String])
    }

    /// The name, or why it cannot be read from the source.
    let value: Value
    /// What kind of name the API takes.
    let expectation: Expectation
    /// The API or property that takes the name, as a reader knows it: `UIFont(name:size:)`, `font-family`,
    /// `local()`, `fontFamily`.
    let context: String
    /// The line of the name's first character, counting from 1.
    var line: Int { Int(storedLine) }
    /// The column of the name's first character (the opening quote or `#` of a literal), counting UTF-8 bytes from
    /// 1 as the Swift compiler does.
    var column: Int { Int(storedColumn) }
    /// ``line`` and ``column`` in 4 bytes each (a file's offsets fit 32 bits): a file of font calls holds an
    /// occurrence a call.
    private let storedLine: Int32
    private let storedColumn: Int32
    /// ``fallbacks``, ``use`` and ``path``, which few occurrences have, apart: `nil` when the occurrence has none of
    /// them, so that an occurrence takes 64 bytes.
    private let rare: Rare?

    /// The names listed after this one in the same fallback list (a CSS `font-family` list, a design token's array
    /// of families), generic families left out: what a renderer tries when this name is missing.
    var fallbacks: [String] { rare?.fallbacks ?? [] }
    /// Where the API takes the name, when the occurrence stands at a constant's literal instead (an Objective-C
    /// `NSString *const` or `#define` used in a font call): the finding names this use.
    var use: UseSite? { rare?.use }
    /// The file the name is written in, when it is not the file of the call (an Objective-C constant defined in
    /// another file).
    var path: String? { rare?.path }

    /// An occurrence's ``fallbacks``, ``use`` and ``path``, when it has one of them.
    private final class Rare: Hashable, Sendable {
        /// The occurrence's ``FontNameOccurrence/fallbacks``.
        let fallbacks: [String]
        /// The occurrence's ``FontNameOccurrence/use``.
        let use: UseSite?
        /// The occurrence's ``FontNameOccurrence/path``.
        let path: String?

        /// The values given, kept together.
        init(fallbacks: [String], use: UseSite?, path: String?) {
            self.fallbacks = fallbacks
            self.use = use
            self.path = path
        }

        /// Whether two occurrences' rare values are the same.
        static func == (lhs: Rare, rhs: Rare) -> Bool {
            lhs.fallbacks == rhs.fallbacks && lhs.use == rhs.use && lhs.path == rhs.path
        }

        /// Hashes the values ``==`` compares.
        func hash(into hasher: inout Hasher) {
            hasher.combine(fallbacks)
            hasher.combine(use)
            hasher.combine(path)
        }
    }

    /// The line and column of a call that takes a name written elsewhere.
    struct UseSite: Hashable, Sendable {
        /// The line of the argument's first character, counting from 1.
        var line: Int { Int(storedLine) }
        /// The column of the argument's first character, counting UTF-8 bytes from 1.
        var column: Int { Int(storedColumn) }
        private let storedLine: Int32
        private let storedColumn: Int32

        /// The use at `line` and `column`.
        init(line: Int, column: Int) {
            storedLine = Int32(truncatingIfNeeded: line)
            storedColumn = Int32(truncatingIfNeeded: column)
        }
    }

    /// An occurrence with every property given.
    init(
        value: Value, expectation: Expectation, context: String, line: Int, column: Int, fallbacks: [String] = [],
        use: UseSite? = nil, path: String? = nil
    ) {
        self.value = value
        self.expectation = expectation
        self.context = context
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
        rare =
            fallbacks.isEmpty && use == nil && path == nil
            ? nil : Rare(fallbacks: fallbacks, use: use, path: path)
    }
}
