/// Which face of a cascade list draws each part of a text, and what no face in the list can draw.
///
/// ```swift
/// let coverage = catalog.coverage(of: "Hello مرحبا", cascade: ["Papyrus", "Damascus"])
/// coverage.runs.map(\.text)                   // ["Hello ", "مرحبا"]
/// coverage.runs.map(\.face?.postScriptName)   // ["Papyrus", "Damascus"]
/// coverage.uncovered                          // []
/// ```
public struct TextCoverage: Hashable, Sendable, CustomStringConvertible {
    /// A stretch of consecutive characters drawn by one face.
    public struct Run: Hashable, Sendable {
        /// The characters of the run.
        public var text: String
        /// The face that draws them: the first face of the cascade that covers each; `nil` when none does.
        public var face: FontFace?
    }

    /// The text split into runs, in order; joined, their texts give back the whole text.
    public var runs: [Run]
    /// The characters no face of the cascade covers, each once, in order of first appearance.
    public var uncovered: [Character]
    /// The names of the cascade that the catalog does not have, in cascade order.
    public var missingFonts: [String]
    /// The faces of the cascade known only from a ``PlatformFontList``, in cascade order: with no file here, what
    /// they cover is unknown, so they draw no run.
    public var facesWithoutFiles: [FontFace] = []

    /// `true` when every character has a face, every font of the cascade is installed, and every face has a file.
    public var isComplete: Bool { uncovered.isEmpty && missingFonts.isEmpty && facesWithoutFiles.isEmpty }

    /// One line per run (`Papyrus: "Hello "`), then the uncovered characters, missing fonts and faces without
    /// files, if any (`no file here: HelveticaNeue (iOS 18.2's font list)`).
    public var description: String {
        var lines = runs.map { run in
            (run.face?.postScriptName ?? "(no face)") + ": " + String(reflecting: run.text)
        }
        if !uncovered.isEmpty {
            let points = uncovered.map { character in
                character.unicodeScalars.map { Notation.codePoint($0.value) }.joined(separator: " ")
            }
            lines.append("not covered: " + points.joined(separator: ", "))
        }
        if !missingFonts.isEmpty { lines.append("not installed: " + missingFonts.joined(separator: ", ")) }
        if !facesWithoutFiles.isEmpty {
            let faces = facesWithoutFiles.map { face in
                face.postScriptName + " (" + (face.platform ?? "") + "'s font list)"
            }
            lines.append("no file here: " + faces.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
