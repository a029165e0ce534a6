import DragDrop
import DragDropTesting
import Foundation
import Testing

/// What UIKit and SwiftUI code around drag and drop uses beside it: animations of views,
/// observable models, onDelete, the rows' dropDestination, one-call placeholders.
@MainActor
@Suite("Animations, observable models, onDelete", .timeLimit(.minutes(1)))
struct SwiftUIAndAnimationTests {
    @Test("View.animate: frames change at once, each records its glide; completion after the duration; without animation none")
    func animate() async throws {
        let clock = ManualClock()
        let saved = View.animationClock
        View.animationClock = clock
        defer { View.animationClock = saved }
        let backdrop = View(identifier: "backdrop", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var completed: [Bool] = []
        View.animate(withDuration: 0.3, animations: {
            backdrop.frame = Rect(x: 0, y: 44, width: 300, height: 44)
            View.performWithoutAnimation { backdrop.zIndex = 2 }
        }, completion: { completed.append($0) })
        #expect(backdrop.frame == Rect(x: 0, y: 44, width: 300, height: 44))
        #expect(backdrop.frameAnimation == FrameAnimation(from: Rect(x: 0, y: 0, width: 10, height: 10),
                                                          to: Rect(x: 0, y: 44, width: 300, height: 44), duration: .milliseconds(300)))
        #expect(completed.isEmpty)
        // Bounded: a load that never sleeps on the clock fails here, not by hanging.
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(299))
        await Task.yield()
        #expect(completed.isEmpty)
        clock.advance(by: .milliseconds(1))
        for _ in 0..<100 where completed.isEmpty { await Task.yield() }
        #expect(completed == [true])
        backdrop.frame = .zero
        #expect(backdrop.frameAnimation == nil)
        View.animate(withDuration: 0.5) { View.performWithoutAnimation { backdrop.frame = Rect(x: 1, y: 1, width: 1, height: 1) } }
        #expect(backdrop.frameAnimation == nil)
        withAnimation { backdrop.frame = Rect(x: 5, y: 5, width: 5, height: 5) }
        #expect(backdrop.frameAnimation?.duration == .milliseconds(350))
        withAnimation(.easeInOut(duration: 0.2)) { backdrop.frame = .zero }
        #expect(backdrop.frameAnimation?.duration == .milliseconds(200))
        withAnimation(nil) { backdrop.frame = Rect(x: 2, y: 2, width: 2, height: 2) }
        #expect(backdrop.frameAnimation == nil)
    }

    final class TeamsModel: ObservableObject {
        @Published var teams = ["Bears", "Wolves"]
        @Published var score = 0
    }

    @Test("ObservableObject and @Published: objectWillChange before each change, $name with the new value, cancel ends it")
    func observable() {
        let model = TeamsModel()
        var seen: [[String]] = []
        var willChange = 0
        var newValues: [[String]] = []
        let token = model.objectWillChange.sink { _ in
            willChange += 1
            seen.append(model.teams)  // before the change
        }
        var tokens = Set<AnyCancellable>()
        model.$teams.sink { newValues.append($0) }.store(in: &tokens)
        model.teams.append("Owls")
        model.score = 3
        #expect(willChange == 2)
        #expect(seen == [["Bears", "Wolves"], ["Bears", "Wolves", "Owls"]])
        #expect(newValues == [["Bears", "Wolves", "Owls"]])
        #expect(model.teams == ["Bears", "Wolves", "Owls"] && model.score == 3)
        token.cancel()
        tokens.removeAll()
        model.teams.removeAll()
        #expect(willChange == 2 && newValues.count == 1)
        #expect(model.objectWillChange === model.objectWillChange)
    }

    final class Notes: TableViewDataSource {
        var notes = ["milk", "eggs", "flour", "salt"]
        let table = TableView(identifier: "notes", frame: Rect(x: 0, y: 0, width: 300, height: 400), rowHeight: 40)
        var dropped: [DropLocation] = []
        init() {
            table.dataSource = self
            table.onDelete = { [unowned self] offsets in notes.remove(atOffsets: offsets) }
            // SwiftUI's spelling with `_` for the location: the rows' form is chosen.
            table.dropDestination(for: String.self) { [unowned self] items, location in
                dropped.append(location)
                return !items.isEmpty
            }
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
        }
    }

    @Test("onDelete removes the selected rows through the model; a handler that removes nothing is reported")
    func onDelete() {
        let list = Notes()
        list.table.selectedIndexPaths = [IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 0)]
        #expect(list.table.deleteSelectedItems())
        #expect(list.notes == ["milk", "flour"])
        #expect(list.table.numberOfRows(inSection: 0) == 2 && list.table.selectedIndexPaths.isEmpty)
        #expect(list.table.diagnostics.isEmpty)
        #expect(!list.table.deleteSelectedItems())  // nothing selected: nothing to do
        list.table.onDelete = { _ in }
        list.table.selectedIndexPaths = [IndexPath(row: 0, section: 0)]
        #expect(list.table.deleteSelectedItems())
        #expect(list.table.diagnostics.count == 1)
        #expect(list.table.numberOfRows(inSection: 0) == 2)
    }

    @Test("dropDestination with `_` compiles on a table and gets the rows' DropLocation")
    func rowsDropDestination() {
        let list = Notes()
        let scene = TestSceneForPorting(view: list.table)
        let source = View(identifier: "src", frame: Rect(x: 500, y: 0, width: 100, height: 100)).draggable("sugar")
        list.table.window?.addSubview(source)
        scene.driver.drag(from: Point(x: 550, y: 50), to: Point(x: 150, y: 40 + 30))
        #expect(list.dropped.first?.item == IndexPath(row: 1, section: 0))
    }

    @Test("drop(_:toPlaceholderInsertedAt:withReuseIdentifier:cellUpdateHandler:) shows a placeholder, as drop(_:to:) does")
    func oneCallPlaceholder() async {
        let fixture = ListFixture([["A", "B"]])
        var contexts: [DropPlaceholderContext] = []
        var configured = 0
        fixture.proposal = { _, _ in CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        fixture.onDrop = { coordinator in
            for item in coordinator.items {
                contexts.append(coordinator.drop(item.dragItem, toPlaceholderInsertedAt: coordinator.destinationIndexPath!,
                                                 withReuseIdentifier: "Placeholder") { _ in configured += 1 })
            }
        }
        let scene = TestScene()
        scene.window.addView(fixture.collectionView)
        let item = ExternalItem(types: [.plainText])
        _ = scene.driver.beginExternalDrag([item], at: fixture.point(IndexPath(item: 1, section: 0), y: 0.1))
        scene.driver.release()
        #expect(contexts.count == 1)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(configured >= 1)
        #expect(contexts[0].commitInsertion { path in fixture.sections[0].insert("C", at: path.item) })
        #expect(fixture.sections[0] == ["A", "C", "B"])
    }
}
