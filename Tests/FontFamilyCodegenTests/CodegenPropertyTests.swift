import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen

@Suite struct CodegenPropertyTests {
    /// 3,000 seeded random strings become type names, case names, string literals and comments in one file, which
    /// one compile proves valid; every literal decodes back to its text, and no comment holds a line break or an
    /// invisible character.
    @Test func randomTextAlwaysCompilesAndRoundTrips() throws {
        var random = RandomUnicodeText(seed: 0x466F_6E74_4661_6D69)
        let texts = (0..<3000).map { index in random.string(maximumLength: index % 10 == 0 ? 200 : 24) }

        let types = SwiftIdentifier.uniqued(texts.map { SwiftIdentifier.typeName(from: $0, fallback: "Type") })
        let members = SwiftIdentifier.uniqued(texts.map { SwiftIdentifier.memberName(from: $0, fallback: "member") })
        #expect(Set(types.map(bare)).count == texts.count)
        #expect(Set(members.map(bare)).count == texts.count)

        var source = "enum Members: CaseIterable {\n"
        for (text, member) in zip(texts, members) {
            source += "    // \(SwiftLiteral.comment(text))\n    case \(member)\n"
        }
        source += "}\n\nlet usedMembers: [Members] = [\n"
        for member in members { source += "    .\(member),\n" }
        source += "]\n\nenum Types {\n"
        for type in types { source += "    enum \(type) {}\n" }
        source += "}\n\nlet literals: [String] = [\n"
        for text in texts { source += "    \(SwiftLiteral.string(text)),  // \(SwiftLiteral.comment(text))\n" }
        source += "]\n"
        try SwiftTypechecker.typecheck(source)

        for text in texts {
            #expect(SwiftLiteralDecoder.decode(SwiftLiteral.string(text)) == text)
            let comment = SwiftLiteral.comment(text)
            #expect(!comment.unicodeScalars.contains(where: SwiftLiteralDecoder.isInvisible))
            #expect(!comment.contains("*/") && !comment.contains("/*"))
        }
    }

    private func bare(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
