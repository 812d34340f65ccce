import CFontconfig
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Fontconfig pattern strings of faces: exact text, which is fontconfig's own (`FcNameUnparse` writes it back
/// unchanged), escaping that `FcNameParse` reads back to the same values, and `fc-match` over a private
/// configuration picking exactly the face.
@Suite struct FontconfigPatternTests {
    /// The values `FcNameParse` reads from `pattern`: family, style, file, index, variable and fontvariations (the
    /// first value of each, as cairo reads them), `nil` where unset.
    private func parsed(_ pattern: String) throws -> [String: String] {
        let parsed = try #require(FcNameParse(pattern))
        defer { FcPatternDestroy(parsed) }
        var values: [String: String] = [:]
        for object in ["family", "style", "file", "fontvariations"] {
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(parsed, object, 0, &value) == FcResultMatch, let value {
                values[object] = String(cString: value)
            }
            if FcPatternGetString(parsed, object, 1, &value) == FcResultMatch {
                values[object + "#1"] = "a second value"
            }
        }
        var index: Int32 = 0
        if FcPatternGetInteger(parsed, "index", 0, &index) == FcResultMatch { values["index"] = String(index) }
        var variable: FcBool = 0
        if FcPatternGetBool(parsed, "variable", 0, &variable) == FcResultMatch {
            values["variable"] = variable == FcTrue ? "True" : "False"
        }
        return values
    }

    /// `pattern` as fontconfig writes it back: `FcNameUnparse` of `FcNameParse`, the canonical text.
    private func canonical(_ pattern: String) throws -> String {
        let parsed = try #require(FcNameParse(pattern))
        defer { FcPatternDestroy(parsed) }
        let text = try #require(FcNameUnparse(parsed))
        defer { FcStrFree(text) }
        return String(cString: text)
    }

    private func face(
        family: String = "Inter",
        style: String = "Bold",
        file: String = "/fonts/Inter.ttf",
        index: Int = 0,
        instance: Int? = nil,
        coordinates: VariationCoordinates? = nil
    ) -> FontFace {
        FontFace(
            postScriptName: "Inter-Bold", familyNames: [LocalizedName(family)], styleNames: [LocalizedName(style)],
            file: file, index: index, namedInstance: instance, coordinates: coordinates)
    }

    @Test func aStaticFaceIsItsFamilyStyleFileAndIndex() throws {
        #expect(face().fontconfigPattern == "Inter:style=Bold:file=/fonts/Inter.ttf:index=0")
        #expect(try canonical(face().fontconfigPattern) == face().fontconfigPattern)
        #expect(face(index: 2).fontconfigPattern == "Inter:style=Bold:file=/fonts/Inter.ttf:index=2")
    }

    @Test func aNamedInstanceCarriesItsNumberAndCoordinates() throws {
        let bold = face(instance: 7, coordinates: [.weight: 700, .slant: -10])
        #expect(
            bold.fontconfigPattern
                == #"Inter:style=Bold:file=/fonts/Inter.ttf:index=458752:fontvariations=wght\=700\,slnt\=-10"#)
        #expect(
            try parsed(bold.fontconfigPattern)
                == [
                    "family": "Inter", "style": "Bold", "file": "/fonts/Inter.ttf", "index": "458752",
                    "fontvariations": "wght=700,slnt=-10",
                ])
        #expect(try canonical(bold.fontconfigPattern) == bold.fontconfigPattern)
        // An instance of the second face of a collection.
        #expect(face(index: 1, instance: 2, coordinates: [.weight: 300]).fontconfigPattern.contains(":index=131073:"))
    }

    @Test func aVariableFaceAsksForTheVariablePattern() throws {
        let variable = face(coordinates: [.weight: 123.5, .slant: -7.25, "GRAD": 50])
        #expect(variable.kind == .variable)
        #expect(
            variable.fontconfigPattern
                == #"Inter:file=/fonts/Inter.ttf:index=0:fontvariations=wght\=123.5\,slnt\=-7.25\,GRAD\=50:variable=True"#
        )
        #expect(
            try parsed(variable.fontconfigPattern)
                == [
                    "family": "Inter", "file": "/fonts/Inter.ttf", "index": "0", "variable": "True",
                    "fontvariations": "wght=123.5,slnt=-7.25,GRAD=50",
                ])
        #expect(try canonical(variable.fontconfigPattern) == variable.fontconfigPattern)
    }

    /// Trap 1 turned around: text written into a pattern must not be read as a size (`-`), another element (`:`)
    /// or another value (`,`).
    @Test func hostileNamesReadBackUnchanged() throws {
        let family = #"Sans-Serif: Bold, "Odd" \ =_ <b>"#
        let style = #"Semi-Bold: a=b_c, \"#
        let file = "/fonts/a:b,c=d_e-f\\g [wght].ttf"
        let hostile = face(family: family, style: style, file: file, instance: 1, coordinates: ["a:,=": 1])
        #expect(
            hostile.fontconfigPattern
                == #"Sans\-Serif\: Bold\, "Odd" \\ =_ <b>:style=Semi-Bold\: a\=b\_c\, \\"#
                + #":file=/fonts/a\:b\,c\=d\_e-f\\g [wght].ttf:index=65536:fontvariations=a\:\,\=\=1"#)
        #expect(
            try parsed(hostile.fontconfigPattern)
                == ["family": family, "style": style, "file": file, "index": "65536", "fontvariations": "a:,==1"])
        #expect(try canonical(hostile.fontconfigPattern) == hostile.fontconfigPattern)
        let nul = face(family: "Nul\u{0}Sans")
        #expect(nul.fontconfigPattern == "Nul\u{FFFD}Sans:style=Bold:file=/fonts/Inter.ttf:index=0")
    }

    /// On real fontconfig: `fc-match` with a private configuration over the variable fixtures — instances that
    /// share one PostScript name (Echo Display), upright and italic files whose instances share names (Duo Sans), a
    /// name-ID-25 prefix and two axes (Prefix Sans) — picks, for each face's pattern, that face: its file, index
    /// and style. For a point of the design space it picks the variable pattern, with the coordinates last in
    /// `fontvariations`, where they override the weight fontconfig puts first.
    @Test func fcMatchPicksExactlyTheFace() throws {
        let directories = ["Variable", "VariableNames", "DuoSans/Variable"].map {
            PackagePaths.fixtures.appendingPathComponent($0).path
        }
        let configuration = try FixtureCatalog.temporaryDirectory("pattern-config")
        defer { FixtureCatalog.remove(configuration) }
        let file = configuration.appendingPathComponent("fonts.conf")
        try """
        <?xml version="1.0"?>
        <fontconfig>\(directories.map { "<dir>\($0)</dir>" }.joined())\
        <cachedir>\(FixtureCatalog.cacheDirectory)</cachedir></fontconfig>
        """.write(to: file, atomically: true, encoding: .utf8)
        let catalog = try FontCatalog(configurationFile: file.path, cacheDirectory: FixtureCatalog.cacheDirectory)
        let match = { (pattern: String) throws -> String in
            let result = try ProcessRunner.run(
                try FontconfigTools.path("fc-match"),
                arguments: ["--format", "%{file}|%{index}|%{style[0]}|%{variable}|%{fontvariations}", pattern],
                environment: ["FONTCONFIG_FILE": file.path])
            #expect(result.status == 0)
            return result.standardOutput
        }
        let faces = catalog.allFaces
        #expect(faces.count == 5 + 5 + 6 + 9 + 9, "every named instance")
        for face in faces {
            #expect(try canonical(face.fontconfigPattern) == face.fontconfigPattern)
            let font = try #require(catalog.variableFont(containing: face))
            let coordinates = try #require(face.coordinates)
            let variations = coordinates.values.map { "\($0.tag)=\(Int($0.value))" }.joined(separator: ",")
            guard let instance = face.namedInstance else {
                // Prefix Sans has no named instance at its default: its default face is the variable font there.
                #expect(face.postScriptName == "PrefixSans-Regular" && face.kind == .variable)
                let matched = try match(face.fontconfigPattern)
                #expect(matched.hasPrefix("\(face.file)|0||True|") && matched.hasSuffix("," + variations))
                continue
            }
            // fontconfig lists the instance at the default coordinates as the font's default face, index 0 (cairo
            // opens the instance itself from the pattern's index: the same coordinates).
            let index = coordinates == font.defaultCoordinates ? face.index : face.index | instance << 16
            #expect(try match(face.fontconfigPattern) == "\(face.file)|\(index)|\(face.style)|False|\(variations)")
        }
        let vary = try #require(catalog.variableFonts.first { $0.family == "Vary Sans" })
        let variable = vary.face(at: [.weight: 650])
        #expect(variable.kind == .variable)
        let matched = try match(variable.fontconfigPattern)
        #expect(matched.hasPrefix("\(vary.file)|0||True|"))
        #expect(matched.hasSuffix(",wght=650"))
    }
}
