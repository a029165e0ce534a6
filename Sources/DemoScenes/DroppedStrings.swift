import DragDrop
import Foundation

/// The text a drop brings, one string per item that can be read as one: the loads start at
/// once, while the drop performs (so the transfer is counted then), and are awaited in
/// session order.
@MainActor
struct DroppedStrings {
    private let loads: [StartedLoad<String>]

    init(from session: DropSession) {
        loads = session.items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: String.self) }
            .map { StartedLoad.object(String.self, from: $0) }
    }

    /// The strings that loaded, in session order, and why each other item failed.
    func load() async -> (strings: [String], failures: [String]) {
        var strings: [String] = []
        var failures: [String] = []
        for load in loads {
            do { strings.append(try await load.value()) } catch { failures.append(String(describing: error)) }
        }
        return (strings, failures)
    }
}
