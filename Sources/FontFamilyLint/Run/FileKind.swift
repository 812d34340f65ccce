#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// What a path names, as `stat` tells it (symbolic links followed): what the lint's walk decides by.
enum FileKind: Equatable, Sendable {
    case regularFile
    case directory
    case namedPipe
    case socket
    case characterDevice
    case blockDevice
    /// Anything else the file system may hold.
    case other

    /// The kind of what `path` names, through any links; `nil` when nothing does (a missing path, a link to nothing)
    /// or it cannot be looked at.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .namedPipe
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .other
        }
    }

    /// The kind as a message names it, with its article: `a named pipe`.
    var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a directory"
        case .namedPipe: "a named pipe"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "a special file"
        }
    }
}
