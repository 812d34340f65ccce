import FontFamilySyntax
import FuzzSupport

/// The Swift lexer's tokens kept compact from the first (as a dense file's are) against the same tokens in 8-byte
/// words, on any text: every token reads back the same through every way of reading one, and the comments are the
/// same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(FuzzInput(data, size).text.utf8)
    let (compact, compactComments) = bytes.withUnsafeBufferPointer {
        SwiftLexer.tokensAndComments(in: $0, compaction: .always)
    }
    let (wide, wideComments) = bytes.withUnsafeBufferPointer {
        SwiftLexer.tokensAndComments(in: $0, compaction: .never)
    }
    FuzzProperty.expect(compact.count == wide.count, "\(compact.count) compact tokens, \(wide.count) words")
    FuzzProperty.expect(compactComments == wideComments, "comments differ: \(compactComments), \(wideComments)")
    FuzzProperty.expect(
        compact.firstUnreadBracket == wide.firstUnreadBracket,
        "first unread bracket \(String(describing: compact.firstUnreadBracket)) compact, "
            + "\(String(describing: wide.firstUnreadBracket)) in words")
    for index in wide.indices {
        FuzzProperty.expect(compact[index] == wide[index], "token \(index): \(compact[index]), \(wide[index])")
        FuzzProperty.expect(
            compact.bounds(at: index) == wide.bounds(at: index) && compact.kind(at: index) == wide.kind(at: index)
                && compact.closer(of: index) == wide.closer(of: index)
                && compact.startsLine(at: index) == wide.startsLine(at: index)
                && compact.interpolationDepth(at: index) == wide.interpolationDepth(at: index),
            "token \(index) reads back differently compact")
    }
    return 0
}
