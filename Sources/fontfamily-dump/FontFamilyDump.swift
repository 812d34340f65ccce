import CommandLineOptions
import FontFamilyCommand

#if canImport(Glibc)
    internal import CMalloc
#endif

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
        #if canImport(Glibc)
            // glibc raises its thresholds to the largest block freed (a file's text, a token list): blocks below it
            // then come from the heap, whose top is given back only past twice that size, so each phase of a lint
            // of a large file (scan, judge, report) adds to the peak what the one before let go. A fixed threshold
            // keeps large blocks mapped on their own and gives them back when freed.
            _ = mallopt(M_TRIM_THRESHOLD, 128 * 1_024)
        #endif
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
