import FontFamilyCatalog
import FontFamilyKit

/// Renders the self-contained HTML specimen pages of ``/FontFamilyCatalog/FontCatalog/specimen(of:typeScale:)``,
/// ``/FontFamilyCatalog/FontCatalog/specimen(of:)`` and ``/FontFamilyCatalog/FontCatalog/specimen(ofPostScriptNames:)``.
///
/// The page needs no network: every face is an `@font-face` rule over its `file://` URL (see ``SpecimenFace``),
/// the styles are inline and a short script asks the browser's FontFace API to load every face. The script writes
/// each face's outcome into the DOM — `data-status="loaded"` or `"failed"` on every element set in the face, the
/// same word in its `.status` label, and the counts on `#specimen-status` — so a reader sees a face the browser
/// cannot use, and a test can read it back. Every text from a font or a user goes through ``HTMLText``.
struct SpecimenRenderer {
    /// One declared or requested name and how it resolved.
    struct ResolutionRow {
        /// The name as declared or given.
        var name: String
        /// Where the name sits in its family, when a ``/FontFamilyKit/FontFamily`` declared it.
        var declared: DeclaredFace?
        /// How the name resolved.
        var resolution: FontResolution
    }

    private let catalog: FontCatalog
    private var faces: [SpecimenFace] = []
    private var numbers: [FontFace: Int] = [:]

    /// A renderer that reads character sets and icon glyph names from `catalog`.
    init(catalog: FontCatalog) {
        self.catalog = catalog
    }

    /// The face on the page, added with the next number the first time it is asked for.
    mutating func specimenFace(_ face: FontFace) -> SpecimenFace {
        if let number = numbers[face] { return faces[number - 1] }
        let codePoints = catalog.codePoints(of: face)
        let icons = codePoints.contains(where: IconCoverage.isPrivateUse) ? catalog.iconMetadata(of: face).glyphs : []
        let specimen = SpecimenFace(
            face: face, number: faces.count + 1, samples: SpecimenSample.samples(covering: codePoints, icons: icons))
        faces.append(specimen)
        numbers[face] = specimen.number
        return specimen
    }

    // MARK: Families

    /// A section for one family of the catalog: every face as a labelled line of sample text, the sizes of the
    /// type scale in its regular face, and its weights × slants grid for each width.
    mutating func section(for family: FontCatalog.Family, typeScale: TypeScale) -> String {
        let count = family.faces.count
        var html = "<section class=\"family\" data-family=\"\(HTMLText.escaped(family.name))\">\n"
        html += "<h2>\(HTMLText.escaped(family.name))</h2>\n"
        html += "<p class=\"summary\">\(count) face\(count == 1 ? "" : "s")</p>\n"
        html += "<h3>Faces</h3>\n<ol class=\"faces\">\n"
        for face in family.faces { html += faceItem(specimenFace(face)) }
        html += "</ol>\n"
        if let regular = FontMatcher.bestMatch(in: family.faces, weight: .regular) {
            html += waterfall(specimenFace(regular), typeScale: typeScale)
        }
        html += grid(family)
        return html + "</section>\n"
    }

    private func faceItem(_ specimen: SpecimenFace) -> String {
        let face = specimen.face
        var labels: [(String, String, String)] = [
            ("PostScript name", "postscript-name", face.postScriptName),
            ("Style", "style", face.style),
            ("Weight", "weight", face.weight.description),
            ("Width", "width", face.width.description),
            ("Slant", "slant", face.slant.rawValue),
            ("File", "file", face.file),
            ("Format", "format", face.format.rawValue),
        ]
        if specimen.collectionIndex > 0 { labels.append(("Index", "index", String(specimen.collectionIndex))) }
        if let instance = face.namedInstance { labels.append(("Named instance", "instance", String(instance))) }
        labels.append(("Status", "status", "pending"))
        var html = "<li class=\"face\" \(fontAttributes(specimen))>\n"
        html +=
            "<p class=\"samples\">" + specimen.samples.map { sample(specimen, $0) }.joined(separator: " ") + "</p>\n"
        for note in specimen.notes { html += "<p class=\"note\">\(HTMLText.references(note))</p>\n" }
        html += "<dl class=\"label\">\n"
        for (term, kind, value) in labels {
            html += "<dt>\(term)</dt><dd class=\"\(kind)\">\(HTMLText.escaped(value))</dd>\n"
        }
        return html + "</dl>\n</li>\n"
    }

    private func waterfall(_ specimen: SpecimenFace, typeScale: TypeScale) -> String {
        let name = HTMLText.escaped(specimen.face.postScriptName)
        var html = "<h3>Sizes in \(name)</h3>\n<table class=\"waterfall\" \(fontAttributes(specimen))>\n"
        let text = specimen.samples.first
        for style in TextStyle.allCases {
            let size = Notation.points(typeScale.pointSize(for: style))
            html += "<tr><th>\(style.rawValue)</th><td class=\"size\">\(size) pt</td><td>"
            html += text.map { sample(specimen, $0, extraStyle: "font-size: \(size)px") } ?? ""
            html += "</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private mutating func grid(_ family: FontCatalog.Family) -> String {
        let slants = FontSlant.allCases.filter { slant in
            slant != .oblique || family.faces.contains { $0.slant == .oblique }
        }
        let weights = Set(family.faces.map(\.weight)).sorted()
        var html = "<h3>Weights × slants</h3>\n"
        for width in Set(family.faces.map(\.width)).sorted() {
            html += "<table class=\"grid\" data-width=\"\(width)\">\n<caption>Width \(width.name)</caption>\n"
            html += "<tr><th>Weight</th>" + slants.map { "<th>\($0.rawValue)</th>" }.joined() + "</tr>\n"
            for weight in weights {
                html += "<tr><th>\(weight) \(HTMLText.escaped(weight.name))</th>"
                for slant in slants {
                    let face = family.faces.first { $0.width == width && $0.weight == weight && $0.slant == slant }
                    if let face {
                        let specimen = specimenFace(face)
                        html += "<td class=\"cell\" \(fontAttributes(specimen))>"
                        html += specimen.samples.first.map { short(specimen, $0) } ?? ""
                        html += "<span class=\"name\">\(HTMLText.escaped(face.postScriptName))</span></td>"
                    } else {
                        html += "<td class=\"cell missing\">missing</td>"
                    }
                }
                html += "</tr>\n"
            }
            html += "</table>\n"
        }
        return html
    }

    // MARK: Resolutions

    /// A section of declared or requested names: each with its resolution — exact, fallback (to which face, and
    /// why) or missing (and why) — and sample text in the face that would be used.
    mutating func section(title: String, rows: [ResolutionRow]) -> String {
        let exact = rows.filter(\.resolution.isExact).count
        var html = "<section class=\"resolutions\" data-title=\"\(HTMLText.escaped(title))\">\n"
        html += "<h2>\(HTMLText.escaped(title))</h2>\n"
        html += "<p class=\"summary\">\(exact) of \(rows.count) name\(rows.count == 1 ? "" : "s") resolve exactly</p>\n"
        let declared = rows.contains { $0.declared != nil }
        html += "<table class=\"resolutions\">\n<tr><th>Name</th>"
        html += declared ? "<th>Width</th><th>Weight</th><th>Slant</th>" : ""
        html += "<th>Resolution</th><th>Sample</th></tr>\n"
        for row in rows { html += resolutionRow(row, declaredColumns: declared) }
        return html + "</table>\n</section>\n"
    }

    private mutating func resolutionRow(_ row: ResolutionRow, declaredColumns: Bool) -> String {
        let kind: String
        var outcome: String
        switch row.resolution {
        case .exact(let face):
            kind = "exact"
            outcome = "exact: <span class=\"postscript-name\">\(HTMLText.escaped(face.postScriptName))</span>"
        case .variable(let face):
            kind = "variable"
            outcome =
                "variable: <span class=\"postscript-name\">\(HTMLText.escaped(face.postScriptName))</span> at "
                + HTMLText.escaped(face.coordinates?.description ?? "its default")
        case .fallback(let face, _):
            kind = "fallback"
            outcome = "fallback to <span class=\"postscript-name\">\(HTMLText.escaped(face.postScriptName))</span>"
        case .missing:
            kind = "missing"
            outcome = "missing"
        }
        if let face = row.resolution.face {
            outcome += "<br><span class=\"file\">\(HTMLText.escaped(face.file))</span>"
        }
        if let diagnosis = row.resolution.diagnosis {
            outcome += "<p class=\"diagnosis\">\(HTMLText.escaped(diagnosis.description))</p>"
        }
        let specimen = row.resolution.face.map { specimenFace($0) }
        var html = "<tr class=\"resolution \(kind)\" data-resolution=\"\(kind)\""
        html += specimen.map { " " + fontAttributes($0) } ?? ""
        html += "><td class=\"declared-name\">\(HTMLText.escaped(row.name))</td>"
        if declaredColumns {
            let declared = row.declared
            html += "<td>\(declared.map { $0.width.description } ?? "")</td>"
            html += "<td>\(declared.map { $0.weight.description } ?? "")</td>"
            html += "<td>\(declared?.slant.rawValue ?? "")</td>"
        }
        html += "<td class=\"outcome\">\(outcome)</td><td>"
        if let specimen {
            html += specimen.samples.map { sample(specimen, $0) }.joined(separator: " ")
            html += " <span class=\"status\">pending</span>"
        }
        return html + "</td></tr>\n"
    }

    // MARK: Pieces

    /// `data-font` and the initial `data-status` of an element set in `specimen`.
    private func fontAttributes(_ specimen: SpecimenFace) -> String {
        "data-font=\"\(specimen.fontFamily)\" data-status=\"pending\""
    }

    /// A sample set in its face, with its language and direction; an icon sample shows each glyph over its name.
    private func sample(_ specimen: SpecimenFace, _ sample: SpecimenSample, extraStyle: String? = nil) -> String {
        let style = HTMLText.references(specimen.textStyle + (extraStyle.map { "; " + $0 } ?? ""))
        guard sample.icons.isEmpty else {
            return sample.icons.map { icon in
                "<span class=\"icon\"><span class=\"sample\" style=\"\(style)\">"
                    + HTMLText.references(String(Character(icon.unicode)))
                    + "</span><span class=\"glyph-name\">\(HTMLText.escaped(icon.name))</span></span>"
            }.joined(separator: " ")
        }
        var attributes = "class=\"sample\" style=\"\(style)\""
        if let language = sample.language { attributes += " lang=\"\(language)\"" }
        if sample.isRightToLeft { attributes += " dir=\"rtl\"" }
        return "<span \(attributes)>\(HTMLText.references(sample.text))</span>"
    }

    private func short(_ specimen: SpecimenFace, _ sample: SpecimenSample) -> String {
        var attributes = "class=\"sample\" style=\"\(HTMLText.references(specimen.textStyle))\""
        if let language = sample.language { attributes += " lang=\"\(language)\"" }
        if sample.isRightToLeft { attributes += " dir=\"rtl\"" }
        return "<span \(attributes)>\(HTMLText.references(sample.short))</span>"
    }

    // MARK: Page

    /// The whole page: head with the generator marker and one `@font-face` rule per face used, `title` as heading,
    /// the sections, the loading script.
    func page(title: String, sections: [String]) -> String {
        let head = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        var html = "<title>\(HTMLText.escaped(title))</title>\n<style>\n"
        for face in faces { html += face.fontFaceRule + "\n" }
        html += Self.styleSheet
        html += "</style>\n</head>\n<body>\n<h1>\(HTMLText.escaped(title))</h1>\n"
        html += "<p id=\"specimen-status\" data-faces=\"\(faces.count)\" data-loaded=\"0\" data-failed=\"0\">"
        html += "Checking \(faces.count) face\(faces.count == 1 ? "" : "s") in this browser…</p>\n"
        html += sections.joined()
        html += "<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
        return GeneratedOutput.specimenPage(head: head, rest: html)
    }

    static let styleSheet = """
        body { font-family: sans-serif; margin: 1.5em; color: #222; }
        .sample { font-weight: normal; font-style: normal; font-synthesis: none; }
        .samples { font-size: 28px; margin: 0.2em 0; }
        ol.faces { list-style: none; padding: 0; }
        li.face { border-left: 6px solid #bbb; padding: 0.3em 0.8em; margin: 0.8em 0; }
        [data-font][data-status="loaded"] { border-left-color: #2a7; }
        [data-font][data-status="failed"] { border-left-color: #c33; background: #fee; }
        dl.label { display: flex; flex-wrap: wrap; gap: 0.2em 0.6em; font-size: 12px; margin: 0; }
        dl.label dt { color: #777; }
        dl.label dd { margin: 0 0.8em 0 0; }
        dd.status, span.status { font-weight: bold; }
        .note, .diagnosis { font-size: 12px; color: #a50; margin: 0.2em 0; }
        table { border-collapse: collapse; margin: 0.5em 0 1em; }
        th, td { border: 1px solid #ddd; padding: 0.2em 0.5em; text-align: left; vertical-align: top; }
        table.waterfall, td.cell, tr.resolution { border-left: 6px solid #bbb; }
        td.cell .sample { display: block; font-size: 32px; }
        td.cell .name { font-size: 11px; color: #777; }
        td.size { white-space: nowrap; }
        td.missing { color: #c33; background: repeating-linear-gradient(45deg, #fff, #fff 6px, #fdd 6px, #fdd 12px); }
        .icon { display: inline-block; text-align: center; margin: 0 0.3em; }
        .icon .glyph-name { display: block; font-size: 10px; color: #777; }
        tr.missing .declared-name { color: #c33; }

        """

    static let script = """
        (function () {
          "use strict";
          var summary = document.getElementById("specimen-status");
          var faces = [];
          document.fonts.forEach(function (face) { faces.push(face); });
          Promise.all(faces.map(function (face) {
            return face.load().then(function () { return "loaded"; }, function () { return "failed"; });
          })).then(function (states) {
            var loaded = 0;
            faces.forEach(function (face, index) {
              var state = states[index];
              if (state === "loaded") { loaded += 1; }
              var family = face.family.replace(/^"|"$/g, "");
              document.querySelectorAll("[data-font=\\"" + family + "\\"]").forEach(function (element) {
                element.setAttribute("data-status", state);
                element.querySelectorAll(".status").forEach(function (label) { label.textContent = state; });
              });
            });
            summary.setAttribute("data-loaded", String(loaded));
            summary.setAttribute("data-failed", String(faces.length - loaded));
            summary.textContent = faces.length + " faces: " + loaded + " loaded, " + (faces.length - loaded) + " failed";
          });
        })();

        """
}
