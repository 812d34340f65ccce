import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// Apple's hidden system faces: a name that spells SF Pro, SF Mono, New York or `.SFUI…` is an error that gives the
/// API reaching the face, not "bundle it"; Interface Builder's system fonts keep passing.
@Suite struct AppleSystemFontTests {
    @Test func namesThatSpellASystemFaceAreRecognized() {
        let names = [
            "SFProText-Medium", ".SFUI-Regular", ".AppleSystemUIFont", "SF Pro Display", "SF Compact", "SFMono-Regular",
            "SF Mono", "SF Pro Rounded", "NewYorkMedium-Regular", "New York", "AvenirNext-Bold", "Menlo", "SFU",
        ]
        #expect(
            names.map { AppleSystemFontDesign(spelledBy: $0)?.rawValue ?? "-" } == [
                "standard", "standard", "standard", "standard", "standard", "monospaced", "monospaced", "rounded",
                "serif", "serif", "-", "-", "-",
            ])
    }

    @Test func aSystemFaceNameGivesTheAPIThatReachesIt() throws {
        let catalog = try FixtureCatalog.builtIn("ios")
        #expect(
            catalog.diagnose(postScriptName: "SFProText-Medium")?.description
                == "'SFProText-Medium' is not among iOS 26's fonts: it names the system font (SF Pro), which Apple's "
                + "platforms keep from font names (UIFont(name:size:) gives nil) and no app may bundle. Ask for it "
                + "with UIFont.systemFont(ofSize:weight:) (NSFont on macOS), SwiftUI's Font.system(size:weight:design:), "
                + "or [UIFont systemFontOfSize:weight:] in Objective-C.")
        #expect(
            catalog.diagnose(familyName: "SF Mono")?.description
                == "'SF Mono' is not among iOS 26's families: it names the monospaced system font (SF Mono), which "
                + "Apple's platforms keep from font names (UIFont(name:size:) gives nil) and no app may bundle. Ask "
                + "for it with UIFont.monospacedSystemFont(ofSize:weight:) (NSFont on macOS), SwiftUI's "
                + "Font.system(size:weight:design: .monospaced), or [UIFont monospacedSystemFontOfSize:weight:] in "
                + "Objective-C.")
        #expect(
            catalog.diagnose(postScriptName: "NewYorkMedium-Regular")?.description
                == "'NewYorkMedium-Regular' is not among iOS 26's fonts: it names the system font's serif design (New "
                + "York), which Apple's platforms keep from font names (UIFont(name:size:) gives nil) and no app may "
                + "bundle. Ask for it with Font.system(size:weight:design: .serif) in SwiftUI, or the system font's "
                + "descriptor .withDesign(.serif) (fontDescriptorWithDesign:UIFontDescriptorSystemDesignSerif in "
                + "Objective-C).")
        #expect(
            catalog.diagnose(postScriptName: "SFProRounded-Bold")?.description
                == "'SFProRounded-Bold' is not among iOS 26's fonts: it names the system font's rounded design (SF Pro "
                + "Rounded), which Apple's platforms keep from font names (UIFont(name:size:) gives nil) and no app "
                + "may bundle. Ask for it with Font.system(size:weight:design: .rounded) in SwiftUI, or the system "
                + "font's descriptor .withDesign(.rounded) (fontDescriptorWithDesign:UIFontDescriptorSystemDesignRounded "
                + "in Objective-C).")
    }

    /// A SwiftUI weight the listed family lacks: the warning says the family's weights were derived.
    @Test func aWeightVerdictOnAListedFamilySaysItsWeightsAreDerived() throws {
        let linter = FontNameLinter(catalog: try FixtureCatalog.builtIn("ios"))
        let found = linter.findings(
            in: #"let t = Text("Hi").font(.custom("Gill Sans", size: 17).weight(.thin))"#, language: .swift,
            path: "A.swift")
        #expect(
            found.map(\.message) == [
                "Gill Sans has no face of weight 200 ('thin'): weight matching draws GillSans-Light (300) instead. It "
                    + "has 300, 400, 600, 700, 800; write one of those or bundle the missing face with the app. Its "
                    + "weights are derived from its PostScript names: the list gave names only."
            ])
    }

    /// In Swift and Objective-C the finding is an error at the name; Interface Builder's system and text-style fonts
    /// are not names and pass.
    @Test func theLintReportsItInEveryLanguageAndPassesInterfaceBuildersSystemFonts() throws {
        let linter = FontNameLinter(catalog: try FixtureCatalog.builtIn("ios"))
        let swift = linter.findings(
            in: #"let f = UIFont(name: ".SFUI-Regular", size: 12)"#, language: .swift, path: "A.swift")
        #expect(
            swift.map { "\($0.line):\($0.column) \($0.rule.id) \($0.severity)" } == ["1:22 hidden-system-font error"])
        let objectiveC = linter.findings(
            in: #"UIFont *f = [UIFont fontWithName:@".AppleSystemUIFont" size:12];"#, language: .objectiveC,
            path: "A.m")
        #expect(objectiveC.map { "\($0.line):\($0.column) \($0.rule.id)" } == ["1:34 hidden-system-font"])
        let xib = """
            <label><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label><fontDescription key="fontDescription" type="boldSystem" pointSize="17"/></label>
            """
        #expect(linter.findings(in: xib, language: .interfaceBuilder, path: "A.xib").isEmpty)
    }
}
