import DragDrop
import DragDropTesting
import Foundation
import Testing

/// The default preview `previewForDropping` is given: the dragged item's preview at the
/// drop point, as on iOS — not the view carrying the interaction (issue 39, item 3).
@MainActor
@Suite("Default drop preview", .timeLimit(.minutes(1)))
struct DefaultDropPreviewTests {
    /// A board of cards carrying both interactions, as UIKit's custom-view samples do: a
    /// card lifts its own preview, and the drop moves the card to the default preview's
    /// view's centre.
    @MainActor
    final class Board: DragInteractionDelegate, DropInteractionDelegate {
        let view = View(identifier: "board", frame: Rect(x: 0, y: 0, width: 600, height: 400))
        let cards = [View(identifier: "card A", frame: Rect(x: 20, y: 20, width: 80, height: 60)),
                     View(identifier: "card B", frame: Rect(x: 400, y: 300, width: 80, height: 60))]
        private(set) var defaults: [TargetedDragPreview] = []

        init() {
            cards.forEach(view.addSubview)
            view.addInteraction(DragInteraction(delegate: self))
            view.addInteraction(DropInteraction(delegate: self))
        }

        func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
            let point = session.location(in: view)
            guard let card = cards.first(where: { $0.frame.contains(point) }) else { return [] }
            let item = DragItem(itemProvider: ItemProvider(object: card.identifier))
            item.localObject = card.identifier
            return [item]
        }

        func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem,
                             session: DragSession) -> TargetedDragPreview? {
            cards.first { $0.identifier == item.localObject as? String }.map { TargetedDragPreview(view: $0) }
        }

        func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
            DropProposal(operation: .move)
        }

        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}

        func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                             withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
            defaults.append(defaultPreview)
            if let card = cards.first(where: { $0.identifier == item.localObject as? String }),
               let center = defaultPreview.view?.center {
                card.frame.origin = Point(x: center.x - card.frame.width / 2, y: center.y - card.frame.height / 2)
            }
            return defaultPreview
        }
    }

    @Test("The default preview pictures the dragged card, centred where it was dropped")
    func pictureOfTheItemAtTheDropPoint() throws {
        let scene = TestScene()
        let board = Board()
        scene.window.addView(board.view)
        #expect(scene.driver.drag(from: scene.center(of: board.cards[0].frame), to: Point(x: 250, y: 150)))
        let preview = try #require(board.defaults.first)
        let view = try #require(preview.view)
        #expect(view !== board.view)
        #expect(view.identifier == "card A")
        #expect(view.bounds.size == Size(width: 80, height: 60))
        #expect(view.center == Point(x: 250, y: 150))
        #expect(preview.target.container === board.view)
        #expect(preview.target.center == Point(x: 250, y: 150))
        // The sample's drop moved the card there, not to the board's centre.
        #expect(board.cards[0].frame == Rect(x: 210, y: 120, width: 80, height: 60))
        // The preview outlives the call, for the front end's animation.
        #expect(scene.app.dropPreviews.first??.view === view)
        // The next drag pictures its own card.
        #expect(scene.driver.drag(from: scene.center(of: board.cards[1].frame), to: Point(x: 100, y: 300)))
        #expect(board.defaults.last?.view?.identifier == "card B")
        #expect(board.defaults.last?.view?.center == Point(x: 100, y: 300))
    }
}
