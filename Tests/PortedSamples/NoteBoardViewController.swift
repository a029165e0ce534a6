// A board of notes in the shape of Apple's custom-view drag-and-drop sample, written for
// this project in UIKit's idiom (kept as iOS code, uncompiled; the port beside it is the
// same code renamed). A custom view subclass takes dropped text, highlights while a drag
// is over it (animated) and drags its note out again.

import DragDrop

class NoteView: View, DragInteractionDelegate, DropInteractionDelegate {
    var note: String?
    var isHighlighted = false

    override init(frame: Rect) {
        super.init(frame: frame)
        addInteraction(DragInteraction(delegate: self))
        addInteraction(DropInteraction(delegate: self))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: DragInteractionDelegate

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let note = note else { return [] }
        let item = DragItem(itemProvider: ItemProvider(object: note as NSString))
        item.localObject = note
        return [item]
    }

    // MARK: DropInteractionDelegate

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        return session.canLoadObjects(ofClass: NSString.self) && session.items.count == 1
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        View.animate(withDuration: 0.2) {
            self.isHighlighted = true
            self.frame = self.frame.insetBy(dx: -4, dy: -4)
        }
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        if session.localDragSession?.localContext as? NoteView === self {
            return DropProposal(operation: .cancel)
        }
        return DropProposal(operation: session.localDragSession == nil ? .copy : .move)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        unhighlight()
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        session.loadObjects(ofClass: NSString.self) { items in
            self.note = (items as! [String]).first
        }
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        if isHighlighted {
            unhighlight()
        }
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        session.localContext = self
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        if operation == .move {
            note = nil
        }
    }

    private func unhighlight() {
        View.animate(withDuration: 0.2) {
            self.isHighlighted = false
            self.frame = self.frame.insetBy(dx: 4, dy: 4)
        }
    }
}

class NoteBoardViewController: ViewController {
    let notes = [NoteView(frame: Rect(x: 20, y: 20, width: 120, height: 80)),
                 NoteView(frame: Rect(x: 180, y: 20, width: 120, height: 80)),
                 NoteView(frame: Rect(x: 20, y: 140, width: 120, height: 80))]

    override func viewDidLoad() {
        super.viewDidLoad()
        notes[0].note = "Buy milk"
        notes[1].note = "Call Oslo"
        for note in notes {
            view.addSubview(note)
        }
    }
}
