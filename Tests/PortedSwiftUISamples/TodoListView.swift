import DragDropSwiftUI

struct Todo: Identifiable, Hashable {
    let id = UUID()
    var title: String
}

final class TodoStore: ObservableObject {
    @Published var todos: [Todo] = [
        Todo(title: "Buy milk"),
        Todo(title: "Walk the dog"),
        Todo(title: "Write the report"),
        Todo(title: "Call mum"),
    ]
}

struct TodoListView: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        List {
            Section("To do") {
                ForEach(store.todos) { todo in
                    HStack {
                        Text(todo.title)
                        Spacer()
                    }
                }
                .onMove(perform: move)
                .onDelete(perform: delete)
                .onInsert(of: [TypeIdentifier.plainText], perform: insert)
            }
        }
    }

    private func move(from source: IndexSet, to destination: Int) {
        store.todos.move(fromOffsets: source, toOffset: destination)
    }

    private func delete(at offsets: IndexSet) {
        store.todos.remove(atOffsets: offsets)
    }

    private func insert(at offset: Int, itemProviders: [ItemProvider]) {
        for provider in itemProviders {
            _ = provider.loadObject(ofClass: String.self) { title, _ in
                guard let title else { return }
                DispatchQueue.main.async {
                    store.todos.insert(Todo(title: title), at: offset)
                }
            }
        }
    }
}
