/// What `fontfamily-dump --help` prints.
enum HelpText {
    static let version = "fontfamily-dump 0.1.0"

    static let usage = """
        USAGE: fontfamily-dump [SUBSTRING | --all] [--fonts DIR]... [--only] [--json | --family]
               fontfamily-dump --check NAME... | --check -
               fontfamily-dump --sizes [--style STYLE] [--category CATEGORY] [--json]
               fontfamily-dump --icons METADATA [--font NAME] [--name TYPE] [--fonts DIR]... [--only]
               fontfamily-dump --icons-from-font NAME [--name TYPE] [--fonts DIR]... [--only]

        Prints Swift boilerplate for the installed font families whose names contain SUBSTRING
        (ignoring case, diacritics and white space), checked against fontconfig's catalog.

        OPTIONS:
          --all                 Print every installed family.
          --fonts DIR           Add a directory (scanned recursively) or a font file. Repeatable.
          --only                Ignore the system fonts: list only what --fonts gives.
          --json                Print the matching families and faces as JSON instead of Swift.
          --family              Print FontFamily descriptors where a naming rule reproduces every
                                PostScript name, and enums where none does.
          --check NAME...       Check PostScript names; '-' reads them from standard input, one a line.
          --sizes               Print Apple's Dynamic Type scale (text styles x size categories).
          --style STYLE         With --sizes: one text style (body, headline, ...).
          --category CATEGORY   With --sizes: one content size category (large, extraLarge, ...).
          --icons METADATA      Generate an icon enum from iconfont.cn JSON, a codepoints file or CSS,
                                and check every glyph against the font (missing glyphs: exit 1,
                                the enum is still printed).
          --icons-from-font NAME
                                Generate an icon enum from the Private Use Area of the font NAME
                                (a PostScript or family name).
          --font NAME           With --icons: the icon font's PostScript or family name, when the
                                metadata does not name it.
          --name TYPE           With --icons or --icons-from-font: the generated enum's name.
          -h, --help            Show this help.
          --version             Show the version.

        EXIT STATUS: 0 found, 1 nothing found (or a name or glyph is missing), 2 usage or input error.
        """
}
