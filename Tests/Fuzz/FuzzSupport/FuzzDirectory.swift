import Foundation

/// A folder of this process's own under the temporary directory, where a target writes its inputs as files: emptied
/// before each input, so that nothing one input wrote is read with the next.
public struct FuzzDirectory: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// A new folder named after `name` and this process.
    public init(_ name: String) {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "fontfamily-\(name)-\(ProcessInfo.processInfo.processIdentifier)"
            ).path
    }

    /// Removes whatever the folder holds and creates it again, empty.
    public func reset() {
        try? FileManager.default.removeItem(atPath: path)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            FuzzProperty.fail("cannot create \(path): \(error)")
        }
    }

    /// Writes `bytes` to the file at `relativePath` inside the folder, creating the folders on its way, and returns
    /// the file's absolute path.
    @discardableResult
    public func write(_ bytes: [UInt8], to relativePath: String) -> String {
        let file = path + "/" + relativePath
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            FuzzProperty.fail("cannot create \(folder): \(error)")
        }
        guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
            FuzzProperty.fail("cannot write \(file)")
        }
        return file
    }
}
