import DragDrop
import DragDropTesting
import Foundation

/// A drag source whose answers the test sets, recording what it was told.
@MainActor
final class TestDragSource: DragInteractionDelegate {
    var makeItems: (DragSession) -> [DragItem]
    var itemsToAdd: [DragItem] = []
    var allowsMove = true
    var restricted = false
    var cancelPreview: ((TargetedDragPreview) -> TargetedDragPreview?)?
    private(set) var willEndOperations: [DropOperation] = []
    private(set) var didEndOperations: [DropOperation] = []
    private(set) var transferCount = 0
    private(set) var willBeginCount = 0
    private(set) var lastSession: DragSession?

    init(items: @escaping (DragSession) -> [DragItem]) {
        self.makeItems = items
    }

    /// A source dragging one text item whose local object is `text`.
    convenience init(text: String) {
        self.init { _ in
            let item = DragItem(itemProvider: ItemProvider(object: text))
            item.localObject = text
            return [item]
        }
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        lastSession = session
        return makeItems(session)
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession,
                         withTouchAt point: Point) -> [DragItem] {
        defer { itemsToAdd = [] }
        return itemsToAdd
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) { willBeginCount += 1 }

    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool {
        allowsMove
    }

    func dragInteraction(_ interaction: DragInteraction,
                         sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { restricted }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation) {
        willEndOperations.append(operation)
    }

    func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        cancelPreview.map { $0(defaultPreview) } ?? defaultPreview
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        didEndOperations.append(operation)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionDidTransferItems session: DragSession) {
        transferCount += 1
    }
}

/// A drop target whose proposal the test sets, recording every call in order.
@MainActor
final class TestDropTarget: DropInteractionDelegate {
    var canHandle = true
    var operation: DropOperation
    var onPerformDrop: ((DropSession) -> Void)?
    var dropPreview: ((DragItem, TargetedDragPreview) -> TargetedDragPreview?)?
    private(set) var calls: [String] = []
    private(set) var sessions: [DropSession] = []

    init(operation: DropOperation = .copy) {
        self.operation = operation
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        calls.append("canHandle")
        return canHandle
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        calls.append("enter")
        sessions.append(session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        calls.append("update")
        return DropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) { calls.append("exit") }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        calls.append("performDrop")
        onPerformDrop?(session)
    }

    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        calls.append("previewForDropping")
        return dropPreview.map { $0(item, defaultPreview) } ?? defaultPreview
    }

    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) { calls.append("conclude") }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) { calls.append("end") }

    /// The calls without the repeated updates, for order checks.
    var callsCollapsed: [String] {
        calls.reduce(into: []) { result, call in if result.last != call || call != "update" { result.append(call) } }
    }
}

/// One application with one window at the screen's origin, and helpers to add views.
@MainActor
struct TestScene {
    let driver: HeadlessDragDriver
    let app: DragDropSystem
    let window: Window

    init(driver: HeadlessDragDriver = HeadlessDragDriver(), name: String = "app",
         windowFrame: Rect = Rect(x: 0, y: 0, width: 1000, height: 800)) {
        self.driver = driver
        self.app = driver.makeApplication(name)
        self.window = Window(identifier: name + ".window", frame: windowFrame)
        app.addWindow(window)
    }

    @discardableResult
    func addSource(_ identifier: String, frame: Rect, delegate: TestDragSource) -> View {
        let view = View(identifier: identifier, frame: frame)
        view.addInteraction(DragInteraction(delegate: delegate))
        window.addView(view)
        return view
    }

    @discardableResult
    func addTarget(_ identifier: String, frame: Rect, delegate: TestDropTarget, zIndex: Int = 0) -> View {
        let view = View(identifier: identifier, frame: frame, zIndex: zIndex)
        view.addInteraction(DropInteraction(delegate: delegate))
        window.addView(view)
        return view
    }

    /// The screen point at the centre of `rect` (a window-relative frame).
    func center(of rect: Rect) -> Point {
        Point(x: window.frame.minX + rect.midX, y: window.frame.minY + rect.midY)
    }
}

/// A one-section table data source over an array of strings, as UIKit's simplest examples have.
@MainActor
final class RowsDataSource: TableViewDataSource {
    var rows: [String]
    init(_ rows: [String]) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}
