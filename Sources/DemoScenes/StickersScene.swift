import DragDropSwiftUI

/// The SwiftUI stickers demo's model: the stickers on the sheet in their order (each dragged
/// as its name, with its colour), and those stuck in the album.
@MainActor
package final class StickersModel: ObservableObject {
    /// The colours stickers take in turn.
    package static let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    @Published package var stickers = (1...24).map { PackingEntry("Sticker \($0)", color: StickersModel.colors[($0 - 1) % StickersModel.colors.count]) }
    @Published package var album: [String] = []

    package static let hint = "Drag a sticker down its column or into another to reorder the sheet; scroll it sideways; drag a sticker into the album."

    package init() {}
}

/// The SwiftUI stickers demo page, written as SwiftUI code is: a `LazyHGrid` of three rows
/// scrolling sideways, whose `ForEach` has `onMove` (a sticker is dragged as its name), above
/// an album with a `dropDestination(for: String.self)`.
package struct StickersView: View {
    @ObservedObject var model: StickersModel

    private let rows = [GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8)]

    package init(model: StickersModel) {
        self.model = model
    }

    package var body: some View {
        VStack(spacing: 12) {
            LazyHGrid(rows: rows, spacing: 8) {
                ForEach(model.stickers) { sticker in
                    Text(sticker.id)
                        .frame(width: 100)
                        .frame(maxHeight: .infinity)
                        .background(sticker.color)
                }
                .onMove { model.stickers.move(fromOffsets: $0, toOffset: $1) }
            }
            .frame(height: 216)
            VStack {
                Text(model.album.isEmpty ? "Album: drop stickers here" : "Album: \(model.album.joined(separator: ", "))")
                Spacer()
            }
            .padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.gray.opacity(0.3))
            .dropDestination(for: String.self) { names, _ in
                model.album += names
                return true
            }
        }
        .padding(12)
    }
}
