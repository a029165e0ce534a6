import CDragDropGtk
import DemoScenes
import DragDrop
import DragDropGTK
import Foundation

/// Notes: a board with a `pasteConfiguration` (Ctrl+V and drops of text, styles kept, and of
/// pictures) and a trash into which a note fades out, drawn by a view host.
@MainActor
final class NotesPage: DemoPage {
    let name = "notes"
    let title = "Notes"
    let hint = NotesScene.hint
    private var scene: NotesScene?
    private var host: GTKViewHost?
    /// Decodes the picture notes (off the main thread) for the host.
    private lazy var textures = GTKTextureLoader(maxDimension: 512) { [weak self] url in
        guard let picture = await self?.picture(at: url) else { throw CocoaError(.fileNoSuchFile) }
        return picture
    }

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let scene = NotesScene(frame: Rect(origin: region.origin, size: Size(width: 620, height: 440)))
        let host = GTKViewHost(frame: Rect(origin: region.origin, size: Size(width: 620, height: 440)), system: app.system,
                               window: window) { [unowned scene] in Self.items(of: scene) }
        host.afterEvent = changed
        host.imageSource = textures
        scene.changed = { [weak host] in
            host?.sync()
            changed()
        }
        gtk_widget_set_halign(host.widget, GTK_ALIGN_START)
        gtk_widget_set_valign(host.widget, GTK_ALIGN_START)
        self.scene = scene
        self.host = host
        return host.widget
    }

    private static func items(of scene: NotesScene) -> [GTKViewHost.Item] {
        let board = scene.board.frame
        var items = [GTKViewHost.Item(text: scene.notes.isEmpty ? "Paste or drop text or a picture here" : "", frame: board,
                                      cssClass: "notes-board", view: scene.board)]
        for note in scene.notes {
            if note.picture != nil {
                items.append(GTKViewHost.Item(text: note.text.string, frame: note.view.frame.offsetBy(dx: board.minX, dy: board.minY),
                                              cssClass: "note", view: note.view, picture: pictureURL(of: note)))
                continue
            }
            items.append(GTKViewHost.Item(attributedText: note.text, frame: note.view.frame.offsetBy(dx: board.minX, dy: board.minY),
                                          cssClass: "note", view: note.view))
        }
        items.append(GTKViewHost.Item(text: "Trash", frame: scene.trash.frame, cssClass: "notes-trash", view: scene.trash))
        return items
    }

    /// The address the host asks the picture loader for a picture note's picture by.
    private static func pictureURL(of note: NotesScene.Note) -> URL {
        URL(string: "dragdrop-notes-picture:\(note.id)")!
    }

    private func picture(at url: URL) -> Image? {
        scene?.notes.first { Self.pictureURL(of: $0) == url }?.picture
    }

    var state: [String: Any] {
        guard let scene else { return [:] }
        return [
            "notes": scene.notes.map { note -> [String: Any] in
                var state: [String: Any] = ["id": note.id, "text": note.text.string, "alpha": note.view.alpha,
                                            "fading": scene.fading.contains(note.id), "runs": Self.runs(of: note.text)]
                if let picture = note.picture {
                    state["picture"] = ["width": picture.pixelSize.width, "height": picture.pixelSize.height,
                                        "format": picture.format.rawValue]
                }
                return state
            },
            "lastFailure": scene.lastFailure ?? "",
        ]
    }

    /// Each run of a note's text with its font, colours, lines and alignment, as the tests read them.
    private static func runs(of text: NSAttributedString) -> [[String: Any]] {
        var runs: [[String: Any]] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            var run: [String: Any] = ["text": (text.string as NSString).substring(with: range)]
            if let font = attributes[.font] as? TextFont {
                run["bold"] = font.isBold
                run["italic"] = font.isItalic
                run["size"] = font.pointSize
                run["family"] = font.family ?? ""
            }
            if let color = attributes[.foregroundColor] as? TextColor { run["color"] = color.hexString }
            if let background = attributes[.backgroundColor] as? TextColor { run["background"] = background.hexString }
            if let underline = attributes[.underlineStyle] { run["underline"] = underline }
            if let strikethrough = attributes[.strikethroughStyle] { run["strikethrough"] = strikethrough }
            if let paragraph = attributes[.paragraphStyle] as? ParagraphStyle { run["alignment"] = "\(paragraph.alignment)" }
            runs.append(run)
        }
        return runs
    }

    var origins: [String: Point] {
        guard let scene, let origin = host?.originInWindow, let frame = host?.frame else { return [:] }
        let board = Point(x: origin.x + scene.board.frame.minX - frame.minX, y: origin.y + scene.board.frame.minY - frame.minY)
        let trash = Point(x: origin.x + scene.trash.frame.minX - frame.minX, y: origin.y + scene.trash.frame.minY - frame.minY)
        return ["notes": origin, "board": board, "trash": trash]
    }
    var sizes: [String: Size] {
        guard let scene else { return [:] }
        return ["board": scene.board.frame.size, "trash": scene.trash.frame.size]
    }
}
