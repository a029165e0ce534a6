/// A top-level window: the views in it, indexed by position so the drag source under a
/// press and the drop target under the pointer are found quickly. Toolkit-independent: the
/// GTK front end and the headless driver both route through it.
@MainActor
public final class Window {
    /// The window's name in events.
    public let identifier: String
    /// The window's rectangle on the screen.
    public var frame: Rect { didSet { application?.windowDidChangeGeometry(self) } }
    /// Front-to-back order among the screen's windows (higher is in front).
    public var level: Int { didSet { application?.windowDidChangeGeometry(self) } }
    /// The window's views, in the order they were added.
    public private(set) var views: [View] = []
    /// The application (drag system) showing the window.
    public internal(set) weak var application: DragDropSystem?

    private var dragSources = SpatialIndex<ObjectIdentifier>()
    private var dropTargets = SpatialIndex<ObjectIdentifier>()
    private var springLoadedViews = SpatialIndex<ObjectIdentifier>()
    private var order = 0
    private var stackingOrder: [ObjectIdentifier: Int] = [:]

    /// A window named `identifier` at `frame` on the screen; a higher `level` is in front.
    public init(identifier: String = "", frame: Rect, level: Int = 0) {
        self.identifier = identifier
        self.frame = frame
        self.level = level
    }

    /// Adds `view` in front of the views with the same z-index.
    public func addView(_ view: View) {
        view.window?.remove(view)
        views.append(view)
        order += 1
        stackingOrder[ObjectIdentifier(view)] = order
        view.didMove(to: self)
        viewDidChangeGeometry(view)
    }

    /// UIKit's name for ``addView(_:)`` (`view.addSubview(tableView)` ports unchanged).
    public func addSubview(_ view: View) { addView(view) }

    /// Removes a view from the window.
    public func remove(_ view: View) {
        guard let position = views.firstIndex(where: { $0 === view }) else { return }
        views.remove(at: position)
        let id = ObjectIdentifier(view)
        stackingOrder[id] = nil
        lookup[id] = nil
        dragSources.remove(id)
        dropTargets.remove(id)
        springLoadedViews.remove(id)
        view.didMove(to: nil)
        application?.viewWasRemoved(view)
    }

    /// The front-most enabled drag interaction whose view contains `point` (window coordinates).
    /// - Complexity: O(views overlapping the point's grid cell).
    public func dragInteraction(at point: Point) -> DragInteraction? {
        dragSources.frontmost(at: point).flatMap { view(with: $0)?.dragInteraction }
    }

    /// The front-most drop interaction whose view contains `point` (window coordinates).
    /// - Complexity: O(views overlapping the point's grid cell).
    public func dropInteraction(at point: Point) -> DropInteraction? {
        dropTargets.frontmost(at: point).flatMap { view(with: $0)?.dropInteraction }
    }

    /// The front-most enabled spring-loaded interaction whose view contains `point` (window
    /// coordinates).
    /// - Complexity: O(views overlapping the point's grid cell).
    public func springLoadedInteraction(at point: Point) -> SpringLoadedInteraction? {
        springLoadedViews.frontmost(at: point).flatMap { view(with: $0)?.springLoadedInteraction }
    }

    /// A screen point in this window's coordinates.
    public func convert(fromScreen point: Point) -> Point {
        Point(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    func viewDidChangeGeometry(_ view: View) {
        index(view)
        application?.viewDidChangeGeometry(view)
    }

    private func view(with id: ObjectIdentifier) -> View? {
        lookup[id]?.value
    }

    private var lookup: [ObjectIdentifier: WeakView] = [:]

    private func index(_ view: View) {
        let id = ObjectIdentifier(view)
        guard let sequence = stackingOrder[id] else { return }
        lookup[id] = WeakView(value: view)
        let priority = SpatialIndex<ObjectIdentifier>.Priority(zIndex: view.zIndex, sequence: sequence)
        if !view.isHidden, view.dragInteraction != nil {
            dragSources.insert(id, frame: view.frame, priority: priority)
        } else {
            dragSources.remove(id)
        }
        if !view.isHidden, view.dropInteraction != nil {
            dropTargets.insert(id, frame: view.frame, priority: priority)
        } else {
            dropTargets.remove(id)
        }
        if !view.isHidden, view.springLoadedInteraction != nil {
            springLoadedViews.insert(id, frame: view.frame, priority: priority)
        } else {
            springLoadedViews.remove(id)
        }
    }

    private struct WeakView {
        weak var value: View?
    }
}
