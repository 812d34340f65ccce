import FontFamilyKit
import FontFamilySyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fonts an app's `Info.plist` says it bundles: the files under `UIAppFonts` ("Fonts provided by application",
/// paths relative to the bundle's root) and the folder `ATSApplicationFontsPath` names (macOS, relative to the
/// bundle's `Resources`), each with its place in the file.
///
/// The file is read with `PropertyListSerialization`, so XML and binary property lists both work. In an XML one each
/// entry is placed at the first character of its `<string>`'s text; a binary one has no lines, and its entries are
/// placed at line 1, column 1.
struct InfoPlistFonts: Sendable {
    /// One path the property list gives, and where it is.
    struct Entry: Hashable, Sendable {
        /// The path, as the property list holds it.
        let value: String
        /// The line of its text, counting from 1.
        let line: Int
        /// The column of its first character, counting UTF-8 bytes from 1.
        let column: Int
    }

    /// The file, as the lint reports it.
    let path: String
    /// The files listed under `UIAppFonts`, in order.
    var appFonts: [Entry] = []
    /// The folder `ATSApplicationFontsPath` names, if the file has the key.
    var fontsFolder: Entry?

    /// The fonts the property list at `path` lists.
    ///
    /// - Throws: ``LintError`` when the file cannot be read, is no property list, its top level is not a dictionary,
    ///   `UIAppFonts` is not an array of strings or `ATSApplicationFontsPath` not a string.
    static func read(_ path: String) throws(LintError) -> InfoPlistFonts {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LintError(path: path, problem: .unreadable)
        }
        func malformed(_ reason: String) -> LintError {
            LintError(path: path, problem: .malformedPropertyList(reason: reason))
        }
        let bytes = [UInt8](data)
        // Foundation's XML reader recurses once per level: thousands of nested arrays overflow the stack.
        if let offset = XMLNesting.offsetBeyond(maximumDepth, in: bytes) {
            let line = SourceLocator(String(decoding: bytes, as: UTF8.self)).position(ofOffset: offset).line
            throw malformed("its arrays and dictionaries nest more than \(maximumDepth) levels deep (line \(line))")
        }
        var format = PropertyListDecoder.PropertyListFormat.xml
        let contents: Contents
        do {
            contents = try PropertyListDecoder().decode(Contents.self, from: data, format: &format)
        } catch let problem as Contents.Problem {
            throw malformed(problem.reason)
        } catch DecodingError.dataCorrupted(let context) {
            let detail = (context.underlyingError as? CocoaError)?.userInfo["NSDebugDescription"] as? String
            // Foundation's message quotes the file: shown escaped, on one line.
            throw malformed(
                detail.map { "the data is not in the correct format (\(DisplayText.escaped($0)))" }
                    ?? "it is no property list")
        } catch {
            throw malformed("it is no property list")
        }
        var fonts = InfoPlistFonts(path: path)
        let places =
            format == .xml ? XMLPlaces(Array(String(decoding: bytes, as: UTF8.self).utf8)) : XMLPlaces(places: [:])
        if let strings = contents.appFonts {
            let found = places.places["UIAppFonts"] ?? []
            fonts.appFonts = strings.enumerated().map { index, value in
                let place = found.count == strings.count ? found[index] : (line: 1, column: 1)
                return Entry(value: value, line: place.line, column: place.column)
            }
        }
        if let value = contents.fontsFolder {
            let place = places.places["ATSApplicationFontsPath"]?.first ?? (line: 1, column: 1)
            fonts.fontsFolder = Entry(value: value, line: place.line, column: place.column)
        }
        return fonts
    }

    /// How deep the arrays and dictionaries of a property list the lint reads may nest: far beyond any real
    /// `Info.plist`, and far below the depth at which Foundation's XML reader runs out of stack.
    static let maximumDepth = 256

    /// The two keys of a property list the lint reads, each checked for its type.
    private struct Contents: Decodable {
        /// Why a property list's contents are not what the lint reads.
        enum Problem: Error {
            case notADictionary, appFontsNotStrings, fontsFolderNotAString

            /// The reason, as the lint's error gives it.
            var reason: String {
                switch self {
                case .notADictionary: "its top level is not a dictionary"
                case .appFontsNotStrings: "UIAppFonts is not an array of strings"
                case .fontsFolderNotAString: "ATSApplicationFontsPath is not a string"
                }
            }
        }

        private enum Key: String, CodingKey {
            case appFonts = "UIAppFonts"
            case fontsFolder = "ATSApplicationFontsPath"
        }

        /// `UIAppFonts`, if the list has it.
        var appFonts: [String]?
        /// `ATSApplicationFontsPath`, if the list has it.
        var fontsFolder: String?

        init(from decoder: any Decoder) throws {
            guard let container = try? decoder.container(keyedBy: Key.self) else { throw Problem.notADictionary }
            if container.contains(.appFonts) {
                guard let strings = try? container.decode([String].self, forKey: .appFonts) else {
                    throw Problem.appFontsNotStrings
                }
                appFonts = strings
            }
            if container.contains(.fontsFolder) {
                guard let value = try? container.decode(String.self, forKey: .fontsFolder) else {
                    throw Problem.fontsFolderNotAString
                }
                fontsFolder = value
            }
        }
    }

    /// Where the strings of the top-level keys `UIAppFonts` and `ATSApplicationFontsPath` of an XML property list
    /// are: for each key, the line and column of each `<string>`'s text (for an array, its strings in order).
    struct XMLPlaces {
        /// The places, by key.
        var places: [String: [(line: Int, column: Int)]]

        /// Places given as they are.
        init(places: [String: [(line: Int, column: Int)]]) {
            self.places = places
        }

        /// The places in the XML property list `bytes`.
        init(_ bytes: [UInt8]) {
            places = [:]
            let locator = SourceLocator(String(decoding: bytes, as: UTF8.self))
            var containers: [String] = []
            var key: String?
            var offset = 0
            while offset < bytes.count, let open = bytes[offset...].firstIndex(of: UInt8(ascii: "<")) {
                if XMLMarkup.starts(with: "<!--", at: open, in: bytes) {
                    offset = XMLMarkup.offset(after: "-->", from: open + 4, in: bytes)
                    continue
                }
                let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
                offset = min(close + 1, bytes.count)
                let tag = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
                let isEnd = tag.hasPrefix("/")
                let name =
                    (isEnd ? "/" : "")
                    + String(tag.dropFirst(isEnd ? 1 : 0).prefix { $0 != " " && $0 != "/" && $0 != "\t" && $0 != "\n" })
                let isEmpty = tag.hasSuffix("/")
                switch name {
                case "dict", "array":
                    if !isEmpty {
                        containers.append(name)
                    } else if containers == ["dict"] {
                        key = nil
                    }
                case "/dict", "/array":
                    if !containers.isEmpty { containers.removeLast() }
                    if containers.count == 1 { key = nil }
                case "key" where containers == ["dict"] && !isEmpty:
                    let end = bytes[min(offset, bytes.count)...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                    key = String(decoding: HTMLAttributeText(bytes, range: offset..<end).bytes, as: UTF8.self)
                case "string":
                    let atTop = containers == ["dict"] && key == "ATSApplicationFontsPath"
                    let inList = containers == ["dict", "array"] && key == "UIAppFonts"
                    if let key, atTop || inList {
                        let position = locator.position(ofOffset: isEmpty ? open : offset)
                        places[key, default: []].append((position.line, position.column))
                    }
                    if containers == ["dict"] { key = nil }
                default:
                    if containers == ["dict"], !name.hasPrefix("/"), name != "key", !name.hasPrefix("?"),
                        !name.hasPrefix("!")
                    {
                        key = nil
                    }
                }
            }
        }
    }
}
