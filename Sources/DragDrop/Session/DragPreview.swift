/// How a preview is cut out of its view (UIKit's `UIDragPreviewParameters`).
public struct DragPreviewParameters: Hashable, Sendable {
    /// The visible part, in the view's coordinates; nil shows the whole view.
    public var visiblePath: BezierPath?
    /// The shadow's outline; nil follows the visible path.
    public var shadowPath: BezierPath?

    public init(visiblePath: BezierPath? = nil, shadowPath: BezierPath? = nil) {
        self.visiblePath = visiblePath
        self.shadowPath = shadowPath
    }

    /// A rounded rectangle inset from `bounds` (the articles' inset 5, radius 12).
    public static func roundedRect(_ bounds: Rect, inset: Double, cornerRadius: Double) -> DragPreviewParameters {
        DragPreviewParameters(visiblePath: BezierPath(roundedRect: bounds.insetBy(dx: inset, dy: inset),
                                                       cornerRadius: cornerRadius))
    }
}

/// Where a preview is shown or animates to: a point in a container view, with a
/// transform (UIKit's `UIDragPreviewTarget`).
public struct DragPreviewTarget: Sendable {
    public weak var container: View?
    public var center: Point
    public var transform: Transform2D

    public init(container: View, center: Point, transform: Transform2D = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
    }
}

/// The image of a dragged item: a view cut out by parameters (UIKit's `UIDragPreview`).
/// The front end renders `view`; headless tests inspect it.
public struct DragPreview: Sendable {
    public weak var view: View?
    public var parameters: DragPreviewParameters

    public init(view: View, parameters: DragPreviewParameters = DragPreviewParameters()) {
        self.view = view
        self.parameters = parameters
    }
}

/// A preview placed at a target: lift, cancel and drop animations
/// (UIKit's `UITargetedDragPreview`).
public struct TargetedDragPreview: Sendable {
    public weak var view: View?
    public var parameters: DragPreviewParameters
    public var target: DragPreviewTarget

    public init(view: View, parameters: DragPreviewParameters = DragPreviewParameters(), target: DragPreviewTarget) {
        self.view = view
        self.parameters = parameters
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
