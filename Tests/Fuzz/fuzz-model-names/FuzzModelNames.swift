import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint
import FontFamilySyntax
import Foundation
import FuzzSupport
import StringDistance

/// Weights, widths, text styles and size categories from any text: values stay in their documented ranges and
/// round-trip through their descriptions and JSON; a name parses back from its own spelling; errors are one line
/// that quotes the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModelNames(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let text = input.text
    if let number = Double(text.trimmingCharacters(in: .whitespaces)) {
        checkWeight(FontWeight(number), from: text)
        checkWidth(FontWidth(number), from: text)
    }
    if let weight = try? JSONDecoder().decode(FontWeight.self, from: Data(input.bytes)) {
        checkWeight(weight, from: text)
    }
    if let width = try? JSONDecoder().decode(FontWidth.self, from: Data(input.bytes)) {
        checkWidth(width, from: text)
    }
    checkName(text, parse: { text throws(UnknownNameError) in try TextStyle(parsing: text) }, spelling: \.rawValue)
    checkName(
        text, parse: { text throws(UnknownNameError) in try ContentSizeCategory(parsing: text) }, spelling: \.rawValue)
    return 0
}

private func checkWeight(_ weight: FontWeight, from text: String) {
    FuzzProperty.expect((1...1000).contains(weight.value), "weight \(weight.value) from \(text.debugDescription)")
    FuzzProperty.expect(
        Double(weight.description).map(FontWeight.init) == weight,
        "weight \(weight.value) is described as \(weight.description)")
    let encoded = try? JSONEncoder().encode(weight)
    FuzzProperty.expect(
        encoded.flatMap { try? JSONDecoder().decode(FontWeight.self, from: $0) } == weight,
        "weight \(weight.value) does not round-trip through JSON")
}

private func checkWidth(_ width: FontWidth, from text: String) {
    FuzzProperty.expect(
        (50...200).contains(width.percentage), "width \(width.percentage) from \(text.debugDescription)")
    FuzzProperty.expect(
        Double(width.description.dropLast()).map(FontWidth.init) == width,
        "width \(width.percentage) is described as \(width.description)")
    let encoded = try? JSONEncoder().encode(width)
    FuzzProperty.expect(
        encoded.flatMap { try? JSONDecoder().decode(FontWidth.self, from: $0) } == width,
        "width \(width.percentage) does not round-trip through JSON")
}

private func checkName<Value: Equatable>(
    _ text: String,
    parse: (String) throws(UnknownNameError) -> Value,
    spelling: (Value) -> String
) {
    do {
        let value = try parse(text)
        FuzzProperty.expect(
            (try? parse(spelling(value))) == value, "\(spelling(value)) does not parse back to itself")
    } catch {
        let message = error.description
        FuzzProperty.expect(!message.contains(where: \.isNewline), "a line break in \(message.debugDescription)")
        FuzzProperty.expect(error.input == text, "the error quotes \(error.input.debugDescription)")
    }
}
