import FixtureFontWriter
import Foundation
import TestSupport
import Testing

/// What real fontconfig (2.14, over a private configuration with nothing but the fixture directory) lists for the
/// variable-font naming fixtures: instances that share one PostScript name, instance names from name ID 25, and an
/// upright and an italic file whose instances share names, beside the same family installed as static faces.
@Suite struct VariableNamingFixtureTests {
    private static let format =
        "%{family[0]}|%{index}|%{postscriptname}|%{style}|%{weight}|%{width}|%{slant}|%{variable}\\n"

    /// The lines `fc-list` prints for the faces of `family` under `Fixtures/subdirectory`, without the family,
    /// sorted.
    private func listed(_ subdirectory: String, family: String) throws -> [String] {
        let directory = PackagePaths.fixtures.appendingPathComponent(subdirectory).path
        let result = try FontconfigTools.list([directory], format: Self.format)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        return result.standardOutput.split(separator: "\n").compactMap { line in
            line.hasPrefix(family + "|") ? String(line.dropFirst(family.count + 1)) : nil
        }.sorted()
    }

    /// The PostScript names of the faces (not the `variable=True` pattern) among `lines`.
    private func postScriptNames(_ lines: [String]) -> [String] {
        lines.filter { $0.hasSuffix("|False") }.map {
            String($0.split(separator: "|", omittingEmptySubsequences: false)[1])
        }
    }

    /// Like Inter Display: name ID 6 with a space and no name ID 25 leave FreeType without a PostScript name, and
    /// fontconfig names the default face and every instance after the family. The Regular instance (number 3) lies
    /// at the default coordinates and is dropped.
    @Test func echoDisplayGivesTheDefaultFaceAndEveryInstanceOneName() throws {
        let lines = try listed("VariableNames", family: "Echo Display")
        #expect(
            lines
                == [
                    "0|Echo-Display|Regular|80|100|0|False",
                    "65536|Echo-Display|Thin|0|100|0|False",
                    "131072|Echo-Display|Light|50|100|0|False",
                    "262144|Echo-Display|Bold|200|100|0|False",
                    "327680|Echo-Display|Black|210|100|0|False",
                    "0|||[0 210]|100|0|True",
                ].sorted())
        #expect(postScriptNames(lines) == Array(repeating: "Echo-Display", count: 5))
        #expect(FixtureSet.echoDisplay.namedInstances.count == 5)
        #expect(FixtureSet.echoDisplay.variationsPostScriptNamePrefix == nil)
        #expect(FixtureSet.echoDisplay.namedInstances.allSatisfy { $0.postScriptName == nil })
    }

    /// Instance names come from name ID 25 (`PrefixSansVF`), not from the family or name ID 6, and name only the
    /// axes away from their defaults; the custom `GRAD` axis is in none. No instance lies at the default
    /// coordinates, so fontconfig drops none: the default face is not a named instance.
    @Test func prefixSansNamesInstancesFromItsPrefixAndKeepsAllFive() throws {
        let lines = try listed("VariableNames", family: "Prefix Sans")
        #expect(
            lines
                == [
                    "0|PrefixSans-Regular|Regular|80|100|0|False",
                    "65536|PrefixSansVF_300wght_75wdth|Condensed Light|50|75|0|False",
                    "131072|PrefixSansVF_700wght_75wdth|Condensed Bold|200|75|0|False",
                    "196608|PrefixSansVF_300wght|Light|50|100|0|False",
                    "262144|PrefixSansVF_700wght|Bold|200|100|0|False",
                    "327680|PrefixSansVF_900wght|Black|210|100|0|False",
                    "0|||[0 210]|[75 100]|0|True",
                ].sorted())
        #expect(FixtureSet.prefixSans.variationAxes.map(\.tag) == ["wght", "wdth", "GRAD"])
        #expect(FixtureSet.prefixSans.variationAxes.map(\.defaultValue) == [400, 100, 0])
        #expect(
            FixtureSet.prefixSans.namedInstances.map(\.coordinates) == [
                [300, 75], [700, 75], [300, 100], [700, 100], [900, 100],
            ])
    }

    /// Like Inter's `-roman` and `-italic` files: fontconfig names each instance by its coordinates alone, so the
    /// upright and the italic instance of one weight share a name (`DuoSans_700wght`); only the slant tells them
    /// apart.
    @Test func duoSansUprightAndItalicInstancesShareTheirNames() throws {
        let lines = try listed("DuoSans/Variable", family: "Duo Sans")
        let weights = [(100, 0), (200, 40), (300, 50), (500, 100), (600, 180), (700, 200), (800, 205), (900, 210)]
        let styles = ["Thin", "ExtraLight", "Light", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let instanceNumbers = [1, 2, 3, 5, 6, 7, 8, 9]
        let instances = zip(zip(instanceNumbers, styles), weights).flatMap { numbered, weight in
            let (number, style) = numbered
            let prefix = "\(number << 16)|DuoSans_\(weight.0)wght|"
            return [
                prefix + "\(style)|\(weight.1)|100|0|False", prefix + "\(style) Italic|\(weight.1)|100|100|False",
            ]
        }
        #expect(
            lines
                == (instances + [
                    "0|DuoSans-Regular|Regular|80|100|0|False", "0|DuoSans-Italic|Italic|80|100|100|False",
                    "0|||[0 210]|100|0|True", "0|||[0 210]|100|100|True",
                ]).sorted())
        #expect(lines.filter { $0.hasPrefix("458752|DuoSans_700wght|") }.count == 2)
        #expect(Set(postScriptNames(lines)).count == 10)
    }

    /// The static install names its faces as Adobe Tech Note 5902 names the variable instances (`DuoSans-` and the
    /// style without spaces), so it shares no name with the instances fontconfig lists but two with the variable
    /// files' default faces (`DuoSans-Regular`, `DuoSans-Italic`).
    @Test func duoSansStaticFacesCarryTheTechNoteNamesOfTheInstances() throws {
        let lines = try listed("DuoSans/Static", family: "Duo Sans")
        #expect(
            lines
                == [
                    "0|DuoSans-Thin|Thin,Regular|0|100|0|False",
                    "0|DuoSans-ThinItalic|Thin Italic,Italic|0|100|100|False",
                    "0|DuoSans-ExtraLight|ExtraLight,Regular|40|100|0|False",
                    "0|DuoSans-ExtraLightItalic|ExtraLight Italic,Italic|40|100|100|False",
                    "0|DuoSans-Light|Light,Regular|50|100|0|False",
                    "0|DuoSans-LightItalic|Light Italic,Italic|50|100|100|False",
                    "0|DuoSans-Regular|Regular|80|100|0|False",
                    "0|DuoSans-Italic|Italic|80|100|100|False",
                    "0|DuoSans-Medium|Medium,Regular|100|100|0|False",
                    "0|DuoSans-MediumItalic|Medium Italic,Italic|100|100|100|False",
                    "0|DuoSans-SemiBold|SemiBold,Regular|180|100|0|False",
                    "0|DuoSans-SemiBoldItalic|SemiBold Italic,Italic|180|100|100|False",
                    "0|DuoSans-Bold|Bold|200|100|0|False",
                    "0|DuoSans-BoldItalic|Bold Italic|200|100|100|False",
                    "0|DuoSans-ExtraBold|ExtraBold,Regular|205|100|0|False",
                    "0|DuoSans-ExtraBoldItalic|ExtraBold Italic,Italic|205|100|100|False",
                    "0|DuoSans-Black|Black,Regular|210|100|0|False",
                    "0|DuoSans-BlackItalic|Black Italic,Italic|210|100|100|False",
                ].sorted())
        let techNoteNames = FixtureSet.duoSansVariable.flatMap { font in
            font.namedInstances.map { "DuoSans-" + $0.styleName.filter { $0 != " " } }
        }
        #expect(Set(techNoteNames) == Set(FixtureSet.duoSansStatic.map(\.postScriptName)))
        #expect(techNoteNames.count == 18)

        let both = try listed("DuoSans", family: "Duo Sans")
        #expect(both.count == 18 + 20)
        let names = postScriptNames(both)
        #expect(names.filter { $0 == "DuoSans-Regular" }.count == 2)
        #expect(names.filter { $0 == "DuoSans-Italic" }.count == 2)
        #expect(Set(names).count == 18 + 8)
    }
}
