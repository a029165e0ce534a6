import DragDrop
import DragDropCore
import Foundation

/// The text a drop brings, one string per item that can be read as one: the loads start at
/// once, while the drop performs (so the transfer is counted then), and are awaited in
/// session order.
@MainActor
struct DroppedStrings {
    private let loads: [StartedLoad<String>]
    /// Counted from the drop until ``load()`` has the strings (test support's settle()).
    private let work: LoadCensus.Work

    init(from session: DropSession) {
        loads = session.items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: String.self) }
            .map { StartedLoad.object(String.self, from: $0) }
        work = LoadCensus.Work()
    }

    /// The strings that loaded, in session order, and why each other item failed. Call it once.
    func load() async -> (strings: [String], failures: [String]) {
        await work.run {
            var strings: [String] = []
            var failures: [String] = []
            for load in loads {
                do { strings.append(try await load.value()) } catch { failures.append(String(describing: error)) }
            }
            return (strings, failures)
        }
    }
}
