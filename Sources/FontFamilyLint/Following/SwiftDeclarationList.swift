/// The names one Swift file declares, in source order, each with the index of its scope and what it holds
/// (``SwiftFileSymbols/symbols``), kept in little memory: a file may declare something on every line, or several
/// times on one line (`let a=1;` half a million times in 4 MB).
///
/// The declarations are kept in segments of ``segmentSize``, never in one list that is copied as it grows (which
/// holds them one and a half times while it does), and each segment keeps its declarations column by column: the
/// names' bytes one after the other, a byte for what each holds, the index of their scope once for a run of
/// declarations in the same scope, and a constant's string literal as its bytes and its place — no allocation for
/// a declaration computed at run time (`let a = 1`) or initialised with a literal (`static let title = "Inter"`).
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
        /// A constant initialised with a string literal: its bytes follow the name's, its place is in `literals`.
        case literal
        /// Any other symbol, kept as it is in `others`.
        case other
    }

    /// Where a constant's string literal ends among its segment's bytes, and its place in the file.
    fileprivate struct Literal {
        var end: UInt32
        var line: Int32
        var column: Int32
    }

    /// Up to ``segmentSize`` declarations, column by column.
    fileprivate struct Segment {
        /// Where each declaration's name ends in `bytes` (it starts where the one before it ends: after its name, or
        /// after its literal's bytes).
        var nameEnds: [UInt32] = []
        /// What each declaration holds.
        var kinds: [Kind] = []
        /// The names' bytes, each followed by its literal's when it is a constant initialised with one.
        var bytes: [UInt8] = []
        /// The literal constants' places, in order.
        var literals: [Literal] = []
        /// The symbols of ``Kind/other``, in order.
        var others: [Symbol] = []
        /// The index of the first declaration of each run in the same scope, and that scope.
        var scopeRuns: [(first: UInt32, scope: UInt32)] = []
        /// The declarations kept once for several in a row, and how many more times the file declares them.
        var repeats: [(index: UInt32, more: UInt32)] = []
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
            total + segment.nameEnds.count * MemoryLayout<UInt32>.stride + segment.kinds.count
                + segment.bytes.count + segment.literals.count * MemoryLayout<Literal>.stride
                + segment.others.count * MemoryLayout<Symbol>.stride + segment.scopeRuns.count * 8
                + segment.repeats.count * 8
        }
    }

    /// Adds a `let` or `var` named by the UTF-8 `name`, declared in the scope `scope` and initialised with `value`,
    /// or computed at run time when `value` is `nil`. Called, not inlined: the declaration reader's loop stays small.
    @inline(never)
    mutating func append(name: UnsafeBufferPointer<UInt8>, scope: Int, value: SwiftValue?) {
        switch value {
        case nil: append(name: name, scope: scope, kind: .computedAtRunTime, symbol: nil, literal: nil)
        case .literal(let text, let line, let column)?:
            append(name: name, scope: scope, kind: .literal, symbol: nil, literal: (text, line, column))
        case let value?: append(name: name, scope: scope, kind: .other, symbol: .constant(value), literal: nil)
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
            case .enumCase, .parameter: append(name: name, scope: scope, kind: .other, symbol: symbol, literal: nil)
            }
        }
    }

    private mutating func append(
        name: UnsafeBufferPointer<UInt8>, scope: Int, kind: Kind, symbol: Symbol?,
        literal: (text: String, line: Int32, column: Int32)?
    ) {
        let scope = UInt32(truncatingIfNeeded: scope)
        if kind != .literal, let last = segments.indices.last, segments[last].repeats(name, scope, kind, symbol) {
            return
        }
        if segments.last.map({ $0.kinds.count == Self.segmentSize }) ?? true { startSegment() }
        let last = segments.count - 1
        segments[last].append(name: name, scope: scope, kind: kind, symbol: symbol, literal: literal)
    }

    /// Starts a segment; after a full one, with room for as much as it held: a file that fills one segment
    /// usually fills the next the same way, and its columns are then never copied as they grow.
    private mutating func startSegment() {
        var segment = Segment()
        if let previous = segments.last {
            segment.nameEnds.reserveCapacity(Self.segmentSize)
            segment.kinds.reserveCapacity(Self.segmentSize)
            segment.bytes.reserveCapacity(previous.bytes.count)
            segment.literals.reserveCapacity(previous.literals.count)
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
        while let place = iterator.advance() {
            let name = iterator.name(at: place)
            guard isIncluded(name) else { continue }
            body(iterator.declaration(at: place, name: name))
        }
    }

    /// Calls `body` with each symbol other than a constant initialised with a string literal or computed at run
    /// time — those refer to no other name — in source order, once for a run of the same declaration.
    func forEachReferringSymbol(_ body: (Symbol) -> Void) {
        for segment in segments {
            for symbol in segment.others { body(symbol) }
        }
    }

    /// The declarations of a list, in source order.
    struct Iterator: IteratorProtocol {
        /// Where one declaration is in its segment.
        fileprivate struct Place {
            var segment: Int
            var index: Int
            var name: Range<Int>
            var kind: Kind
            var scope: Int
            /// The index in its segment's `literals` or `others`, by its kind.
            var payload: Int
            var count: Int
        }

        private let segments: [Segment]
        private var segment = 0
        private var index = 0
        private var start = 0
        private var literal = 0
        private var other = 0
        private var scopeRun = 0
        private var repeatIndex = 0

        fileprivate init(segments: [Segment]) {
            self.segments = segments
        }

        /// The next declaration.
        mutating func next() -> Declaration? {
            guard let place = advance() else { return nil }
            return declaration(at: place, name: name(at: place))
        }

        /// The place of the next declaration, and the iterator past it.
        fileprivate mutating func advance() -> Place? {
            while segment < segments.count, index == segments[segment].kinds.count {
                (segment, index, start, literal, other, scopeRun, repeatIndex) = (segment + 1, 0, 0, 0, 0, 0, 0)
            }
            guard segment < segments.count else { return nil }
            let nameEnd = Int(segments[segment].nameEnds[index])
            let kind = segments[segment].kinds[index]
            let scopeRuns = segments[segment].scopeRuns
            if scopeRun + 1 < scopeRuns.count, scopeRuns[scopeRun + 1].first == index { scopeRun += 1 }
            var count = 1
            let repeats = segments[segment].repeats
            if repeatIndex < repeats.count, repeats[repeatIndex].index == index {
                count += Int(repeats[repeatIndex].more)
                repeatIndex += 1
            }
            var place = Place(
                segment: segment, index: index, name: start..<nameEnd, kind: kind,
                scope: Int(scopeRuns[scopeRun].scope), payload: 0, count: count)
            switch kind {
            case .computedAtRunTime:
                start = nameEnd
            case .literal:
                place.payload = literal
                start = Int(segments[segment].literals[literal].end)
                literal += 1
            case .other:
                place.payload = other
                start = nameEnd
                other += 1
            }
            index += 1
            return place
        }

        /// The name of the declaration at `place`.
        fileprivate func name(at place: Place) -> String {
            segments[place.segment].bytes.withUnsafeBufferPointer {
                String(decoding: $0[place.name], as: UTF8.self)
            }
        }

        /// The declaration at `place`, whose name is `name`.
        fileprivate func declaration(at place: Place, name: String) -> Declaration {
            let segment = segments[place.segment]
            let symbol: Symbol
            switch place.kind {
            case .computedAtRunTime:
                symbol = .computedAtRunTime
            case .literal:
                let literal = segment.literals[place.payload]
                let text = segment.bytes.withUnsafeBufferPointer {
                    String(decoding: $0[place.name.upperBound..<Int(literal.end)], as: UTF8.self)
                }
                symbol = .constant(.literal(text, line: literal.line, column: literal.column))
            case .other:
                symbol = segment.others[place.payload]
            }
            return Declaration(name: name, scope: place.scope, symbol: symbol, count: place.count)
        }
    }
}

extension SwiftDeclarationList.Segment {
    /// Whether the declaration is the same as the last one kept — its name, scope and symbol — which then counts
    /// it once more. A literal constant is never the same: its literal stands at a place of its own.
    fileprivate mutating func repeats(
        _ name: UnsafeBufferPointer<UInt8>, _ scope: UInt32, _ kind: SwiftDeclarationList.Kind,
        _ symbol: SwiftDeclarationList.Symbol?
    ) -> Bool {
        guard let last = kinds.indices.last, kinds[last] == kind, scopeRuns.last?.scope == scope else { return false }
        // The name starts where the declaration before it ends; were that a literal constant's, it is the last.
        let previousEnd =
            last == 0 ? 0 : kinds[last - 1] == .literal ? literals[literals.count - 1].end : nameEnds[last - 1]
        let nameStart = Int(previousEnd)
        let nameEnd = Int(nameEnds[last])
        guard nameEnd - nameStart == name.count,
            bytes.withUnsafeBufferPointer({ $0[nameStart..<nameEnd].elementsEqual(name) })
        else { return false }
        if kind == .other {
            guard let symbol, others.last == symbol else { return false }
        }
        if let repeated = repeats.last, repeated.index == last {
            if repeated.more < .max { repeats[repeats.count - 1].more += 1 }
        } else {
            repeats.append((UInt32(last), 1))
        }
        return true
    }

    /// Adds a declaration to a segment with room for it.
    fileprivate mutating func append(
        name: UnsafeBufferPointer<UInt8>, scope: UInt32, kind: SwiftDeclarationList.Kind,
        symbol: SwiftDeclarationList.Symbol?, literal: (text: String, line: Int32, column: Int32)?
    ) {
        if scopeRuns.last?.scope != scope { scopeRuns.append((UInt32(kinds.count), scope)) }
        bytes.append(contentsOf: name)
        nameEnds.append(UInt32(truncatingIfNeeded: bytes.count))
        kinds.append(kind)
        if let symbol { others.append(symbol) }
        if var literal {
            literal.text.withUTF8 { bytes.append(contentsOf: $0) }
            literals.append(
                SwiftDeclarationList.Literal(
                    end: UInt32(truncatingIfNeeded: bytes.count), line: literal.line, column: literal.column))
        }
    }
}
