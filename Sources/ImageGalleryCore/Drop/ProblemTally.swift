import Foundation

/// Counts down the pictures of one action and hands over every problem once, when the last
/// has settled (none, when every picture was added): one message per action (a drop, a paste,
/// Add Pictures…), never one per picture.
@MainActor
final class ProblemTally {
    private var remaining: Int
    private var problems: [String]
    private let finish: ([String]) -> Void

    /// An action of `count` pictures, with the problems known before any load (a missing file).
    init(count: Int, problems: [String] = [], finish: @escaping ([String]) -> Void) {
        self.remaining = count
        self.problems = problems
        self.finish = finish
        if count == 0 { flush() }
    }

    /// One picture settled: added (nil), or not (its message).
    func settle(_ problem: String?) {
        guard remaining > 0 else { return }
        if let problem { problems.append(problem) }
        remaining -= 1
        if remaining == 0 { flush() }
    }

    /// One entry settled with several problems (a dropped folder's pictures), or none.
    func settle(_ problems: [String]) {
        guard remaining > 0 else { return }
        self.problems += problems
        remaining -= 1
        if remaining == 0 { flush() }
    }

    private func flush() {
        finish(problems)
    }
}
