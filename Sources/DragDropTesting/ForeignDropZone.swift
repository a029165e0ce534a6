import Foundation
@_exported import DragDrop

/// A window of another application that accepts drops, for the headless driver: it takes
/// the types it understands from a drag that leaves this application and records what
/// arrived, the way a text editor or a browser page would.
@MainActor
public final class ForeignDropZone {
    /// What one drop delivered: the types offered, and the data of the accepted types.
    public struct Delivery: Sendable {
        /// The types the drag offered the window.
        public let offeredTypes: [[TypeIdentifier]]
        /// The bytes read, by type.
        public let data: [[TypeIdentifier: Data]]
        /// The types whose reads failed, with why.
        public let failures: [String]
    }

    /// The window's name in events and failures.
    public let identifier: String
    /// Where the window is, in screen coordinates.
    public var frame: Rect
    /// Its stacking level: higher is in front.
    public var level: Int
    /// Types it reads, preferred first; a drag offering none of them is refused (cancel).
    public let acceptedTypes: [TypeIdentifier]
    /// The operation it answers for drags offering a type it reads.
    public let operation: DropOperation
    /// The drops received, oldest first. Data arrives asynchronously after each drop.
    public private(set) var deliveries: [Delivery] = []

    init(identifier: String, frame: Rect, level: Int, acceptedTypes: [TypeIdentifier], operation: DropOperation) {
        self.identifier = identifier
        self.frame = frame
        self.level = level
        self.acceptedTypes = acceptedTypes
        self.operation = operation
    }

    func accepts(_ providers: [ItemProvider]) -> Bool {
        providers.contains { provider in acceptedTypes.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// What this window answers a drag from another application: its operation when the drag
    /// offers a type it reads, else cancel — always cancel for a drag restricted to its own
    /// application (SEMANTICS 4).
    func answer(to session: DragSession) -> DropOperation {
        guard !session.isRestrictedToDraggingApplication,
              accepts(session.items.map { $0.itemProvider.exportedForOtherProcesses() }) else { return .cancel }
        return operation
    }

    /// Loads every accepted type of every item (off the main actor), then records it.
    func receive(_ providers: [ItemProvider]) async {
        let offered = providers.map(\.registeredTypeIdentifiers)
        var data: [[TypeIdentifier: Data]] = []
        var failures: [String] = []
        for provider in providers {
            var received: [TypeIdentifier: Data] = [:]
            for type in acceptedTypes where provider.hasItemConformingToTypeIdentifier(type) {
                do { received[type] = try await provider.loadDataRepresentation(forTypeIdentifier: type) }
                catch { failures.append(error.description) }
            }
            data.append(received)
        }
        deliveries.append(Delivery(offeredTypes: offered, data: data, failures: failures))
    }
}
