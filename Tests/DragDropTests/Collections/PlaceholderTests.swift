import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Placeholders (SEMANTICS 17–22)", .timeLimit(.minutes(1)))
struct PlaceholderTests {
    /// A fixture whose drops put every item in a placeholder and keep the contexts.
    func dropIntoPlaceholders(_ fixture: ListFixture, count: Int, at point: Point) -> [DropPlaceholderContext] {
        var contexts: [DropPlaceholderContext] = []
        fixture.proposal = { _, _ in CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        fixture.onDrop = { coordinator in
            for item in coordinator.items {
                let placeholder = DropPlaceholder(insertionIndexPath: coordinator.destinationIndexPath!, reuseIdentifier: "P")
                contexts.append(coordinator.drop(item.dragItem, to: placeholder))
            }
        }
        let scene = HeadlessDragDriver()
        let app = scene.makeApplication("app")
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        app.addWindow(window)
        window.addView(fixture.collectionView)
        _ = scene.beginExternalDrag((0..<count).map { ExternalItem(text: "t\($0)") }, at: point)
        scene.release()
        return contexts
    }

    @Test("SEMANTICS 17, 22: placeholders appear at destination, destination+1… without touching the data source")
    func placeholdersInSessionOrder() {
        let fixture = ListFixture([["A", "B", "C"]])
        let contexts = dropIntoPlaceholders(fixture, count: 3, at: fixture.point(IndexPath(item: 1, section: 0), y: 0.2))
        #expect(contexts.map(\.currentIndexPath) == [1, 2, 3].map { IndexPath(item: $0, section: 0) })
        #expect(fixture.sections == [["A", "B", "C"]])
        // UIKit's count includes placeholders (issue 27); the data source's does not.
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(fixture.collectionView.dataSourceItemCount(inSection: 0) == 3)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.content == .spinner)
        // SEMANTICS 18: translation both ways.
        let cv = fixture.collectionView
        #expect(cv.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 4, section: 0)) == IndexPath(item: 1, section: 0))
        #expect(cv.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 2, section: 0)) == nil)
        #expect(cv.presentationIndexPath(forDataSourceIndexPath: IndexPath(item: 2, section: 0)) == IndexPath(item: 5, section: 0))
    }

    @Test("SEMANTICS 19, 22: commits land at each context's current index path, in completion order")
    func commitsInCompletionOrder() throws {
        let fixture = ListFixture([["A", "B", "C"]])
        let contexts = dropIntoPlaceholders(fixture, count: 3, at: fixture.point(IndexPath(item: 1, section: 0), y: 0.2))
        // The model changes meanwhile: an item is inserted at the front.
        fixture.sections[0].insert("front", at: 0)
        fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(contexts[0].currentIndexPath == IndexPath(item: 2, section: 0))
        var offered: [IndexPath] = []
        for index in [2, 0, 1] {
            let committed = contexts[index].commitInsertion { path in
                offered.append(path)
                fixture.sections[0].insert("t\(index)", at: path.item)
            }
            #expect(committed)
        }
        #expect(offered == [IndexPath(item: 2, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        #expect(fixture.sections == [["front", "A", "t0", "t1", "t2", "B", "C"]])
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 7)
        #expect(!contexts[0].commitInsertion { _ in Issue.record("must not run twice") })
    }

    @Test("SEMANTICS 20: delete on failure; a timeout deletes with an error")
    func deleteAndTimeout() async {
        let fixture = ListFixture([["A"]])
        let clock = ManualClock()
        fixture.collectionView.clock = clock
        fixture.collectionView.placeholderTimeout = .seconds(10)
        var timedOut: [PlaceholderTimeoutError] = []
        fixture.collectionView.onPlaceholderTimeout = { _, error in timedOut.append(error) }
        let contexts = dropIntoPlaceholders(fixture, count: 2, at: fixture.point(IndexPath(item: 0, section: 0), y: 0.9))
        #expect(contexts[0].deletePlaceholder())
        #expect(!contexts[0].deletePlaceholder())
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
        await clock.waitForSleepers()
        clock.advance(by: .seconds(10))
        for _ in 0..<100_000 where timedOut.isEmpty { await Task.yield() }  // the timeout task runs on the main actor
        #expect(timedOut == [PlaceholderTimeoutError(timeout: .seconds(10))])
        #expect(contexts[1].removalReason is PlaceholderTimeoutError)
        #expect(!contexts[1].isActive)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 1)
        #expect(!contexts[1].commitInsertion { _ in Issue.record("a timed-out placeholder cannot commit") })
    }

    @Test("SEMANTICS 20: a lost drop is told — a timeout nobody handles, or a delete for a failure")
    func lostDropsAreTold() async {
        let fixture = ListFixture([["A"]])
        let clock = ManualClock()
        fixture.collectionView.clock = clock
        fixture.collectionView.placeholderTimeout = .seconds(60)
        var lost: [String] = []
        fixture.collectionView.onChange = { change in
            if case let .droppedItemLost(message) = change { lost.append(message) }
        }
        let contexts = dropIntoPlaceholders(fixture, count: 3, at: fixture.point(IndexPath(item: 0, section: 0), y: 0.9))
        // A plain delete is the application's to tell; a delete for a failure is told by the view.
        #expect(contexts[0].deletePlaceholder())
        #expect(lost.isEmpty)
        #expect(contexts[1].deletePlaceholder(failure: GalleryLikeError(message: "Not a picture")))
        #expect(lost == ["A dropped item could not be added: Not a picture"])
        #expect(!contexts[1].deletePlaceholder(failure: GalleryLikeError(message: "again")))  // gone: nothing said twice
        // Sixty seconds with no data and no onPlaceholderTimeout: removed, and told.
        await clock.waitForSleepers()
        clock.advance(by: .seconds(60))
        for _ in 0..<100_000 where lost.count < 2 { await Task.yield() }
        #expect(lost.last == "A dropped item never arrived: The dropped item's data did not arrive within 60 s")
        #expect(fixture.collectionView.diagnostics.count == 2)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 1)
    }

    struct GalleryLikeError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    @Test("SEMANTICS 21: reloadData discards placeholders; later commit and delete return false")
    func reloadDiscards() {
        let fixture = ListFixture([["A", "B"]])
        let contexts = dropIntoPlaceholders(fixture, count: 1, at: fixture.point(IndexPath(item: 1, section: 0), y: 0.2))
        fixture.collectionView.reloadData()
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(!contexts[0].commitInsertion { _ in Issue.record("must not run") })
        #expect(!contexts[0].deletePlaceholder())
    }

    @Test("A commit that does not add exactly one item is refused and resynchronised")
    func badCommit() {
        let fixture = ListFixture([["A"]])
        let contexts = dropIntoPlaceholders(fixture, count: 1, at: fixture.point(IndexPath(item: 0, section: 0), y: 0.9))
        let committed = contexts[0].commitInsertion { path in
            fixture.sections[0].insert(contentsOf: ["x", "y"], at: path.item)
        }
        #expect(!committed)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(contexts[0].removalReason is BatchUpdateError)
    }

    @Test("setNeedsCellUpdate calls the cell update handler again")
    func cellUpdate() {
        let fixture = ListFixture([["A"]])
        var updates = 0
        fixture.proposal = { _, _ in CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        var context: DropPlaceholderContext?
        fixture.onDrop = { coordinator in
            let placeholder = DropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "P")
            placeholder.cellUpdateHandler = { cell in updates += 1; cell.content = .text("loading \(updates)") }
            context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
        }
        let driver = HeadlessDragDriver()
        let app = driver.makeApplication("app")
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        app.addWindow(window)
        window.addView(fixture.collectionView)
        _ = driver.beginExternalDrag([ExternalItem(text: "x")], at: fixture.point(IndexPath(item: 0, section: 0), y: 0.2))
        driver.release()
        let before = updates
        context?.setNeedsCellUpdate()
        #expect(updates == before + 1)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.content == .text("loading \(updates)"))
    }
}
