import CommandLineOptions
import FontFamilyCommand
import FuzzSupport

/// `fontfamily-dump`'s argument parser on any argument list (the input split at NUL bytes, as `argv` holds C
/// strings): it never crashes, a usage error is one line, and what it accepts comes from the arguments given.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLIArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    let arguments = text.isEmpty ? [] : text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    do {
        let options = try DumpOptions.parse(arguments)
        let given = Set(arguments + arguments.map { String($0.drop { $0 != "=" }.dropFirst()) })
        for directory in options.fontDirectories {
            FuzzProperty.expect(given.contains(directory), "--fonts \(directory.debugDescription) was never given")
        }
        if case .check(let names) = options.mode {
            FuzzProperty.expect(
                !names.isEmpty && names.allSatisfy(given.contains), "--check names \(names) were not all given")
        }
        if case .dump(let substring?) = options.mode {
            FuzzProperty.expect(given.contains(substring), "SUBSTRING \(substring.debugDescription) was never given")
        }
    } catch {
        FuzzProperty.expect(!error.message.isEmpty, "an empty usage error")
        FuzzProperty.expect(
            !error.message.contains(where: \.isNewline), "a line break in \(error.message.debugDescription)")
    }
    return 0
}
