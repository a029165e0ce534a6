import DragDrop
import DragDropTesting
import Foundation
import Testing

/// Scrolling from code (SEMANTICS 46): UIKit's `scrollToItem`, `scrollToRow`,
/// `scrollRectToVisible`, `setContentOffset` and the scroll positions of `selectItem` /
/// `selectRow`, and the keyboard bringing its focus into view.
@MainActor
@Suite("Scrolling from code", .timeLimit(.minutes(1)))
struct ScrollingTests {
    /// 50 rows of 40 points in a view 600 high: content 2,000 high, offsets 0…1,400.
    private func fifty() -> ListFixture { ListFixture([(0..<50).map { "Row \($0)" }]) }

    private func row(_ item: Int, section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("scrollRectToVisible moves as little as shows the rect, not at all when it shows, never past the content")
    func scrollRectToVisible() {
        let fixture = fifty()  // the view's data source (weak)
        let view = fixture.collectionView
        view.scrollRectToVisible(Rect(x: 0, y: 100, width: 300, height: 40), animated: false)
        #expect(view.contentOffset == .zero)  // in view already
        view.scrollRectToVisible(Rect(x: 0, y: 800, width: 300, height: 40), animated: false)
        #expect(view.contentOffset.y == 240)  // its bottom at the view's bottom
        view.scrollRectToVisible(Rect(x: 0, y: 120, width: 300, height: 40), animated: true)
        #expect(view.contentOffset.y == 120)  // its top at the view's top
        view.scrollRectToVisible(Rect(x: 0, y: 300, width: 300, height: 900), animated: false)
        #expect(view.contentOffset.y == 300)  // taller than the view: its start
        view.scrollRectToVisible(Rect(x: 0, y: 1990, width: 300, height: 100), animated: false)
        #expect(view.contentOffset.y == 1400)  // not past the end
        #expect(view.cellForItem(at: row(49)) != nil && view.cellForItem(at: row(0)) == nil)  // the cells followed
    }

    @Test("scrollToItem places the item at the top, centre or bottom; [] does not scroll; the edges hold")
    func scrollToItemPositions() {
        let fixture = fifty()
        let view = fixture.collectionView
        view.scrollToItem(at: row(20), at: .top, animated: false)
        #expect(view.contentOffset.y == 800)
        view.scrollToItem(at: row(20), at: .centeredVertically, animated: false)
        #expect(view.contentOffset.y == 520)  // 800 + 20 − 300
        view.scrollToItem(at: row(20), at: .bottom, animated: true)
        #expect(view.contentOffset.y == 240)
        view.scrollToItem(at: row(49), at: [], animated: false)
        #expect(view.contentOffset.y == 240)  // UIKit's none: no scrolling
        view.scrollToItem(at: row(49), at: .top, animated: false)
        #expect(view.contentOffset.y == 1400)  // the last row cannot reach the top
        view.scrollToItem(at: row(0), at: .bottom, animated: false)
        #expect(view.contentOffset.y == 0)
        #expect(view.indexPathsForVisibleItems.first == row(0))
        #expect(view.diagnostics.isEmpty)
    }

    @Test("scrollToItem to a path the view does not show, or at two vertical positions, is a diagnostic and scrolls nothing")
    func scrollToItemMisuse() {
        let fixture = fifty()
        let view = fixture.collectionView
        view.setContentOffset(Point(x: 0, y: 200), animated: true)
        view.scrollToItem(at: row(50), at: .top, animated: false)
        view.scrollToItem(at: row(0, section: 1), at: .top, animated: false)
        view.scrollToItem(at: row(10), at: [.top, .bottom], animated: false)
        #expect(view.contentOffset.y == 200)
        #expect(view.diagnostics.count == 3)
        #expect(view.diagnostics.first?.message.contains("scrollToItem(at:at:animated:)") == true)
    }

    @Test("selectItem selects in place of the selection and scrolls as asked; deselectItem; indexPathsForSelectedItems")
    func selectItemScrolls() {
        let fixture = fifty()
        let view = fixture.collectionView
        view.selectedIndexPaths = [row(1), row(2)]
        view.selectItem(at: row(30), animated: true, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [row(30)])
        #expect(view.contentOffset.y == 0)  // [] does not scroll
        view.selectItem(at: row(30), animated: true, scrollPosition: .centeredVertically)
        #expect(view.contentOffset.y == 920)
        #expect(view.cellForItem(at: row(30))?.isSelected == true)
        view.selectItem(at: row(99), animated: false, scrollPosition: .top)
        #expect(view.indexPathsForSelectedItems == [row(30)] && view.diagnostics.count == 1)
        view.deselectItem(at: row(30), animated: false)
        #expect(view.indexPathsForSelectedItems == [])
        view.selectItem(at: row(4), animated: false, scrollPosition: [])
        view.selectItem(at: nil, animated: false, scrollPosition: .top)
        #expect(view.indexPathsForSelectedItems == [] && view.contentOffset.y == 920)
    }

    @Test("scrollToRow: .none is the least movement; selectRow with .none does not scroll, with .top does")
    func tableScrolling() {
        let rows = RowsDataSource((0..<50).map { "Row \($0)" })
        let table = TableView(identifier: "rows", frame: Rect(x: 0, y: 0, width: 300, height: 440))  // rows of 44
        table.dataSource = rows
        table.scrollToRow(at: row(5), at: .none, animated: false)
        #expect(table.contentOffset.y == 0)
        table.scrollToRow(at: row(20), at: .none, animated: false)
        #expect(table.contentOffset.y == 21 * 44 - 440)
        table.scrollToRow(at: row(20), at: .middle, animated: true)
        #expect(table.contentOffset.y == 20 * 44 + 22 - 220)
        table.selectRow(at: row(40), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == row(40) && table.contentOffset.y == 20 * 44 + 22 - 220)
        table.selectRow(at: row(40), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 40 * 44)
        table.selectRow(at: row(60), animated: false, scrollPosition: .top)
        #expect(table.indexPathForSelectedRow == row(40) && table.diagnostics.count == 1)
        table.scrollToRow(at: row(60), at: .top, animated: false)
        #expect(table.contentOffset.y == 40 * 44 && table.diagnostics.count == 2)
    }

    @Test("The keyboard brings its focus into view, and a lifted item's destination in the collection it is in (SEMANTICS 43)")
    func keyboardScrollsToFocus() {
        let fixture = fifty()
        fixture.moveOnDrop()
        let view = fixture.collectionView
        let keyboard = KeyboardReorder(view: view)
        #expect(keyboard.handle(.end))
        #expect(view.contentOffset.y == 1400)
        #expect(keyboard.handle(.home))
        #expect(view.contentOffset.y == 0)
        for _ in 0..<15 { keyboard.handle(.down) }
        #expect(view.contentOffset.y == 16 * 40 - 600)  // row 15's bottom at the bottom
        // Lifted: the destination is followed.
        #expect(keyboard.handle(.space))
        #expect(keyboard.handle(.end))
        #expect(view.contentOffset.y == 1400)
        #expect(keyboard.handle(.escape))
        #expect(view.contentOffset.y == 15 * 40)  // back at the item, now at the top
        // An application's own focus move scrolls when it asks.
        view.contentOffset = .zero
        #expect(keyboard.moveFocus(to: row(45)))
        #expect(view.contentOffset.y == 0)
        keyboard.scrollToFocus()
        #expect(view.contentOffset.y == 46 * 40 - 600)
    }
}
