import CommandLineOptions
import FontFamilyCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// `fontfamily-dump`: argument parsing and wiring only; the command's declaration and run live in FontFamilyCommand.
@main
enum FontFamilyDump {
    static func main() {
        var run = DumpRun()
        let status = run.execute(arguments: CommandArguments.read())
        run.flush()
        // The run's catalog is left to the operating system, which takes its memory back at once; a leak checker
        // asks for everything to be released first (fontconfig holds some of its memory by offset, which a checker
        // cannot follow).
        if let free = getenv("FONTFAMILY_FREE_AT_EXIT"), String(cString: free) == "1" { run = DumpRun() }
        withExtendedLifetime(run) { exit(status) }
    }
}
