import DragDropSwiftUI
import Foundation

/// A card as SwiftUI code declares one: its own content type, and plain text for others.
struct Card: Codable, Hashable, Identifiable, Transferable {
    static let contentType = TypeIdentifier(exportedAs: "org.dragdrop.tests.swiftui.card", conformingTo: .data)
    var id: String { title }
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: contentType)
        ProxyRepresentation(exporting: \.title)
    }
}

/// Records what its bin's delegate heard (the test reads it).
@MainActor
final class DropLog {
    var calls: [String] = []
    var dropped: [String] = []
}

/// A struct drop delegate holding bindings, as SwiftUI code writes them.
struct BinDelegate: DropDelegate {
    @Binding var isOver: Bool
    let log: DropLog

    func validateDrop(info: DropInfo) -> Bool {
        log.calls.append("validate")
        return info.hasItemsConforming(to: [.plainText])
    }

    func dropEntered(info: DropInfo) {
        log.calls.append("entered")
        isOver = true
    }

    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .copy) }

    func dropExited(info: DropInfo) {
        log.calls.append("exited")
        isOver = false
    }

    func performDrop(info: DropInfo) -> Bool {
        log.calls.append("perform")
        isOver = false
        let log = log
        for provider in info.itemProviders(for: [.plainText]) {
            Task { @MainActor in
                if let text = try? await provider.loadObject(ofClass: String.self) { log.dropped.append(text) }
            }
        }
        return true
    }
}

/// A word to drag (onDrag) above a bin that takes text (onDrop with a delegate), which says
/// when a drag is over it by re-rendering.
struct WordAndBin: View {
    let log: DropLog
    @State private var isOver = false

    var body: some View {
        VStack(spacing: 0) {
            Text("Apple")
                .frame(maxWidth: .infinity)
                .frame(height: 100)
                .onDrag { ItemProvider(object: "Apple" as NSString) }
            Text(isOver ? "Drop it!" : "Bin")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(isOver ? Color.green : Color.gray)
                .onDrop(of: [.plainText], delegate: BinDelegate(isOver: $isOver, log: log))
        }
    }
}

/// Cards in a list, each draggable, beside a column that takes cards (dropDestination).
struct CardBoard: View {
    @State var todo = [Card(title: "Write"), Card(title: "Test"), Card(title: "Ship")]
    @State var done: [Card] = []
    @State var isTargeted = false

    var body: some View {
        HStack(spacing: 0) {
            List {
                ForEach(todo) { card in
                    Text(card.title).draggable(card)
                }
            }
            .frame(width: 200)
            VStack {
                Text(isTargeted ? "Done (drop here)" : "Done")
                ForEach(done) { card in Text(card.title) }
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .dropDestination(for: Card.self) { cards, _ in
                todo.removeAll { cards.contains($0) }
                done += cards
                return true
            } isTargeted: { isTargeted = $0 }
        }
    }
}

/// A word dragged with a preview of its own (`onDrag(_:preview:)`).
struct WordWithBadge: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Apple")
                .frame(maxWidth: .infinity)
                .frame(height: 100)
                .onDrag { ItemProvider(object: "Apple" as NSString) } preview: {
                    Text("Dragging").frame(width: 60, height: 30)
                }
            Spacer()
        }
    }
}
