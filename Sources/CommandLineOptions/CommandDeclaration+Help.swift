extension CommandDeclaration {
    /// The width that help text is wrapped to.
    static let helpWidth = 100
    /// The width of the help's left column, where each option's signature stands.
    static let signatureWidth = 22

    /// What `--help` prints: the usage line of every mode, the abstract, every option with its help, and the
    /// epilogue — all made from the declarations.
    package var help: String {
        var lines = usageLines
        lines += [""] + Self.wrap(abstract, width: Self.helpWidth) + ["", "OPTIONS:"]
        for option in allOptions {
            let signature = "  " + option.signature
            let text = Self.wrap(option.help, width: Self.helpWidth - Self.signatureWidth)
            let indent = String(repeating: " ", count: Self.signatureWidth)
            if signature.count < Self.signatureWidth - 1 {
                lines.append(signature.padding(toLength: Self.signatureWidth) + (text.first ?? ""))
                lines += text.dropFirst().map { indent + $0 }
            } else {
                lines.append(signature)
                lines += text.map { indent + $0 }
            }
        }
        if let epilogue { lines += [""] + Self.wrap(epilogue, width: Self.helpWidth) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `USAGE: name SUBSTRING [--fonts DIR]...`, then one line for each further mode.
    var usageLines: [String] {
        modes.enumerated().map { index, mode in
            (index == 0 ? "USAGE: " : "       ") + ([name] + synopsis(of: mode)).joined(separator: " ")
        }
    }

    private func synopsis(of mode: ModeDeclaration) -> [String] {
        var words: [String] = []
        if let selector = mode.selector, let option = declaration(of: selector) {
            words.append(option.usage)
        }
        if let positionals = mode.positionals { words.append(positionals.synopsis) }
        // An option of exclusive groups is shown in the first group that holds it, with the members of that group
        // not shown yet: `[--json | --family | --specimen PATH] [--access LEVEL]`.
        var shown: Set<String> = []
        for name in mode.options where !shown.contains(name) {
            guard let option = declaration(of: name) else { continue }
            guard let group = mode.exclusive.first(where: { $0.contains(name) }) else {
                words.append(option.synopsis)
                continue
            }
            let members = group.filter { !shown.contains($0) }
            shown.formUnion(members)
            words.append("[" + members.compactMap(declaration(of:)).map(\.usage).joined(separator: " | ") + "]")
        }
        return words
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word stands on its own line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
        }
        return lines
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
