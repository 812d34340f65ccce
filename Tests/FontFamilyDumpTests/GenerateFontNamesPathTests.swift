import Foundation
import TestSupport
import Testing

/// The path decisions of the `generate-font-names` command plugin (`Sources/GenerateFontNames/OutputPath.swift`). A
/// command plugin cannot be linked by a test, so the file is compiled with a small driver and run.
@Suite struct GenerateFontNamesPathTests {
    /// What `OutputPath.problem` says, `ok` for `nil`, for each of `outputs` in the package at `package`, from
    /// `OutputPath.swift` compiled into `directory`.
    static func decisions(_ outputs: [String], package: String, in directory: URL) throws -> [String] {
        let driver = directory.appendingPathComponent("main.swift")
        try Data(
            """
            for output in CommandLine.arguments.dropFirst(2) {
                print(OutputPath.problem(output: output, packageDirectory: CommandLine.arguments[1]) ?? "ok")
            }

            """.utf8
        ).write(to: driver)
        let source = PackagePaths.root.appendingPathComponent("Sources/GenerateFontNames/OutputPath.swift").path
        let program = directory.appendingPathComponent("output-path").path
        let compiled = try ProcessRunner.run(
            "/usr/bin/env", arguments: ["swiftc", source, driver.path, "-o", program])
        try #require(compiled.status == 0, "\(compiled.standardError)")
        let result = try ProcessRunner.run(program, arguments: [package] + outputs)
        #expect(result.status == 0)
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    /// `path` with every link resolved.
    static func real(_ path: String) throws -> String {
        let resolved = try #require(realpath(path, nil))
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static let advice = "give a path inside the package, relative to it, such as 'Sources/App/FontNames.swift'"

    @Test func aPathOutsideThePackageIsRefusedAndOneInsideIsNot() throws {
        let directory = try FixtureCatalog.temporaryDirectory("plugin-path")
        defer { FixtureCatalog.remove(directory) }
        let package = directory.appendingPathComponent("Package").path
        try FileManager.default.createDirectory(
            atPath: package + "/Sources/App", withIntermediateDirectories: true)
        // A link inside the package to a directory outside it.
        try FileManager.default.createSymbolicLink(atPath: package + "/Out", withDestinationPath: directory.path)
        let outside = { (output: String) in
            "'--output \(output)' is outside the package directory '\(package)'; \(Self.advice)"
        }
        let cases: [(String, String)] = [
            ("Names.swift", "ok"),
            ("Sources/App/Names.swift", "ok"),
            // A directory that does not exist is the dump's to refuse, with its own --output message.
            ("Sources/Typo/Names.swift", "ok"),
            ("./Sources/./App/../App/Names.swift", "ok"),
            (package + "/Sources/Names.swift", "ok"),
            (directory.path + "/Names.swift", outside(directory.path + "/Names.swift")),
            ("/Names.swift", outside("/Names.swift")),
            ("../Names.swift", outside("../Names.swift")),
            ("Sources/../../Names.swift", outside("Sources/../../Names.swift")),
            (
                "Out/Names.swift",
                "'--output Out/Names.swift' leads through a symbolic link to '\(try Self.real(directory.path))/Names.swift', outside "
                    + "the package directory '\(package)'; \(Self.advice)"
            ),
        ]
        #expect(try Self.decisions(cases.map(\.0), package: package + "/", in: directory) == cases.map(\.1))
    }

    /// The dump writes the file a link names, and creates it when it does not exist: a link as the last component is
    /// followed to its real location, dangling or not, through chains of links, before the package decides.
    @Test func aLinkAsTheLastComponentIsFollowedDanglingOrNot() throws {
        let directory = try FixtureCatalog.temporaryDirectory("plugin-link")
        defer { FixtureCatalog.remove(directory) }
        let root = try Self.real(directory.path)
        let package = root + "/Package"
        let names = package + "/Sources/Names"
        try FileManager.default.createDirectory(atPath: names, withIntermediateDirectories: true)
        let links: [(String, String)] = [
            // Beside the package, missing: the case that wrote outside.
            ("Escape.swift", "../../../Escape.swift"),
            // An absolute link to a missing file outside.
            ("Absolute.swift", root + "/Absolute.swift"),
            // A chain: inside, then out.
            ("Chain.swift", "Hop.swift"), ("Hop.swift", "../../../Hop.swift"),
            // A link to a missing directory outside.
            ("Deep.swift", "../../../Missing/Deep.swift"),
            // Inside, dangling or not.
            ("Inside.swift", "../Inside.swift"), ("Here.swift", "Real.swift"),
            // A loop.
            ("Loop.swift", "Loop.swift"),
            // A link that climbs out through a directory link and back.
            ("Back.swift", "../../Up/Package/Sources/Back.swift"),
        ]
        for (name, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: names + "/" + name, withDestinationPath: destination)
        }
        try Data().write(to: URL(fileURLWithPath: names + "/Real.swift"))
        try FileManager.default.createSymbolicLink(atPath: package + "/Up", withDestinationPath: root)
        let leads = { (output: String, destination: String) in
            "'--output \(output)' leads through a symbolic link to '\(destination)', outside the package directory "
                + "'\(package)'; \(Self.advice)"
        }
        let cases: [(String, String)] = [
            ("Sources/Names/Escape.swift", leads("Sources/Names/Escape.swift", root + "/Escape.swift")),
            ("Sources/Names/Absolute.swift", leads("Sources/Names/Absolute.swift", root + "/Absolute.swift")),
            ("Sources/Names/Chain.swift", leads("Sources/Names/Chain.swift", root + "/Hop.swift")),
            ("Sources/Names/Deep.swift", leads("Sources/Names/Deep.swift", root + "/Missing/Deep.swift")),
            ("Sources/Names/Inside.swift", "ok"),
            ("Sources/Names/Here.swift", "ok"),
            ("Sources/Names/Back.swift", "ok"),
            ("Up/Package/Sources/Names/Real.swift", "ok"),
            ("Up/Names.swift", leads("Up/Names.swift", root + "/Names.swift")),
            (
                "Sources/Names/Loop.swift",
                "'--output Sources/Names/Loop.swift' leads through more than 40 symbolic links, a loop; \(Self.advice)"
            ),
        ]
        #expect(try Self.decisions(cases.map(\.0), package: package, in: directory) == cases.map(\.1))
        for name in ["Escape.swift", "Absolute.swift", "Hop.swift", "Missing"] {
            #expect(!FileManager.default.fileExists(atPath: root + "/" + name))
        }
    }
}
