// An album list in the shape of Apple's photo-browser drag-and-drop sample, written for
// this project in UIKit's idiom (kept as iOS code, uncompiled; the port beside it is the
// same code renamed). Photos dropped on an album row go into that album; a drag held over a
// row opens the album (spring loading); in edit mode albums reorder by their handles.

import DragDrop

@MainActor  // PORT: Swift 6 (same on iOS in Swift 6 mode)
final class Album {
    let title: String
    var photos: [Image]
    init(title: String, photos: [Image] = []) {
        self.title = title
        self.photos = photos
    }
}

class AlbumSidebarViewController: TableViewController, TableViewDropDelegate {
    var albums = [Album(title: "Trips"), Album(title: "Pets"), Album(title: "Food")]
    var openedAlbum: Album?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Album")
        tableView.dropDelegate = self
        tableView.isSpringLoaded = true
        clearsSelectionOnViewWillAppear = false
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.isSpringLoaded = !editing
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return albums.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Album", for: indexPath)
        cell.textLabel?.text = "\(albums[indexPath.row].title) (\(albums[indexPath.row].photos.count))"
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        openedAlbum = albums[indexPath.row]
    }

    override func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: SpringLoadedInteractionContext) -> Bool {
        return !albums[indexPath.row].title.isEmpty
    }

    override func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        return .none
    }

    override func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        return false
    }

    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let album = albums.remove(at: sourceIndexPath.row)
        albums.insert(album, at: destinationIndexPath.row)
    }

    // MARK: TableViewDropDelegate

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        return session.canLoadObjects(ofClass: Image.self)
    }

    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        guard !tableView.isEditing, let destinationIndexPath = destinationIndexPath, destinationIndexPath.row < albums.count else {
            return TableViewDropProposal(operation: .cancel)
        }
        return TableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        guard let destinationIndexPath = coordinator.destinationIndexPath, destinationIndexPath.row < albums.count else { return }
        let album = albums[destinationIndexPath.row]
        for item in coordinator.items {
            item.dragItem.itemProvider.loadObject(ofClass: Image.self) { object, error in
                DispatchQueue.main.async {
                    guard let image = object as? Image else { return }
                    album.photos.append(image)
                    tableView.reloadRows(at: [destinationIndexPath], with: .none)
                }
            }
            let rect = Rect(x: 8, y: 8, width: 28, height: 28)
            coordinator.drop(item.dragItem, intoRowAt: destinationIndexPath, rect: rect)
        }
    }
}
