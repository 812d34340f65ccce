import FontFamilySyntax

/// The tokens of one design tokens file, in source order, each with its type, found by the path an alias names
/// (`{font.body}`), and where each alias leads once its chain of aliases is followed.
///
/// A token is an object with a value member (`$value`); every other object is a group, whose `$type` its tokens
/// inherit unless they have their own. Where an object repeats a key, the last member counts, as in JavaScript.
struct DesignTokenIndex {
    /// How a file spells tokens: the W3C Design Tokens format, or the older Tokens Studio (Figma) format.
    struct Dialect: Hashable, Sendable {
        /// The member that holds a token's value: `$value`, or `value` in Tokens Studio.
        let valueKey: String
        /// The member that holds a token's or a group's type: `$type`, or `type` in Tokens Studio.
        let typeKey: String
        /// The type of a token whose value is a family or a list of families: `fontFamily`, or `fontFamilies`.
        let fontFamilyType: String
        /// `true` for Tokens Studio, whose top-level groups are token sets that aliases leave out
        /// (`{fontFamilies.body}` for the token `global.fontFamilies.body`), and whose weights are style names.
        let isTokensStudio: Bool

        /// The W3C Design Tokens Community Group format.
        static let w3c = Dialect(
            valueKey: "$value", typeKey: "$type", fontFamilyType: "fontFamily", isTokensStudio: false)
        /// The Tokens Studio (Figma) format without `$` members.
        static let tokensStudio = Dialect(
            valueKey: "value", typeKey: "type", fontFamilyType: "fontFamilies", isTokensStudio: true)

        /// The type of a composite token with `fontFamily` and `fontWeight` members.
        var typographyType: String { "typography" }

        /// The dialect of `root`: W3C when any object has a `$value` member, Tokens Studio when none has but an
        /// object has a `value` member and a `type` of `fontFamilies`, `fontWeights` or `typography`; `nil` for
        /// other JSON (`package.json`, …).
        static func of(_ root: PositionedJSON) -> Dialect? {
            if contains(root, where: { $0.members?.contains { $0.key == "$value" } ?? false }) { return .w3c }
            let studioTypes: Set<String> = ["fontFamilies", "fontWeights", "typography"]
            let isStudio = contains(root) { value in
                value.member("value") != nil && value.member("type")?.string.map(studioTypes.contains) == true
            }
            return isStudio ? .tokensStudio : nil
        }

        /// `true` when `value` or a value inside it satisfies `test`.
        private static func contains(_ value: PositionedJSON, where test: (PositionedJSON) -> Bool) -> Bool {
            var pending = [value]
            while let next = pending.popLast() {
                if test(next) { return true }
                switch next.content {
                case .object(let members): pending += members.lazy.map(\.value)
                case .array(let elements): pending += elements
                default: break
                }
            }
            return false
        }
    }

    /// One token.
    struct Token: Hashable, Sendable {
        /// Its value member's value.
        let value: PositionedJSON
        /// Its own type, or its nearest enclosing group's; `nil` when neither has one.
        let type: String?
    }

    /// Where an alias leads.
    enum Target: Hashable, Sendable {
        /// The token at the end of the chain, whose value is not an alias.
        case token(Int)
        /// `alias` (the one asked about, or one further along its chain) names no token of the file.
        case undefined(alias: String)
        /// The chain comes back to the token the alias names; `through` is the alias that token's value holds, or
        /// `nil` when that is the same alias.
        case loop(through: String?)
        /// The chain runs into a loop of other aliases at `entry`.
        case intoLoop(entry: String)
    }

    /// Where the chain of aliases that starts at a token ends.
    private enum Chain: Hashable {
        /// At this token, whose value is not an alias.
        case token(Int)
        /// At an alias that names no token.
        case undefined(String)
        /// The chain comes back to its start.
        case onLoop
        /// The chain runs into a loop at this alias.
        case intoLoop(String)
    }

    /// A node of the tree of group and token names: the parent node and the member's key.
    private struct Child: Hashable {
        /// The group's node.
        let parent: Int
        /// The member's key.
        let name: String
    }

    /// The tree's root node.
    private static let root = 0
    /// The root under which Tokens Studio's tokens are also found without their token set.
    private static let setlessRoot = 1

    /// The file's dialect.
    let dialect: Dialect
    /// Every token, in source order.
    private(set) var tokens: [Token] = []
    /// The node of each named member of each group.
    private var children: [Child: Int] = [:]
    /// The token at each node that is a token.
    private var tokenAtNode: [Int: Int] = [:]
    /// How many nodes there are.
    private var nodeCount = 2
    /// Where the chain of aliases from each token ends.
    private var chains: [Chain] = []
    /// The path of the group each group's `$extends` names (`base` for `"$extends": "{base}"`), by the group's node:
    /// a group inherits the members it does not define itself.
    private var extendedGroup: [Int: Substring] = [:]
    /// The most `$extends` links a lookup follows: more is a loop.
    private static let maximumExtends = 32

    /// The tokens of the file whose top-level value is `root`.
    init(root: PositionedJSON, dialect: Dialect) {
        self.dialect = dialect
        collect(root: root)
        resolveChains()
    }

    /// The path inside an alias (`font.body` for `{font.body}`), or `nil` when `string` is not an alias.
    static func aliasPath(_ string: String) -> Substring? {
        guard string.utf8.count > 2, string.utf8.first == UInt8(ascii: "{"), string.utf8.last == UInt8(ascii: "}")
        else { return nil }
        let path = string.dropFirst().dropLast()
        guard !path.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        return path
    }

    /// Where `alias` leads, or `nil` when `alias` is not an alias.
    func target(ofAlias alias: String) -> Target? {
        guard let path = Self.aliasPath(alias) else { return nil }
        guard let token = token(at: path) else { return .undefined(alias: alias) }
        switch chains[token] {
        case .token(let final):
            return .token(final)
        case .undefined(let missing):
            return .undefined(alias: missing)
        case .onLoop:
            guard let next = tokens[token].value.string, let nextPath = Self.aliasPath(next) else {
                return .loop(through: nil)
            }
            return .loop(through: self.token(at: nextPath) == token ? nil : next)
        case .intoLoop(let entry):
            return .intoLoop(entry: entry)
        }
    }

    /// The token whose path is `path` (names joined with `.`), or `nil` when there is none.
    private func token(at path: Substring) -> Int? {
        var extendsLeft = Self.maximumExtends
        if let node = node(at: path, from: Self.root, extendsLeft: &extendsLeft), let token = tokenAtNode[node] {
            return token
        }
        guard dialect.isTokensStudio else { return nil }
        extendsLeft = Self.maximumExtends
        return node(at: path, from: Self.setlessRoot, extendsLeft: &extendsLeft).flatMap { tokenAtNode[$0] }
    }

    /// The node at `path` below `start`, looking a member that a group lacks up in the group its `$extends` names;
    /// `extendsLeft` counts down the links followed in the whole lookup, so that loops end.
    private func node(at path: Substring, from start: Int, extendsLeft: inout Int) -> Int? {
        var node = start
        for name in path.split(separator: ".", omittingEmptySubsequences: false) {
            var group = node
            while true {
                if let child = children[Child(parent: group, name: String(name))] {
                    node = child
                    break
                }
                guard extendsLeft > 0, let base = extendedGroup[group] else { return nil }
                extendsLeft -= 1
                guard let baseNode = self.node(at: base, from: Self.root, extendsLeft: &extendsLeft) else { return nil }
                group = baseNode
            }
        }
        return node
    }

    /// A group whose members are being read.
    private struct PendingGroup {
        /// The group's members.
        let members: [PositionedJSON.Member]
        /// The position of each key's last member, for groups of more than one member.
        let lastPosition: [String: Int]
        /// The position of the next member to read.
        var position = 0
        /// The group's node.
        let node: Int
        /// The group's node below the setless root (Tokens Studio), when it has one.
        let setlessNode: Int?
        /// The group's type, or its nearest enclosing group's.
        let type: String?
        /// `true` for the file's top-level object.
        let isTopLevel: Bool

        /// The group that `value` is, at `node` and `setlessNode`, inside groups whose type is `type`.
        init(_ value: PositionedJSON, node: Int, setlessNode: Int?, type: String?, isTopLevel: Bool, typeKey: String) {
            members = value.members ?? []
            var lastPosition: [String: Int] = [:]
            if members.count > 1 {
                for (position, member) in members.enumerated() { lastPosition[member.key] = position }
            }
            self.lastPosition = lastPosition
            self.node = node
            self.setlessNode = setlessNode
            self.type = value.member(typeKey)?.string ?? type
            self.isTopLevel = isTopLevel
        }
    }

    /// Adds the tokens below `root`, in source order, each with its own type or its nearest enclosing group's. The
    /// groups are walked with a stack of their own rather than by recursion: nesting costs no call stack.
    private mutating func collect(root: PositionedJSON) {
        var pending = [
            PendingGroup(
                root, node: Self.root, setlessNode: nil, type: nil, isTopLevel: true, typeKey: dialect.typeKey)
        ]
        while let top = pending.indices.last {
            let group = pending[top]
            guard group.position < group.members.count else {
                pending.removeLast()
                continue
            }
            pending[top].position += 1
            let member = group.members[group.position]
            guard group.lastPosition[member.key].map({ $0 == group.position }) ?? true,
                member.value.members != nil
            else { continue }
            if member.key.hasPrefix("$"), dialect.isTokensStudio || member.key != "$root" { continue }
            let child = addNode(parent: group.node, name: member.key, reusing: false)
            let setlessChild: Int?
            if let setlessNode = group.setlessNode {
                setlessChild = addNode(parent: setlessNode, name: member.key, reusing: true)
            } else if group.isTopLevel, dialect.isTokensStudio {
                setlessChild = Self.setlessRoot
            } else {
                setlessChild = nil
            }
            if let value = member.value.member(dialect.valueKey) {
                let token = Token(value: value, type: member.value.member(dialect.typeKey)?.string ?? group.type)
                tokenAtNode[child] = tokens.count
                // A token set's own tokens are not found without their set: they have no path left.
                if let setlessChild, setlessChild != Self.setlessRoot { tokenAtNode[setlessChild] = tokens.count }
                tokens.append(token)
            } else {
                if let base = member.value.member("$extends")?.string, let path = Self.aliasPath(base) {
                    extendedGroup[child] = path
                }
                pending.append(
                    PendingGroup(
                        member.value, node: child, setlessNode: setlessChild, type: group.type, isTopLevel: false,
                        typeKey: dialect.typeKey))
            }
        }
    }

    /// The node for `name` below `parent`: a new one, or with `reusing` the one already there (token sets that
    /// share group names share the nodes below the setless root).
    private mutating func addNode(parent: Int, name: String, reusing: Bool) -> Int {
        let key = Child(parent: parent, name: name)
        if reusing, let existing = children[key] { return existing }
        let node = nodeCount
        nodeCount += 1
        children[key] = node
        return node
    }

    /// Follows the chain of aliases from every token once, remembering where each ends: each token is visited a
    /// bounded number of times however long the chains, and loops end.
    private mutating func resolveChains() {
        var resolved: [Chain?] = Array(repeating: nil, count: tokens.count)
        var position = Array(repeating: -1, count: tokens.count)
        for start in tokens.indices where resolved[start] == nil {
            var chain: [Int] = []
            var current = start
            var outcome: Chain
            while true {
                if let known = resolved[current] {
                    outcome = known == .onLoop ? .intoLoop(alias(in: chain.last)) : known
                    break
                }
                if position[current] >= 0 {
                    let loopStart = position[current]
                    for member in chain[loopStart...] { resolved[member] = .onLoop }
                    // The tokens before the loop run into it through the alias of the one just before it.
                    outcome = .intoLoop(alias(in: loopStart > 0 ? chain[loopStart - 1] : nil))
                    break
                }
                position[current] = chain.count
                chain.append(current)
                let value = tokens[current].value
                guard let alias = value.string, let path = Self.aliasPath(alias) else {
                    outcome = .token(current)
                    break
                }
                guard let next = token(at: path) else {
                    outcome = .undefined(alias)
                    break
                }
                current = next
            }
            for member in chain {
                position[member] = -1
                if resolved[member] == nil { resolved[member] = outcome }
            }
        }
        chains = resolved.map { $0 ?? .onLoop }
    }

    /// The alias that the value of `token` is.
    private func alias(in token: Int?) -> String {
        token.flatMap { tokens[$0].value.string } ?? ""
    }
}
