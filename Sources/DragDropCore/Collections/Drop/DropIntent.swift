/// Where a drop over an indexed view goes (UIKit's `UICollectionViewDropIntent` /
/// `UITableViewDropIntent`; SEMANTICS 12–13).
public enum DropIntent: Sendable, Hashable, CustomStringConvertible {
    /// Accepted, with no gap; where in the section is the application's to decide. The
    /// section under the pointer is highlighted (``DropHighlight/section(_:_:)``; UIKit
    /// leaves this feedback to the application, SEMANTICS 12). The coordinator's
    /// `destinationIndexPath` is the row under the pointer, or, between rows and past the
    /// last one, the place the pointer falls (the section's end below its last row).
    case unspecified
    /// Between items: the gap opens at the destination, neighbours slide aside.
    case insertAtDestinationIndexPath
    /// Onto the item at the destination: it is highlighted, nothing moves.
    case insertIntoDestinationIndexPath
    /// Chosen from the pointer's position in the cell: the middle half means into, the
    /// first and last quarters mean before and after (ours, for collections too).
    case automatic

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .insertAtDestinationIndexPath: "insertAt"
        case .insertIntoDestinationIndexPath: "insertInto"
        case .automatic: "automatic"
        }
    }
}

/// UIKit's `UICollectionViewDropIntent`.
public typealias CollectionViewDropIntent = DropIntent
/// UIKit's `UITableViewDropIntent`.
public typealias TableViewDropIntent = DropIntent

/// A drop proposal for a collection or table view: an operation and an intent (UIKit's
/// `UICollectionViewDropProposal` / `UITableViewDropProposal`).
public final class IndexedDropProposal: DropProposal, @unchecked Sendable {
    /// Where the drop goes: between items, into one, or decided by the pointer.
    public let intent: DropIntent

    /// A proposal of `operation` with `intent`.
    public init(operation: DropOperation, intent: DropIntent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// The iOS 11 spelling, which Apple's early samples use; deprecated there as here.
    @available(*, deprecated, renamed: "init(operation:intent:)")
    public convenience init(dropOperation operation: DropOperation, intent: DropIntent) {
        self.init(operation: operation, intent: intent)
    }

    public override func withOperation(_ operation: DropOperation) -> DropProposal {
        IndexedDropProposal(operation: operation, intent: intent)
    }

    /// The same proposal with a resolved intent.
    func withIntent(_ intent: DropIntent) -> IndexedDropProposal {
        IndexedDropProposal(operation: operation, intent: intent)
    }

    public override var description: String { "DropProposal(\(operation), \(intent))" }
}

/// UIKit's `UICollectionViewDropProposal`.
public typealias CollectionViewDropProposal = IndexedDropProposal
/// UIKit's `UITableViewDropProposal`.
public typealias TableViewDropProposal = IndexedDropProposal
