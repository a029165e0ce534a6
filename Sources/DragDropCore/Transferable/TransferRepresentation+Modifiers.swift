import Foundation

/// A representation with changed conditions (what the modifiers return).
public struct ModifiedTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public let entries: [TransferRepresentationEntry<Item>]
}

extension TransferRepresentation {
    /// Exports a value this way only when `condition` holds for it (SwiftUI's
    /// `exportingCondition`); the next representation serves the others.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> ModifiedTransferRepresentation<Item> {
        ModifiedTransferRepresentation(entries: entries.map { entry in
            var entry = entry
            let earlier = entry.exportingCondition
            entry.exportingCondition = { item in (earlier?(item) ?? true) && condition(item) }
            return entry
        })
    }

    /// Offers `name` as the file name of the data (SwiftUI's `suggestedFileName`).
    public func suggestedFileName(_ name: String) -> ModifiedTransferRepresentation<Item> {
        suggestedFileName { _ in name }
    }

    /// Offers a file name made from the value.
    public func suggestedFileName(_ name: @escaping @Sendable (Item) -> String?) -> ModifiedTransferRepresentation<Item> {
        ModifiedTransferRepresentation(entries: entries.map { entry in
            var entry = entry
            entry.suggestedFileName = name
            return entry
        })
    }

    /// Keeps this representation inside the application (`.ownProcess`) or offers it to all.
    public func visibility(_ visibility: ItemProvider.RepresentationVisibility) -> ModifiedTransferRepresentation<Item> {
        ModifiedTransferRepresentation(entries: entries.map { entry in
            var entry = entry
            entry.visibility = visibility
            return entry
        })
    }
}
