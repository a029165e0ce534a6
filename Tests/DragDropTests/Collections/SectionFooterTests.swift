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
            TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
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

    @Test("A drop over a footer goes to the end of its section; titles come from the data source")
    func dropOverFooter() {
        let teams = Teams()
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
        #expect(table.rectForFooter(inSection: 0) == Rect(x: 0, y: 100, width: 200, height: 24))
        #expect(table.titleForFooter(inSection: 0) == "2 members" && table.titleForFooter(inSection: 1) == "1 members")
        #expect(table.visibleFooters.map(\.section) == [0, 1])
        let footer = table.rectForFooter(inSection: 0)!
        _ = driver.beginExternalDrag([ExternalItem(text: "Dee")], at: Point(x: 100, y: footer.midY))
        #expect(driver.release())
        #expect(teams.dropped == [IndexPath(row: 2, section: 0)])
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
