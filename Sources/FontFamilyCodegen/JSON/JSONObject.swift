/// The members of a JSON object, written sorted by key whatever order they were given in; a later value of a key
/// replaces an earlier one.
///
/// A small array rather than a dictionary: the objects here have a dozen members at most, and a hash table built and
/// freed for each of thousands of faces cost more than writing them.
package struct JSONObject: ExpressibleByDictionaryLiteral {
    /// One key and its value (a struct, not a tuple: the runtime frees an array of tuples through generic code).
    struct Member {
        let key: String
        var value: JSONValue
    }

    /// The members in the order they were first given.
    private(set) var members: [Member] = []

    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    init(_ elements: some Sequence<(String, JSONValue)>) {
        members.reserveCapacity(elements.underestimatedCount)
        for (key, value) in elements { self[key] = value }
    }

    package subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            switch (members.firstIndex { $0.key == key }, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }
}
