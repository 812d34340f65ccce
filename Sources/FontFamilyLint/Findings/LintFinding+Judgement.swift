extension LintFinding {
    /// What a finding says, apart from where it is: its severity, rule, message, replacement and typed value.
    ///
    /// Immutable, so that the findings of one cached verdict (``FontNameLinter/Verdict/judgement``) share one: a file
    /// of a finding a line holds the verdict's message once.
    final class Judgement: Hashable, Sendable {
        /// How serious the finding is.
        let severity: Severity
        /// The check that made the finding.
        let rule: LintRule
        /// What is wrong and what to write.
        let message: String
        /// The name to write instead, if the message names one.
        let replacement: String?
        /// The typed value of ``replacement``, for names a Swift API takes.
        let typedValue: String?

        /// A judgement with every value given.
        init(severity: Severity, rule: LintRule, message: String, replacement: String?, typedValue: String?) {
            self.severity = severity
            self.rule = rule
            self.message = message
            self.replacement = replacement
            self.typedValue = typedValue
        }

        /// Whether two judgements say the same: the same severity, rule, message, replacement and typed value.
        static func == (lhs: Judgement, rhs: Judgement) -> Bool {
            lhs === rhs
                || (lhs.severity == rhs.severity && lhs.rule == rhs.rule && lhs.message == rhs.message
                    && lhs.replacement == rhs.replacement && lhs.typedValue == rhs.typedValue)
        }

        /// Hashes the values ``==`` compares.
        func hash(into hasher: inout Hasher) {
            hasher.combine(severity)
            hasher.combine(rule)
            hasher.combine(message)
            hasher.combine(replacement)
            hasher.combine(typedValue)
        }
    }
}
