import FontFamilyKit

extension LintFinding {
    /// What a finding says, apart from where it is: its severity, rule, message, replacement and typed value.
    ///
    /// Immutable, so that findings share one: the findings of one cached verdict, and those of different names whose
    /// messages differ only in the name they start with (``quotesName``) — a file of a different unknown name on every
    /// line holds the words after the name once.
    final class Judgement: Hashable, Sendable {
        /// How serious the finding is.
        let severity: Severity
        /// The check that made the finding.
        let rule: LintRule
        /// What is wrong and what to write: the whole message, or what follows the finding's quoted name when
        /// ``quotesName``.
        let text: String
        /// Whether the message is the finding's name, quoted as ``DisplayText/quoted(_:)`` quotes it, followed by
        /// ``text``.
        let quotesName: Bool
        /// The name to write instead, if the message names one.
        let replacement: String?
        /// The typed value of ``replacement``, for names a Swift API takes.
        let typedValue: String?

        /// A judgement that says `message`, with every other value given.
        init(severity: Severity, rule: LintRule, message: String, replacement: String?, typedValue: String?) {
            self.severity = severity
            self.rule = rule
            text = message
            quotesName = false
            self.replacement = replacement
            self.typedValue = typedValue
        }

        /// A judgement of findings of `name` that say `message`: kept as the words after the quoted name when the
        /// message starts with it.
        init(
            severity: Severity, rule: LintRule, message: String, replacement: String?, typedValue: String?,
            quoting name: String
        ) {
            self.severity = severity
            self.rule = rule
            let quoted = DisplayText.quoted(name).utf8
            quotesName = message.utf8.starts(with: quoted)
            // The quoted name ends with a quote: what follows starts a character.
            text = quotesName ? String(decoding: message.utf8.dropFirst(quoted.count), as: UTF8.self) : message
            self.replacement = replacement
            self.typedValue = typedValue
        }

        /// The message of a finding of `name`.
        func message(quoting name: String?) -> String {
            guard quotesName else { return text }
            return DisplayText.quoted(name ?? "") + text
        }

        /// Whether two judgements are kept the same: the same severity, rule, text, quoting, replacement and typed
        /// value (findings compare their messages, ``LintFinding/==(_:_:)``).
        static func == (lhs: Judgement, rhs: Judgement) -> Bool {
            lhs === rhs
                || (lhs.severity == rhs.severity && lhs.rule == rhs.rule && lhs.quotesName == rhs.quotesName
                    && lhs.text == rhs.text && lhs.replacement == rhs.replacement && lhs.typedValue == rhs.typedValue)
        }

        /// Hashes the values ``==`` compares.
        func hash(into hasher: inout Hasher) {
            hasher.combine(severity)
            hasher.combine(rule)
            hasher.combine(quotesName)
            hasher.combine(text)
            hasher.combine(replacement)
            hasher.combine(typedValue)
        }
    }
}
