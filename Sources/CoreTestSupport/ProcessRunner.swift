import Foundation

/// Runs a process to completion and collects what it printed.
public enum ProcessRunner {
    /// A finished process.
    public struct Result: Sendable {
        /// The exit status.
        public let status: Int32
        /// Everything written to standard output, decoded as UTF-8.
        public let standardOutput: String
        /// Everything written to standard error, decoded as UTF-8.
        public let standardError: String
    }

    /// Runs `executable` with `arguments`, feeding `input` on standard input, with `environment` added to (or,
    /// for `nil` values, removed from) this process's environment.
    public static func run(
        _ executable: String,
        arguments: [String],
        input: String = "",
        environment: [String: String?] = [:],
        currentDirectory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        // Read both pipes concurrently so a process that fills one cannot block on it.
        let errorData = ReadBox()
        let reader = Thread { errorData.data = stderr.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isDone { usleep(1000) }
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self)
        )
    }
}

private final class ReadBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Data?

    var data: Data {
        get { lock.withLock { value ?? Data() } }
        set { lock.withLock { value = newValue } }
    }

    var isDone: Bool { lock.withLock { value != nil } }
}
