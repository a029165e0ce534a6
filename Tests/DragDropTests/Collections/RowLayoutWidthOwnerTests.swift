import DragDrop
import DragDropTesting
import Testing

/// A row layout's width has one owner (issue 42, 6): attached to a collection view, the view's
/// frame sets it and a width set on the layout changes nothing but says so; alone, or once the
/// view has let it go, the layout's own width is what it is given.
@MainActor
@Suite("A row layout's width: the view's while attached", .timeLimit(.minutes(1)))
struct RowLayoutWidthOwnerTests {
    func diagnostics(_ body: () -> Void) -> [String] {
        Diagnostics.reported(by: "RowLayout", during: body).map(\.message)
    }

    @Test("Attached: the frame's width; a width set on the layout is refused with a diagnostic and lays out nothing")
    func attachedLayoutFollowsTheFrame() {
        let layout = FlowLayout(width: 100, itemSize: Size(width: 90, height: 50))
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        #expect(layout.width == 400)
        let said = diagnostics { layout.width = 250 }
        #expect(layout.width == 400)
        #expect(said.count == 1 && said[0].contains("set the view's frame"), "\(said)")
        view.frame = Rect(x: 0, y: 0, width: 600, height: 300)
        #expect(layout.width == 600)
        #expect(diagnostics { view.frame = Rect(x: 0, y: 0, width: 500, height: 300) }.isEmpty)
        #expect(layout.width == 500)
    }

    @Test("Alone, or let go by its view, a layout takes any width without a word")
    func ownWidthWhenNotAttached() {
        let alone = FlowLayout(width: 100)
        #expect(diagnostics { alone.width = 320 }.isEmpty && alone.width == 320)
        let first = FlowLayout(width: 100), second = FlowLayout(width: 100)
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: first)
        view.collectionViewLayout = second
        #expect(second.width == 400)
        #expect(diagnostics { first.width = 200 }.isEmpty && first.width == 200)
        #expect(diagnostics { second.width = 200 }.count == 1 && second.width == 400)
    }
}
