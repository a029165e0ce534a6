import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
final class RecordingDropDelegate: DropDelegate {
    var valid = true
    var updated: DropProposal?
    var calls: [String] = []

    func validateDrop(info: DropInfo) -> Bool { calls.append("validate"); return valid }
    func dropEntered(info: DropInfo) { calls.append("entered") }
    func dropUpdated(info: DropInfo) -> DropProposal? { calls.append("updated"); return updated }
    func dropExited(info: DropInfo) { calls.append("exited") }
    func performDrop(info: DropInfo) -> Bool { calls.append("perform"); return true }
    func dropSessionEnded(info: DropInfo) { calls.append("ended") }
}

@MainActor
@Suite("SwiftUI style (SEMANTICS 30–31)", .timeLimit(.minutes(1)))
struct SwiftUIStyleTests {
    let sourceFrame = Rect(x: 0, y: 0, width: 100, height: 100)
    let targetFrame = Rect(x: 300, y: 0, width: 200, height: 200)

    func scene(_ delegate: RecordingDropDelegate, types: [TypeIdentifier] = [.plainText]) -> TestScene {
        let scene = TestScene()
        let source = View(identifier: "source", frame: sourceFrame)
        source.onDrag { ItemProvider(object: "hello") }
        scene.window.addView(source)
        let target = View(identifier: "target", frame: targetFrame)
        target.onDrop(of: types, delegate: delegate)
        scene.window.addView(target)
        return scene
    }

    @Test("SEMANTICS 30: defaults — dropUpdated nil keeps the last valid proposal, else copy")
    func defaults() {
        let delegate = RecordingDropDelegate()
        let scene = scene(delegate)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        #expect(scene.app.currentOperation == .copy)
        delegate.updated = DropProposal(operation: .move)
        scene.driver.move(to: scene.center(of: targetFrame).offsetBy(dx: 3, dy: 0))
        #expect(scene.app.currentOperation == .move)
        delegate.updated = nil
        scene.driver.move(to: scene.center(of: targetFrame).offsetBy(dx: 6, dy: 0))
        #expect(scene.app.currentOperation == .move)
        scene.driver.release()
        #expect(delegate.calls.first == "validate")
        #expect(delegate.calls.filter { $0 != "updated" } == ["validate", "entered", "perform", "ended"])
    }

    @Test("SEMANTICS 30: entered/updated/exited only for validated drops")
    func notValidated() {
        let delegate = RecordingDropDelegate()
        delegate.valid = false
        let scene = scene(delegate)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        #expect(delegate.calls == ["validate", "ended"])
        #expect(scene.app.events.contains(DragDropEvent(.didEnd(.cancel), view: "source")))
    }

    @Test("SEMANTICS 31: a cancelled drag over the target still ends it: dropExited, then the end")
    func cancelledOverTarget() {
        let delegate = RecordingDropDelegate()
        let scene = scene(delegate)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        scene.driver.cancel()
        #expect(delegate.calls.filter { $0 != "updated" } == ["validate", "entered", "exited", "ended"])
    }

    @Test("SEMANTICS 31: dropped outside every target after visiting: exited once, ended once")
    func droppedOutside() {
        let delegate = RecordingDropDelegate()
        let scene = scene(delegate)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        scene.driver.move(to: Point(x: 700, y: 700), steps: 3)
        scene.driver.release()
        #expect(delegate.calls.filter { $0 != "updated" } == ["validate", "entered", "exited", "ended"])
    }

    @Test("Types the drag does not offer: the delegate is never asked")
    func wrongTypes() {
        let delegate = RecordingDropDelegate()
        let scene = scene(delegate, types: [.image])
        #expect(scene.driver.press(at: scene.center(of: sourceFrame)))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 8)
        #expect(scene.app.isDragging)  // the drag really is over the target
        scene.driver.release()
        #expect(delegate.calls.isEmpty)
    }

    @Test("DropInfo gives providers for types and the local objects")
    func dropInfo() async {
        final class Reader: DropDelegate {
            var texts: [String] = []
            var locals: [Any] = []
            var location = Point.zero
            func performDrop(info: DropInfo) -> Bool {
                location = info.location
                locals = info.localObjects
                let providers = info.itemProviders(for: [.plainText])
                Task { for provider in providers { texts.append(try await provider.loadObject(ofClass: String.self)) } }
                return true
            }
        }
        let reader = Reader()
        let scene = TestScene()
        let source = View(identifier: "source", frame: sourceFrame)
        source.onDrag({ ItemProvider(object: "payload") }, localObject: { 42 })
        scene.window.addView(source)
        let target = View(identifier: "target", frame: targetFrame)
        target.onDrop(of: [.plainText], delegate: reader)
        scene.window.addView(target)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: Point(x: 310, y: 20))
        #expect(await scene.driver.settle())
        #expect(reader.texts == ["payload"])
        #expect(reader.location == Point(x: 10, y: 20))
        #expect(reader.locals.first as? Int == 42)
    }

    @Test("onDrag(_:preview:): the drag lifts the preview's view, centred on the dragged view")
    func onDragWithPreview() {
        let scene = TestScene()
        let source = View(identifier: "source", frame: sourceFrame)
        let badge = View(identifier: "badge", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        source.onDrag { ItemProvider(object: "hello") } preview: { badge }
        scene.window.addView(source)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        let lifted = scene.app.liftPreviews.first
        #expect(lifted?.view === badge)
        #expect(lifted?.target.center == source.bounds.center)
        scene.driver.release()
    }

    @Test("onMove: reorder any collection without a drag or drop delegate, with SwiftUI's offsets")
    func onMove() {
        var items = ["A", "B", "C", "D", "E"]
        final class Source: CollectionViewDataSource {
            var items: () -> [String]
            init(_ items: @escaping () -> [String]) { self.items = items }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items().count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                cell.content = .text(items()[indexPath.item])
                return cell
            }
        }
        let source = Source { items }
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: ListLayout(width: 300, fixedRowHeight: 40))
        cv.dataSource = source
        var calls: [(IndexSet, Int)] = []
        cv.onMove = { offsets, destination in
            calls.append((offsets, destination))
            items.move(fromOffsets: offsets, toOffset: destination)
        }
        cv.reloadData()
        let scene = TestScene()
        scene.window.addView(cv)
        scene.driver.drag(from: Point(x: 50, y: 20), to: Point(x: 50, y: 155))  // A to the lower half of D
        #expect(items == ["B", "C", "D", "A", "E"])
        #expect(calls.count == 1 && calls[0].0 == [0] && calls[0].1 == 4)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.content == .text("A"))
    }

    @Test("Hysteresis: the swap never undoes itself under a still pointer")
    func hysteresis() {
        let rule = LiveReorderHysteresis()
        #expect(!rule.shouldMove(from: 2, to: 3, pointerFraction: 0.6))
        #expect(rule.shouldMove(from: 2, to: 3, pointerFraction: 0.8))
        #expect(!rule.shouldMove(from: 3, to: 2, pointerFraction: 0.3))
        #expect(rule.shouldMove(from: 3, to: 2, pointerFraction: 0.2))
        #expect(!rule.shouldMove(from: 2, to: 2, pointerFraction: 0.0))
    }
}
