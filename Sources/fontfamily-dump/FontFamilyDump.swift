import FontFamilyKit
import Foundation

/// `fontfamily-dump`: argument parsing and wiring only; every piece of logic lives in FontFamilyKit.
@main
enum FontFamilyDump {
    static func main() {
        var run = DumpRun()
        let status = run.execute(arguments: CommandArguments.read())
        run.flush()
        // The run, and the catalog it holds, stay alive until the process ends: exiting frees them faster.
        withExtendedLifetime(run) { exit(status) }
    }
}
