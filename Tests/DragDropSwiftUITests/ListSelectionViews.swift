import DragDropSwiftUI

/// What a selectable list's owner holds: the selected fruits' ids and the edit mode.
@MainActor
final class FruitSelection: ObservableObject {
    @Published var selected: Set<Int> = []
    @Published var editMode = EditMode.inactive
}

/// Fruits in a `List(selection:)` with onMove and onDelete, in the owner's edit mode.
struct SelectableFruitList: View {
    @ObservedObject var store: FruitStore
    @ObservedObject var selection: FruitSelection

    var body: some View {
        List(selection: $selection.selected) {
            ForEach(store.fruits) { fruit in
                Text(fruit.name)
            }
            .onMove { offsets, destination in
                store.moves.append(Array(offsets) + [destination])
                store.fruits.move(fromOffsets: offsets, toOffset: destination)
            }
            .onDelete { offsets in store.fruits.remove(atOffsets: offsets) }
        }
        .environment(\.editMode, $selection.editMode)
    }
}

/// Sections made by a `ForEach` of `Section`s with header and footer text.
struct ShelvesList: View {
    let shelves = [(name: "Fruit", items: ["Apple", "Pear"]), (name: "Vegetables", items: ["Leek"])]

    var body: some View {
        List {
            ForEach(shelves, id: \.name) { shelf in
                Section(header: Text(shelf.name), footer: Text("\(shelf.items.count) items")) {
                    ForEach(shelf.items, id: \.self) { item in
                        HStack {
                            Text(item)
                            Spacer()
                            Text("1 kg")
                        }
                    }
                }
            }
        }
    }
}
