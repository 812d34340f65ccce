import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct SpecimenPageTests {
    private let fonts = PackagePaths.fixtureFonts.path

    private func gillSansPage() throws -> String {
        let catalog = try FixtureCatalog.standard()
        return catalog.specimen(of: catalog.families(containing: "gill"))
    }

    @Test func everyFaceHasItsOwnFontFaceRuleOverItsFile() throws {
        let page = try gillSansPage()
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.contains("<title>Font specimen: Gill Sans</title>\n<style>\n"))
        let rules = page.split(separator: "\n").filter { $0.hasPrefix("@font-face") }.map(String.init)
        let names = [
            "GillSans-Light", "GillSans-LightItalic", "GillSans", "GillSans-Italic", "GillSans-SemiBold",
            "GillSans-SemiBoldItalic", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-UltraBold",
        ]
        #expect(
            rules
                == names.enumerated().map { index, name in
                    "@font-face { font-family: specimen-face-\(index + 1); src: url(\"file://\(fonts)/\(name).ttf\"); }"
                })
        #expect(
            page.contains(
                "<p id=\"specimen-status\" data-faces=\"9\" data-loaded=\"0\" data-failed=\"0\">"
                    + "Checking 9 faces in this browser…</p>\n"))
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
        #expect(page.components(separatedBy: "<script>").count == 2)
        #expect(!page.contains("http:") && !page.contains("https:"))
    }

    @Test func eachFaceIsALabelledLineSetInThatFace() throws {
        let page = try gillSansPage()
        #expect(
            page.contains(
                """
                <li class="face" data-font="specimen-face-2" data-status="pending">
                <p class="samples"><span class="sample" style="font-family: specimen-face-2" lang="en">\
                The quick brown fox jumps over the lazy dog. 0123456789</span></p>
                <dl class="label">
                <dt>PostScript name</dt><dd class="postscript-name">GillSans-LightItalic</dd>
                <dt>Style</dt><dd class="style">Light Italic</dd>
                <dt>Weight</dt><dd class="weight">300</dd>
                <dt>Width</dt><dd class="width">100%</dd>
                <dt>Slant</dt><dd class="slant">italic</dd>
                <dt>File</dt><dd class="file">\(fonts)/GillSans-LightItalic.ttf</dd>
                <dt>Format</dt><dd class="format">trueType</dd>
                <dt>Status</dt><dd class="status">pending</dd>
                </dl>
                </li>

                """))
        #expect(page.components(separatedBy: "<li class=\"face\"").count == 10)
    }

    @Test func theWaterfallSetsTheTypeScaleInTheRegularFace() throws {
        let catalog = try FixtureCatalog.standard()
        let page = catalog.specimen(
            of: catalog.families(containing: "gill"), typeScale: TypeScale(sizes: [.body: 20], maximumSize: 30))
        #expect(
            page.contains(
                "<h3>Sizes in GillSans</h3>\n<table class=\"waterfall\" data-font=\"specimen-face-3\" "
                    + "data-status=\"pending\">\n<tr><th>largeTitle</th><td class=\"size\">30 pt</td>"))
        #expect(
            page.contains(
                "<tr><th>body</th><td class=\"size\">20 pt</td><td><span class=\"sample\" "
                    + "style=\"font-family: specimen-face-3; font-size: 20px\" lang=\"en\">The quick brown fox"))
        #expect(page.contains("<tr><th>caption2</th><td class=\"size\">11 pt</td>"))
    }

    @Test func theGridShowsAMissingFaceAsMissing() throws {
        let page = try gillSansPage()
        #expect(
            page.contains(
                """
                <h3>Weights × slants</h3>
                <table class="grid" data-width="100%">
                <caption>Width Normal</caption>
                <tr><th>Weight</th><th>upright</th><th>italic</th></tr>
                <tr><th>300 Light</th><td class="cell" data-font="specimen-face-1" data-status="pending">\
                <span class="sample" style="font-family: specimen-face-1" lang="en">Aa Gg</span>\
                <span class="name">GillSans-Light</span></td>
                """))
        #expect(
            page.contains(
                "<tr><th>800 ExtraBold</th><td class=\"cell\" data-font=\"specimen-face-9\" data-status=\"pending\">"
                    + "<span class=\"sample\" style=\"font-family: specimen-face-9\" lang=\"en\">Aa Gg</span>"
                    + "<span class=\"name\">GillSans-UltraBold</span></td><td class=\"cell missing\">missing</td></tr>"
            ))
        #expect(page.components(separatedBy: "<td class=\"cell missing\">").count == 2)
    }

    @Test func samplesFollowCoverageAcrossTheFixtureFamilies() throws {
        let catalog = try FixtureCatalog.standard()
        let damascus = catalog.specimen(of: catalog.families(containing: "damascus"))
        #expect(damascus.contains("style=\"font-family: specimen-face-1\" lang=\"ar\" dir=\"rtl\">صف خلق"))
        #expect(!damascus.contains("The quick brown fox"))
        let mincho = catalog.specimen(of: catalog.families(containing: "zen old mincho"))
        #expect(mincho.contains("lang=\"ja\">日本語の明朝体、漢字とかなカナ。</span>"))
        let icons = catalog.specimen(of: catalog.families(containing: "iconfont"))
        #expect(
            icons.contains(
                "<span class=\"icon\"><span class=\"sample\" style=\"font-family: specimen-face-1\">\u{E600}</span>"
                    + "<span class=\"glyph-name\">arrow-left</span></span>"))
        let line = try #require(icons.split(separator: "\n").first { $0.hasPrefix("<p class=\"samples\">") })
        #expect(line.components(separatedBy: "class=\"glyph-name\"").count == 13)
    }

    @Test func variableInstancesAreDrawnAtTheirCoordinates() throws {
        let variable = PackagePaths.fixtures.appendingPathComponent("Variable").path
        let catalog = try FontCatalog(
            fonts: [variable], includingSystemFonts: false, cacheDirectory: FixtureCatalog.cacheDirectory)
        let page = catalog.specimen(of: catalog.families)
        #expect(
            page.contains(
                "<span class=\"sample\" style=\"font-family: specimen-face-4; "
                    + "font-variation-settings: &quot;wght&quot; 700\""))
        #expect(
            page.contains("<p class=\"note\">Named instance 4 of a variable font, drawn at its coordinates: wght 700."))
        #expect(page.contains("src: url(\"file://\(variable)/VarySans%5Bwght%5D.ttf\")"))
    }

    @Test func aRealCollectionLoadsItsFirstFaceFromTheFileAndTheSecondByName() throws {
        let collection = PackagePaths.fixtures.appendingPathComponent("FreeType/IconCollection.ttc").path
        let catalog = try FontCatalog(
            fonts: [collection], includingSystemFonts: false, cacheDirectory: FixtureCatalog.cacheDirectory)
        let page = catalog.specimen(of: catalog.families)
        let rules = page.split(separator: "\n").filter { $0.hasPrefix("@font-face") }.map(String.init)
        #expect(
            rules == [
                "@font-face { font-family: specimen-face-1; src: local(\"FontAwesome\"); }",
                "@font-face { font-family: specimen-face-2; src: url(\"file://\(collection)\"); }",
            ])
        #expect(page.contains("<dt>Index</dt><dd class=\"index\">1</dd>"))
    }

    @Test func aLaterFaceOfACollectionIsLoadedByNameAndSaysSo() {
        let faces = [
            FontFace(
                postScriptName: "Noto\"Serif</style>", familyNames: [LocalizedName("Noto Serif CJK")],
                styleNames: [LocalizedName("Bold")], weight: .bold, width: .condensed, file: "/fonts/NotoCJK.ttc",
                index: 2),
            FontFace(
                postScriptName: "Inter_587wght", familyNames: [LocalizedName("Inter")],
                styleNames: [LocalizedName("Text")], weight: FontWeight(587.5), width: .semiCondensed,
                file: "/fonts/Inter.ttf", index: 3 << 16, namedInstance: 3),
        ]
        let page = FontCatalog(faces: faces).specimen(of: FontCatalog(faces: faces).families)
        #expect(
            page.contains(
                "@font-face { font-family: specimen-face-2; src: local(\"Noto\\22 Serif\\3C /style\\3E \"); }"))
        #expect(page.contains("<dt>Index</dt><dd class=\"index\">2</dd>"))
        #expect(page.contains("<p class=\"note\">Face 2 of a collection: browsers read only the first face"))
        #expect(page.contains("@font-face { font-family: specimen-face-1; src: url(\"file:///fonts/Inter.ttf\"); }"))
        #expect(page.contains("<dt>Named instance</dt><dd class=\"instance\">3</dd>"))
        #expect(page.contains("<p class=\"note\">The face covers no character that can be shown.</p>"))
    }

    @Test func hostileNamesAppearAsTextNeverAsMarkup() {
        let face = FontFace(
            postScriptName: "Evil<script>alert(1)</script>",
            familyNames: [LocalizedName("Evil \"Sans\" <script>alert('f')</script>")],
            styleNames: [LocalizedName("\u{202E}dloB<img src=x onerror=alert(2)>")],
            file: "/fonts/\"evil\" <b>.ttf")
        let catalog = FontCatalog(faces: [face])
        let page = catalog.specimen(of: catalog.families)
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(!page.contains("<img") && !page.contains("<b>") && !page.contains("\u{202E}"))
        #expect(
            page.contains(
                "<section class=\"family\" data-family=\"Evil &quot;Sans&quot; &lt;script&gt;alert(&#39;f&#39;)"
                    + "&lt;/script&gt;\">"))
        #expect(page.contains("<dd class=\"style\">\\u{202E}dloB&lt;img src=x onerror=alert(2)&gt;</dd>"))
        #expect(page.contains("<dd class=\"postscript-name\">Evil&lt;script&gt;alert(1)&lt;/script&gt;</dd>"))
        #expect(page.contains("<dd class=\"file\">/fonts/&quot;evil&quot; &lt;b&gt;.ttf</dd>"))
        #expect(page.contains("src: url(\"file:///fonts/%22evil%22%20%3Cb%3E.ttf\")"))
    }

    @Test func aDeclaredFamilyShowsEachNameWithItsResolution() throws {
        let catalog = try FixtureCatalog.standard()
        let family = FontFamily(
            "GillSans", weights: [.regular: "", .medium: "Medium", .extraBold: "UltraBold"], italic: .italic("Italic"))
        let page = catalog.specimen(of: catalog.resolve(family, fallback: .matchWithinFamily))
        #expect(page.contains("<h2>GillSans</h2>\n<p class=\"summary\">3 of 6 names resolve exactly</p>\n"))
        #expect(
            page.contains("@font-face { font-family: specimen-face-1; src: url(\"file://\(fonts)/GillSans.ttf\"); }"))
        #expect(
            page.contains(
                "<tr><th>Name</th><th>Width</th><th>Weight</th><th>Slant</th><th>Resolution</th><th>Sample</th></tr>"))
        #expect(
            page.contains(
                "<tr class=\"resolution exact\" data-resolution=\"exact\" data-font=\"specimen-face-1\" "
                    + "data-status=\"pending\"><td class=\"declared-name\">GillSans</td><td>100%</td><td>400</td>"
                    + "<td>upright</td><td class=\"outcome\">exact: <span class=\"postscript-name\">GillSans</span>"
                    + "<br><span class=\"file\">\(fonts)/GillSans.ttf</span></td>"))
        let fallback = try #require(
            page.split(separator: "\n").first { $0.contains("<td class=\"declared-name\">GillSans-UltraBoldItalic") })
        #expect(fallback.hasPrefix("<tr class=\"resolution fallback\" data-resolution=\"fallback\" data-font="))
        #expect(fallback.contains("fallback to <span class=\"postscript-name\">GillSans-BoldItalic</span>"))
        #expect(fallback.contains("<p class=\"diagnosis\">"))
        #expect(fallback.contains("<span class=\"status\">pending</span>"))
    }

    @Test func aMissingNameShowsItsDiagnosisAndNoSample() throws {
        let catalog = try FixtureCatalog.standard()
        let page = catalog.specimen(ofPostScriptNames: ["GillSans-Bold", "GillSans-Heavy"])
        let diagnosis = try #require(catalog.resolve(postScriptName: "GillSans-Heavy").diagnosis)
        #expect(page.contains("<title>Font specimen: GillSans-Bold, GillSans-Heavy</title>"))
        #expect(page.contains("<tr><th>Name</th><th>Resolution</th><th>Sample</th></tr>"))
        #expect(
            page.contains(
                "<tr class=\"resolution missing\" data-resolution=\"missing\"><td class=\"declared-name\">"
                    + "GillSans-Heavy</td><td class=\"outcome\">missing<p class=\"diagnosis\">"
                    + diagnosis.description.replacingOccurrences(of: "'", with: "&#39;")
                    + "</p></td><td></td></tr>"))
        #expect(page.components(separatedBy: "@font-face").count == 2)
    }
}
