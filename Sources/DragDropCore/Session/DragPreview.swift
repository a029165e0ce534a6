import Synchronization

/// How a preview is cut out of its view (UIKit's `UIDragPreviewParameters`). A class, as in
/// UIKit, so `let preview = DragPreviewParameters(); preview.visiblePath = …` ports
/// unchanged; the system copies it when it takes it, so later changes do not leak in.
public final class DragPreviewParameters: Hashable, Sendable, CustomStringConvertible {
    private struct Paths: Hashable {
        var visible: BezierPath?
        var shadow: BezierPath?
    }

    private let paths: Mutex<Paths>

    /// The visible part, in the view's coordinates; nil shows the whole view.
    public var visiblePath: BezierPath? {
        get { paths.withLock { $0.visible } }
        set { paths.withLock { $0.visible = newValue } }
    }

    /// The shadow's outline; nil follows the visible path.
    public var shadowPath: BezierPath? {
        get { paths.withLock { $0.shadow } }
        set { paths.withLock { $0.shadow = newValue } }
    }

    /// Parameters showing the part inside `visiblePath` (nil: all) with a shadow along `shadowPath`.
    public init(visiblePath: BezierPath? = nil, shadowPath: BezierPath? = nil) {
        paths = Mutex(Paths(visible: visiblePath, shadow: shadowPath))
    }

    /// An independent copy.
    public func copy() -> DragPreviewParameters {
        DragPreviewParameters(visiblePath: visiblePath, shadowPath: shadowPath)
    }

    /// A rounded rectangle inset from `bounds` (the articles' inset 5, radius 12).
    public static func roundedRect(_ bounds: Rect, inset: Double, cornerRadius: Double) -> DragPreviewParameters {
        DragPreviewParameters(visiblePath: BezierPath(roundedRect: bounds.insetBy(dx: inset, dy: inset),
                                                       cornerRadius: cornerRadius))
    }

    public static func == (lhs: DragPreviewParameters, rhs: DragPreviewParameters) -> Bool {
        lhs === rhs || lhs.paths.withLock { $0 } == rhs.paths.withLock { $0 }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(paths.withLock { $0 }) }

    public var description: String {
        "DragPreviewParameters(visiblePath: \(visiblePath.map { "\($0)" } ?? "nil"))"
    }
}

/// Where a preview is shown or animates to: a point in a container view, with a
/// transform (UIKit's `UIDragPreviewTarget`).
public struct DragPreviewTarget: Sendable {
    /// The view whose coordinates `center` is in.
    public weak var container: View?
    /// Where the preview's centre goes.
    public var center: Point
    /// A scale and move applied to the preview there.
    public var transform: Transform2D

    /// A target at `center` of `container`.
    public init(container: View, center: Point, transform: Transform2D = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
    }
}

/// The image of a dragged item: a view cut out by parameters (UIKit's `UIDragPreview`).
/// The front end renders `view`; headless tests inspect it.
public struct DragPreview: Sendable {
    /// The view pictured.
    public weak var view: View?
    /// How it is cut out.
    public var parameters: DragPreviewParameters

    /// A preview of `view` cut out by `parameters` (copied).
    public init(view: View, parameters: DragPreviewParameters = DragPreviewParameters()) {
        self.view = view
        self.parameters = parameters.copy()
    }
}

/// A preview placed at a target: lift, cancel and drop animations
/// (UIKit's `UITargetedDragPreview`).
public struct TargetedDragPreview: Sendable {
    /// The view pictured.
    public weak var view: View?
    /// How it is cut out.
    public var parameters: DragPreviewParameters
    /// Where it is shown or animates to.
    public var target: DragPreviewTarget

    /// A preview of `view` cut out by `parameters` (copied), shown at `target`.
    public init(view: View, parameters: DragPreviewParameters = DragPreviewParameters(), target: DragPreviewTarget) {
        self.view = view
        self.parameters = parameters.copy()
        self.target = target
    }

    /// A preview of `view` in place: centred on it, in its own window.
    @MainActor
    public init(view: View, parameters: DragPreviewParameters = DragPreviewParameters()) {
        self.init(view: view, parameters: parameters,
                  target: DragPreviewTarget(container: view, center: view.bounds.center))
    }

    /// The same preview animating to another target (e.g. shrinking into a trash can).
    public func retargetedPreview(with newTarget: DragPreviewTarget) -> TargetedDragPreview {
        var copy = self
        copy.target = newTarget
        return copy
    }
}
