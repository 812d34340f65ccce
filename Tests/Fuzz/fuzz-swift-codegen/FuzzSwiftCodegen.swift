import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint
import FontFamilySyntax
import Foundation
import FuzzSupport
import StringDistance
import TestSupport

/// Swift identifiers and literals from any text: every identifier is valid and in NFC, uniquing leaves no two names
/// equal, every string literal decodes back to its text, and every comment stays on its line and in its comment.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftCodegen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for name in [text] + lines {
        checkIdentifier(SwiftIdentifier.typeName(from: name, fallback: "Fallback"), from: name)
        checkIdentifier(SwiftIdentifier.memberName(from: name, fallback: "fallback"), from: name)
        let literal = SwiftLiteral.string(name)
        FuzzProperty.expect(
            SwiftLiteralDecoder.decode(literal) == name,
            "\(literal) does not decode to \(name.debugDescription)")
        let comment = SwiftLiteral.comment(name)
        FuzzProperty.expect(
            !comment.unicodeScalars.contains(where: SwiftLiteralDecoder.isInvisible),
            "the comment \(comment.debugDescription) holds an invisible or line-breaking character")
        FuzzProperty.expect(
            !comment.contains("*/") && !comment.contains("/*"), "the comment \(comment.debugDescription) holds /* or */"
        )
    }
    let members = SwiftIdentifier.uniqued(lines.map { SwiftIdentifier.memberName(from: $0, fallback: "member") })
    let bare = members.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
    FuzzProperty.expect(Set(bare).count == members.count, "uniqued names repeat: \(members)")
    members.forEach { checkIdentifier($0, from: "a uniqued name") }
    return 0
}

private func checkIdentifier(_ identifier: String, from text: String) {
    FuzzProperty.expect(
        SwiftIdentifier.isValid(identifier),
        "\(identifier.debugDescription) from \(text.debugDescription) is not a valid identifier")
    FuzzProperty.expect(
        identifier == identifier.precomposedStringWithCanonicalMapping,
        "\(identifier.debugDescription) from \(text.debugDescription) is not in NFC")
}
