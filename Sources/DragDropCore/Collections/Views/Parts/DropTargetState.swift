import Foundation

/// What the view knows about a drop session over it, and how a delegate's proposal becomes
/// a concrete intent, destination and highlight (SEMANTICS 12–14, 23–24). Pure: it reads a
/// layout, changes nothing else, so its rules are tested without a view.
@MainActor
struct DropTargetState {
    var isActive = false
    var location: DropLocation?
    /// The last proposal, with its intent resolved.
    var proposal: IndexedDropProposal?
    var destination: IndexPath?
    var insertion: IndexPath?
    var highlight: DropHighlight?
    var coordinator: IndexedDropCoordinator?
    var dropCount = 0

    /// An insertion point in final coordinates: one less when the single dragged item comes
    /// from before it in the same section (SEMANTICS 23–24). `singleSource` is the
    /// presentation path of the only dragged item when it comes from this view.
    static func finalIndexPath(forInsertion insertion: IndexPath, singleSource: IndexPath?) -> IndexPath {
        guard let source = singleSource, source.section == insertion.section, source.item < insertion.item else {
            return insertion
        }
        return IndexPath(item: insertion.item - 1, section: insertion.section)
    }

    /// The destination offered to the delegate at `location`: as in UIKit it depends on the
    /// last intent — the item under the pointer after an insert-into proposal, else the
    /// final insertion point.
    func offeredDestination(at location: DropLocation, singleSource: IndexPath?) -> IndexPath {
        if proposal?.intent == .insertIntoDestinationIndexPath, let item = location.item { return item }
        return Self.finalIndexPath(forInsertion: location.insertionIndexPath, singleSource: singleSource)
    }

    /// Takes the delegate's proposal at `location`: resolves an automatic intent (the middle
    /// half of an item drops into it, its edges beside it), the destination and the
    /// insertion point.
    /// - Returns: what to highlight — the gap for an insertion, the target item for a drop
    ///   into it, the section for an unspecified intent, nothing when the proposal performs
    ///   no drop (a forbidden one still shows its gap or item) or there is no location.
    mutating func resolve(_ delegateProposal: IndexedDropProposal, at location: DropLocation?, singleSource: IndexPath?,
                          layout: any CollectionLayout) -> DropHighlight? {
        func final(_ insertion: IndexPath) -> IndexPath { Self.finalIndexPath(forInsertion: insertion, singleSource: singleSource) }
        self.location = location
        guard let location, delegateProposal.operation.performsDrop || delegateProposal.operation == .forbidden else {
            proposal = delegateProposal.withIntent(location == nil ? .unspecified : delegateProposal.intent)
            destination = location.map { final($0.insertionIndexPath) }
            insertion = location?.insertionIndexPath
            return nil
        }
        var intent = delegateProposal.intent
        var insertion = location.insertionIndexPath
        if intent == .automatic {
            if location.item != nil, (0.25...0.75).contains(location.fraction) {
                intent = .insertIntoDestinationIndexPath
            } else {
                intent = .insertAtDestinationIndexPath
                if let item = location.item {
                    insertion = IndexPath(item: location.fraction < 0.25 ? item.item : item.item + 1, section: item.section)
                }
            }
        }
        proposal = delegateProposal.withIntent(intent)
        self.insertion = insertion
        switch intent {
        case .insertIntoDestinationIndexPath:
            destination = location.item ?? final(insertion)
            return location.item.flatMap { item in layout.frameForItem(at: item).map { .item(item, $0) } }
        case .insertAtDestinationIndexPath:
            destination = final(insertion)
            return layout.gapRect(at: insertion).map { .gap(insertion, $0) }
        case .unspecified, .automatic:
            destination = location.item ?? final(insertion)
            // UIKit opens no gap and leaves the feedback to the application ("you may wish to
            // provide some visual treatment"); DragDrop shows the section the drop goes into.
            guard delegateProposal.operation.performsDrop else { return nil }
            let section = location.item?.section ?? insertion.section
            return layout.frameForSection(section).map { .section(section, $0) }
        }
    }
}
