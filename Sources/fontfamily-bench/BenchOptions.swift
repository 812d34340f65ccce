/// The command line of `fontfamily-bench`.
struct BenchOptions {
    /// `--quick`: fewer repetitions and the 1,000-face synthetic catalog only, for CI.
    var quick = false
    /// `--json`: print the report as JSON instead of a Markdown table.
    var json = false
    /// `--substring TEXT`: what `fontfamily-dump` and `grep -i` look for in the CLI comparison.
    var substring = "noto"
    /// `--help`: print the usage and stop.
    var help = false

    static let usage = "usage: fontfamily-bench [--quick] [--json] [--substring TEXT]"

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--json": json = true
            case "--substring":
                guard let value = remaining.popFirst(), !value.isEmpty else {
                    throw BenchError("--substring needs a non-empty value; \(Self.usage)")
                }
                substring = value
            case "-h", "--help": help = true
            default:
                throw BenchError("unknown argument '\(argument)'; \(Self.usage)")
            }
        }
    }
}
