import DragDrop
import DragDropTesting
import Foundation
import Testing

/// UIKit's hit-testing chooses where drags go: `alpha` below 0.01 is not hit, and an
/// overridden `hitTest(_:with:)` or `point(inside:with:)` decides which view takes the drop
/// (the view it answers, or its nearest superview with a drop interaction).
@MainActor
@Suite("Hit-testing", .timeLimit(.minutes(1)))
struct HitTestingTests {
    /// A container that takes every drop over its subviews itself.
    final class ClaimingView: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            super.hitTest(point, with: event) == nil ? nil : self
        }
    }

    /// A view that lets drags through to what is behind it.
    final class PassThroughView: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? { nil }
    }

    /// A view hit 20 points around its frame.
    final class GenerousView: View {
        override func point(inside point: Point, with event: Event?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    @MainActor
    final class Fixture {
        let scene = TestScene()
        let source = TestDragSource(text: "x")
        /// The drop targets' delegates, held here (interactions hold theirs weakly).
        private var delegates: [TestDropTarget] = []

        init() {
            scene.addSource("source", frame: Rect(x: 0, y: 0, width: 50, height: 50), delegate: source)
        }

        /// Drags from the source to a window point; the views that took the drop.
        func drop(at point: Point) -> [String] {
            scene.app.clearEvents()
            scene.driver.drag(from: Point(x: 25, y: 25), to: point)
            return scene.app.events.filter { $0.kind == .performDrop }.map(\.view)
        }

        func target(_ view: View, in superview: View? = nil) -> TestDropTarget {
            let delegate = TestDropTarget()
            delegates.append(delegate)
            view.addInteraction(DropInteraction(delegate: delegate))
            if let superview { superview.addSubview(view) } else { scene.window.addView(view) }
            return delegate
        }
    }

    @Test("A view below 0.01 alpha takes no drop: the one behind it does; at 0.5 it still does")
    func transparentViewsAreNotHit() {
        let fixture = Fixture()
        let back = View(identifier: "back", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let front = View(identifier: "front", frame: Rect(x: 100, y: 100, width: 100, height: 100), zIndex: 1)
        _ = (fixture.target(back), fixture.target(front))
        front.alpha = 0
        #expect(fixture.drop(at: Point(x: 150, y: 150)) == ["back"])
        front.alpha = 0.5
        #expect(fixture.drop(at: Point(x: 150, y: 150)) == ["front"])
        #expect(front.hitTest(Point(x: 5, y: 5), with: nil) === front)
        front.alpha = 0.005
        #expect(front.hitTest(Point(x: 5, y: 5), with: nil) == nil)
    }

    @Test("A transparent superview hides its subviews from drags, and a transparent source starts none")
    func transparentSuperviewsAndSources() {
        let fixture = Fixture()
        let container = View(identifier: "container", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        fixture.scene.window.addView(container)
        _ = fixture.target(View(identifier: "child", frame: Rect(x: 0, y: 0, width: 50, height: 50)), in: container)
        container.alpha = 0
        #expect(fixture.drop(at: Point(x: 120, y: 120)).isEmpty)
        container.alpha = 1
        #expect(fixture.drop(at: Point(x: 120, y: 120)) == ["child"])
        fixture.scene.window.views.first { $0.identifier == "source" }?.alpha = 0
        #expect(fixture.scene.window.dragInteraction(at: Point(x: 25, y: 25)) == nil)
    }

    @Test("An overridden hitTest decides: a container claims its subviews' drops; a pass-through view lets them reach its superview")
    func overriddenHitTest() {
        let fixture = Fixture()
        let claiming = ClaimingView(identifier: "claiming", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        _ = fixture.target(claiming)
        _ = fixture.target(View(identifier: "inner", frame: Rect(x: 10, y: 10, width: 50, height: 50)), in: claiming)
        #expect(fixture.drop(at: Point(x: 120, y: 120)) == ["claiming"])

        let parent = View(identifier: "parent", frame: Rect(x: 400, y: 100, width: 200, height: 200))
        _ = fixture.target(parent)
        _ = fixture.target(PassThroughView(identifier: "glass", frame: Rect(x: 10, y: 10, width: 50, height: 50)), in: parent)
        #expect(fixture.drop(at: Point(x: 420, y: 120)) == ["parent"])
    }

    @Test("An overridden point(inside:with:) grows where a subview is hit")
    func overriddenPointInside() {
        let fixture = Fixture()
        let parent = View(identifier: "parent", frame: Rect(x: 100, y: 100, width: 300, height: 300))
        _ = fixture.target(parent)
        _ = fixture.target(GenerousView(identifier: "generous", frame: Rect(x: 100, y: 100, width: 50, height: 50)), in: parent)
        #expect(fixture.drop(at: Point(x: 190, y: 190)) == ["generous"])  // 10 points outside its frame
        #expect(fixture.drop(at: Point(x: 150, y: 150)) == ["parent"])   // 50 outside
    }

    @Test("A view in front without a drop interaction covers the drop target behind it, as in UIKit")
    func viewsInFrontCover() {
        let fixture = Fixture()
        let parent = View(identifier: "parent", frame: Rect(x: 100, y: 100, width: 300, height: 300))
        fixture.scene.window.addView(parent)
        _ = fixture.target(View(identifier: "target", frame: Rect(x: 0, y: 0, width: 100, height: 100)), in: parent)
        parent.addSubview(View(identifier: "label", frame: Rect(x: 0, y: 0, width: 50, height: 50)))
        #expect(fixture.drop(at: Point(x: 120, y: 120)).isEmpty)
        #expect(fixture.drop(at: Point(x: 170, y: 170)) == ["target"])
    }
}
