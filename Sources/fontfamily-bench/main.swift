import CommandLineOptions
import Foundation

/// Prints `message` on standard error and exits with status 2: the benchmark failed for a real reason.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("fontfamily-bench: \(message)\n".utf8))
    exit(2)
}

let options: BenchOptions
do {
    options = try BenchOptions(arguments: CommandArguments.read().get())
} catch {
    fail("\(error)\nRun 'fontfamily-bench --help' for usage.")
}
if options.help {
    print(BenchOptions.command.help, terminator: "")
    exit(0)
}
if options.fontconfigMatch {
    do {
        try FontconfigMatch.run()
        exit(0)
    } catch {
        fail("\(error)")
    }
}
do {
    let report = try Bench.run(options)
    print(options.json ? try report.json() : report.markdown, terminator: "")
} catch {
    fail("\(error)")
}
