import DragDrop
import DragDropTesting
import Testing

@Suite("Spatial index", .timeLimit(.minutes(1)))
struct SpatialIndexTests {
    typealias Index = SpatialIndex<Int>

    @Test func frontmostByZThenSequence() {
        var index = Index(cellSize: 50)
        index.insert(1, frame: Rect(x: 0, y: 0, width: 100, height: 100), priority: .init(zIndex: 0, sequence: 1))
        index.insert(2, frame: Rect(x: 50, y: 50, width: 100, height: 100), priority: .init(zIndex: 0, sequence: 2))
        index.insert(3, frame: Rect(x: 0, y: 0, width: 30, height: 30), priority: .init(zIndex: -1, sequence: 3))
        #expect(index.frontmost(at: Point(x: 75, y: 75)) == 2)
        #expect(index.frontmost(at: Point(x: 10, y: 10)) == 1)  // 3 is behind despite being newer
        #expect(index.frontmost(at: Point(x: 120, y: 120)) == 2)
        #expect(index.frontmost(at: Point(x: 150, y: 150)) == nil)  // max edges are outside
        #expect(index.frontmost(at: Point(x: -1, y: 10)) == nil)
        index.remove(2)
        #expect(index.frontmost(at: Point(x: 75, y: 75)) == 1)
        index.insert(1, frame: Rect(x: 500, y: 500, width: 10, height: 10), priority: .init(zIndex: 0, sequence: 1))
        #expect(index.frontmost(at: Point(x: 10, y: 10)) == 3)
        #expect(index.frontmost(at: Point(x: 505, y: 505)) == 1)
        #expect(index.count == 2)
    }

    @Test func oversizedAndAbsurdRectanglesAreSafe() {
        var index = Index(cellSize: 10, maximumCellsPerElement: 4)
        index.insert(1, frame: Rect(x: -1e300, y: -1e300, width: .infinity, height: .infinity), priority: .init(zIndex: 0, sequence: 1))
        index.insert(2, frame: Rect(x: 0, y: 0, width: 5, height: 5), priority: .init(zIndex: 1, sequence: 2))
        index.insert(3, frame: .zero, priority: .init(zIndex: 9, sequence: 3))
        #expect(index.frontmost(at: Point(x: 2, y: 2)) == 2)
        #expect(index.frontmost(at: Point(x: 1e9, y: -1e9)) == 1)
        #expect(index.frontmost(at: Point(x: .nan, y: 0)) == nil)
    }

    @Test("Agrees with a linear scan on random layouts")
    func agreesWithLinearScan() {
        var generator = SeededRandomNumberGenerator(seed: 42)
        var index = Index(cellSize: 64)
        var frames: [Int: (Rect, Index.Priority)] = [:]
        for id in 0..<500 {
            let rect = Rect(x: Double(generator.next() % 2000), y: Double(generator.next() % 2000),
                            width: Double(generator.next() % 300 + 1), height: Double(generator.next() % 300 + 1))
            let priority = Index.Priority(zIndex: Int(generator.next() % 3), sequence: id)
            frames[id] = (rect, priority)
            index.insert(id, frame: rect, priority: priority)
        }
        for id in stride(from: 0, to: 500, by: 7) {
            index.remove(id)
            frames[id] = nil
        }
        for _ in 0..<2000 {
            let point = Point(x: Double(generator.next() % 2400), y: Double(generator.next() % 2400))
            let expected = frames.filter { $0.value.0.contains(point) }.max { $0.value.1 < $1.value.1 }?.key
            #expect(index.frontmost(at: point) == expected)
        }
    }
}

