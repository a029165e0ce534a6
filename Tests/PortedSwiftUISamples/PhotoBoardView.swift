import DragDropSwiftUI

extension TypeIdentifier {
    static let boardPhoto = TypeIdentifier(exportedAs: "com.example.board.photo")
}

struct Photo: Codable, Hashable, Identifiable, Transferable {
    var id: String { name }
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .boardPhoto)
        ProxyRepresentation(exporting: \.name)
    }
}

struct PhotoBoardView: View {
    @State private var photos = ["Beach", "Forest", "Harbour", "Mountain", "Sunset", "Town"].map { Photo(name: $0) }
    @State private var favourites: [Photo] = []
    @State private var isTargeted = false

    private let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        VStack(spacing: 0) {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(photos) { photo in
                    Text(photo.name)
                        .frame(maxWidth: .infinity)
                        .frame(height: 80)
                        .background(Color.blue.opacity(0.2))
                        .draggable(photo)
                        .dropDestination(for: Photo.self) { dropped, _ in
                            move(dropped, before: photo)
                        }
                }
            }
            .frame(height: 300)
            VStack {
                Text(isTargeted ? "Drop to add" : "Favourites: \(favourites.count)")
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(isTargeted ? Color.green.opacity(0.3) : Color.gray.opacity(0.1))
            .dropDestination(for: Photo.self) { dropped, _ in
                favourites += dropped.filter { !favourites.contains($0) }
                return true
            } isTargeted: { isTargeted = $0 }
        }
    }

    private func move(_ dropped: [Photo], before target: Photo) -> Bool {
        guard let photo = dropped.first, photo != target,
              let from = photos.firstIndex(of: photo),
              let to = photos.firstIndex(of: target) else { return false }
        photos.move(fromOffsets: IndexSet(integer: from), toOffset: to)
        return true
    }
}
