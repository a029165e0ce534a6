import DragDropSwiftUI

struct TaskCard: Codable, Hashable, Identifiable, Transferable {
    var id: String { title }
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
    }
}

struct KanbanColumn: View {
    let title: String
    @Binding var cards: [TaskCard]
    let onDropCards: ([TaskCard]) -> Void

    var body: some View {
        VStack(spacing: 0) {
            Text(title)
                .font(.headline)
                .frame(height: 40)
            List {
                ForEach(cards) { card in
                    Text(card.title)
                        .draggable(card)
                }
            }
            .dropDestination(for: TaskCard.self) { dropped, _ in
                onDropCards(dropped)
                return true
            }
        }
    }
}

struct KanbanView: View {
    @State private var todo = [TaskCard(title: "Design"), TaskCard(title: "Build"), TaskCard(title: "Test")]
    @State private var done: [TaskCard] = []

    var body: some View {
        HStack(spacing: 0) {
            KanbanColumn(title: "To do", cards: $todo) { dropped in
                done.removeAll { dropped.contains($0) }
                todo += dropped.filter { !todo.contains($0) }
            }
            KanbanColumn(title: "Done", cards: $done) { dropped in
                todo.removeAll { dropped.contains($0) }
                done += dropped.filter { !done.contains($0) }
            }
        }
    }
}
