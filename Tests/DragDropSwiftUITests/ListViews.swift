import DragDropSwiftUI

/// Fruits in a list, reordered by `onMove` (the views of the list tests; the tests import the
/// headless driver, whose `DragDrop` re-export would make `View` ambiguous here).
@MainActor
final class FruitStore: ObservableObject {
    struct Fruit: Identifiable, Hashable {
        let id: Int
        var name: String
    }

    @Published var fruits: [Fruit]
    var moves: [[Int]] = []

    init(_ names: [String]) {
        fruits = names.enumerated().map { Fruit(id: $0.offset, name: $0.element) }
    }

    var names: [String] { fruits.map(\.name) }
}

struct FruitList: View {
    @ObservedObject var store: FruitStore

    var body: some View {
        List {
            ForEach(store.fruits) { fruit in
                FruitRow(name: fruit.name)
            }
            .onMove { offsets, destination in
                store.moves.append(Array(offsets) + [destination])
                store.fruits.move(fromOffsets: offsets, toOffset: destination)
            }
            .onDelete { offsets in store.fruits.remove(atOffsets: offsets) }
        }
    }
}

/// A row with state of its own: taps counted.
struct FruitRow: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        HStack {
            Text(taps == 0 ? name : "\(name) \(taps)")
            Spacer()
        }
        .onTapGesture { taps += 1 }
    }
}

struct SectionedList: View {
    let vegetables = ["Leek", "Kale"]

    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear")
            }
            Section(header: Text("Vegetables")) {
                ForEach(vegetables, id: \.self) { Text($0) }
            }
        }
    }
}

struct MillionRows: View {
    var body: some View {
        List {
            ForEach(0..<1_000_000) { number in
                Text("Row \(number)")
            }
        }
    }
}

struct TileGrid: View {
    let tiles: [Int]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 8) {
            ForEach(tiles, id: \.self) { tile in
                Text("Tile \(tile)").frame(height: 50)
            }
        }
    }
}

/// Fruits that can be reordered, and that take text dropped between them (onInsert).
struct InsertingFruitList: View {
    @ObservedObject var store: FruitStore

    var body: some View {
        List {
            ForEach(store.fruits) { fruit in
                Text(fruit.name)
            }
            .onMove { offsets, destination in
                store.moves.append(Array(offsets) + [destination])
                store.fruits.move(fromOffsets: offsets, toOffset: destination)
            }
            .onInsert(of: [.plainText]) { offset, providers in
                for provider in providers {
                    Task { @MainActor in
                        guard let name = try? await provider.loadObject(ofClass: String.self) else { return }
                        store.fruits.insert(FruitStore.Fruit(id: 100 + store.fruits.count, name: name), at: offset)
                    }
                }
            }
        }
    }
}

/// Tiles whose backgrounds fill their cells (`frame(maxWidth: .infinity)`), in adaptive columns.
struct FilledTileGrid: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 8) {
            ForEach(1...6, id: \.self) { tile in
                Text("Tile \(tile)")
                    .frame(maxWidth: .infinity)
                    .frame(height: 50)
                    .background(Color.blue)
            }
        }
    }
}
