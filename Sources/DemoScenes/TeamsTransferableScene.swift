import DragDrop
import Foundation

/// The team a row carries: the app's own type between its windows and processes, a card
/// file (Markdown) for file managers, and its name as plain text for everyone else.
package struct TeamTransfer: Codable, Hashable, Transferable {
    package static let contentType = TypeIdentifier(exportedAs: "org.dragdrop.demos.team")
    package let name: String
    package let city: String

    package init(name: String, city: String) {
        self.name = name
        self.city = city
    }

    package static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: contentType)
        FileRepresentation(exportedContentType: .markdown) { team in SentTransferredFile(try team.writeCard()) }
            .suggestedFileName { "\($0.name).md" }
        ProxyRepresentation(exporting: \.name)
    }

    /// "# Name\n\nCity\n" in a file named after the team, in a folder of its own.
    func writeCard() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("team-card-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name).md")
        try Data("# \(name)\n\n\(city)\n".utf8).write(to: file)
        return file
    }
}

/// Seed 000 written only with today's SwiftUI API: `Transferable`, `draggable` and
/// `dropDestination` on the table's rows — no drag or drop delegate. It leaves the same
/// model as the other variants for the same gestures: over the top or bottom quarter of a
/// team of its own division a team moves before or after it, over its middle (or over a
/// team of another division) the two play a match; anywhere else in another division the
/// drop is refused, and the drag ends as a cancel.
@MainActor
package final class TeamsTransferableScene: TableViewDataSource {
    /// The model and its undo history.
    package let document: TeamsDocument
    package var model: TeamsModel { document.model }
    /// Where the scene's changes are undone: the document's.
    package var undoManager: UndoManager { document.undoManager }
    package let tableView: TableView
    /// Called after every change of the model (a move, a match, an undo) — a match changes
    /// nothing the table shows, so the table's own change notifications do not cover it.
    package var onModelChange: (() -> Void)?

    package convenience init(frame: Rect, model: TeamsModel = .sample) {
        self.init(frame: frame, document: TeamsDocument(model: model))
    }

    /// A scene showing `document` (the scene shown last hears its changes).
    package init(frame: Rect, document: TeamsDocument) {
        self.document = document
        tableView = TableView(identifier: "teams", frame: frame, rowHeight: 44, sectionHeaderHeight: 28)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Team")
        tableView.dataSource = self
        tableView.draggable { [unowned self] path in self.model.team(at: path).map { TeamTransfer(name: $0.name, city: $0.city) } }
        tableView.dropDestination(for: TeamTransfer.self) { [unowned self] teams, location in
            teams.count == 1 && drop(teams[0], at: location)
        }
        tableView.reloadData()
        document.onChange = { [unowned self] in
            if document.isUndoingOrRedoing { tableView.reloadData() }
            onModelChange?()
        }
    }

    /// Undoes the last change (the undo manager's last step).
    package func undo() {
        undoManager.undo()
    }

    /// Sorts, schedules a match, or refuses.
    private func drop(_ team: TeamTransfer, at location: DropLocation) -> Bool {
        guard let source = position(of: team.name) else { return false }
        if let target = location.item {
            let edge = location.fraction < 0.25 ? 0 : location.fraction > 0.75 ? 1 : nil
            guard target.section == source.section, let edge else {
                if target != source { document.change("Schedule Match") { $0.scheduleMatch(source, against: target) } }
                return true
            }
            return move(source, toInsertion: IndexPath(row: target.row + edge, section: target.section))
        }
        guard location.insertionIndexPath.section == source.section else { return false }
        return move(source, toInsertion: location.insertionIndexPath)
    }

    /// Moves a team to an insertion point of its own division (the point before removal).
    private func move(_ source: IndexPath, toInsertion insertion: IndexPath) -> Bool {
        let final = IndexPath(row: min(insertion.row - (source.row < insertion.row ? 1 : 0),
                                       model.divisions[source.section].teams.count - 1), section: source.section)
        guard final != source else { return true }
        tableView.performBatchUpdates {
            document.change("Move Team") { $0.moveTeam(from: source, to: final) }
            tableView.moveRow(at: source, to: final)
        }
        return true
    }

    private func position(of name: String) -> IndexPath? {
        for (section, division) in model.divisions.enumerated() {
            if let row = division.teams.firstIndex(where: { $0.name == name }) { return IndexPath(row: row, section: section) }
        }
        return nil
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
}
