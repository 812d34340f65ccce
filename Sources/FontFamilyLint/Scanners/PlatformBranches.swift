#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Apple platforms each line of a Swift or Objective-C text is compiled for, as its conditional compilation
/// says: Swift's `#if os(iOS)`, `os(macOS)`, `canImport(UIKit)`, `canImport(AppKit)` and Objective-C's
/// `TARGET_OS_IPHONE`, `TARGET_OS_OSX`, each alone, negated with `!` or joined with `||`, and the `#else` and
/// `#elseif` branches after them. A line that no such branch encloses is for every platform (`nil`).
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
        "canimport(uikit)": ["iOS", "iPadOS", "Mac Catalyst", "tvOS", "visionOS", "watchOS"],
        "canimport(appkit)": ["macOS"],
        "target_os_iphone": ["iOS", "iPadOS", "Mac Catalyst", "tvOS", "visionOS", "watchOS"],
        "target_os_ios": ["iOS", "iPadOS", "Mac Catalyst"], "target_os_osx": ["macOS"],
    ]

    /// The platforms of each line, by line number less one.
    private let lines: [Set<String>?]

    /// The branches of `text`.
    init(_ text: String) {
        // Each open `#if`: the platforms of the branch the lines are in (`nil` when its condition says none), and
        // those of the branches before it, which an `#else` leaves out.
        var frames: [(current: Set<String>?, before: Set<String>?)] = []
        var lines: [Set<String>?] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let directive = trimmed.hasPrefix("#") ? Self.directive(trimmed) : nil
            switch directive?.keyword {
            case "if":
                let platforms = Self.platforms(of: directive?.condition ?? "")
                frames.append((platforms, platforms))
            case "elseif":
                if let last = frames.indices.last {
                    let platforms = Self.platforms(of: directive?.condition ?? "")
                    let remaining = frames[last].before.map { Self.all.subtracting($0) }
                    frames[last].current = platforms.map { found in remaining.map(found.intersection) ?? found }
                    frames[last].before = frames[last].before.flatMap { before in platforms.map(before.union) }
                }
            case "else":
                if let last = frames.indices.last {
                    frames[last].current = frames[last].before.map(Self.all.subtracting)
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

    /// The platforms line `line` (counting from 1) is compiled for, or `nil` when no branch says.
    func platforms(atLine line: Int) -> Set<String>? {
        lines.indices.contains(line - 1) ? lines[line - 1] : nil
    }

    /// The keyword (`if`, `elseif`, `else`, `endif`, `elif`) and condition of a directive line.
    private static func directive(_ line: Substring) -> (keyword: String, condition: String)? {
        let body = line.dropFirst().drop { $0 == " " || $0 == "\t" }
        let keyword = String(body.prefix { $0.isLetter })
        let condition = String(body.dropFirst(keyword.count))
        switch keyword {
        case "if", "ifdef": return ("if", condition)
        case "elseif", "elif": return ("elseif", condition)
        case "else", "endif": return (keyword, "")
        default: return nil
        }
    }

    /// The platforms `condition` is true on, or `nil` for a condition this does not read.
    static func platforms(of condition: String) -> Set<String>? {
        var text = condition
        if let comment = text.firstRange(of: "//") { text = String(text[..<comment.lowerBound]) }
        let key = text.lowercased().filter { !$0.isWhitespace }
        guard !key.isEmpty, !key.contains("&&") else { return nil }
        var union: Set<String> = []
        for term in key.split(separator: "||", omittingEmptySubsequences: false) {
            var term = Substring(term)
            var negated = false
            while term.first == "!" {
                negated.toggle()
                term = term.dropFirst()
            }
            if term.hasPrefix("defined("), term.hasSuffix(")") { term = term.dropFirst(8).dropLast() }
            guard let platforms = conditions[String(term)] else { return nil }
            union.formUnion(negated ? all.subtracting(platforms) : platforms)
        }
        return union
    }
}
