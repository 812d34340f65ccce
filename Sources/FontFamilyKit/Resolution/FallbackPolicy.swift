/// What resolution does with a name that is not installed.
public enum FallbackPolicy: Hashable, Sendable {
    /// Report the name as missing, with its diagnosis.
    case none
    /// Use the face CSS font matching (``FontMatcher``) chooses among the installed faces of the name's family,
    /// and report it as a fallback with the diagnosis of the missing name; missing when the family is not
    /// installed.
    case matchWithinFamily
}
