/// A JSON document, written deterministically: object keys sorted, two-space indentation, shortest numbers.
package enum JSONValue {
    case string(String)
    case number(Double)
    /// An integer, written with every digit (a `Double` keeps only 53 bits).
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object(JSONObject)

    /// The pretty-printed text, ending in a newline.
    package var text: String {
        var json = JSONWriter()
        json.value(self)
        return json.text()
    }

    /// Writes the value, each object's members sorted by key. Inlined where the value is built, so that a scalar
    /// member (`.string(face.file)`) costs no enum and no call; arrays and objects are written out of line.
    @inline(__always)
    func write(to json: inout JSONWriter) {
        switch self {
        case .string(let string): json.string(string)
        case .number(let number): json.number(number)
        case .integer(let integer): json.integer(integer)
        case .bool(let bool): json.bool(bool)
        case .null: json.null()
        case .array(let elements): Self.write(elements, to: &json)
        case .object(let object): Self.write(object, to: &json)
        }
    }

    @inline(never)
    private static func write(_ elements: [JSONValue], to json: inout JSONWriter) {
        json.array(elements) { $1.write(to: &$0) }
    }

    @inline(never)
    private static func write(_ object: JSONObject, to json: inout JSONWriter) {
        let members = object.members
        json.object { json in
            // Sorting the positions, not the members, copies no value.
            for index in members.indices.sorted(by: { members[$0].key < members[$1].key }) {
                json.member(named: members[index].key, members[index].value)
            }
        }
    }
}
