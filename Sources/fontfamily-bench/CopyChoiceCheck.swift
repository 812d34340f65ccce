import FontFamilyCatalog

/// Checks that every PostScript name installed more than once resolves to the copy a full `FcFontMatch` of that name
/// renders (`fc-match ':postscriptname=NAME'`), as the catalog promises; it finds that copy by matching fewer fonts.
enum CopyChoiceCheck {
    static func row(catalog: FontCatalog) throws -> BenchRow {
        let names = catalog.faces.map(\.postScriptName).filter { catalog.faces(postScriptName: $0).count > 1 }
        var checked = 0
        for name in names where catalog.copyChoice(postScriptName: name) == .fontconfig {
            guard let chosen = catalog.face(postScriptName: name),
                let rendered = catalog.fontconfigSubstitute(forPostScriptName: name),
                chosen.file == rendered.file, chosen.index == rendered.index,
                chosen.namedInstance == rendered.namedInstance
            else {
                throw BenchError(
                    "'\(name)' resolves to another copy than FcFontMatch renders; the copy choice is wrong")
            }
            checked += 1
        }
        return BenchRow(
            name: "copies: the rendered copy = `FcFontMatch`'s", target: "identical", verdict: .met,
            note: "\(names.count) names installed more than once; the \(checked) that fontconfig renders resolve to "
                + "the copy a full FcFontMatch of the name gives")
    }
}
