// A list of places in the shape of Apple's table-view drag-and-drop sample, written for
// this project in UIKit's idiom (it is kept here as iOS code, uncompiled; the port beside
// it is the same code renamed). Rows drag out as plain text; text dropped from another app
// is inserted; in edit mode a row dragged within the table is reordered by the data source.

import DragDrop

@MainActor  // PORT: Swift 6 (same on iOS in Swift 6 mode)
struct PlaceModel {
    private(set) var placeNames = ["Tokyo", "Lima", "Oslo", "Perth", "Quito"]

    mutating func moveItem(at sourceIndex: Int, to destinationIndex: Int) {
        guard sourceIndex != destinationIndex else { return }
        let place = placeNames.remove(at: sourceIndex)
        placeNames.insert(place, at: destinationIndex)
    }

    mutating func addItem(_ place: String, at index: Int) {
        placeNames.insert(place, at: index)
    }

    func canHandle(_ session: DropSession) -> Bool {
        return session.canLoadObjects(ofClass: NSString.self)
    }

    func dragItems(for indexPath: IndexPath) -> [DragItem] {
        let data = placeNames[indexPath.row].data(using: .utf8)
        let itemProvider = ItemProvider()
        itemProvider.registerDataRepresentation(forTypeIdentifier: TypeIdentifier.plainText.identifier as String, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
        return [DragItem(itemProvider: itemProvider)]
    }
}

class PlaceListViewController: TableViewController, TableViewDragDelegate, TableViewDropDelegate {
    var model = PlaceModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Place")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    // MARK: TableViewDataSource

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return model.placeNames.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Place", for: indexPath)
        cell.textLabel?.text = model.placeNames[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        return true
    }

    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        model.moveItem(at: sourceIndexPath.row, to: destinationIndexPath.row)
    }

    // MARK: TableViewDragDelegate

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        return model.dragItems(for: indexPath)
    }

    // MARK: TableViewDropDelegate

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        return model.canHandle(session)
    }

    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        var dropProposal = TableViewDropProposal(operation: .cancel)
        guard session.items.count == 1 else { return dropProposal }
        if tableView.hasActiveDrag {
            if tableView.isEditing {
                dropProposal = TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
        } else {
            dropProposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        return dropProposal
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        let destinationIndexPath: IndexPath
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let section = tableView.numberOfSections - 1
            let row = tableView.numberOfRows(inSection: section)
            destinationIndexPath = IndexPath(row: row, section: section)
        }
        coordinator.session.loadObjects(ofClass: NSString.self) { items in
            let stringItems = items as! [String]
            var indexPaths = [IndexPath]()
            for (index, item) in stringItems.enumerated() {
                let indexPath = IndexPath(row: destinationIndexPath.row + index, section: destinationIndexPath.section)
                self.model.addItem(item, at: indexPath.row)
                indexPaths.append(indexPath)
            }
            tableView.beginUpdates()
            tableView.insertRows(at: indexPaths, with: .automatic)
            tableView.endUpdates()
        }
    }
}
