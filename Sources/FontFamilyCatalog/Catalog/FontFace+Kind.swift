extension FontFace {
    /// What a face is within its file: a static font, a named instance of a variable font, or a variable font at
    /// coordinates that no named instance has (its default, or a point a resolution asked for).
    public enum Kind: String, Hashable, Sendable, Codable, CustomStringConvertible {
        /// A face of a font that does not vary.
        case `static`
        /// One of the named instances a variable font's `fvar` table lists (``FontFace/namedInstance``).
        case namedInstance
        /// A variable font at ``FontFace/coordinates`` that are not a named instance's.
        case variable

        /// `static`, `named instance` or `variable`.
        public var description: String {
            switch self {
            case .static: "static"
            case .namedInstance: "named instance"
            case .variable: "variable"
            }
        }
    }

    /// Whether the face is static, a named instance or a variable font at other coordinates: a face with a
    /// ``namedInstance`` number is a named instance, one with ``coordinates`` and no number is the variable font
    /// itself, any other is static.
    public var kind: Kind {
        if namedInstance != nil { return .namedInstance }
        return coordinates == nil ? .static : .variable
    }
}
