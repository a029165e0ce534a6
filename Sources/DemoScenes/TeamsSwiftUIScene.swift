import DragDrop
import Foundation

/// Seed 000 the SwiftUI way: each team row is a view with `onDrag` and its own drop
/// delegate that holds the row's team; the scene re-sorts live in `dropEntered` /
/// `dropUpdated`, only within the dragged team's division, with hysteresis so the rows do
/// not flicker; every delegate hears `dropSessionEnded` and the source hears `onEnd`, so
/// the dragged team is never left stuck, even when dropped outside every row (SEMANTICS 30–31).
@MainActor
package final class TeamsSwiftUIScene {
    package static let rowHeight = 44.0
    package static let headerHeight = 28.0

    /// The model and its undo history.
    package let document: TeamsDocument
    package var model: TeamsModel { document.model }
    /// Where the scene's changes are undone: the document's.
    package var undoManager: UndoManager { document.undoManager }
    /// Called after every change of the model (a move, a match, an undo).
    package var onModelChange: (() -> Void)?
    /// The row views, division by division, in model order; add them to a window.
    package private(set) var rows: [[View]] = []
    package let frame: Rect
    /// The team being dragged, set by `onDrag`, cleared by the end of the drag.
    package private(set) var draggedTeam: Team?
    private let hysteresis = LiveReorderHysteresis()
    private var delegates: [TeamRowDropDelegate] = []

    package convenience init(frame: Rect, model: TeamsModel = .sample) {
        self.init(frame: frame, document: TeamsDocument(model: model))
    }

    /// A scene showing `document` (the scene shown last hears its changes).
    package init(frame: Rect, document: TeamsDocument) {
        self.frame = frame
        self.document = document
        for division in model.divisions {
            rows.append(division.teams.map { team in makeRow(for: team) })
        }
        layoutRows()
        document.onChange = { [unowned self] in
            if document.isUndoingOrRedoing { layoutRows() }
            onModelChange?()
        }
    }

    /// Every row view.
    package var views: [View] { rows.flatMap { $0 } }

    /// The division headers above the rows, in window coordinates.
    package var headers: [(title: String, frame: Rect)] {
        var y = frame.minY
        return model.divisions.map { division in
            defer { y += Self.headerHeight + Double(division.teams.count) * Self.rowHeight }
            return (division.name, Rect(x: frame.minX, y: y, width: frame.width, height: Self.headerHeight))
        }
    }

    /// Undoes the last change of the model.
    package func undo() {
        undoManager.undo()
    }

    private func makeRow(for team: Team) -> View {
        let row = View(identifier: team.name)
        row.onDrag({ [weak self] in
            self?.draggedTeam = team
            return ItemProvider(object: team.name)
        }, localObject: { team }, onEnd: { [weak self] _ in self?.endDrag() })
        let delegate = TeamRowDropDelegate(team: team, scene: self)
        delegates.append(delegate)
        row.onDrop(of: [.plainText], delegate: delegate)
        return row
    }

    /// Stacks the rows in model order under their division headers.
    private func layoutRows() {
        var y = frame.minY
        let byName = Dictionary(uniqueKeysWithValues: views.map { ($0.identifier, $0) })
        for (index, division) in model.divisions.enumerated() {
            y += Self.headerHeight
            rows[index] = division.teams.compactMap { byName[$0.name] }
            for row in rows[index] {
                row.frame = Rect(x: frame.minX, y: y, width: frame.width, height: Self.rowHeight)
                y += Self.rowHeight
            }
        }
    }

    /// The live re-sort: move the dragged team over `target` once the pointer is far
    /// enough into it.
    fileprivate func hover(over target: Team, at location: Point) {
        guard let dragged = draggedTeam, dragged != target,
              let (division, from) = position(of: dragged), let (targetDivision, to) = position(of: target),
              division == targetDivision,
              hysteresis.shouldMove(from: from, to: to, pointerFraction: location.y / Self.rowHeight) else { return }
        document.change("Move Team") {
            $0.moveTeams(inDivision: division, fromOffsets: [from], toOffset: MoveOffsets.swiftUIOffset(forFinalIndex: to, from: from))
        }
        layoutRows()
    }

    fileprivate func endDrag() { draggedTeam = nil }

    private func position(of team: Team) -> (Int, Int)? {
        for (division, content) in model.divisions.enumerated() {
            if let index = content.teams.firstIndex(of: team) { return (division, index) }
        }
        return nil
    }
}

/// One row's drop delegate, holding its team (as SwiftUI's per-row delegates do).
@MainActor
final class TeamRowDropDelegate: DropDelegate {
    let team: Team
    weak var scene: TeamsSwiftUIScene?

    init(team: Team, scene: TeamsSwiftUIScene) {
        self.team = team
        self.scene = scene
    }

    func validateDrop(info: DropInfo) -> Bool { scene?.draggedTeam != nil }

    func dropEntered(info: DropInfo) { scene?.hover(over: team, at: info.location) }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        scene?.hover(over: team, at: info.location)
        return DropProposal(operation: .move)
    }

    func performDrop(info: DropInfo) -> Bool {
        scene?.endDrag()
        return true
    }

    func dropSessionEnded(info: DropInfo) { scene?.endDrag() }
}
