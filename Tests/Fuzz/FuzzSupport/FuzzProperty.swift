import Foundation

/// Checks a property of a fuzz target's output; a failure aborts, so libFuzzer saves the input as a reproducer.
public enum FuzzProperty {
    /// Aborts with `message` (and the offending values it names) on standard error unless `condition` holds.
    public static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        fail(message())
    }

    /// Prints `property failed: message` on standard error and aborts.
    public static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("property failed: \(message)\n".utf8))
        abort()
    }
}
