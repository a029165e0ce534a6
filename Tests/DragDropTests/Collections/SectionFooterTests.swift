import DragDrop
import DragDropTesting
import Foundation
import Testing

/// Section footers, as UIKit's `sectionFooterHeight` / `footerReferenceSize` and
/// `titleForFooterInSection` lay them out: below each section's items and bottom inset.
@MainActor
@Suite("Section footers", .timeLimit(.minutes(1)))
struct SectionFooterTests {
    final class Teams: TableViewDataSource, TableViewDropDelegate {
        var teams = [["Ann", "Bo"], ["Cy"]]
        var dropped: [IndexPath] = []
        var intent = DropIntent.insertAtDestinationIndexPath
        private(set) var offered: [IndexPath?] = []
        func numberOfSections(in tableView: TableView) -> Int { teams.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { teams[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
            cell.textLabel?.text = teams[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { "\(teams[section].count) members" }
        func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
            offered.append(destinationIndexPath)
            return TableViewDropProposal(operation: .copy, intent: intent)
        }
        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            dropped.append(coordinator.destinationIndexPath ?? IndexPath(row: -1, section: -1))
        }
    }

    @Test("A footer follows its section's items; sections and the content grow by it; a list with none is unchanged")
    func footerFrames() {
        let layout = ListLayout(width: 200, fixedRowHeight: 40, headerHeight: 20)
        layout.prepare(itemCounts: [2, 1])
        #expect(layout.frameForFooter(inSection: 0) == nil)
        let plainHeight = layout.contentSize.height
        #expect(plainHeight == 20 + 80 + 20 + 40)
        layout.footerHeight = { section in section == 0 ? 30 : 10 }
        layout.prepare(itemCounts: [2, 1])
        #expect(layout.frameForFooter(inSection: 0) == Rect(x: 0, y: 100, width: 200, height: 30))
        #expect(layout.frameForHeader(inSection: 1) == Rect(x: 0, y: 130, width: 200, height: 20))
        #expect(layout.frameForFooter(inSection: 1) == Rect(x: 0, y: 190, width: 200, height: 10))
        #expect(layout.contentSize.height == plainHeight + 40)
        // An item inserted moves the footer down with it (incremental layout, rows of varying heights too).
        layout.invalidate(section: 0, changed: 2..<3, itemCounts: [3, 1])
        #expect(layout.frameForFooter(inSection: 0) == Rect(x: 0, y: 140, width: 200, height: 30))
        #expect(layout.frameForFooter(inSection: 1) == Rect(x: 0, y: 230, width: 200, height: 10))
    }

    /// The two teams' table (20-point headers, 40-point rows, 24-point footers) in a window of
    /// a headless driver's application.
    func teamsTable(_ teams: Teams) -> (TableView, HeadlessDragDriver) {
        let table = TableView(identifier: "teams", frame: Rect(x: 0, y: 0, width: 200, height: 400), rowHeight: 40,
                              sectionHeaderHeight: 20, sectionFooterHeight: 24)
        table.register(TableViewCell.self, forCellReuseIdentifier: "r")
        table.dataSource = teams
        table.dropDelegate = teams
        let driver = HeadlessDragDriver()
        let app = driver.makeApplication("app")
        let window = Window(identifier: "w", frame: Rect(x: 0, y: 0, width: 600, height: 400))
        app.addWindow(window)
        window.addView(table)
        return (table, driver)
    }

    @Test("A drop over a footer goes to the end of its section; titles come from the data source")
    func dropOverFooter() {
        let teams = Teams()
        let (table, driver) = teamsTable(teams)
        #expect(table.rectForFooter(inSection: 0) == Rect(x: 0, y: 100, width: 200, height: 24))
        #expect(table.titleForFooter(inSection: 0) == "2 members" && table.titleForFooter(inSection: 1) == "1 members")
        #expect(table.visibleFooters.map(\.section) == [0, 1])
        let footer = table.rectForFooter(inSection: 0)!
        _ = driver.beginExternalDrag([ExternalItem(text: "Dee")], at: Point(x: 100, y: footer.midY))
        #expect(driver.release())
        #expect(teams.dropped == [IndexPath(row: 2, section: 0)])
    }

    @Test("Issue 39: an open gap pushes down its section's footer and the later headers and footers; nothing overlaps")
    func gapPushesBandsDown() throws {
        let teams = Teams()
        let (table, driver) = teamsTable(teams)
        let plain = (footer: try #require(table.rectForFooter(inSection: 0)), header: try #require(table.rectForHeader(inSection: 1)),
                     lastFooter: try #require(table.rectForFooter(inSection: 1)), content: table.contentSize)
        _ = driver.beginExternalDrag([ExternalItem(text: "Dee")], at: Point(x: 100, y: table.rectForRow(at: IndexPath(row: 1, section: 0)).minY + 5))
        guard case let .gap(gap, _)? = table.dropHighlight else {
            Issue.record("no gap open: \(String(describing: table.dropHighlight))")
            return
        }
        #expect(gap == IndexPath(row: 1, section: 0))
        // The gap is a 40-point row: everything below Ann moves down by it.
        #expect(table.rectForFooter(inSection: 0, withGapAt: gap) == plain.footer.offsetBy(dx: 0, dy: 40))
        #expect(table.rectForHeader(inSection: 1, withGapAt: gap) == plain.header.offsetBy(dx: 0, dy: 40))
        #expect(table.rectForFooter(inSection: 1, withGapAt: gap) == plain.lastFooter.offsetBy(dx: 0, dy: 40))
        #expect(table.rectForHeader(inSection: 0, withGapAt: gap) == table.rectForHeader(inSection: 0))
        #expect(table.contentSize(withGapAt: gap).height == plain.content.height + 40)
        // What is drawn: rows (past the gap), the gap, headers and footers — no two overlap.
        let rows = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)]
            .compactMap { table.frame(ofItemAt: $0, withGapAt: gap) }
        let bands = table.visibleHeaders(withGapAt: gap).map(\.frame) + table.visibleFooters(withGapAt: gap).map(\.frame)
        let drawn = rows + bands + [try #require(table.frameOfOpenGap(at: gap))]
        #expect(bands.count == 4)
        for (index, one) in drawn.enumerated() {
            for other in drawn[(index + 1)...] {
                #expect(!one.insetBy(dx: 0.5, dy: 0.5).intersects(other), "\(one) overlaps \(other)")
            }
        }
        #expect(table.visibleFooters(withGapAt: nil).map(\.frame) == table.visibleFooters.map(\.frame))
        driver.cancel()
    }

    @Test("Issue 39: below the last row the destination is the end, and the gap shows there (SEMANTICS 14)")
    func emptySpaceBelowTheLastRowIsTheEnd() throws {
        let teams = Teams()
        let (table, driver) = teamsTable(teams)
        let below = try #require(table.rectForFooter(inSection: 1)).maxY + 60  // empty space, inside the table
        _ = driver.beginExternalDrag([ExternalItem(text: "Dee")], at: Point(x: 100, y: below))
        let end = IndexPath(row: 1, section: 1)
        #expect(teams.offered.last == .some(end))
        #expect(table.currentDropProposal?.intent == .insertAtDestinationIndexPath)
        guard case let .gap(path, rect)? = table.dropHighlight else {
            Issue.record("no gap: \(String(describing: table.dropHighlight))")
            return
        }
        #expect(path == end)
        #expect(rect == table.layout.gapRect(at: end))
        #expect(driver.release())
        #expect(teams.dropped == [end])
    }

    @Test("Issue 39: an unspecified intent over a sectioned table highlights the section the drop goes to")
    func unspecifiedIntentHighlightsTheSection() throws {
        let teams = Teams()
        teams.intent = .unspecified
        let (table, driver) = teamsTable(teams)
        let header = try #require(table.rectForHeader(inSection: 1)), footer = try #require(table.rectForFooter(inSection: 1))
        _ = driver.beginExternalDrag([ExternalItem(text: "Dee")], at: Point(x: 100, y: table.rectForRow(at: IndexPath(row: 0, section: 1)).midY))
        #expect(table.currentDropProposal?.intent == .unspecified)
        #expect(table.dropHighlight?.rect == Rect(x: 0, y: header.minY, width: 200, height: footer.maxY - header.minY),
                "the section's whole band: its header, rows and footer")
        if case let .section(section, _)? = table.dropHighlight { #expect(section == 1) } else { Issue.record("not a section highlight") }
        // Over the first section's footer, the first section.
        driver.move(to: Point(x: 100, y: try #require(table.rectForFooter(inSection: 0)).midY))
        #expect(table.dropHighlight?.rect.minY == 0)
        driver.cancel()
        #expect(table.dropHighlight == nil)
    }

    @Test("A flow layout's footerReferenceSize gives a collection view's sections footers")
    func flowFooters() {
        let layout = FlowLayout(width: 300, itemSize: Size(width: 100, height: 100))
        layout.footerReferenceSize = Size(width: 0, height: 16)
        layout.prepare(itemCounts: [4])
        #expect(layout.footerReferenceSize.height == 16)
        // Two rows of 100 points, 10 apart (the flow layout's default line spacing).
        #expect(layout.frameForFooter(inSection: 0) == Rect(x: 0, y: 210, width: 300, height: 16))
    }
}
