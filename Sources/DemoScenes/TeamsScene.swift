import DragDrop
import Foundation

/// Seed 000: teams grouped by division, in three switchable variants that leave the same
/// model for the same gestures.
///
/// - `.classic`: reorder handles, no drag and drop; `targetIndexPathForMove` keeps moves
///   inside the division.
/// - `.dragAndDrop`: UIKit's table drag and drop delegates. Within a division the intent
///   is automatic (a gap opens; over the middle of a team the drop means "play a match");
///   onto a team of another division it is insert-into: a match is scheduled.
/// - Both: text from another application — names, one a line — adds teams to the division
///   under the pointer. Where in the division is the scene's to decide (the end), so the
///   proposal's intent is *unspecified*, and the table outlines the whole division while the
///   text hovers (SEMANTICS 12).
/// - `.swiftUI`: see `TeamsSwiftUIScene`.
@MainActor
package final class TeamsScene: TableViewReorderingDataSource, TableViewDelegate, TableViewDragDelegate, TableViewDropDelegate {
    package enum Variant: String, CaseIterable, Sendable {
        case classic, dragAndDrop
    }

    package static let hint = "Drag a team to sort its division; drop it onto a team of another division to schedule a match."
    /// The model and its undo history.
    package let document: TeamsDocument
    package var model: TeamsModel { document.model }
    /// Where the scene's changes are undone: the document's.
    package var undoManager: UndoManager { document.undoManager }
    /// Called after every change of the model (a move, a match, an undo).
    package var onModelChange: (() -> Void)?
    package let tableView: TableView
    package var variant: Variant { didSet { applyVariant() } }
    /// The highlight behind the destination row.
    package private(set) var backdrop = DropZoneBackdrop() {
        didSet { if backdrop.changes.count > oldValue.changes.count, let change = backdrop.changes.last { onBackdropChange?(change) } }
    }
    /// Called with each change of the backdrop, for the front end to show.
    package var onBackdropChange: ((DropZoneBackdrop.Change) -> Void)?
    /// Called when dropped text added no team, or could not be read (the message says why).
    package var onFailure: ((String) -> Void)?

    package convenience init(frame: Rect, model: TeamsModel = .sample, variant: Variant = .dragAndDrop) {
        self.init(frame: frame, document: TeamsDocument(model: model), variant: variant)
    }

    /// A scene showing `document` (the scene shown last hears its changes).
    package init(frame: Rect, document: TeamsDocument, variant: Variant = .dragAndDrop) {
        self.document = document
        self.variant = variant
        tableView = TableView(identifier: "teams", frame: frame, rowHeight: 44, sectionHeaderHeight: 28)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Team")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        applyVariant()
        tableView.reloadData()
        document.onChange = { [unowned self] in
            if document.isUndoingOrRedoing { tableView.reloadData() }
            onModelChange?()
        }
    }

    private func applyVariant() {
        tableView.dragInteractionEnabled = variant == .dragAndDrop
    }

    /// Undoes the last change (the undo manager's last step).
    package func undo() {
        undoManager.undo()
    }

    // MARK: Data source

    package func numberOfSections(in tableView: TableView) -> Int { model.divisions.count }

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        model.divisions[section].teams.count
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Team", for: indexPath)
        let team = model.divisions[indexPath.section].teams[indexPath.row]
        cell.content = .text(team.name, detail: team.city)
        return cell
    }

    package func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        model.divisions[section].name
    }

    // MARK: Classic reorder

    package func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { variant == .classic }

    package func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        document.change("Move Team") { $0.moveTeam(from: sourceIndexPath, to: destinationIndexPath) }
    }

    /// Keeps a classic move inside its division: past the top goes first, past the bottom last.
    package func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposed: IndexPath) -> IndexPath {
        if proposed.section < sourceIndexPath.section { return IndexPath(row: 0, section: sourceIndexPath.section) }
        if proposed.section > sourceIndexPath.section {
            return IndexPath(row: tableView.numberOfRows(inSection: sourceIndexPath.section) - 1, section: sourceIndexPath.section)
        }
        return proposed
    }

    // MARK: Drag: the source index path as the local object

    package func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let team = model.team(at: indexPath) else { return [] }
        let item = DragItem(itemProvider: ItemProvider(object: team.name))
        item.localObject = indexPath
        return [item]
    }

    /// The lifted row has rounded corners: the cell inset by 5 with radius 12.
    package func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? {
        let rect = tableView.rectForRow(at: indexPath)
        guard rect != .zero else { return nil }
        return .roundedRect(Rect(origin: .zero, size: rect.size), inset: 5, cornerRadius: 12)
    }

    // MARK: Drop

    /// A team from this table, or text (names) from another application.
    package func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        session.localDragSession != nil || session.canLoadObjects(ofClass: String.self)
    }

    package func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        if session.localDragSession == nil {
            // Names from elsewhere join the division under the pointer, at its end: the
            // division is the place, so the intent is unspecified and the table outlines it.
            backdrop.hide()
            return TableViewDropProposal(operation: destinationIndexPath == nil ? .forbidden : .copy, intent: .unspecified)
        }
        guard let source = session.items.first?.localObject as? IndexPath, let destination = destinationIndexPath else {
            backdrop.hide()
            return TableViewDropProposal(operation: .forbidden)
        }
        if source.section == destination.section {
            // Past the last row (an append) the row above stands for the place.
            let rect = tableView.rectForRow(at: destination)
            backdrop.show(rect != .zero ? rect : tableView.rectForRow(at: IndexPath(row: destination.row - 1, section: destination.section)))
            return TableViewDropProposal(operation: .move, intent: .automatic)
        }
        // Another division: only onto a team.
        guard let target = tableView.indexPathForRow(at: session.location(in: tableView)) else {
            backdrop.hide()
            return TableViewDropProposal(operation: .forbidden)
        }
        backdrop.show(tableView.rectForRow(at: target))
        return TableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
    }

    package func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        backdrop.hide()
        if coordinator.session.localDragSession == nil {
            addTeams(from: coordinator)
            return
        }
        guard let dropItem = coordinator.items.first, let source = dropItem.sourceIndexPath,
              let destination = coordinator.destinationIndexPath else { return }
        switch coordinator.proposal.intent {
        case .insertAtDestinationIndexPath:
            guard destination.section == source.section else { return }
            let clamped = IndexPath(row: min(destination.row, model.divisions[source.section].teams.count - 1), section: source.section)
            tableView.performBatchUpdates {
                document.change("Move Team") { $0.moveTeam(from: source, to: clamped) }
                tableView.deleteRows(at: [source], with: .automatic)
                tableView.insertRows(at: [clamped], with: .automatic)
            }
            coordinator.drop(dropItem.dragItem, toRowAt: clamped)
        case .insertIntoDestinationIndexPath:
            // "Interact": the two teams play a match; the dragged team flies back home.
            if destination != source { document.change("Schedule Match") { $0.scheduleMatch(source, against: destination) } }
            coordinator.drop(dropItem.dragItem, toRowAt: source)
        case .unspecified, .automatic:
            break
        }
    }

    /// Adds the names the dropped text holds (one a line) to the end of the division the drop
    /// went into, once the text has loaded; a drop that adds nothing is said, with why.
    private func addTeams(from coordinator: TableViewDropCoordinator) {
        guard let division = coordinator.destinationIndexPath?.section else {
            onFailure?("The names were not dropped into a division")
            return
        }
        let dropped = DroppedStrings(from: coordinator.session)
        Task { @MainActor [weak self] in
            let (texts, failures) = await dropped.load()
            let names = texts.flatMap { $0.components(separatedBy: .newlines) }
            guard let self else { return }
            if let failure = failures.first { onFailure?("Could not read the dropped names: \(failure)") }
            guard model.divisions.indices.contains(division) else {
                onFailure?("The division the names were dropped into is gone")
                return
            }
            let start = model.divisions[division].teams.count
            var added: [String] = []
            tableView.performBatchUpdates {
                added = document.change("Add Teams") { $0.addTeams(named: names, toDivision: division) }
                tableView.insertRows(at: added.indices.map { IndexPath(row: start + $0, section: division) }, with: .automatic)
            }
            if added.isEmpty && failures.isEmpty {
                onFailure?("No team added to \(model.divisions[division].name): the dropped text names none the league lacks")
            }
        }
    }

    package func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) { backdrop.hide() }
    package func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) { backdrop.hide() }
}
