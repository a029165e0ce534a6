import DragDropSwiftUI

struct ColorItem: Identifiable, Equatable {
    let id: Int
    let name: String
    let color: Color
}

struct ColorGridView: View {
    @State private var items: [ColorItem] = [
        ColorItem(id: 1, name: "Red", color: .red),
        ColorItem(id: 2, name: "Orange", color: .orange),
        ColorItem(id: 3, name: "Yellow", color: .yellow),
        ColorItem(id: 4, name: "Green", color: .green),
        ColorItem(id: 5, name: "Blue", color: .blue),
        ColorItem(id: 6, name: "Purple", color: .purple),
    ]
    @State private var draggedItem: ColorItem?

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 10)]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 10) {
            ForEach(items) { item in
                ZStack {
                    item.color
                    Text(item.name)
                }
                .frame(height: 100)
                .onDrag {
                    draggedItem = item
                    return ItemProvider(object: item.name as NSString)
                }
                .onDrop(of: [TypeIdentifier.text], delegate: ReorderDropDelegate(item: item, items: $items, draggedItem: $draggedItem))
            }
        }
        .padding(10)
    }
}

struct ReorderDropDelegate: DropDelegate {
    let item: ColorItem
    @Binding var items: [ColorItem]
    @Binding var draggedItem: ColorItem?

    func dropEntered(info: DropInfo) {
        guard let draggedItem, draggedItem != item,
              let from = items.firstIndex(of: draggedItem),
              let to = items.firstIndex(of: item) else { return }
        withAnimation(.default) {
            items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        }
    }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }

    func performDrop(info: DropInfo) -> Bool {
        draggedItem = nil
        return true
    }
}
