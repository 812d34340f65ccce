import Foundation

/// Why fixture files could not be written.
public enum FixtureWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A directory could not be created or a file could not be written at `path`.
    case cannotWrite(path: String)

    /// One sentence naming the path and what to do.
    public var description: String {
        switch self {
        case .cannotWrite(let path):
            "Cannot write fixtures to \(path); choose an output directory you can create and write to."
        }
    }
}
