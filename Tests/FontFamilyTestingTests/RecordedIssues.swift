import Foundation
import Testing

/// Issues recorded inside `withKnownIssue`, captured so the failing path can be asserted exactly.
final class RecordedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [Issue] = []

    func append(_ issue: Issue) {
        lock.withLock { issues.append(issue) }
    }

    var comments: [[String]] { lock.withLock { issues.map { $0.comments.map(\.rawValue) } } }
    var lines: [Int?] { lock.withLock { issues.map { $0.sourceLocation?.line } } }
    var fileIDs: [String?] { lock.withLock { issues.map { $0.sourceLocation?.fileID } } }
    var severities: [Issue.Severity] { lock.withLock { issues.map(\.severity) } }
}
