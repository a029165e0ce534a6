import DragDrop
import DragDropTesting
import Testing

// Seed 000 (sorting teams by division, three ways): the article's snippets (flattened
// onto single lines in the stored copy, laid out again here), ported with renames only (UITableView → TableView, UIDragItem → DragItem, NSItemProvider →
// ItemProvider, UIDragPreviewParameters → DragPreviewParameters, UIBezierPath →
// BezierPath, CGRect → Rect) and Swift 6 annotations. The article shows signatures and
// fragments; the bodies it leaves out (the model, move and interact) are the plainest ones.
// Left out: `UIView.animate` around the backdrop's frame (there is no headless
// animation; the GTK demo animates it), SwiftUI's view bodies (rows are plain views).

struct Division: Hashable, Sendable {
    let id: Int
    let name: String
}

struct Group: Hashable, Sendable {
    let division: Division
    var teams: [String]
}

let sampleGroups = [
    Group(division: Division(id: 0, name: "North"), teams: ["Bears", "Wolves", "Elks", "Owls"]),
    Group(division: Division(id: 1, name: "South"), teams: ["Sharks", "Crabs", "Rays"]),
    Group(division: Division(id: 2, name: "East"), teams: ["Hawks", "Foxes", "Lynxes"]),
]

// MARK: 1. Classic reordering: the data source in the table's edit mode

@MainActor
final class ClassicTeamsController: TableViewDataSource, TableViewDelegate {
    var groups = sampleGroups
    let tableView = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 700), rowHeight: 44, sectionHeaderHeight: 28)

    func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Team")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.isEditing = true  // "it works only in the table's edit mode"
    }

    func numberOfSections(in tableView: TableView) -> Int { groups.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { groups[section].teams.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Team", for: indexPath)
        cell.textLabel?.text = groups[indexPath.section].teams[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    func tableView(
        _ tableView: TableView,
        moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        let team = groups[sourceIndexPath.section].teams.remove(at: sourceIndexPath.row)
        groups[destinationIndexPath.section].teams.insert(team, at: destinationIndexPath.row)
    }

    func tableView(
        _ tableView: TableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath.section == sourceIndexPath.section ? proposedDestinationIndexPath : sourceIndexPath
    }
}

// MARK: 2. Drag and drop: sort within a division, "interact" across divisions

@MainActor
final class DragDropTeamsController: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
    var groups = sampleGroups
    var matches: [(String, String)] = []
    let tableView = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 700), rowHeight: 44, sectionHeaderHeight: 28)
    let backdropView = View(identifier: "backdrop")
    lazy var backdrop = backdropView

    func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Team")
        tableView.dataSource = self
        let dragDelegate = self, dropDelegate = self
        tableView.dragDelegate = dragDelegate
        tableView.dropDelegate = dropDelegate
        tableView.dragInteractionEnabled = true
    }

    func numberOfSections(in tableView: TableView) -> Int { groups.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { groups[section].teams.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Team", for: indexPath)
        cell.textLabel?.text = groups[indexPath.section].teams[indexPath.row]
        return cell
    }

    func tableView(
        _ tableView: TableView,
        itemsForBeginning session: DragSession,
        at indexPath: IndexPath
    ) -> [DragItem] {
        let item = DragItem(itemProvider: ItemProvider())
        item.localObject = indexPath
        return [item]
    }

    func tableView(
        _ tableView: TableView,
        dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        if let destinationIndexPath = destinationIndexPath {
            let newFrame = tableView.rectForRow(at: destinationIndexPath)
            if backdropView.frame == .zero {
                backdropView.frame = newFrame
            } else {
                backdropView.frame = newFrame
            }
        } else {
            backdropView.frame = .zero
        }
        guard
            let item = session.items.first,
            let fromIndexPath = item.localObject as? IndexPath,
            let toIndexPath = destinationIndexPath
        else {
            backdrop.frame = .zero
            return TableViewDropProposal(operation: .forbidden)
        }
        if fromIndexPath.section == toIndexPath.section {
            return TableViewDropProposal(operation: .move, intent: .automatic)
        }
        return TableViewDropProposal(
            operation: .move,
            intent: .insertIntoDestinationIndexPath
        )
    }

    func tableView(
        _ tableView: TableView,
        performDropWith coordinator: TableViewDropCoordinator
    ) {
        guard let item = coordinator.items.first?.dragItem, let sourceIndexPath = item.localObject as? IndexPath,
              let destinationIndexPath = coordinator.destinationIndexPath else { return }
        switch coordinator.proposal.intent {
        case .insertAtDestinationIndexPath:
            move(from: sourceIndexPath, to: destinationIndexPath)
            coordinator.drop(item, toRowAt: destinationIndexPath)
        case .insertIntoDestinationIndexPath:
            interact(from: sourceIndexPath, to: destinationIndexPath)
            coordinator.drop(item, toRowAt: sourceIndexPath)
        default:
            break
        }
    }

    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {
        backdropView.frame = .zero
    }

    func tableView(
        _ tableView: TableView,
        dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> DragPreviewParameters? {
        guard
            let cell = tableView.cellForRow(at: indexPath)
        else {
            return nil
        }
        let preview = DragPreviewParameters()
        preview.visiblePath = BezierPath(roundedRect: cell.bounds.insetBy(dx: 5, dy: 5), cornerRadius: 12)
        return preview
    }

    private func move(from source: IndexPath, to destination: IndexPath) {
        let last = groups[source.section].teams.count - 1
        let target = IndexPath(row: min(destination.row, last), section: source.section)
        tableView.performBatchUpdates {
            let team = groups[source.section].teams.remove(at: source.row)
            groups[target.section].teams.insert(team, at: target.row)
            tableView.moveRow(at: source, to: target)
        }
    }

    private func interact(from source: IndexPath, to destination: IndexPath) {
        matches.append((groups[source.section].teams[source.row], groups[destination.section].teams[destination.row]))
    }
}

// MARK: 3. SwiftUI: onMove, and onDrag / onDrop with a struct DropDelegate

struct DropItem: Hashable, Codable, ItemProviderWriting {
    let division: Int
    let team: String

    static let writableTypeIdentifiersForItemProvider = [TypeIdentifier.json]

    func loadData(withTypeIdentifier type: TypeIdentifier) async throws -> Data {
        try JSONEncoder().encode(self)
    }
}

@MainActor
struct TeamsDropDelegate: DropDelegate {
    private let uuid = UUID()
    let droppedItem: DropItem
    @Binding var draggedItem: DropItem?
    @Binding var items: [Group]

    init(droppedItem: DropItem, draggedItem: Binding<DropItem?>, items: Binding<[Group]>) {
        self.droppedItem = droppedItem
        self._draggedItem = draggedItem
        self._items = items
    }

    func performDrop(info: DropInfo) -> Bool {
        draggedItem = nil
        return true
    }

    func dropEntered(info: DropInfo) {
        guard let draggedItem = self.draggedItem else {
            return
        }

        guard
            draggedItem.team != droppedItem.team,
            draggedItem.division == droppedItem.division,
            let divisionIndex = items.firstIndex(where: { $0.division.id == draggedItem.division }),
            let from = items[divisionIndex].teams.firstIndex(of: draggedItem.team),
            let to = items[divisionIndex].teams.firstIndex(of: droppedItem.team)
        else {
            return
        }

        // withAnimation(.default) { … }: no headless animation.
        self.items[divisionIndex].teams.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
    }
}

@MainActor
final class TeamsViewModel {
    var groups = sampleGroups
}

@MainActor
final class SwiftUITeamsScreen {
    @State var viewModel = TeamsViewModel()
    @State var draggedItem: DropItem?
    private(set) var rows: [String: View] = [:]

    /// One row view per team with the article's modifiers, stacked 44 points apart.
    func body() -> [View] {
        var y = 0.0
        var views: [View] = []
        for group in viewModel.groups {
            for team in group.teams {
                let teamView = View(identifier: team, frame: Rect(x: 0, y: y, width: 400, height: 44))
                teamView
                    .onDrag({
                        let draggedItem = DropItem(division: group.division.id, team: team)
                        self.draggedItem = draggedItem
                        return ItemProvider(
                            object: draggedItem
                        )
                    })
                    .onDrop(
                        of: DropItem.writableTypeIdentifiersForItemProvider,
                        delegate: TeamsDropDelegate(
                            droppedItem: DropItem(division: group.division.id, team: team),
                            draggedItem: $draggedItem,
                            items: $viewModel.groups
                        )
                    )
                rows[team] = teamView
                views.append(teamView)
                y += 44
            }
        }
        return views
    }
}

@MainActor
@Suite("Ported seed 000: teams by division", .timeLimit(.minutes(1)))
struct Seed000TeamsPort {
    let driver = HeadlessDragDriver()

    func window(_ views: View...) -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        driver.makeApplication("teams").addWindow(window)
        views.forEach(window.addSubview)
        return window
    }

    @Test("Classic: in edit mode the rows show handles; a move stays inside its division")
    func classic() {
        let controller = ClassicTeamsController()
        controller.viewDidLoad()
        let table = controller.tableView
        #expect(table.showsReorderControl(at: IndexPath(row: 0, section: 0)))
        let third = table.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(driver.dragReorderHandle(of: IndexPath(row: 0, section: 0), in: table, to: Point(x: 200, y: third.minY + 40)))
        #expect(controller.groups[0].teams == ["Wolves", "Elks", "Bears", "Owls"])
        // Into another division: redirected back to its own section, nothing crosses.
        let south = table.rectForRow(at: IndexPath(row: 1, section: 1))
        #expect(driver.dragReorderHandle(of: IndexPath(row: 0, section: 0), in: table, to: Point(x: 200, y: south.midY)))
        #expect(controller.groups[1].teams == sampleGroups[1].teams)
        #expect(controller.groups[0].teams.count == 4)
        #expect(table.diagnostics.isEmpty)
    }

    @Test("Classic, as on iOS: outside edit mode there are no handles")
    func classicNeedsEditMode() {
        let controller = ClassicTeamsController()
        controller.viewDidLoad()
        controller.tableView.isEditing = false
        #expect(!controller.tableView.showsReorderControl(at: IndexPath(row: 0, section: 0)))
        #expect(!driver.dragReorderHandle(of: IndexPath(row: 0, section: 0), in: controller.tableView, to: Point(x: 200, y: 200)))
        #expect(controller.groups == sampleGroups)
    }

    @Test("Drag and drop: sort by the row's edge, interact over its middle, refuse across divisions' gaps")
    func dragAndDrop() {
        let controller = DragDropTeamsController()
        controller.viewDidLoad()
        let table = controller.tableView
        _ = window(table, controller.backdropView)
        func point(_ path: IndexPath, _ y: Double) -> Point {
            let frame = table.rectForRow(at: path)
            return Point(x: frame.midX, y: frame.minY + frame.height * y)
        }
        // Lower quarter of the third team: insert after it (automatic intent).
        #expect(driver.press(at: point(IndexPath(row: 0, section: 0), 0.5)))
        driver.move(to: point(IndexPath(row: 2, section: 0), 0.9), steps: 4)
        #expect(controller.backdropView.frame == table.rectForRow(at: IndexPath(row: 2, section: 0)))
        #expect(driver.applications[0].liftPreviews.first?.parameters.visiblePath
                == BezierPath(roundedRect: Rect(x: 5, y: 5, width: 390, height: 34), cornerRadius: 12))
        driver.release()
        #expect(controller.groups[0].teams == ["Wolves", "Elks", "Bears", "Owls"])
        #expect(controller.backdropView.frame == .zero)
        // Over a team of another division: a match, nobody moves.
        #expect(driver.drag(from: point(IndexPath(row: 0, section: 1), 0.5), to: point(IndexPath(row: 1, section: 2), 0.5)))
        #expect(controller.matches.map { [$0.0, $0.1] } == [["Sharks", "Foxes"]])
        #expect(controller.groups[1] == sampleGroups[1])
        #expect(table.diagnostics.isEmpty)
    }

    @Test("SwiftUI onMove on one section's ForEach: the handler knows its section")
    func swiftUIOnMove() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 700), rowHeight: 44, sectionHeaderHeight: 28)
        let model = TeamsViewModel()
        final class Source: TableViewDataSource {
            let model: TeamsViewModel
            init(_ model: TeamsViewModel) { self.model = model }
            func numberOfSections(in tableView: TableView) -> Int { model.groups.count }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.groups[section].teams.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Team", for: indexPath)
                cell.textLabel?.text = model.groups[indexPath.section].teams[indexPath.row]
                return cell
            }
        }
        let source = Source(model)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Team")
        table.dataSource = source
        for (index, group) in model.groups.enumerated() where group.division.name == "South" {
            table.onMove(inSection: index, perform: { indices, newOffset in
                model.groups[index].teams.move(fromOffsets: indices, toOffset: newOffset)
            })
        }
        _ = window(table)
        let from = table.rectForRow(at: IndexPath(row: 0, section: 1))
        let to = table.rectForRow(at: IndexPath(row: 2, section: 1))
        #expect(driver.drag(from: Point(x: 200, y: from.midY), to: Point(x: 200, y: to.minY + to.height * 0.9)))
        #expect(model.groups[1].teams == ["Crabs", "Rays", "Sharks"])
        // North has no handler: its rows do not lift.
        let north = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let third = table.rectForRow(at: IndexPath(row: 2, section: 0))
        driver.drag(from: Point(x: 200, y: north.midY), to: Point(x: 200, y: third.maxY - 2))
        let lifts = driver.applications[0].events.filter {
            if case .itemsForBeginning(let count) = $0.kind { count > 0 } else { false }
        }
        #expect(lifts.count == 1)  // the South drag only
        #expect(model.groups[0].teams == sampleGroups[0].teams)
    }

    @Test("SwiftUI onDrag / onDrop with a struct delegate and bindings: live re-sorting inside a division only")
    func swiftUIDragAndDrop() {
        let screen = SwiftUITeamsScreen()
        let views = screen.body()
        let window = window()
        views.forEach(window.addSubview)
        func center(_ team: String) -> Point { screen.rows[team]!.frame.center }
        #expect(driver.press(at: center("Bears")))
        driver.move(to: center("Elks"), steps: 4)
        #expect(screen.draggedItem == DropItem(division: 0, team: "Bears"))
        #expect(screen.viewModel.groups[0].teams == ["Wolves", "Elks", "Bears", "Owls"])
        // On to a team of another division, over Owls (the rows stay where they were drawn).
        driver.move(to: center("Sharks"), steps: 4)
        #expect(screen.viewModel.groups[0].teams == ["Wolves", "Elks", "Owls", "Bears"])
        #expect(screen.viewModel.groups[1].teams == sampleGroups[1].teams)
        driver.release()
        #expect(screen.viewModel.groups[0].teams == ["Wolves", "Elks", "Owls", "Bears"])
        #expect(screen.draggedItem == nil)
    }
}
