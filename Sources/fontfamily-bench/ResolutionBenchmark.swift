import FontFamilyCatalog

/// Section 2: looking up PostScript names in the catalog against one `FcFontList` per name.
enum ResolutionBenchmark {
    /// How many names are looked up.
    static let nameCount = 10_000

    /// The two rows: nanoseconds per name, and the speed-up over `FcFontList`.
    ///
    /// - Parameters:
    ///   - catalog: The catalog to look names up in; must not be empty.
    ///   - raw: The same fonts, loaded raw.
    ///   - source: Which catalog that is, for the note.
    ///   - repetitions: How many times the catalog looks up all the names.
    ///   - fontconfigNames: How many of the names fontconfig looks up, per repetition.
    ///   - fontconfigRepetitions: How many times fontconfig looks them up.
    static func rows(
        catalog: FontCatalog,
        raw: RawFontconfig,
        source: String,
        repetitions: Int,
        fontconfigNames: Int,
        fontconfigRepetitions: Int
    ) throws -> [BenchRow] {
        let names = try queries(from: catalog)
        let expectedHits = names.filter { catalog.face(postScriptName: $0) != nil }.count
        var catalogTimes: [Double] = []
        for _ in 0..<repetitions {
            let (milliseconds, hits) = Stopwatch.milliseconds {
                var hits = 0
                for name in names where catalog.face(postScriptName: name) != nil { hits += 1 }
                return hits
            }
            guard hits == expectedHits else {
                throw BenchError("catalog lookups found \(hits) names, then \(expectedHits); the catalog is not stable")
            }
            catalogTimes.append(milliseconds * 1e6 / Double(names.count))
        }
        let sample = Array(names.prefix(fontconfigNames))
        var fontconfigTimes: [Double] = []
        var fontconfigHits = 0
        for _ in 0..<fontconfigRepetitions {
            let (milliseconds, hits) = Stopwatch.milliseconds {
                sample.filter { raw.listFaces(postScriptName: $0) > 0 }.count
            }
            fontconfigHits = hits
            fontconfigTimes.append(milliseconds * 1e6 / Double(sample.count))
        }
        let measured = Samples(catalogTimes, unit: "ns/name")
        let fontconfig = Samples(fontconfigTimes, unit: "ns/name")
        let speedUp = fontconfig.median / measured.median
        let sampleHits = sample.filter { catalog.face(postScriptName: $0) != nil }.count
        return [
            BenchRow(
                name: "resolution: `face(postScriptName:)`", target: "≤ 150 ns/name", measured: measured,
                verdict: BenchRow.verdict(measured.median <= 150),
                note:
                    "\(names.count) names from \(source): \(expectedHits) installed, \(names.count / 10) differing only "
                    + "by case, the rest absent"),
            BenchRow(
                name: "resolution vs one `FcFontList` per name", target: "≥ 500 × faster", measured: measured,
                baselineName: "`FcFontList` per name", baseline: fontconfig, ratio: speedUp,
                verdict: BenchRow.verdict(speedUp >= 500),
                note: "fontconfig looked up \(sample.count) of the names and found \(fontconfigHits); the catalog "
                    + "finds \(sampleHits) of them: fontconfig also \"finds\" the names that differ only by case"),
        ]
    }

    /// 10,000 names in a fixed shuffled order: half installed, a tenth differing from an installed name only by
    /// case, the rest absent.
    static func queries(from catalog: FontCatalog) throws -> [String] {
        let installed = catalog.faces.map(\.postScriptName)
        guard !installed.isEmpty else { throw BenchError("the catalog has no faces to look up; install fonts") }
        let known = Set(installed)
        var names: [String] = []
        for index in 0..<nameCount / 2 { names.append(installed[index % installed.count]) }
        var offset = 0
        while names.count < nameCount / 2 + nameCount / 10, offset < nameCount * 4 {
            let name = installed[offset % installed.count]
            offset += 1
            for variant in [name.lowercased(), name.uppercased(), swappedCase(name)] where !known.contains(variant) {
                names.append(variant)
                break
            }
        }
        var absent = 0
        while names.count < nameCount {
            let name = installed[absent % installed.count] + "-Absent\(absent)"
            absent += 1
            if !known.contains(name) { names.append(name) }
        }
        return shuffled(names)
    }

    private static func swappedCase(_ name: String) -> String {
        String(name.map { $0.isUppercase ? Character($0.lowercased()) : Character($0.uppercased()) })
    }

    /// A deterministic shuffle (a linear congruential generator with a fixed seed), so runs compare.
    private static func shuffled(_ names: [String]) -> [String] {
        var result = names
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let other = Int((state >> 33) % UInt64(index + 1))
            result.swapAt(index, other)
        }
        return result
    }
}
