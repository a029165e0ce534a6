/// A rectangle of a window that interactions attach to (the part of `UIView` that drag and
/// drop needs). Frames are in window coordinates; a higher `zIndex` is in front, and among
/// equal z-indices the view added later is in front.
@MainActor
open class View {
    /// A name for logs, tests and accessibility (e.g. "trash", "gallery").
    public var identifier: String
    /// The view's rectangle in its window.
    public var frame: Rect { didSet { window?.viewDidChangeGeometry(self) } }
    /// Front-to-back order within the window.
    public var zIndex: Int { didSet { window?.viewDidChangeGeometry(self) } }
    /// A hidden view takes part in no drag or drop.
    public var isHidden = false { didSet { window?.viewDidChangeGeometry(self) } }
    /// What assistive technologies read for the view (UIKit's `accessibilityLabel`); for a
    /// cell, its text by default.
    public var accessibilityLabel: String?
    /// The window the view is in, if any.
    public private(set) weak var window: Window?
    /// The drag and drop interactions added to the view.
    public private(set) var interactions: [any Interaction] = []
    /// Delegates the view owns for its SwiftUI-style handlers (interactions hold them weakly).
    var swiftUIAdapters: [AnyObject] = []

    /// A view named `identifier` (in events) at `frame` in its window; a higher `zIndex` is in front.
    public init(identifier: String = "", frame: Rect = .zero, zIndex: Int = 0) {
        self.identifier = identifier
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The view's own coordinate space: origin at its top-left corner.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// Attaches an interaction (UIKit's `addInteraction`). An interaction belongs to one view.
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interactions.append(interaction)
        interaction.didMove(to: self)
        window?.viewDidChangeGeometry(self)
    }

    /// Removes an interaction from the view.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interactions.remove(at: index)
        interaction.didMove(to: nil)
        window?.viewDidChangeGeometry(self)
    }

    /// Detaches the view from its window; a drag over it exits it (SEMANTICS 7).
    public func removeFromWindow() {
        window?.remove(self)
    }

    /// A point in window coordinates, in this view's coordinates.
    public func convert(fromWindow point: Point) -> Point {
        Point(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    /// A point in this view's coordinates, in window coordinates.
    public func convert(toWindow point: Point) -> Point {
        Point(x: point.x + frame.minX, y: point.y + frame.minY)
    }

    func didMove(to window: Window?) {
        self.window = window
    }

    var dragInteraction: DragInteraction? {
        interactions.lazy.compactMap { $0 as? DragInteraction }.first { $0.isEnabled }
    }

    var dropInteraction: DropInteraction? {
        interactions.lazy.compactMap { $0 as? DropInteraction }.first
    }

    var springLoadedInteraction: SpringLoadedInteraction? {
        interactions.lazy.compactMap { $0 as? SpringLoadedInteraction }.first { $0.isEnabled }
    }
}

/// Something attached to a view that reacts to drags (UIKit's `UIInteraction`).
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is added to.
    var view: View? { get }
    /// Called when the interaction is added to a view or removed (nil).
    func didMove(to view: View?)
}

/// Views compare by identity, as UIKit's do (`tableView == leftTableView`).
extension View: Hashable {
    nonisolated public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
