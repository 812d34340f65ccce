/// The process's arguments, checked to be valid UTF-8.
package enum CommandArguments {
    /// The arguments after the program name, or the usage error for the first one that is not valid UTF-8.
    package static func read() -> Result<[String], UsageError> {
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index], let argument = String(validatingCString: pointer) else {
                return .failure(UsageError("argument \(index) is not valid UTF-8; pass names as UTF-8 text"))
            }
            arguments.append(argument)
        }
        return .success(arguments)
    }
}
