import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit
@testable import FontFamilyLint

/// What the DocC articles say their examples print is what they print on the fixture fonts. (`DocCExampleTests`
/// compiles the examples; these tests check their comments and the messages the articles quote.)
@Suite struct ArticleClaimTests {
    static let gillSans = FontFamily(
        "GillSans",
        weights: [.light: "Light", .regular: "", .semiBold: "SemiBold", .bold: "Bold", .extraBold: "UltraBold"],
        italic: .italic("Italic", except: [.extraBold])
    )

    @Test func theLandingPageExample() throws {
        let catalog = try FixtureCatalog.standard()
        #expect(catalog.resolve(Self.gillSans).isComplete)
        #expect(Self.gillSans.faces.count == 9)
        #expect(
            try catalog.face(for: Self.gillSans, weight: .semiBold, slant: .italic).postScriptName
                == "GillSans-SemiBoldItalic")
        let diagnosis = try #require(catalog.diagnose(postScriptName: "GillSans-Semibold"))
        #expect(diagnosis.description.hasPrefix("'GillSans-Semibold' is not installed, but 'GillSans-SemiBold' is: "))
        let headline = try catalog.font(
            StyledFamily(Self.gillSans), textStyle: .headline, category: .accessibilityMedium)
        #expect(headline.cssFont == "600 28px \"Gill Sans\"")
        let page = try DocumentationPages.page("FontFamilyCatalog")
        #expect(page.contains("print(headline.cssFont)  // 600 28px \"Gill Sans\""))
    }

    @Test func gettingStartedQuotesTheDump() throws {
        let page = try DocumentationPages.page("GettingStarted")
        let catalog = try FixtureCatalog.standard()
        let gill = catalog.families(containing: "gill")
        #expect(gill.map(\.name) == ["Gill Sans"])
        let enumText = SwiftEnumRenderer.source(for: gill)
        #expect(page.contains(enumText))
        #expect(catalog.face(postScriptName: "gillsans-semibold") == nil)
    }

    /// Declaring a family: the article's Roboto, `.thin: "Thin"`, resolves with a note that the font says 250,
    /// while `--family` writes the weight the font says.
    @Test func robotoThinResolvesByNameAndIsInferredByWeight() throws {
        let roboto = FontFamily.roboto
        let catalog = try FixtureCatalog.families()
        // The fixtures hold Roboto's upright faces only.
        let resolution = catalog.resolve(FontFamily("Roboto", weights: roboto.weights))
        #expect(resolution.isComplete)
        #expect(resolution.notes.map(\.installed.postScriptName) == ["Roboto-Thin"])
        #expect(resolution.notes.map(\.installed.weight) == [FontWeight(250)])
        #expect(try catalog.face(for: roboto, weight: .thin).postScriptName == "Roboto-Thin")
        let family = try #require(catalog.family(named: "Roboto"))
        #expect(
            DescriptorDumpRenderer.source(for: [family]).contains(
                "weights: [FontWeight(250): \"Thin\", .light: \"Light\","))
        let page = try DocumentationPages.page("DeclaringAFamily")
        #expect(page.contains("`FontWeight(250): \"Thin\"`"))
        #expect(page.contains(".thin: \"Thin\", .light: \"Light\", .regular: .standalone(\"Regular\")"))
    }

    @Test func declaringAFamilySpellsTheseNames() {
        let sourceSansPro = FontFamily(
            "SourceSansPro",
            weights: [
                .extraLight: "ExtraLight", .light: "Light", .regular: .standalone("Regular"),
                .medium: .sameFace(as: .regular), .semiBold: "Semibold", .bold: "Bold", .black: "Black",
            ],
            italic: .italic("It")
        )
        #expect(
            sourceSansPro.faces.map(\.postScriptName) == [
                "SourceSansPro-ExtraLight", "SourceSansPro-ExtraLightIt", "SourceSansPro-Light",
                "SourceSansPro-LightIt", "SourceSansPro-Regular", "SourceSansPro-It", "SourceSansPro-Semibold",
                "SourceSansPro-SemiboldIt", "SourceSansPro-Bold", "SourceSansPro-BoldIt", "SourceSansPro-Black",
                "SourceSansPro-BlackIt",
            ])
        #expect(sourceSansPro.postScriptName(weight: .medium, slant: .italic) == "SourceSansPro-It")
        #expect(sourceSansPro.postScriptName(weight: .semiBold, slant: .italic) == "SourceSansPro-SemiboldIt")
        var withoutMedium = sourceSansPro
        withoutMedium.weights[.medium] = nil
        #expect(withoutMedium.postScriptName(weight: .medium) == nil)
        #expect(
            Self.gillSans.faces.map(\.postScriptName) == [
                "GillSans-Light", "GillSans-LightItalic", "GillSans", "GillSans-Italic", "GillSans-SemiBold",
                "GillSans-SemiBoldItalic", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-UltraBold",
            ])
        let roboto = FontFamily.roboto
        #expect(roboto.postScriptName(weight: .regular, slant: .italic) == "Roboto-Italic")
        #expect(roboto.postScriptName(weight: .medium, slant: .italic) == "Roboto-MediumItalic")
        let notoSans = FontFamily(
            "NotoSans",
            weights: [.regular: .standalone("Regular"), .bold: "Bold"],
            italic: .italic(),
            widths: .inSuffix([.condensed: "Condensed"])
        )
        #expect(
            notoSans.postScriptName(weight: .bold, slant: .italic, width: .condensed) == "NotoSans-CondensedBoldItalic")
        #expect(notoSans.postScriptName(weight: .regular, width: .condensed) == "NotoSans-Condensed")
        let dejaVuSans = FontFamily(
            "DejaVuSans",
            weights: [.extraLight: "ExtraLight", .regular: "", .bold: "Bold"],
            italic: .oblique(except: [.extraLight]),
            widths: .inBase([.semiCondensed: FontFamily.WidthVariant("Condensed", weights: [.regular, .bold])])
        )
        #expect(
            dejaVuSans.postScriptName(weight: .bold, slant: .oblique, width: .semiCondensed)
                == "DejaVuSansCondensed-BoldOblique")
        #expect(dejaVuSans.postScriptName(weight: .bold, slant: .italic, width: .semiCondensed) == nil)
        let damascus = FontFamily(
            "Damascus",
            weights: [.light: "Light", .regular: "", .medium: "Medium", .semiBold: "SemiBold", .bold: "Bold"],
            separator: ""
        )
        #expect(
            damascus.faces.map(\.postScriptName) == [
                "DamascusLight", "Damascus", "DamascusMedium", "DamascusSemiBold", "DamascusBold",
            ])
        let c059 = FontFamily(
            "C059",
            weights: [.regular: "Roman", .bold: "Bold"],
            italic: .italic(spelled: [.regular: "Italic", .bold: "BdIta"])
        )
        #expect(c059.faces.map(\.postScriptName) == ["C059-Roman", "C059-Italic", "C059-Bold", "C059-BdIta"])
    }

    @Test(arguments: [
        "SourceSansPro-SemiBoldIt", "GilSans-Bold", "Helvetica-Bold", "Gill Sans", "Gill Sans SemiBold",
        "GillSans-UltraBoldItalic", "SourceSansPro-Heavy", "  GillSans-Bold  ",
    ])
    func resolutionAndDiagnosesQuotesTheRealMessage(name: String) throws {
        let diagnosis = try #require(try FixtureCatalog.standard().diagnose(postScriptName: name))
        let page = try DocumentationPages.page("ResolutionAndDiagnoses")
        #expect(DocumentationPages.quotes(diagnosis.description, in: page), "the article lacks: \(diagnosis)")
    }

    @Test func resolutionAndDiagnosesQuotesTheNotDeclaredMessage() throws {
        let catalog = try FixtureCatalog.standard()
        let error = #expect(throws: FontDiagnosis.self) { try catalog.face(for: Self.gillSans, weight: .medium) }
        let page = try DocumentationPages.page("ResolutionAndDiagnoses")
        let message = try #require(error).description
        #expect(DocumentationPages.quotes(message, in: page), "the article lacks: \(message)")
    }

    @Test func resolutionAndDiagnosesQuotesTheVariableFamilyMessages() throws {
        let staticDuoSans = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("DuoSans/Static").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let duoSans = FontFamily("DuoSans", axes: [.weight: 100...900], italic: .italic())
        let page = try DocumentationPages.page("ResolutionAndDiagnoses")
        for weight: FontWeight in [950, 650] {
            let message = try #require(staticDuoSans.resolve(duoSans, weight: weight).diagnosis).description
            #expect(DocumentationPages.quotes(message, in: page), "the article lacks: \(message)")
        }
    }

    @Test func resolutionAndDiagnosesExamples() throws {
        let catalog = try FixtureCatalog.standard()
        let family = FontFamily(
            "GillSans", weights: [.regular: "", .medium: "Medium", .bold: "Bold"], italic: .italic())
        let strict = catalog.resolve(family)
        #expect(!strict.isComplete)
        #expect(strict.unresolved.map(\.declared.postScriptName) == ["GillSans-Medium", "GillSans-MediumItalic"])
        let lenient = catalog.resolve(family, fallback: .matchWithinFamily)
        #expect(lenient.unresolved.map { $0.resolution.face?.postScriptName } == ["GillSans", "GillSans-Italic"])
        let ultraBoldItalic = catalog.resolve(postScriptName: "GillSans-UltraBoldItalic", fallback: .matchWithinFamily)
        #expect(ultraBoldItalic.face?.postScriptName == "GillSans-BoldItalic")
        #expect(!ultraBoldItalic.isExact)
        let faces = try #require(catalog.family(named: "Gill Sans")).faces
        #expect(FontMatcher.bestMatch(in: faces, weight: .medium)?.postScriptName == "GillSans")
        let semiboldItalic = try catalog.face(
            for: FontFamily("GillSans", weights: [.regular: "", .semiBold: "SemiBold"], italic: .italic()),
            weight: .semiBold, slant: .italic)
        #expect(semiboldItalic.postScriptName == "GillSans-SemiBoldItalic")
    }

    @Test func howFontFamilyReadsFontconfigExamples() throws {
        let page = try DocumentationPages.page("HowFontFamilyReadsFontconfig")
        for error in [
            FontCatalogError.missingConfiguration("/tmp/missing.conf", fromEnvironment: true),
            FontCatalogError.relativeConfiguration("fonts.conf"),
        ] {
            #expect(DocumentationPages.quotes(error.description, in: page), "the article lacks: \(error)")
        }
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtureFonts.path, PackagePaths.fixtures.appendingPathComponent("Broken").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(!catalog.skippedFiles.isEmpty)
        #expect(catalog.faces(postScriptName: "GillSans-Bold").count == 1)
        let standard = try FixtureCatalog.standard()
        #expect(standard.families(containing: "zen").map(\.name) == ["Zen Old Mincho"])
        #expect(standard.families(containing: "明朝").map(\.name) == ["Zen Old Mincho"])
    }

    @Test func generatingBoilerplateQuotesTheDump() throws {
        let page = try DocumentationPages.page("GeneratingBoilerplate")
        let catalog = try FixtureCatalog.standard()
        let gill = catalog.families(containing: "gill")
        #expect(gill.map(\.name) == ["Gill Sans"])
        #expect(page.contains(SwiftEnumRenderer.source(for: gill)))
        #expect(page.contains(DescriptorDumpRenderer.source(for: gill)))
        let papyrus = try FontFamily.inferred(from: try #require(catalog.family(named: "Papyrus")))
        #expect(papyrus.faces.map(\.postScriptName) == ["Papyrus-Condensed", "Papyrus"])
        let gillSans = FontFamily("GillSans", weights: [.regular: "", .bold: "Bold", .extraBold: "UltraBold"])
        let resolution = catalog.specimen(of: catalog.resolve(gillSans, fallback: .matchWithinFamily))
        #expect(resolution.hasPrefix("<!DOCTYPE html>"))
        #expect(
            catalog.specimen(ofPostScriptNames: ["GillSans-Bold", "GillSans-Semibold"]).contains("GillSans-Semibold"))
    }

    @Test func sizingAndAccessibilityExamples() throws {
        let table = DynamicTypeTable.iOS
        #expect(table[.body, .large] == 17)
        #expect(table[.body, .extraExtraExtraLarge] == 23)
        #expect(table[.body, .accessibilityExtraExtraExtraLarge] == 53)
        #expect(table.weight(of: .headline) == 600)
        #expect(table.scaledValue(for: 14, style: .caption1, category: .accessibilityLarge, maximumSize: 28) == 28)
        let scale = TypeScale(sizes: [.body: 17, .headline: 18, .title1: 30], maximumSize: 40)
        #expect(scale.pointSize(for: .body, at: .accessibilityMedium) == 28)
        #expect(scale.pointSize(for: .title1, at: .accessibilityExtraExtraExtraLarge) == 40)
        let restrained = FontResizer { category, base in
            category.isAccessibilityCategory ? (base * 1.4).rounded(.down) : base
        }
        #expect(TypeScale(sizes: [.body: 16], resizer: restrained).pointSize(for: .body, at: .accessibilityLarge) == 22)
        let mapping = BoldTextMapping.default
        #expect(mapping.bolder(.regular, installed: [300, 400, 600, 700]) == 700)
        #expect(mapping.bolder(.bold, installed: [300, 400, 600, 700, 800]) == 800)
        #expect(mapping.bolder(.bold, installed: [400, 700]) == 700)
        let catalog = try FixtureCatalog.standard()
        let label = try catalog.font(StyledFamily(Self.gillSans), weight: .semiBold, slant: .italic, size: 17)
        #expect(label.pangoDescription == "Gill Sans Semi-Bold Italic 17")
        #expect(label.cssFont == "italic 600 17px \"Gill Sans\"")
        let headline = try catalog.font(
            StyledFamily(Self.gillSans), textStyle: .headline, category: .accessibilityMedium, boldText: true)
        #expect(headline.description == "GillSans-UltraBold 28 pt (exact)")
        let medium = try catalog.font(StyledFamily(Self.gillSans), weight: .medium, size: 17)
        #expect(medium.face.postScriptName == "GillSans")
        #expect(!medium.isExact)
        #expect(throws: SizedFontError.self) {
            try catalog.font(StyledFamily(Self.gillSans), weight: .medium, size: 17, fallback: .none)
        }
        let coverage = catalog.coverage(of: "Hello مرحبا", cascade: ["GillSans-SemiBoldItalic", "Damascus"])
        #expect(coverage.description == "GillSans-SemiBoldItalic: \"Hello \"\nDamascus: \"مرحبا\"")
        #expect(coverage.isComplete)
    }

    @Test func iconFontsExamples() throws {
        let page = try DocumentationPages.page("IconFonts")
        let catalog = try FixtureCatalog.standard()
        let metadata = try IconMetadata(contentsOf: PackagePaths.fixtures.appendingPathComponent("iconfont.json"))
        let font = try #require(try catalog.iconFont(named: nil, for: metadata).face)
        #expect(font.postScriptName == "iconfont")
        let report = catalog.iconCoverage(of: metadata, in: font)
        #expect(report.glyphCount == 12)
        #expect(report.isComplete)
        let rendered = IconEnumRenderer.render(metadata, fontPostScriptName: font.postScriptName)
        let excerpt = try #require(DocumentationPages.codeBlocks("text", in: page).first)
        #expect(rendered.hasPrefix(excerpt))
        #expect(Set(catalog.codePoints(of: font)).isSuperset(of: [0xE600, 0xE602]))
    }

    @Test func resolutionAndDiagnosesQuotesAStyleDisagreement() throws {
        let catalog = try FixtureCatalog.families()
        let page = try DocumentationPages.page("ResolutionAndDiagnoses")
        let misfiled = FontFamily("NotoSans", weights: [.regular: .standalone("Regular"), .semiBold: "Medium"])
        let strict = catalog.resolve(misfiled)
        #expect(!strict.isComplete)
        let message = try #require(strict.diagnoses.first).description
        #expect(DocumentationPages.quotes(message, in: page), "the article lacks: \(message)")
        let roboto = FontFamily("Roboto", weights: [.thin: "Thin", .regular: "Regular", .bold: "Bold"])
        let resolution = catalog.resolve(roboto)
        #expect(resolution.isComplete)
        #expect(resolution.notes.count == 1)
        let note = try #require(resolution.notes.first).description
        #expect(DocumentationPages.quotes(note, in: page), "the article lacks: \(note)")
    }

    /// Linting font names: every finding the article quotes is a line of the fixture project's golden run, and the
    /// library example prints what its comments say.
    @Test func lintingFontNamesQuotesARealRun() throws {
        let page = try DocumentationPages.page("LintingFontNames")
        let golden = try String(
            contentsOf: PackagePaths.fixtures.appendingPathComponent("Golden/Lint.txt"), encoding: .utf8)
        let quoted = page.split(separator: "\n").filter { $0.hasPrefix("Fixtures/Lint/") }
        #expect(quoted.count == 12)
        for line in quoted {
            #expect(golden.split(separator: "\n").contains(line), "\(line)")
        }
        let linter = FontNameLinter(catalog: try FixtureCatalog.standard())
        let report = try linter.lint(paths: [PackagePaths.fixtures.appendingPathComponent("Lint").path])
        #expect(page.contains("print(report.summary)  // \(report.summary)"))
        #expect(page.contains("`fontfamily-dump: \(report.summary)`"))
        #expect(page.contains("print(report.fails(strict: false))  // \(report.fails(strict: false))"))
        let title = linter.findings(
            in: #"let title = UIFont(name: "GillSans-Semibold", size: 28)"#, language: .swift, path: "Title.swift")
        #expect(title.map(\.typedValue) == ["GillSans.semiBold"])
        #expect(
            page.contains(
                "print(title.map(\\.rule.id), title.map(\\.typedValue))  // \(title.map(\.rule.id)) "
                    + "\(title.map(\.typedValue))"))
        let known = LintBaseline(findings: report.findings).filter(report)
        #expect(page.contains("print(baseline.filter(report).summary)  // \(known.summary)"))
        #expect(
            report.findings.first { $0.severity == .error }?.description.hasPrefix(
                PackagePaths.fixtures.path + "/Lint/Sources/App/Constants.swift:4:19: error: 'GillSans-Italc' is not "
                    + "installed: ") == true)
    }
}
