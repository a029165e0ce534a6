import DragDrop
import DragDropTesting
import Foundation
import Testing

/// UIKit spellings that ported code uses as they are: the older batch form, completion-
/// handler loaders, Foundation's reference types as provider objects.
@MainActor
@Suite("UIKit's shapes", .timeLimit(.minutes(1)))
struct UIKitShapesTests {
    @Test("beginUpdates / endUpdates record and apply together, nest, and report misuse (SEMANTICS 29, 33)")
    func beginEndUpdates() {
        let rows = RowsDataSource(["a", "b", "c"])
        let table = TableView(identifier: "rows", frame: Rect(x: 0, y: 0, width: 200, height: 400))
        table.dataSource = rows
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.beginUpdates()
        rows.rows.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.beginUpdates()
        rows.rows.append("d")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        table.endUpdates()
        // Still recording: the inner end applies nothing.
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.diagnostics.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) != nil)
        // An inconsistent block is reported and reloaded, never a crash.
        table.beginUpdates()
        rows.rows.append("e")
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.diagnostics.count == 1)
        table.endUpdates()
        #expect(table.diagnostics.last?.message.contains("without a matching beginUpdates()") == true)
    }

    @Test("visibleCells is UIKit's array, in index-path order; indexPath(for:) finds a cell's item, nil once it is recycled")
    func visibleCellsAndIndexPathForCell() {
        let rows = RowsDataSource((0..<30).map { "Row \($0)" })
        let table = TableView(identifier: "rows", frame: Rect(x: 0, y: 0, width: 200, height: 220))  // rows of 44
        table.dataSource = rows
        // The loops ported code writes: over the cells, back to their rows.
        var shown: [Int] = []
        for cell in table.visibleCells {
            if let indexPath = table.indexPath(for: cell) { shown.append(indexPath.row) }
        }
        #expect(shown == Array(0..<5))
        let first = table.visibleCells[0]
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(table.indexPath(for: first) == nil || table.cellForRow(at: table.indexPath(for: first)!) === first)
        #expect(table.visibleCells.compactMap { table.indexPath(for: $0)?.row } == Array(20..<25))
    }

    @Test("registerDataRepresentation with a completion handler: once, errors, cancellation")
    func completionHandlerLoader() async throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifier.plainText.identifier, visibility: .all) { completion in
            completion(Data("Tokyo".utf8), nil)
            completion(Data("again".utf8), nil)  // ignored
            return nil
        }
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(try await provider.loadObject(ofClass: String.self) == "Tokyo")

        let empty = ItemProvider()
        empty.registerDataRepresentation(forTypeIdentifier: .png) { completion in
            completion(nil, nil)
            return nil
        }
        await #expect(throws: ItemProviderError.self) { try await empty.loadDataRepresentation(forTypeIdentifier: .png) }

        let cancelled = Progress(totalUnitCount: 1)
        let slow = ItemProvider()
        slow.registerDataRepresentation(forTypeIdentifier: .png) { completion in
            cancelled.cancellationHandler = { completion(nil, CancellationError()) }
            return cancelled
        }
        let clock = ManualClock()
        let load = Task { try await slow.loadDataRepresentation(forTypeIdentifier: .png, limits: .init(timeout: .seconds(1), clock: clock)) }
        // Bounded: a load that never sleeps on the clock fails here, not by hanging.
        await clock.waitForSleepers()
        clock.advance(by: .seconds(2))
        await #expect(throws: ItemProviderError.self) { try await load.value }
        #expect(await waitFor { cancelled.isCancelled })
    }

    @Test("NSString, NSURL, NSData and NSAttributedString as provider objects, as UIKit code uses them")
    func foundationObjects() async throws {
        let scene = TestScene()
        let received = Box<[String]>([])
        final class Target: DropInteractionDelegate {
            let received: Box<[String]>
            init(_ received: Box<[String]>) { self.received = received }
            func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
                session.canLoadObjects(ofClass: NSString.self)
            }
            func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
                DropProposal(operation: .copy)
            }
            func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
                session.loadObjects(ofClass: NSString.self) { items in
                    self.received.value = items as! [String]  // UIKit's idiom
                }
            }
        }
        final class Source: DragInteractionDelegate {
            func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
                [DragItem(itemProvider: ItemProvider(object: NSString(string: "Lima")))]
            }
        }
        let target = Target(received)
        let source = Source()
        let sourceView = View(identifier: "source", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        sourceView.addInteraction(DragInteraction(delegate: source))
        let targetView = View(identifier: "target", frame: Rect(x: 300, y: 0, width: 100, height: 100))
        targetView.addInteraction(DropInteraction(delegate: target))
        scene.window.addView(sourceView)
        scene.window.addView(targetView)
        scene.driver.drag(from: Point(x: 50, y: 50), to: Point(x: 350, y: 50))
        #expect(await waitFor { received.value == ["Lima"] })

        let url = ItemProvider(object: NSURL(string: "https://example.org/a.png")!)
        #expect(url.canLoadObject(ofClass: NSURL.self))
        let data = ItemProvider(object: NSData(data: Data([1, 2, 3])))
        let attributed = ItemProvider(object: NSAttributedString(string: "Oslo"))
        let loadedURL = await load(NSURL.self, from: url)
        #expect(loadedURL?.absoluteString == "https://example.org/a.png")
        #expect(await load(NSData.self, from: data)?.length == 3)
        #expect(await load(NSAttributedString.self, from: attributed)?.string == "Oslo")
        #expect(await load(NSMutableString.self, from: attributed)?.length == 4)
        final class TaggedURL: NSURL, @unchecked Sendable {}
        #expect(await load(TaggedURL.self, from: url) == nil)  // a subclass it cannot make: an error, no crash
    }

    final class Box<Value>: @unchecked Sendable { var value: Value; init(_ value: Value) { self.value = value } }

    /// The object the completion form hands over (on a background thread), awaited: no
    /// polling of a flag another thread writes (ThreadSanitizer found that race).
    private func load<Object: ItemProviderFoundationObject>(_ type: Object.Type, from provider: ItemProvider) async -> Object? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Box<Object?>, Never>) in
            provider.loadObject(ofClass: type) { object, _ in continuation.resume(returning: Box(object as? Object)) }
        }.value
    }

    private func waitFor(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<2000 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return condition()
    }
}
