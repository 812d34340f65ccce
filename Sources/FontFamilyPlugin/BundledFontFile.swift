import Foundation
import PackagePlugin

/// A font file among a target's resources, with its path inside the target's resource bundle.
struct BundledFontFile {
    /// The file in the package.
    var url: URL
    /// Where SwiftPM puts it in the resource bundle: a resource file at the bundle's top, a file in a copied folder
    /// under the folder's name.
    var bundlePath: String

    /// The file name extensions of the font files the plugin reads, lowercase.
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "woff", "woff2"]

    /// Every font file among `files`, walking resource folders; sorted by bundle path.
    static func find(in files: FileList) -> [BundledFontFile] {
        var fonts: [BundledFontFile] = []
        for file in files where file.type != .resource && isFont(file.url) {
            Diagnostics.warning(
                "FontFamilyPlugin: '\(file.url.path)' is not a resource of the target, so it is not bundled and gets "
                    + "no names; list it (or its folder) in the target's 'resources:'")
        }
        for file in files where file.type == .resource {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                fonts += fontFiles(under: file.url)
            } else if isFont(file.url) {
                fonts.append(BundledFontFile(url: file.url, bundlePath: file.url.lastPathComponent))
            }
        }
        return fonts.sorted { $0.bundlePath < $1.bundlePath }
    }

    /// The font files below a copied resource folder, named by the folder's name and their path inside it.
    private static func fontFiles(under folder: URL) -> [BundledFontFile] {
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var fonts: [BundledFontFile] = []
        for case let url as URL in walk where isFont(url) {
            let isRegular = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile ?? false
            let relative = url.standardizedFileURL.path.dropFirst(root.path.count + 1)
            guard isRegular, !relative.isEmpty else { continue }
            fonts.append(BundledFontFile(url: url, bundlePath: folder.lastPathComponent + "/" + relative))
        }
        return fonts
    }

    private static func isFont(_ url: URL) -> Bool {
        extensions.contains(url.pathExtension.lowercased())
    }
}
