import DragDrop
import DragDropTesting

/// The cost of one pointer-move event through a window's router while dragging over
/// `targetCount` drop targets laid out in a square grid: hit-test, enter/exit, proposal.
@MainActor
enum RouterBenchmark {
    final class Source: DragInteractionDelegate {
        func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(object: "benchmark"))]
        }
    }

    final class Target: DropInteractionDelegate {
        func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
            DropProposal(operation: .copy)
        }
    }

    static func measure(targetCount: Int) -> Measurement {
        let side = Int(Double(targetCount).squareRoot().rounded(.up))
        let cell = 40.0
        let extent = Double(side) * cell + 100
        let system = DragDropSystem(identifier: "benchmark")
        let window = Window(frame: Rect(x: 0, y: 0, width: extent, height: extent))
        system.addWindow(window)
        let source = Source(), target = Target()
        let sourceView = View(identifier: "source", frame: Rect(x: extent - 60, y: extent - 60, width: 50, height: 50))
        sourceView.addInteraction(DragInteraction(delegate: source))
        window.addView(sourceView)
        for index in 0..<targetCount {
            let view = View(identifier: "t\(index)",
                            frame: Rect(x: Double(index % side) * cell, y: Double(index / side) * cell,
                                        width: cell - 4, height: cell - 4))
            view.addInteraction(DropInteraction(delegate: target))
            window.addView(view)
        }
        system.pointerDown(at: sourceView.frame.center)
        system.pointerMoved(to: Point(x: 1, y: 1))
        precondition(system.isDragging, "the benchmark drag did not start")
        // A diagonal sweep with a small wobble: every move is a hit-test, most a new target.
        let path = (0..<1000).map { step -> Point in
            let t = Double(step) / 1000
            return Point(x: 2 + t * Double(side) * cell * 0.97 + Double(step % 3), y: 2 + t * Double(side) * cell * 0.97)
        }
        let measurement = Measurement.run(operationsPerBatch: path.count) {
            for point in path { system.pointerMoved(to: point) }
        }
        system.escape()
        return measurement
    }

    static func run() -> Bool {
        print("## Router: one pointer move while dragging (hit-test + enter/exit + proposal)")
        var medians: [Int: Double] = [:]
        var met = true
        for count in [1, 100, 10_000] {
            let measurement = measure(targetCount: count)
            medians[count] = measurement.median
            met = report("  \(count) drop targets", measurement, target: count == 10_000 ? 5_000 : nil) && met
        }
        let ratio = medians[10_000]! / medians[100]!
        print("  ratio 10,000 / 100 targets: \(rounded(ratio))× (100× more targets)")
        return met
    }
}
