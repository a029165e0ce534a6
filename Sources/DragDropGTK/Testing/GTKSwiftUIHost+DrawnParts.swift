import DragDrop
import DragDropSwiftUI

extension GTKSwiftUIHost {
    /// Where the host draws its controls and shapes, in its own coordinates, for tests to aim
    /// at: the first button ("button"), switch ("switch"), text field ("entry") and scroll view
    /// ("scroll"), and every
    /// shape or colour in drawing order ("shape0", "shape1", …).
    /// - Complexity: O(views shown outside lists and grids).
    public var drawnParts: [String: Rect] {
        var frames: [String: Rect] = [:]
        var shapes = 0
        func walk(_ view: PlatformView, origin: Point) {
            for subview in view.subviews where !(subview is IndexedCollectionView) {
                let frame = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
                if subview.renderedScrollPosition != nil { frames["scroll"] = frames["scroll"] ?? frame }
                switch subview.renderedContent {
                case .button?: frames["button"] = frames["button"] ?? frame
                case .toggle?: frames["switch"] = frames["switch"] ?? frame
                case .textField?: frames["entry"] = frames["entry"] ?? frame
                case .shape?, .fill?:
                    frames["shape\(shapes)"] = frame
                    shapes += 1
                default: break
                }
                walk(subview, origin: frame.origin)
            }
        }
        walk(hostingView, origin: .zero)
        return frames
    }
}
