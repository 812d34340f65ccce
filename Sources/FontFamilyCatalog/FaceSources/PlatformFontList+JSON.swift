#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PlatformFontList {
    /// A JSON value as `JSONDecoder` reads it, for a list whose shape is checked field by field (and `true` is never
    /// taken for the number 1).
    enum JSONValue: Decodable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([String: JSONValue])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let array = try? container.decode([JSONValue].self) {
                self = .array(array)
            } else {
                self = .object(try container.decode([String: JSONValue].self))
            }
        }

        /// The string, if the value is one.
        var string: String? {
            guard case .string(let string) = self else { return nil }
            return string
        }

        /// The number, if the value is one (not `true` or `false`).
        var number: Double? {
            guard case .number(let number) = self else { return nil }
            return number
        }

        /// The elements, if the value is an array.
        var array: [JSONValue]? {
            guard case .array(let array) = self else { return nil }
            return array
        }

        /// The members, if the value is an object.
        var object: [String: JSONValue]? {
            guard case .object(let object) = self else { return nil }
            return object
        }
    }
}
