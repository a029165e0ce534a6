import DragDropSwiftUI

/// A row of the SwiftUI demos: a task of its list, an item of its grid, or a sticker (dragged
/// as its name: a `String` is `Transferable`), with its colour.
package struct PackingEntry: Identifiable, Hashable, Sendable {
    package let id: String
    package let color: Color

    package init(_ id: String, color: Color) {
        self.id = id
        self.color = color
    }
}

/// The SwiftUI demo's model: the tasks in their order, the items on the shelf, what is in
/// the suitcase.
@MainActor
package final class PackingModel: ObservableObject {
    @Published package var tasks = [
        PackingEntry("Book tickets", color: .red), PackingEntry("Water the plants", color: .orange),
        PackingEntry("Charge the camera", color: .yellow), PackingEntry("Print the map", color: .green),
        PackingEntry("Lock the door", color: .blue),
    ]
    @Published package var items = [
        PackingEntry("Socks", color: .purple), PackingEntry("Hat", color: .pink), PackingEntry("Book", color: .blue),
        PackingEntry("Camera", color: .orange), PackingEntry("Towel", color: .green), PackingEntry("Map", color: .yellow),
    ]
    @Published package var packed: [String] = []

    package static let hint = "Drag a task to reorder the list; drag an item from the shelf into the suitcase; click the suitcase to empty it."

    package init() {}

    /// The colour of the item named `name` (gray for a name from another application).
    package func color(of name: String) -> Color {
        items.first { $0.id == name }?.color ?? .gray
    }
}

/// The SwiftUI demo page, written as SwiftUI code is: a `List` whose `ForEach` has `onMove`,
/// a `LazyVGrid` of `draggable` items, and a suitcase with a `dropDestination` and an
/// `onTapGesture`. The suitcase takes the colour of the item packed last; empty, it is dark
/// grey in the dark style and light grey in the light one (`@Environment(\.colorScheme)`).
package struct PackingView: View {
    @ObservedObject var model: PackingModel
    @State private var isTargeted = false
    @Environment(\.colorScheme) private var colorScheme

    private let columns = [GridItem(.adaptive(minimum: 90), spacing: 8)]

    package init(model: PackingModel) {
        self.model = model
    }

    package var body: some View {
        HStack(spacing: 12) {
            List {
                ForEach(model.tasks) { task in
                    HStack(spacing: 10) {
                        task.color.frame(width: 24, height: 24)
                        Text(task.id)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .padding(.horizontal, 10)
                }
                .onMove { model.tasks.move(fromOffsets: $0, toOffset: $1) }
            }
            .frame(width: 240)
            VStack(spacing: 12) {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(model.items) { item in
                        Text(item.id)
                            .frame(maxWidth: .infinity)
                            .frame(height: 56)
                            .background(item.color)
                            .draggable(item.id)
                    }
                }
                .frame(height: 184)
                VStack {
                    Text(isTargeted ? "Drop to pack" : "Suitcase: \(model.packed.joined(separator: ", "))")
                    Spacer()
                }
                .padding(10)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(suitcaseColor)
                .dropDestination(for: String.self) { names, _ in
                    model.packed += names
                    return true
                } isTargeted: { isTargeted = $0 }
                .onTapGesture { model.packed.removeAll() }
            }
        }
        .padding(12)
    }

    private var suitcaseColor: Color {
        if isTargeted { return Color.gray.opacity(0.5) }
        return model.packed.last.map(model.color(of:)) ?? (colorScheme == .dark ? Color(white: 0.22) : Color(white: 0.9))
    }
}
