import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit

/// The properties every icon metadata parser keeps, whatever its input.
public enum IconMetadataProperties {
    /// Checks parsed metadata: at least one glyph, no empty name, every name and alias once.
    public static func check(_ metadata: IconMetadata) {
        let names = metadata.glyphs.flatMap { [$0.name] + $0.aliases }
        FuzzProperty.expect(!names.contains(""), "an empty glyph name in \(names)")
        FuzzProperty.expect(Set(names).count == names.count, "a glyph name listed twice in \(names)")
    }

    /// Checks an error: one line of text, so that a message about hostile input never breaks a log.
    public static func check(_ error: IconMetadataError) {
        let message = "\(error)"
        FuzzProperty.expect(!message.isEmpty, "an empty error message")
        FuzzProperty.expect(
            !message.contains(where: \.isNewline), "a line break in the error message \(message.debugDescription)")
    }

    /// Parses `text` through the public entry point (format detection, then deduplication) and checks the result.
    public static func checkPublicParse(_ text: String) {
        do {
            check(try IconMetadata(parsing: text, source: "fuzz"))
        } catch {
            check(error)
        }
    }
}
