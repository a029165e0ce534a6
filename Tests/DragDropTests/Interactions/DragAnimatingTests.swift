import DragDrop
import DragDropTesting
import Foundation
import Testing

/// UIKit's drag animators: `willAnimateLiftWith`, `item:willAnimateCancelWith` and
/// `item:willAnimateDropWith` are called by the drag itself, their animation blocks run (the
/// changes recorded as fades for the front end) and their completions run, in order, before
/// the call that follows the animation in UIKit.
@MainActor
@Suite("Drag animators", .timeLimit(.minutes(1)))
struct DragAnimatingTests {
    /// A source that dims its view while dragged, as Apple's samples do, logging every call.
    @MainActor
    final class DimmingSource: DragInteractionDelegate {
        var log: [String] = []
        weak var view: View?

        func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
            log.append("items")
            return [DragItem(itemProvider: ItemProvider(object: "Oslo"))]
        }

        func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating,
                             session: DragSession) {
            log.append("willAnimateLift")
            animator.addAnimations { self.view?.alpha = 0.5; self.log.append("lift animations") }
            animator.addCompletion { self.log.append("lift completion 1 \($0)") }
            animator.addCompletion { self.log.append("lift completion 2 \($0)") }
        }

        func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
            log.append("willBegin")
        }

        func dragInteraction(_ interaction: DragInteraction, item: DragItem, willAnimateCancelWith animator: any DragAnimating) {
            log.append("willAnimateCancel")
            animator.addAnimations { self.view?.alpha = 1 }
            animator.addCompletion { self.log.append("cancel completion \($0)") }
        }

        func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
            log.append("didEnd \(operation)")
        }
    }

    /// A destination that fades its view out as items land.
    @MainActor
    final class FadingTarget: DropInteractionDelegate {
        var log: [String] = []
        weak var view: View?

        func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
            DropProposal(operation: .copy)
        }

        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) { log.append("performDrop") }

        func dropInteraction(_ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: any DragAnimating) {
            log.append("willAnimateDrop")
            animator.addAnimations { self.view?.alpha = 0.2 }
            animator.addCompletion { self.log.append("drop completion \($0)") }
        }

        func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) { log.append("conclude") }
    }

    @MainActor
    struct Scene {
        let scene = TestScene()
        let source = DimmingSource()
        let target = FadingTarget()
        let sourceView: View
        let targetView: View

        init() {
            sourceView = View(identifier: "source", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            sourceView.addInteraction(DragInteraction(delegate: source))
            scene.window.addView(sourceView)
            source.view = sourceView
            targetView = View(identifier: "target", frame: Rect(x: 500, y: 0, width: 100, height: 100))
            targetView.addInteraction(DropInteraction(delegate: target))
            scene.window.addView(targetView)
            target.view = targetView
        }
    }

    @Test("The lift animates with the source's blocks; its completions run in order as the drag begins")
    func liftAnimatesAndCompletes() {
        let scene = Scene()
        scene.scene.driver.press(at: Point(x: 50, y: 50))
        scene.scene.driver.move(to: Point(x: 200, y: 50), steps: 4)
        #expect(Array(scene.source.log.prefix(6)) == [
            "items", "willAnimateLift", "lift animations", "lift completion 1 end", "lift completion 2 end", "willBegin",
        ])
        #expect(scene.sourceView.alpha == 0.5)
        // Made inside the lift's animation: the front end fades it.
        #expect(scene.sourceView.alphaAnimation?.from == 1)
        #expect(scene.sourceView.alphaAnimation?.to == 0.5)
        scene.scene.driver.cancel()
    }

    @Test("A cancelled drag animates each item back; the completions run before didEndWith")
    func cancelAnimatesBeforeDidEnd() {
        let scene = Scene()
        scene.scene.driver.drag(from: Point(x: 50, y: 50), to: Point(x: 300, y: 300))
        #expect(Array(scene.source.log.suffix(3)) == ["willAnimateCancel", "cancel completion end", "didEnd cancel"])
        #expect(scene.sourceView.alpha == 1)
        #expect(scene.sourceView.alphaAnimation?.to == 1)
    }

    @Test("A long press put back before the drag began: the lift's completions hear .start, then the cancel's")
    func liftPutBack() {
        let scene = Scene()
        scene.scene.driver.press(at: Point(x: 50, y: 50))
        #expect(scene.scene.driver.longPress())
        #expect(scene.source.log == ["items", "willAnimateLift", "lift animations"])
        scene.scene.driver.release()
        #expect(Array(scene.source.log.suffix(4)) == [
            "willAnimateCancel", "lift completion 1 start", "lift completion 2 start", "cancel completion end",
        ])
    }

    @Test("A drop animates each item in; the destination's completions run before concludeDrop")
    func dropAnimatesBeforeConclude() {
        let scene = Scene()
        scene.scene.driver.drag(from: Point(x: 50, y: 50), to: Point(x: 550, y: 50))
        #expect(scene.target.log == ["performDrop", "willAnimateDrop", "drop completion end", "conclude"])
        #expect(scene.targetView.alpha == 0.2)
        #expect(scene.targetView.alphaAnimation?.from == 1)
        // No cancel animation for a drop.
        #expect(!scene.source.log.contains("willAnimateCancel"))
    }

    @Test("An alpha set outside an animation shows at once")
    func alphaOutsideAnimation() {
        let view = View(identifier: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.3
        #expect(view.alphaAnimation == nil)
        View.animate(withDuration: 0.2) { view.alpha = 0.6 }
        #expect(view.alphaAnimation == AlphaAnimation(from: 0.3, to: 0.6, duration: .milliseconds(200)))
    }
}
