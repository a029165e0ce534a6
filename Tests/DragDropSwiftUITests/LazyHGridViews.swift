import DragDropSwiftUI

/// Stickers in a horizontal grid of three rows, reordered by `onMove`; or each `draggable` onto
/// a tray under the grid (the views of the LazyHGrid tests; the tests import the headless
/// driver, whose `DragDrop` re-export would make `View` ambiguous here).
@MainActor
final class StickerStore: ObservableObject {
    @Published var stickers: [String]
    @Published var tray: [String] = []
    var moves: [[Int]] = []

    init(count: Int) {
        stickers = (1...count).map { "Sticker \($0)" }
    }
}

struct StickerGrid: View {
    @ObservedObject var store: StickerStore
    private let rows = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        LazyHGrid(rows: rows, spacing: 8) {
            ForEach(store.stickers, id: \.self) { sticker in
                Text(sticker)
                    .frame(width: 80)
                    .frame(maxHeight: .infinity)
                    .background(Color.yellow)
            }
            .onMove { offsets, destination in
                store.moves.append(Array(offsets) + [destination])
                store.stickers.move(fromOffsets: offsets, toOffset: destination)
            }
        }
    }
}

/// A grid whose `ForEach` has `onInsert`, which lazy grids do not take yet.
struct InsertingStickerGrid: View {
    @ObservedObject var store: StickerStore

    var body: some View {
        LazyHGrid(rows: [GridItem(.flexible())]) {
            ForEach(store.stickers, id: \.self) { Text($0) }
                .onInsert(of: [.plainText]) { offset, _ in store.stickers.insert("Star", at: offset) }
        }
    }
}

/// Draggable stickers in a grid above a tray that takes them (`dropDestination`).
struct StickerSheet: View {
    @ObservedObject var store: StickerStore

    var body: some View {
        VStack(spacing: 0) {
            LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
                ForEach(store.stickers, id: \.self) { sticker in
                    Text(sticker).frame(width: 80).draggable(sticker)
                }
            }
            .frame(height: 200)
            Color.gray
                .dropDestination(for: String.self) { names, _ in
                    store.tray += names
                    return true
                }
        }
    }
}

struct MillionStickers: View {
    var body: some View {
        LazyHGrid(rows: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<1_000_000) { number in
                Text("Sticker \(number)").frame(width: 90)
            }
        }
    }
}
