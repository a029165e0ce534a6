import DragDrop
import Foundation

/// A board of notes that takes text and pictures by paste and by drop through one
/// `pasteConfiguration`, as UIKit apps do: Ctrl+V over the board, or a drop on it, reaches
/// `paste(itemProviders:)`, which loads a picture (PNG, JPEG… as `Image`) or else attributed
/// text — bold, italic, sizes and colours kept from a browser or a word processor. A note
/// dragged onto the trash fades out (`View.animate { alpha = 0 }`) and is removed when the
/// fade ends.
@MainActor
package final class NotesScene: DragInteractionDelegate, DropInteractionDelegate {
    package static let hint = "Copy text or a picture in another application, then press Ctrl+V over the board (or drop it there); drag a note onto the trash."
    /// How long a removed note takes to fade out, in seconds.
    package static let fadeDuration = 2.0

    /// One note: its text (for a picture, what it is), its picture if it is one, and the view
    /// that shows it (a subview of the board).
    package struct Note {
        package let id: Int
        package let text: NSAttributedString
        package let picture: Image?
        package let view: View
    }

    /// The board: pasted and dropped text and pictures become notes.
    package final class Board: View {
        fileprivate weak var scene: NotesScene?

        override package func paste(itemProviders: [ItemProvider]) {
            scene?.load(itemProviders)
        }
    }

    package let board: Board
    package let trash: View
    package private(set) var notes: [Note] = []
    /// The notes fading out, by id (still shown until the fade ends).
    package private(set) var fading: Set<Int> = []
    /// Why the last paste or drop brought nothing, if it did not.
    package private(set) var lastFailure: String?
    /// Called when the model changed outside a drag event (a load finished, a fade ended).
    package var changed: (() -> Void)?
    private var nextID = 1

    /// The height of a note and the space between notes.
    static let noteHeight = 52.0, spacing = 8.0

    package init(frame: Rect) {
        board = Board(identifier: "notes-board", frame: Rect(x: frame.minX, y: frame.minY, width: frame.width - 180, height: frame.height))
        trash = View(identifier: "notes-trash", frame: Rect(x: frame.maxX - 160, y: frame.minY, width: 160, height: 160))
        board.scene = self
        let pastes = PasteConfiguration(forAccepting: AttributedText.self)
        pastes.addTypeIdentifiers(forAccepting: Image.self)
        board.pasteConfiguration = pastes
        trash.addInteraction(DropInteraction(delegate: self))
    }

    /// Where note `index` is, in the board's coordinates.
    func frameOfNote(at index: Int) -> Rect {
        Rect(x: 10, y: 10 + Double(index) * (Self.noteHeight + Self.spacing), width: board.frame.width - 20, height: Self.noteHeight)
    }

    /// Loads a picture from each provider that offers one, attributed text from the others
    /// (the loads start here, inside the drop or the paste, so a drop from another application
    /// stays open until they finish).
    func load(_ providers: [ItemProvider]) {
        for provider in providers {
            if provider.canLoadObject(ofClass: Image.self) {
                loadPicture(from: provider)
                continue
            }
            _ = provider.loadObject(ofClass: AttributedText.self) { [weak self] text, error in
                let message = error.map { "\($0)" } ?? (text?.attributedString.length == 0 ? "the text is empty" : "no text")
                Task { @MainActor in
                    guard let self else { return }
                    if let text, text.attributedString.length > 0 { self.add(text.attributedString) } else { self.lastFailure = message }
                    self.changed?()
                }
            }
        }
    }

    /// Loads `provider`'s picture into a note; a picture that does not decode says why.
    private func loadPicture(from provider: ItemProvider) {
        _ = provider.loadObject(ofClass: Image.self) { [weak self] picture, error in
            let message = error.map { "\($0)" } ?? "no picture"
            Task { @MainActor in
                guard let self else { return }
                if let picture { self.add(picture) } else { self.lastFailure = message }
                self.changed?()
            }
        }
    }

    /// Adds a note at the end of the board.
    package func add(_ text: NSAttributedString) {
        add(text, picture: nil)
    }

    /// Adds a picture note at the end of the board, its text saying what it is.
    package func add(_ picture: Image) {
        add(NSAttributedString(string: "Picture, \(picture.pixelSize) \(picture.format.rawValue.uppercased())"), picture: picture)
    }

    private func add(_ text: NSAttributedString, picture: Image?) {
        let view = View(identifier: "note-\(nextID)", frame: frameOfNote(at: notes.count))
        view.addInteraction(DragInteraction(delegate: self))
        board.addSubview(view)
        notes.append(Note(id: nextID, text: text, picture: picture, view: view))
        nextID += 1
    }

    /// Fades note `id` out, then removes it (the notes below glide up).
    package func remove(_ id: Int) {
        guard let note = notes.first(where: { $0.id == id }), !fading.contains(id) else { return }
        fading.insert(id)
        View.animate(withDuration: Self.fadeDuration, animations: { note.view.alpha = 0 }, completion: { [weak self] _ in
            self?.finishRemoving(id)
        })
    }

    private func finishRemoving(_ id: Int) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].view.removeFromSuperview()
        notes.remove(at: index)
        fading.remove(id)
        View.animate(withDuration: 0.25) {
            for (index, note) in notes.enumerated() { note.view.frame = frameOfNote(at: index) }
        }
        changed?()
    }

    // MARK: Notes are dragged as attributed text or their picture (into other applications too)

    package func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let note = notes.first(where: { $0.view === interaction.view }), !fading.contains(note.id) else { return [] }
        let item = DragItem(itemProvider: note.picture.map { ItemProvider(object: $0) } ?? ItemProvider(object: AttributedText(note.text)))
        item.localObject = note.id
        return [item]
    }

    // MARK: The trash takes this board's notes

    package func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.items.contains { $0.localObject is Int }
    }

    package func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .move)
    }

    package func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        for id in session.items.compactMap({ $0.localObject as? Int }) { remove(id) }
    }
}
