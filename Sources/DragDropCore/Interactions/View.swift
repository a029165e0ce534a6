/// A rectangle of a window that interactions attach to (the part of `UIView` that drag and
/// drop needs), in a hierarchy as in UIKit: a view's `frame` is in its superview's
/// coordinates (in its window's for a view added to the window itself), subviews are in front
/// of their superview, later siblings in front of earlier ones, and a subview takes drags
/// only inside its superviews. A higher `zIndex` is in front among siblings (and among a
/// window's views).
@MainActor
open class View {
    /// A name for logs, tests and accessibility (e.g. "trash", "gallery").
    public var identifier: String
    /// The view's rectangle in its superview (in its window for a view the window holds itself).
    public var frame: Rect {
        didSet {
            recordFrameChange(from: oldValue)
            window?.viewDidChangeGeometry(self)
        }
    }
    /// How the last frame change is to be shown: a glide when it was made inside
    /// ``View/animate(withDuration:delay:options:animations:completion:)``, else nil (at once).
    public internal(set) var frameAnimation: FrameAnimation?
    /// Front-to-back order among siblings.
    public var zIndex: Int { didSet { window?.subtreeDidChange(under: self) } }
    /// A hidden view, and everything in it, takes part in no drag or drop.
    public var isHidden = false { didSet { window?.viewDidChangeGeometry(self) } }
    /// How opaque the view is drawn, 0 to 1 (UIKit's `alpha`): the GTK front end draws its
    /// widget with this opacity, fading to it when it was set inside an animation
    /// (``alphaAnimation``). As in UIKit, a view below 0.01, and everything in it, is not
    /// hit: it takes part in no drag or drop.
    public var alpha: Double = 1 {
        didSet {
            alphaAnimation = View.currentAnimationDuration.flatMap { duration in
                duration > .zero && oldValue != alpha ? AlphaAnimation(from: oldValue, to: alpha, duration: duration) : nil
            }
            if (oldValue < View.minimumHitAlpha) != (alpha < View.minimumHitAlpha) { window?.viewDidChangeGeometry(self) }
        }
    }
    /// How the last `alpha` change is to be shown: a fade when it was made inside an
    /// animation (``View/animate(withDuration:delay:options:animations:completion:)``, a
    /// drag animator's blocks), else nil (at once).
    public internal(set) var alphaAnimation: AlphaAnimation?
    /// Where a front end draws the view, when its window holds it itself: its frame moved and
    /// clipped as drawn, in a layer of the drawing order (SEMANTICS 47); its subviews follow
    /// it. Nil — headless, or not shown by a front end — the view is where its frame says.
    /// The GTK hosts set it from their widgets' allocations.
    public var placement: DrawnPlacement? {
        didSet { if placement != oldValue { window?.subtreeDidChange(under: self) } }
    }
    /// The view that contains this one; nil for a view a window holds itself, or a detached one.
    public private(set) weak var superview: View?
    /// The views this one contains, back to front.
    public private(set) var subviews: [View] = []
    /// What assistive technologies read for the view (UIKit's `accessibilityLabel`); for a
    /// cell, its text by default.
    public var accessibilityLabel: String?
    /// The window the view is in, if any.
    public private(set) weak var window: Window?
    /// The undo manager that changes made in this view register with, found as UIKit's
    /// responder chain finds it: the superview's, else the window's shared
    /// ``Window/undoManager``; nil for a view in no window. Override it to give a view its own.
    open var undoManager: UndoManager? {
        if let superview { return superview.undoManager }
        return window?.undoManager
    }
    /// The drag and drop interactions added to the view.
    public private(set) var interactions: [any Interaction] = []
    /// Whether the view has ever been in a window (drop targets never placed are reported
    /// when a drag begins: ``UnplacedDropTargets``).
    var hasBeenInWindow = false
    /// Delegates the view owns for its SwiftUI-style handlers (interactions hold them weakly).
    package var swiftUIAdapters: [AnyObject] = []
    /// The kinds of data the view takes by paste and by drop (UIKit's `pasteConfiguration`):
    /// set, the view takes drops of those types as copies, through ``paste(itemProviders:)``,
    /// the method a paste calls (``DragDropSystem/paste(_:at:)``; Ctrl+V in the GTK front end).
    /// A drop interaction of the view's own takes precedence.
    public var pasteConfiguration: PasteConfiguration? { didSet { PasteDropTarget.update(self) } }
    /// The drop interaction ``pasteConfiguration`` gave the view.
    var pasteDropTarget: PasteDropTarget?

    /// A view named `identifier` (in events) at `frame` in its superview; a higher `zIndex` is in front.
    public init(identifier: String = "", frame: Rect = .zero, zIndex: Int = 0) {
        self.identifier = identifier
        self.frame = frame
        self.zIndex = zIndex
    }

    /// UIKit's designated initializer, which a subclass may override (`override init(frame:)`).
    public init(frame: Rect) {
        self.identifier = ""
        self.frame = frame
        self.zIndex = 0
    }

    /// The view's own coordinate space: origin at its top-left corner.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The middle of the frame, in the superview's coordinates (UIKit's `center`); setting
    /// it moves the view and keeps its size.
    public var center: Point {
        get { frame.center }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

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
        removeFromSuperview()
    }

    // MARK: Paste

    /// Whether the view takes `itemProviders` by paste or drop (UIKit's `canPaste(_:)`): by
    /// default, when it has a ``pasteConfiguration`` and one of them offers a type it
    /// accepts (by type identifiers alone; nothing is loaded). Override it to refuse more.
    open func canPaste(_ itemProviders: [ItemProvider]) -> Bool {
        guard let pasteConfiguration else { return false }
        return itemProviders.contains(where: pasteConfiguration.accepts)
    }

    /// Takes pasted or dropped items (UIKit's `paste(itemProviders:)`): load their data here.
    /// A view with a ``pasteConfiguration`` overrides it; this default does nothing but say
    /// so, as a ``Diagnostic`` (the paste or drop is lost).
    open func paste(itemProviders: [ItemProvider]) {
        let name = identifier.isEmpty ? "a \(type(of: self))" : "\"\(identifier)\""
        Diagnostics.handler(Diagnostic(view: identifier, message: """
            \(itemProviders.count) item(s) pasted or dropped on \(name) were lost: it has a pasteConfiguration \
            but \(type(of: self)) does not override paste(itemProviders:), where they are loaded
            """))
    }

    // MARK: Hierarchy

    /// Adds `view` in front of this view's subviews (UIKit's `addSubview`), taking it from
    /// wherever it was. Adding a view to itself or to one of its own subviews is refused
    /// with a ``Diagnostic`` (UIKit raises).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (0 is the back), clamped to the range.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.handler(Diagnostic(view: identifier, message: "addSubview: \(view.identifier.isEmpty ? "a view" : view.identifier) "
                                           + "contains this view, so it cannot become its subview; nothing changed"))
            return
        }
        view.detach()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        window?.subtreeDidChange(under: self)
    }

    /// Adds `views` in front of this view's subviews, in order, and indexes the window once
    /// for all of them (a collection view putting a screenful of cells in: SEMANTICS 47).
    /// - Complexity: O(*k* + views in this view's window-held subtree), not O(*k* × subtree).
    func addSubviews(_ views: [View]) {
        guard !views.isEmpty else { return }
        for view in views {
            precondition(view !== self && !isDescendant(of: view), "addSubviews: \(view.identifier) contains \(identifier)")
            view.detach()
            subviews.append(view)
            view.superview = self
        }
        window?.subtreeDidChange(under: self)
    }

    /// Takes the view out of its superview, or out of its window if the window holds it
    /// itself; a drag over it exits it (SEMANTICS 7).
    public func removeFromSuperview() {
        detach()
    }

    /// Moves a subview in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        window?.subtreeDidChange(under: self)
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        window?.subtreeDidChange(under: self)
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Unlinks the view from its superview or its window's list, without telling the window.
    private func detach() {
        if let superview {
            superview.subviews.removeAll { $0 === self }
            self.superview = nil
            superview.window?.detachSubtree(self)
        } else {
            window?.remove(self)
        }
    }

    // MARK: Coordinates

    /// The view's rectangle in its window's coordinates: where it is drawn (``placement``).
    public var frameInWindow: Rect {
        guard let superview else {
            guard let placement else { return frame }
            return frame.offsetBy(dx: placement.offset.x, dy: placement.offset.y)
        }
        let origin = superview.frameInWindow.origin
        return frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Where the view takes drags, in its window's coordinates: its frame, clipped to its
    /// superviews' (UIKit hit-tests a subview only inside its superview) and to the part of
    /// the window where it shows.
    var hitFrameInWindow: Rect {
        guard let superview else {
            guard let placement else { return frame }
            return frameInWindow.intersection(placement.visible)
        }
        return frameInWindow.intersection(superview.hitFrameInWindow)
    }

    /// Whether the view or one of its superviews is hidden, or too transparent to be hit.
    var isHiddenInHierarchy: Bool {
        isHidden || alpha < View.minimumHitAlpha || (superview?.isHiddenInHierarchy ?? false)
    }

    /// The alpha below which UIKit's hit-testing skips a view.
    static let minimumHitAlpha = 0.01

    // MARK: Hit-testing

    /// The front-most view at `point` (in this view's coordinates) that takes drags and
    /// drops (UIKit's `hitTest(_:with:)`): nil when this view is hidden, below 0.01 alpha or
    /// the point is not inside it (``point(inside:with:)``); else the first subview, front to
    /// back, whose own `hitTest` answers, else this view. Override it to hand a point to
    /// another view or to let drags through (return nil). The drag system chooses drop
    /// targets and drag sources with it: the view it returns, or its nearest superview with
    /// such an interaction, takes the drag (`event` is nil there: a drag has no UIKit event).
    /// - Complexity: O(views under the point).
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, alpha >= View.minimumHitAlpha, self.point(inside: point, with: event) else { return nil }
        for subview in subviewsFrontToBack {
            let origin = subview.frame.origin
            if let hit = subview.hitTest(Point(x: point.x - origin.x, y: point.y - origin.y), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view (UIKit's
    /// `point(inside:with:)`): by default, inside its ``bounds``. Override it to grow or
    /// shrink where the view is hit.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The subviews, front first: higher z-index, then later added.
    var subviewsFrontToBack: [View] {
        subviews.enumerated().sorted { ($0.element.zIndex, $0.offset) > ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// A point in window coordinates, in this view's coordinates.
    public func convert(fromWindow point: Point) -> Point {
        let origin = frameInWindow.origin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// A point in this view's coordinates, in window coordinates.
    public func convert(toWindow point: Point) -> Point {
        let origin = frameInWindow.origin
        return Point(x: point.x + origin.x, y: point.y + origin.y)
    }

    /// A point in this view's coordinates, in `view`'s (nil: the window's) — UIKit's
    /// `convert(_:to:)`.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = convert(toWindow: point)
        return view?.convert(fromWindow: inWindow) ?? inWindow
    }

    /// A point in `view`'s coordinates (nil: the window's), in this view's — UIKit's
    /// `convert(_:from:)`.
    public func convert(_ point: Point, from view: View?) -> Point {
        convert(fromWindow: view?.convert(toWindow: point) ?? point)
    }

    /// A rectangle in this view's coordinates, in `view`'s (nil: the window's).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    func didMove(to window: Window?) {
        self.window = window
        if window != nil { hasBeenInWindow = true }
    }

    var dragInteraction: DragInteraction? {
        interactions.lazy.compactMap { $0 as? DragInteraction }.first { $0.isEnabled }
    }

    /// The view's drop interaction: its own, else the one its ``pasteConfiguration`` gave it.
    var dropInteraction: DropInteraction? {
        interactions.lazy.compactMap { $0 as? DropInteraction }.first { $0 !== self.pasteDropTarget?.interaction }
            ?? pasteDropTarget?.interaction
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
