/// The cells of one view, as UIKit keeps them: the class registered for each reuse
/// identifier, the visible cells by presentation index path, and the spare cells waiting to
/// be dequeued again. Only visible items have cells; the pool never grows with the count.
/// A class: making a cell calls the data source, which dequeues from the pool meanwhile.
///
/// The visible cells are subviews of ``container`` — and so are in the window, with whatever
/// the application put in their `contentView` (SEMANTICS 47) — and spare cells are in no view.
@MainActor
final class CellPool {
    private var registrations: [String: CollectionViewCell.Type] = [:]
    private var spare: [String: [CollectionViewCell]] = [:]
    /// Visible cells by presentation index path.
    var visible: [IndexPath: CollectionViewCell] = [:]
    /// The view the visible cells are subviews of, laid out in content coordinates: its owner
    /// keeps it at minus the scroll offset, so a cell's frame is its layout frame.
    let container = View(identifier: "cells")

    /// Cells dequeued with `identifier` are made of `cellClass` from now on.
    func register(_ cellClass: CollectionViewCell.Type, for identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A spare cell of `identifier` (made ready for reuse), or a new one of its registered
    /// class — a plain ``CollectionViewCell`` for an identifier never registered.
    func dequeue(_ identifier: String) -> CollectionViewCell {
        let cell: CollectionViewCell
        if let recycled = spare[identifier]?.popLast() {
            recycled.prepareForReuse()
            cell = recycled
        } else {
            cell = (registrations[identifier] ?? CollectionViewCell.self).init(identifier: identifier)
        }
        cell.reuseIdentifier = identifier
        cell.configurationCount &+= 1
        return cell
    }

    /// Puts `cell` among the spare cells of its identifier; it leaves the window, with its subviews.
    func enqueue(_ cell: CollectionViewCell) {
        if cell.superview != nil { cell.removeFromSuperview() }
        spare[cell.reuseIdentifier, default: []].append(cell)
    }

    /// Every visible cell becomes spare.
    func recycleAll() {
        for cell in visible.values { enqueue(cell) }
        visible.removeAll()
    }

    /// Visible cells follow their items after a change: `destination` gives a cell's new
    /// presentation path and frame, or nil for a cell whose item went (deleted, reloaded,
    /// scrolled out), which becomes spare.
    func follow(_ destination: (IndexPath) -> (path: IndexPath, frame: Rect)?) {
        var kept: [IndexPath: CollectionViewCell] = [:]
        for (path, cell) in visible {
            guard let (newPath, frame) = destination(path) else {
                enqueue(cell)
                continue
            }
            cell.frame = frame
            kept[newPath] = cell
        }
        visible = kept
    }

    /// Makes the cells of exactly the `visible` paths: cells that left become spare, cells
    /// that stay take their frames as they are now (after a resize, a new width or new sizes
    /// they would otherwise be drawn at old places), and `make` gives the new ones.
    /// - Complexity: O(visible cells before and after).
    func layOut(visible: Set<IndexPath>, frame: (IndexPath) -> Rect?, make: (IndexPath) -> CollectionViewCell?) {
        for (path, cell) in self.visible where !visible.contains(path) {
            self.visible[path] = nil
            enqueue(cell)
        }
        var shown: [View] = []
        for (path, cell) in self.visible {
            if let frame = frame(path), cell.frame != frame { cell.frame = frame }
            // A visible cell the application took out of the view comes back, as it is shown.
            if cell.superview !== container { shown.append(cell) }
        }
        for path in visible where self.visible[path] == nil {
            guard let cell = make(path) else { continue }
            if let frame = frame(path), cell.frame != frame { cell.frame = frame }  // beside an open gap, say
            self.visible[path] = cell
            if cell.superview !== container { shown.append(cell) }
        }
        container.addSubviews(shown)
    }

    /// How many cells exist: visible plus spare.
    var allocatedCount: Int { visible.count + spare.values.reduce(0) { $0 + $1.count } }
}
