import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("SEMANTICS 8–11: data, local objects, adding items, fidelity", .timeLimit(.minutes(1)))
struct DataSemanticsTests {
    let sourceFrame = Rect(x: 0, y: 0, width: 100, height: 100)
    let targetFrame = Rect(x: 300, y: 0, width: 200, height: 200)

    @Test("SEMANTICS 8: before performDrop only types are visible; loads are refused")
    func noDataBeforeDrop() async {
        final class Peeker: DropInteractionDelegate {
            var typesSeen: [[TypeIdentifier]] = []
            var errors: [String] = []
            func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
                typesSeen.append(session.items.flatMap(\.itemProvider.registeredTypeIdentifiers))
                if typesSeen.count == 1 {
                    let provider = session.items[0].itemProvider
                    Task {
                        do { _ = try await provider.loadDataRepresentation(forTypeIdentifier: .png) }
                        catch { self.errors.append("provider: \(error)") }
                    }
                    Task {
                        do { _ = try await session.loadObjects(ofClass: URL.self) }
                        catch { self.errors.append("session: \(error)") }
                    }
                }
                return DropProposal(operation: .copy)
            }
        }
        let scene = TestScene()
        let item = ExternalItem(types: [.png, .url])
        let peeker = Peeker()
        let view = View(identifier: "peeker", frame: targetFrame)
        view.addInteraction(DropInteraction(delegate: peeker))
        scene.window.addView(view)
        let drag = scene.driver.beginExternalDrag([item], at: scene.center(of: targetFrame))
        #expect(await scene.driver.settle())
        #expect(peeker.errors.count == 2)
        let expected = DropSessionError.dataRequestedBeforeDrop.description
        #expect(peeker.errors.allSatisfy { $0.contains(expected) })
        #expect(peeker.typesSeen.first == [.png, .url])
        #expect(item.waitingLoads(for: .png) == 0)
        scene.driver.cancel()
        #expect(drag.result == .cancel)
    }

    @Test("SEMANTICS 8: loadObjects delivers on the main actor in item order, whatever order the data arrives in")
    func itemOrderPreserved() async {
        let scene = TestScene()
        let items = (0..<4).map { _ in ExternalItem(types: [.utf8PlainText]) }
        let target = TestDropTarget(operation: .copy)
        var delivered: [String]?
        target.onPerformDrop = { session in
            session.loadObjects(ofClass: String.self) { strings in
                MainActor.preconditionIsolated()
                delivered = strings
            }
        }
        scene.addTarget("target", frame: targetFrame, delegate: target)
        let drag = scene.driver.beginExternalDrag(items, at: scene.center(of: targetFrame))
        scene.driver.release()
        #expect(drag.result == .copy)
        #expect(await scene.driver.settle())
        #expect(items.allSatisfy { $0.waitingLoads(for: .utf8PlainText) == 1 })
        for index in [2, 0, 3, 1] {  // out of order
            items[index].deliver(Data("item \(index)".utf8), as: .utf8PlainText)
            #expect(await scene.driver.settle())  // each arrives before the next is sent
        }
        #expect(await scene.driver.settle())
        #expect(delivered != nil)
        #expect(delivered == ["item 0", "item 1", "item 2", "item 3"])
    }

    @Test("SEMANTICS 8: the async form reports each item's failure in place")
    func failuresInPlace() async throws {
        let scene = TestScene()
        let good = ExternalItem(text: "fine")
        let bad = ExternalItem(types: [.utf8PlainText])
        bad.fail(.utf8PlainText, with: URLError(.badServerResponse))
        let target = TestDropTarget(operation: .copy)
        var results: [Result<String, ItemProviderError>]?
        target.onPerformDrop = { session in
            Task { results = try await session.loadObjects(ofClass: String.self) }
        }
        scene.addTarget("target", frame: targetFrame, delegate: target)
        _ = scene.driver.beginExternalDrag([good, bad], at: scene.center(of: targetFrame))
        scene.driver.release()
        #expect(await scene.driver.settle())
        #expect(results != nil)
        let final = try #require(results)
        #expect(try final[0].get() == "fine")
        guard case let .failure(.loadFailed(_, underlying)) = final[1] else {
            Issue.record("expected a load failure, got \(final[1])")
            return
        }
        #expect((underlying as? URLError)?.code == .badServerResponse)
    }

    @Test("SEMANTICS 8: a drag that ended without a drop gives no data")
    func noDataAfterCancelledDrag() async {
        let scene = TestScene()
        let target = TestDropTarget(operation: .forbidden)
        var session: DropSession?
        scene.addTarget("target", frame: targetFrame, delegate: target)
        _ = scene.driver.beginExternalDrag([ExternalItem(text: "x")], at: scene.center(of: targetFrame))
        session = target.sessions.first
        scene.driver.release()
        await #expect(throws: DropSessionError.sessionEndedWithoutDrop) {
            _ = try await session?.loadObjects(ofClass: String.self)
        }
    }

    @Test("SEMANTICS 9: localObject and localContext only inside the dragging application")
    func localObjectsStayLocal() {
        let driver = HeadlessDragDriver()
        let home = TestScene(driver: driver, name: "home", windowFrame: Rect(x: 0, y: 0, width: 500, height: 500))
        let other = TestScene(driver: driver, name: "other", windowFrame: Rect(x: 600, y: 0, width: 500, height: 500))
        let source = TestDragSource { session in
            session.localContext = "gallery-1"
            let item = DragItem(itemProvider: ItemProvider(object: "img"))
            item.localObject = IndexPath(indexes: [0, 3])
            return [item]
        }
        let homeTarget = TestDropTarget(operation: .move)
        let otherTarget = TestDropTarget(operation: .copy)
        home.addSource("source", frame: sourceFrame, delegate: source)
        home.addTarget("homeTarget", frame: Rect(x: 200, y: 200, width: 100, height: 100), delegate: homeTarget)
        other.addTarget("otherTarget", frame: targetFrame, delegate: otherTarget)
        driver.press(at: home.center(of: sourceFrame))
        driver.move(to: Point(x: 250, y: 250), steps: 3)
        let local = homeTarget.sessions.first
        #expect(local?.localDragSession?.localContext as? String == "gallery-1")
        #expect(local?.items.first?.localObject as? IndexPath == IndexPath(indexes: [0, 3]))
        driver.move(to: other.center(of: targetFrame), steps: 3)
        let remote = otherTarget.sessions.first
        #expect(remote?.localDragSession == nil)
        #expect(remote?.items.count == 1)
        #expect(remote?.items.first?.localObject == nil)
        driver.release()
        #expect(source.didEndOperations == [.copy])
    }

    @Test("SEMANTICS 10: items added during the drag; [] adds nothing")
    func addingItems() {
        let scene = TestScene()
        let source = TestDragSource(text: "first")
        let target = TestDropTarget(operation: .copy)
        var count = 0
        target.onPerformDrop = { count = $0.items.count }
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addSource("other", frame: Rect(x: 0, y: 300, width: 100, height: 100), delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: Point(x: 200, y: 200), steps: 3)
        #expect(scene.driver.tap(at: Point(x: 50, y: 350)))  // returns [] by default
        #expect(scene.app.dragSession?.items.count == 1)
        source.itemsToAdd = [DragItem(itemProvider: ItemProvider(object: "second"))]
        scene.driver.tap(at: Point(x: 50, y: 350))
        #expect(scene.app.dragSession?.items.count == 2)
        scene.driver.move(to: scene.center(of: targetFrame), steps: 2)
        scene.driver.release()
        #expect(count == 2)
        #expect(scene.app.events.contains(DragDropEvent(.itemsForAddingTo(count: 0), view: "other")))
        #expect(scene.app.events.contains(DragDropEvent(.itemsForAddingTo(count: 1), view: "other")))
    }

    @Test("SEMANTICS 11: sessions answer canLoadObjects from type identifiers, without loading")
    func canLoadWithoutLoading() {
        let scene = TestScene()
        let counter = LoadCounter()
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .png) { counter.increment(); return Data() }
        provider.registerDataRepresentation(forTypeIdentifier: .url) { counter.increment(); return Data() }
        let source = TestDragSource { _ in [DragItem(itemProvider: provider)] }
        let target = TestDropTarget(operation: .copy)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        let session = target.sessions.first
        #expect(session?.canLoadObjects(ofClass: Image.self) == true)
        #expect(session?.canLoadObjects(ofClass: URL.self) == true)
        #expect(session?.canLoadObjects(ofClass: String.self) == true)  // a URL reads as text
        #expect(session?.hasItemsConforming(toTypeIdentifiers: [.image]) == true)
        #expect(session?.hasItemsConforming(toTypeIdentifiers: [.json]) == false)
        #expect(session?.items.first?.itemProvider.registeredTypeIdentifiers == [.png, .url])
        #expect(counter.value == 0)
        scene.driver.cancel()
    }

    @Test("Drag out to another application: it receives the exported representations")
    func dragOutToForeignWindow() async throws {
        let scene = TestScene(windowFrame: Rect(x: 0, y: 0, width: 500, height: 500))
        let zone = scene.driver.addForeignDropZone("browser", frame: Rect(x: 600, y: 0, width: 400, height: 400),
                                                   accepting: [.png, .url, .plainText])
        let png = ImageFixtures.png(width: 4, height: 3)
        let source = TestDragSource { _ in
            let provider = ItemProvider(object: try! Image(data: png))
            provider.registerObject(URL(string: "https://example.com/cat.png")!)
            provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifier("com.example.internal"),
                                                visibility: .ownProcess) { Data() }
            return [DragItem(itemProvider: provider)]
        }
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: Point(x: 800, y: 200))
        #expect(source.didEndOperations == [.copy])
        #expect(await scene.driver.settle())
        // `#require`: a delivery that never came fails the test here instead of crashing it below.
        try #require(zone.deliveries.count == 1 && source.transferCount == 1)
        let delivery = try #require(zone.deliveries.first)
        #expect(delivery.offeredTypes == [[.png, .url, .utf8PlainText]])
        #expect(delivery.data[0][.png] == png)
        #expect(delivery.data[0][.url] == Data("https://example.com/cat.png\r\n".utf8))
    }
}
