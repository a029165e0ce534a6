import DragDropCore

/// A model view showing a SwiftUI view (UIKit's `_UIHostingView`): its view graph renders
/// `rootView` into model views inside it, laid out in its bounds. Put it in a window, or
/// give its controller (``HostingController``) to one; the headless driver and the front
/// ends then drag and drop on the rendered views as on any others.
@MainActor
public final class HostingView<Content: View>: PlatformView {
    /// The view shown; a new value is rendered at once (views keep their state by identity).
    public var rootView: Content {
        didSet { graph.setRoot(rootView, environment: environment) }
    }

    /// The environment at the root (a front end sets the system's colour scheme here).
    public var environment = EnvironmentValues() {
        didSet { graph.setRoot(rootView, environment: environment) }
    }

    let graph = ViewGraph()
    private let container = OverlayView(identifier: "hosting.content")
    private var laidOutSize: Size?

    /// A hosting view showing `rootView`, at `frame`.
    public init(rootView: Content, frame: Rect = .zero) {
        self.rootView = rootView
        super.init(identifier: "hosting", frame: frame)
        addSubview(container)
        graph.didUpdate = { [unowned self] in
            container.setArranged(graph.rootViews)
            layoutContent()
            didRender?()
        }
        graph.setRoot(rootView, environment: environment)
    }

    /// How text is measured for layout (a front end gives its own; headless, a fixed advance).
    public var textMeasurer: any TextMeasurer {
        get { graph.textMeasurer }
        set {
            graph.textMeasurer = newValue
            graph.setRoot(rootView, environment: environment)
        }
    }

    /// Called after each update rendered the views again (a change of state, a new root
    /// view or environment) and after a new size laid them out: a front end draws them anew.
    public var didRender: (() -> Void)?

    /// Applies the changes of state made since the last update now (they are otherwise
    /// applied on the main actor's next turn), and lays the views out again if the hosting
    /// view's size changed.
    public func updateIfNeeded() {
        graph.updateIfNeeded()
        if laidOutSize != frame.size {
            layoutContent()
            didRender?()
        }
    }

    /// Whether a change of state waits for an update.
    public var needsUpdate: Bool { graph.needsUpdate }

    /// The title a `navigationTitle` inside a `NavigationStack` gives (the outermost one),
    /// as of the last update; nil when none does. A front end shows it as the window's title.
    public var navigationTitle: String? { graph.navigationTitles.current }

    /// How many view bodies were evaluated since the view was made.
    public var bodyEvaluationCount: Int { graph.bodyEvaluations }

    /// Misuse found while rendering (duplicate ids in a `ForEach`, a missing environment
    /// object), oldest first.
    public var renderingDiagnostics: [String] { graph.diagnostics }

    /// Lays the root views out in the bounds: each offered the whole size, centred (as
    /// SwiftUI centres its root).
    private func layoutContent() {
        laidOutSize = frame.size
        container.place(in: bounds)
    }

    /// A scroll at `point` (in this view's coordinates) by `delta` points (positive: towards
    /// the content's end): the innermost `ScrollView` under it that can move so moves, and the
    /// views are drawn again. Returns whether one moved.
    @discardableResult
    public func scroll(at point: Point, by delta: Point) -> Bool {
        updateIfNeeded()
        var view = hitTest(point, with: nil)
        while let current = view, current !== self {
            if let scrolling = current as? ScrollContainerView, scrolling.scroll(by: delta) {
                didRender?()
                return true
            }
            view = current.superview
        }
        return false
    }

    /// A tap at `point` (in this view's coordinates): the innermost view under it with an
    /// `onTapGesture` of `count` taps runs its action. Returns whether one did.
    @discardableResult
    public func tap(at point: Point, count: Int = 1) -> Bool {
        updateIfNeeded()
        var view = hitTest(point, with: nil)
        while let current = view, current !== self {
            if let hosted = current as? HostedView, let action = hosted.tapAction, hosted.takesTap(count: count) {
                action()
                return true
            }
            view = current.superview
        }
        return false
    }
}
