import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct FontFamilyInferenceTests {
    private typealias Spec = (name: String, weight: FontWeight, slant: FontSlant, width: FontWidth)

    private func family(_ name: String, _ specs: [Spec]) -> FontCatalog.Family? {
        let faces = specs.map {
            FontFace(
                postScriptName: $0.name, family: name, style: $0.name, weight: $0.weight, slant: $0.slant,
                width: $0.width, file: "/fonts/\($0.name).ttf"
            )
        }
        return FontCatalog(faces: faces).family(named: name)
    }

    private func inferred(_ name: String, _ specs: [Spec]) -> Result<FontFamily, FontFamily.InferenceFailure>? {
        guard let family = family(name, specs) else { return nil }
        return Result { () throws(FontFamily.InferenceFailure) in try FontFamily.inferred(from: family) }
    }

    private func names(_ result: Result<FontFamily, FontFamily.InferenceFailure>?) -> Set<String> {
        guard case .success(let descriptor) = result else { return [] }
        return Set(descriptor.faces.map(\.postScriptName))
    }

    private func reason(_ result: Result<FontFamily, FontFamily.InferenceFailure>?) -> String? {
        guard case .failure(let failure) = result else { return nil }
        return failure.description
    }

    private static let gillSansFaces: [Spec] = [
        ("GillSans", .regular, .upright, .normal), ("GillSans-Italic", .regular, .italic, .normal),
        ("GillSans-Light", .light, .upright, .normal), ("GillSans-LightItalic", .light, .italic, .normal),
        ("GillSans-SemiBold", .semiBold, .upright, .normal), ("GillSans-SemiBoldItalic", .semiBold, .italic, .normal),
        ("GillSans-Bold", .bold, .upright, .normal), ("GillSans-BoldItalic", .bold, .italic, .normal),
        ("GillSans-UltraBold", .extraBold, .upright, .normal),
    ]

    private static let sourceSansProFaces: [Spec] = [
        ("SourceSansPro-ExtraLight", .extraLight, .upright, .normal),
        ("SourceSansPro-ExtraLightIt", .extraLight, .italic, .normal),
        ("SourceSansPro-Light", .light, .upright, .normal), ("SourceSansPro-LightIt", .light, .italic, .normal),
        ("SourceSansPro-Regular", .regular, .upright, .normal), ("SourceSansPro-It", .regular, .italic, .normal),
        ("SourceSansPro-Semibold", .semiBold, .upright, .normal),
        ("SourceSansPro-SemiboldIt", .semiBold, .italic, .normal),
        ("SourceSansPro-Bold", .bold, .upright, .normal), ("SourceSansPro-BoldIt", .bold, .italic, .normal),
        ("SourceSansPro-Black", .black, .upright, .normal), ("SourceSansPro-BlackIt", .black, .italic, .normal),
    ]

    @Test func gillSansInfersItsExactDescriptor() {
        let result = inferred("Gill Sans", Self.gillSansFaces)
        #expect(result == .success(FontFamily.gillSans))
    }

    @Test func sourceSansProReproducesEveryName() {
        let result = inferred("Source Sans Pro", Self.sourceSansProFaces)
        #expect(names(result) == Set(Self.sourceSansProFaces.map(\.name)))
        guard case .success(let descriptor) = result else { return }
        #expect(descriptor.weights[.regular] == .standalone("Regular"))
        #expect(descriptor.italic == .italic("It"))
    }

    @Test func dejaVuSansInfersWidthsInTheBaseAndOblique() {
        let specs: [Spec] = [
            ("DejaVuSans", .regular, .upright, .normal), ("DejaVuSans-Bold", .bold, .upright, .normal),
            ("DejaVuSans-Oblique", .regular, .oblique, .normal), ("DejaVuSans-BoldOblique", .bold, .oblique, .normal),
            ("DejaVuSans-ExtraLight", .extraLight, .upright, .normal),
            ("DejaVuSansCondensed", .regular, .upright, .semiCondensed),
            ("DejaVuSansCondensed-Bold", .bold, .upright, .semiCondensed),
            ("DejaVuSansCondensed-Oblique", .regular, .oblique, .semiCondensed),
            ("DejaVuSansCondensed-BoldOblique", .bold, .oblique, .semiCondensed),
        ]
        #expect(inferred("DejaVu Sans", specs) == .success(FontFamily.dejaVuSans))
    }

    @Test func notoSansInfersWidthsInTheSuffix() {
        let specs: [Spec] = [
            ("NotoSans-Regular", .regular, .upright, .normal), ("NotoSans-Italic", .regular, .italic, .normal),
            ("NotoSans-Bold", .bold, .upright, .normal), ("NotoSans-BoldItalic", .bold, .italic, .normal),
            ("NotoSans-Condensed", .regular, .upright, .condensed),
            ("NotoSans-CondensedItalic", .regular, .italic, .condensed),
            ("NotoSans-CondensedBold", .bold, .upright, .condensed),
            ("NotoSans-CondensedBoldItalic", .bold, .italic, .condensed),
        ]
        #expect(inferred("Noto Sans", specs) == .success(FontFamily.notoSans))
    }

    @Test func robotoAndZenOldMinchoAndDamascusReproduceTheirDescriptors() {
        let roboto: [Spec] = FontFamily.roboto.faces.map { ($0.postScriptName, $0.weight, $0.slant, $0.width) }
        #expect(inferred("Roboto", roboto) == .success(FontFamily.roboto))
        let zen: [Spec] = [
            ("ZenOldMincho-Regular", .regular, .upright, .normal), ("ZenOldMincho-Bold", .bold, .upright, .normal),
        ]
        #expect(inferred("Zen Old Mincho", zen) == .success(FontFamily.zenOldMincho))
        let damascus: [Spec] = FontFamily.damascus.faces.map { ($0.postScriptName, $0.weight, $0.slant, $0.width) }
        #expect(inferred("Damascus", damascus) == .success(FontFamily.damascus))
    }

    @Test func irregularItalicsBecomeSpellings() {
        let specs: [Spec] = [
            ("C059-Roman", .regular, .upright, .normal), ("C059-Italic", .regular, .italic, .normal),
            ("C059-Bold", .bold, .upright, .normal), ("C059-BdIta", .bold, .italic, .normal),
        ]
        #expect(names(inferred("C059", specs)) == Set(specs.map(\.name)))
    }

    @Test func differentBaseNamesFail() {
        let specs: [Spec] = [("Foo-Regular", .regular, .upright, .normal), ("Bar-Bold", .bold, .upright, .normal)]
        #expect(reason(inferred("Mixed", specs)) == "Mixed: Faces of one width have different base names (Bar, Foo).")
    }

    @Test func longListsOfBaseNamesAreShortened() {
        let specs: [Spec] = ["A", "B", "C", "D", "E"].enumerated().map {
            ("\($1)-Regular", FontWeight(Double(100 * ($0 + 1))), .upright, .normal)
        }
        #expect(
            reason(inferred("Many", specs))
                == "Many: Faces of one width have different base names (A, B, C and 2 more)."
        )
    }

    @Test func twoFacesOfOneWeightFail() {
        let specs: [Spec] = [("Foo-Regular", .regular, .upright, .normal), ("Foo-Book", .regular, .upright, .normal)]
        #expect(
            reason(inferred("Foo", specs))
                == "Foo: Two upright faces have weight 400; a descriptor names one face per weight."
        )
    }

    @Test func italicAndObliqueTogetherFail() {
        let specs: [Spec] = [
            ("Foo-Regular", .regular, .upright, .normal), ("Foo-Italic", .regular, .italic, .normal),
            ("Foo-Oblique", .bold, .oblique, .normal),
        ]
        #expect(reason(inferred("Foo", specs)) == "Foo: The family mixes italic and oblique faces.")
    }

    @Test func italicOnlyWeightsAreDeclared() {
        let p052: [Spec] = [
            ("P052-Italic", .regular, .italic, .normal), ("P052-Roman", .medium, .upright, .normal),
            ("P052-Bold", .bold, .upright, .normal), ("P052-BoldItalic", .bold, .italic, .normal),
        ]
        #expect(
            inferred("P052", p052)
                == .success(
                    FontFamily(
                        "P052",
                        weights: [.regular: "", .medium: "Roman", .bold: "Bold"],
                        italic: .italic("Italic", except: [.medium], italicOnly: [.regular])
                    )
                )
        )
        let z003: [Spec] = [("Z003-MediumItalic", .medium, .italic, .normal)]
        #expect(names(inferred("Z003", z003)) == ["Z003-MediumItalic"])
    }

    @Test func inconsistentWidthWordsFail() {
        let specs: [Spec] = [
            ("Foo-Regular", .regular, .upright, .normal), ("Foo-Bold", .bold, .upright, .normal),
            ("Foo-NarrowRegular", .regular, .upright, .condensed), ("Foo-CondensedBold", .bold, .upright, .condensed),
        ]
        #expect(
            reason(inferred("Foo", specs))
                == "Foo: Foo-NarrowRegular breaks the inferred rule, which gives Foo-Regular."
        )
    }

    @Test func missingItalicInAnotherWidthFails() {
        let specs: [Spec] = [
            ("Foo-Regular", .regular, .upright, .normal), ("Foo-Italic", .regular, .italic, .normal),
            ("Foo-Condensed", .regular, .upright, .condensed),
        ]
        #expect(
            reason(inferred("Foo", specs))
                == "Foo: The inferred rule also declares Foo-CondensedItalic, which is not installed."
        )
    }

    @Test func weightOnlyInAnotherWidthFails() {
        let specs: [Spec] = [
            ("Foo-Regular", .regular, .upright, .normal), ("Foo-CondensedBlack", .black, .upright, .condensed),
        ]
        #expect(reason(inferred("Foo", specs)) == "Foo: Foo-CondensedBlack has weight 900, which no 100% face has.")
    }

    @Test func singleWidthOtherThanNormalIsDeclaredAsSuch() {
        let specs: [Spec] = [
            ("FooCond-Regular", .regular, .upright, .condensed), ("FooCond-Bold", .bold, .upright, .condensed),
        ]
        let result = inferred("Foo Cond", specs)
        guard case .success(let descriptor) = result else {
            Issue.record("expected a descriptor, got \(String(describing: result))")
            return
        }
        #expect(
            descriptor.faces == [
                DeclaredFace(width: .condensed, weight: .regular, slant: .upright, postScriptName: "FooCond-Regular"),
                DeclaredFace(width: .condensed, weight: .bold, slant: .upright, postScriptName: "FooCond-Bold"),
            ]
        )
    }
}

/// Inference over a variable install: the names give the table, the variable fonts give the axes.
@Suite struct VariableFamilyInferenceTests {
    @Test func theVariableFilesGiveTheAxes() throws {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("DuoSans/Variable").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let family = try #require(catalog.family(named: "Duo Sans"))
        let inferred = try FontFamily.inferred(from: family, variableFonts: catalog.variableFonts)
        #expect(inferred.axes == [.weight: 100...900])
        #expect(inferred.faces == FontFamily("DuoSans", axes: [.weight: 100...900], italic: .italic()).faces)
        #expect(try FontFamily.inferred(from: family).axes == nil)
        let statics = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("DuoSans/Static").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let staticFamily = try #require(statics.family(named: "Duo Sans"))
        #expect(try FontFamily.inferred(from: staticFamily, variableFonts: statics.variableFonts).axes == nil)
        #expect(
            DescriptorDumpRenderer.source(for: [family], variableFonts: catalog.variableFonts).contains(
                "italic: .italic(\"Italic\"),\n        axes: [.weight: 100...900]\n"))
    }

    /// With static files beside the variable ones, the static faces win each name and the variable fonts still give
    /// the axes, as the Variable fonts article says: the table names the faces, the axes the weights between.
    @Test func staticFilesBesideTheVariableOnesKeepTheAxes() throws {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("DuoSans").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let family = try #require(catalog.family(named: "Duo Sans"))
        #expect(family.faces.allSatisfy { $0.file.contains("/DuoSans/Static/") })
        let inferred = try FontFamily.inferred(from: family, variableFonts: catalog.variableFonts)
        #expect(inferred.axes == [.weight: 100...900])
        #expect(Set(inferred.faces.map(\.postScriptName)) == Set(family.faces.map(\.postScriptName)))
    }
}
