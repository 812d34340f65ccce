/// A rule of your own that turns a base point size into the size for a ``ContentSizeCategory``, in place of a
/// ``DynamicTypeTable`` (the Font pod's `resizer`).
///
/// ```swift
/// let restrained = FontResizer(name: "restrained") { category, base in
///     switch category {
///     case .extraSmall, .small, .medium, .large: base
///     case .extraLarge: (base * 1.15).rounded(.down)
///     default: (base * 1.4).rounded(.down)
///     }
/// }
/// restrained(.extraLarge, 16)  // 18
/// ```
///
/// **Equality.** Closures cannot be compared, so a resizer is identified instead: two resizers with a ``name`` are
/// equal when their names are, whatever their closures; a resizer without a name equals only itself and its copies.
/// Give one name to one rule, and name every resizer a ``StyledFamily`` carries so equal families compare equal.
public struct FontResizer: Hashable, Sendable, CustomStringConvertible {
    /// The rule, in a box whose identity stands for an unnamed resizer.
    private final class Rule: Sendable {
        let resize: @Sendable (ContentSizeCategory, Double) -> Double

        init(_ resize: @escaping @Sendable (ContentSizeCategory, Double) -> Double) {
            self.resize = resize
        }
    }

    /// The name that identifies the rule, such as `restrained`; `nil` when the resizer is identified by itself.
    public let name: String?
    private let rule: Rule

    /// A resizer named `name` that sizes text with `resize(category, baseSize)`; equal to every resizer of that name.
    public init(name: String, _ resize: @escaping @Sendable (ContentSizeCategory, Double) -> Double) {
        self.name = name
        self.rule = Rule(resize)
    }

    /// An unnamed resizer that sizes text with `resize(category, baseSize)`; equal only to itself and its copies.
    public init(_ resize: @escaping @Sendable (ContentSizeCategory, Double) -> Double) {
        self.name = nil
        self.rule = Rule(resize)
    }

    /// `FontResizer(restrained)` for a named resizer, `FontResizer(unnamed)` for another.
    public var description: String {
        "FontResizer(" + (name.map { DisplayText.escaped($0) } ?? "unnamed") + ")"
    }

    /// The point size for `category` of text whose base size is `base`.
    public func callAsFunction(_ category: ContentSizeCategory, _ base: Double) -> Double {
        rule.resize(category, base)
    }

    /// `true` when both have a name and the names are equal, or neither has one and they share one rule.
    public static func == (lhs: FontResizer, rhs: FontResizer) -> Bool {
        switch (lhs.name, rhs.name) {
        case (let left?, let right?): left == right
        case (nil, nil): lhs.rule === rhs.rule
        default: false
        }
    }

    /// Hashes the name, or the rule's identity when there is no name.
    public func hash(into hasher: inout Hasher) {
        if let name {
            hasher.combine(name)
        } else {
            hasher.combine(ObjectIdentifier(rule))
        }
    }
}
