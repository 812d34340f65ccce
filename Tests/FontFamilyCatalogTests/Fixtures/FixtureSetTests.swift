import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@Suite struct FixtureSetTests {
    /// Every regular file below `directory`, as paths relative to `base`.
    private func files(under directory: URL, relativeTo base: URL) throws -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator
        where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            result.append(String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)))
        }
        return result.sorted()
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func committedFilesAreExactlyWhatTheWriterProduces() throws {
        let expected = FixtureSet.files
        #expect(
            FixtureSet.subdirectories == [
                "Fonts", "Broken", "Families", "NoPost", "Variable", "VariableNames", "DuoSans", "Abbreviated",
                "Names",
            ])
        let committed =
            try FixtureSet.subdirectories.flatMap {
                try files(under: PackagePaths.fixtures.appendingPathComponent($0), relativeTo: PackagePaths.fixtures)
            } + ["iconfont.json"]
        #expect(committed.sorted() == expected.map(\.relativePath), "run `swift run fontfamily-fixtures` and commit")
        for file in expected {
            let onDisk = try Data(contentsOf: PackagePaths.fixtures.appendingPathComponent(file.relativePath))
            #expect(onDisk == file.data, "\(file.relativePath) differs; run `swift run fontfamily-fixtures`")
        }
    }

    @Test func theSetHoldsTheFamiliesOfIssue2() {
        #expect(FixtureSet.standard.count == 9 + 12 + 2 + 2 + 2 + 1)
        #expect(
            FixtureSet.files.map(\.relativePath).filter {
                !["Fonts/", "Families/", "DuoSans/", "VariableNames/", "Abbreviated/", "Names/"].contains(
                    where: $0.hasPrefix)
            } == [
                "Broken/notes.ttf", "Broken/truncated.ttf", "NoPost/GillSansNoPost.ttf", "Variable/VarySans[wght].ttf",
                "iconfont.json",
            ])
        #expect(FixtureSet.variable == [FixtureSet.varySans])
        #expect(
            FixtureSet.varySans.namedInstances.map(\.postScriptName) == [
                "VarySans-Thin", "VarySans-Light", "VarySans-Regular", "VarySans-Bold", "VarySans-Black",
            ])
        #expect(FixtureSet.varySans.namedInstances.map(\.coordinates) == [[100], [300], [400], [700], [900]])
        #expect(Set(FixtureSet.standard.map(\.postScriptName)).count == FixtureSet.standard.count)
        #expect(FixtureSet.icons.count == 12)
        #expect(FixtureSet.icons.map(\.codePoint) == Array(0xE600...0xE60B))
    }

    @Test func theSetHoldsTheVariableNamingFixturesOfIssue15() {
        let paths = FixtureSet.files.map(\.relativePath)
        #expect(
            paths.filter { $0.hasPrefix("VariableNames/") || $0.hasPrefix("DuoSans/Variable/") } == [
                "DuoSans/Variable/DuoSans-Italic[wght].ttf", "DuoSans/Variable/DuoSans-Roman[wght].ttf",
                "VariableNames/EchoDisplay[wght].ttf", "VariableNames/PrefixSans[wdth,wght].ttf",
            ])
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let staticNames = weights.flatMap { weight in
            ["DuoSans-" + weight, weight == "Regular" ? "DuoSans-Italic" : "DuoSans-" + weight + "Italic"]
        }
        #expect(FixtureSet.duoSansStatic.map(\.postScriptName) == staticNames)
        #expect(
            paths.filter { $0.hasPrefix("DuoSans/Static/") } == staticNames.map { "DuoSans/Static/\($0).ttf" }.sorted())
        #expect(
            FixtureSet.duoSansStatic.map(\.weightClass)
                == [100, 200, 300, 400, 500, 600, 700, 800, 900].flatMap { [$0, $0] })
        #expect(FixtureSet.duoSansStatic.map(\.isItalic) == Array(repeating: [false, true], count: 9).flatMap { $0 })
        #expect(
            FixtureSet.duoSansStatic.prefix(8).map { $0.typographicStyleName ?? $0.styleName } == [
                "Thin", "Thin Italic", "ExtraLight", "ExtraLight Italic", "Light", "Light Italic", "Regular", "Italic",
            ])
        #expect(FixtureSet.duoSansVariable.map(\.postScriptName) == ["DuoSans-Regular", "DuoSans-Italic"])
        #expect(FixtureSet.duoSansVariable.map(\.isItalic) == [false, true])
        #expect(
            FixtureSet.duoSansVariable[1].namedInstances.map(\.styleName) == [
                "Thin Italic", "ExtraLight Italic", "Light Italic", "Italic", "Medium Italic", "SemiBold Italic",
                "Bold Italic", "ExtraBold Italic", "Black Italic",
            ])
        #expect(
            FixtureSet.duoSansVariable.allSatisfy {
                $0.namedInstances.map(\.coordinates) == [[100], [200], [300], [400], [500], [600], [700], [800], [900]]
                    && $0.namedInstances.allSatisfy { $0.postScriptName == nil }
            })
        #expect(FixtureSet.variableNames == [FixtureSet.echoDisplay, FixtureSet.prefixSans])
    }

    @Test func iconFontJSONListsEveryIconInTheIconfontFormat() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(FixtureSet.iconFontMetadataJSON.utf8)) as? [String: Any])
        #expect(json["font_family"] as? String == "iconfont")
        #expect(json["css_prefix_text"] as? String == "icon-")
        #expect(json["description"] as? String == "")
        #expect(json["id"] as? String == "4785301")
        let glyphs = try #require(json["glyphs"] as? [[String: Any]])
        #expect(glyphs.compactMap { $0["font_class"] as? String } == FixtureSet.icons.map(\.fontClass))
        #expect(glyphs.compactMap { $0["unicode"] as? String }.first == "e600")
        #expect(glyphs.compactMap { $0["unicode_decimal"] as? Int } == Array(58880...58891))
        #expect(glyphs.compactMap { $0["icon_id"] as? String }.count == 12)
        #expect(glyphs.compactMap { $0["name"] as? String }.count == 12)
    }

    @Test func writeReplacesStaleFilesAndWritesTheWholeSet() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stale = directory.appendingPathComponent("Fonts/Stale.ttf")
        try FileManager.default.createDirectory(
            at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: stale)
        let staleVariable = directory.appendingPathComponent("Variable/Stale[wght].ttf")
        try FileManager.default.createDirectory(
            at: staleVariable.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: staleVariable)
        let staleNested = directory.appendingPathComponent("DuoSans/Static/Old/DuoSans-Stale.ttf")
        try FileManager.default.createDirectory(
            at: staleNested.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: staleNested)
        try FixtureSet.write(to: directory)
        #expect(try files(under: directory, relativeTo: directory) == FixtureSet.files.map(\.relativePath))
        for file in FixtureSet.files {
            #expect(try Data(contentsOf: directory.appendingPathComponent(file.relativePath)) == file.data)
        }
    }

    @Test func writeIntoAnUnwritablePlaceNamesIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let output = blocker.appendingPathComponent("out")
        #expect(throws: FixtureWriteError.cannotWrite(path: output.appendingPathComponent("Fonts").path)) {
            try FixtureSet.write(to: output)
        }
        #expect(
            FixtureWriteError.cannotWrite(path: "/x/Fonts").description
                == "Cannot write fixtures to /x/Fonts; choose an output directory you can create and write to.")
    }

    @Test func writingFontsIntoAnUnwritablePlaceNamesIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        #expect(throws: FixtureWriteError.cannotWrite(path: blocker.appendingPathComponent("fonts").path)) {
            try FixtureFontWriter.write(FixtureSet.papyrus, to: blocker.appendingPathComponent("fonts"))
        }
        var unwritable = FixtureSet.papyrus[0]
        unwritable.fileName = "missing/Papyrus.ttf"
        #expect(
            throws: FixtureWriteError.cannotWrite(path: directory.appendingPathComponent("missing/Papyrus.ttf").path)
        ) {
            try FixtureFontWriter.write([unwritable], to: directory)
        }
        try FixtureFontWriter.write(FixtureSet.papyrus, to: directory.appendingPathComponent("new"))
        #expect(
            try files(under: directory.appendingPathComponent("new"), relativeTo: directory)
                == ["new/Papyrus-Condensed.ttf", "new/Papyrus.ttf"])
    }

    @Test func syntheticFacesAreDistinctAndVaried() {
        let faces = FixtureSet.synthetic(faceCount: 25)
        #expect(faces.count == 25)
        #expect(Set(faces.map(\.postScriptName)).count == 25)
        #expect(Set(faces.map(\.fileName)).count == 25)
        #expect(faces[0].postScriptName == "Synthetic00000-Thin")
        #expect(faces[16].postScriptName == "Synthetic00001-BoldItalic")
        #expect(faces[24].typographicFamilyName == "Synthetic 00002")
        #expect(Set(faces.prefix(10).map(\.weightClass)) == [100, 300, 400, 500, 700, 900])
        #expect(Set(faces.prefix(10).map(\.widthClass)) == [3, 5, 7])
        #expect(faces.prefix(10).filter(\.isItalic).count == 2)
        #expect(FixtureSet.synthetic(faceCount: 0).isEmpty)
        #expect(FixtureSet.synthetic(faceCount: -3).isEmpty)
    }
}
