#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Apple platforms each line of a Swift or Objective-C text is compiled for, as its conditional compilation
/// says: Swift's `#if os(iOS)`, `os(macOS)`, `targetEnvironment(macCatalyst)`, `canImport(UIKit)`, `canImport(AppKit)`
/// and Objective-C's `TARGET_OS_IPHONE`, `TARGET_OS_OSX`, `TARGET_OS_MACCATALYST`, joined with `&&`, `||`, `!` and
/// parentheses, and the `#else` and `#elseif` branches after them. A line that no such branch encloses is for every
/// platform (`nil`).
///
/// A condition it does not read (`DEBUG`) may be true or false on any platform: `os(iOS) && DEBUG` is for iOS at
/// most, `os(iOS) || DEBUG` for any platform, and the `#else` after it for every platform.
///
/// ```swift
/// let branches = PlatformBranches("#if os(macOS)\nlet f = NSFont(name: \"Courier\", size: 12)\n#endif\n")
/// branches.platforms(atLine: 2)  // ["macOS"]
/// ```
struct PlatformBranches {
    /// The platforms a branch can be for, as platform font lists name them.
    static let all: Set<String> = ["iOS", "iPadOS", "Mac Catalyst", "tvOS", "visionOS", "watchOS", "macOS"]
    /// The platforms of each condition this reads.
    static let conditions: [String: Set<String>] = [
        "os(ios)": ["iOS", "iPadOS", "Mac Catalyst"],
        "os(macos)": ["macOS"], "os(tvos)": ["tvOS"], "os(watchos)": ["watchOS"], "os(visionos)": ["visionOS"],
        "os(xros)": ["visionOS"], "targetenvironment(maccatalyst)": ["Mac Catalyst"],
        "canimport(uikit)": ["iOS", "iPadOS", "Mac Catalyst", "tvOS", "visionOS", "watchOS"],
        "canimport(appkit)": ["macOS"], "canimport(cocoa)": ["macOS"],
        "target_os_iphone": ["iOS", "iPadOS", "Mac Catalyst", "tvOS", "visionOS", "watchOS"],
        "target_os_ios": ["iOS", "iPadOS", "Mac Catalyst"], "target_os_osx": ["macOS"],
        "target_os_maccatalyst": ["Mac Catalyst"], "target_os_tv": ["tvOS"], "target_os_watch": ["watchOS"],
        "target_os_vision": ["visionOS"], "target_os_mac": all,
    ]

    /// Where a condition is true: on every platform of `must`, and on none outside `may` (a condition this does not
    /// read may be true anywhere).
    struct Bounds: Equatable {
        /// The platforms the condition is surely true on.
        var must: Set<String>
        /// The platforms the condition may be true on.
        var may: Set<String>

        /// A condition this does not read: true or false anywhere.
        static var unknown: Bounds { Bounds(must: [], may: PlatformBranches.all) }

        /// The condition's negation.
        var negated: Bounds {
            Bounds(must: PlatformBranches.all.subtracting(may), may: PlatformBranches.all.subtracting(must))
        }
    }

    /// The platforms of each line, by line number less one.
    private let lines: [Set<String>?]

    /// The branches of `text`.
    init(_ text: String) {
        // Each open `#if`: the platforms the branch the lines are in may be for (`nil` for any), and those where a
        // branch before it is surely taken, which an `#else` leaves out.
        var frames: [(current: Set<String>?, taken: Set<String>)] = []
        var lines: [Set<String>?] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let directive = trimmed.hasPrefix("#") ? Self.directive(trimmed) : nil
            switch directive?.keyword {
            case "if":
                let bounds = Self.bounds(of: directive?.condition ?? "")
                frames.append((Self.limited(bounds.may), bounds.must))
            case "elseif":
                if let last = frames.indices.last {
                    let bounds = Self.bounds(of: directive?.condition ?? "")
                    frames[last].current = Self.limited(bounds.may.subtracting(frames[last].taken))
                    frames[last].taken.formUnion(bounds.must)
                }
            case "else":
                if let last = frames.indices.last {
                    frames[last].current = Self.limited(Self.all.subtracting(frames[last].taken))
                }
            case "endif":
                _ = frames.popLast()
            default:
                break
            }
            let known = frames.compactMap(\.current)
            lines.append(known.isEmpty ? nil : known.dropFirst().reduce(known[0]) { $0.intersection($1) })
        }
        self.lines = lines
    }

    /// `platforms`, or `nil` when it is every platform: a branch that says nothing.
    private static func limited(_ platforms: Set<String>) -> Set<String>? {
        platforms == all ? nil : platforms
    }

    /// The platforms line `line` (counting from 1) is compiled for, or `nil` when no branch says.
    func platforms(atLine line: Int) -> Set<String>? {
        lines.indices.contains(line - 1) ? lines[line - 1] : nil
    }

    /// The keyword (`if`, `elseif`, `else`, `endif`) and condition of a directive line (`#ifdef`, `#ifndef` and `#elif`
    /// read as `#if` and `#elseif`).
    private static func directive(_ line: Substring) -> (keyword: String, condition: String)? {
        let body = line.dropFirst().drop { $0 == " " || $0 == "\t" }
        let keyword = String(body.prefix { $0.isLetter })
        let condition = String(body.dropFirst(keyword.count))
        switch keyword {
        case "if", "ifdef": return ("if", condition)
        // An include guard (`#ifndef APP_FONTS_H`) opens a branch too: its `#endif` closes it, not the one around it.
        case "ifndef": return ("if", "!(" + condition + ")")
        case "elseif", "elif": return ("elseif", condition)
        case "else", "endif": return (keyword, "")
        default: return nil
        }
    }

    /// The platforms `condition` may be true on, or `nil` when that is any platform (a condition this does not read).
    static func platforms(of condition: String) -> Set<String>? {
        limited(bounds(of: condition).may)
    }

    /// Where `condition` is true, as far as this reads it.
    static func bounds(of condition: String) -> Bounds {
        var text = condition
        if let comment = text.firstRange(of: "//") { text = String(text[..<comment.lowerBound]) }
        if let comment = text.firstRange(of: "/*") { text = String(text[..<comment.lowerBound]) }
        var parser = ConditionParser(Array(text.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace }))
        guard let bounds = parser.disjunction(depth: 0), parser.isAtEnd else { return .unknown }
        return bounds
    }

    /// Reads a condition (lowercased, white space removed): `||` of `&&` of `!`-prefixed atoms or parenthesized
    /// conditions, an atom being a name with an optional parenthesized argument (`os(ios)`, `target_os_iphone`,
    /// `defined(target_os_osx)`).
    private struct ConditionParser {
        /// The most parentheses and `!` nested in each other: deeper is no condition anyone writes.
        static let maximumDepth = 32

        let scalars: [Unicode.Scalar]
        var position = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool { position == scalars.count }

        /// Whether `text` starts at the current position; consumes it if so.
        mutating func take(_ text: String) -> Bool {
            let wanted = Array(text.unicodeScalars)
            guard position + wanted.count <= scalars.count,
                Array(scalars[position..<(position + wanted.count)]) == wanted
            else { return false }
            position += wanted.count
            return true
        }

        mutating func disjunction(depth: Int) -> Bounds? {
            guard var result = conjunction(depth: depth) else { return nil }
            while take("||") {
                guard let next = conjunction(depth: depth) else { return nil }
                result = Bounds(must: result.must.union(next.must), may: result.may.union(next.may))
            }
            return result
        }

        mutating func conjunction(depth: Int) -> Bounds? {
            guard var result = unary(depth: depth) else { return nil }
            while take("&&") {
                guard let next = unary(depth: depth) else { return nil }
                result = Bounds(must: result.must.intersection(next.must), may: result.may.intersection(next.may))
            }
            return result
        }

        mutating func unary(depth: Int) -> Bounds? {
            guard depth < Self.maximumDepth else { return nil }
            if take("!") { return unary(depth: depth + 1)?.negated }
            if take("(") {
                guard let inner = disjunction(depth: depth + 1), take(")") else { return nil }
                return inner
            }
            return atom()
        }

        /// A name and its parenthesized argument, if any: its platforms, or `unknown` for a name this does not read.
        mutating func atom() -> Bounds? {
            let start = position
            while position < scalars.count,
                scalars[position] == "_" || scalars[position].properties.isAlphabetic
                    || ("0"..."9").contains(scalars[position])
            {
                position += 1
            }
            guard position > start else { return nil }
            if position < scalars.count, scalars[position] == "(" {
                guard let close = scalars[position...].firstIndex(of: ")") else { return nil }
                position = close + 1
            }
            var name = String(String.UnicodeScalarView(scalars[start..<position]))
            // `TARGET_OS_IPHONE == 1`, `TARGET_OS_OSX != 0`; `== 0` and `!= 1` negate.
            if take("==0") || take("!=1") {
                name = "!" + name
            } else if !take("==1") {
                _ = take("!=0")
            }
            if name.hasPrefix("defined("), name.hasSuffix(")") { name = String(name.dropFirst(8).dropLast()) }
            let negated = name.hasPrefix("!")
            guard let platforms = PlatformBranches.conditions[negated ? String(name.dropFirst()) : name] else {
                return .unknown
            }
            let bounds = Bounds(must: platforms, may: platforms)
            return negated ? bounds.negated : bounds
        }
    }
}
