/// What resolution does with a name that is not installed.
///
/// Resolution (``FontCatalog/resolve(postScriptName:fallback:)``) reports a miss unless asked to match; sizing
/// (``FontCatalog/font(_:weight:slant:width:size:boldText:fallback:)`` and the other `font` calls) matches unless
/// given ``none``.
public enum FallbackPolicy: Hashable, Sendable {
    /// Report the name as missing, with its diagnosis.
    case none
    /// Use the face CSS font matching (``FontMatcher``) chooses among the installed faces of the name's family,
    /// and report it as a fallback with the diagnosis of the missing name; missing when the family is not
    /// installed.
    case matchWithinFamily
}
