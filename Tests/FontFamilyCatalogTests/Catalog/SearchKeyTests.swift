import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// Substring search on search keys: on bytes for ASCII keys, as strings compare otherwise, with the same answers.
@Suite struct SearchKeyTests {
    @Test func asciiKeysAreSearchedAsStringsWouldBe() {
        #expect(SearchKey.key("notosansmono", contains: "sansm"))
        #expect(SearchKey.key("notosansmono", contains: "notosansmono"))
        #expect(!SearchKey.key("notosansmono", contains: ""))
        #expect(!SearchKey.key("notosansmono", contains: "notosansmonoo"))
        #expect(!SearchKey.key("noto", contains: "sans"))
        #expect(SearchKey.key("aab", contains: "ab"))
        #expect(!SearchKey.key("", contains: "a"))
    }

    /// A name is searched without making its key, on bytes folded on the stack when it and the needle are ASCII:
    /// the same answers as searching its key.
    @Test func namesAreSearchedAsTheirKeysWould() {
        let names = [
            "Noto Sans", "NOTO\tsans  Mono", " noto", "Noto\u{A0}Sans", "Café Sans", "ＮＯＴＯ", "Gill Sans MT", "",
            "\n", "A-B_C", "notonoto", "IPAゴシック",
        ]
        let needles = ["noto", "notosans", "sansm", "ｎｏｔｏ", "cafe", "é", "a-b", "ab", "o", "notonotonoto", "ゴシ"]
        for name in names {
            for needle in needles.map(SearchKey.normalize) {
                #expect(
                    SearchKey.name(name, contains: needle) == SearchKey.generalName(name, contains: needle),
                    "\(name.debugDescription) \(needle.debugDescription)")
            }
        }
        var random = RandomUnicodeText(seed: 0x4e41_4d45_5345_4152)
        for round in 0..<3_000 {
            let name =
                round.isMultiple(of: 2)
                ? random.string(maximumLength: 16)
                : String(
                    decoding: (0..<random.number(in: 0...16)).map { _ in UInt8(random.number(in: 0...0x7F)) },
                    as: UTF8.self)
            let needle = SearchKey.normalize(
                round % 3 == 0
                    ? String(name.dropFirst(round % 4).prefix(1 + round % 5)) : random.string(maximumLength: 3))
            guard !needle.isEmpty else { continue }
            #expect(
                SearchKey.name(name, contains: needle) == SearchKey.generalName(name, contains: needle),
                "\(name.debugDescription) \(needle.debugDescription)")
        }
    }

    @Test func randomKeysAgreeWithStringSearch() {
        var random = RandomUnicodeText(seed: 0x5345_4152_4348)
        for round in 0..<3_000 {
            let key = round.isMultiple(of: 2) ? random.string(maximumLength: 12) : "gill" + String(round) + "sans"
            let needle: String
            switch round % 3 {
            case 0: needle = String(key.dropFirst(round % 4).prefix(round % 5))
            case 1: needle = random.string(maximumLength: 3)
            default: needle = String(round % 10)
            }
            #expect(SearchKey.key(key, contains: needle) == key.contains(needle), "\(key.debugDescription)")
        }
    }
}
