import FontFamilyCatalog
import FontFamilyKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The check an iOS or macOS app's fonts need beyond their names: every file an `Info.plist` lists is among the
/// files under the linted paths and is a font, and every bundled font file whose face the code names is listed.
///
/// A listed path, normalised (`Fonts/../Fonts/Brand.ttf` is `Fonts/Brand.ttf`), matches a file under the linted paths
/// whose path ends with its components (`Fonts/Brand.ttf` matches `App/Resources/Fonts/Brand.ttf`; `Brand.ttf` matches a `Brand.ttf` in any folder, as
/// Xcode copies a group's resources to the bundle's root), compared case-sensitively, as the file system of a device
/// is. The folder `ATSApplicationFontsPath` names matches a folder whose path ends so (`.` is every folder), and
/// lists every font file in it. A path listed twice is a warning. A bundled font is a `.ttf`, `.otf`, `.ttc` or `.otc`
/// file (in any case: `.TTF`) under the linted paths
/// that a face of the catalog comes from; a name in Swift, Objective-C or an Interface Builder file that is that
/// face's PostScript name uses it. When the linted Swift or Objective-C code registers fonts at run time
/// (``FontRegistrationCall``), the bundled fonts count as registered and none is unlisted.
struct AppFontCheck {
    /// A face's PostScript name that the code uses, and where.
    struct Use {
        /// The PostScript name.
        let name: String
        /// The file, line and column of the name's occurrence.
        let path: String
        let line: Int
        let column: Int
        /// The API that takes it.
        let context: String
    }

    /// The property lists, read.
    let lists: [InfoPlistFonts]
    /// The files under the linted paths that are not source files.
    let resources: [String]
    /// The catalog the names are checked against.
    let catalog: FontCatalog
    /// The first call in the linted code that registers fonts at run time, if there is one: the app's bundled fonts
    /// then count as registered, listed or not.
    var registration: FontRegistrationCall?

    /// The extensions of the font files an app bundles.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The findings: for each property list its missing and unreadable entries in order, then one per bundled font
    /// that `uses` name and no list lists, at its first use.
    func findings(uses: [Use]) -> [LintFinding] {
        var found: [LintFinding] = []
        var listed: Set<String> = []
        let components = resources.map(SourceTree.components(of:))
        for list in lists {
            addAppFontFindings(of: list, components: components, listed: &listed, found: &found)
            addFontsFolderFindings(of: list, components: components, listed: &listed, found: &found)
        }
        return found + unlisted(uses: uses, listed: listed)
    }

    /// Appends to `found` the findings for the `UIAppFonts` entries of `list` (listed twice, missing, no font),
    /// adding the files they list to `listed`; `components` are those of each of ``resources``.
    private func addAppFontFindings(
        of list: InfoPlistFonts, components: [[Substring]], listed: inout Set<String>, found: inout [LintFinding]
    ) {
        // The line of each path listed so far, by its normalised components: a path listed again is a warning.
        var firstListed: [[Substring]: InfoPlistFonts.Entry] = [:]
        for entry in list.appFonts {
            let wanted = SourceTree.components(of: entry.value)
            if let first = firstListed[wanted] {
                found.append(
                    finding(
                        list, entry, .duplicateAppFont, severity: .warning, context: "UIAppFonts",
                        message: "\(DisplayText.quoted(entry.value)) is listed under UIAppFonts again: "
                            + "\(DisplayText.quoted(first.value)) at line \(first.line) lists the same file. The app "
                            + "registers it once; remove this entry."))
                continue
            }
            firstListed[wanted] = entry
            let matches = resources.indices.filter { !wanted.isEmpty && components[$0].ends(with: wanted) }
            listed.formUnion(matches.map { resources[$0] })
            let shown = DisplayText.quoted(entry.value)
            guard let first = matches.first else {
                found.append(
                    finding(
                        list, entry, .missingAppFont, context: "UIAppFonts",
                        message: "\(shown) is listed under UIAppFonts, but no file under the linted paths is at "
                            + "that path: the app bundle lacks it, and its faces never load. Add the file to the "
                            + "target's resources, or fix the path (relative to the bundle's root)."))
                continue
            }
            if let problem = FontCatalog.fontFileProblem(at: resources[first]) {
                found.append(
                    finding(
                        list, entry, .unreadableAppFont, context: "UIAppFonts",
                        message:
                            "\(shown) is listed under UIAppFonts, and \(DisplayText.escaped(resources[first], limit: nil)) "
                            + "\(problem). The app registers no font from it: replace it with the font file."))
            }
        }
    }

    /// Appends to `found` the findings for the `ATSApplicationFontsPath` of `list` (missing, a file in it that is
    /// no font), adding the font files in it to `listed`; `components` are those of each of ``resources``.
    private func addFontsFolderFindings(
        of list: InfoPlistFonts, components: [[Substring]], listed: inout Set<String>, found: inout [LintFinding]
    ) {
        guard let folder = list.fontsFolder else { return }
        let wanted = SourceTree.components(of: folder.value)
        let inFolder = resources.indices.filter {
            components[$0].dropLast().ends(with: wanted) && Self.isFontFile(resources[$0])
        }
        let folderExists = wanted.isEmpty || components.contains { $0.dropLast().ends(with: wanted) }
        guard folderExists else {
            found.append(
                finding(
                    list, folder, .missingAppFont, context: "ATSApplicationFontsPath",
                    message: "\(DisplayText.quoted(folder.value)) is the ATSApplicationFontsPath, but no folder "
                        + "under the linted paths is at that path: the app bundle lacks it, and its fonts never "
                        + "load. Add the folder to the target's resources, or fix the path (relative to the "
                        + "bundle's Resources)."))
            return
        }
        for index in inFolder {
            listed.insert(resources[index])
            guard let problem = FontCatalog.fontFileProblem(at: resources[index]) else { continue }
            found.append(
                finding(
                    list, folder, .unreadableAppFont, context: "ATSApplicationFontsPath",
                    message:
                        "\(DisplayText.escaped(resources[index], limit: nil)) is in the ATSApplicationFontsPath "
                        + "\(DisplayText.quoted(folder.value)), and it \(problem). The app registers no font "
                        + "from it: replace it with the font file, or move it out of the folder."))
        }
    }

    /// One finding per bundled font file that `uses` name and is not in `listed`, at its first use.
    private func unlisted(uses: [Use], listed: Set<String>) -> [LintFinding] {
        guard registration == nil else { return [] }
        var bundled: [String: String] = [:]
        for resource in resources where Self.isFontFile(resource) && !listed.contains(resource) {
            bundled[URL(fileURLWithPath: resource).resolvingSymlinksInPath().path] = resource
        }
        guard !bundled.isEmpty else { return [] }
        var reported: Set<String> = []
        var found: [LintFinding] = []
        for use in uses {
            guard let face = catalog.face(postScriptName: use.name), !face.file.isEmpty,
                let resource = bundled[URL(fileURLWithPath: face.file).resolvingSymlinksInPath().path],
                reported.insert(resource).inserted
            else { continue }
            let file = resource.split(separator: "/").last.map(String.init) ?? resource
            found.append(
                LintFinding(
                    path: use.path, line: use.line, column: use.column, severity: .error, rule: .unlistedAppFont,
                    context: use.context, name: use.name,
                    message:
                        "\(DisplayText.quoted(use.name)) is a face of \(DisplayText.escaped(resource, limit: nil)), which no "
                        + "Info.plist lists under UIAppFonts: the app does not register the font, and "
                        + "UIFont(name:size:) returns nil for it. Add \(DisplayText.quoted(file)) to UIAppFonts "
                        + "(Fonts provided by application), or register the font in code at launch with "
                        + FontRegistrationCall.described + "."))
        }
        return found
    }

    /// A finding about `entry` of `list`, an error unless `severity` says otherwise.
    private func finding(
        _ list: InfoPlistFonts, _ entry: InfoPlistFonts.Entry, _ rule: LintRule,
        severity: LintFinding.Severity = .error, context: String, message: String
    ) -> LintFinding {
        LintFinding(
            path: list.path, line: entry.line, column: entry.column, severity: severity, rule: rule, context: context,
            name: entry.value, message: message)
    }

    /// Whether `path` names a font file an app bundles, by its extension.
    static func isFontFile(_ path: String) -> Bool {
        fontExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }
}

extension Collection where Element: Equatable {
    /// Whether the collection's last elements are `suffix`.
    fileprivate func ends<Suffix: Collection>(with suffix: Suffix) -> Bool where Suffix.Element == Element {
        count >= suffix.count && dropFirst(count - suffix.count).elementsEqual(suffix)
    }
}
