import FontFamilySyntax

/// Calls through a `typealias` of a font type: `typealias NSUIFont = UIFont`, then `NSUIFont(name:size:)`.
extension SwiftFontNameScanner.Source {
    /// The alias and the font type of a `typealias Alias = Type` that starts at `index`, when `Type` (or
    /// `Module.Type`) is one of ``SwiftFontNameScanner/aliasableTypes``.
    func fontTypeAlias(declaredAt index: Int) -> (alias: String, type: String)? {
        let depth = tokens[index].depth
        guard isKeyword("typealias", at: index, depth: depth), let alias = identifier(at: index + 1, depth: depth),
            let equals = token(at: index + 2, depth: depth), equals.kind == .operator,
            bytes[equals.start..<equals.end].elementsEqual("=".utf8)
        else { return nil }
        var typeIndex = index + 3
        if isKind(.period, at: typeIndex + 1, depth: depth), identifier(at: typeIndex + 2, depth: depth) != nil {
            typeIndex += 2
        }
        guard let type = identifier(at: typeIndex, depth: depth) else { return nil }
        let named = String(decoding: type, as: UTF8.self)
        guard SwiftFontNameScanner.aliasableTypes.contains(named) else { return nil }
        return (String(decoding: alias, as: UTF8.self), named)
    }
}
