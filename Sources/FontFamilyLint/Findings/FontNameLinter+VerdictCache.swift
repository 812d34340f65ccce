extension FontNameLinter {
    /// What the names of a run were found to be, each checked once while it is remembered: the first
    /// ``keptCount`` different names for the whole run, the others only until the next names are checked ahead
    /// (``FontNameLinter/checkAhead(_:verdicts:)``), so that a file of a different name on every line holds a batch of
    /// verdicts at a time, not one a name. Findings of names whose messages differ only in the name share one
    /// judgement.
    struct VerdictCache {
        /// How many different names' verdicts are kept for the whole run: more than any app's code names, and never
        /// fewer than ``FontNameLinter/substitutedNameCount``, so that a name checked again is past those.
        static let keptCount = 4_096

        /// The verdicts kept for the whole run (`nil`: the name resolves).
        private var kept: [VerdictKey: Verdict?] = [:]
        /// The verdicts remembered until the next names are checked ahead.
        private var passing: [VerdictKey: Verdict?] = [:]
        /// The judgements of the kept verdicts, each once.
        private var judgements: Set<LintFinding.Judgement> = []
        /// How many times a name was checked: the count that bounds fontconfig's substitutes.
        private(set) var checkedCount = 0

        /// The verdict remembered for `key`: `nil` when there is none, `.some(nil)` when its name resolves.
        subscript(key: VerdictKey) -> Verdict?? {
            if let verdict = kept[key] { return verdict }
            return passing[key]
        }

        /// Remembers `verdict`, just checked, for `key`, with a judgement another verdict of the same words shares
        /// when there is one; returns it as remembered.
        @discardableResult
        mutating func remember(_ verdict: Verdict?, for key: VerdictKey) -> Verdict? {
            checkedCount += 1
            var remembered = verdict
            if let verdict, let judgement = verdict.judgement {
                if let shared = judgements.firstIndex(of: judgement).map({ judgements[$0] }) {
                    remembered = verdict.sharing(shared, name: key.name)
                } else if judgements.count < Self.keptCount {
                    judgements.insert(judgement)
                }
            }
            if kept.count < Self.keptCount {
                kept[key] = remembered
            } else {
                passing[key] = remembered
            }
            return remembered
        }

        /// Lets go of the verdicts past the kept ones.
        mutating func forgetPassing() {
            passing = [:]
        }
    }
}
