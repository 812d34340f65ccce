import TestSupport
import Testing

@testable import FontFamilyCatalog

/// The face a browser on this machine draws for a family that is not installed, asked of real fontconfig as Chromium
/// on Linux asks: over `Fixtures/Fonts` and `Fixtures/MetricCompatible` (Liberation Sans, Liberation Mono) under the
/// metric-compatible alias rules of `Fixtures/MetricCompatible/metric-aliases.conf`.
@Suite struct BrowserSubstituteTests {
    /// The mutation "accept fontconfig's match whatever it is" fails at `Libertine` and `Brand Sans` (the match is the
    /// fallback every unknown name gets), and "accept only the name asked for" at every metric-compatible name.
    @Test func aFamilyIsDrawnAsTheFaceTheRulesOfferForItAndNothingElse() throws {
        let catalog = try FixtureCatalog.metricCompatible()
        #expect(catalog.family(cssName: "Arial") == nil)
        // Bound `same` to the name by the rules: the metric-compatible face.
        #expect(catalog.browserSubstitute(forFamily: "Arial")?.postScriptName == "LiberationSans")
        #expect(catalog.browserSubstitute(forFamily: "arial")?.postScriptName == "LiberationSans")
        #expect(catalog.browserSubstitute(forFamily: "Courier New")?.postScriptName == "LiberationMono")
        // Aliased weakly to a name before any generic family's fallbacks: what that name is offered.
        #expect(catalog.browserSubstitute(forFamily: "Helvetica")?.postScriptName == "LiberationSans")
        #expect(catalog.browserSubstitute(forFamily: "Courier")?.postScriptName == "LiberationMono")
        // fontconfig's fallback for an unknown name is no face the browser accepts.
        #expect(catalog.fontconfigSubstitute(forFamily: "Libertine") != nil)
        #expect(catalog.browserSubstitute(forFamily: "Libertine") == nil)
        #expect(catalog.browserSubstitute(forFamily: "Brand Sans") == nil)
        // An installed family is no substitute's.
        #expect(catalog.browserSubstitute(forFamily: "Liberation Sans") == nil)
        #expect(catalog.browserSubstitute(forFamily: "Gill Sans") == nil)
    }

    @Test func withoutAliasRulesNothingIsSubstituted() throws {
        #expect(try FixtureCatalog.standard().browserSubstitute(forFamily: "Arial") == nil)
        let plain = FontCatalog(faces: try FixtureCatalog.metricCompatible().faces)
        #expect(plain.browserSubstitute(forFamily: "Arial") == nil)
    }

    @Test func aNameOneWordFromAFamilyIsItsNeighbour() throws {
        let catalog = try FixtureCatalog.standard()
        #expect(catalog.families(oneWordFrom: "Source Sans").map(\.name) == ["Source Sans Pro"])
        #expect(catalog.families(oneWordFrom: "zen mincho").map(\.name) == ["Zen Old Mincho"])
        #expect(catalog.families(oneWordFrom: "Gill Sans Std").map(\.name) == ["Gill Sans"])
        // One word alone means no one family; two words more or less only as one run.
        #expect(catalog.families(oneWordFrom: "Gill").isEmpty)
        #expect(catalog.families(oneWordFrom: "Source Pro").map(\.name) == ["Source Sans Pro"])
        #expect(catalog.families(oneWordFrom: "Source Serif Pro").isEmpty)
        #expect(FontCatalog.differByOneRun(["nimbus", "roman", "no9", "l"], ["nimbus", "roman"]))
        #expect(FontCatalog.differByOneRun(["noto", "sans", "jp"], ["noto", "sans", "cjk", "jp"]))
        #expect(!FontCatalog.differByOneRun(["noto", "sans", "jp"], ["noto", "serif", "cjk", "jp"]))
        #expect(!FontCatalog.differByOneRun(["a", "b"], ["a", "x", "b", "y"]))
    }

    @Test func anIconFontMapsMorePrivateUseCodePointsThanLettersAndDigits() throws {
        let catalog = try FixtureCatalog.metricCompatible()
        let icons = try #require(catalog.family(cssName: "iconfont"))
        let text = try #require(catalog.family(cssName: "Liberation Sans"))
        #expect(catalog.isIconFamily(icons))
        #expect(!catalog.isIconFamily(text))
    }

    @Test func theRulesClassAFamilyAsSerifOrMonospaceOnly() throws {
        let catalog = try FixtureCatalog.metricCompatible()
        let mono = try #require(catalog.family(cssName: "Liberation Mono"))
        let sans = try #require(catalog.family(cssName: "Liberation Sans"))
        #expect(catalog.genericClass(of: mono) == .monospace)
        // sans-serif is what every name no rule classes is given: no class.
        #expect(catalog.genericClass(of: sans) == nil)
        #expect(FontCatalog(faces: mono.faces).genericClass(of: mono) == nil)
    }
}
