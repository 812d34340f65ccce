import Foundation
import Testing

@testable import FontFamilyCatalog

/// The listed-file check compares paths as the file system does: byte for byte.
@Suite struct FilePathSetTests {
    /// 20,000 paths that share a long directory prefix, as a big font directory's do, each found and held once;
    /// every path one byte longer, shorter or changed is not found.
    @Test func holdsExactlyTheGivenPaths() {
        let paths = (0..<20_000).map { "/usr/share/fonts/truetype/synthetic/Synthetic\($0 / 10)-W\($0 % 10).ttf" }
        let set = FilePathSet(paths + paths.prefix(100))
        #expect(paths.allSatisfy(set.contains))
        #expect(set.paths == paths)
        let near = paths.prefix(2_000).flatMap { path in
            [
                path + "x", String(path.dropLast()), "x" + path.dropFirst(),
                path.replacingOccurrences(of: "W", with: "w"),
            ]
        }
        #expect(near.filter(set.contains) == [])
        #expect(!set.contains(""))
        #expect(FilePathSet([""]).contains(""))
        #expect(!FilePathSet([String]()).contains("/a.ttf"))
    }

    /// `é` written precomposed and decomposed are one `String` to Swift and two file names to the file system.
    @Test func comparesBytesNotCanonicalEquivalence() {
        let composed = "/fonts/Caf\u{E9}.ttf"
        let decomposed = "/fonts/Cafe\u{301}.ttf"
        #expect(composed == decomposed)
        let set = FilePathSet([composed])
        #expect(set.contains(composed))
        #expect(!set.contains(decomposed))
    }

    /// Lengths around each eight-byte step of the hash, and bytes that differ only in the last, partial word.
    @Test func everyLengthAndTailByteCounts() {
        let paths = (0..<40).flatMap { length in
            ["a", "b"].map { String(repeating: "/", count: length) + $0 }
        }
        let set = FilePathSet(paths.filter { $0.hasSuffix("a") })
        #expect(paths.filter(set.contains) == paths.filter { $0.hasSuffix("a") })
    }
}
