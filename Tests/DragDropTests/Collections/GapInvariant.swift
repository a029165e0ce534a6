import DragDrop
import Foundation
import Testing

/// The invariant of a layout with a drop gap open (issue 37): frames pairwise disjoint and
/// inside the content width.
enum GapInvariant {
    /// Records an issue for the first pair of `frames` that overlap, or a frame outside
    /// `0...width`; `gap` names the case.
    static func check(_ frames: [Rect], width: Double, gap: IndexPath, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let slack = 0.5
        for (index, frame) in frames.enumerated() {
            try #require(frame.minX >= -slack && frame.maxX <= width + slack,
                         "gap \(gap.item): frame \(index) \(frame) runs past the width \(width)", sourceLocation: sourceLocation)
            for other in frames.indices where other > index {
                let overlap = frame.insetBy(dx: slack, dy: slack).intersects(frames[other].insetBy(dx: slack, dy: slack))
                try #require(!overlap, "gap \(gap.item): frames \(index) \(frame) and \(other) \(frames[other]) overlap",
                             sourceLocation: sourceLocation)
            }
        }
    }
}
