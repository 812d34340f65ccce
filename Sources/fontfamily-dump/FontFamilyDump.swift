import CommandLineOptions
import FontFamilyKit
import Foundation

/// `fontfamily-dump`: argument parsing and wiring only; every piece of logic lives in FontFamilyKit.
@main
enum FontFamilyDump {
    static func main() {
        var run = DumpRun()
        let status = run.execute(arguments: CommandArguments.read())
        run.flush()
        withExtendedLifetime(run) { exit(status) }
    }
}
