/// The kinds of file the lint reads, each with its own scanner.
public enum SourceLanguage: String, Hashable, Sendable, CaseIterable {
    /// Swift source (`.swift`): string literals at the call sites that take a font name.
    case swift
    /// A style sheet (`.css`): `font-family` lists, the `font` shorthand and `@font-face` `local()` names.
    case css
    /// An HTML page (`.html`, `.htm`): its `<style>` elements and `style` attributes, read as CSS.
    case html
    /// Design tokens in the W3C Design Tokens format (`.tokens`, `.tokens.json`, or a `.json` file that has
    /// `$value` members): `fontFamily` tokens and `typography` composites.
    case designTokens
    /// Objective-C source (`.m`, `.mm`, `.h`): string literals passed to `fontWithName:size:`,
    /// `fontDescriptorWithName:size:` and the Core Text functions that take a font name.
    case objectiveC
    /// An Interface Builder file (`.xib`, `.storyboard`): the `name` and `family` of each custom font's
    /// `<fontDescription>`.
    case interfaceBuilder

    /// The language a file's name says, or `nil` for a file the lint does not read.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if name.hasSuffix(".swift") {
            self = .swift
        } else if name.hasSuffix(".css") {
            self = .css
        } else if name.hasSuffix(".html") || name.hasSuffix(".htm") {
            self = .html
        } else if name.hasSuffix(".tokens") || name.hasSuffix(".json") {
            self = .designTokens
        } else if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") {
            self = .objectiveC
        } else if name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
            self = .interfaceBuilder
        } else {
            return nil
        }
    }
}
