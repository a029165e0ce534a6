import class DragDropGTK.GTKApplication  // the front end: App.main() runs on GTK
import DragDropSwiftUI

// A SwiftUI application as SwiftUI code writes it — `@main`, `App`, `WindowGroup`,
// `NavigationStack` with a `navigationTitle` — run on GTK by DragDropGTK's `App.main()`.

@main
struct ChecklistApp: App {
    var body: some Scene {
        WindowGroup {
            ChecklistView()
        }
    }
}

/// One thing to take.
struct ChecklistItem: Identifiable {
    let id: Int
    let name: String
}

/// A checklist: a field and a button add items, a list reorders them by dragging; the title
/// counts them.
struct ChecklistView: View {
    @State private var draft = ""
    @State private var items: [ChecklistItem] = []
    @State private var nextID = 0

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 8) {
                    TextField("New item", text: $draft)
                    Button("Add") {
                        items.append(ChecklistItem(id: nextID, name: draft.isEmpty ? "Item \(nextID + 1)" : draft))
                        nextID += 1
                        draft = ""
                    }
                }
                List {
                    ForEach(items) { item in
                        Text(item.name)
                    }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .padding(16)
            .navigationTitle(items.isEmpty ? "Checklist" : "Checklist (\(items.count))")
        }
    }
}
