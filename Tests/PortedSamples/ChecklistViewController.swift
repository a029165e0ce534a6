// A checklist in the shape of Apple's undo samples, written for this project in UIKit's
// idiom (it is kept here as iOS code, uncompiled; the port beside it is the same code
// renamed). Every change registers its undo with the responder chain's undo manager — the
// window's — and a move is one step of two changes.

import DragDrop

class ChecklistViewController: ViewController {
    private(set) var items: [String] = []

    func add(_ item: String) {
        insert(item, at: items.count)
    }

    func insert(_ item: String, at index: Int) {
        items.insert(item, at: index)
        undoManager?.registerUndo(withTarget: self) { controller in
            controller.remove(at: index)
        }
        undoManager?.setActionName("Add \(item)")
    }

    func remove(at index: Int) {
        let item = items.remove(at: index)
        undoManager?.registerUndo(withTarget: self) { controller in
            controller.insert(item, at: index)
        }
        undoManager?.setActionName("Remove \(item)")
    }

    func moveItem(at sourceIndex: Int, to destinationIndex: Int) {
        let item = items[sourceIndex]
        undoManager?.beginUndoGrouping()
        remove(at: sourceIndex)
        insert(item, at: destinationIndex)
        undoManager?.setActionName("Move \(item)")
        undoManager?.endUndoGrouping()
    }
}
