// The Swift half of CI's differential check (.ci/readers): what the toolchain's own SwiftParser finds in each Swift
// file named on the command line, printed as the JSON that fontfamily-reader-sites prints for the lint's reader.
// Built by .ci/readers against the host libraries the toolchain ships (/opt/swift/usr/lib/swift/host); never a
// dependency of the package.
//
//     readers-swift-syntax FILE...
//
// `strings`: every string literal expression (in interpolations too, and an attribute's `message:`) at its first token (a raw literal's first `#`),
// with its value as the compiler sees it (SwiftSyntax's `representedLiteralValue`: escapes decoded, a multi-line
// literal's indentation stripped and escaped line breaks joined), or why there is none: `unterminated` (the closing
// quote is missing), `interpolated`, `invalid` (an escape or an indentation the compiler rejects).
//
// `sites`: every call of an API the lint reads whose name argument is one string literal with a value (after an
// `as String`, `as CFString` or `as NSString` cast), with the lint's name for the API: `UIFont(name:size:)` and the
// other font types' initializers (`X(…)`, `X.init(…)`, `self.init(…)` and `Self(…)` inside a type or extension of
// one, and the same through a `typealias` of one the file declares), `Font.custom` and `.custom` with `(_:size:)`,
// `(_:size:relativeTo:)` or `(_:fixedSize:)` (`.weight(_:)`, `.fontWeight(_:)` or `.bold()` chained on it, or on a
// `.font(…)` holding it for the last two, added to the name), `CTFontCreateWithName`,
// `CTFontDescriptorCreateWithNameAndSize`, `NSFontManager`'s `.font(withFamily:traits:weight:size:)` and the
// package's `face(postScriptName:)`, `faces(postScriptName:)`, `resolve(postScriptName:fallback:)`,
// `iconFont(named:)`, `iconFont(named:for:)` and `family(named:)`.

import Foundation
import SwiftParser
import SwiftSyntax

struct StringLiteral: Encodable {
    let line: Int
    let column: Int
    let state: String
    let value: String?
}

struct Site: Encodable {
    let line: Int
    let column: Int
    let context: String
    let value: String
}

struct FileReport: Encodable {
    let path: String
    let strings: [StringLiteral]
    let sites: [Site]
}

let fontTypes: Set<String> = ["UIFont", "NSFont", "UIFontDescriptor", "NSFontDescriptor"]
let bridgedStringTypes: Set<String> = ["String", "CFString", "NSString"]

/// The name a token spells, without the backticks of an escaped identifier (`` `UIFont` `` is `UIFont`).
func name(of token: TokenSyntax) -> String {
    let text = token.text
    return text.count >= 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
}

/// The name a type syntax spells: its last component (`UIKit.UIFont` → `UIFont`).
func lastName(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return name(of: identifier.name) }
    if let member = type.as(MemberTypeSyntax.self) { return name(of: member.name) }
    return nil
}

/// The name an expression ends in: `Font` for `Font` and `SwiftUI.Font`.
func lastName(of expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return name(of: reference.baseName) }
    if let member = expression.as(MemberAccessExprSyntax.self) { return name(of: member.declName.baseName) }
    return nil
}

/// The `typealias`es of a font type or `Font` the file declares, each with the type it names; the first one wins.
final class AliasCollector: SyntaxVisitor {
    var aliases: [String: String] = [:]
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = lastName(of: node.initializer.value), fontTypes.contains(type) || type == "Font",
            aliases[name(of: node.name)] == nil
        {
            aliases[name(of: node.name)] = type
        }
        return .visitChildren
    }
}

final class SiteCollector: SyntaxVisitor {
    let converter: SourceLocationConverter
    let aliases: [String: String]
    var strings: [StringLiteral] = []
    var sites: [Site] = []

    init(converter: SourceLocationConverter, aliases: [String: String]) {
        self.converter = converter
        self.aliases = aliases
        super.init(viewMode: .sourceAccurate)
    }

    func position(of node: some SyntaxProtocol) -> SourceLocation {
        converter.location(for: node.positionAfterSkippingLeadingTrivia)
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let location = position(of: node)
        let value = node.representedLiteralValue
        let state: String
        if node.closingQuote.presence == .missing {
            state = "unterminated"
        } else if node.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
            state = "interpolated"
        } else {
            state = value == nil ? "invalid" : "value"
        }
        strings.append(
            StringLiteral(
                line: location.line, column: location.column, state: state, value: state == "value" ? value : nil))
        return .visitChildren
    }

    /// A literal where the grammar takes no interpolation: an attribute's `message:` or `renamed:`.
    override func visit(_ node: SimpleStringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let location = position(of: node)
        // The same literal as an expression, whose value SwiftParser decodes.
        let value = StringLiteralExprSyntax(
            openingQuote: node.openingQuote,
            segments: StringLiteralSegmentListSyntax(node.segments.map { .stringSegment($0) }),
            closingQuote: node.closingQuote
        ).representedLiteralValue
        let state = node.closingQuote.presence == .missing ? "unterminated" : value == nil ? "invalid" : "value"
        strings.append(
            StringLiteral(
                line: location.line, column: location.column, state: state, value: state == "value" ? value : nil))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label.map(name(of:)) }
        if labels.count <= 4, let base = api(of: node, labels: labels), let first = node.arguments.first,
            let literal = literal(in: first.expression), let value = literal.representedLiteralValue,
            literal.closingQuote.presence == .present
        {
            let location = position(of: literal)
            sites.append(
                Site(line: location.line, column: location.column, context: base + chain(on: node, base), value: value))
        }
        return .visitChildren
    }

    /// The string literal `expression` is, after a bridging cast.
    func literal(in expression: ExprSyntax) -> StringLiteralExprSyntax? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) ? literal : nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self),
                let name = lastName(of: type.type), bridgedStringTypes.contains(name)
            else { return nil }
            return literal(in: elements[0])
        }
        if let cast = expression.as(AsExprSyntax.self), let name = lastName(of: cast.type),
            bridgedStringTypes.contains(name)
        {
            return literal(in: cast.expression)
        }
        return nil
    }

    /// The innermost type or extension around `node`, by its last name.
    func enclosingType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(ExtensionDeclSyntax.self) { return lastName(of: declaration.extendedType) }
            if let declaration = syntax.as(ClassDeclSyntax.self) { return name(of: declaration.name) }
            if let declaration = syntax.as(StructDeclSyntax.self) { return name(of: declaration.name) }
            if let declaration = syntax.as(EnumDeclSyntax.self) { return name(of: declaration.name) }
            if let declaration = syntax.as(ActorDeclSyntax.self) { return name(of: declaration.name) }
            if let declaration = syntax.as(ProtocolDeclSyntax.self) { return name(of: declaration.name) }
            current = syntax.parent
        }
        return nil
    }

    /// The initializer's type when `type` names a font type, an alias of one, or (`self`, `Self`) the type around.
    func initializerType(_ type: String, at node: FunctionCallExprSyntax) -> String? {
        if type == "self" || type == "Self" {
            guard let enclosing = enclosingType(of: node) else { return nil }
            if let aliased = aliases[enclosing] { return aliased == "Font" ? nil : enclosing }
            return fontTypes.contains(enclosing) ? enclosing : nil
        }
        if let aliased = aliases[type] { return aliased == "Font" ? nil : type }
        return fontTypes.contains(type) ? type : nil
    }

    /// The lint's name of the API `node` calls with `labels`, if it takes a font name first.
    func api(of node: FunctionCallExprSyntax, labels: [String?]) -> String? {
        let callee = node.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = name(of: reference.baseName)
            switch name {
            case "CTFontCreateWithName":
                return labels.count == 3 && labels.allSatisfy({ $0 == nil }) ? name : nil
            case "CTFontDescriptorCreateWithNameAndSize":
                return labels.count == 2 && labels.allSatisfy({ $0 == nil }) ? name : nil
            default:
                guard labels == ["name", "size"], let type = initializerType(name, at: node), name != "self" else {
                    return nil
                }
                return "\(type)(name:size:)"
            }
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let method = name(of: member.declName.baseName)
        let receiver = member.base.flatMap(lastName(of:))
        switch method {
        case "init":
            guard labels == ["name", "size"], let receiver, let type = initializerType(receiver, at: node) else {
                return nil
            }
            return "\(type)(name:size:)"
        case "custom":
            let prefix: String
            if member.base == nil {
                prefix = ".custom"
            } else if let receiver, receiver == "Font" || aliases[receiver] == "Font" {
                prefix = "Font.custom"
            } else {
                return nil
            }
            switch labels {
            case [nil, "size"]: return prefix + "(_:size:)"
            case [nil, "size", "relativeTo"]: return prefix + "(_:size:relativeTo:)"
            case [nil, "fixedSize"]: return prefix + "(_:fixedSize:)"
            default: return nil
            }
        case "font":
            return labels == ["withFamily", "traits", "weight", "size"]
                ? "NSFontManager.font(withFamily:traits:weight:size:)" : nil
        default:
            // `UIKit.UIFont(name:size:)`.
            if labels == ["name", "size"], member.base != nil, fontTypes.contains(method) || aliases[method] != nil {
                return initializerType(method, at: node).map { "\($0)(name:size:)" }
            }
            switch (method, labels) {
            case ("face", ["postScriptName"]): return "face(postScriptName:)"
            case ("faces", ["postScriptName"]): return "faces(postScriptName:)"
            case ("resolve", ["postScriptName"]), ("resolve", ["postScriptName", "fallback"]):
                return "resolve(postScriptName:fallback:)"
            case ("iconFont", ["named"]): return "iconFont(named:)"
            case ("iconFont", ["named", "for"]): return "iconFont(named:for:)"
            case ("family", ["named"]): return "family(named:)"
            default: return nil
            }
        }
    }

    /// The method called on the result of `call` (`.weight` in `call.weight(.bold)`), if any.
    func methodCalled(on call: FunctionCallExprSyntax) -> String? {
        guard let member = call.parent?.as(MemberAccessExprSyntax.self), member.base?.id == call.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id,
            outer.leftParen != nil
        else { return nil }
        return name(of: member.declName.baseName)
    }

    /// What a weight chained on a `.custom` call adds to its API's name.
    func chain(on call: FunctionCallExprSyntax, _ base: String) -> String {
        guard base.hasPrefix(".custom") || base.hasPrefix("Font.custom") else { return "" }
        var method = methodCalled(on: call)
        // `.font(.custom(…)).fontWeight(…)`: the call is `.font`'s only argument.
        if method == nil, base.hasPrefix(".custom"), let list = call.parent?.parent?.as(LabeledExprListSyntax.self),
            list.count == 1, list.first?.label == nil,
            let font = list.parent?.as(FunctionCallExprSyntax.self),
            let member = font.calledExpression.as(MemberAccessExprSyntax.self),
            name(of: member.declName.baseName) == "font",
            let outer = methodCalled(on: font), outer == "fontWeight" || outer == "bold"
        {
            method = outer
        }
        switch method {
        case "weight": return ".weight(_:)"
        case "fontWeight": return ".fontWeight(_:)"
        case "bold": return ".bold()"
        default: return ""
        }
    }
}

func report(path: String) throws -> FileReport {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let bytes = [UInt8](data)
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 1_000_000) }
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let aliasCollector = AliasCollector(viewMode: .sourceAccurate)
    aliasCollector.walk(tree)
    let collector = SiteCollector(converter: converter, aliases: aliasCollector.aliases)
    collector.walk(tree)
    return FileReport(path: path, strings: collector.strings, sites: collector.sites)
}

// The parser and the visitors recurse once per level of nesting: a thread with a large stack reads the hostile
// seeds (thousands of nested brackets) that the default 8 MB would not.
nonisolated(unsafe) var reports: [FileReport] = []
nonisolated(unsafe) var failure: String?
let done = DispatchSemaphore(value: 0)
let worker = Thread {
    do {
        for path in CommandLine.arguments.dropFirst() { reports.append(try report(path: path)) }
    } catch {
        failure = "\(error)"
    }
    done.signal()
}
worker.stackSize = 4 << 30
worker.start()
done.wait()
if let failure {
    FileHandle.standardError.write(Data("readers-swift-syntax: \(failure)\n".utf8))
    exit(2)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
FileHandle.standardOutput.write(try encoder.encode(reports))
