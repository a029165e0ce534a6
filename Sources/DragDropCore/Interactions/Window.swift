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
    /// The views the window holds itself, in the order they were added (their subviews are
    /// in ``View/subviews``).
    public private(set) var views: [View] = []
    /// The application (drag system) showing the window.
    public internal(set) weak var application: DragDropSystem?
    /// The controller whose view fills the window (DragDropUIKit's `rootViewController`),
    /// kept here untyped: the core does not know the UIKit face's controller classes.
    package var rootController: AnyObject?
    /// The undo manager the window's views and controllers share (``View/undoManager``),
    /// made on first use; an application may give several windows one (a document's).
    public lazy var undoManager = UndoManager()

    private var dragSources = SpatialIndex<ObjectIdentifier>()
    private var dropTargets = SpatialIndex<ObjectIdentifier>()
    private var springLoadedViews = SpatialIndex<ObjectIdentifier>()
    private var order = 0
    /// The order in which each of ``views`` was added.
    private var stackingOrder: [ObjectIdentifier: Int] = [:]
    /// Each view's place in its window-held view's subtree, back to front (0: that view).
    private var treeOrder: [ObjectIdentifier: Int] = [:]
    /// Drop targets drawn by a front end, by layer: overlaps between layers are reported.
    private var overlaps = LayerOverlaps<ObjectIdentifier>()

    /// A window named `identifier` at `frame` on the screen; a higher `level` is in front.
    public init(identifier: String = "", frame: Rect, level: Int = 0) {
        self.identifier = identifier
        self.frame = frame
        self.level = level
    }

    /// The window's own coordinate space: origin at its top-left corner.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// UIKit's name for ``views``.
    public var subviews: [View] { views }

    /// Adds `view` (and its subviews) in front of the views with the same z-index, taking it
    /// from its superview if it had one.
    public func addView(_ view: View) {
        view.removeFromSuperview()
        views.append(view)
        order += 1
        stackingOrder[ObjectIdentifier(view)] = order
        subtreeDidChange(under: view)
    }

    /// UIKit's name for ``addView(_:)`` (`view.addSubview(tableView)` ports unchanged).
    public func addSubview(_ view: View) { addView(view) }

    /// Removes a view the window holds itself, with its subviews.
    public func remove(_ view: View) {
        guard let position = views.firstIndex(where: { $0 === view }) else { return }
        views.remove(at: position)
        stackingOrder[ObjectIdentifier(view)] = nil
        detachSubtree(view)
    }

    /// Forgets `view` and everything in it: they take part in no drag from now on.
    func detachSubtree(_ view: View) {
        for member in Self.preorder(view) {
            let id = ObjectIdentifier(member)
            treeOrder[id] = nil
            lookup[id] = nil
            dragSources.remove(id)
            dropTargets.remove(id)
            overlaps.remove(id)
            springLoadedViews.remove(id)
            member.didMove(to: nil)
            application?.viewWasRemoved(member)
        }
    }

    /// The hierarchy under `view` changed (a subview added, moved or reordered, a z-index
    /// changed): numbers the
    /// whole subtree of its window-held ancestor back to front and indexes it.
    /// - Complexity: O(views in that subtree).
    func subtreeDidChange(under view: View) {
        let root = Self.root(of: view)
        guard stackingOrder[ObjectIdentifier(root)] != nil else { return }
        for (position, member) in Self.preorder(root).enumerated() {
            let id = ObjectIdentifier(member)
            treeOrder[id] = position
            if member.window !== self { member.didMove(to: self) }
            index(member)
        }
        application?.viewDidChangeGeometry(view)
    }

    /// The view's frame, visibility or interactions changed: it and its subviews are indexed again.
    func viewDidChangeGeometry(_ view: View) {
        Self.preorder(view).forEach(index)
        application?.viewDidChangeGeometry(view)
    }

    /// `view` and everything in it, back to front: each view before its subviews, siblings
    /// by z-index and then in order.
    private static func preorder(_ view: View) -> [View] {
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            // Sorted only when z-indexes differ (a screenful of cells usually shares one).
            let zIndex = view.subviews.first?.zIndex
            guard view.subviews.contains(where: { $0.zIndex != zIndex }) else { return view.subviews.forEach(visit) }
            let children = view.subviews.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            children.forEach { visit($0.element) }
        }
        visit(view)
        return result
    }

    private static func root(of view: View) -> View {
        var root = view
        while let superview = root.superview { root = superview }
        return root
    }

    /// The enabled drag interaction that takes a press at `point` (window coordinates): that
    /// of the view hit-testing finds there, or of its nearest superview with one.
    /// - Complexity: O(views overlapping the point's grid cell + views under the point).
    public func dragInteraction(at point: Point) -> DragInteraction? {
        hit(at: point, in: dragSources) { $0.dragInteraction }
    }

    /// The drop interaction that takes a drag at `point` (window coordinates): that of the view
    /// hit-testing finds there, or of its nearest superview with one.
    /// - Complexity: O(views overlapping the point's grid cell + views under the point).
    public func dropInteraction(at point: Point) -> DropInteraction? {
        hit(at: point, in: dropTargets) { $0.dropInteraction }
    }

    /// The enabled spring-loaded interaction under a drag at `point` (window coordinates),
    /// found as drop interactions are.
    /// - Complexity: O(views overlapping the point's grid cell + views under the point).
    public func springLoadedInteraction(at point: Point) -> SpringLoadedInteraction? {
        hit(at: point, in: springLoadedViews) { $0.springLoadedInteraction }
    }

    /// An interaction at `point`, as UIKit finds it: the index gives the front-most view with
    /// one there (drawn layers, z-indexes and order decide between window-held views); the
    /// window-held view that holds it hit-tests the point (``View/hitTest(_:with:)``, which a
    /// subclass may override); the view it answers, or its nearest superview taking part in
    /// `index`, has the interaction. Nil when the hit-test answers nil or no view on that
    /// chain has one (a view in front without one covers those behind it, as in UIKit).
    private func hit<Found>(at point: Point, in index: SpatialIndex<ObjectIdentifier>, _ interaction: (View) -> Found?) -> Found? {
        guard let candidate = index.frontmost(at: point).flatMap(view(with:)) else { return nil }
        let root = Self.root(of: candidate)
        var hit = root.hitTest(root.convert(fromWindow: point), with: nil)
        while let view = hit {
            if view.window === self, index.frame(of: ObjectIdentifier(view)) != nil, let found = interaction(view) { return found }
            hit = view.superview
        }
        return nil
    }

    /// A screen point in this window's coordinates.
    public func convert(fromScreen point: Point) -> Point {
        Point(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    private func view(with id: ObjectIdentifier) -> View? {
        lookup[id]?.value
    }

    private var lookup: [ObjectIdentifier: WeakView] = [:]

    /// Indexes a view at its place on screen: its frame clipped to its superviews', in front
    /// of its superview and earlier siblings (a window-held view's z-index and order first,
    /// then the place in its subtree).
    private func index(_ view: View) {
        let id = ObjectIdentifier(view)
        let root = Self.root(of: view)
        guard let sequence = stackingOrder[ObjectIdentifier(root)], let position = treeOrder[id] else { return }
        lookup[id] = WeakView(value: view)
        let layer = root.placement?.layer ?? 0
        let priority = SpatialIndex<ObjectIdentifier>.Priority(layer: layer, zIndex: root.zIndex, sequence: sequence << 24 | position)
        // Most views (cells, their content) have no interaction: nothing to place, only to forget.
        let frame = view.interactions.isEmpty ? .zero : view.hitFrameInWindow
        let takesPart = !view.interactions.isEmpty && !view.isHiddenInHierarchy && !frame.isEmpty
        if takesPart, view.dragInteraction != nil {
            dragSources.insert(id, frame: frame, priority: priority)
        } else {
            dragSources.remove(id)
        }
        if takesPart, view.dropInteraction != nil {
            dropTargets.insert(id, frame: frame, priority: priority)
        } else {
            dropTargets.remove(id)
        }
        if takesPart, view.dropInteraction != nil, root.placement != nil {
            for other in overlaps.place(id, frame: frame, layer: layer) { reportOverlap(of: view, and: other) }
        } else {
            overlaps.remove(id)
        }
        if takesPart, view.springLoadedInteraction != nil {
            springLoadedViews.insert(id, frame: frame, priority: priority)
        } else {
            springLoadedViews.remove(id)
        }
    }

    /// Two drop targets drawn in different layers began to overlap: the one drawn on top takes
    /// the drags there, as the toolkit's own picking would; said each time an overlap starts.
    private func reportOverlap(of view: View, and otherID: ObjectIdentifier) {
        guard let other = self.view(with: otherID), let frame = dropTargets.frame(of: ObjectIdentifier(view)),
              let otherFrame = dropTargets.frame(of: otherID) else { return }
        let viewInFront = (Self.root(of: view).placement?.layer ?? 0) > (Self.root(of: other).placement?.layer ?? 0)
        let (front, back) = viewInFront ? (view, other) : (other, view)
        Diagnostics.handler(Diagnostic(view: front.identifier, message: """
            drawn over "\(back.identifier)" where their frames overlap (\(frame.intersection(otherFrame))): drags there go to \
            "\(front.identifier)", the one drawn on top, as the toolkit's own picking would. If "\(back.identifier)" should take \
            them, lay the two out side by side.
            """))
    }

    private struct WeakView {
        weak var value: View?
    }
}
