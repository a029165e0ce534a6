import DragDropSwiftUI
import DragDropTesting
import Foundation
import Testing

/// The LazyVGrid reordered live with onDrag and a DropDelegate, as the SwiftUI articles
/// write it: the delegate moves the dragged item in dropEntered, while the drag goes on.
@MainActor
@Suite("Ported SwiftUI sample: colour grid (LazyVGrid, onDrag, DropDelegate, live re-sorting)", .timeLimit(.minutes(1)))
struct ColorGridTests {
    /// The middle of the tile at `index`: three 120-point columns 10 apart inside 10 points of padding.
    func tile(_ index: Int) -> Point {
        Point(x: 10 + Double(index % 3) * 130 + 60, y: 10 + Double(index / 3) * 110 + 50)
    }

    @Test("Red dragged over Orange then Yellow: the grid re-sorts as the pointer enters each, and the drop ends it")
    func liveReorder() async {
        let scene = HostedScene(ColorGridView())
        #expect(scene.shownRows() == ["Red", "Orange", "Yellow", "Green", "Blue", "Purple"])
        #expect(scene.driver.press(at: tile(0)))
        scene.glide(to: tile(1))
        #expect(scene.shownRows() == ["Orange", "Red", "Yellow", "Green", "Blue", "Purple"])
        scene.glide(to: tile(2))
        #expect(scene.shownRows() == ["Orange", "Yellow", "Red", "Green", "Blue", "Purple"])
        scene.glide(to: tile(4))
        #expect(scene.shownRows() == ["Orange", "Yellow", "Green", "Blue", "Red", "Purple"])
        #expect(scene.driver.release())
        #expect(await scene.driver.settle())
        scene.controller.host.updateIfNeeded()
        #expect(scene.shownRows() == ["Orange", "Yellow", "Green", "Blue", "Red", "Purple"])
        #expect(scene.app.events.map(\.kind).contains(.performDrop))
    }
}
