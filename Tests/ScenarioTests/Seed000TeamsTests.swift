import DemoScenes
import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Seed 000: teams by division", .timeLimit(.minutes(1)))
struct Seed000TeamsTests {
    let scene = TeamsScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
    var table: TableView { scene.tableView }

    func names(_ division: Int) -> [String] { scene.model.divisions[division].teams.map(\.name) }

    @Test("Division headers: titles from the data source, only the headers in view")
    func headers() {
        #expect(table.titleForHeader(inSection: 2) == "Pacific")
        #expect(table.titleForHeader(inSection: 9) == nil)
        #expect(table.visibleHeaders.map(\.section) == [0, 1, 2, 3])
        #expect(table.visibleHeaders.first?.frame == Rect(x: 0, y: 0, width: 400, height: 28))
        // Scrolled past the first two divisions (28 + 4 × 44 = 204 points each).
        table.contentOffset = Point(x: 0, y: 410)
        #expect(table.visibleHeaders.map(\.section) == [2, 3])
    }

    @Test("Sort inside a division: the gap opens near a team's edge (automatic intent)")
    func sortWithinDivision() {
        let harness = Harness([table])
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 0, section: 0), in: table),
                     to: harness.screenPoint(ofItem: IndexPath(row: 2, section: 0), in: table, y: 0.9))
        #expect(names(0) == ["Liberty Lions", "Bay Bulls", "Harbor Hawks", "Bridge Bears"])
        #expect(scene.model.matches.isEmpty)
        #expect(harness.app.events.contains(DragDropEvent(.didUpdate(proposed: .move, resolved: .move), view: "teams")))
    }

    @Test("Over the middle of a team of the same division the drop means a match")
    func interactWithinDivision() {
        let harness = Harness([table])
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 0, section: 1), in: table),
                     to: harness.screenPoint(ofItem: IndexPath(row: 2, section: 1), in: table, y: 0.5))
        #expect(names(1) == TeamsModel.sample.divisions[1].teams.map(\.name))
        #expect(scene.model.matches.map(\.description) == ["Lake Lynx vs River Rams"])
    }

    @Test("Onto a team of another division: insert-into, a match is scheduled; undo removes it")
    func matchAcrossDivisions() {
        let harness = Harness([table])
        harness.driver.press(at: harness.screenPoint(ofItem: IndexPath(row: 1, section: 0), in: table))
        harness.driver.move(to: harness.screenPoint(ofItem: IndexPath(row: 3, section: 2), in: table, y: 0.1), steps: 5)
        #expect(table.currentDropProposal?.intent == .insertIntoDestinationIndexPath)
        guard case let .item(path, _)? = table.dropHighlight else {
            Issue.record("expected the target row highlighted, got \(String(describing: table.dropHighlight))")
            return
        }
        #expect(path == IndexPath(row: 3, section: 2))
        harness.driver.release()
        #expect(scene.model.matches.map(\.description) == ["Liberty Lions vs Desert Dingoes"])
        #expect(scene.model.teamNames == TeamsModel.sample.teamNames)
        scene.undo()
        #expect(scene.model.matches.isEmpty)
    }

    @Test("Moves across divisions are otherwise refused")
    func refusedAcrossDivisions() {
        let harness = Harness([table])
        harness.driver.press(at: harness.screenPoint(ofItem: IndexPath(row: 0, section: 0), in: table))
        // The header of the Pacific division: no team under the pointer.
        let header = table.rectForHeader(inSection: 2)!
        harness.driver.move(to: harness.screenPoint(header.center, in: table), steps: 5)
        #expect(harness.app.currentOperation == .forbidden)
        #expect(scene.backdrop.frame == nil)
        harness.driver.release()
        #expect(scene.model == TeamsModel.sample)
    }

    @Test("The backdrop: placed at once, then animated over 0.15 s, hidden at the end")
    func backdrop() {
        let harness = Harness([table])
        harness.driver.press(at: harness.screenPoint(ofItem: IndexPath(row: 0, section: 3), in: table))
        harness.driver.move(to: harness.screenPoint(ofItem: IndexPath(row: 1, section: 3), in: table, y: 0.1), steps: 3)
        harness.driver.move(to: harness.screenPoint(ofItem: IndexPath(row: 3, section: 3), in: table, y: 0.9), steps: 3)
        harness.driver.cancel()
        let changes = scene.backdrop.changes
        #expect(changes.first?.animationDuration == 0 && changes.first?.frame != nil)
        #expect(changes.dropFirst().dropLast().allSatisfy { $0.animationDuration == DropZoneBackdrop.animationDuration })
        #expect(changes.count >= 3)
        #expect(changes.last == DropZoneBackdrop.Change(frame: nil, animationDuration: 0))
    }

    @Test("The lifted row has rounded corners: inset 5, radius 12")
    func previewParameters() {
        let harness = Harness([table])
        harness.driver.press(at: harness.screenPoint(ofItem: IndexPath(row: 0, section: 0), in: table))
        harness.driver.move(to: Point(x: 600, y: 600), steps: 3)
        let parameters = harness.app.liftPreviews.first?.parameters
        #expect(parameters?.visiblePath == BezierPath(roundedRect: Rect(x: 5, y: 5, width: 390, height: 34), cornerRadius: 12))
        harness.driver.cancel()
    }

    @Test("Classic reorder: handles, no drag and drop, kept inside the division; same model as drag and drop")
    func classicVariantMatchesDragAndDrop() throws {
        let classic = TeamsScene(frame: Rect(x: 0, y: 0, width: 400, height: 900), variant: .classic)
        let classicTable = classic.tableView
        #expect(classicTable.showsReorderControl(at: IndexPath(row: 0, section: 0)))
        #expect(!table.showsReorderControl(at: IndexPath(row: 0, section: 0)))
        #expect(!classicTable.dragInteractionEnabled)
        // The same gesture in both variants: team 0 to the lower part of team 2.
        let target = classicTable.layoutAttributesForItem(at: IndexPath(row: 2, section: 0))!
        #expect(classicTable.beginInteractiveMovementForItem(at: IndexPath(row: 0, section: 0)))
        classicTable.updateInteractiveMovementTargetPosition(Point(x: target.midX, y: target.minY + target.height * 0.9))
        classicTable.endInteractiveMovement()
        let harness = Harness([table])
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 0, section: 0), in: table),
                     to: harness.screenPoint(ofItem: IndexPath(row: 2, section: 0), in: table, y: 0.9))
        #expect(classic.model == scene.model)
        // A classic move proposed into another division stays in its own.
        let far = classicTable.layoutAttributesForItem(at: IndexPath(row: 1, section: 2))!
        #expect(classicTable.beginInteractiveMovementForItem(at: IndexPath(row: 1, section: 0)))
        classicTable.updateInteractiveMovementTargetPosition(Point(x: far.midX, y: far.midY))
        #expect(classicTable.interactiveMovementTarget == IndexPath(row: 3, section: 0))
        classicTable.endInteractiveMovement()
        #expect(classic.model.divisions[0].teams.last?.name == "Bay Bulls")
        #expect(classic.model.divisions[2] == TeamsModel.sample.divisions[2])
    }

    @Test("Names from another application join the division under the pointer; the division is outlined while they hover (issue 39, 5)")
    func namesFromAnotherApplication() async {
        var failures: [String] = []
        scene.onFailure = { failures.append($0) }
        let harness = Harness([table])
        let text = ExternalItem([.utf8PlainText: Data("Island Ibis\n  Tundra Trolls \n\nHarbor Hawks\n".utf8)])
        harness.driver.beginExternalDrag([text], at: harness.screenPoint(ofItem: IndexPath(row: 0, section: 1), in: table, y: 0.5))
        harness.driver.move(to: harness.screenPoint(ofItem: IndexPath(row: 1, section: 2), in: table, y: 0.5), steps: 4)
        #expect(table.currentDropProposal?.operation == .copy)
        #expect(table.currentDropProposal?.intent == .unspecified)
        guard case let .section(section, band)? = table.dropHighlight else {
            Issue.record("expected Pacific outlined, got \(String(describing: table.dropHighlight))")
            return
        }
        #expect(section == 2)
        #expect(band.minY == table.rectForHeader(inSection: 2)?.minY && band.maxY >= table.rectForRow(at: IndexPath(row: 3, section: 2)).maxY)
        harness.driver.release()
        // Harbor Hawks is already in the league: a team's name is its identity.
        #expect(await harness.driver.waitUntil { names(2).count == 6 })
        #expect(names(2) == TeamsModel.sample.divisions[2].teams.map(\.name) + ["Island Ibis", "Tundra Trolls"])
        #expect(table.numberOfRows(inSection: 2) == 6)
        #expect(failures.isEmpty)
        scene.undo()
        #expect(scene.model.teamNames == TeamsModel.sample.teamNames)
        #expect(table.numberOfRows(inSection: 2) == 4)
    }

    @Test("Text naming only teams the league has adds none, and says so")
    func namesAlreadyInTheLeague() async {
        var failures: [String] = []
        scene.onFailure = { failures.append($0) }
        let harness = Harness([table])
        harness.driver.beginExternalDrag([ExternalItem([.utf8PlainText: Data("Lake Lynx".utf8)])],
                                         at: harness.screenPoint(ofItem: IndexPath(row: 2, section: 0), in: table))
        harness.driver.release()
        #expect(await harness.driver.waitUntil { !failures.isEmpty })
        #expect(failures == ["No team added to Atlantic: the dropped text names none the league lacks"])
        #expect(scene.model.teamNames == TeamsModel.sample.teamNames)
    }
}

@MainActor
@Suite("Seed 000: the four variants agree", .timeLimit(.minutes(1)))
struct TeamsVariantsTests {
    /// One gesture: drag a team from one row to a fraction of another row, in each variant.
    struct Gesture {
        let from: IndexPath
        let to: IndexPath
        let fraction: Double
    }

    static let script = [
        Gesture(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), fraction: 0.9),
        Gesture(from: IndexPath(row: 3, section: 1), to: IndexPath(row: 0, section: 1), fraction: 0.1),
        Gesture(from: IndexPath(row: 1, section: 2), to: IndexPath(row: 3, section: 2), fraction: 0.95),
        Gesture(from: IndexPath(row: 2, section: 3), to: IndexPath(row: 1, section: 3), fraction: 0.05),
    ]

    func runDragAndDrop() -> TeamsModel {
        let scene = TeamsScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
        let harness = Harness([scene.tableView])
        for gesture in Self.script {
            harness.drag(from: harness.screenPoint(ofItem: gesture.from, in: scene.tableView),
                         to: harness.screenPoint(ofItem: gesture.to, in: scene.tableView, y: gesture.fraction))
        }
        return scene.model
    }

    func runClassic() throws -> TeamsModel {
        let scene = TeamsScene(frame: Rect(x: 0, y: 0, width: 400, height: 900), variant: .classic)
        let table = scene.tableView
        for gesture in Self.script {
            let frame = table.rectForRow(at: gesture.to)
            #expect(table.beginInteractiveMovementForItem(at: gesture.from))
            table.updateInteractiveMovementTargetPosition(Point(x: frame.midX, y: frame.minY + frame.height * gesture.fraction))
            table.endInteractiveMovement()
        }
        return scene.model
    }

    func runSwiftUI() -> (TeamsModel, Team?) {
        let scene = TeamsSwiftUIScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
        let harness = Harness(scene.views)
        for gesture in Self.script {
            let start = scene.rows[gesture.from.section][gesture.from.row].frame.center
            let target = scene.rows[gesture.to.section][gesture.to.row].frame
            harness.drag(from: start, to: Point(x: target.midX, y: target.minY + target.height * gesture.fraction))
        }
        return (scene.model, scene.draggedTeam)
    }

    func runTransferable() -> TeamsModel {
        let scene = TeamsTransferableScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
        let harness = Harness([scene.tableView])
        for gesture in Self.script {
            harness.drag(from: harness.screenPoint(ofItem: gesture.from, in: scene.tableView),
                         to: harness.screenPoint(ofItem: gesture.to, in: scene.tableView, y: gesture.fraction))
        }
        return scene.model
    }

    @Test("Classic, drag and drop, SwiftUI style and Transferable leave the same model")
    func identicalModels() throws {
        let dragAndDrop = runDragAndDrop()
        let classic = try runClassic()
        let (swiftUI, stuck) = runSwiftUI()
        let transferable = runTransferable()
        #expect(dragAndDrop != TeamsModel.sample)
        #expect(dragAndDrop.teamNames[0] == ["Liberty Lions", "Bay Bulls", "Harbor Hawks", "Bridge Bears"])
        #expect(classic == dragAndDrop)
        #expect(swiftUI == dragAndDrop)
        #expect(transferable == dragAndDrop)
        #expect(stuck == nil)
    }

    @Test("Transferable variant: matches within and across divisions, a refused drop ends as a cancel")
    func transferableMatchesAndRefusals() {
        let scene = TeamsTransferableScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
        let table = scene.tableView
        let harness = Harness([table])
        #expect(table.dragDelegate == nil && table.dropDelegate == nil)
        // Over the middle of a team of the same division: a match; the gap is not opened.
        harness.driver.press(at: harness.screenPoint(ofItem: IndexPath(row: 0, section: 1), in: table))
        harness.driver.move(to: harness.screenPoint(ofItem: IndexPath(row: 2, section: 1), in: table, y: 0.5), steps: 5)
        guard case .item? = table.dropHighlight else {
            Issue.record("expected the team highlighted, got \(String(describing: table.dropHighlight))")
            return
        }
        harness.driver.release()
        #expect(scene.model.matches.map(\.description) == ["Lake Lynx vs River Rams"])
        // Onto a team of another division: a match.
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 1, section: 0), in: table),
                     to: harness.screenPoint(ofItem: IndexPath(row: 3, section: 2), in: table, y: 0.1))
        #expect(scene.model.matches.last?.description == "Liberty Lions vs Desert Dingoes")
        #expect(scene.model.teamNames == TeamsModel.sample.teamNames)
        // Onto another division's header: refused, the source hears cancel, nothing changes.
        let before = scene.model
        let header = table.rectForHeader(inSection: 2)!
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 0, section: 0), in: table),
                     to: harness.screenPoint(header.center, in: table))
        #expect(scene.model == before)
        #expect(harness.app.events.last { if case .didEnd = $0.kind { true } else { false } }?.kind == .didEnd(.cancel))
        scene.undo()
        #expect(scene.model.matches.map(\.description) == ["Lake Lynx vs River Rams"])
    }

    @Test("Every variant tells the page at once when a match is made (the table itself does not change)")
    func modelChangesAreAnnounced() {
        let scene = TeamsScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
        let transferable = TeamsTransferableScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
        for table in [scene.tableView, transferable.tableView] {
            var changes = 0
            if table === scene.tableView { scene.onModelChange = { changes += 1 } } else { transferable.onModelChange = { changes += 1 } }
            let harness = Harness([table])
            harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 1, section: 0), in: table),
                         to: harness.screenPoint(ofItem: IndexPath(row: 3, section: 2), in: table, y: 0.5))
            #expect(changes == 1)
        }
        #expect(scene.model.matches.count == 1 && transferable.model.matches.count == 1)
    }

    @Test("Transferable variant: a row leaves as plain text for other applications")
    func transferableRowsLeaveAsText() async {
        let scene = TeamsTransferableScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
        let harness = Harness([scene.tableView])
        let browser = harness.driver.addForeignDropZone("browser", frame: Rect(x: 1300, y: 0, width: 300, height: 300),
                                                        accepting: [.utf8PlainText])
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 0, section: 0), in: scene.tableView),
                     to: Point(x: 1400, y: 100))
        #expect(await harness.driver.settle())
        #expect(browser.deliveries.first?.data.first?[.utf8PlainText] != nil)
        let text = browser.deliveries.first?.data.first?[.utf8PlainText].map { String(decoding: $0, as: UTF8.self) }
        #expect(text == "Harbor Hawks")
        #expect(browser.deliveries.first?.offeredTypes.first == [TeamTransfer.contentType, .markdown, .fileURL, .utf8PlainText])
    }

    @Test("SwiftUI style: a cancelled drag leaves no dragged team behind (SEMANTICS 31)")
    func noStuckDraggedTeam() {
        let scene = TeamsSwiftUIScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
        let harness = Harness(scene.views)
        harness.driver.press(at: scene.rows[0][0].frame.center)
        harness.driver.move(to: scene.rows[0][1].frame.center, steps: 3)
        #expect(scene.draggedTeam?.name == "Harbor Hawks")
        harness.driver.cancel()
        #expect(scene.draggedTeam == nil)
        harness.driver.press(at: scene.rows[1][0].frame.center)
        harness.driver.move(to: Point(x: 1000, y: 800), steps: 3)
        harness.driver.release()
        #expect(scene.draggedTeam == nil)
    }

    @Test("SwiftUI style: live re-sorting stays inside the division and does not flicker")
    func liveResort() {
        let scene = TeamsSwiftUIScene(frame: Rect(x: 0, y: 0, width: 400, height: 900))
        let harness = Harness(scene.views)
        harness.driver.press(at: scene.rows[0][0].frame.center)
        let target = scene.rows[0][1].frame
        harness.driver.move(to: Point(x: target.midX, y: target.minY + target.height * 0.85), steps: 4)
        #expect(scene.model.teamNames[0].prefix(2) == ["Liberty Lions", "Harbor Hawks"])
        // Wobbling in place does not swap back.
        for dy in [-2.0, 2, -3, 1] { harness.driver.move(to: Point(x: target.midX, y: target.minY + target.height * 0.85 + dy)) }
        #expect(scene.model.teamNames[0].prefix(2) == ["Liberty Lions", "Harbor Hawks"])
        // Another division: no live move.
        harness.driver.move(to: scene.rows[1][2].frame.center, steps: 3)
        #expect(scene.model.teamNames[1] == TeamsModel.sample.teamNames[1])
        harness.driver.cancel()
    }

    @Test("SwiftUI style: headers sit above each division's rows; undo puts a re-sort back")
    func swiftUIHeadersAndUndo() {
        let scene = TeamsSwiftUIScene(frame: Rect(x: 0, y: 10, width: 400, height: 900))
        #expect(scene.headers.map(\.title) == ["Atlantic", "Central", "Pacific", "Mountain"])
        for (division, header) in scene.headers.enumerated() {
            #expect(header.frame.maxY == scene.rows[division][0].frame.minY)
        }
        let harness = Harness(scene.views)
        harness.driver.press(at: scene.rows[0][0].frame.center)
        let target = scene.rows[0][2].frame
        harness.driver.move(to: Point(x: target.midX, y: target.minY + target.height * 0.85), steps: 6)
        harness.driver.release()
        #expect(scene.model.teamNames[0] == ["Liberty Lions", "Bay Bulls", "Harbor Hawks", "Bridge Bears"])
        while scene.undoManager.canUndo { scene.undo() }
        #expect(scene.model == .sample)
        #expect(scene.rows[0].map(\.identifier) == TeamsModel.sample.teamNames[0])
        #expect(scene.rows[0][0].frame.minY == 10 + TeamsSwiftUIScene.headerHeight)
    }
}
