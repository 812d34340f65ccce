import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// One variable declaration of Duo Sans against its static files and against its two variable files, on real
/// fontconfig: the same names resolve on both; a weight between the instances is the variable font at those
/// coordinates, or a reported fallback where only static files are installed.
@Suite struct VariableResolutionTests {
    static let duoSans = FontFamily("DuoSans", axes: [.weight: 100...900], italic: .italic())

    let staticInstall: FontCatalog
    let variableInstall: FontCatalog
    let staticDirectory = PackagePaths.fixtures.appendingPathComponent("DuoSans/Static").path
    let variableDirectory = PackagePaths.fixtures.appendingPathComponent("DuoSans/Variable").path

    init() throws {
        staticInstall = try FontCatalog(fonts: [staticDirectory], cacheDirectory: FixtureCatalog.cacheDirectory)
        variableInstall = try FontCatalog(fonts: [variableDirectory], cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    /// The declared names, and the names of the faces they resolve to, in declaration order.
    private func resolvedNames(_ catalog: FontCatalog) -> [String?] {
        catalog.resolve(Self.duoSans).faces.map { $0.resolution.isExact ? $0.resolution.face?.postScriptName : nil }
    }

    @Test func oneDeclarationResolvesExactlyOnBothInstalls() {
        let declared = Self.duoSans.faces.map(\.postScriptName)
        #expect(declared.count == 18)
        #expect(resolvedNames(staticInstall) == declared)
        #expect(resolvedNames(variableInstall) == declared)
        #expect(staticInstall.resolve(Self.duoSans).isComplete)
        #expect(variableInstall.resolve(Self.duoSans).isComplete)
        let faces = variableInstall.resolve(Self.duoSans).faces.compactMap(\.resolution.face)
        #expect(faces.allSatisfy { $0.kind == .namedInstance })
        #expect(faces.filter { $0.slant == .italic }.allSatisfy { $0.file.hasSuffix("/DuoSans-Italic[wght].ttf") })
        #expect(
            staticInstall.resolve(Self.duoSans).faces.compactMap(\.resolution.face).allSatisfy { $0.kind == .static })
    }

    @Test func theStrictCallAnswersAlikeOnBothInstalls() throws {
        for catalog in [staticInstall, variableInstall] {
            #expect(
                try catalog.face(for: Self.duoSans, weight: .semiBold, slant: .italic).postScriptName
                    == "DuoSans-SemiBoldItalic")
            #expect(try catalog.face(for: Self.duoSans, weight: .regular).postScriptName == "DuoSans-Regular")
            #expect(
                try catalog.face(for: Self.duoSans, weight: .regular, slant: .italic).postScriptName
                    == "DuoSans-Italic")
        }
    }

    @Test func aWeightBetweenInstancesIsTheVariableFontAtThatWeight() throws {
        let upright = variableInstall.resolve(Self.duoSans, weight: 650)
        guard case .variable(let face) = upright else {
            Issue.record("expected a variable resolution, got \(upright)")
            return
        }
        #expect(face.postScriptName == "DuoSans_650wght")
        #expect(face.kind == .variable)
        #expect(face.coordinates == [.weight: 650])
        #expect(face.weight == 650)
        #expect(face.file == variableDirectory + "/DuoSans-Roman[wght].ttf")
        #expect(upright.diagnosis == nil)
        #expect(!upright.isExact)
        #expect(upright.description == "variable: DuoSans_650wght at wght 650 (\(face.location))")
        #expect(try variableInstall.face(for: Self.duoSans, weight: 650) == face)

        let italic = variableInstall.resolve(Self.duoSans, weight: 650, slant: .italic)
        #expect(italic.face?.file == variableDirectory + "/DuoSans-Italic[wght].ttf")
        #expect(italic.face?.slant == .italic)
        #expect(italic.face?.coordinates == [.weight: 650])
    }

    /// A point between the instances named as fontconfig 2.14 names variable instances is a point of both files,
    /// whose instance names share the prefix `DuoSans`: it resolves to the file fontconfig draws for the name
    /// (`fc-match :postscriptname=DuoSans_650wght`), the upright one, with the italic file's point listed after it;
    /// without fontconfig the fixed order puts upright first too.
    @Test func aPointBothFilesNameIsTheFileFontconfigDraws() throws {
        let roman = variableDirectory + "/DuoSans-Roman[wght].ttf"
        let italic = variableDirectory + "/DuoSans-Italic[wght].ttf"
        let plain = FontCatalog(faces: [], variableFonts: variableInstall.variableFonts)
        for name in ["DuoSans_650wght", "DuoSans_350wght", "DuoSans_850wght"] {
            let face = try #require(variableInstall.face(postScriptName: name))
            #expect(face.file == roman)
            #expect(face.slant == .upright)
            #expect(face.kind == .variable)
            #expect(variableInstall.fontconfigSubstitute(forPostScriptName: name)?.file == roman)
            #expect(variableInstall.faces(postScriptName: name).map(\.file) == [roman, italic])
            #expect(variableInstall.faces(postScriptName: name).map(\.slant) == [.upright, .italic])
            #expect(plain.face(postScriptName: name)?.file == roman)
        }
    }

    @Test func aWeightBetweenStaticFacesFallsBackWithItsReason() throws {
        let expected =
            "FontFamily 'DuoSans' names no upright face of weight 650 at width 100%, and no installed variable font "
            + "of the family covers wght 650. It declares DuoSans-Thin, DuoSans-ThinItalic, DuoSans-ExtraLight, "
            + "DuoSans-ExtraLightItalic, DuoSans-Light, DuoSans-LightItalic, DuoSans-Regular, DuoSans-Italic, "
            + "DuoSans-Medium, DuoSans-MediumItalic, DuoSans-SemiBold, DuoSans-SemiBoldItalic and 6 more; ask for "
            + "one of those or install the family's variable font."
        let strict = staticInstall.resolve(Self.duoSans, weight: 650)
        #expect(strict == .missing(try #require(strict.diagnosis)))
        #expect(strict.diagnosis?.description == expected)
        let lenient = staticInstall.resolve(Self.duoSans, weight: 650, fallback: .matchWithinFamily)
        #expect(lenient.face?.postScriptName == "DuoSans-Bold")
        #expect(lenient.diagnosis?.description == expected)
        #expect(lenient.description.hasPrefix("fallback: DuoSans-Bold ("))
        let thrown = #expect(throws: FontDiagnosis.self) { try staticInstall.face(for: Self.duoSans, weight: 650) }
        #expect(thrown?.description == expected)
    }

    @Test func aWeightOutsideTheRangeIsDiagnosedAlikeOnBothInstalls() throws {
        let expected =
            "FontFamily 'DuoSans' varies over wght 100–900, and the request's wght 950 lies outside 100–900; ask for "
            + "a value within the range, or widen the descriptor's range if the font goes further."
        for catalog in [staticInstall, variableInstall] {
            let resolution = catalog.resolve(Self.duoSans, weight: 950)
            #expect(resolution.diagnosis?.description == expected)
            #expect(resolution.face == nil)
            let problem = try #require(resolution.diagnosis?.problem)
            #expect(problem == .outsideAxes(tag: .weight, value: 950, declared: [.weight: 100...900]))
            #expect(
                catalog.resolve(Self.duoSans, weight: 950, fallback: .matchWithinFamily).face?.postScriptName
                    == "DuoSans-Black")
        }
    }

    @Test func theDescriptorsRangeBoundsTheVariableFont() throws {
        let narrow = FontFamily("DuoSans", axes: [.weight: 300...700], italic: .italic())
        let outside = variableInstall.resolve(narrow, weight: 800)
        #expect(outside.diagnosis?.problem == .outsideAxes(tag: .weight, value: 800, declared: [.weight: 300...700]))
        #expect(variableInstall.resolve(narrow, weight: 450).face?.postScriptName == "DuoSans_450wght")
    }

    @Test func aFontWhoseAxisStopsShortIsNotClamped() throws {
        let wide = FontFamily("DuoSans", axes: [.weight: 1...1000], italic: .italic())
        let resolution = variableInstall.resolve(wide, weight: 1000)
        #expect(
            resolution.diagnosis?.problem
                == .noVariableFont(
                    weight: 1000, slant: .upright, width: .normal, coordinates: [.weight: 1000],
                    declared: wide.faces.map(\.postScriptName)))
    }

    @Test func aStaticFamilyNeverReachesForCoordinates() throws {
        let names = FontFamily("DuoSans", weights: [.regular: .standalone("Regular"), .bold: "Bold"])
        let resolution = variableInstall.resolve(names, weight: 650)
        guard case .notDeclared(let weight, _, _, _)? = resolution.diagnosis?.problem else {
            Issue.record("expected notDeclared, got \(resolution)")
            return
        }
        #expect(weight == 650)
    }

    @Test func aDeclaredNameWithoutAnInstanceIsTheFontAtItsCoordinates() throws {
        let vary = FontFamily("VarySans", axes: [.weight: 100...900])
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("Variable").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let report = catalog.resolve(vary)
        #expect(report.isComplete)
        #expect(report.unresolved.isEmpty)
        #expect(
            report.faces.map { $0.resolution.face?.postScriptName } == [
                "VarySans-Thin", "VarySans_200wght", "VarySans-Light", "VarySans-Regular", "VarySans_500wght",
                "VarySans_600wght", "VarySans-Bold", "VarySans_800wght", "VarySans-Black",
            ])
        #expect(report.faces.map(\.resolution.isExact) == [true, false, true, true, false, false, true, false, true])
        #expect(
            report.description.hasPrefix(
                "VarySans: 5 of 9 declared faces resolve exactly, 4 more at variable-font coordinates.\n"))
    }
}

/// The names of a variable font's points: fontconfig's aliases are suggested like PostScript names, and a point
/// between the named instances resolves under the name `postScriptName(at:)` gives it.
@Suite struct VariablePointNameTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("Variable").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    @Test func aPointBetweenInstancesResolvesByItsName() throws {
        let font = try #require(catalog.variableFonts.first)
        let name = font.postScriptName(at: [.weight: 650])
        #expect(name == "VarySans_650wght")
        let face = try #require(catalog.face(postScriptName: name))
        #expect(face == font.face(at: [.weight: 650]))
        #expect(face.coordinates == [.weight: 650])
        #expect(face.kind == .variable)
        #expect(catalog.faces(postScriptName: name) == [face])
        #expect(catalog.diagnose(postScriptName: name) == nil)
        #expect(catalog.resolve(postScriptName: name).face == face)
    }

    /// Only the exact name of a point inside the axes: outside the range, on an axis the font lacks, at the
    /// default (which has its own name), or spelled otherwise, it is not installed.
    @Test(arguments: ["VarySans_1000wght", "VarySans_650wdth", "VarySans_400wght", "VarySans_650.0wght", "VarySans_"])
    func otherNamesOfPointsAreNotInstalled(_ name: String) {
        #expect(catalog.face(postScriptName: name) == nil)
        #expect(catalog.diagnose(postScriptName: name) != nil)
    }

    /// A typo of fontconfig's name for an instance is suggested that name.
    @Test func aliasesAreSuggested() throws {
        let alias = try #require(catalog.face(postScriptName: "VarySans-Bold")?.aliases.first)
        #expect(alias != "VarySans-Bold")
        let typo = String(alias.prefix(5)) + String(alias.dropFirst(6))
        let suggestions: [String]
        if case .notInstalled(let nearest) = try #require(catalog.diagnose(postScriptName: typo)).problem {
            suggestions = nearest
        } else {
            suggestions = []
        }
        #expect(suggestions.first == alias, "\(typo)")
    }
}
