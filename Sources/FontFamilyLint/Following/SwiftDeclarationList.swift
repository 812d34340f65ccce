/// The names one Swift file declares, in source order, each with the index of its scope and what it holds
/// (``SwiftFileSymbols/symbols``), kept in little memory: a file may declare something on every line, or several
/// times on one line (`let a=1;` half a million times in 4 MB).
///
/// The declarations are kept in segments of ``segmentSize``, never in one list that is copied as it grows (which
/// holds them one and a half times while it does), and each segment keeps its declarations column by column: the
/// names' bytes one after the other with a byte for the length of each, a byte for what each holds, the index of their scope once for a run of
/// declarations in the same scope, a constant's string literal as its bytes and its place, and a reference as it is
/// spelled — no allocation for a declaration computed at run time (`let a = 1`) or initialised with a literal
/// (`static let title = "Inter"`) or a reference (`let title = Theme.title`), a parameter, or an enum's case (the
/// enum's name kept once for a run of its cases).
/// A name declared again in the same scope right after itself, with the same symbol, is kept once with a count
/// (``Declaration/count``): ``SwiftSymbolTable`` gives what each of them gives, so the lint says the same.
struct SwiftDeclarationList: Sendable, Sequence {
    /// What a declared name holds.
    typealias Symbol = SwiftFileSymbols.Symbol

    /// One declaration, or one run of the same declaration.
    struct Declaration: Sendable {
        /// The declared name.
        let name: String
        /// The index in ``SwiftFileSymbols/scopes`` of the qualified name of the types and blocks around it.
        let scope: Int
        /// What it holds.
        let symbol: Symbol
        /// How many times the file declares it in a row: 1, or more for the same name declared again in the same
        /// scope with the same symbol and nothing declared between (`let a = 1; let a = 1`).
        let count: Int
    }

    /// The most declarations one segment holds.
    static let segmentSize = 4_096

    /// What a declaration holds, as a segment keeps it.
    fileprivate enum Kind: UInt8 {
        /// ``SwiftFileSymbols/Symbol/computedAtRunTime``: nothing kept.
        case computedAtRunTime
        /// A constant initialised with a string literal: its text follows the name's bytes, its place is in `places`.
        case literal
        /// A constant initialised with a reference (`Theme.title`): how it is spelled follows the name's bytes.
        case reference
        /// A constant initialised with a reference's raw value (`Brand.body.rawValue`), spelled after the name.
        case rawValueReference
        /// A function's parameter declared with a type that is a name or a path of them, written after the name.
        case parameter
        /// A function's parameter declared with any other type.
        case untypedParameter
        /// A case without a raw value of the enum its segment's `enumKeys` names.
        case enumCase
        /// A case of that enum whose raw value is a string literal: its text follows the name's bytes, its place is in
        /// `places`.
        case literalEnumCase
        /// Any other symbol, kept as it is in `others`.
        case other

        /// Whether a text (a literal's, or how a reference is spelled) follows the name's bytes.
        var hasText: Bool {
            switch self {
            case .literal, .reference, .rawValueReference, .parameter, .literalEnumCase: true
            case .computedAtRunTime, .untypedParameter, .enumCase, .other: false
            }
        }

        /// Whether a place follows: a literal's that a later declaration never repeats.
        var hasPlace: Bool { self == .literal || self == .literalEnumCase }
    }

    /// Where a constant's string literal is in the file.
    fileprivate struct Place {
        var line: Int32
        var column: Int32
    }

    /// Up to ``segmentSize`` declarations, column by column.
    fileprivate struct Segment {
        /// The length of each declaration's name in `bytes` (it starts where the one before it ends: after its name,
        /// or after its text), or ``longLength`` for a length kept in `longNames`.
        var nameLengths: [UInt8] = []
        /// What each declaration holds.
        var kinds: [Kind] = []
        /// The names' bytes, each followed by its text when its kind has one.
        var bytes: [UInt8] = []
        /// The length of the text of each declaration whose kind has one, in order, or ``longLength`` for a length
        /// kept in `longTexts`.
        var textLengths: [UInt8] = []
        /// The lengths of 255 bytes or more of names, by their declaration's index.
        var longNames: [(index: UInt32, length: UInt32)] = []
        /// The lengths of 255 bytes or more of texts, by their index in `textLengths`.
        var longTexts: [(index: UInt32, length: UInt32)] = []
        /// The places of the literal constants' literals, in order.
        var places: [Place] = []
        /// The symbols of ``Kind/other``, in order.
        var others: [Symbol] = []
        /// The index of the first declaration of each run in the same scope, and that scope.
        var scopeRuns: [(first: UInt32, scope: UInt32)] = []
        /// The index of the first enum case of each run of cases of the same enum, and that enum's qualified name.
        var enumKeys: [(first: UInt32, key: String)] = []
        /// The declarations kept once for several in a row, and how many more times the file declares them.
        var repeats: [(index: UInt32, more: UInt32)] = []
        /// Where the last declaration's name starts and ends in `bytes`.
        var lastName: Range<Int> = 0..<0

        /// The length that stands for one kept apart: a name or a text of 255 bytes or more.
        static let longLength = UInt8.max
    }

    /// The segments, the last one filling.
    private var segments: [Segment] = []
    /// How many declarations are kept: a run of the same one counts once.
    var count: Int {
        segments.reduce(0) { $0 + $1.kinds.count }
    }

    /// An empty list.
    init() {}

    /// The bytes the declarations take in their columns, spare capacity left out.
    var byteCount: Int {
        segments.reduce(0) { total, segment in
            total + segment.nameLengths.count + segment.textLengths.count
                + (segment.longNames.count + segment.longTexts.count) * 8
                + segment.kinds.count + segment.bytes.count + segment.places.count * MemoryLayout<Place>.stride
                + segment.others.count * MemoryLayout<Symbol>.stride + segment.enumKeys.count
                * MemoryLayout<(UInt32, String)>.stride + (segment.scopeRuns.count + segment.repeats.count)
                * 8
        }
    }

    /// Adds a `let` or `var` named by the UTF-8 `name`, declared in the scope `scope` and initialised with `value`,
    /// or computed at run time when `value` is `nil` or a run-time value (which is kept without its reason:
    /// following a constant says it is computed at run time, whatever the reason). Called, not inlined: the
    /// declaration reader's loop stays small.
    @inline(never)
    mutating func append(name: UnsafeBufferPointer<UInt8>, scope: Int, value: SwiftValue?) {
        switch value {
        case nil, .runtime?:
            append(name: name, scope: scope, kind: .computedAtRunTime, text: nil, place: nil, symbol: nil)
        case .literal(let text, let line, let column)?:
            append(
                name: name, scope: scope, kind: .literal, text: text, place: Place(line: line, column: column),
                symbol: nil)
        case .reference(let path, let rawValue, let spelled)?
        where Self.path(spelled: spelled, rawValue: rawValue) == path:
            // The path is what the spelling gives: the spelling alone is kept.
            let kind: Kind = rawValue ? .rawValueReference : .reference
            append(name: name, scope: scope, kind: kind, text: spelled, place: nil, symbol: nil)
        case let value?:
            append(name: name, scope: scope, kind: .other, text: nil, place: nil, symbol: .constant(value))
        }
    }

    /// Adds `name`, declared in the scope `scope`, holding `symbol`.
    @inline(never)
    mutating func append(name: String, scope: Int, symbol: Symbol) {
        var name = name
        name.withUTF8 { name in
            switch symbol {
            case .computedAtRunTime: append(name: name, scope: scope, value: nil)
            case .constant(let value): append(name: name, scope: scope, value: value)
            case .parameter(nil):
                append(name: name, scope: scope, kind: .untypedParameter, text: nil, place: nil, symbol: nil)
            case .parameter(let type?) where Self.path(spelled: type.joined(separator: "."), rawValue: false) == type:
                // The type's path is what its spelling gives: the spelling alone is kept.
                let spelled = type.joined(separator: ".")
                append(name: name, scope: scope, kind: .parameter, text: spelled, place: nil, symbol: nil)
            case .enumCase(let enumKey, nil):
                append(name: name, scope: scope, kind: .enumCase, text: nil, place: nil, symbol: nil, enumKey: enumKey)
            case .enumCase(let enumKey, .literal(let text, let line, let column)?):
                let place = Place(line: line, column: column)
                append(
                    name: name, scope: scope, kind: .literalEnumCase, text: text, place: place, symbol: nil,
                    enumKey: enumKey)
            case .enumCase, .parameter:
                append(name: name, scope: scope, kind: .other, text: nil, place: nil, symbol: symbol)
            }
        }
    }

    private mutating func append(
        name: UnsafeBufferPointer<UInt8>, scope: Int, kind: Kind, text: String?, place: Place?, symbol: Symbol?,
        enumKey: String? = nil
    ) {
        let scope = UInt32(truncatingIfNeeded: scope)
        var text = text
        if !kind.hasPlace, let last = segments.indices.last,
            segments[last].repeats(name: name, scope: scope, kind: kind, text: &text, symbol: symbol, enumKey: enumKey)
        {
            return
        }
        if segments.last.map({ $0.kinds.count == Self.segmentSize }) ?? true { startSegment() }
        segments[segments.count - 1].append(
            name: name, scope: scope, kind: kind, text: &text, place: place, symbol: symbol, enumKey: enumKey)
    }

    /// The path of a reference spelled `spelled` (`Theme.title`, `.brand`, `Brand.body.rawValue` for its raw value):
    /// its components, an implicit member's with its `.`, without the `rawValue` of a raw value.
    static func path(spelled: String, rawValue: Bool) -> [String] {
        var components = spelled.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.count >= 2, components[0].isEmpty {
            components.removeFirst()
            components[0] = "." + components[0]
        }
        if rawValue, !components.isEmpty { components.removeLast() }
        return components
    }

    /// Starts a segment; after a full one, with room for as much as it held: a file that fills one segment
    /// usually fills the next the same way, and its columns are then never copied as they grow.
    private mutating func startSegment() {
        var segment = Segment()
        if let previous = segments.last {
            segment.nameLengths.reserveCapacity(Self.segmentSize)
            segment.kinds.reserveCapacity(Self.segmentSize)
            segment.bytes.reserveCapacity(previous.bytes.count)
            segment.textLengths.reserveCapacity(previous.textLengths.count)
            segment.places.reserveCapacity(previous.places.count)
            segment.others.reserveCapacity(previous.others.count)
        }
        segments.append(segment)
    }

    /// The declarations, in source order.
    func makeIterator() -> Iterator {
        Iterator(segments: segments)
    }

    /// Calls `body` with each declaration whose name `isIncluded` accepts, in source order: what a declaration
    /// holds is made only for those.
    func forEach(named isIncluded: (String) -> Bool, _ body: (Declaration) -> Void) {
        var iterator = makeIterator()
        while let position = iterator.advance() {
            let name = iterator.name(at: position)
            guard isIncluded(name) else { continue }
            body(
                Declaration(
                    name: name, scope: position.scope, symbol: iterator.symbol(at: position), count: position.count))
        }
    }

    /// Calls `body` with each symbol other than a constant initialised with a string literal or computed at run
    /// time — those refer to no other name — in source order, once for a run of the same declaration.
    func forEachReferringSymbol(_ body: (Symbol) -> Void) {
        var iterator = makeIterator()
        while let place = iterator.advance() {
            switch place.kind {
            case .computedAtRunTime, .literal, .untypedParameter, .enumCase, .literalEnumCase: continue
            case .reference, .rawValueReference, .parameter, .other: body(iterator.symbol(at: place))
            }
        }
    }

    /// The declarations of a list, in source order.
    struct Iterator: IteratorProtocol {
        /// Where one declaration is in its segment.
        fileprivate struct Position {
            var segment: Int
            var name: Range<Int>
            var kind: Kind
            var scope: Int
            /// Where its text ends, when its kind has one.
            var textEnd = 0
            /// The index in its segment's `places` or `others`, by its kind.
            var payload = 0
            /// The index in its segment's `enumKeys` of its enum, for a case.
            var enumKey = 0
            var count: Int
        }

        private let segments: [Segment]
        private var segment = 0
        private var index = 0
        private var start = 0
        private var text = 0
        private var longName = 0
        private var longText = 0
        private var place = 0
        private var other = 0
        private var scopeRun = 0
        private var enumKeyRun = 0
        private var repeatIndex = 0

        fileprivate init(segments: [Segment]) {
            self.segments = segments
        }

        /// The next declaration.
        mutating func next() -> Declaration? {
            guard let position = advance() else { return nil }
            return Declaration(
                name: name(at: position), scope: position.scope, symbol: symbol(at: position), count: position.count)
        }

        /// The position of the next declaration, and the iterator past it.
        fileprivate mutating func advance() -> Position? {
            while segment < segments.count, index == segments[segment].kinds.count {
                (segment, index, start, text, place, other, longName, longText) = (segment + 1, 0, 0, 0, 0, 0, 0, 0)
                (scopeRun, enumKeyRun, repeatIndex) = (0, 0, 0)
            }
            guard segment < segments.count else { return nil }
            var nameLength = Int(segments[segment].nameLengths[index])
            if nameLength == Segment.longLength {
                nameLength = Int(segments[segment].longNames[longName].length)
                longName += 1
            }
            let nameEnd = start + nameLength
            let kind = segments[segment].kinds[index]
            let scopeRuns = segments[segment].scopeRuns
            if scopeRun + 1 < scopeRuns.count, scopeRuns[scopeRun + 1].first == index { scopeRun += 1 }
            var count = 1
            let repeats = segments[segment].repeats
            if repeatIndex < repeats.count, repeats[repeatIndex].index == index {
                count += Int(repeats[repeatIndex].more)
                repeatIndex += 1
            }
            var position = Position(
                segment: segment, name: start..<nameEnd, kind: kind, scope: Int(scopeRuns[scopeRun].scope),
                count: count)
            start = nameEnd
            if kind.hasText {
                var textLength = Int(segments[segment].textLengths[text])
                if textLength == Segment.longLength {
                    textLength = Int(segments[segment].longTexts[longText].length)
                    longText += 1
                }
                position.textEnd = nameEnd + textLength
                start = position.textEnd
                text += 1
            }
            if kind.hasPlace {
                position.payload = place
                place += 1
            } else if kind == .other {
                position.payload = other
                other += 1
            }
            if kind == .enumCase || kind == .literalEnumCase {
                let enumKeys = segments[segment].enumKeys
                while enumKeyRun + 1 < enumKeys.count, enumKeys[enumKeyRun + 1].first <= index { enumKeyRun += 1 }
                position.enumKey = enumKeyRun
            }
            index += 1
            return position
        }

        /// The name of the declaration at `position`.
        fileprivate func name(at position: Position) -> String {
            segments[position.segment].bytes.withUnsafeBufferPointer {
                String(decoding: $0[position.name], as: UTF8.self)
            }
        }

        /// What the declaration at `position` holds.
        fileprivate func symbol(at position: Position) -> Symbol {
            let segment = segments[position.segment]
            var text: String {
                segment.bytes.withUnsafeBufferPointer {
                    String(decoding: $0[position.name.upperBound..<position.textEnd], as: UTF8.self)
                }
            }
            switch position.kind {
            case .computedAtRunTime:
                return .computedAtRunTime
            case .literal:
                let place = segment.places[position.payload]
                return .constant(.literal(text, line: place.line, column: place.column))
            case .reference, .rawValueReference:
                let spelled = text
                let rawValue = position.kind == .rawValueReference
                return .constant(
                    .reference(
                        path: SwiftDeclarationList.path(spelled: spelled, rawValue: rawValue), rawValue: rawValue,
                        spelled: spelled))
            case .parameter:
                return .parameter(type: SwiftDeclarationList.path(spelled: text, rawValue: false))
            case .untypedParameter:
                return .parameter(type: nil)
            case .enumCase:
                return .enumCase(enumKey: segment.enumKeys[position.enumKey].key, rawValue: nil)
            case .literalEnumCase:
                let place = segment.places[position.payload]
                return .enumCase(
                    enumKey: segment.enumKeys[position.enumKey].key,
                    rawValue: .literal(text, line: place.line, column: place.column))
            case .other:
                return segment.others[position.payload]
            }
        }
    }
}

extension SwiftDeclarationList.Segment {
    /// Whether the declaration is the same as the last one kept — its name, scope and symbol — which then counts
    /// it once more. A literal constant or a case with a literal raw value is never the same: its literal stands at
    /// a place of its own.
    fileprivate mutating func repeats(
        name: UnsafeBufferPointer<UInt8>, scope: UInt32, kind: SwiftDeclarationList.Kind, text: inout String?,
        symbol: SwiftDeclarationList.Symbol?, enumKey: String?
    ) -> Bool {
        guard let last = kinds.indices.last, kinds[last] == kind, scopeRuns.last?.scope == scope else { return false }
        let (nameStart, nameEnd) = (lastName.lowerBound, lastName.upperBound)
        let same = bytes.withUnsafeBufferPointer { bytes in
            guard bytes[nameStart..<nameEnd].elementsEqual(name) else { return false }
            guard kind.hasText else { return true }
            return text?.withUTF8 { bytes[nameEnd...].elementsEqual($0) } ?? false
        }
        guard same else { return false }
        if kind == .other {
            guard let symbol, others.last == symbol else { return false }
        }
        if let enumKey, enumKeys.last?.key != enumKey { return false }
        if let repeated = repeats.last, repeated.index == last {
            if repeated.more < .max { repeats[repeats.count - 1].more += 1 }
        } else {
            repeats.append((UInt32(last), 1))
        }
        return true
    }

    /// Adds a declaration to a segment with room for it.
    fileprivate mutating func append(
        name: UnsafeBufferPointer<UInt8>, scope: UInt32, kind: SwiftDeclarationList.Kind, text: inout String?,
        place: SwiftDeclarationList.Place?, symbol: SwiftDeclarationList.Symbol?, enumKey: String?
    ) {
        if let enumKey, enumKeys.last?.key != enumKey { enumKeys.append((UInt32(kinds.count), enumKey)) }
        if scopeRuns.last?.scope != scope { scopeRuns.append((UInt32(kinds.count), scope)) }
        let start = bytes.count
        bytes.append(contentsOf: name)
        lastName = start..<bytes.count
        nameLengths.append(Self.length(name.count, at: kinds.count, longLengths: &longNames))
        kinds.append(kind)
        if text != nil {
            let textStart = bytes.count
            text?.withUTF8 { bytes.append(contentsOf: $0) }
            textLengths.append(Self.length(bytes.count - textStart, at: textLengths.count, longLengths: &longTexts))
        }
        if let place { places.append(place) }
        if let symbol { others.append(symbol) }
    }

    /// `length` as a length column keeps it: itself when it is less than 255 bytes, otherwise ``longLength`` with
    /// `length` added to `longLengths` for the entry at `index`.
    private static func length(
        _ length: Int, at index: Int, longLengths: inout [(index: UInt32, length: UInt32)]
    ) -> UInt8 {
        guard length >= Int(longLength) else { return UInt8(length) }
        longLengths.append((UInt32(truncatingIfNeeded: index), UInt32(truncatingIfNeeded: length)))
        return longLength
    }
}
